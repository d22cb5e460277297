package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.lcs.Lcs;
import io.github.nlgmetrics.lcs.LcsKernel;
import java.util.Arrays;

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
 * <p>{@code lcs_ind} is rouge-score's {@code _backtrack_norec} over its LCS table (reference rows,
 * candidate columns), from the bottom-right corner: on equal tokens take the diagonal; else move
 * left ({@code j-1}) only when {@code t[i][j-1] > t[i-1][j]}, otherwise up — ties go up. That
 * choice decides which reference positions enter the union, so it is reproduced exactly, by
 * {@link LcsKernel#backtrack} from bit-parallel columns in memory linear in the sentences (no
 * table). The token counts ({@code refCount}, {@code candCount}: every token of the whole
 * summaries) are the guard against counting a token more often than it occurs on either side.
 *
 * <p>An instance holds the scratch of one scoring thread; the static forms allocate their own.
 */
final class SummaryLcs {
    private final LcsKernel kernel;
    private int[] out = new int[64];
    private int[] inUnion = new int[64];
    private int unionStamp;
    private int[] refCount = new int[64];
    private int[] candCount = new int[64];

    SummaryLcs(LcsKernel kernel) {
        this.kernel = kernel;
    }

    /** rouge-score's {@code lcs_ind(ref, can)}: ascending indices into {@code ref} of one LCS. */
    public static int[] lcsIndices(int[] ref, int[] can) {
        return Lcs.indices(ref, can);
    }

    /**
     * Which positions of {@code ref} are in the union of its LCS with each candidate sentence
     * (token ids in {@code [0, }{@link LcsKernel#MAX_TOKEN}{@code ]}).
     */
    public static boolean[] unionLcs(int[] ref, int[][] candidates) {
        boolean[] in = new boolean[ref.length];
        LcsKernel kernel = new LcsKernel();
        kernel.rows(ref, 0, ref.length);
        int[] out = new int[ref.length];
        for (int[] c : candidates) {
            int k = kernel.backtrackRows(c, 0, c.length, out);
            for (int p = 0; p < k; p++) {
                in[out[p]] = true;
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
     * rougeLsum of candidate sentences against reference sentences (token ids in
     * {@code [0, vocabularySize)}); empty sentence lists or no tokens on either side score 0.
     */
    public static RougeScore score(int[][] refSentences, int[][] candSentences, int vocabularySize) {
        int[][] ref = flatten(refSentences);
        int[][] cand = flatten(candSentences);
        int hits = new SummaryLcs(new LcsKernel()).hits(ref[0], ref[1], refSentences.length, cand[0], cand[1],
                candSentences.length, vocabularySize);
        return hits < 0 ? RougeScore.ZERO : RougeScore.of(hits, cand[0].length, ref[0].length);
    }

    /** The sentences' tokens end to end, and the sentences' start offsets (one more: the end). */
    static int[][] flatten(int[][] sentences) {
        int[] starts = new int[sentences.length + 1];
        for (int k = 0; k < sentences.length; k++) {
            starts[k + 1] = starts[k] + sentences[k].length;
        }
        int[] tokens = new int[starts[sentences.length]];
        for (int k = 0; k < sentences.length; k++) {
            System.arraycopy(sentences[k], 0, tokens, starts[k], sentences[k].length);
        }
        return new int[][] {tokens, starts};
    }

    /**
     * The union-LCS hits of the reference sentences {@code ref[refStarts[k], refStarts[k+1])}
     * ({@code k < refSentences}) against the candidate sentences likewise, tokens below
     * {@code alphabet}; -1 when rouge-score scores 0 outright (no sentence or no token on a side).
     */
    int hits(int[] ref, int[] refStarts, int refSentences, int[] cand, int[] candStarts, int candSentences,
             int alphabet) {
        int m = refStarts[refSentences];
        int n = candStarts[candSentences];
        if (refSentences == 0 || candSentences == 0 || m == 0 || n == 0) {
            return -1;
        }
        if (refCount.length < alphabet) {
            refCount = new int[Math.max(alphabet, refCount.length * 2)];
            candCount = new int[refCount.length];
        }
        if (inUnion.length < m) {
            inUnion = new int[Math.max(m, inUnion.length * 2)];
            unionStamp = 0;
        }
        for (int i = 0; i < m; i++) {
            refCount[ref[i]]++;
        }
        for (int j = 0; j < n; j++) {
            candCount[cand[j]]++;
        }
        int hits = 0;
        for (int r = 0; r < refSentences; r++) {
            int rs = refStarts[r];
            int re = refStarts[r + 1];
            if (rs == re) {
                continue;
            }
            markUnion(ref, rs, re, cand, candStarts, candSentences);
            int stamp = unionStamp;
            for (int i = rs; i < re; i++) {
                if (inUnion[i] == stamp) {
                    int t = ref[i];
                    if (candCount[t] > 0 && refCount[t] > 0) {
                        hits++;
                        candCount[t]--;
                        refCount[t]--;
                    }
                }
            }
        }
        for (int i = 0; i < m; i++) {
            refCount[ref[i]] = 0;
        }
        for (int j = 0; j < n; j++) {
            candCount[cand[j]] = 0;
        }
        return hits;
    }

    /** Stamps the positions of {@code ref[rs, re)} in its LCS with each candidate sentence. */
    private void markUnion(int[] ref, int rs, int re, int[] cand, int[] candStarts, int candSentences) {
        if (++unionStamp == Integer.MAX_VALUE) {
            Arrays.fill(inUnion, 0);
            unionStamp = 1;
        }
        int stamp = unionStamp;
        kernel.rows(ref, rs, re);
        for (int c = 0; c < candSentences; c++) {
            int cs = candStarts[c];
            int ce = candStarts[c + 1];
            int room = Math.min(re - rs, ce - cs);
            if (room == 0) {
                continue;
            }
            if (out.length < room) {
                out = new int[Math.max(room, out.length * 2)];
            }
            int k = kernel.backtrackRows(cand, cs, ce, out);
            for (int p = 0; p < k; p++) {
                inUnion[out[p]] = stamp;
            }
        }
    }
}
