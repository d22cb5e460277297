package io.github.nlgmetrics.parallel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Computes one result per segment on several threads, in contiguous chunks, each worker with its
 * own scratch object (counters, vocabularies). The results are exactly those of the sequential
 * loop, in segment order: every segment's statistics depend only on that segment's text, and the
 * caller sums them in order. When several segments fail, the error of the first one in segment
 * order is thrown, as the sequential loop would.
 */
public final class SegmentMap {
    /**
     * The system property that sets the number of threads (default: the machine's cores, at most
     * 8); the results never depend on it.
     */
    public static final String THREADS_PROPERTY = "nlgmetrics.threads";

    /** The fewest segments a worker's chunk holds. */
    private static final int MIN_CHUNK = 512;

    /** Below this many segments the work stays on the calling thread. */
    public static final int MIN_PARALLEL = 2048;

    /** The per-segment function, given the worker's scratch object and the segment index. */
    @FunctionalInterface
    public interface SegmentFunction<S, R> {
        R apply(S scratch, int index);
    }

    private SegmentMap() {
    }

    /**
     * One pool per thread count, created on first use and kept (daemon threads): a streaming caller
     * maps block after block, and starting threads per block would cost more than small blocks save.
     */
    private static final java.util.concurrent.ConcurrentMap<Integer, ExecutorService> POOLS =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static ExecutorService pool(int threads) {
        return POOLS.computeIfAbsent(threads, n -> Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "nlg-metrics-segments");
            t.setDaemon(true);
            return t;
        }));
    }

    /** The number of worker threads: {@value #THREADS_PROPERTY} when set, else the cores (at most 8). */
    public static int threads() {
        String set = System.getProperty(THREADS_PROPERTY);
        if (set == null) {
            return Math.min(Runtime.getRuntime().availableProcessors(), 8);
        }
        try {
            int n = Integer.parseInt(set.trim());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(THREADS_PROPERTY + " must be a whole number >= 1: got '" + set + "'");
    }

    /** {@code f(scratch, i)} for {@code i = 0..n-1}, in order, using up to the machine's cores. */
    public static <S, R> List<R> map(int n, Supplier<S> newScratch, SegmentFunction<S, R> f) {
        int threads = threads();
        if (n < MIN_PARALLEL || threads < 2) {
            S scratch = newScratch.get();
            List<R> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(f.apply(scratch, i));
            }
            return out;
        }
        Object[] results = new Object[n];
        // A few chunks per thread balance uneven segments; each chunk makes one scratch object, so
        // chunks stay at least MIN_CHUNK segments long.
        int chunks = Math.min(threads * 4, (n + MIN_CHUNK - 1) / MIN_CHUNK);
        int size = (n + chunks - 1) / chunks;
        ExecutorService pool = pool(threads);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int c = 0; c < chunks; c++) {
                int from = c * size;
                int to = Math.min(n, from + size);
                if (from >= to) {
                    break;
                }
                futures.add(pool.submit(() -> {
                    S scratch = newScratch.get();
                    for (int i = from; i < to; i++) {
                        results[i] = f.apply(scratch, i);
                    }
                    return null;
                }));
            }
            for (Future<?> fu : futures) {
                try {
                    fu.get();
                } catch (ExecutionException e) {
                    futures.forEach(other -> other.cancel(true)); // the pool is shared: free it now
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException re) {
                        throw re;
                    }
                    if (cause instanceof Error err) {
                        throw err;
                    }
                    throw new IllegalStateException(cause);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while scoring segments", e);
        }
        @SuppressWarnings("unchecked")
        List<R> out = (List<R>) Arrays.asList(results);
        return out;
    }
}
