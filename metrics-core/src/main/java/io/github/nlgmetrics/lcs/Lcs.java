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
 *   <li>{@link #rows(int[], int[])}: the int table's rows for a bottom-up backtrack (ROUGE-1.5.5's
 *       ROUGE-L read-out today; {@link #indices} reads out the same positions, since the script
 *       breaks ties the same way, in linear memory), O(√m · n) memory when it is large.</li>
 * </ul>
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

    /** The full int table, {@code t[i][j]} the LCS length of {@code a[0..i)} and {@code b[0..j)} (small inputs only). */
    private static int[][] fullTable(int[] a, int[] b) {
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
                full = fullTable(a, b);
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
