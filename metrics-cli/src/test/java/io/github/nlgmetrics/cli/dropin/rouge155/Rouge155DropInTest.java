package io.github.nlgmetrics.cli.dropin.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * ROUGE-1.5.5's own self-test ({@code ../shared/data/rouge155-selftest}, 13 runs listed in
 * {@code COMMANDS.txt}): our output must be byte-identical to the script's. Skipped where the
 * folder is absent.
 */
class Rouge155DropInTest {
    static Stream<Arguments> runs() throws IOException {
        var dir = RepoPaths.shared("data/rouge155-selftest");
        if (dir.isEmpty()) {
            return Stream.of(Arguments.of("(self-test folder absent)", ""));
        }
        List<Arguments> out = new ArrayList<>();
        for (String line : Files.readAllLines(dir.get().resolve("COMMANDS.txt"))) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] parts = line.split("\t", 2);
            out.add(Arguments.of(parts[0], parts[1]));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runs")
    void selfTestOutputIsByteIdentical(String expectedFile, String args) throws IOException {
        var dir = RepoPaths.shared("data/rouge155-selftest");
        var data = RepoPaths.shared("rouge155-data");
        Assumptions.assumeTrue(dir.isPresent() && data.isPresent(), "../shared/data/rouge155-selftest is absent");
        List<String> argv = new ArrayList<>();
        for (String a : args.trim().split("\\s+")) {
            argv.add(a.equals("DATA") ? data.get().toAbsolutePath().toString() : a);
        }
        assertSelfTest(dir.get(), expectedFile, argv, Map.of());
    }

