package io.github.nlgmetrics.lcs;

import java.util.Arrays;

/**
 * Longest common subsequence kernels over int token sequences, shared by every LCS-based metric.
 *
 * <ul>
 *   <li>{@link #length(int[], int[])}: length only, bit-parallel (Allison–Dix / Hyyrö 2004):
 *       O(⌈m/64⌉ · n) word operations and O(σ · m/64) memory, for ROUGE-L where no alignment
 *       is needed.</li>
 *   <li>{@link #table(int[], int[])}: the full (m+1)×(n+1) dynamic-programming table, for the
 *       metrics that backtrack an alignment (rougeLsum's union LCS, ROUGE-1.5.5). Each
 *       reference's own backtracking order lives with its profile, since tie-breaking differs.</li>
 * </ul>
 */
public final class Lcs {
    private Lcs() {
    }

    /** Length of a longest common subsequence of {@code a} and {@code b}. */
    public static int length(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return 0;
        }
        // Bit vectors run over the shorter sequence.
        if (a.length > b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int m = a.length;
        int words = (m + 63) >>> 6;
        // Match masks for each distinct symbol of a; b's symbols are looked up by binary search.
        int[] symbols = distinctSorted(a);
        long[][] masks = new long[symbols.length][words];
        for (int i = 0; i < m; i++) {
            int s = Arrays.binarySearch(symbols, a[i]);
            masks[s][i >>> 6] |= 1L << (i & 63);
        }
        long[] v = new long[words];
        Arrays.fill(v, -1L);
        for (int token : b) {
            int s = Arrays.binarySearch(symbols, token);
            if (s < 0) {
                continue;
            }
            long[] mask = masks[s];
            long carry = 0;
            for (int w = 0; w < words; w++) {
                long vw = v[w];
                long u = vw & mask[w];
                // v' = (v + u) | (v - u), with the addition's carry propagated across words.
                long sum = vw + u + carry;
                carry = Long.compareUnsigned(sum, vw) < 0 || (carry == 1 && sum == vw) ? 1 : 0;
                v[w] = sum | (vw - u);
            }
        }
        int zeros = 0;
        for (int w = 0; w < words; w++) {
            long vw = v[w];
            if (w == words - 1 && (m & 63) != 0) {
                vw |= -1L << (m & 63);
            }
            zeros += Long.bitCount(~vw);
        }
        return zeros;
    }

    /** The distinct values of {@code a}, ascending (no boxing: this runs once per LCS call). */
    private static int[] distinctSorted(int[] a) {
        int[] s = a.clone();
        Arrays.sort(s);
        int k = 0;
        for (int i = 0; i < s.length; i++) {
            if (i == 0 || s[i] != s[k - 1]) {
                s[k++] = s[i];
            }
        }
        return k == s.length ? s : Arrays.copyOf(s, k);
    }

    /**
     * The LCS dynamic-programming table: {@code t[i][j]} is the LCS length of {@code a[0..i)} and
     * {@code b[0..j)}.
     */
    public static int[][] table(int[] a, int[] b) {
        int m = a.length;
        int n = b.length;
        int[][] t = new int[m + 1][n + 1];
        for (int i = 1; i <= m; i++) {
            int ai = a[i - 1];
            int[] prev = t[i - 1];
            int[] row = t[i];
            for (int j = 1; j <= n; j++) {
                row[j] = ai == b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], row[j - 1]);
            }
        }
        return t;
    }
}
