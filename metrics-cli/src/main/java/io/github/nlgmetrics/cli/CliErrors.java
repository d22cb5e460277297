package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.cli.input.TerminalText;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;

/** Turns an exception or a fault into the one line the CLI prints on stderr (listed in {@code docs/errors.md}). */
public final class CliErrors {
    private CliErrors() {
    }

    /** The line of a failed write of the results. */
    public static final String WRITE_FAILED = "cannot write the results to standard output";

    /**
     * The policy for a failed write of the results (docs/errors.md, "Failed writes"): a closed
     * pipe ({@code | head -1}) is the reader's choice: silent, exit 141 (128 + SIGPIPE, as a shell
     * reports a Unix tool stopped by it); anything else (a full disk, {@code >/dev/full}) is one
     * line with the cause, exit 2.
     */
    public static int writeFailed(PrintWriter err, java.io.IOException cause) {
        if (StdoutGuard.closedPipe(cause)) {
            return StdoutGuard.CLOSED_PIPE;
        }
        err.println("nlg-metrics: " + WRITE_FAILED + (cause == null || cause.getMessage() == null ? ""
                : ": " + cause.getMessage()));
        err.flush();
        return ExitCode.USAGE;
    }

    /** Prints the out-of-memory line with the hint to raise the heap; returns exit code 2. */
    public static int outOfMemory(PrintWriter err) {
        err.println("nlg-metrics: out of memory (Java heap " + Runtime.getRuntime().maxMemory() / (1 << 20)
                + " MB): raise it, e.g. NLG_METRICS_JAVA_OPTS=-Xmx8g bin/nlg-metrics ...");
        err.flush();
        return ExitCode.USAGE;
    }

    /** The message of {@code ex} on one line: the cause of an unchecked I/O error, the class name where the message alone says too little. */
    public static String oneLine(Throwable ex) {
        Throwable t = ex;
        if (t instanceof UncheckedIOException && t.getCause() != null) {
            t = t.getCause();
        }
        while (t instanceof ExceptionInInitializerError && t.getCause() != null) {
            t = t.getCause(); // what the class initialiser threw says what went wrong
        }
        String msg;
        if (t instanceof NoSuchFileException) {
            msg = "no such file: " + t.getMessage();
        } else if (t instanceof IllegalArgumentException || t instanceof java.io.IOException
                || t instanceof io.github.nlgmetrics.fixtures.protocol.ExternalRunner.AdapterException) {
            msg = t.getMessage();
        } else {
            msg = t.getClass().getSimpleName() + ": " + t.getMessage();
        }
        // (the names of files and systems in it are the user's: written out where a terminal would act on them)
        return msg == null ? t.getClass().getSimpleName() : TerminalText.escape(msg.strip());
    }
}
