package io.github.nlgmetrics.significance;

/**
 * A corpus score with its bootstrap estimate: {@code mean} of the resampled scores and
 * {@code ci}, the half-width of the 95% interval (sacrebleu's {@code confidence_var}).
 */
public record ConfidenceEstimate(double score, double mean, double ci) {
}
