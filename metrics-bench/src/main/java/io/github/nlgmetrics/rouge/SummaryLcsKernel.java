package io.github.nlgmetrics.rouge;

/**
 * Bench-only access to the package-private {@link SummaryLcs} (this class lives in
 * {@code metrics-bench}, in its package, and is in no published jar): rougeLsum's union LCS, for
 * {@code LcsBench.unionLcs}.
 */
public final class SummaryLcsKernel {
    private SummaryLcsKernel() {
    }

    /** The number of reference positions in the union of its LCS with each candidate sentence. */
    public static int unionLcsLength(int[] ref, int[][] candidates) {
        return SummaryLcs.unionLcsLength(ref, candidates);
    }
}
