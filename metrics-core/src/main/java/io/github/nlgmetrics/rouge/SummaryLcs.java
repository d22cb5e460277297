package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.lcs.Lcs;

/**
 * rouge-score 0.1.2's summary-level LCS for {@code rougeLsum} (its {@code _summary_level_lcs},
 * after ROUGE-1.5.5 and section 3.2 of Lin 2004), over int token ids.
 *
 * <pre>
 * for each reference sentence r:
 *     U = sorted union over candidate sentences c of lcs_ind(r, c)   (indices into r)
 *     for i in U: t = r[i]
 *         if refCount[t] &gt; 0 and candCount[t] &gt; 0: hits++, refCount[t]--, candCount[t]--
 * P = hits / (candidate tokens), R = hits / (reference tokens)
 * </pre>
 *
 * <p>{@code lcs_ind} reads one LCS out of the {@link Lcs#rows DP table} (linear memory for long sentences) (reference rows,
 * candidate columns) from the bottom-right corner: on equal tokens take the diagonal; else move
 * left ({@code j-1}) only when {@code t[i][j-1] > t[i-1][j]}, otherwise up — ties go up. That
 * choice decides which reference positions enter the union, so it is reproduced exactly. The
 * token counts ({@code refCount}, {@code candCount}: every token of the whole summaries) are the
 * guard against counting a token more often than it occurs on either side.
 */
public final class SummaryLcs {
    private SummaryLcs() {
    }

    /** rouge-score's {@code lcs_ind(ref, can)}: ascending indices into {@code ref} of one LCS. */
    public static int[] lcsIndices(int[] ref, int[] can) {
        Lcs.Rows t = Lcs.rows(ref, can);
        int i = ref.length;
        int j = can.length;
        int[] out = new int[t.row(i)[j]];
        int k = out.length;
        while (i > 0 && j > 0) {
            if (ref[i - 1] == can[j - 1]) {
                out[--k] = i - 1;
                i--;
                j--;
            } else if (t.row(i)[j - 1] > t.row(i - 1)[j]) {
                j--;
            } else {
                i--;
            }
        }
        return out;
    }

    /** Which positions of {@code ref} are in the union of its LCS with each candidate sentence. */
    public static boolean[] unionLcs(int[] ref, int[][] candidates) {
        boolean[] in = new boolean[ref.length];
        for (int[] c : candidates) {
            for (int i : lcsIndices(ref, c)) {
                in[i] = true;
            }
        }
        return in;
    }

    /** Size of {@link #unionLcs}. */
    public static int unionLcsLength(int[] ref, int[][] candidates) {
        int n = 0;
        for (boolean b : unionLcs(ref, candidates)) {
            if (b) {
                n++;
            }
        }
        return n;
    }

    /**
     * rougeLsum of candidate sentences against reference sentences (token ids below
     * {@code vocabularySize}); empty sentence lists or no tokens on either side score 0.
     */
    public static RougeScore score(int[][] refSentences, int[][] candSentences, int vocabularySize) {
        if (refSentences.length == 0 || candSentences.length == 0) {
            return RougeScore.ZERO;
        }
        int m = 0;
        int n = 0;
        int[] refCount = new int[vocabularySize];
        int[] candCount = new int[vocabularySize];
        for (int[] s : refSentences) {
            m += s.length;
            for (int t : s) {
                refCount[t]++;
            }
        }
        for (int[] s : candSentences) {
            n += s.length;
            for (int t : s) {
                candCount[t]++;
            }
        }
        if (n == 0 || m == 0) {
            return RougeScore.ZERO;
        }
        int hits = 0;
        for (int[] r : refSentences) {
            boolean[] in = unionLcs(r, candSentences);
            for (int i = 0; i < r.length; i++) {
                if (in[i]) {
                    int t = r[i];
                    if (candCount[t] > 0 && refCount[t] > 0) {
                        hits++;
                        candCount[t]--;
                        refCount[t]--;
                    }
                }
            }
        }
        return RougeScore.of(hits, n, m);
    }
}
