package io.github.nlgmetrics.significance;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.compat.numpy.NumpyRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * Every pair of systems tested, with sacrebleu's arithmetic: the paired bootstrap and paired
 * approximate randomization of {@link Significance} for each of the {@code S(S-1)/2} pairs, so
 * that the p-value of a pair {@code (a, b)} is exactly the one {@code sacrebleu -pbs} / {@code -par}
 * prints for {@code b} with {@code a} as the baseline (seed other than 0; both tests are symmetric,
 * {@code p(a, b) = p(b, a)} bit for bit).
 *
 * <h2>Why it costs one resampling, not one per baseline</h2>
 * A seeded paired test draws every system from a fresh {@code default_rng(seed)}: all systems share
 * one set of bootstrap indices, and one set of swap bits. So the resampled scores of all systems are
 * computed once ({@link Significance#resampledScores}), and a pair's bootstrap p-value follows from
 * two of its rows. For randomization, a trial's sums are {@code A = Σswap·x_a + Σ¬swap·x_b =
 * swap·x_a + (total_b − swap·x_b)}: when every statistic is an integer (BLEU's and chrF's counts,
 * TER's edits and lengths with one reference) the per-system sums {@code swap·x} are exact in
 * {@code double} in any order, so one pass over the segments per trial serves every pair; otherwise
 * each baseline is run through sacrebleu's own four-sum order ({@code Significance}'s trials).
 * Memory: the statistics once per system, plus at most about a million trial differences at a time.
 */
public final class Pairwise {
    private static final int DIFF_CELLS = 1 << 20;
    private static final int SWAP_CELLS = 1 << 22;
    private static final double EXACT = 0x1p53;

    private Pairwise() {
    }

    /**
     * The outcome for one metric, for {@code S = scores().length()} systems. The two p-value tables are
     * square {@code S × S} matrices held row-major in a {@link DoubleVector} (entry {@code (a, b)} at
     * index {@code a·S + b}), so the record compares, hashes and prints by value; read an entry with
     * {@link #bootstrapP(int, int)} / {@link #randomizationP(int, int)}. Both are symmetric, NaN on the
     * diagonal.
     *
     * @param scores each system's corpus score
     * @param means the mean of each system's bootstrap resamples (numpy's mean of the sorted scores)
     * @param halfWidths half the width of each system's 95% percentile interval
     * @param bootstrapP the paired bootstrap p-values, row-major {@code S × S}
     * @param randomizationP the approximate-randomization p-values, row-major {@code S × S}, or null when
     *     not run
     */
    public record Result(DoubleVector scores, DoubleVector means, DoubleVector halfWidths, DoubleVector bootstrapP,
                         DoubleVector randomizationP) {
        /** Checks that every vector has one value per system and every table {@code S × S} values. */
        public Result {
            int s = scores.length();
            if (means.length() != s || halfWidths.length() != s) {
                throw new IllegalArgumentException("means (" + means.length() + ") and half-widths ("
                        + halfWidths.length() + ") must have one value per system (" + s + ")");
            }
            Matrices.checkSquare("bootstrapP", bootstrapP, s);
            if (randomizationP != null) {
                Matrices.checkSquare("randomizationP", randomizationP, s);
            }
        }

        /** The number of systems {@code S}. */
        public int systems() {
            return scores.length();
        }

        /** The paired bootstrap p-value of the pair {@code (a, b)} (NaN when {@code a == b}). */
        public double bootstrapP(int a, int b) {
            return Matrices.get(bootstrapP, systems(), a, b);
        }

        /** Whether the approximate randomization was run ({@link #randomizationP()} is not null). */
        public boolean hasRandomization() {
            return randomizationP != null;
        }

        /**
         * The approximate-randomization p-value of the pair {@code (a, b)} (NaN when {@code a == b});
         * {@link IllegalStateException} when the test was not run.
         */
        public double randomizationP(int a, int b) {
            if (randomizationP == null) {
                throw new IllegalStateException("approximate randomization was not run");
            }
            return Matrices.get(randomizationP, systems(), a, b);
        }
    }

    /**
     * Tests every pair of {@code systems} (their per-segment statistics rows, equal in number):
     * {@code nSamples} bootstrap resamples and, when {@code nTrials > 0}, that many randomization trials.
     */
    public static Result test(Significance sig, Metric<?> metric, List<double[][]> systems, int nSamples,
                              int nTrials) {
        int s = systems.size();
        if (s < 1) {
            throw new IllegalArgumentException("no systems to compare");
        }
        double[] scores = new double[s];
        for (int i = 0; i < s; i++) {
            scores[i] = metric.scoreOfSegments(systems.get(i)).score();
        }
        double[][] resampled = sig.resampledScores(metric, systems, nSamples);
        double[] means = new double[s];
        double[] half = new double[s];
        for (int i = 0; i < s; i++) {
            double[] mh = Significance.meanAndHalfWidth(resampled[i]);
            means[i] = mh[0];
            half[i] = mh[1];
        }
        double[][] bs = nanMatrix(s);
        for (int a = 0; a < s; a++) {
            for (int b = a + 1; b < s; b++) {
                bs[a][b] = sig.pairedBootstrapPValue(scores[a], scores[b], resampled[a], resampled[b]);
                bs[b][a] = bs[a][b];
            }
        }
        double[][] ar = null;
        if (nTrials > 0 && s > 1) {
            ar = integral(systems) ? randomizationIntegral(sig, metric, systems, scores, nTrials)
                    : randomizationExact(sig, metric, systems, scores, nTrials);
        }
        return new Result(DoubleVector.of(scores), DoubleVector.of(means), DoubleVector.of(half),
                Matrices.rowMajor(bs), ar == null ? null : Matrices.rowMajor(ar));
    }

    private static double[][] nanMatrix(int s) {
        double[][] m = new double[s][s];
        for (double[] row : m) {
            java.util.Arrays.fill(row, Double.NaN);
        }
        return m;
    }

    /** Whether every statistic is an integer and every column total stays exact in {@code double}. */
    static boolean integral(List<double[][]> systems) {
        for (double[][] sys : systems) {
            int width = sys.length == 0 ? 0 : sys[0].length;
            double[] total = new double[width];
            for (double[] row : sys) {
                for (int k = 0; k < row.length; k++) {
                    double v = row[k];
                    if (v != Math.rint(v) || Math.abs(v) >= EXACT) {
                        return false;
                    }
                    total[k] += Math.abs(v);
                }
            }
            for (double t : total) {
                if (t >= EXACT) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Each system as baseline against the later ones, through the engine's own trial sums. */
    private static double[][] randomizationExact(Significance sig, Metric<?> metric, List<double[][]> systems,
                                                 double[] scores, int nTrials) {
        int s = systems.size();
        int width = systems.get(0)[0].length;
        double[][] ar = nanMatrix(s);
        for (int a = 0; a < s - 1; a++) {
            double[][] base = systems.get(a);
            List<double[][]> rest = systems.subList(a + 1, s);
            double[][] diffs = sig.withPool(pool -> sig.trialDifferences(metric, base, rest, width,
                    sig.newGenerator(), nTrials, pool));
            for (int b = a + 1; b < s; b++) {
                ar[a][b] = Significance.pValueOf(sig.exceedances(scores[a], scores[b], diffs[b - a - 1], nTrials),
                        nTrials);
                ar[b][a] = ar[a][b];
            }
        }
        return ar;
    }

    /** One pass over the segments per trial: the swapped sums of every system, then every pair. */
    private static double[][] randomizationIntegral(Significance sig, Metric<?> metric, List<double[][]> systems,
                                                    double[] scores, int nTrials) {
        int s = systems.size();
        int n = systems.get(0).length;
        int width = systems.get(0)[0].length;
        int sw = s * width;
        double[] rows = new double[n * sw];
        double[] totals = new double[sw];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < s; i++) {
                double[] row = systems.get(i)[j];
                for (int k = 0; k < width; k++) {
                    rows[j * sw + i * width + k] = row[k];
                    totals[i * width + k] += row[k];
                }
            }
        }
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < s; a++) {
            for (int b = a + 1; b < s; b++) {
                pairs.add(new int[] {a, b});
            }
        }
        int np = pairs.size();
        long[] counts = new long[np];
        int chunk = Math.max(1, Math.min(nTrials, Math.min(SWAP_CELLS / n, DIFF_CELLS / np)));
        boolean[] swap = new boolean[chunk * n];
        double[][] diffs = new double[np][chunk];
        NumpyRandom.BoolFill fill = sig.newGenerator().booleanFill();
        return sig.withPool(pool -> {
            for (int start = 0; start < nTrials; start += chunk) {
                int count = Math.min(chunk, nTrials - start);
                for (int i = 0; i < count * n; i++) {
                    swap[i] = fill.next();
                }
                sig.parallelFor(pool, count, t -> {
                    double[] acc = new double[sw];
                    int off = t * n;
                    for (int j = 0; j < n; j++) {
                        if (swap[off + j]) {
                            int base = j * sw;
                            for (int c = 0; c < sw; c++) {
                                acc[c] += rows[base + c];
                            }
                        }
                    }
                    double[] x = new double[width];
                    double[] y = new double[width];
                    for (int p = 0; p < np; p++) {
                        int a = pairs.get(p)[0] * width;
                        int b = pairs.get(p)[1] * width;
                        for (int k = 0; k < width; k++) {
                            x[k] = acc[a + k] + (totals[b + k] - acc[b + k]);
                            y[k] = (totals[a + k] - acc[a + k]) + acc[b + k];
                        }
                        diffs[p][t] = Math.abs(metric.scoreOfTrial(x) - metric.scoreOfTrial(y));
                    }
                });
                for (int p = 0; p < np; p++) {
                    int[] ab = pairs.get(p);
                    counts[p] += sig.exceedances(scores[ab[0]], scores[ab[1]], diffs[p], count);
                }
            }
            double[][] ar = nanMatrix(s);
            for (int p = 0; p < np; p++) {
                int[] ab = pairs.get(p);
                ar[ab[0]][ab[1]] = Significance.pValueOf(counts[p], nTrials);
                ar[ab[1]][ab[0]] = ar[ab[0]][ab[1]];
            }
            return ar;
        });
    }
}
