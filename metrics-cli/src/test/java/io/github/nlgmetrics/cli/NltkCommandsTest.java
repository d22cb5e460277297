package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code nlg-metrics meteor|gleu|nist|ribes}: scores as NLTK 3.8 computes them (values from NLTK),
 * {@code bleu}'s input handling and output options, one clear line and exit 2 on bad input.
 */
class NltkCommandsTest {
    @TempDir
    Path dir;

    private String file(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p.toString();
    }

    private String ref() throws IOException {
        return file("ref", "the cat sat on the mat\nhello there general kenobi\n");
    }

    private String hyp() throws IOException {
        return file("hyp", "the cat is on the mat\nhello there general\n");
    }

    @Test
    void meteorCorpusIsTheMeanOfSegments() throws IOException {
        CliRun r = CliRun.of("meteor", "-r", ref(), "-i", hyp());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("METEOR|nrefs:1|tok:split|case:lc|"), r.out());
        assertTrue(r.out().contains("|corpus:mean-of-segments|"), r.out());
        // NLTK: mean of meteor_score per line = 0.780826210826211
        assertTrue(r.out().strip().endsWith(" = 0.7808"), r.out());
        assertEquals("0.780826210826", CliRun.of("meteor", "-r", ref(), "-i", hyp(), "-b", "-w", "12").out().strip());
    }

    @Test
    void corpusScoresOfGleuNistRibes() throws IOException {
        // NLTK: corpus_gleu 0.5357142857142857, corpus_nist 2.8783968835276643, corpus_ribes 0.6746966086818763
        assertEquals("0.535714285714", CliRun.of("gleu", "-r", ref(), "-i", hyp(), "-b", "-w", "12").out().strip());
        assertEquals("2.878396883528", CliRun.of("nist", "-r", ref(), "-i", hyp(), "-b", "-w", "12").out().strip());
        assertEquals("0.674696608682", CliRun.of("ribes", "-r", ref(), "-i", hyp(), "-b", "-w", "12").out().strip());
    }

    @ParameterizedTest
    @ValueSource(strings = {"meteor", "gleu", "ribes"})
    void sentenceLevelWithSeveralReferencesAndStdin(String metric) throws IOException {
        String r1 = file("r1", "a b c d\nx y z w\n");
        String r2 = file("r2", "a b c e\np q r s\n");
        CliRun r = CliRun.withStdin("a b c e\np q r s\n", metric, "-r", r1, "-r", r2, "--sentence-level", "-b");
        assertEquals(0, r.exitCode(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(2, lines.length, r.out());
        assertEquals(lines[0], lines[1]);
    }

    @Test
    void jsonOutputCarriesTheSignature() throws Exception {
        CliRun r = CliRun.of("nist", "-r", ref(), "-i", hyp(), "--format", "json", "-n", "3");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals("NIST", o.get("name").asText());
        assertEquals("3", o.get("n").asText());
        assertEquals("1", o.get("nrefs").asText());
        assertTrue(o.get("score").asDouble() > 0);
    }

    @Test
    void options() throws IOException {
        String ref = file("r", "a b c d e f\n");
        String hyp = file("h", "a b c d x f\n");
        // NLTK: sentence_gleu(max_len=2) = 0.7272727272727273
        assertEquals("0.7273", CliRun.of("gleu", "-r", ref, "-i", hyp, "-b", "--max-len", "2").out().strip());
        assertEquals(CliRun.of("meteor", "-r", ref, "-i", hyp, "-b", "--alpha", "0.5").out(),
                CliRun.of("meteor", "-r", ref, "-i", hyp, "-b", "--alpha", "0.5", "--beta", "3", "--gamma", "0.5").out());
    }

    @Test
    void nltkFailureNamesTheSegment() throws IOException {
        String ref = file("r", "a b c d e f\na b\n");
        String hyp = file("h", "a b c d e f\na b\n");
        CliRun r = CliRun.of("nist", "-r", ref, "-i", hyp, "--sentence-level");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().startsWith("nlg-metrics: segment 2: "), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void mismatchedLineCountsAreOneLineErrors() throws IOException {
        CliRun r = CliRun.of("ribes", "-r", file("r", "a\nb\n"), "-i", file("h", "a\n"));
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("line counts differ"), r.err());
        assertTrue(!r.err().contains("\tat "), r.err());
    }
}
