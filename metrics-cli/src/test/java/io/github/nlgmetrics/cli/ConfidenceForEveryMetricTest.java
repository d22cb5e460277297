package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command whose metric is additive takes sacrebleu's significance options through the one
 * pipeline: {@code --confidence} adds the bootstrap fields to the JSON and {@code bs:N|seed:S} to the
 * signature; a metric that cannot be resampled (NIST) refuses in one line.
 */
class ConfidenceForEveryMetricTest extends CommandFixture {
    /** A reference and a hypothesis file of 40 segments: their paths. */
    private String[] files() throws IOException {
        StringBuilder r = new StringBuilder();
        StringBuilder h = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            r.append("the cat sat on the mat number ").append(i).append(" today\n");
            h.append(i % 3 == 0 ? "a cat sat on a mat " : "the cat sat on the mat number ").append(i).append('\n');
        }
        return new String[] {file("ref.txt", r.toString()), file("hyp.txt", h.toString())};
    }

    @ParameterizedTest
    @ValueSource(strings = {"bleu", "chrf", "ter", "meteor", "gleu", "ribes"})
    void confidenceIntervalInJson(String command) throws IOException {
        String[] f = files();
        CliRun r = CliRun.of(command, "-r", f[0], "-i", f[1], "--confidence", "--confidence-n", "200", "--format",
                "json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertTrue(j.has("confidence_mean") && j.has("confidence_var") && j.has("confidence"), r.out());
        assertTrue(j.get("signature").asText().startsWith("nrefs:1|bs:200|seed:12345|"), r.out());
        assertEquals("200", j.get("bs").asText());
    }

    @Test
    void rougeGivesAConfidenceIntervalOfEachTypesMeanF() throws IOException {
        String[] f = files();
        CliRun r = CliRun.of("rouge", "-r", f[0], "-i", f[1], "--confidence", "--confidence-n", "200", "--format",
                "json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertTrue(j.get("signature").asText().startsWith("nrefs:1|bs:200|seed:12345|profile:rouge-score|"), r.out());
        for (String t : new String[] {"rouge1", "rouge2", "rougeL", "rougeLsum"}) {
            JsonNode s = j.get("scores").get(t);
            assertTrue(s.has("fmeasure") && s.has("confidence_mean") && s.has("confidence_var"), r.out());
        }
        CliRun paired = CliRun.of("rouge", "-r", f[0], "-i", f[1], f[0], "-t", "rougeL", "--paired-ar", "--paired-n",
                "100");
        assertEquals(0, paired.exitCode(), paired.err());
        assertTrue(paired.out().contains("Paired approximate randomization test with 100 trials"), paired.out());
        assertTrue(paired.out().contains("rougeL"), paired.out());
    }

    @Test
    void nistCannotBeResampledAndSaysSoInOneLine() throws IOException {
        String[] f = files();
        CliRun r = CliRun.of("nist", "-r", f[0], "-i", f[1], "--confidence");
        assertOneLineError(r, "nltk:nist cannot be resampled");
        assertEquals("", r.out());
    }

    @Test
    void pairedTestsRunForAnNltkMetricToo() throws IOException {
        String[] f = files();
        CliRun r = CliRun.of("meteor", "-r", f[0], "-i", f[1], f[0], "--paired-bs", "--paired-n", "100");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("Paired bootstrap resampling test with 100 resampling trials"), r.out());
        assertTrue(r.out().contains("METEOR"), r.out());
    }
}
