package io.github.nlgmetrics;

/** Operations on statistics rows shared by every {@link Metric}. */
public final class Stats {
    private Stats() {
    }

    /** Column sums, each column added from the first row to the last (Python's {@code sum}). */
    public static double[] columnSums(double[][] rows) {
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

    /** Rejects a corpus whose hypothesis and reference lists differ in length, naming both. */
    public static void requireSameLength(int hypotheses, int references) {
        if (hypotheses != references) {
            throw new IllegalArgumentException("hypotheses and references differ in length: "
                    + hypotheses + " segments vs " + references);
        }
    }
}
