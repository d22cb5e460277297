package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.Version;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code nlg-metrics chrf} and {@code nlg-metrics ter}: output formats and bad input. */
class ChrfTerCommandTest extends CommandFixture {
    @Test
    void chrfTextLineAsSacrebleu() throws Exception {
        CliRun r = run("chrf", "ab\n", "abc\n");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:" + Version.get() + " = 63.6\n",
                r.out());
        assertEquals("63.64\n", run("chrf", "ab\n", "abc\n", "-b", "-w", "2").out());
    }

    @Test
    void chrfPlusPlusOptionsAndJson() throws Exception {
        CliRun r = run("chrf", "The (cat) sat.\n", "The cat sat on the mat.\n", "--chrf-word-order", "2",
                "--format", "json", "-w", "4");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode o = r.json();
        assertEquals("chrF2++", o.get("name").asText());
        assertEquals(22.0443, o.get("score").asDouble(), 0.0);
        assertEquals("2", o.get("nw").asText());
        assertEquals("yes", o.get("eff").asText());
        assertTrue(o.get("signature").asText().startsWith("nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|"));
    }

    @Test
    void chrfSentenceLevelPrintsOneLinePerSegment() throws Exception {
        assertEquals("100.0\n63.6\n", run("chrf", "abc\nab\n", "abc\nabc\n", "--sentence-level", "-b").out());
    }

    @Test
    void linesAreRightStrippedAsSacrebleusCommandLineDoes() throws Exception {
        // With --chrf-whitespace a trailing space would otherwise count as a character.
        assertEquals("100.0\n", run("chrf", "ab \t\u00a0\n", "ab\n", "--chrf-whitespace", "-b").out());
    }

    @Test
    void terTextLineAndOptions() throws Exception {
        String hyp = "a b c d\nthe cat\n";
        String ref = "c d a b\nThe cat\n";
        CliRun r = run("ter", hyp, ref);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:" + Version.get()
                + " = 16.7\n", r.out());
        JsonNode o = run("ter", hyp, ref, "--ter-case-sensitive", "--ter-normalized", "--ter-no-punct",
                "--ter-asian-support", "-f", "json").json();
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
        CliRun r = CliRun.of("ter", "-r", ref1, "-r", ref2, "-i", hyp, "--sentence-level");
        assertTrue(r.out().startsWith("TER|nrefs:2|"), r.out());
        assertTrue(r.out().trim().endsWith(" = 0.0"), r.out());
    }

    @Test
    void badInputIsOneLineAndExitCodeTwo() throws Exception {
        CliRun r = run("chrf", "a\n", "a\nb\n");
        assertOneLineError(r, "line counts differ");
        String ref = file("ref", "a\nb\n");
        String hyp = file("hyp", "a\n");
        assertTrue(r.err().startsWith("nlg-metrics: line counts differ"), r.err());

        assertOneLineError(CliRun.of("ter", "-r", dir.resolve("nope").toString(), "-i", hyp), "no such file");

        Path bad = dir.resolve("bad");
        Files.write(bad, new byte[] {'a', (byte) 0xff, '\n'});
        assertOneLineError(CliRun.of("ter", "-r", bad.toString(), "-i", file("one", "a\n")),
                "line 1 is not valid UTF-8");
        assertOneLineError(CliRun.of("chrf", "-r", ref, "-i", file("hyp2", "a\nb\n"), "--chrf-char-order", "0"),
                "cannot both be 0");
        assertOneLineError(CliRun.of("ter", "-r", ref, "-i", file("hyp3", "a\nb\n"), "-w", "-1"), "--width");
        assertOneLineError(CliRun.of("chrf", "-i", hyp));
    }
}
