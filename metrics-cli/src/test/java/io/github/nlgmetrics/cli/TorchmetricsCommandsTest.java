package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --compat torchmetrics} on {@code bleu}, {@code chrf}, {@code ter} and {@code --profile
 * torchmetrics} on {@code rouge}: torchmetrics 1.9.0's numbers (the docstring examples), printed
 * whole as Python prints the float, JSON with the function's keys.
 */
class TorchmetricsCommandsTest extends CommandFixture {
    private static final String HYP = "the cat is on the mat\n";

    /** The docstring corpus: one hypothesis, two references. */
    private CliRun docstring(String command, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of(command, "-r", file("r1", "there is a cat on the mat\n"),
                "-r", file("r2", "a cat is on the mat\n"), "-i", file("hyp", HYP)));
        args.addAll(List.of(options));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void bleuScoreAsTorchmetricsReturnsIt() throws Exception {
        CliRun r = docstring("bleu", "--compat", "torchmetrics", "-b");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("0.7598356604576111\n", r.out());
        // JSON: json.dumps of what the function returns (the golden rows' {"score": ...}).
        assertEquals("{\"score\": 0.7598356604576111}\n", docstring("bleu", "--compat", "torchmetrics", "-f", "json").out());
        assertTrue(docstring("bleu", "--compat", "torchmetrics").out()
                .startsWith("BLEU|compat:torchmetrics|nrefs:2|fn:bleu_score|n_gram:4|"));
    }

    @Test
    void sacreBleuScoreTakesItsTokenizerAndOptions() throws Exception {
        CliRun r = docstring("bleu", "--compat", "torchmetrics-sacrebleu", "-tok", "intl", "-lc", "--n-gram", "2",
                "--smooth");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("fn:sacre_bleu_score|n_gram:2|smooth:yes"), r.out());
    }

    @Test
    void chrfScoreAndTranslationEditRate() throws Exception {
        assertEquals("0.8640464544296265\n", docstring("chrf", "--compat", "torchmetrics", "-b").out());
        assertEquals("0.1538461595773697\n", docstring("ter", "--compat", "torchmetrics", "-b").out());
    }

    @Test
    void sentenceLevelScoresAreTorchmetricsSentenceScores() throws Exception {
        CliRun r = run("ter", "a b c\nx y\n", "a b d\nx y\n", "--compat", "torchmetrics", "--sentence-level", "-b");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(List.of("0.3333333432674408", "0.0"), List.of(r.out().split("\n")));
    }

    @Test
    void aFlagOfTheOtherProfileIsAnError() throws Exception {
        // --beta (sacrebleu's --chrf-beta) is one option under every profile (OneGrammarTest);
        // eps_smoothing is sacrebleu's alone.
        CliRun r = docstring("chrf", "--compat", "torchmetrics", "--chrf-eps-smoothing");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("--compat torchmetrics has no option --eps-smoothing"), r.err());
    }

    @Test
    void rougeScoreDictAsJson() throws Exception {
        CliRun r = run("rouge", "My name is John\n", "Is your name John\n", "--compat", "torchmetrics",
                "--rouge-keys", "rouge1,rouge2,rougeL", "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode o = r.json();
        assertEquals(0.75, o.get("rouge1_fmeasure").asDouble(), 0.0);
        assertEquals(0.0, o.get("rouge2_recall").asDouble(), 0.0);
        assertEquals(0.5, o.get("rougeL_precision").asDouble(), 0.0);
    }

    @Test
    void rougeScoreRefusesWhatTorchmetricsDoesNotHave() throws Exception {
        CliRun r = run("rouge", "a\n", "a\n", "--profile", "torchmetrics", "--rouge-keys", "rouge1",
                "--aggregate", "bootstrap");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("--profile torchmetrics computes rouge_score's corpus dict only"), r.err());
    }
}
