package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * Runs the CLI in-process with captured output, as a test fixture. Line ends of the captured
 * output are {@code \n} whatever the platform's line separator. Public for the tests of the
 * command packages ({@code conformance}, {@code dropin.*}).
 */
public record CliRun(int exitCode, String out, String err) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static CliRun of(String... args) {
        return withStdin(null, args);
    }

    public static synchronized CliRun withStdin(String stdin, String... args) {
        CommandLine cl = NlgMetrics.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        InputStream saved = System.in;
        try {
            if (stdin != null) {
                System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            }
            int code = cl.execute(args);
            return new CliRun(code, unixLineEnds(out), unixLineEnds(err));
        } finally {
            System.setIn(saved);
        }
    }

    /**
     * Runs the command line in a JVM of its own (this test's class path), in {@code folder}, with
     * {@code jvmOptions} before the main class: for what an in-process run cannot show (a relative
     * path, what a drop-in writes to the process's own stderr, a system property read once).
     */
    public static CliRun process(java.nio.file.Path folder, java.util.List<String> jvmOptions, String... args)
            throws IOException, InterruptedException {
        java.util.List<String> argv = new java.util.ArrayList<>();
        argv.add(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString());
        argv.addAll(jvmOptions);
        argv.addAll(java.util.List.of("-cp", System.getProperty("java.class.path"), NlgMetrics.class.getName()));
        argv.addAll(java.util.List.of(args));
        java.nio.file.Path out = java.nio.file.Files.createTempFile("cli-run", ".out");
        java.nio.file.Path err = java.nio.file.Files.createTempFile("cli-run", ".err");
        try {
            Process p = new ProcessBuilder(argv).directory(folder.toFile()).redirectOutput(out.toFile())
                    .redirectError(err.toFile()).start();
            p.getOutputStream().close();
            if (!p.waitFor(180, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("hung: " + argv);
            }
            return new CliRun(p.exitValue(), java.nio.file.Files.readString(out, StandardCharsets.UTF_8),
                    java.nio.file.Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            java.nio.file.Files.deleteIfExists(out);
            java.nio.file.Files.deleteIfExists(err);
        }
    }

    private static String unixLineEnds(StringWriter w) {
        return w.toString().replace("\r\n", "\n");
    }

    /** The standard output read as one JSON value. */
    public JsonNode json() throws IOException {
        return JSON.readTree(out);
    }
}
