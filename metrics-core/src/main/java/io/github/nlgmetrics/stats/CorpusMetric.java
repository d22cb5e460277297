package io.github.nlgmetrics.stats;

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
}
