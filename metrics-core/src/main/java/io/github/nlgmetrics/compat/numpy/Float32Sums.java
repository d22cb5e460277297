package io.github.nlgmetrics.compat.numpy;

/**
 * numpy's {@code float32} axis-0 sums of resampled statistics, as sacrebleu's significance tests
 * compute them ({@code stats[idx].sum(axis=0)} on a {@code float32} array): each column added from
 * its first row to its last in single precision.
 */
public final class Float32Sums {
    private Float32Sums() {
    }

    /** Row-major statistics as columns: {@code out[k][i] = stats[i * width + k]}. */
    public static float[][] columns(float[] stats, int width, int n) {
        float[][] out = new float[width][n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < width; k++) {
                out[k][i] = stats[i * width + k];
            }
        }
        return out;
    }

    /**
     * Column sums of {@code size} (1..4) consecutive resamples, resample j being the rows
     * {@code idx[from + j*n .. from + (j+1)*n)}: each column of each resample is accumulated in
     * float32 from its first row to its last, exactly numpy's axis-0 sum of {@code stats[idx]}.
     * The four resamples run as interleaved independent chains (a missing one repeats the first
     * and is dropped).
     */
    public static float[][] sumFloat32(float[][] columns, int[] idx, int from, int size, int n) {
        int width = columns.length;
        float[][] out = new float[size][width];
        int s0 = from;
        int s1 = size > 1 ? from + n : from;
        int s2 = size > 2 ? from + 2 * n : from;
        int s3 = size > 3 ? from + 3 * n : from;
        for (int k = 0; k < width; k++) {
            float[] col = columns[k];
            float a0 = col[idx[s0]];
            float a1 = col[idx[s1]];
            float a2 = col[idx[s2]];
            float a3 = col[idx[s3]];
            for (int i = 1; i < n; i++) {
                a0 += col[idx[s0 + i]];
                a1 += col[idx[s1 + i]];
                a2 += col[idx[s2 + i]];
                a3 += col[idx[s3 + i]];
            }
            out[0][k] = a0;
            if (size > 1) {
                out[1][k] = a1;
            }
            if (size > 2) {
                out[2][k] = a2;
            }
            if (size > 3) {
                out[3][k] = a3;
            }
        }
        return out;
    }

}
