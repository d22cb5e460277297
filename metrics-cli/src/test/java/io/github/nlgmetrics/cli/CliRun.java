package io.github.nlgmetrics.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the CLI in-process with captured output, as a test fixture. */
record CliRun(int exitCode, String out, String err) {
    static CliRun of(String... args) {
        return withStdin(null, args);
    }

    static synchronized CliRun withStdin(String stdin, String... args) {
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
            return new CliRun(code, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }
}
