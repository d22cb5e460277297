package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * sacrebleu 2.6.0 warns, for BLEU only, when 100 or more hypotheses of a system end in a tokenized
 * period ({@code " ."}, after its command line's {@code rstrip}), unless {@code --force} (issue 39). Recorded
 * with the reference env ({@code python3 -m sacrebleu t.ref -i t.hyp}, WMT17's first 150 lines of online-B with
 * the final period split off, 131 of them): three lines on stderr through its logger, {@code sacreBLEU: }
 * before each (its {@code basicConfig} format); with {@code -q} the logger is not configured and Python's
 * last-resort handler prints the bare messages; nothing for {@code -m chrf}, {@code --force},
 * {@code -sl} (each sentence is its own call: one line at most) or fewer than 100 such lines; once per
 * system whose lines qualify ({@code -i a b}, the paired tests).
 */
class SacrebleuTokenizedWarningTest {
    private static final String[] LINES = {
        "That's 100 lines that end in a tokenized period ('.')",
        "It looks like you forgot to detokenize your test data, which may hurt your score.",
        "If you insist your data is detokenized, or don't care, you can suppress this message with the `force`"
                + " parameter.",
    };

    @TempDir
    Path dir;

    private String corpus(String name, int lines, int tokenized) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            sb.append("the cat number ").append(i).append(" sat on the mat").append(i < tokenized ? " .  \n" : ".\n");
        }
        Path p = dir.resolve(name);
        Files.writeString(p, sb);
        return p.toString();
    }

    private static String expected(String prefix, int times) {
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < times; t++) {
            for (String line : LINES) {
                sb.append(prefix).append(line).append('\n');
            }
        }
        return sb.toString();
    }

    private DropInRun run(String... args) {
        DropInRun r = DropInRun.of(List.of(args));
        assertEquals(0, r.code(), r.err());
        return r;
    }

    @Test
    void aHundredTokenizedPeriodsGetSacrebleusThreeLines() throws IOException {
        String ref = corpus("ref", 120, 0);
        String hyp = corpus("hyp", 120, 100);
        assertEquals(expected("sacreBLEU: ", 1), run(ref, "-i", hyp).err());
        assertEquals(expected("sacreBLEU: ", 1), run(ref, "-i", hyp, "-m", "bleu", "chrf").err());
        assertEquals(expected("", 1), run(ref, "-i", hyp, "-q").err());
    }

    @Test
    void noWarningWhereSacrebleuGivesNone() throws IOException {
        String ref = corpus("ref", 120, 0);
        String hyp = corpus("hyp", 120, 100);
        assertEquals("", run(ref, "-i", hyp, "--force").err());
        assertEquals("", run(ref, "-i", hyp, "-m", "chrf", "ter").err());
        assertEquals("", run(ref, "-i", hyp, "-sl").err());
        assertEquals("", run(ref, "-i", corpus("few", 120, 99)).err());
    }

    @Test
    void oncePerSystemThatQualifies() throws IOException {
        String ref = corpus("ref", 120, 0);
        String tok = corpus("tok", 120, 110);
        String clean = corpus("clean", 120, 0);
        String tok2 = corpus("tok2", 120, 100);
        List<String> args = new ArrayList<>(List.of(ref, "-i", tok, clean, tok2));
        assertEquals(expected("sacreBLEU: ", 2), run(args.toArray(String[]::new)).err());
        args.addAll(List.of("-pbs", "-pbsn", "10", "-q"));
        assertEquals(expected("", 2), run(args.toArray(String[]::new)).err());
    }
}
