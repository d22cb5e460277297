package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code nlg-metrics rouge}: options, input forms, outputs and one-line errors. */
class RougeCommandTest {
    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private Run run(String... args) {
        CommandLine cl = NlgMetrics.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private String file(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p.toString();
    }

    @Test
    void meanOfSegmentScoresInJson() throws Exception {
        String hyp = file("hyp.txt", "the cat sat on the mat\na b c\n");
        String ref = file("ref.txt", "the cat sat on the mat\na b d\n");
        Run r = run("rouge", "-r", ref, "-i", hyp, "--types", "rouge1,rougeL", "--format", "json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals((1.0 + 2.0 / 3) / 2, o.at("/scores/rouge1/fmeasure").asDouble(), 1e-15);
        assertEquals(2, o.get("segments").asInt());
        assertTrue(o.get("signature").asText().startsWith("profile:rouge-score|types:rouge1+rougeL|stem:no"));
    }

    @Test
    void textOutputHasOneLinePerTypeAndTheSignature() throws Exception {
        String hyp = file("hyp.txt", "the cats ran\n");
        String ref = file("ref.txt", "the cat ran\n");
        Run r = run("rouge", "-r", ref, "-i", hyp, "--types", "rouge1", "--stemmer");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals("rouge1     P=1.0000 R=1.0000 F=1.0000", lines[0]);
        assertTrue(lines[1].contains("stem:porter-nltk"), lines[1]);
    }

    @Test
    void sentenceSeparatorFeedsRougeLsum() throws Exception {
        String hyp = file("hyp.txt", "c d<n>a b\n");
        String ref = file("ref.txt", "a b c d\n");
        Run with = run("rouge", "-r", ref, "-i", hyp, "--types", "rougeLsum", "--sentence-sep", "<n>",
                "--format", "json");
        Run without = run("rouge", "-r", ref, "-i", hyp, "--types", "rougeLsum", "--format", "json");
        ObjectMapper m = new ObjectMapper();
        assertEquals(1.0, m.readTree(with.out()).at("/scores/rougeLsum/recall").asDouble());
        assertEquals(0.5, m.readTree(without.out()).at("/scores/rougeLsum/recall").asDouble());
    }

    @Test
    void jsonLinesWithSeveralReferencesUseScoreMulti() throws Exception {
        String in = file("in.jsonl", "{\"hyp\": \"a b\", \"refs\": [\"x y\", \"a b\"]}\n"
                + "{\"hyp\": \"c d\\ne f\", \"refs\": [\"e f\\nc d\"]}\n");
        Run r = run("rouge", "--jsonl", in, "--types", "rouge1,rougeLsum", "--sentence-level", "--format", "json");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        ObjectMapper m = new ObjectMapper();
        assertEquals(1.0, m.readTree(lines[0]).at("/scores/rouge1/fmeasure").asDouble());
        assertEquals(1.0, m.readTree(lines[1]).at("/scores/rougeLsum/fmeasure").asDouble());
    }

    @Test
    void unicodeProfileScoresNonLatinText() throws Exception {
        String hyp = file("hyp.txt", "Привет мир\n");
        String ref = file("ref.txt", "привет, МИР!\n");
        ObjectMapper m = new ObjectMapper();
        Run uni = run("rouge", "-r", ref, "-i", hyp, "--profile", "unicode", "--types", "rouge1", "--format", "json");
        Run rs = run("rouge", "-r", ref, "-i", hyp, "--types", "rouge1", "--format", "json");
        assertEquals(1.0, m.readTree(uni.out()).at("/scores/rouge1/fmeasure").asDouble());
        assertEquals(0.0, m.readTree(rs.out()).at("/scores/rouge1/fmeasure").asDouble());
    }

    @Test
    void seededBootstrapIsReproducible() throws Exception {
        String hyp = file("hyp.txt", "a b c\nd e f\ng h\nthe cat\n");
        String ref = file("ref.txt", "a b x\nd e f\nh g\na dog\n");
        Run a = run("rouge", "-r", ref, "-i", hyp, "--aggregate", "bootstrap", "--seed", "12345", "--format", "json");
        Run b = run("rouge", "-r", ref, "-i", hyp, "--aggregate", "bootstrap", "--seed", "12345", "--format", "json");
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), b.out());
        JsonNode o = new ObjectMapper().readTree(a.out());
        assertTrue(o.at("/scores/rouge1/low/fmeasure").asDouble() <= o.at("/scores/rouge1/high/fmeasure").asDouble());
        Run t = run("rouge", "-r", ref, "-i", hyp, "--aggregate", "bootstrap", "--seed", "1");
        assertTrue(t.out().startsWith("rouge1     P="), t.out());
    }

    @Test
    void badInputExitsTwoWithOneLine() throws Exception {
        String hyp = file("hyp.txt", "a\nb\n");
        String ref = file("ref.txt", "a\n");
        assertOneLineError(run("rouge", "-r", ref, "-i", hyp), "line counts differ");
        assertOneLineError(run("rouge", "-r", file("r1.txt", "a\nb\n"), "-i", hyp, "--types", "rouge1,rougeW"),
                "Invalid rouge type: rougeW");
        assertOneLineError(run("rouge", "-r", ref, "-i", ref, "--profile", "perl"), "unknown ROUGE profile 'perl'");
        assertOneLineError(run("rouge", "-r", ref, "-i", ref, "--seed", "3"), "--seed only applies");
        assertOneLineError(run("rouge", "-r", ref, "-i", ref, "--aggregate", "bootstrap", "--seed", "-3"),
                "seed must be between 0 and 2**32 - 1");
        assertOneLineError(run("rouge", "--jsonl", file("bad.jsonl", "{\"hyp\": 1, \"refs\": [\"a\"]}\n")),
                "line 1: \"hyp\" must be a string");
        assertOneLineError(run("rouge", "--jsonl", file("bad2.jsonl", "{\"hyp\": \"a\", \"refs\": []}\n")),
                "\"refs\" must be a non-empty array");
        assertOneLineError(run("rouge", "--jsonl", file("bad3.jsonl", "not json\n")), "not valid JSON");
        assertOneLineError(run("rouge", "-r", dir.resolve("missing.txt").toString(), "-i", ref), "no such file");
    }

    private static void assertOneLineError(Run r, String fragment) {
        assertEquals(2, r.code(), r.out());
        assertEquals(1, r.err().strip().split("\n").length, r.err());
        assertTrue(r.err().contains(fragment), r.err());
    }
}
