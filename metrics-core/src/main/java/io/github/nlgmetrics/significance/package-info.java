/**
 * Bootstrap confidence intervals, paired bootstrap resampling and approximate randomization over
 * any additive metric's rows.
 *
 * <p>Reference: sacrebleu 2.6.0's {@code significance} module.
 *
 * <p>Dependencies: the root contract and {@code compat.numpy}.
 */
package io.github.nlgmetrics.significance;
