/**
 * Bootstrap confidence intervals, paired bootstrap resampling and approximate randomization over
 * the rows of any metric that can be resampled ({@code Metric.resampling()}: an additive metric's
 * statistics, or the segment scores of a metric whose corpus score is their mean).
 *
 * <p>Reference: sacrebleu 2.6.0's {@code significance} module.
 *
 * <p>Dependencies: the root contract and {@code compat.numpy}.
 */
package io.github.nlgmetrics.significance;
