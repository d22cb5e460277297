/**
 * The n-gram kernels: n-grams of segment-local ids packed into one {@code long} in a per-thread
 * table cleared in O(used) ({@code PackedNgramTable}), counts for any order ({@code NgramCounts}).
 *
 * <p>Reference: none (a kernel).
 *
 * <p>Dependencies: the JDK only.
 */
package io.github.nlgmetrics.ngram;
