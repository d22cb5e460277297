package io.github.nlgmetrics.lcs;

import java.util.Arrays;

/**
 * Longest common subsequence kernels over int token sequences, shared by every LCS-based metric
 * (rouge-score's rougeL and rougeLsum, ROUGE-1.5.5's ROUGE-L, pycocoevalcap's ROUGE_L).
 *
 * <ul>
 *   <li>{@link #length(int[], int[])}: length only, bit-parallel ({@link LcsKernel}):
 *       O(⌈m/64⌉ · n) word operations, memory linear in the sequences.</li>
 *   <li>{@link #indices(int[], int[])}: one LCS read out by the backtrack rouge-score and
 *       ROUGE-1.5.5 share (diagonal on a match, else left only when strictly better, ties up),
 *       from bit-parallel column vectors recomputed divide-and-conquer: memory linear in the
 *       sequences, no (m+1)×(n+1) table ({@link LcsKernel#backtrack}).</li>
 * </ul>
 * ROUGE-1.5.5's ROUGE-L and ROUGE-W read-outs use {@link WeightedLcs} (ROUGE-L as weights
 * {@code f(k) = k}), also in linear memory.
 * The static forms allocate a kernel per call; a per-thread {@link LcsKernel} reuses its scratch.
 * They accept any ints (tokens outside the kernel's range are renumbered first).
 */
public final class Lcs {
    private Lcs() {
    }

    /** Length of a longest common subsequence of {@code a} and {@code b}. */
    public static int length(int[] a, int[] b) {
        if (!inKernelRange(a) || !inKernelRange(b)) {
            int[][] dense = dense(a, b);
            a = dense[0];
            b = dense[1];
        }
        return new LcsKernel().length(a, b);
    }

    /**
     * The ascending positions in {@code a} of the LCS of {@code a} (rows) and {@code b} (columns)
     * that rouge-score's {@code lcs_ind(a, b)} and ROUGE-1.5.5's LCS backtrack read out.
     */
    public static int[] indices(int[] a, int[] b) {
        if (!inKernelRange(a) || !inKernelRange(b)) {
            int[][] dense = dense(a, b);
            a = dense[0];
            b = dense[1];
        }
        int[] out = new int[Math.min(a.length, b.length)];
        int n = new LcsKernel().backtrack(a, 0, a.length, b, 0, b.length, out);
        int[] asc = new int[n];
        for (int k = 0; k < n; k++) {
            asc[k] = out[n - 1 - k];
        }
        return asc;
    }

    private static boolean inKernelRange(int[] s) {
        for (int t : s) {
            if (t < 0 || t > LcsKernel.MAX_TOKEN) {
                return false;
            }
        }
        return true;
    }

    /** {@code a} and {@code b} renumbered to ranks among their distinct values (equality kept). */
    private static int[][] dense(int[] a, int[] b) {
        int[] all = new int[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        int[] sorted = all.clone();
        Arrays.sort(sorted);
        int k = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[k - 1]) {
                sorted[k++] = sorted[i];
            }
        }
        int[] ra = new int[a.length];
        int[] rb = new int[b.length];
        for (int i = 0; i < a.length; i++) {
            ra[i] = Arrays.binarySearch(sorted, 0, k, a[i]);
        }
        for (int i = 0; i < b.length; i++) {
            rb[i] = Arrays.binarySearch(sorted, 0, k, b[i]);
        }
        return new int[][] {ra, rb};
    }
}
