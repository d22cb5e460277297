package io.github.nlgmetrics.lcs;

import java.util.Arrays;

/**
 * Longest common subsequence kernels over int token sequences, shared by every LCS-based metric.
 *
 * <ul>
 *   <li>{@link #length(int[], int[])}: length only, bit-parallel (Allison–Dix / Hyyrö 2004):
 *       O(⌈m/64⌉ · n) word operations and O(σ · m/64) memory, for ROUGE-L where no alignment
 *       is needed.</li>
 *   <li>{@link #table(int[], int[])}: the full (m+1)×(n+1) dynamic-programming table.</li>
 *   <li>{@link #rows(int[], int[])}: the same table for the metrics that backtrack an alignment
 *       (rougeLsum's union LCS, ROUGE-1.5.5's ROUGE-L), read bottom-up in memory linear in the
 *       segment when it is large: every ⌈√(m+1)⌉-th row is kept and the rows between two of them
 *       are recomputed when the backtrack reaches them (at most one more pass over the table),
 *       so the backtrack sees exactly the cells of the full table. Each reference's own
 *       backtracking order lives with its profile, since tie-breaking differs.</li>
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
            nextRow(a[i - 1], b, t[i - 1], t[i]);
        }
        return t;
    }

    /** Row {@code i} of the table from row {@code i-1} ({@code ai = a[i-1]}). */
    private static void nextRow(int ai, int[] b, int[] prev, int[] row) {
        for (int j = 1; j <= b.length; j++) {
            row[j] = ai == b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], row[j - 1]);
        }
    }

    /** The table of {@code a} and {@code b} as rows for a bottom-up backtrack ({@link Rows}). */
    public static Rows rows(int[] a, int[] b) {
        return new Rows(a, b);
    }

    /**
     * The LCS table of {@code a} (rows) and {@code b} (columns) for a backtrack that moves from row
     * {@code m} towards row 0: {@link #row(int)} is cheap when rows are asked in non-increasing
     * order (as every backtrack does). Up to 2^22 cells it is the full table; beyond, every
     * {@code step}-th row ({@code step = ⌈√(m+1)⌉}) is kept and one block of rows between two kept
     * rows is recomputed at a time: O(√m · n) memory, at most twice the work of the full table.
     * Not thread-safe.
     */
    public static final class Rows {
        private static final long FULL_CELLS = 1L << 22;
        private final int[] a;
        private final int[] b;
        private final int[][] full;
        private final int step;
        private final int[][] kept;
        private final int[][] block;
        private int blockBase = -1;

        private Rows(int[] a, int[] b) {
            this.a = a;
            this.b = b;
            int m = a.length;
            int n = b.length;
            if ((long) (m + 1) * (n + 1) <= FULL_CELLS) {
                full = table(a, b);
                step = 0;
                kept = null;
                block = null;
                return;
            }
            full = null;
            step = Math.max(2, (int) Math.ceil(Math.sqrt(m + 1.0)));
            kept = new int[m / step + 1][];
            block = new int[step][];
            int[] prev = new int[n + 1];
            int[] cur = new int[n + 1];
            kept[0] = prev.clone();
            for (int i = 1; i <= m; i++) {
                nextRow(a[i - 1], b, prev, cur);
                if (i % step == 0) {
                    kept[i / step] = cur.clone();
                }
                int[] t = prev;
                prev = cur;
                cur = t;
            }
        }

        /** Row {@code i}: {@code row(i)[j]} is the LCS length of {@code a[0..i)} and {@code b[0..j)}. Do not modify. */
        public int[] row(int i) {
            if (full != null) {
                return full[i];
            }
            int r = i % step;
            if (r == 0) {
                return kept[i / step];
            }
            int base = i - r;
            if (base != blockBase) {
                int[] prev = kept[base / step];
                int last = Math.min(step - 1, a.length - base);
                for (int k = 1; k <= last; k++) {
                    if (block[k] == null) {
                        block[k] = new int[b.length + 1];
                    }
                    nextRow(a[base + k - 1], b, prev, block[k]);
                    prev = block[k];
                }
                blockBase = base;
            }
            return block[r];
        }
    }
}
