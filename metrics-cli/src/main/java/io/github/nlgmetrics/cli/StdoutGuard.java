package io.github.nlgmetrics.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * Standard output that remembers why a write failed: {@link PrintStream} and
 * {@link java.io.PrintWriter} swallow the {@link IOException} and keep only a flag, but the
 * policy of {@code docs/errors.md} ("Failed writes") needs the cause — a closed pipe
 * ({@code ... | head -1}: the reader's choice) is silent, exit 141 as a Unix tool killed by
 * SIGPIPE; any other failure ({@code >/dev/full}) is one line naming standard output and the
 * cause, exit 2.
 */
public final class StdoutGuard extends OutputStream {
    /** The exit code of a write to a closed pipe: 128 + SIGPIPE, what a shell reports for a Unix tool (and sacrebleu). */
    public static final int CLOSED_PIPE = 141;

    private static final StdoutGuard INSTANCE = new StdoutGuard(new FileOutputStream(FileDescriptor.out));
    private static volatile IOException failure;

    private final OutputStream out;

    private StdoutGuard(OutputStream out) {
        this.out = out;
    }

    /** The guarded file descriptor 1, unbuffered. */
    public static OutputStream raw() {
        return INSTANCE;
    }

    /** Replaces {@link System#out} by a guarded stream with the JVM's own encoding and line flushing. */
    static void install() {
        String enc = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
        Charset cs;
        try {
            cs = enc == null ? Charset.defaultCharset() : Charset.forName(enc);
        } catch (IllegalArgumentException e) {
            cs = Charset.defaultCharset();
        }
        System.setOut(new PrintStream(new BufferedOutputStream(INSTANCE, 8192), true, cs));
    }

    /** The first failed write to standard output, or null. */
    public static IOException failure() {
        return failure;
    }

    /** Whether {@code e} is a write to a pipe whose reader has gone (EPIPE). */
    public static boolean closedPipe(IOException e) {
        String m = e == null ? null : e.getMessage();
        return m != null && (m.contains("Broken pipe") || m.contains("EPIPE") || m.contains("pipe is being closed"));
    }

    private static IOException record(IOException e) {
        if (failure == null) {
            failure = e;
        }
        return e;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw record(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw record(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw record(e);
        }
    }
}
