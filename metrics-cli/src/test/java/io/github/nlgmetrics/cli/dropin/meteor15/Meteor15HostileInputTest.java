package io.github.nlgmetrics.cli.dropin.meteor15;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code meteor15} never prints a number for bad input (issue 21): empty files, a folder named
 * with its path, the values the jar scores meaninglessly ({@code -r 0}, {@code -r -1},
 * {@code -m ''}, {@code -x 0}, listed in docs/meteor15.md) are one line, exit 2, nothing on stdout.
 */
class Meteor15HostileInputTest {
    @TempDir
    Path dir;

    private String[] run(String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Meteor15Command.run(List.of(argv), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    private static void assertRefused(String[] r, String fragment) {
        assertEquals("2", r[0], r[1] + r[2]);
        assertEquals("", r[1]);
        assertEquals(1, r[2].strip().lines().count(), r[2]);
        assertTrue(r[2].contains(fragment), r[2]);
    }

    @Test
    void emptyFilesGetNoNumber() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty"), "");
        Path one = Files.writeString(dir.resolve("one"), "the cat sat\n");
        assertRefused(run(empty.toString(), empty.toString(), "-l", "en", "-m", "exact"), "empty input: " + empty);
        assertRefused(run(one.toString(), empty.toString(), "-l", "en", "-m", "exact"), "empty input: " + empty);
    }

    @Test
    void aFolderIsNamed() throws IOException {
        Path one = Files.writeString(dir.resolve("one"), "the cat sat\n");
        assertRefused(run(dir.toString(), one.toString(), "-m", "exact"), dir + ": is a directory");
    }

    @Test
    void meaninglessValuesAreRefused() throws IOException {
        Path one = Files.writeString(dir.resolve("one"), "the cat sat\n");
        for (List<String> flags : List.of(List.of("-r", "0"), List.of("-r", "-1"), List.of("-m", ""),
                List.of("-m", "exact", "-x", "0"))) {
            List<String> argv = new ArrayList<>(List.of(one.toString(), one.toString()));
            argv.addAll(flags);
            String[] r = run(argv.toArray(String[]::new));
            assertEquals("2", r[0], flags + ": " + r[1] + r[2]);
            assertEquals("", r[1], flags.toString());
        }
    }

    @Test
    void helpAndNoArgumentsPrintTheJarsUsageAndExitTwoAsTheJarDoes() {
        for (String[] argv : new String[][] {{}, {"--help"}, {"-h"}}) {
            String[] r = run(argv);
            assertEquals("2", r[0]);
            assertEquals("", r[1]);
            assertTrue(r[2].startsWith("Meteor version 1.5\n\nUsage: java -Xmx2G -jar meteor-*.jar <test> <reference> [options]\n"),
                    r[2]);
            assertTrue(r[2].endsWith("See README file for additional information\n"), r[2]);
            assertTrue(r[2].contains("-m 'module1 module2 ...'        Specify modules (overrides default)\n"), r[2]);
        }
    }
}
