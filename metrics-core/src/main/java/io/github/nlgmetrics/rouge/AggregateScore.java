package io.github.nlgmetrics.rouge;

/**
 * rouge-score's {@code AggregateScore}: the bootstrap percentiles of one type's mean scores.
 *
 * @param low the lower percentile ({@code (1 − ci)/2})
 * @param mid the median of the resampled means
 * @param high the upper percentile ({@code 1 − (1 − ci)/2})
 */
public record AggregateScore(RougeScore low, RougeScore mid, RougeScore high) {
}
