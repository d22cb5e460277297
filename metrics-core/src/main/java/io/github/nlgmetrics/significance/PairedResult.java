package io.github.nlgmetrics.significance;

/**
 * One system's line of a paired test, as sacrebleu's {@code significance.Result}: the corpus
 * {@code score}; the {@code pValue} against the baseline (null for the baseline itself); the
 * bootstrap {@code mean} and {@code halfWidth} (see {@link ConfidenceEstimate}; both null when no
 * confidence estimate was requested, as in an approximate-randomization test without
 * {@code n_ar_confidence}).
 *
 * @param score the system's corpus score
 * @param pValue the p-value against the baseline, or null for the baseline
 * @param mean the mean of the resampled scores, or null
 * @param halfWidth half the width of the 95% percentile interval of the resamples, or null
 */
public record PairedResult(double score, Double pValue, Double mean, Double halfWidth) {
}
