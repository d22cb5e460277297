package io.github.nlgmetrics.compat.numpy;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * The floating-point reductions of numpy and Python that the significance outputs depend on,
 * with their exact order of operations.
 */
public final class NumpyMath {
    private static final int BLOCK = 128;

    private NumpyMath() {
    }

    /**
     * {@code np.sum} of a contiguous float64 vector: numpy's pairwise summation — fewer than 8
     * values are added in order; up to 128 with eight interleaved accumulators combined as
     * {@code ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7))} plus the remainder in order; longer vectors
     * are split at {@code n/2} rounded down to a multiple of 8 and the halves added.
     */
    public static double pairwiseSum(double[] a, int from, int n) {
        if (n < 8) {
            double res = 0.0;
            for (int i = 0; i < n; i++) {
                res += a[from + i];
            }
            return res;
        }
        if (n <= BLOCK) {
            double r0 = a[from];
            double r1 = a[from + 1];
            double r2 = a[from + 2];
            double r3 = a[from + 3];
            double r4 = a[from + 4];
            double r5 = a[from + 5];
            double r6 = a[from + 6];
            double r7 = a[from + 7];
            int i;
            for (i = 8; i < n - (n % 8); i += 8) {
                int p = from + i;
                r0 += a[p];
                r1 += a[p + 1];
                r2 += a[p + 2];
                r3 += a[p + 3];
                r4 += a[p + 4];
                r5 += a[p + 5];
                r6 += a[p + 6];
                r7 += a[p + 7];
            }
            double res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7));
            for (; i < n; i++) {
                res += a[from + i];
            }
            return res;
        }
        int n2 = n / 2;
        n2 -= n2 % 8;
        return pairwiseSum(a, from, n2) + pairwiseSum(a, from + n2, n - n2);
    }

    /** {@code np.mean} of a float64 vector: the pairwise sum divided by the count. */
    public static double mean(double[] a) {
        return pairwiseSum(a, 0, a.length) / a.length;
    }

    /**
     * Python's {@code statistics.mean} of floats: the exact sum of the values divided by their
     * count, rounded once to the nearest double.
     */
    public static double exactMean(double[] a) {
        BigDecimal sum = BigDecimal.ZERO;
        for (double v : a) {
            sum = sum.add(new BigDecimal(v));
        }
        return sum.divide(BigDecimal.valueOf(a.length), new MathContext(80)).doubleValue();
    }
}
