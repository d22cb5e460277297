package io.github.nlgmetrics;

import java.util.Objects;

/** Operations on statistics rows shared by every {@link Metric}. */
public final class Stats {
    private Stats() {
    }

    /** Column sums, each column added from the first row to the last (Python's {@code sum}). */
    public static double[] columnSums(double[][] rows) {
        requireRows(rows);
        if (rows.length == 0) {
            throw new IllegalArgumentException("no segment statistics to sum (empty corpus)");
        }
        double[] sums = new double[rows[0].length];
        for (double[] row : rows) {
            if (row.length != sums.length) {
                throw new IllegalArgumentException("segment statistics rows differ in width: "
                        + sums.length + " vs " + row.length);
            }
            for (int k = 0; k < sums.length; k++) {
                sums[k] += row[k];
            }
        }
        return sums;
    }

    /** {@code a + b}, element-wise, into a new array (merging shards). */
    public static double[] plus(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("cannot add statistics of widths " + a.length + " and " + b.length);
        }
        double[] out = a.clone();
        for (int k = 0; k < out.length; k++) {
            out[k] += b[k];
        }
        return out;
    }

    /**
     * Rejects summed statistics that no corpus can produce, before a metric scores them: a
     * {@code null} array ({@code NullPointerException("summedStats")}), a width other than
     * {@code width} (unless {@code width} is negative: checked by the caller), or an entry that
     * is NaN, infinite or negative. Every metric's rows hold counts, lengths and sums of
     * non-negative segment scores, so such an entry is a caller's bug; the message names the
     * metric, the index and the value.
     *
     * @return {@code summed}
     */
    public static double[] requireStatistics(String metric, double[] summed, int width) {
        Objects.requireNonNull(summed, "summedStats");
        if (width >= 0 && summed.length != width) {
            throw new IllegalArgumentException(metric + " statistics have " + width + " columns: got " + summed.length);
        }
        for (int k = 0; k < summed.length; k++) {
            double v = summed[k];
            if (!(v >= 0) || v == Double.POSITIVE_INFINITY) {
                throw new IllegalArgumentException(metric + " statistics[" + k + "] is " + v
                        + ": summed statistics are counts and sums, finite and never negative");
            }
        }
        return summed;
    }

    /**
     * The {@code nrefs} of a signature: at least 1, or -1 when the number of references varies
     * across segments.
     */
    public static int requireNrefs(int nrefs) {
        if (nrefs < 1 && nrefs != -1) {
            throw new IllegalArgumentException("nrefs must be at least 1, or -1 when it varies: got " + nrefs);
        }
        return nrefs;
    }

    /**
     * Rejects a {@code null} array of segment rows ({@code NullPointerException("segmentStats")})
     * or a {@code null} row in it ({@code IllegalArgumentException} naming its index).
     *
     * @return {@code rows}
     */
    public static double[][] requireRows(double[][] rows) {
        Objects.requireNonNull(rows, "segmentStats");
        for (int i = 0; i < rows.length; i++) {
            if (rows[i] == null) {
                throw new IllegalArgumentException("segmentStats[" + i + "] is null");
            }
        }
        return rows;
    }

    /** Rejects a corpus whose hypothesis and reference lists differ in length, naming both. */
    public static void requireSameLength(int hypotheses, int references) {
        if (hypotheses != references) {
            throw new IllegalArgumentException("hypotheses and references differ in length: "
                    + hypotheses + " segments vs " + references);
        }
    }
}
