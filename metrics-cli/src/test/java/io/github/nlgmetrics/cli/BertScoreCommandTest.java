package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code nlg-metrics bertscore}: bert_score's {@code HASH P: R: F1:} line on the bundled model, JSON,
 * {@code --confidence} over the mean F, and the one-line refusals (exit 2) of bad models and layers.
 */
class BertScoreCommandTest extends CommandFixture {
    private String[] files() throws IOException {
        return new String[] {file("ref.txt", "a cat sat on a mat\nhello there world\nthe dog barked\n"),
                file("hyp.txt", "the cat sat on the mat\nhello world\nthe dog barked\n")};
    }

    @Test
    void printsBertScoresLineWithTheHash() throws IOException {
        String[] f = files();
        CliRun r = CliRun.of("bertscore", "-r", f[0], "-i", f[1], "--layer", "6");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().matches("sentence-transformers/all-MiniLM-L6-v2_L6_no-idf_version=0\\.3\\.12\\(hug_trans=4\\.26\\.1\\)"
                + " P: 0\\.\\d{6} R: 0\\.\\d{6} F1: 0\\.\\d{6}\n"), r.out());
    }

    @Test
    void jsonAndConfidenceOverTheMeanF() throws IOException {
        String[] f = files();
        CliRun r = CliRun.of("bertscore", "-r", f[0], "-i", f[1], "--idf", "--confidence", "--confidence-n", "100",
                "--format", "json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertTrue(j.has("confidence_mean") && j.get("signature").asText().startsWith("nrefs:1|bs:100|seed:12345|"), r.out());
        CliRun plain = CliRun.of("bertscore", "-r", f[0], "-i", f[1], "--idf", "--format", "json");
        assertEquals(0, plain.exitCode(), plain.err());
        assertEquals(plain.json().get("F").asDouble(), j.get("score").asDouble(), 1e-6);
        assertTrue(plain.json().get("hash").asText().contains("_idf_"), plain.out());
    }

    /**
     * Issue 39: {@code -sl --idf} scored each segment as a corpus of its own (idf log(2/2) = 0: R nan, F1 0 on
     * every line). Sentence level is the segments of the one corpus call, as {@code --segment-scores} and
     * bert_score's {@code -s} give them, with idf or without.
     */
    @Test
    void sentenceLevelPrintsTheSegmentsOfOneCorpusCall() throws IOException {
        String[] f = files();
        for (boolean idf : new boolean[] {true, false}) {
            Path segments = dir.resolve("segments-" + idf + ".jsonl");
            java.util.List<String> common = new java.util.ArrayList<>(java.util.List.of("bertscore", "-r", f[0], "-i", f[1]));
            if (idf) {
                common.add("--idf");
            }
            java.util.List<String> sl = new java.util.ArrayList<>(common);
            sl.add("-sl");
            CliRun lines = CliRun.of(sl.toArray(String[]::new));
            assertEquals(0, lines.exitCode(), lines.err());
            java.util.List<String> seg = new java.util.ArrayList<>(common);
            seg.addAll(java.util.List.of("--segment-scores", segments.toString()));
            assertEquals(0, CliRun.of(seg.toArray(String[]::new)).exitCode());
            java.util.List<String> printed = lines.out().lines().toList();
            java.util.List<String> written = Files.readAllLines(segments);
            assertEquals(written.size(), printed.size(), lines.out());
            com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
            for (int i = 0; i < printed.size(); i++) {
                JsonNode fields = json.readTree(written.get(i)).get("fields");
                String expected = String.format(java.util.Locale.ROOT, " P: %.6f R: %.6f F1: %.6f",
                        fields.get("P").asDouble(), fields.get("R").asDouble(), fields.get("F").asDouble());
                assertTrue(printed.get(i).endsWith(expected), printed.get(i) + " vs " + expected);
            }
        }
    }

    @Test
    void badModelsAndLayersAreOneLineAndExitTwo() throws IOException {
        String[] f = files();
        Path corrupt = dir.resolve("corrupt");
        Files.createDirectories(corrupt);
        Files.write(corrupt.resolve("model.onnx"), new byte[] {0x3a, 0x7f, 1, 2, 3});
        Files.writeString(corrupt.resolve("vocab.txt"), "[PAD]\n[UNK]\n[CLS]\n[SEP]\n[MASK]\na\n");
        String[][] cases = {
            {"--layer", "7"},
            {"--model", dir.resolve("no-such-model").toString()},
            {"--model", corrupt.toString()},
            {"--device", "cuda"},
            {"--rescale-with-baseline"},
        };
        for (String[] extra : cases) {
            String[] args = new String[5 + extra.length];
            System.arraycopy(new String[] {"bertscore", "-r", f[0], "-i", f[1]}, 0, args, 0, 5);
            System.arraycopy(extra, 0, args, 5, extra.length);
            CliRun r = CliRun.of(args);
            assertEquals(2, r.exitCode(), String.join(" ", extra) + ": " + r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.out().isEmpty(), r.out());
        }
    }

    /**
     * A model without a baseline asked to rescale: bert_score warns on stderr and does not rescale (its hash still
     * says {@code -rescaled}); we print the same numbers and hash, and say so on stderr and in JSON's warnings.
     */
    @Test
    void aMissingBaselineIsAWarningNeverSilent() throws IOException {
        Path model = Path.of("..", "..", "shared", "data", "bertscore-models", "tiny-bert");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(model),
                "../shared/data/bertscore-models is absent: no checkpoint without a baseline to try");
        String[] f = files();
        CliRun plain = CliRun.of("bertscore", "-r", f[0], "-i", f[1], "--model", model.toString(), "--lang", "en",
                "--layer", "2");
        CliRun r = CliRun.of("bertscore", "-r", f[0], "-i", f[1], "--model", model.toString(), "--lang", "en",
                "--layer", "2", "--rescale-with-baseline");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().contains("Baseline not Found for " + model + " on en at rescale_baseline/en/"), r.err());
        assertTrue(r.err().contains("the scores are not rescaled"), r.err());
        assertEquals(plain.out().replace("no-idf_version=0.3.12(hug_trans=4.26.1)",
                "no-idf_version=0.3.12(hug_trans=4.26.1)-rescaled"), r.out());
        CliRun json = CliRun.of("bertscore", "-r", f[0], "-i", f[1], "--model", model.toString(), "--lang", "en",
                "--layer", "2", "--rescale-with-baseline", "--format", "json");
        assertEquals(0, json.exitCode(), json.err());
        assertTrue(json.json().get("warnings").get(0).asText().contains("the scores are not rescaled"), json.out());
    }
}
