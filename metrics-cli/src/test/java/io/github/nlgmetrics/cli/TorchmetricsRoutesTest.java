package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The torchmetrics profiles that were reachable from the Java API only (#33, "every profile
 * reachable from a command"): {@code eed} and {@code wer --compat torchmetrics-mer|-wil|-wip}.
 */
class TorchmetricsRoutesTest extends CommandFixture {
    private static final String HYP = "this is the prediction\nhere is an other sample\n";
    private static final String REF = "this is the reference\nhere is another one\n";

    /** torchmetrics' docstring example: {@code extended_edit_distance(preds, target)} is 0.3078. */
    @Test
    void eedPrintsTorchmetricsDocstringExample() throws Exception {
        CliRun r = run("eed", HYP, REF);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("EED|nrefs:1|compat:torchmetrics|lang:en|"), r.out());
        assertTrue(r.out().strip().endsWith(" = 0.30776306986808777"), r.out());
        assertEquals(0.30776306986808777, run("eed", HYP, REF, "-f", "json").json().get("score").asDouble());
    }

    @ParameterizedTest(name = "--compat {0}")
    @CsvSource({"torchmetrics-mer, torchmetrics:match_error_rate", "torchmetrics-wil, torchmetrics:word_information_lost",
        "torchmetrics-wip, torchmetrics:word_information_preserved"})
    void werReachesTorchmetricsOtherMeasures(String compat, String profile) throws Exception {
        CliRun r = run("wer", HYP, REF, "--compat", compat, "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        double expected = Profiles.metric(profile, Map.of())
                .corpusScore(List.of(HYP.split("\n")), List.of(List.of("this is the reference"), List.of("here is another one")))
                .score();
        assertEquals(expected, r.json().get("score").asDouble(), compat);
    }
}
