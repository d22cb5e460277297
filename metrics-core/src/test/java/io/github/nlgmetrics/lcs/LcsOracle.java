package io.github.nlgmetrics.lcs;

/**
 * The textbook algorithms the kernels must agree with, for tests only: rouge-score 0.1.2's
 * {@code _lcs_table} (the full (m+1)×(n+1) table) and {@code _backtrack_norec}, transcribed.
 */
final class LcsOracle {
    private LcsOracle() {
    }

    /** {@code _lcs_table(ref, can)}: {@code t[i][j]} is the LCS length of {@code ref[0..i)} and {@code can[0..j)}. */
    static int[][] table(int[] ref, int[] can) {
        int[][] t = new int[ref.length + 1][can.length + 1];
        for (int i = 1; i <= ref.length; i++) {
            for (int j = 1; j <= can.length; j++) {
                t[i][j] = ref[i - 1] == can[j - 1] ? t[i - 1][j - 1] + 1 : Math.max(t[i - 1][j], t[i][j - 1]);
            }
        }
        return t;
    }

    /** {@code _backtrack_norec(t, ref, can)}: ascending positions in {@code ref} of the LCS read out. */
    static int[] backtrack(int[] ref, int[] can) {
        int[][] t = table(ref, can);
        int i = ref.length;
        int j = can.length;
        int[] rev = new int[Math.min(i, j)];
        int n = 0;
        while (i > 0 && j > 0) {
            if (ref[i - 1] == can[j - 1]) {
                rev[n++] = i - 1;
                i--;
                j--;
            } else if (t[i][j - 1] > t[i - 1][j]) {
                j--;
            } else {
                i--;
            }
        }
        int[] out = new int[n];
        for (int k = 0; k < n; k++) {
            out[k] = rev[n - 1 - k];
        }
        return out;
    }
}
