package io.github.nlgmetrics.significance;

import java.util.List;

/**
 * A corpus-level metric whose score is a function of the column sums of per-segment sufficient
 * statistics (BLEU, chrF, TER in sacrebleu; any metric averaged over segments, with a count column).
 *
 * <p>This is the contract the significance engine (bootstrap confidence intervals, paired
 * bootstrap, approximate randomization) resamples: it never sees text, only rows of numbers.
 */
public interface CorpusMetric {
    /** The name printed with scores ({@code BLEU}, {@code chrF2}, {@code TER}). */
    String name();

    /** One row of sufficient statistics per segment, in the reference's own layout. */
    double[][] segmentStats(List<String> hypotheses, List<? extends List<String>> references);

    /** The corpus score from the column sums of (a sample of) segment statistics. */
    double score(double[] summedStats);

    /** Whether higher scores are better (false for error rates such as TER). */
    default boolean higherIsBetter() {
        return true;
    }

    /** The signature recording every option that changes the number. */
    String signature(int nrefs);

    /**
     * The corpus score of all segments, as the reference aggregates them before scoring
     * (sacrebleu's {@code _aggregate_and_compute}: column sums added left to right in double
     * precision, then {@link #score}). Override when the reference sums differently.
     */
    default double scoreOfSegments(double[][] segmentStats) {
        return score(columnSums(segmentStats));
    }

    /**
     * The score of a bootstrap resample whose column sums were accumulated in single precision
     * (sacrebleu converts the statistics to numpy {@code float32} before resampling).
     *
     * <p>The default widens the sums to double and calls {@link #score}: that is what numpy 1.x
     * does as soon as a {@code float32} scalar meets a Python float or int. A metric whose
     * score divides or multiplies two {@code float32} sums with each other (where numpy stays in
     * single precision) overrides this to round those steps to {@code float} too.
     */
    default double scoreSinglePrecision(float[] summedStats) {
        double[] wide = new double[summedStats.length];
        for (int i = 0; i < wide.length; i++) {
            wide[i] = summedStats[i];
        }
        return score(wide);
    }

    /**
     * The score of an approximate-randomization trial's summed statistics (sacrebleu computes them
     * with a matrix product in {@code int64} or {@code float64} and scores the row in place). The
     * default is {@link #score}; a metric overrides it when writing into that row rounds.
     */
    default double scoreOfTrial(double[] summedStats) {
        return score(summedStats);
    }

    /** Column sums of segment statistics, each column added from the first row to the last. */
    static double[] columnSums(double[][] segmentStats) {
        if (segmentStats.length == 0) {
            throw new IllegalArgumentException("no segment statistics to sum (empty corpus)");
        }
        double[] sums = new double[segmentStats[0].length];
        for (double[] row : segmentStats) {
            if (row.length != sums.length) {
                throw new IllegalArgumentException("segment statistics rows differ in width: "
                        + sums.length + " vs " + row.length);
            }
            for (int k = 0; k < sums.length; k++) {
                sums[k] += row[k];
            }
        }
        return sums;
    }
}
