package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.input.TerminalText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Names that come from the user's files (file names, system names) never reach a terminal raw (issue 39): a
 * name holding ESC could recolour or clear the screen, a U+202E reverse what follows it, a newline split one
 * message into two. One sanitizer ({@link TerminalText#escape}) writes C0 and C1 controls, DEL, and the
 * invisible format characters (bidi overrides and isolates, zero-width ones) as Python's {@code repr} does
 * (ESC as {@code \x1b}, a newline as {@code \n}, U+202E as a backslash, u and 202e), and is used by the error line, the warnings, and compare's text
 * report and HTML page. sacrebleu 2.6.0, asked for a missing {@code no\x1b[31mred.txt}, ends with
 * {@code FileNotFoundError: [Errno 2] No such file or directory: 'no\x1b[31mred.txt'} (recorded).
 */
class TerminalEscapesTest extends CommandFixture {
    private static final String ESC_NAME = "no\u001b[31mred.txt";
    private static final String REF = "The cat sat on the mat.\nA dog barks loudly.\nHello there, world!\n"
            + "It is raining today.\nWe went home early.\n";
    private static final String HYP = "The cat sat on a mat.\nThe dog barks.\nHello world!\nIt rains today.\nWe went home.\n";

    @Test
    void controlsAndInvisibleFormatCharactersAreWrittenAsPythonReprDoes() {
        String[][] cases = {
            {"plain name.txt", "plain name.txt"},
            {"a\u001b[2Jb", "a\\x1b[2Jb"},
            {"a\nb\rc\td", "a\\nb\\rc\\td"},
            {"x\u0000\u007f\u0085\u009b", "x\\x00\\x7f\\x85\\x9b"},
            {"abc\u202Etxt.exe", "abc\\u202etxt.exe"},
            {"\u2066iso\u2069\u200f\u200b", "\\u2066iso\\u2069\\u200f\\u200b"},
            {"l\u2028p\u2029", "l\\u2028p\\u2029"},
            {"tag\uDB40\uDC01", "tag\\U000e0001"},
            {"\u00dcbersetzung \u2581 \u00e9 \u6f22\u5b57", "\u00dcbersetzung \u2581 \u00e9 \u6f22\u5b57"},
        };
        for (String[] c : cases) {
            assertEquals(c[1], TerminalText.escape(c[0]), c[1]);
        }
    }

    @Test
    void aMissingFileNamedWithAnEscapeIsOneSafeLine() throws Exception {
        CliRun r = CliRun.of("bleu", "-r", dir.resolve(ESC_NAME).toString(), "-i", file("hyp.txt", HYP));
        assertOneLineError(r, "no\\x1b[31mred.txt");
        assertFalse(r.err().contains("\u001b"), r.err());
        file("hyp.txt", HYP);
        CliRun drop = CliRun.process(dir, java.util.List.of(), "sacrebleu", ESC_NAME, "-i", "hyp.txt");
        assertEquals("sacrebleu: FileNotFoundError: No such file or directory: 'no\\x1b[31mred.txt'\n", drop.err());
    }

    @Test
    void anOptionWithAnEscapeIsOneSafeLine() throws IOException {
        CliRun r = run("bleu", HYP, REF, "--x\u001b[2J");
        assertOneLineError(r, "--x\\x1b[2J");
        assertFalse(r.err().contains("\u001b"), r.err());
    }

    @Test
    void aWarningAboutAFileWhoseNameHoldsANewlineStaysOneLine() throws IOException {
        Path ref = dir.resolve("new\nline.txt");
        Files.writeString(ref, REF);
        CliRun r = CliRun.of("bleu", "-r", ref.toString(), "-r", ref.toString(), "-i", file("hyp.txt", HYP));
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("new\\nline.txt") && r.err().contains("#duplicate-reference"), r.err());
    }

    @Test
    void compareShowsSystemNamesEscapedInTextAndHtml() throws IOException {
        String ref = file("ref.txt", REF);
        String a = file("sys\u001b[31mA.txt", HYP);
        String b = file("abc\u202Etxt.exe", REF.replace("early", "late"));
        Path html = dir.resolve("page.html");
        CliRun r = CliRun.of("compare", "-r", ref, "-i", a, b, "-m", "bleu", "-q", "--html", html.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("sys\\x1b[31mA") && r.out().contains("abc\\u202etxt"), r.out());
        assertFalse(r.out().contains("\u001b") || r.out().contains("\u202E"), r.out());
        String page = Files.readString(html);
        assertTrue(page.contains("sys\\x1b[31mA") && page.contains("abc\\u202etxt"));
        assertFalse(page.contains("\u001b") || page.contains("\u202E"));
    }
}
