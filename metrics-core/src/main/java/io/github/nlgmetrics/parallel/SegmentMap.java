package io.github.nlgmetrics.parallel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import io.github.nlgmetrics.Parallelism;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Computes one result per segment on several threads, in contiguous chunks, each worker with its
 * own scratch object (counters, vocabularies). The results are exactly those of the sequential
 * loop, in segment order: every segment's statistics depend only on that segment's text, and the
 * caller sums them in order. When several segments fail, the error of the first one in segment
 * order is thrown, as the sequential loop would. Where the chunks run is a {@link Parallelism}:
 * the library's daemon pool, or an executor the caller owns.
 */
public final class SegmentMap {
    /** The system property that sets the default number of threads; see {@link Parallelism#defaults()}. */
    public static final String THREADS_PROPERTY = Parallelism.THREADS_PROPERTY;

    /** The fewest segments a chunk holds. */
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
    private static final ConcurrentMap<Integer, ExecutorService> POOLS = new ConcurrentHashMap<>();

    private static ExecutorService pool(int threads) {
        return POOLS.computeIfAbsent(threads, n -> Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "nlg-metrics-segments");
            t.setDaemon(true);
            return t;
        }));
    }

    /** The default number of worker threads ({@link Parallelism#defaults()}). */
    public static int threads() {
        return Parallelism.defaults().threads();
    }

    /** {@code f(scratch, i)} for {@code i = 0..n-1}, in order, with {@link Parallelism#defaults()}. */
    public static <S, R> List<R> map(int n, Supplier<S> newScratch, SegmentFunction<S, R> f) {
        return map(n, newScratch, f, Parallelism.defaults());
    }

    /**
     * {@code f(scratch, i)} for {@code i = 0..n-1}, in order: contiguous chunks taken in turn by at
     * most {@code parallelism.threads()} workers, each with its own scratch object.
     */
    public static <S, R> List<R> map(int n, Supplier<S> newScratch, SegmentFunction<S, R> f, Parallelism parallelism) {
        return map(n, newScratch, f, parallelism, MIN_PARALLEL, MIN_CHUNK);
    }

    /**
     * {@code f(i)} for {@code i = 0..n-1}, in order, each item a chunk of its own: for work whose items are large
     * (a model's inference batch, a matching batch), parallel from two items on. Errors as {@link #map}.
     */
    public static <R> List<R> tasks(int n, java.util.function.IntFunction<R> f, Parallelism parallelism) {
        return map(n, () -> null, (Object scratch, int i) -> f.apply(i), parallelism, 2, 1);
    }

    private static <S, R> List<R> map(int n, Supplier<S> newScratch, SegmentFunction<S, R> f, Parallelism parallelism,
            int minParallel, int minChunk) {
        int threads = parallelism.threads();
        if (n < minParallel || threads < 2) {
            S scratch = newScratch.get();
            List<R> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(f.apply(scratch, i));
            }
            return out;
        }
        Object[] results = new Object[n];
        // A few chunks per thread balance uneven segments; chunks stay at least MIN_CHUNK long.
        int chunks = Math.min(minChunk == 1 ? n : threads * 4, (n + minChunk - 1) / minChunk);
        int size = (n + chunks - 1) / chunks;
        int helpers = Math.min(threads, chunks) - 1;
        ChunkQueue queue = new ChunkQueue(chunks);
        // The lowest failed chunk: later chunks are skipped, earlier ones still run, so the error
        // thrown is the one of the first failing segment, as in the sequential loop.
        AtomicInteger firstFailed = new AtomicInteger(Integer.MAX_VALUE);
        Throwable[] errors = new Throwable[chunks];
        Runnable work = () -> {
            S scratch = null;
            for (int c = queue.claim(); c >= 0; c = queue.claim()) {
                try {
                    if (c > firstFailed.get()) {
                        continue;
                    }
                    if (scratch == null) {
                        scratch = newScratch.get();
                    }
                    int from = c * size;
                    int to = Math.min(n, from + size);
                    for (int i = from; i < to; i++) {
                        results[i] = f.apply(scratch, i);
                    }
                } catch (RuntimeException | Error e) {
                    errors[c] = e;
                    firstFailed.accumulateAndGet(c, Math::min);
                    scratch = null; // a failed segment may leave the scratch half-used
                } finally {
                    queue.done();
                }
            }
        };
        Executor executor = parallelism.executor() != null ? parallelism.executor() : pool(threads);
        for (int w = 0; w < helpers && queue.unclaimed(); w++) {
            try {
                executor.execute(work);
            } catch (RejectedExecutionException e) {
                break; // a saturated or shut-down executor: the calling thread does the rest
            }
        }
        // The calling thread works the queue too, so it never waits on a chunk that no thread has
        // started: a helper still queued behind it (on a pool it runs on itself) finds no work left.
        work.run();
        queue.awaitClaimedChunks();
        int failed = firstFailed.get();
        if (failed != Integer.MAX_VALUE) {
            Throwable cause = errors[failed];
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw (Error) cause;
        }
        @SuppressWarnings("unchecked")
        List<R> out = (List<R>) Arrays.asList(results);
        return out;
    }

    /**
     * The chunks of one call: claimed in turn by whichever thread asks first (the caller or a
     * helper), each counted done once it has run or been skipped. Only chunks that a running
     * thread claimed are ever waited for, so a helper the executor never runs (dropped, queued
     * behind the caller, rejected) costs nothing but its share of the parallelism.
     */
    private static final class ChunkQueue {
        private final int chunks;
        private final AtomicInteger next = new AtomicInteger();
        private int done;

        ChunkQueue(int chunks) {
            this.chunks = chunks;
        }

        /** The next chunk, or -1 when every chunk is taken. */
        int claim() {
            int c = next.getAndIncrement();
            return c < chunks ? c : -1;
        }

        boolean unclaimed() {
            return next.get() < chunks;
        }

        synchronized void done() {
            if (++done == chunks) {
                notifyAll();
            }
        }

        /**
         * Waits until every chunk has run; called once no chunk is left to claim, so every chunk
         * still running is on a thread that is running it.
         */
        synchronized void awaitClaimedChunks() {
            boolean interrupted = false;
            while (done < chunks) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true; // the rows are being written by running threads: finish first
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
