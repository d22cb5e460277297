package io.github.nlgmetrics.compat.torch;

/**
 * The {@code float32} arithmetic of torch's CPU kernels that torchmetrics' text metrics depend
 * on, with torch's order of operations (torch 1.13's {@code aten/src/ATen/native/cpu/SumKernel.cpp}).
 *
 * <ul>
 *   <li>{@link #sum}: {@code torch.sum} / {@code Tensor.sum()} of a contiguous 1-D {@code float32}
 *       tensor — a cascade sum accumulated in {@code float32}. Fewer values than one vector
 *       register holds ({@link #VECTOR_LANES}) take the scalar path: four interleaved partial sums
 *       over the rows of a {@code (-1, 4)} view, the leftover values added to the first, then
 *       {@code ((p0 + p1) + p2) + p3}. Longer inputs are summed lane-wise in vectors the same way
 *       (four interleaved vector accumulators), the scalar tail added first and then every lane in
 *       order. Long rows fold their partial sums through torch's four-level cascade.</li>
 *   <li>{@link #mean}: {@code Tensor.mean()} on the CPU is {@code sum(...).div_(n)}: the cascade sum
 *       above divided by {@code n} in {@code float32}; the mean of nothing is NaN.</li>
 *   <li>{@link #log} and {@link #exp}: the correctly rounded {@code float} of the double result;
 *       torch calls glibc's {@code logf}/{@code expf} (under 1 ULP from exact), so results may
 *       differ from torch's in the last bit — the golden rows allow 4 ULPs for that.</li>
 * </ul>
 *
 * <p>The vectorised path assumes 8 {@code float} lanes (torch's {@code DEFAULT} and {@code AVX2}
 * kernels); on an AVX-512 build torch uses 16 lanes, so sums of 8 or more values may differ from
 * such a run in the last bits. Inputs of fewer than 8 values are exact on every build.
 */
public final class TorchFloat32 {
    /** {@code Vectorized<float>::size()} of torch's DEFAULT and AVX2 CPU kernels. */
    public static final int VECTOR_LANES = 8;
    private static final int ILP = 4;
    private static final int LEVELS = 4;

    private TorchFloat32() {
    }

    /** {@code torch.sum} of {@code x[0, n)} as a {@code float32} tensor, in torch's order. */
    public static float sum(float[] x, int n) {
        if (n < VECTOR_LANES) {
            return rowSumScalar(x, 0, 1, n);
        }
        int vectors = n / VECTOR_LANES;
        float[] lanes = new float[VECTOR_LANES];
        for (int lane = 0; lane < VECTOR_LANES; lane++) {
            // Lane `lane` of vector v is x[v * LANES + lane]: a strided row sum per lane.
            lanes[lane] = rowSumScalar(x, lane, VECTOR_LANES, vectors);
        }
        float acc = 0f;
        for (int k = vectors * VECTOR_LANES; k < n; k++) {
            acc += x[k];
        }
        for (float lane : lanes) {
            acc += lane;
        }
        return acc;
    }

    /** {@link #sum} of the whole array. */
    public static float sum(float[] x) {
        return sum(x, x.length);
    }

    /** {@code Tensor.mean()} of {@code x[0, n)}: {@code sum / n} in {@code float32}; NaN when empty. */
    public static float mean(float[] x, int n) {
        if (n == 0) {
            return Float.NaN;
        }
        return sum(x, n) / (float) n;
    }

    /** {@link #mean} of the whole array. */
    public static float mean(float[] x) {
        return mean(x, x.length);
    }

    /** {@code torch.log} of a {@code float32} value. */
    public static float log(float x) {
        return (float) Math.log(x);
    }

    /** {@code torch.exp} of a {@code float32} value. */
    public static float exp(float x) {
        return (float) Math.exp(x);
    }

    /**
     * torch's {@code row_sum} of {@code size} values {@code x[from + i * stride]}: four
     * interleaved partial sums ({@code multi_row_sum}) over the first {@code size / 4 * 4}
     * values, the rest added to the first partial sum, then the partial sums added in order.
     */
    private static float rowSumScalar(float[] x, int from, int stride, int size) {
        int rows = size / ILP;
        float[] partial = multiRowSum(x, from, stride, rows);
        for (int i = rows * ILP; i < size; i++) {
            partial[0] += x[from + i * stride];
        }
        for (int k = 1; k < ILP; k++) {
            partial[0] += partial[k];
        }
        return partial[0];
    }

    /**
     * torch's {@code multi_row_sum<acc, 4>}: {@code rows} rows of 4 values, each column
     * accumulated through a cascade of {@value #LEVELS} levels whose step is
     * {@code 2^max(4, ceil(log2(rows)) / 4)} rows.
     */
    private static float[] multiRowSum(float[] x, int from, int stride, int rows) {
        int levelPower = Math.max(4, ceilLog2(rows) / LEVELS);
        int levelStep = 1 << levelPower;
        int levelMask = levelStep - 1;
        float[][] acc = new float[LEVELS][ILP];
        int i = 0;
        while (i + levelStep <= rows) {
            for (int j = 0; j < levelStep; j++, i++) {
                int base = from + i * ILP * stride;
                for (int k = 0; k < ILP; k++) {
                    acc[0][k] += x[base + k * stride];
                }
            }
            for (int j = 1; j < LEVELS; j++) {
                for (int k = 0; k < ILP; k++) {
                    acc[j][k] += acc[j - 1][k];
                    acc[j - 1][k] = 0f;
                }
                int mask = levelMask << (j * levelPower);
                if ((i & mask) != 0) {
                    break;
                }
            }
        }
        for (; i < rows; i++) {
            int base = from + i * ILP * stride;
            for (int k = 0; k < ILP; k++) {
                acc[0][k] += x[base + k * stride];
            }
        }
        for (int j = 1; j < LEVELS; j++) {
            for (int k = 0; k < ILP; k++) {
                acc[0][k] += acc[j][k];
            }
        }
        return acc[0];
    }

    /** {@code c10::utils::CeilLog2}: 0 for 0 and 1, else the bits needed for {@code x - 1}. */
    private static int ceilLog2(long x) {
        if (x <= 2) {
            return (int) Math.max(0, x - 1);
        }
        return 64 - Long.numberOfLeadingZeros(x - 1);
    }

    /**
     * Column sums of statistics rows as torchmetrics accumulates its {@code float32} state tensors
     * ({@code total += segment_value} once per segment, in segment order): each column added from
     * the first row to the last in {@code float32}, starting from {@code 0}. {@code width} is the
     * row width when there are no rows.
     */
    public static float[] columnSums(double[][] rows, int width) {
        io.github.nlgmetrics.Stats.requireRows(rows);
        float[] sums = new float[rows.length == 0 ? width : rows[0].length];
        for (double[] row : rows) {
            if (row.length != sums.length) {
                throw new IllegalArgumentException("segment statistics rows differ in width: " + sums.length + " vs "
                        + row.length);
            }
            for (int k = 0; k < sums.length; k++) {
                sums[k] += (float) row[k];
            }
        }
        return sums;
    }
}
