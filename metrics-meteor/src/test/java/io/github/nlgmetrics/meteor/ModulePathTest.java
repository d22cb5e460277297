package io.github.nlgmetrics.meteor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library as a JPMS user meets it: a consumer module that {@code requires} the core and METEOR
 * modules is compiled and run in a fresh JVM with only {@code --module-path} (no class path), and
 * scores a small corpus with every registered profile. Before METEOR had a module descriptor this
 * failed: its classes called core's non-exported {@code compat.python} ({@code IllegalAccessError}),
 * and its profiles were not provided to the module layer.
 */
class ModulePathTest {
    private static final String CONSUMER = """
            package nlgmetrics.modtest;

            import io.github.nlgmetrics.Metric;
            import io.github.nlgmetrics.Profile;
            import io.github.nlgmetrics.Profiles;
            import io.github.nlgmetrics.Score;
            import java.util.List;

            public final class Main {
                public static void main(String[] args) {
                    List<String> hyps = List.of("the cat sat on the mat .", "a quick brown fox jumps");
                    List<List<String>> refs = List.of(List.of("the cat is on the mat ."),
                            List.of("the quick brown fox jumped over the dog"));
                    int failed = 0;
                    for (Profile p : Profiles.all()) {
                        try {
                            Metric<?> m = p.metric();
                            Score s;
                            try {
                                s = m.corpusScore(hyps, refs);
                            } catch (IllegalArgumentException text) {
                                // a profile that takes token ids (r-sacrebleu) rejects words by design
                                s = m.corpusScore(List.of("1 2 3 4 5 6", "7 8 9 10"),
                                        List.of(List.of("1 2 3 4 9 6"), List.of("7 8 9 10 11")));
                            }
                            System.out.println("OK " + p.name() + " " + s.score());
                        } catch (RuntimeException | Error e) {
                            failed++;
                            System.out.println("FAIL " + p.name() + " " + e);
                        }
                    }
                    System.out.println(Main.class.getModule().getName() + " on the module path: "
                            + Metric.class.getModule().getName());
                    System.exit(failed == 0 ? 0 : 1);
                }
            }
            """;

    @Test
    void everyProfileRunsOnTheModulePath(@TempDir Path dir) throws Exception {
        String modulePath = String.join(File.pathSeparator, modulePath());

        Path src = dir.resolve("src/nlgmetrics.modtest");
        Files.createDirectories(src.resolve("nlgmetrics/modtest"));
        Files.writeString(src.resolve("module-info.java"), """
                module nlgmetrics.modtest {
                    requires io.github.nlgmetrics.core;
                    requires io.github.nlgmetrics.meteor;
                }
                """);
        Files.writeString(src.resolve("nlgmetrics/modtest/Main.java"), CONSUMER);
        Path out = dir.resolve("out");
        Path bin = Path.of(System.getProperty("java.home"), "bin");
        String compiled = run(List.of(bin.resolve("javac").toString(), "-d", out.toString(), "--module-path", modulePath,
                src.resolve("module-info.java").toString(), src.resolve("nlgmetrics/modtest/Main.java").toString()));
        assertEquals("", compiled, "the consumer module compiles against the published modules");

        String output = run(List.of(bin.resolve("java").toString(), "--module-path",
                modulePath + File.pathSeparator + out, "-m", "nlgmetrics.modtest/nlgmetrics.modtest.Main"));

        // Every family, METEOR (both profiles) included, ran in the named modules.
        for (String profile : List.of("sacrebleu:bleu", "nltk:bleu", "sacrebleu:chrf", "sacrebleu:ter",
                "rouge-score:rouge", "rouge155:rouge", "nltk:gleu", "nltk:nist", "nltk:ribes", "coco:cider-d", "r-sacrebleu:bleu",
                "nltk:meteor", "meteor15:meteor")) {
            assertTrue(output.contains("OK " + profile + " "), profile + " on the module path:\n" + output);
        }
        assertTrue(output.contains("nlgmetrics.modtest on the module path: io.github.nlgmetrics.core"), output);
    }

    /** Runs a JDK tool; its output, after checking that it exited 0 within two minutes. */
    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finishes: " + command);
        assertEquals(0, p.exitValue(), command + "\n" + output);
        return output;
    }

    /** The core and METEOR modules and METEOR's runtime dependencies, as this build resolved them. */
    private static List<String> modulePath() throws URISyntaxException, ClassNotFoundException {
        Set<String> entries = new LinkedHashSet<>();
        for (Class<?> c : List.of(Metric.class, Meteor.class,
                Class.forName("org.tartarus.snowball.ext.EnglishStemmer"),
                Class.forName("org.apache.lucene.util.Version"))) {
            entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        return new ArrayList<>(entries);
    }
}
