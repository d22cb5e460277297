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
import io.github.nlgmetrics.cli.report.SpecialFiles;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code --segment-scores} loses nothing and holds what its documentation says (issue 21): a path
 * that is an input, a folder or in a missing folder is one line, exit 2, before anything is
 * written; an error mid-run leaves the old file as it was and no partial file; the scores are the
 * ones {@code --sentence-level} prints; NIST (not additive) writes its scores, not a trace. The path
 * is written as what it is (issue 32): a device or FIFO in place, a link's target, a regular file
 * with its mode kept.
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

    @Test
    void aFullDeviceIsOneLineExit2AndStaysADevice() throws IOException {
        Path full = SpecialFiles.devFull(dir.resolve("full"));
        CliRun r = run("wer", "a b c\n", "a b d\n", "--segment-scores", full.toString());
        assertOneLineError(r, "cannot write --segment-scores " + full, "No space left on device");
        assertTrue(SpecialFiles.isCharDevice(full), "the device was replaced by a regular file");
    }

    @Test
    void aCopyOfDevNullStaysADevice() throws IOException {
        Path nul = SpecialFiles.devNull(dir.resolve("null"));
        CliRun r = run("bleu", "a b c\n", "a b c\n", "--segment-scores", nul.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(SpecialFiles.isCharDevice(nul), "the device was replaced by a regular file");
    }

    @Test
    void aFifoIsWrittenToItsReader() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("segments.csv"));
        CompletableFuture<String> read = SpecialFiles.reader(fifo);
        CliRun r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> run("chrf", "a b c\nx y\n", "a b c\nx z\n", "--segment-scores", fifo.toString()));
        assertEquals(0, r.exitCode(), r.err());
        String csv = read.get(30, TimeUnit.SECONDS);
        assertTrue(csv.startsWith("metric,segment,score,"), csv);
        assertEquals(3, csv.lines().count(), csv);
        assertTrue(SpecialFiles.isFifo(fifo), "the FIFO was replaced by a regular file");
    }

    @Test
    void aLinkIsFollowedAndAFileKeepsItsMode() throws IOException {
        Path target = dir.resolve("kept.jsonl");
        Files.writeString(target, "old\n");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path link = Files.createSymbolicLink(dir.resolve("link.jsonl"), target);
        CliRun r = run("ter", "a b c\n", "a b d\n", "--segment-scores", link.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(Files.isSymbolicLink(link), "the link was replaced by a regular file");
        assertEquals(1, Files.readAllLines(target).size());
        assertTrue(Files.readString(target).startsWith("{\"metric\""));
        assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    }
}