    /**
     * The same runs with a stock ROUGE-1.5.5 {@code data/} folder (the original distribution's
     * Berkeley DB 1.85 {@code WordNet-2.0.exc.db}, what pyrouge users have), given by {@code -e DIR}
     * and by {@code ROUGE_EVAL_HOME}: byte-identical to the script's output.
     */
    /** The self-test runs that read the exception table ({@code -m}). */
    static Stream<Arguments> stemmingRuns() throws IOException {
        return runs().filter(a -> a.get()[1].toString().isEmpty() || a.get()[1].toString().contains(" -m"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stemmingRuns")
    void selfTestWithAStockDataFolder(String expectedFile, String args, @TempDir Path stock) throws IOException {
        var dir = RepoPaths.shared("data/rouge155-selftest");
        var data = RepoPaths.shared("rouge155-data");
        Assumptions.assumeTrue(dir.isPresent() && data.isPresent(), "../shared/data/rouge155-selftest is absent");
        StockRougeData.folder(stock, "WordNet-2.0.exc.db.185");
        List<String> argv = new ArrayList<>(List.of(args.trim().split("\\s+")));
        argv.set(argv.indexOf("DATA"), stock.toString());
        assertSelfTest(dir.get(), expectedFile, argv, Map.of());
        argv.subList(0, 2).clear(); // -e DIR
        assertSelfTest(dir.get(), expectedFile, argv, Map.of("ROUGE_EVAL_HOME", stock.toString()));
    }

    private static void assertSelfTest(Path dir, String expectedFile, List<String> argv, Map<String, String> env)
            throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(argv, dir.resolve("sample-test"), new PrintStream(out, false,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), env);
        assertEquals(0, code, () -> "exit code; stderr: " + err.toString(StandardCharsets.UTF_8));
        byte[] expected = Files.readAllBytes(dir.resolve("sample-output").resolve(expectedFile));
        byte[] actual = out.toByteArray();
        if (!Arrays.equals(expected, actual)) {
            String[] e = new String(expected, StandardCharsets.ISO_8859_1).split("\n", -1);
            String[] a = new String(actual, StandardCharsets.ISO_8859_1).split("\n", -1);
            for (int i = 0; i < Math.max(e.length, a.length); i++) {
                String el = i < e.length ? e[i] : "<end of file>";
                String al = i < a.length ? a[i] : "<end of file>";
                if (!el.equals(al)) {
                    fail(expectedFile + ": first difference at line " + (i + 1) + "\n  expected: " + el
                            + "\n  actual:   " + al);
                }
            }
            fail(expectedFile + ": outputs differ");
        }
    }

    /**
     * Many public copies ship an empty {@code WordNet-2.0.exc.db}; the script then stems without
     * exceptions, and so do we: "children" no longer meets "child".
     */
    @Test
    void anEmptyStockDatabaseStemsWithoutExceptionsAsTheScriptDoes(@TempDir Path tmp) throws IOException {
        Path stock = Files.createDirectory(tmp.resolve("data"));
        StockRougeData.folder(stock, "empty-v9.db");
        Files.writeString(tmp.resolve("peer.spl"), "the children were running\n");
        Files.writeString(tmp.resolve("model.spl"), "a child runs\n");
        Files.writeString(tmp.resolve("list.txt"), "peer.spl model.spl\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("-e", "data", "-m", "-s", "-n", "1", "-x", "-z", "SPL", "list.txt", "P"),
                tmp, out, new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(0, code, err::toString);
        // "running"/"runs" still meet through the Porter stemmer; "children" stays (1.00000 with the populated table)
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("P ROUGE-1 Average_R: 0.50000"), out::toString);
    }

    @Test
    void aMalformedStockDatabaseIsOneLineNamingTheFile(@TempDir Path tmp) throws IOException {
        Files.write(tmp.resolve("WordNet-2.0.exc.db"), "went\tgo\nchildren\tchild\n".getBytes(StandardCharsets.UTF_8));
        Files.writeString(tmp.resolve("smart_common_words.txt"), "the\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("-m", "-a", "x.xml"), Path.of("."), new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of("ROUGE_EVAL_HOME", tmp.toString()));
        assertEquals(2, code);
        assertEquals("nlg-metrics rouge155: " + tmp.resolve("WordNet-2.0.exc.db")
                + ": not a Berkeley DB hash file (no hash magic number 0x061561 at byte 0 or 12)\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void basicElementsAreAClearError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("-3", "HM", "-a", "x.xml"), Path.of("."), new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(2, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("-3"), err::toString);
    }

    @Test
    void stemmingWithoutDataDirectoryUsesTheBundledData(@org.junit.jupiter.api.io.TempDir Path tmp) throws IOException {
        Files.writeString(tmp.resolve("peer.spl"), "the children were running\n");
        Files.writeString(tmp.resolve("model.spl"), "a child runs\n");
        Files.writeString(tmp.resolve("list.txt"), "peer.spl model.spl\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("-m", "-s", "-n", "1", "-x", "-z", "SPL", "list.txt", "P"), tmp, out,
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(0, code, err::toString);
        // ROUGE-1.5.5.pl -e data -m -s -n 1 -x -z SPL list.txt P prints R 1.00000 (0.00000 without -m):
        // stop words removed, "children" -> "child" only through the WordNet exception table
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("P ROUGE-1 Average_R: 1.00000"), out::toString);
    }

    @Test
    void aMissingDataDirectoryIsAClearError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("-m", "-e", "no-such-dir", "-a", "x.xml"), Path.of("."),
                new ByteArrayOutputStream(), new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(2, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no-such-dir"), err::toString);
    }

    @Test
    void rougeWOnAnEmptyModelExitsTwoNamingEvaluationAndSummary(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws IOException {
        Files.writeString(tmp.resolve("peer.spl"), "the cat sat\n");
        Files.writeString(tmp.resolve("model.spl"), "...\n");
        Files.writeString(tmp.resolve("list.lst"), "peer.spl model.spl\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("-w", "1.2", "-z", "SPL", "list.lst", "S"), tmp,
                new ByteArrayOutputStream(), new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(2, code);
        String msg = err.toString(StandardCharsets.UTF_8);
        assertTrue(msg.contains("model.spl") && msg.contains("evaluation 1"), msg);
    }
}
