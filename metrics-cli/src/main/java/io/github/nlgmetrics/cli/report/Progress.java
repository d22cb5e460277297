package io.github.nlgmetrics.cli.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress of a long run on stderr ({@code segments: 120000/500000 (24%), 41000/s, ETA 9 s}),
 * rewritten in place with {@code \r}, and only when stderr is a terminal: never in pipes, files or
 * CI logs, never on stdout. Nothing is shown for the first two seconds (short runs stay silent),
 * then at most four updates a second; {@link #close()} erases the line. {@code NLG_METRICS_PROGRESS=0}
 * and the commands' {@code -q} turn it off; {@code NLG_METRICS_PROGRESS=1} shows it even where
 * stderr is not a terminal, from the first update (a log that wants it, and the tests).
 */
public final class Progress implements AutoCloseable {
    private static final long QUIET_NANOS = 2_000_000_000L;
    private static final long EVERY_NANOS = 250_000_000L;

    private final PrintStream err;
    private final boolean active;
    private final LongSupplier clock;
    private final String what;
    private final long quietNanos;
    private final long total;
    private final long started;
    private long done;
    private long lastShown;
    private boolean shown;

    public Progress(PrintStream err, boolean active, LongSupplier clock, String what, long total) {
        this(err, active, clock, what, total, QUIET_NANOS);
    }

    private Progress(PrintStream err, boolean active, LongSupplier clock, String what, long total, long quietNanos) {
        this.quietNanos = quietNanos;
        this.err = err;
        this.active = active;
        this.clock = clock;
        this.what = what;
        this.total = total;
        this.started = clock.getAsLong();
    }

    /** Progress of {@code total} units of {@code what} on this process's stderr, when it is a terminal. */
    public static Progress onStderr(String what, long total) {
        return on(System.err, false, what, total);
    }

    /**
     * Progress of {@code total} units of {@code what} on {@code err}, shown when this process's stderr is a
     * terminal, unless {@code quiet} ({@code -q}) or {@code NLG_METRICS_PROGRESS=0}; with
     * {@code NLG_METRICS_PROGRESS=1} shown whatever stderr is, from the first update.
     */
    public static Progress on(PrintStream err, boolean quiet, String what, long total) {
        String env = System.getenv("NLG_METRICS_PROGRESS");
        boolean forced = "1".equals(env);
        boolean on = !quiet && !"0".equals(env) && (forced || stderrIsTerminal());
        return new Progress(err, on, System::nanoTime, what, total, forced ? 0 : QUIET_NANOS);
    }

    /** Whether file descriptor 2 is a terminal (Linux: {@code /proc/self/fd/2} links to a tty). */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /** Whether updates may be shown at all (callers may then split work into chunks). */
    public boolean active() {
        return active;
    }

    /** {@code n} more units done. */
    public void advance(long n) {
        done += n;
        if (!active) {
            return;
        }
        long now = clock.getAsLong();
        long elapsed = now - started;
        if (elapsed < quietNanos || (shown && now - lastShown < EVERY_NANOS)) {
            return;
        }
        double rate = elapsed > 0 ? done / (elapsed / 1e9) : 0;
        String eta = rate > 0 && total > done ? String.format(Locale.ROOT, ", ETA %.0f s", (total - done) / rate) : "";
        // A streamed corpus has no known total (total <= 0): the count and rate only.
        err.print(total <= 0
                ? String.format(Locale.ROOT, "\r%s: %d, %.0f/s\u001b[K", what, done, rate)
                : String.format(Locale.ROOT, "\r%s: %d/%d (%.0f%%), %.0f/s%s\u001b[K", what, done, total,
                        100.0 * done / total, rate, eta));
        err.flush();
        shown = true;
        lastShown = now;
    }

    @Override
    public void close() {
        if (shown) {
            err.print("\r\u001b[K");
            err.flush();
            shown = false;
        }
    }
}
