package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code --full-precision} (issue 40): with {@code --format json} every number as the library
 * computes it (the Java API's, bit for bit, as the reference's Python API returns it) and the
 * score's own fields; {@code --format json} alone stays the reference command line's, rounded.
 */
class FullPrecisionTest extends CommandFixture {
    private static final String HYPS = "The cat sat on a mat.\nThe dog barks.\n";
    private static final String REFS = "The cat sat on the mat.\nA dog barks loudly.\n";
    private static final List<String> HYP_LIST = List.of("The cat sat on a mat.", "The dog barks.");
    private static final List<List<String>> REF_LIST = List.of(List.of("The cat sat on the mat."),
            List.of("A dog barks loudly."));

    private static long bits(double x) {
        return Double.doubleToLongBits(x);
    }

    @Test
    void formatJsonAloneRoundsAsSacrebleusCommandLine() throws IOException {
        JsonNode j = run("bleu", HYPS, REFS, "--format", "json").json();
        assertEquals(36.7, j.get("score").doubleValue(), 0.0);
        assertFalse(j.has("fields"), "sacrebleu's JSON keys only");
    }

    @Test
    void fullPrecisionIsTheJavaApisNumberAndFields() throws IOException {
        for (String metric : List.of("bleu", "chrf", "ter")) {
            JsonNode j = run(metric, HYPS, REFS, "--format", "json", "--full-precision").json();
            Score api = Profiles.byName("sacrebleu:" + metric).metric(Map.of()).corpusScore(HYP_LIST, REF_LIST);
            assertEquals(bits(api.score()), bits(j.get("score").doubleValue()), metric);
            for (Map.Entry<String, Object> f : api.fields().entrySet()) {
                JsonNode v = j.get("fields").get(f.getKey());
                if (f.getValue() instanceof Double d) {
                    assertEquals(bits(d), bits(v.doubleValue()), metric + " " + f.getKey());
                } else if (f.getValue() instanceof double[] arr) {
                    for (int k = 0; k < arr.length; k++) {
                        assertEquals(bits(arr[k]), bits(v.get(k).doubleValue()), metric + " " + f.getKey());
                    }
                }
            }
            assertTrue(j.has("verbose_score") || !metric.equals("bleu"), "the rounded text fields stay");
        }
    }

    @Test
    void aWidthDoesNotRoundTheFullNumbers() throws IOException {
        JsonNode j = run("bleu", HYPS, REFS, "--compat", "nltk", "-w", "2", "--format", "json", "--full-precision").json();
        Score api = Profiles.byName("nltk:bleu").metric(Map.of()).corpusScore(HYP_LIST, REF_LIST);
        assertEquals(bits(api.score()), bits(j.get("score").doubleValue()));
        JsonNode rounded = run("bleu", HYPS, REFS, "--compat", "nltk", "-w", "2", "--format", "json").json();
        assertEquals(0.37, rounded.get("score").doubleValue(), 0.0);
    }

    @Test
    void aConfidenceIntervalIsWholeToo() throws IOException {
        JsonNode j = run("bleu", HYPS + HYPS, REFS + REFS, "--confidence", "--confidence-n", "20", "--format", "json",
                "--full-precision").json();
        JsonNode rounded = run("bleu", HYPS + HYPS, REFS + REFS, "--confidence", "--confidence-n", "20", "--format",
                "json").json();
        assertEquals(rounded.get("confidence_mean").doubleValue(), j.get("confidence_mean").doubleValue(), 0.05);
        assertTrue(j.get("confidence_mean").doubleValue() != rounded.get("confidence_mean").doubleValue(), j::toString);
        assertEquals(rounded.get("confidence").asText(), j.get("confidence").asText(), "the text keeps the width");
    }

    @Test
    void noRstripReadsTheLinesAsTheApiTakesThem() throws IOException {
        String hyps = "Trailing spaces here   \nThe dog barks.\n";
        Score api = Profiles.byName("sacrebleu:chrf").metric(Map.of("whitespace", true))
                .corpusScore(List.of("Trailing spaces here   ", "The dog barks."), REF_LIST);
        JsonNode asGiven = run("chrf", hyps, REFS, "--whitespace", "--no-rstrip", "-f", "json", "--full-precision").json();
        assertEquals(bits(api.score()), bits(asGiven.get("score").doubleValue()), "sacrebleu's API: the string as given");
        JsonNode stripped = run("chrf", hyps, REFS, "--whitespace", "-f", "json", "--full-precision").json();
        assertTrue(stripped.get("score").doubleValue() != api.score(), "sacrebleu's command line right-strips each line");
    }

    @Test
    void fullPrecisionWithoutJsonIsOneLineAndExit2() throws IOException {
        CliRun r = run("bleu", HYPS, REFS, "--full-precision");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals("nlg-metrics: --full-precision is for --format json (text prints what the reference's command"
                + " line prints)\n", r.err());
    }
}
