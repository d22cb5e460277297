/**
 * The contract every metric follows: {@link io.github.nlgmetrics.Metric} (per-segment statistics,
 * summed, turned into a {@link io.github.nlgmetrics.Score}),
 * {@link io.github.nlgmetrics.Signature}, {@link io.github.nlgmetrics.Parallelism}, the
 * accumulators, and the registry of profiles ({@link io.github.nlgmetrics.Profile},
 * {@link io.github.nlgmetrics.Profiles}, {@link io.github.nlgmetrics.Option},
 * {@link io.github.nlgmetrics.ProfileProvider}) with the quirks-as-data types
 * ({@link io.github.nlgmetrics.Quirk}, {@link io.github.nlgmetrics.BehaviourFamily}).
 *
 * <p>Reference: sacrebleu's own design (statistics, then a score; {@code k:v|k:v} signatures),
 * generalised to every reference.
 *
 * <p>Dependencies: {@code parallel} (how segments are scored on several threads) and
 * {@code compat.python} (Python's number formatting in scores); no metric family. Every other
 * package may use this one.
 */
package io.github.nlgmetrics;
