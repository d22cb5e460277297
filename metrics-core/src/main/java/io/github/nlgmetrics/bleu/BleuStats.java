package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.LongVector;

/**
 * BLEU's additive sufficient statistics: hypothesis length, (policy-chosen) reference length,
 * and per order n = 1..N the clipped n-gram matches and the hypothesis n-gram totals.
 *
 * <p>Corpus BLEU is a function of the sum of the segments' statistics, so statistics of
 * different files, threads or shards merge with {@link #plus(BleuStats)}.
 *
 * @param hypLen hypothesis tokens
 * @param refLen reference tokens (the length the policy picked for each segment, summed)
 * @param matches clipped matches; {@code matches[n-1]} for order n
 * @param totals hypothesis n-gram counts; {@code totals[n-1]} for order n
 */
public record BleuStats(long hypLen, long refLen, LongVector matches, LongVector totals) {
    public BleuStats {
        if (matches.length() != totals.length()) {
            throw new IllegalArgumentException("matches and totals must have one entry per order: "
                    + matches.length() + " != " + totals.length());
        }
    }

    /** The statistics of these arrays (copied). */
    public BleuStats(long hypLen, long refLen, long[] matches, long[] totals) {
        this(hypLen, refLen, LongVector.of(matches), LongVector.of(totals));
    }

    /** All-zero statistics for orders 1..{@code maxOrder}. */
    public static BleuStats zero(int maxOrder) {
        return new BleuStats(0, 0, new long[maxOrder], new long[maxOrder]);
    }

    /**
     * These statistics with every order's total raised to at least {@code min} — NLTK's and R
     * sacRebleu's per-segment {@code max(1, denominator)}, which makes an order a hypothesis is too
     * short for count as one n-gram with no match. Apply per segment, before summing.
     */
    public BleuStats withMinTotal(long min) {
        long[] t = totals.toArray();
        for (int i = 0; i < t.length; i++) {
            t[i] = Math.max(min, t[i]);
        }
        return new BleuStats(hypLen, refLen, matches, LongVector.of(t));
    }

    /** sacrebleu's statistics row: {@code [hyp_len, ref_len, correct_1..N, total_1..N]}. */
    public double[] toRow() {
        int order = matches.length();
        double[] row = new double[2 + 2 * order];
        row[0] = hypLen;
        row[1] = refLen;
        for (int n = 0; n < order; n++) {
            row[2 + n] = matches.get(n);
            row[2 + order + n] = totals.get(n);
        }
        return row;
    }

    /**
     * The statistics of a row in the {@link #toRow()} layout for orders 1..{@code maxOrder} (the
     * counts must be whole numbers); a row of another width is an error naming both widths.
     */
    public static BleuStats fromRow(double[] row, int maxOrder) {
        requireWidth(row.length, maxOrder);
        return fromRow(row);
    }

    /** Rejects a statistics row that is not {@code 2 + 2 * maxOrder} wide. */
    static void requireWidth(int width, int maxOrder) {
        if (width != 2 + 2 * maxOrder) {
            throw new IllegalArgumentException("BLEU statistics must have " + (2 + 2 * maxOrder)
                    + " columns for order " + maxOrder + ": got " + width);
        }
    }

    /** The statistics of a row in the {@link #toRow()} layout (the counts must be whole numbers). */
    public static BleuStats fromRow(double[] row) {
        if (row.length < 4 || row.length % 2 != 0) {
            throw new IllegalArgumentException("a BLEU statistics row has 2 + 2N columns: got " + row.length);
        }
        int order = (row.length - 2) / 2;
        long[] m = new long[order];
        long[] t = new long[order];
        for (int n = 0; n < order; n++) {
            m[n] = (long) row[2 + n];
            t[n] = (long) row[2 + order + n];
        }
        return new BleuStats((long) row[0], (long) row[1], m, t);
    }

    /** The highest order N. */
    public int maxOrder() {
        return matches.length();
    }

    /** The element-wise sum with {@code other} (same maximum order). */
    public BleuStats plus(BleuStats other) {
        if (other.maxOrder() != maxOrder()) {
            throw new IllegalArgumentException("cannot add statistics of different orders: "
                    + maxOrder() + " and " + other.maxOrder());
        }
        return new BleuStats(hypLen + other.hypLen, refLen + other.refLen, matches.plus(other.matches),
                totals.plus(other.totals));
    }
}
