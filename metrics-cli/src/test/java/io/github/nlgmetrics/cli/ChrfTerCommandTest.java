package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.Version;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code nlg-metrics chrf} and {@code nlg-metrics ter}: output formats and bad input. */
class ChrfTerCommandTest {
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

    private String file(String name, String content) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p.toString();
    }

    @Test
    void chrfTextLineAsSacrebleu() throws Exception {
        String ref = file("ref", "abc\n");
        String hyp = file("hyp", "ab\n");
        Run r = run("chrf", "-r", ref, "-i", hyp);
        assertEquals(0, r.code(), r.err());
        assertEquals("chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:" + Version.get() + " = 63.6\n",
                r.out().replace("\r\n", "\n"));
        assertEquals("63.64\n", run("chrf", "-r", ref, "-i", hyp, "-b", "-w", "2").out().replace("\r\n", "\n"));
    }

    @Test
    void chrfPlusPlusOptionsAndJson() throws Exception {
        String ref = file("ref", "The cat sat on the mat.\n");
        String hyp = file("hyp", "The (cat) sat.\n");
        Run r = run("chrf", "-r", ref, "-i", hyp, "--chrf-word-order", "2", "--format", "json", "-w", "4");
        assertEquals(0, r.code(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals("chrF2++", o.get("name").asText());
        assertEquals(22.0443, o.get("score").asDouble(), 0.0);
        assertEquals("2", o.get("nw").asText());
        assertEquals("yes", o.get("eff").asText());
        assertTrue(o.get("signature").asText().startsWith("nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|"));
    }

    @Test
    void chrfSentenceLevelPrintsOneLinePerSegment() throws Exception {
        String ref = file("ref", "abc\nabc\n");
        String hyp = file("hyp", "abc\nab\n");
        Run r = run("chrf", "-r", ref, "-i", hyp, "--sentence-level", "-b");
        assertEquals("100.0\n63.6\n", r.out().replace("\r\n", "\n"));
    }

    @Test
    void linesAreRightStrippedAsSacrebleusCommandLineDoes() throws Exception {
        // With --chrf-whitespace a trailing space would otherwise count as a character.
        String ref = file("ref", "ab\n");
        String hyp = file("hyp", "ab \t\u00a0\n");
        Run r = run("chrf", "-r", ref, "-i", hyp, "--chrf-whitespace", "-b");
        assertEquals("100.0\n", r.out().replace("\r\n", "\n"));
    }

    @Test
    void terTextLineAndOptions() throws Exception {
        String ref = file("ref", "c d a b\nThe cat\n");
        String hyp = file("hyp", "a b c d\nthe cat\n");
        Run r = run("ter", "-r", ref, "-i", hyp);
        assertEquals(0, r.code(), r.err());
        assertEquals("TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:" + Version.get()
                + " = 16.7\n", r.out().replace("\r\n", "\n"));
        Run cs = run("ter", "-r", ref, "-i", hyp, "--ter-case-sensitive", "--ter-normalized", "--ter-no-punct",
                "--ter-asian-support", "-f", "json");
        JsonNode o = new ObjectMapper().readTree(cs.out());
        assertEquals("TER", o.get("name").asText());
        assertEquals(33.3, o.get("score").asDouble(), 0.0);
        assertEquals("mixed", o.get("case").asText());
        assertEquals("yes", o.get("norm").asText());
        assertEquals("no", o.get("punct").asText());
        assertEquals("yes", o.get("asian").asText());
    }

    @Test
    void terSentenceLevelAndSeveralReferences() throws Exception {
        String ref1 = file("ref1", "a b c\n");
        String ref2 = file("ref2", "a b c d e f g\n");
        String hyp = file("hyp", "a b c\n");
        Run r = run("ter", "-r", ref1, "-r", ref2, "-i", hyp, "--sentence-level");
        assertTrue(r.out().startsWith("TER|nrefs:2|"), r.out());
        assertTrue(r.out().trim().endsWith(" = 0.0"), r.out());
    }

    @Test
    void badInputIsOneLineAndExitCodeTwo() throws Exception {
        String ref = file("ref", "a\nb\n");
        String hyp = file("hyp", "a\n");
        Run r = run("chrf", "-r", ref, "-i", hyp);
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("nlg-metrics: line counts differ"), r.err());
        assertEquals(1, r.err().trim().lines().count());

        Run missing = run("ter", "-r", dir.resolve("nope").toString(), "-i", hyp);
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());

        Path bad = dir.resolve("bad");
        Files.write(bad, new byte[] {'a', (byte) 0xff, '\n'});
        Run utf = run("ter", "-r", bad.toString(), "-i", file("one", "a\n"));
        assertEquals(2, utf.code());
        assertTrue(utf.err().contains("line 1 is not valid UTF-8"), utf.err());

        Run order = run("chrf", "-r", ref, "-i", file("hyp2", "a\nb\n"), "--chrf-char-order", "0");
        assertEquals(2, order.code());
        assertTrue(order.err().contains("cannot both be 0"), order.err());

        Run width = run("ter", "-r", ref, "-i", file("hyp3", "a\nb\n"), "-w", "-1");
        assertEquals(2, width.code());
        assertTrue(width.err().contains("--width"), width.err());

        Run noRef = run("chrf", "-i", hyp);
        assertEquals(2, noRef.code());
    }
}
