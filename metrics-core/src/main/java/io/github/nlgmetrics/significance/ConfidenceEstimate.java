package io.github.nlgmetrics.significance;

/**
 * A corpus score with its bootstrap estimate, as sacrebleu reports it ({@code μ = mean ± halfWidth}):
 * the {@code mean} of the resampled scores and {@code halfWidth}, half the distance between the
 * resamples at the 2.5th and the 97.5th percentile ({@code (s[hi] − s[lo]) / 2} over the sorted
 * scores; sacrebleu's {@code _ci}). The mean need not lie midway between those two resamples, so
 * {@code mean ± halfWidth} is how sacrebleu prints the estimate, not the percentile interval itself.
 *
 * @param score the corpus score of the full data
 * @param mean the mean of the bootstrap resamples' scores
 * @param halfWidth half the width of the 95% percentile interval of the resamples
 */
public record ConfidenceEstimate(double score, double mean, double halfWidth) {
}
