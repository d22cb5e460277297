package io.github.nlgmetrics;

import java.util.List;

/**
 * Computes the sufficient statistics of one segment at a time, with the scratch state (n-gram
 * tables, token vocabularies, alignment buffers) of one thread. Obtained from
 * {@link Metric#newScorer()}; never shared between threads, reused across segments.
 */
@FunctionalInterface
public interface SegmentScorer {
    /**
     * The statistics row of one segment, in the metric's own layout.
     *
     * @param hypothesis the system output
     * @param references its references (a {@code null} entry is skipped where the reference does)
     */
    double[] stats(String hypothesis, List<String> references);
}
