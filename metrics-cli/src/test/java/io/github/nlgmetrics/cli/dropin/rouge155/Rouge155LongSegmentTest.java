package io.github.nlgmetrics.cli.dropin.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.NlgMetrics;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 11, defect 2, for the ROUGE-1.5.5 drop-in: a summary that is one very long sentence is
 * scored with the LCS measures (ROUGE-L, ROUGE-W) in memory linear in the sentence. A peer and a
 * model of 12,000 tokens each make a 144-million-cell table — 1.7 GB of WLCS values and run
 * lengths — so the drop-in is run in a separate JVM with a 192 MB heap, where a quadratic table
 * cannot fit, and must print the same report as in this JVM. No timing is asserted.
 */
class Rouge155LongSegmentTest {
    private static final int TOKENS = 12_000;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"-w 1.2", "-2 4 -U"})
    void aLongSentenceIsScoredInASmallHeap(String flags, @TempDir Path tmp) throws IOException, InterruptedException {
        SplittableRandom rnd = new SplittableRandom(11);
        StringBuilder model = new StringBuilder();
        StringBuilder peer = new StringBuilder();
        for (int i = 0; i < TOKENS; i++) {
            String word = "w" + rnd.nextInt(300);
            model.append(word).append(' ');
            peer.append(rnd.nextDouble() < 0.8 ? word : "w" + rnd.nextInt(300)).append(' ');
        }
        Files.writeString(tmp.resolve("model.spl"), model.append('\n'));
        Files.writeString(tmp.resolve("peer.spl"), peer.append('\n'));
        Files.writeString(tmp.resolve("list.txt"), "peer.spl model.spl\n");
        List<String> args = new ArrayList<>(List.of(flags.split(" ")));
        args.addAll(List.of("-z", "SPL", "list.txt", "P"));

        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(args, tmp, expected, new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(0, code, err::toString);
        String report = expected.toString(StandardCharsets.UTF_8);
        assertTrue(report.contains("P ROUGE-L Average_F: "), report);

        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx192m", "-cp", classPath(), NlgMetrics.class.getName(), "rouge155"));
        command.addAll(args);
        Process proc = new ProcessBuilder(command).directory(tmp.toFile())
                .redirectError(tmp.resolve("stderr.txt").toFile()).start();
        byte[] out = proc.getInputStream().readAllBytes();
        assertTrue(proc.waitFor(10, TimeUnit.MINUTES), "the child JVM ended");
        assertEquals(0, proc.exitValue(), () -> readQuietly(tmp.resolve("stderr.txt")));
        assertEquals(report, new String(out, StandardCharsets.UTF_8));
    }

    /** This JVM's class path and module path (surefire may put the modular metrics-core on the latter). */
    private static String classPath() {
        List<String> parts = new ArrayList<>();
        for (String key : List.of("java.class.path", "jdk.module.path")) {
            String v = System.getProperty(key);
            if (v != null && !v.isBlank()) {
                parts.add(v);
            }
        }
        return String.join(File.pathSeparator, parts);
    }

    private static String readQuietly(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(no stderr: " + e.getMessage() + ")";
        }
    }
}
