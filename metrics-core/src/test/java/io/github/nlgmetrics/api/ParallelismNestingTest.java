package io.github.nlgmetrics.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.bleu.BleuScore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Parallelism#on} may be called from a task of the very executor it is given (a server that
 * owns its threads scores a corpus inside a request task), nested to any depth, and with an executor
 * that drops, rejects or has shut down: it always returns the sequential result. Before, a one- or
 * two-thread pool waited on itself forever.
 */
class ParallelismNestingTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final List<String> HYPS = new ArrayList<>();
    private static final List<List<String>> REFS = new ArrayList<>();
    private static final Bleu BLEU = Bleu.sacrebleu();

    static {
        for (int i = 0; i < 5000; i++) {
            HYPS.add("the cat " + i + " sat on the mat " + (i % 13));
            REFS.add(List.of("the cat " + (i % 7) + " sat on a mat " + (i % 11)));
        }
    }

    /** The segments that score a nested corpus: two of them inside the nested corpus itself. */
    private static final java.util.Set<String> NESTING_AT = java.util.Set.of(HYPS.get(100), HYPS.get(2400), HYPS.get(4000));

    private static final BleuScore SEQUENTIAL = BLEU.corpusScore(HYPS, REFS, Parallelism.sequential());

    static Stream<Arguments> pools() {
        List<Arguments> out = new ArrayList<>();
        for (int threads : new int[] {1, 2, 8}) {
            out.add(Arguments.of("fixed(" + threads + ")", (Supplier<ExecutorService>) () -> Executors.newFixedThreadPool(threads)));
            out.add(Arguments.of("forkJoin(" + threads + ")", (Supplier<ExecutorService>) () -> new ForkJoinPool(threads)));
            out.add(Arguments.of("threadPoolExecutor(" + threads + ", queue 2)", (Supplier<ExecutorService>) () ->
                    new ThreadPoolExecutor(threads, threads, 1, TimeUnit.SECONDS, new ArrayBlockingQueue<>(2))));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void aTaskOnThePoolScoresOnThatPool(String name, Supplier<ExecutorService> newPool) throws Exception {
        ExecutorService pool = newPool.get();
        try {
            for (int parallelism : new int[] {2, 8}) {
                Future<BleuScore> f = pool.submit(() -> BLEU.corpusScore(HYPS, REFS, Parallelism.on(pool, parallelism)));
                assertEquals(SEQUENTIAL, assertTimeoutPreemptively(LIMIT, () -> f.get()), name + " x" + parallelism);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pools")
    void nestedCallsFromInsideSegmentsReturn(String name, Supplier<ExecutorService> newPool) throws Exception {
        ExecutorService pool = newPool.get();
        try {
            Metric<BleuScore> nested = new Nesting(pool, 3);
            BleuScore expected = new Nesting(null, 3).corpusScore(HYPS, REFS, Parallelism.sequential());
            assertEquals(SEQUENTIAL, expected, "the nesting wrapper scores as BLEU does");
            Future<BleuScore> f = pool.submit(() -> nested.corpusScore(HYPS, REFS, Parallelism.on(pool, 4)));
            assertEquals(expected, assertTimeoutPreemptively(LIMIT, () -> f.get()), name);
            // and from a thread outside the pool
            assertEquals(expected, assertTimeoutPreemptively(LIMIT,
                    () -> nested.corpusScore(HYPS, REFS, Parallelism.on(pool, 4))), name);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theLibrarysOwnPoolMayBeCalledFromItsThreads() {
        Metric<BleuScore> nested = new Nesting(null, 2);
        assertEquals(SEQUENTIAL, assertTimeoutPreemptively(LIMIT,
                () -> nested.corpusScore(HYPS, REFS, Parallelism.threads(2))));
    }

    @Test
    void anExecutorThatDropsTasksCostsOnlyTime() {
        AtomicInteger dropped = new AtomicInteger();
        Executor drops = task -> dropped.incrementAndGet();
        assertEquals(SEQUENTIAL, assertTimeoutPreemptively(LIMIT,
                () -> BLEU.corpusScore(HYPS, REFS, Parallelism.on(drops, 4))));
        assertEquals(3, dropped.get(), "three helpers offered, the calling thread did their chunks");
    }

    @Test
    void aRejectingOrShutDownExecutorRunsOnTheCallingThread() {
        Executor rejects = task -> {
            throw new java.util.concurrent.RejectedExecutionException("full");
        };
        assertEquals(SEQUENTIAL, BLEU.corpusScore(HYPS, REFS, Parallelism.on(rejects, 4)));
        ExecutorService shut = Executors.newFixedThreadPool(2);
        shut.shutdown();
        assertEquals(SEQUENTIAL, BLEU.corpusScore(HYPS, REFS, Parallelism.on(shut, 4)));
    }

    @Test
    void anExecutorThatRunsTasksLateFindsNothingLeft() throws Exception {
        List<Runnable> held = new ArrayList<>();
        Executor late = held::add;
        assertEquals(SEQUENTIAL, BLEU.corpusScore(HYPS, REFS, Parallelism.on(late, 3)));
        assertEquals(2, held.size());
        held.forEach(Runnable::run); // returns at once: every chunk was taken
    }

    /**
     * sacrebleu's BLEU, except that one segment in a thousand also scores a small corpus of its
     * own on {@code pool}, {@code depth} levels deep (the result is discarded; the row is BLEU's).
     */
    private static final class Nesting implements Metric<BleuScore> {
        private final Executor pool;
        private final int depth;

        Nesting(Executor pool, int depth) {
            this.pool = pool;
            this.depth = depth;
        }

        @Override
        public String name() {
            return BLEU.name();
        }

        @Override
        public Signature signature(int nrefs) {
            return BLEU.signature(nrefs);
        }

        @Override
        public SegmentScorer newScorer() {
            SegmentScorer inner = BLEU.newScorer();
            return (hyp, refs) -> {
                if (depth > 0 && NESTING_AT.contains(hyp)) {
                    Parallelism p = pool == null ? Parallelism.threads(2) : Parallelism.on(pool, 4);
                    Score s = new Nesting(pool, depth - 1).corpusScore(HYPS.subList(0, 2500), REFS.subList(0, 2500), p);
                    if (Double.isNaN(s.score())) {
                        throw new AssertionError("nested score");
                    }
                }
                return inner.stats(hyp, refs);
            };
        }

        @Override
        public BleuScore score(double[] summedStats) {
            return BLEU.score(summedStats);
        }
    }
}
