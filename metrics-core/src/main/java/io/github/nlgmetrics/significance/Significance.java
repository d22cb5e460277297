package io.github.nlgmetrics.significance;

import io.github.nlgmetrics.Metric;

import io.github.nlgmetrics.compat.numpy.NumpyMath;
import io.github.nlgmetrics.compat.numpy.Float32Sums;
import io.github.nlgmetrics.compat.numpy.NumpyRandom;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * Bootstrap confidence intervals, paired bootstrap resampling and paired approximate
 * randomization over the per-segment sufficient statistics of any {@link Metric},
 * reproducing sacrebleu 2.6.0 ({@code sacrebleu/significance.py},
 * {@code Metric.corpus_score(..., n_bootstrap)}) draw for draw.
 *
 * <h2>Definitions (sacrebleu's)</h2>
 * <pre>
 * resample r      : indices = rng.choice(N, size=(R, N)) (numpy default_rng(seed), see {@link NumpyRandom});
 *                   score_r = metric(Σ_i float32(stats[idx_ri])) — column sums accumulated in float32
 *                   row by row, then scored ({@link Metric#scoreSinglePrecision})
 * estimate_ci     : s = sorted(scores); lo = R // 40; hi = R - lo - 1;
 *                   ci = (s[hi] - s[lo]) / 2; mean = mean(s)
 *                   (corpus_score: statistics.mean, exactly rounded; paired tests: np.mean, pairwise)
 * paired bootstrap: the same indices for baseline and system; d_r = |sys_r - base_r|;
 *                   p = (#{r : d_r - mean(d) &gt; |score_sys - score_base|} + 1) / (R + 1)
 * approx. random. : swap_rt = rng.integers(2, size=(T, N), dtype=bool);
 *                   A_t = Σ swap·base + Σ ¬swap·sys, B_t = Σ ¬swap·base + Σ swap·sys (double);
 *                   p = (#{t : |metric(A_t) - metric(B_t)| &gt; |score_sys - score_base|} + 1) / (T + 1)
 * </pre>
 *
 * <h2>Seeds (sacrebleu's {@code SACREBLEU_SEED}, default 12345)</h2>
 * {@code null} (sacrebleu's {@code None}) draws from operating-system entropy. A bootstrap CI and
 * a paired test's baseline CI use {@code default_rng(seed)}; the compared systems use
 * {@code default_rng(seed if seed else None)}, so — a quirk reproduced — seed 0 seeds the
 * baseline but leaves the systems unseeded. Every system of a seeded paired test is drawn from
 * a fresh generator with the same seed, so all share one set of indices.
 *
 * <p>A quirk of sacrebleu's strict {@code >} reproduced by default: a system compared with itself
 * (every difference 0, never greater than the observed 0) gets {@code p = 1/(N+1)}, which reads
 * as significant; {@link #withInclusiveTies} counts ties and gives {@code p = 1}.
 *
 * <h2>Threads</h2>
 * Random indices are always drawn sequentially first (in chunks, in numpy's order); only the
 * scoring of resamples and systems runs in parallel, each result written to its own slot, so
 * every number is identical whatever {@link #withThreads} says.
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class Significance {
    /** sacrebleu's default seed ({@code SACREBLEU_SEED} unset). */
    public static final long DEFAULT_SEED = 12345L;
    /** sacrebleu's default number of paired bootstrap resamples. */
    public static final int DEFAULT_BOOTSTRAP_SAMPLES = 1000;
    /** sacrebleu's default number of approximate randomization trials. */
    public static final int DEFAULT_AR_TRIALS = 10000;

    /** Upper bound on random indices held at once (in ints). */
    private static final int CHUNK_CELLS = 1 << 22;

    private final Long seed;
    private final int threads;
    private final boolean inclusiveTies;

    private Significance(Long seed, int threads, boolean inclusiveTies) {
        if (seed != null && seed < 0) {
            throw new IllegalArgumentException("seed must be non-negative: " + seed);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.seed = seed;
        this.threads = threads;
        this.inclusiveTies = inclusiveTies;
    }

    /** sacrebleu's defaults: seed 12345, all available cores. */
    public static Significance sacrebleu() {
        return new Significance(DEFAULT_SEED, Runtime.getRuntime().availableProcessors(), false);
    }

    /** The seed; {@code null} draws from operating-system entropy (sacrebleu's {@code None}). */
    public Significance withSeed(Long value) {
        return new Significance(value, threads, inclusiveTies);
    }

    /** Number of threads scoring resamples (1 = the calling thread only). */
    public Significance withThreads(int value) {
        return new Significance(seed, value, inclusiveTies);
    }

    /**
     * Whether a resample or trial whose statistic EQUALS the observed difference counts towards
     * the p-value ({@code >=}). sacrebleu counts only strictly greater ones ({@code false}, the
     * default), so a system compared with itself gets {@code p = 1/(N+1)} — "significant". With
     * {@code true} (beyond sacrebleu) it gets {@code p = 1}.
     */
    public Significance withInclusiveTies(boolean value) {
        return new Significance(seed, threads, value);
    }

    public boolean inclusiveTies() {
        return inclusiveTies;
    }

    public Long seed() {
        return seed;
    }

    public int threads() {
        return threads;
    }

    /**
     * A seed as sacrebleu reads {@code SACREBLEU_SEED}: {@code none} (any case) is unseeded
     * ({@code null}), anything else a non-negative integer.
     */
    public static Long parseSeed(String text) {
        String t = text.strip();
        if (t.equalsIgnoreCase("none")) {
            return null;
        }
        long v;
        try {
            v = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seed must be an integer or 'none': " + text);
        }
        if (v < 0) {
            throw new IllegalArgumentException("seed must be non-negative: " + text);
        }
        return v;
    }

    /** The seed as sacrebleu prints it in signatures ({@code 12345}, {@code none}). */
    public String seedLabel() {
        return seed == null ? "none" : Long.toString(seed);
    }

    /**
     * {@code metric.corpus_score(hyps, refs, n_bootstrap=nSamples)}: the corpus score with the
     * mean and 95% half-width of {@code nSamples} bootstrap resamples.
     */
    public ConfidenceEstimate bootstrap(Metric<?> metric, double[][] stats, int nSamples) {
        checkSamples(nSamples, "n_bootstrap");
        int width = width(stats, "system");
        double score = metric.scoreOfSegments(stats).score();
        double[] scores = withPool(pool -> resampleScores(metric, List.of(toFloat32(stats, width)), width,
                stats.length, generator(seed), nSamples, pool))[0];
        double[] sorted = scores.clone();
        Arrays.sort(sorted);
        return new ConfidenceEstimate(score, NumpyMath.exactMean(sorted), halfWidth(sorted));
    }

    /**
     * sacrebleu's {@code PairedTest(test_type='bs', n_samples=nSamples)}: paired bootstrap
     * resampling of each system against the baseline.
     */
    public PairedTestResult pairedBootstrap(Metric<?> metric, double[][] baseline, List<double[][]> systems,
                                            int nSamples) {
        checkSamples(nSamples, "n_samples");
        int width = checkSystems(baseline, systems);
        int n = baseline.length;
        double baseScore = metric.scoreOfSegments(baseline).score();
        float[] base32 = toFloat32(baseline, width);
        List<float[]> sys32 = new ArrayList<>();
        for (double[][] s : systems) {
            sys32.add(toFloat32(s, width));
        }
        Long systemSeed = systemSeed();
        return withPool(pool -> {
            double[] baseScores;
            double[][] pairs = new double[systems.size()][];
            double[][] pairBase = new double[systems.size()][];
            if (systemSeed != null) {
                List<float[]> sets = new ArrayList<>();
                sets.add(base32);
                sets.addAll(sys32);
                double[][] all = resampleScores(metric, sets, width, n, NumpyRandom.defaultRng(systemSeed),
                        nSamples, pool);
                baseScores = all[0];
                for (int i = 0; i < systems.size(); i++) {
                    pairs[i] = all[i + 1];
                    pairBase[i] = all[0];
                }
            } else {
                baseScores = resampleScores(metric, List.of(base32), width, n, generator(seed), nSamples, pool)[0];
                for (int i = 0; i < systems.size(); i++) {
                    double[][] two = resampleScores(metric, List.of(base32, sys32.get(i)), width, n,
                            NumpyRandom.unseeded(), nSamples, pool);
                    pairBase[i] = two[0];
                    pairs[i] = two[1];
                }
            }
            double[] sortedBase = sortedCopy(baseScores);
            PairedResult base = new PairedResult(baseScore, null, NumpyMath.mean(sortedBase), halfWidth(sortedBase));
            List<PairedResult> out = new ArrayList<>();
            for (int i = 0; i < systems.size(); i++) {
                double sysScore = metric.scoreOfSegments(systems.get(i)).score();
                double diff = Math.abs(baseScore - sysScore);
                double[] sample = new double[nSamples];
                for (int r = 0; r < nSamples; r++) {
                    sample[r] = Math.abs(pairs[i][r] - pairBase[i][r]);
                }
                double sampleMean = NumpyMath.mean(sample);
                int count = 0;
                for (double d : sample) {
                    if (exceeds(d - sampleMean, diff)) {
                        count++;
                    }
                }
                double[] sorted = sortedCopy(pairs[i]);
                out.add(new PairedResult(sysScore, pValue(count, nSamples), NumpyMath.mean(sorted), halfWidth(sorted)));
            }
            return new PairedTestResult(base, out);
        });
    }

    /**
     * sacrebleu's {@code PairedTest(test_type='ar', n_samples=nTrials, n_ar_confidence=nConfidence)}:
     * paired approximate randomization; {@code nConfidence > 0} also estimates bootstrap
     * confidence intervals with that many resamples (drawn after the trials from the same
     * generator, as sacrebleu does; the baseline's from a fresh one), {@code <= 0} does not.
     */
    public PairedTestResult approximateRandomization(Metric<?> metric, double[][] baseline,
                                                     List<double[][]> systems, int nTrials, int nConfidence) {
        checkSamples(nTrials, "n_samples");
        int width = checkSystems(baseline, systems);
        int n = baseline.length;
        double baseScore = metric.scoreOfSegments(baseline).score();
        Long systemSeed = systemSeed();
        return withPool(pool -> {
            double[][] trialDiffs = new double[systems.size()][];
            double[][] confScores = new double[systems.size()][];
            if (systemSeed != null) {
                NumpyRandom rng = NumpyRandom.defaultRng(systemSeed);
                double[][] d = trialDifferences(metric, baseline, systems, width, rng, nTrials, pool);
                System.arraycopy(d, 0, trialDiffs, 0, d.length);
                if (nConfidence > 0) {
                    List<float[]> sets = new ArrayList<>();
                    for (double[][] s : systems) {
                        sets.add(toFloat32(s, width));
                    }
                    double[][] c = resampleScores(metric, sets, width, n, rng, nConfidence, pool);
                    System.arraycopy(c, 0, confScores, 0, c.length);
                }
            } else {
                for (int i = 0; i < systems.size(); i++) {
                    NumpyRandom rng = NumpyRandom.unseeded();
                    trialDiffs[i] = trialDifferences(metric, baseline, java.util.Collections.singletonList(systems.get(i)), width, rng,
                            nTrials, pool)[0];
                    if (nConfidence > 0) {
                        confScores[i] = resampleScores(metric, List.of(toFloat32(systems.get(i), width)), width, n,
                                rng, nConfidence, pool)[0];
                    }
                }
            }
            PairedResult base;
            if (nConfidence > 0) {
                double[] sortedBase = sortedCopy(resampleScores(metric, List.of(toFloat32(baseline, width)), width, n,
                        generator(seed), nConfidence, pool)[0]);
                base = new PairedResult(baseScore, null, NumpyMath.mean(sortedBase), halfWidth(sortedBase));
            } else {
                base = new PairedResult(baseScore, null, null, null);
            }
            List<PairedResult> out = new ArrayList<>();
            for (int i = 0; i < systems.size(); i++) {
                double sysScore = metric.scoreOfSegments(systems.get(i)).score();
                double diff = Math.abs(baseScore - sysScore);
                int count = 0;
                for (double d : trialDiffs[i]) {
                    if (exceeds(d, diff)) {
                        count++;
                    }
                }
                Double mean = null;
                Double ci = null;
                if (nConfidence > 0) {
                    double[] sorted = sortedCopy(confScores[i]);
                    mean = NumpyMath.mean(sorted);
                    ci = halfWidth(sorted);
                }
                out.add(new PairedResult(sysScore, pValue(count, nTrials), mean, ci));
            }
            return new PairedTestResult(base, out);
        });
    }

    /**
     * The scores of every system on the same {@code nSamples} bootstrap resamples, drawn from
     * {@code default_rng(seed)} as one {@code choice(N, size=(nSamples, N))}: row {@code s} holds
     * system {@code s}'s {@code nSamples} resampled scores, in draw order. For a seed other than 0
     * these are exactly the arrays {@link #pairedBootstrap} compares, whichever system is the
     * baseline (sacrebleu draws every system from a fresh generator with the same seed), so any
     * pair's paired bootstrap follows from them ({@link Pairwise}).
     */
    public double[][] resampledScores(Metric<?> metric, List<double[][]> systems, int nSamples) {
        checkSamples(nSamples, "n_samples");
        if (systems.isEmpty()) {
            throw new IllegalArgumentException("no systems to resample");
        }
        int width = checkSystems(systems.get(0), systems.subList(1, systems.size()), false);
        List<float[]> sets = new ArrayList<>();
        for (double[][] s : systems) {
            sets.add(toFloat32(s, width));
        }
        return withPool(pool -> resampleScores(metric, sets, width, systems.get(0).length, generator(seed),
                nSamples, pool));
    }

    /** sacrebleu's p-value of a paired bootstrap from the two systems' scores on the same resamples. */
    double pairedBootstrapPValue(double scoreA, double scoreB, double[] resampledA, double[] resampledB) {
        int nSamples = resampledA.length;
        double diff = Math.abs(scoreA - scoreB);
        double[] sample = new double[nSamples];
        for (int r = 0; r < nSamples; r++) {
            sample[r] = Math.abs(resampledB[r] - resampledA[r]);
        }
        double sampleMean = NumpyMath.mean(sample);
        int count = 0;
        for (double d : sample) {
            if (exceeds(d - sampleMean, diff)) {
                count++;
            }
        }
        return pValue(count, nSamples);
    }

    /**
     * How many of the first {@code count} randomization trials' differences exceed the observed
     * {@code |scoreA - scoreB|} (sacrebleu's strict count, or inclusive: {@link #withInclusiveTies}).
     */
    int exceedances(double scoreA, double scoreB, double[] trialDiffs, int count) {
        double diff = Math.abs(scoreA - scoreB);
        int c = 0;
        for (int t = 0; t < count; t++) {
            if (exceeds(trialDiffs[t], diff)) {
                c++;
            }
        }
        return c;
    }

    /** sacrebleu's p-value {@code (count + 1) / (n + 1)}. */
    static double pValueOf(long count, int n) {
        return (count + 1) / (double) (n + 1);
    }

    /** The mean (numpy's, of the sorted scores) and the 95% half-width of resampled scores. */
    static double[] meanAndHalfWidth(double[] resampled) {
        double[] sorted = sortedCopy(resampled);
        return new double[] {NumpyMath.mean(sorted), halfWidth(sorted)};
    }

    /** The generator of the resamples and trials: {@code default_rng(seed)}, or unseeded. */
    NumpyRandom newGenerator() {
        return generator(seed);
    }

    private boolean exceeds(double statistic, double observed) {
        return inclusiveTies ? statistic >= observed : statistic > observed;
    }

    private Long systemSeed() {
        return seed == null || seed == 0 ? null : seed;
    }

    private static NumpyRandom generator(Long seed) {
        return seed == null ? NumpyRandom.unseeded() : NumpyRandom.defaultRng(seed);
    }

    private static double pValue(int count, int n) {
        return (count + 1) / (double) (n + 1);
    }

    private static double halfWidth(double[] sorted) {
        int n = sorted.length;
        int lower = n / 40;
        int upper = n - lower - 1;
        return 0.5 * (sorted[upper] - sorted[lower]);
    }

    private static double[] sortedCopy(double[] a) {
        double[] s = a.clone();
        Arrays.sort(s);
        return s;
    }

    private static void checkSamples(int n, String what) {
        if (n < 1) {
            throw new IllegalArgumentException(what + " must be at least 1: " + n);
        }
    }

    private static int width(double[][] stats, String what) {
        if (stats.length == 0) {
            throw new IllegalArgumentException("the " + what + " has no segments");
        }
        int width = stats[0].length;
        for (double[] row : stats) {
            if (row.length != width) {
                throw new IllegalArgumentException("segment statistics rows of the " + what
                        + " differ in width: " + width + " vs " + row.length);
            }
        }
        return width;
    }

    private static int checkSystems(double[][] baseline, List<double[][]> systems) {
        return checkSystems(baseline, systems, true);
    }

    private static int checkSystems(double[][] baseline, List<double[][]> systems, boolean needOthers) {
        int width = width(baseline, "baseline");
        if (needOthers && systems.isEmpty()) {
            throw new IllegalArgumentException("a paired test needs at least one system besides the baseline");
        }
        for (int i = 0; i < systems.size(); i++) {
            double[][] s = systems.get(i);
            if (s.length != baseline.length) {
                throw new IllegalArgumentException("system " + (i + 1) + " has " + s.length
                        + " segments but the baseline has " + baseline.length);
            }
            if (width(s, "system " + (i + 1)) != width) {
                throw new IllegalArgumentException("system " + (i + 1) + " has " + s[0].length
                        + " statistics per segment but the baseline has " + width);
            }
        }
        return width;
    }

    /** {@code np.array(stats, dtype='float32')}, flattened row by row. */
    static float[] toFloat32(double[][] stats, int width) {
        float[] out = new float[stats.length * width];
        for (int i = 0; i < stats.length; i++) {
            for (int k = 0; k < width; k++) {
                out[i * width + k] = (float) stats[i][k];
            }
        }
        return out;
    }

    /**
     * Scores of {@code nSamples} bootstrap resamples of every statistics set, all resampled with
     * the same indices (one {@code choice(N, size=(nSamples, N))} call, drawn in chunks).
     */
    private double[][] resampleScores(Metric<?> metric, List<float[]> sets, int width, int n, NumpyRandom rng,
                                      int nSamples, ForkJoinPool pool) {
        int nSets = sets.size();
        List<float[][]> columns = new ArrayList<>(nSets);
        for (float[] set : sets) {
            columns.add(Float32Sums.columns(set, width, n));
        }
        double[][] scores = new double[nSets][nSamples];
        int chunk = Math.max(1, Math.min(nSamples, CHUNK_CELLS / n));
        int[] idx = new int[chunk * n];
        for (int start = 0; start < nSamples; start += chunk) {
            int count = Math.min(chunk, nSamples - start);
            rng.fillChoice(n, idx, 0, count * n);
            int first = start;
            int groups = (count + GROUP - 1) / GROUP;
            parallelFor(pool, groups * nSets, task -> {
                int g = task / nSets;
                int set = task % nSets;
                int r0 = g * GROUP;
                int size = Math.min(GROUP, count - r0);
                float[][] sums = Float32Sums.sumFloat32(columns.get(set), idx, r0 * n, size, n);
                for (int j = 0; j < size; j++) {
                    scores[set][first + r0 + j] = metric.scoreSinglePrecision(sums[j]);
                }
            });
        }
        return scores;
    }

    /** Resamples summed together: four independent float32 chains per column keep the FPU busy. */
    private static final int GROUP = 4;

    /** Statistics as columns: {@code out[k][i] = stats[i][k]}. */
    static double[][] columns(double[][] stats, int width) {
        double[][] out = new double[width][stats.length];
        for (int i = 0; i < stats.length; i++) {
            for (int k = 0; k < width; k++) {
                out[k][i] = stats[i][k];
            }
        }
        return out;
    }

    /** |metric(A_t) - metric(B_t)| for every trial t and every system (one boolean fill). */
    double[][] trialDifferences(Metric<?> metric, double[][] baseline, List<double[][]> systems,
                                        int width, NumpyRandom rng, int nTrials, ForkJoinPool pool) {
        int n = baseline.length;
        int nSys = systems.size();
        double[][] diffs = new double[nSys][nTrials];
        int chunk = Math.max(1, Math.min(nTrials, CHUNK_CELLS / n));
        boolean[] swap = new boolean[chunk * n];
        double[][] baseColumns = columns(baseline, width);
        List<double[][]> sysColumns = new ArrayList<>(nSys);
        for (double[][] sys : systems) {
            sysColumns.add(columns(sys, width));
        }
        NumpyRandom.BoolFill fill = rng.booleanFill();
        for (int start = 0; start < nTrials; start += chunk) {
            int count = Math.min(chunk, nTrials - start);
            for (int i = 0; i < count * n; i++) {
                swap[i] = fill.next();
            }
            int first = start;
            parallelFor(pool, count * nSys, task -> {
                int t = task / nSys;
                int s = task % nSys;
                double[][] sysCols = sysColumns.get(s);
                double[] a = new double[width];
                double[] b = new double[width];
                int off = t * n;
                for (int k = 0; k < width; k++) {
                    double[] bc = baseColumns[k];
                    double[] sc = sysCols[k];
                    // Four sums, each in segment order, as the two matrix products add them;
                    // adding 0.0 for the segments a sum skips leaves it unchanged (but for the sign of a zero)
                    // and avoids a mispredicted branch per segment.
                    double baseSwapped = 0;
                    double sysSwapped = 0;
                    double baseKept = 0;
                    double sysKept = 0;
                    for (int j = 0; j < n; j++) {
                        boolean w = swap[off + j];
                        double bv = bc[j];
                        double sv = sc[j];
                        baseSwapped += w ? bv : 0.0;
                        sysSwapped += w ? sv : 0.0;
                        baseKept += w ? 0.0 : bv;
                        sysKept += w ? 0.0 : sv;
                    }
                    a[k] = baseSwapped + sysKept;
                    b[k] = baseKept + sysSwapped;
                }
                diffs[s][first + t] = Math.abs(metric.scoreOfTrial(a) - metric.scoreOfTrial(b));
            });
        }
        return diffs;
    }

    void parallelFor(ForkJoinPool pool, int n, IntConsumer body) {
        if (pool == null || n < 2) {
            for (int i = 0; i < n; i++) {
                body.accept(i);
            }
        } else {
            pool.submit(() -> IntStream.range(0, n).parallel().forEach(body)).join();
        }
    }

    interface PoolTask<T> {
        T run(ForkJoinPool pool);
    }

    <T> T withPool(PoolTask<T> task) {
        if (threads == 1) {
            return task.run(null);
        }
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            return task.run(pool);
        } finally {
            pool.shutdown();
        }
    }
}
