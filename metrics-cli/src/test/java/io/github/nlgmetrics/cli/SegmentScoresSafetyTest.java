package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code --segment-scores} loses nothing and holds what its documentation says (issue 21): a path
 * that is an input, a folder or in a missing folder is one line, exit 2, before anything is
 * written; an error mid-run leaves the old file as it was and no partial file; the scores are the
 * ones {@code --sentence-level} prints; NIST (not additive) writes its scores, not a trace.
 */
class SegmentScoresSafetyTest extends CommandFixture {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theHypothesisFileAsTargetIsRefusedAndKept() throws IOException {
        String hyp = file("hyp", "a b c\n");
        String ref = file("ref", "a b c\n");
        for (String target : List.of(hyp, ref)) {
            CliRun r = CliRun.of("bleu", "-r", ref, "-i", hyp, "--segment-scores", target);
            assertOneLineError(r, "--segment-scores", "is an input file");
        }
        assertEquals("a b c\n", Files.readString(Path.of(hyp)));
        assertEquals("a b c\n", Files.readString(Path.of(ref)));
    }

    @Test
    void aFolderOrAMissingFolderIsOneLine() throws IOException {
        CliRun folder = run("bleu", "a b c\n", "a b c\n", "--segment-scores", dir.toString());
        assertOneLineError(folder, "is a folder");
        CliRun missing = run("chrf", "a b c\n", "a b c\n", "--segment-scores", dir.resolve("no/such.csv").toString());
        assertOneLineError(missing, "the folder", "does not exist");
        assertEquals("", missing.out(), "nothing printed before the refusal");
    }

    @Test
    void anErrorMidRunLeavesTheOldFileAndNoPartialOne() throws IOException {
        // NIST's second segment has no 5-grams: NLTK divides by zero, an error at segment 2.
        Path out = dir.resolve("segments.csv");
        Files.writeString(out, "old\n");
        CliRun r = run("nist", "a b c d e\na b\n", "a b c d e\na b\n", "--segment-scores", out.toString());
        assertOneLineError(r, "segment 2");
        assertEquals("old\n", Files.readString(out));
        try (Stream<Path> files = Files.list(dir)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".part")), "partial file left");
        }
    }

    @Test
    void nistWritesItsSegmentScoresWithoutStatistics() throws IOException {
        Path out = dir.resolve("nist.jsonl");
        CliRun r = run("nist", "a b c d e\nx y z w v\n", "a b c d e\nx y z q v\n", "--segment-scores", out.toString());
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = Files.readAllLines(out);
        assertEquals(2, lines.size());
        JsonNode first = JSON.readTree(lines.get(0));
        assertTrue(first.get("score").asDouble() > 0);
        assertEquals(0, first.get("stats").size());
    }

    @Test
    void theFileHoldsTheScoresSentenceLevelPrints() throws IOException {
        // "a b c" against itself: no 4-grams; sacrebleu's sentence level (effective order) says 100.
        Path out = dir.resolve("s.jsonl");
        CliRun corpus = run("bleu", "a b c\n", "a b c\n", "--segment-scores", out.toString());
        assertEquals(0, corpus.exitCode(), corpus.err());
        CliRun sentence = run("bleu", "a b c\n", "a b c\n", "--sentence-level", "-f", "json");
        double printed = sentence.json().get("score").asDouble();
        double written = JSON.readTree(Files.readAllLines(out).get(0)).get("score").asDouble();
        assertEquals(printed, written, 1e-9);
        assertEquals(100.0, written, 1e-9);
    }

    @Test
    void rougeRefusesAnInputAsTargetToo() throws IOException {
        String hyp = file("hyp", "the cat\n");
        String ref = file("ref", "the cat\n");
        assertOneLineError(CliRun.of("rouge", "-r", ref, "-i", hyp, "--segment-scores", hyp), "is an input file");
        assertEquals("the cat\n", Files.readString(Path.of(hyp), StandardCharsets.UTF_8));
    }
}
