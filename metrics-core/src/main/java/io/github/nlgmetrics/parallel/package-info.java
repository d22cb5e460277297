/**
 * The one way segments are scored on several threads ({@code SegmentMap}): contiguous chunks, one
 * scorer each, rows in segment order.
 *
 * <p>Reference: none.
 *
 * <p>Dependencies: the root contract's {@code Parallelism} and the JDK.
 */
package io.github.nlgmetrics.parallel;
