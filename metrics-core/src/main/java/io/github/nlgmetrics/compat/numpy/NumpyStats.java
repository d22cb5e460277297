package io.github.nlgmetrics.compat.numpy;

import java.util.Arrays;

/**
 * numpy's reductions where their floating-point operation order shows in the last bits.
 *
 * <ul>
 *   <li>{@link #meanOfRows}: {@code np.mean(matrix[idx, :], axis=0)}: for a C-ordered
 *       (rows × measures) matrix numpy adds whole rows in order (no pairwise summation across
 *       rows), then divides by the row count.</li>
 *   <li>{@link #percentile}: {@code np.percentile(x, q)} with the default {@code method="linear"}:
 *       {@code v = (n − 1) · (q / 100)}, {@code i = ⌊v⌋}, {@code t = v − i}, then numpy's
 *       {@code _lerp}: {@code a + (b − a)·t} for {@code t < 0.5}, {@code b − (b − a)·(1 − t)}
 *       otherwise, over the sorted values {@code a = x[i]}, {@code b = x[min(i + 1, n − 1)]}.</li>
 * </ul>
 */
public final class NumpyStats {
    private NumpyStats() {
    }

    /**
     * Mean of column {@code column} over the rows {@code rows[0..]} of {@code matrix}, summed in
     * row order then divided by the number of rows.
     */
    public static double meanOfRows(double[][] matrix, int[] rows, int column) {
        double acc = 0.0;
        for (int r : rows) {
            acc += matrix[r][column];
        }
        return acc / rows.length;
    }

    /** {@code np.percentile(values, q)} (linear method); {@code values} is not modified. */
    public static double percentile(double[] values, double q) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return percentileOfSorted(sorted, q);
    }

    /** {@link #percentile} of values already sorted ascending. */
    public static double percentileOfSorted(double[] sorted, double q) {
        int n = sorted.length;
        if (n == 0) {
            throw new IllegalArgumentException("percentile of an empty array");
        }
        if (!(q >= 0 && q <= 100)) {
            throw new IllegalArgumentException("Percentiles must be in the range [0, 100]: " + q);
        }
        double virtual = (n - 1) * (q / 100);
        double below = Math.floor(virtual);
        int i = (int) below;
        double t = virtual - below;
        double a = sorted[Math.min(i, n - 1)];
        double b = sorted[Math.min(i + 1, n - 1)];
        double diff = b - a;
        return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
    }
}
