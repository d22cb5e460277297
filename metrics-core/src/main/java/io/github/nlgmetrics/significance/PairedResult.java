package io.github.nlgmetrics.significance;

/**
 * One system's line of a paired test, as sacrebleu's {@code significance.Result}: the corpus
 * {@code score}; the {@code pValue} against the baseline (null for the baseline itself); the
 * bootstrap {@code mean} and 95% half-width {@code ci} (null when no confidence estimate was
 * requested, as in an approximate-randomization test without {@code n_ar_confidence}).
 */
public record PairedResult(double score, Double pValue, Double mean, Double ci) {
}
