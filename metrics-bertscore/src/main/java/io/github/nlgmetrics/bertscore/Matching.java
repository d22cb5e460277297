package io.github.nlgmetrics.bertscore;

/**
 * Greedy cosine matching of two sentences' L2-normalised token embeddings, idf-weighted, in
 * float32 as torch computes it: {@code sim = hyp @ ref^T}; precision is the weighted sum of each
 * candidate token's best similarity, recall the same from the reference side,
 * {@code F = 2 P R / (P + R)}. The similarity matrix is never stored: one pass keeps the row maxima
 * and the column maxima (a caller-owned buffer, so a pair allocates nothing).
 *
 * <p>{@code floorP}/{@code floorR} add a 0 to the maxima: bert_score pads the references (candidates)
 * of a matching batch to the batch's longest and masks the padding to similarity 0, so a candidate
 * token whose every similarity is negative gets 0 when its reference is shorter than the longest of
 * its batch; torchmetrics always has such zeros ([CLS], [SEP] and the padding to {@code max_length}
 * are zero vectors in its matrix).
 */
final class Matching {
    private Matching() {
    }

    /**
     * Precision and recall of one pair: {@code out[0] = sum_i w_h[i] max_j sim[i][j]},
     * {@code out[1] = sum_j w_r[j] max_i sim[i][j]}; the weights are already divided by their sum.
     *
     * @param h candidate embeddings, {@code [lh][dim]} row-major; rows {@code hFrom..hTo-1} take part
     * @param r reference embeddings, {@code [lr][dim]}; rows {@code rFrom..rTo-1} take part
     * @param colMax scratch of at least {@code lr} floats
     */
    static void match(float[] h, int hFrom, int hTo, float[] wh, float[] r, int rFrom, int rTo, float[] wr, int dim,
            boolean floorP, boolean floorR, float[] colMax, float[] out) {
        float init = Float.NEGATIVE_INFINITY;
        for (int j = rFrom; j < rTo; j++) {
            colMax[j] = floorR ? 0f : init;
        }
        float p = 0f;
        for (int i = hFrom; i < hTo; i++) {
            int hi = i * dim;
            float rowMax = floorP ? 0f : init;
            for (int j = rFrom; j < rTo; j++) {
                float s = dot(h, hi, r, j * dim, dim);
                if (s > rowMax) {
                    rowMax = s;
                }
                if (s > colMax[j]) {
                    colMax[j] = s;
                }
            }
            p += rowMax * wh[i];
        }
        float rec = 0f;
        for (int j = rFrom; j < rTo; j++) {
            rec += colMax[j] * wr[j];
        }
        out[0] = p;
        out[1] = rec;
    }

    /** A float32 dot product (four partial sums, as a vectorised GEMM kernel accumulates). */
    static float dot(float[] a, int ao, float[] b, int bo, int n) {
        float s0 = 0f;
        float s1 = 0f;
        float s2 = 0f;
        float s3 = 0f;
        int k = 0;
        for (; k + 3 < n; k += 4) {
            s0 += a[ao + k] * b[bo + k];
            s1 += a[ao + k + 1] * b[bo + k + 1];
            s2 += a[ao + k + 2] * b[bo + k + 2];
            s3 += a[ao + k + 3] * b[bo + k + 3];
        }
        for (; k < n; k++) {
            s0 += a[ao + k] * b[bo + k];
        }
        return (s0 + s1) + (s2 + s3);
    }

    /** {@code w / w.sum()} in float32 (NaN everywhere when the sum is 0, as torch divides). */
    static float[] normalised(float[] w) {
        float sum = 0f;
        for (float x : w) {
            sum += x;
        }
        float[] out = new float[w.length];
        for (int i = 0; i < w.length; i++) {
            out[i] = w[i] / sum;
        }
        return out;
    }

    /** {@code 2 * P * R / (P + R)} in float32, NaN replaced by 0 ({@code masked_fill(isnan(F), 0)}). */
    static float f1(float p, float r) {
        float f = 2f * p * r / (p + r);
        return Float.isNaN(f) ? 0f : f;
    }
}
