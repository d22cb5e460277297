package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code sacrebleu} drop-in under random hostile command lines and files (issue 21, with
 * {@code HostileInputFuzzTest} for the native commands): never a stack trace, never exit 0 with
 * output for a missing, folder, empty or invalid UTF-8 file or mismatched line counts, nothing on
 * stdout after a failure, no input modified, no hang. {@code nlgmetrics.fuzz.runs} scales it
 * ({@code -Pfuzz}: 3,000).
 */
class SacrebleuHostileFuzzTest {
    @TempDir
    Path dir;

    @Test
    void noTraceNoFalseSuccessNoHang() throws IOException {
        Files.writeString(dir.resolve("good"), "the cat sat\na b c d\n");
        Files.writeString(dir.resolve("good2"), "the cat sat on\na b c e\n");
        Files.writeString(dir.resolve("short"), "the cat\n");
        Files.writeString(dir.resolve("empty"), "");
        Files.write(dir.resolve("binary"), new byte[] {'a', (byte) 0xff, '\n', 'b', '\n'});
        Files.createDirectories(dir.resolve("folder"));
        List<String> names = List.of("good", "good2", "short", "empty", "binary", "folder", "missing");
        List<String> bad = List.of("empty", "binary", "folder", "missing");
        List<List<String>> options = List.of(List.of("-b"), List.of("-w", "3"), List.of("-w", "-1"), List.of("-sl"),
                List.of("-m", "chrf"), List.of("-m", "ter"), List.of("-m", "bleu", "chrf"), List.of("-f", "text"),
                List.of("-ci", "-cin", "5"), List.of("--bogus"), List.of("-tok", "nosuch"), List.of("-l", "en-ja"),
                List.of("-s", "add-k", "-sv", "nan"), List.of("--chrf-beta", "-2"), List.of("-e", "latin-1"));
        byte[] good = Files.readAllBytes(dir.resolve("good"));
        int runs = Integer.getInteger("nlgmetrics.fuzz.runs", 150);
        Random rnd = new Random(Long.getLong("nlgmetrics.fuzz.seed", 21L));
        for (int run = 0; run < runs; run++) {
            String ref = names.get(rnd.nextInt(names.size()));
            String hyp = names.get(rnd.nextInt(names.size()));
            List<String> argv = new ArrayList<>(List.of(ref, "-i", hyp));
            int n = rnd.nextInt(3);
            for (int k = 0; k < n; k++) {
                argv.addAll(options.get(rnd.nextInt(options.size())));
            }
            boolean isBad = bad.contains(ref) || bad.contains(hyp) || ref.equals("short") != hyp.equals("short");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> SacrebleuCommand.run(argv, dir,
                    new ByteArrayInputStream(new byte[0]), out, new PrintStream(err, true, StandardCharsets.UTF_8), Map.of()));
            String e = err.toString(StandardCharsets.UTF_8);
            String what = "run " + run + ": sacrebleu " + String.join(" ", argv) + "\n" + e;
            assertFalse(e.contains("\tat ") || e.matches("(?s).*\\b[A-Z]\\w*Exception\\b.*"), "trace: " + what);
            if (isBad) {
                assertNotEquals(0, code, "exit 0 on bad input: " + what + out);
            }
            if (code != 0) {
                assertEquals(0, out.size(), "stdout after a failure: " + what);
            }
            assertArrayEquals(good, Files.readAllBytes(dir.resolve("good")));
        }
    }
}
