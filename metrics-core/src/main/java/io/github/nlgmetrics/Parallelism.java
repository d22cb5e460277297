package io.github.nlgmetrics;

import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Where a corpus's segments are scored: on the calling thread, on a pool of the library's, or on
 * an {@link Executor} the caller owns (a server's pool, a Spark executor's task thread). The
 * results never depend on it: every segment's statistics depend only on that segment, and they
 * are summed in segment order.
 *
 * <pre>{@code
 * metric.corpusScore(hyps, refs);                                  // Parallelism.defaults()
 * metric.corpusScore(hyps, refs, Parallelism.sequential());        // the calling thread only
 * metric.corpusScore(hyps, refs, Parallelism.threads(4));          // the library's pool of 4 threads
 * metric.corpusScore(hyps, refs, Parallelism.on(myExecutor, 8));   // chunks run on myExecutor, 8 at a time at most
 * }</pre>
 *
 * @param threads how many chunks may run at once (1: the calling thread)
 * @param executor the caller's executor, or {@code null} for the library's own daemon pool of
 *                 {@code threads} threads, created on first use and kept for the process
 */
public record Parallelism(int threads, Executor executor) {
    /**
     * The system property that sets the default number of threads (default: the machine's cores,
     * at most 8).
     */
    public static final String THREADS_PROPERTY = "nlgmetrics.threads";

    public Parallelism {
        if (threads < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1 thread: " + threads);
        }
    }

    /**
     * The default: {@value #THREADS_PROPERTY} threads when that system property is set, else the
     * machine's cores (at most 8), on the library's pool. Read at each call.
     */
    public static Parallelism defaults() {
        String set = System.getProperty(THREADS_PROPERTY);
        if (set == null) {
            return new Parallelism(Math.min(Runtime.getRuntime().availableProcessors(), 8), null);
        }
        try {
            int n = Integer.parseInt(set.trim());
            if (n >= 1) {
                return new Parallelism(n, null);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(THREADS_PROPERTY + " must be a whole number >= 1: got '" + set + "'");
    }

    /** Everything on the calling thread. */
    public static Parallelism sequential() {
        return new Parallelism(1, null);
    }

    /** {@code threads} threads of the library's own pool. */
    public static Parallelism threads(int threads) {
        return new Parallelism(threads, null);
    }

    /**
     * Chunks scored on the caller's {@code executor} and the calling thread together, at most
     * {@code parallelism} at a time: {@code parallelism - 1} helper tasks go to {@code executor},
     * and the calling thread takes chunks as well. A thread only ever waits for chunks that another
     * thread is already running, never for a task still queued, so the call may come from a task
     * running on {@code executor} itself (a server's one-thread pool, a nested call from inside a
     * segment): it cannot deadlock. A helper the executor rejects ({@code RejectedExecutionException},
     * a shut-down or saturated pool) or never runs leaves its chunks to the calling thread; the
     * result is the same, only slower. Helpers that start after the work is done return at once.
     */
    public static Parallelism on(Executor executor, int parallelism) {
        return new Parallelism(parallelism, Objects.requireNonNull(executor, "executor"));
    }
}
