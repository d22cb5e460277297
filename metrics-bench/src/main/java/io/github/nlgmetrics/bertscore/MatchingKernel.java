package io.github.nlgmetrics.bertscore;

/**
 * Bench-only access to the package-private {@link Matching} (this class lives in {@code metrics-bench}, in its
 * package, and is in no published jar): BERTScore's greedy cosine matching of one pair, for
 * {@code BertScoreMatchingBench}.
 */
public final class MatchingKernel {
    private MatchingKernel() {
    }

    /**
     * Precision and recall of one pair into {@code out} ({@link Matching#match}, every row taking part, no
     * padding floor), the weights already divided by their sum.
     */
    public static void match(float[] h, int lh, float[] wh, float[] r, int lr, float[] wr, int dim, float[] colMax,
            float[] out) {
        Matching.match(h, 0, lh, wh, r, 0, lr, wr, dim, false, false, colMax, out);
    }

    /** {@code w / w.sum()} in float32 ({@link Matching#normalised}). */
    public static float[] normalised(float[] w) {
        return Matching.normalised(w);
    }
}
