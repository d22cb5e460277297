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

    private static String unixLineEnds(StringWriter w) {
        return w.toString().replace("\r\n", "\n");
    }

    /** The standard output read as one JSON value. */
    public JsonNode json() throws IOException {
        return JSON.readTree(out);
    }
}
