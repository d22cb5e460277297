package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.compat.numpy.NumpyLegacyRandom;
import io.github.nlgmetrics.compat.numpy.NumpyStats;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * rouge-score 0.1.2's {@code scoring.BootstrapAggregator(confidence_interval, n_samples)}:
 * confidence intervals on the mean of per-segment scores.
 *
 * <p>For each type, in the order the types first appear, with {@code N} segment scores
 * (rows of precision, recall, fmeasure):
 * <pre>
 * repeat n_samples times:  idx = np.random.choice(np.arange(N), size=N);  means[i] = mean(rows[idx])
 * delta = (1 − ci) / 2,  q = 100 · [delta, 0.5, 1 − delta]
 * low, mid, high = np.percentile(means, q, axis=0)          (linear interpolation)
 * </pre>
 *
 * <p>With a seed the draws are those of numpy's legacy global generator after
 * {@code np.random.seed(seed)} ({@link NumpyLegacyRandom}); the stream runs on from one type to
 * the next, as in rouge-score, so the seed gives bit-for-bit rouge-score's result. Means and
 * percentiles follow numpy's operation order ({@link NumpyStats}). Without a seed the generator is
 * seeded from {@link SecureRandom} (rouge-score uses whatever state {@code np.random} is in).
 * Note: "mid" is the median of the bootstrap means, not the plain mean.
 *
 * <p>Immutable and thread-safe.
 */
public final class BootstrapAggregator {
    private final double confidenceInterval;
    private final int nSamples;
    private final Long seed;

    private BootstrapAggregator(double confidenceInterval, int nSamples, Long seed) {
        if (!(confidenceInterval >= 0 && confidenceInterval <= 1)) {
            throw new IllegalArgumentException("confidence_interval must be in range [0, 1]: " + confidenceInterval);
        }
        if (nSamples <= 0) {
            throw new IllegalArgumentException("n_samples must be positive: " + nSamples);
        }
        if (seed != null && (seed < 0 || seed > 0xFFFFFFFFL)) {
            throw new IllegalArgumentException("seed must be between 0 and 2**32 - 1: " + seed);
        }
        this.confidenceInterval = confidenceInterval;
        this.nSamples = nSamples;
        this.seed = seed;
    }

    /** rouge-score's defaults: {@code BootstrapAggregator(confidence_interval=0.95, n_samples=1000)}, unseeded. */
    public static BootstrapAggregator rougeScore() {
        return new BootstrapAggregator(0.95, 1000, null);
    }

    /** {@code BootstrapAggregator(confidence_interval, n_samples)}, unseeded. */
    public static BootstrapAggregator of(double confidenceInterval, int nSamples) {
        return new BootstrapAggregator(confidenceInterval, nSamples, null);
    }

    /** {@code confidence_interval}, in {@code [0, 1]}. */
    public BootstrapAggregator withConfidenceInterval(double value) {
        return new BootstrapAggregator(value, nSamples, seed);
    }

    /** {@code n_samples}, at least 1. */
    public BootstrapAggregator withNSamples(int value) {
        return new BootstrapAggregator(confidenceInterval, value, seed);
    }

    /** Draws as rouge-score does after {@code np.random.seed(seed)}, {@code 0 <= seed < 2^32}. */
    public BootstrapAggregator withSeed(long value) {
        return new BootstrapAggregator(confidenceInterval, nSamples, value);
    }

    public double confidenceInterval() {
        return confidenceInterval;
    }

    public int nSamples() {
        return nSamples;
    }

    public OptionalLong seed() {
        return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    /**
     * Aggregates per-segment results (one per segment, in order): {@code type → (low, mid, high)}.
     * Types are taken in order of first appearance; a segment may lack a type (rouge-score's
     * defaultdict), which then aggregates over the segments that have it. No segments: empty.
     */
    public Map<String, AggregateScore> aggregate(List<RougeResult> segments) {
        Map<String, List<RougeScore>> byType = new LinkedHashMap<>();
        for (RougeResult r : segments) {
            for (Map.Entry<String, RougeScore> e : r.scores().entrySet()) {
                byType.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue());
            }
        }
        NumpyLegacyRandom random = new NumpyLegacyRandom(
                seed != null ? seed : new SecureRandom().nextLong() & 0xFFFFFFFFL);
        Map<String, AggregateScore> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<RougeScore>> e : byType.entrySet()) {
            out.put(e.getKey(), resample(e.getValue(), random));
        }
        return out;
    }

    private AggregateScore resample(List<RougeScore> scores, NumpyLegacyRandom random) {
        int n = scores.size();
        double[][] matrix = new double[n][3];
        for (int i = 0; i < n; i++) {
            RougeScore s = scores.get(i);
            matrix[i][0] = s.precision();
            matrix[i][1] = s.recall();
            matrix[i][2] = s.fmeasure();
        }
        double[][] means = new double[3][nSamples];
        for (int i = 0; i < nSamples; i++) {
            int[] idx = random.choiceIndices(n, n);
            for (int m = 0; m < 3; m++) {
                means[m][i] = NumpyStats.meanOfRows(matrix, idx, m);
            }
        }
        double delta = (1 - confidenceInterval) / 2;
        double[] q = {100 * delta, 100 * 0.5, 100 * (1 - delta)};
        double[][] bounds = new double[3][3];
        for (int m = 0; m < 3; m++) {
            double[] sorted = means[m];
            java.util.Arrays.sort(sorted);
            for (int b = 0; b < 3; b++) {
                bounds[b][m] = NumpyStats.percentileOfSorted(sorted, q[b]);
            }
        }
        return new AggregateScore(
                new RougeScore(bounds[0][0], bounds[0][1], bounds[0][2]),
                new RougeScore(bounds[1][0], bounds[1][1], bounds[1][2]),
                new RougeScore(bounds[2][0], bounds[2][1], bounds[2][2]));
    }

    /** {@code bootstrap:ci=0.95,n=1000,seed=12345} (or {@code seed=none}). */
    public String signature() {
        return "bootstrap:ci=" + confidenceInterval + ",n=" + nSamples + ",seed=" + (seed == null ? "none" : seed);
    }
}
