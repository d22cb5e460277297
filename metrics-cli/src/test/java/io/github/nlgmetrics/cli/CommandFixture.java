package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the command tests share: a temporary folder (fresh for every test) for the input files,
 * a run on a hypothesis and a reference text, and the check of a run rejected as bad input. Public for the tests
 * of the command packages.
 */
public abstract class CommandFixture {
    @TempDir
    protected Path dir;

    /** Writes {@code content} as UTF-8 to the file {@code name} of the temporary folder; its path. */
    protected String file(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p.toString();
    }

    /**
     * Runs {@code command} with a hypothesis file and a reference file of these contents (the files
     * {@code hyp} and {@code ref} of the temporary folder), then {@code options}.
     */
    protected CliRun run(String command, String hyps, String refs, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of(command, "-r", file("ref", refs), "-i", file("hyp", hyps)));
        args.addAll(List.of(options));
        return CliRun.of(args.toArray(String[]::new));
    }

    /**
     * Asserts that {@code r} failed as bad input does: exit code 2, one line on standard error,
     * starting {@code nlg-metrics: } and containing every fragment, and no stack trace.
     */
    protected static void assertOneLineError(CliRun r, String... fragments) {
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("nlg-metrics: "), r.err());
        for (String f : fragments) {
            assertTrue(r.err().contains(f), "expected '" + f + "' in: " + r.err());
        }
        assertTrue(!r.err().contains("\tat "), "stack trace printed: " + r.err());
    }

    /**
     * Runs the command line in a JVM of its own (this build's class path) with {@code NLG_METRICS_PROGRESS}
     * set to {@code progress}, its stdout and stderr in files of the temporary folder; asserts exit 0.
     */
    protected String[] inOwnJvm(List<String> args, String progress) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), NlgMetrics.class.getName()));
        cmd.addAll(args);
        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("NLG_METRICS_PROGRESS", progress);
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the command did not end");
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), stderr);
        return new String[] {Files.readString(out, StandardCharsets.UTF_8), stderr};
    }
}
