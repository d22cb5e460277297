package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code nlg-metrics meteor|gleu|nist|ribes}: scores as NLTK 3.8 computes them (values from NLTK),
 * {@code bleu}'s input handling and output options, one clear line and exit 2 on bad input.
 */
class NltkCommandsTest extends CommandFixture {
    private static final String HYP = "the cat is on the mat\nhello there general\n";
    private static final String REF = "the cat sat on the mat\nhello there general kenobi\n";

    @Test
    void meteorCorpusIsTheMeanOfSegments() throws IOException {
        CliRun r = run("meteor", HYP, REF);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("METEOR|nrefs:1|tok:split|case:lc|"), r.out());
        assertTrue(r.out().contains("|corpus:mean-of-segments|"), r.out());
        // NLTK: mean of meteor_score per line = 0.780826210826211
        assertTrue(r.out().strip().endsWith(" = 0.7808"), r.out());
        assertEquals("0.780826210826", run("meteor", HYP, REF, "-b", "-w", "12").out().strip());
    }

    @Test
    void corpusScoresOfGleuNistRibes() throws IOException {
        // NLTK: corpus_gleu 0.5357142857142857, corpus_nist 2.8783968835276643, corpus_ribes 0.6746966086818763
        assertEquals("0.535714285714", run("gleu", HYP, REF, "-b", "-w", "12").out().strip());
        assertEquals("2.878396883528", run("nist", HYP, REF, "-b", "-w", "12").out().strip());
        assertEquals("0.674696608682", run("ribes", HYP, REF, "-b", "-w", "12").out().strip());
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
        CliRun r = run("nist", HYP, REF, "--format", "json", "-n", "3");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode o = r.json();
        assertEquals("NIST", o.get("name").asText());
        assertEquals("3", o.get("n").asText());
        assertEquals("1", o.get("nrefs").asText());
        assertTrue(o.get("score").asDouble() > 0);
    }

    @Test
    void options() throws IOException {
        String hyp = "a b c d x f\n";
        String ref = "a b c d e f\n";
        // NLTK: sentence_gleu(max_len=2) = 0.7272727272727273
        assertEquals("0.7273", run("gleu", hyp, ref, "-b", "--max-len", "2").out().strip());
        assertEquals(run("meteor", hyp, ref, "-b", "--alpha", "0.5").out(),
                run("meteor", hyp, ref, "-b", "--alpha", "0.5", "--beta", "3", "--gamma", "0.5").out());
    }

    @Test
    void nltkFailureNamesTheSegment() throws IOException {
        CliRun r = run("nist", "a b c d e f\na b\n", "a b c d e f\na b\n", "--sentence-level");
        assertOneLineError(r);
        assertTrue(r.err().startsWith("nlg-metrics: segment 2: "), r.err());
    }

    @Test
    void mismatchedLineCountsAreOneLineErrors() throws IOException {
        assertOneLineError(run("ribes", "a\n", "a\nb\n"), "line counts differ");
    }
}
