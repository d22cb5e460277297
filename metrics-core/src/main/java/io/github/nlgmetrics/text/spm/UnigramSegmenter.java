package io.github.nlgmetrics.text.spm;

import java.util.Arrays;

/**
 * {@code unigram::Model::EncodeOptimized} of SentencePiece 0.1.97 (the default encoder): Viterbi
 * over UTF-8 byte positions; a node per vocabulary piece (normal and user-defined; unused pieces
 * never) starting at each character; when no piece covers exactly the character there, an unknown
 * node of one character scored {@code min_score − 10}.
 *
 * <p>The best path score at each position is stored as a 32-bit float, but a candidate is computed
 * as a double ({@code (double) score + stored}: the library's {@code score} is the common type of a
 * ternary with a double branch) and compared with the stored float before it is rounded; it
 * replaces the best path only when strictly greater, so on exact ties the path found first
 * (earlier start, then shorter piece) wins. The unknown node's candidate is a float sum.
 * User-defined pieces score {@code bytes · max_score − 0.1} (in double), where {@code max_score}
 * starts at {@code FLT_MIN}.
 *
 * <p>One per thread: the lattice arrays are its scratch.
 */
final class UnigramSegmenter implements Segmenter {
    /**
     * What every thread's lattice reads, computed once per model: per node of the piece trie the
     * score a lattice node ending there gets, as a double (NaN where no usable piece ends), and
     * the unknown node's score.
     */
    record Scores(double[] perTrieNode, float unk) {
        static Scores of(PieceTable table) {
            SentencePieceModel model = table.model();
            int n = model.size();
            float min = Float.MAX_VALUE;
            float max = Float.MIN_NORMAL; // C's FLT_MIN, the library's starting value (not Float.MIN_VALUE)
            for (int id = 0; id < n; id++) {
                if (model.type(id) == SentencePieceModel.NORMAL) {
                    min = Math.min(min, model.score(id));
                    max = Math.max(max, model.score(id));
                }
            }
            double[] perPiece = new double[n];
            for (int id = 0; id < n; id++) {
                // The library's `score` is a ternary whose user-defined branch is a double, so every
                // piece's score is a double.
                perPiece[id] = switch (model.type(id)) {
                    case SentencePieceModel.NORMAL -> model.score(id);
                    case SentencePieceModel.USER_DEFINED -> (double) ((float) model.pieceBytes(id).length * max) - 0.1;
                    default -> Double.NaN;
                };
            }
            int[] values = table.pieces.values();
            double[] perNode = new double[values.length];
            for (int node = 0; node < values.length; node++) {
                perNode[node] = values[node] == ByteTrie.NONE ? Double.NaN : perPiece[values[node]];
            }
            return new Scores(perNode, min - 10.0f);
        }
    }

    private final ByteTrie pieces;
    private final int unkId;
    private final double[] nodeScores;
    private final float unkScore;
    private float[] bestScore = new float[64];
    private int[] startsAt = new int[64];
    private int[] ids = new int[64];

    UnigramSegmenter(PieceTable table, Scores scores) {
        this.pieces = table.pieces;
        this.unkId = table.model().unkId();
        this.nodeScores = scores.perTrieNode();
        this.unkScore = scores.unk();
    }

    private void ensureLattice(int n) {
        if (bestScore.length < n) {
            int cap = Math.max(n, bestScore.length * 2);
            bestScore = new float[cap];
            startsAt = new int[cap];
            ids = new int[cap];
        }
    }

    @Override
    public void segment(byte[] s, int size, Segmentation out) {
        ensureLattice(size + 1);
        float[] best = bestScore;
        int[] startsAt = this.startsAt;
        int[] ids = this.ids;
        Arrays.fill(startsAt, 0, size + 1, -1);
        // best[i] is read only where startsAt[i] is set, and as tillHere at a character start,
        // which the step before always reaches (a piece of one character or the unknown node).
        best[0] = 0f;
        // The trie walked here directly (ByteTrie.next, with the arrays in locals: C1 does not hoist
        // field loads out of loops).
        int[] base = pieces.base();
        int[] check = pieces.check();
        int[] values = pieces.values();
        double[] nodeScore = nodeScores;
        int start = 0;
        while (start < size) {
            float tillHere = best[start];
            boolean hasSingleNode = false;
            int mblen = Math.min(Segmenter.oneCharLen(s[start]), size - start);
            int node = 0;
            for (int keyPos = start; keyPos < size; ) {
                int t = base[node] + (s[keyPos] & 0xFF);
                keyPos++;
                if (t >= check.length || check[t] != node) {
                    break;
                }
                node = t;
                double score = nodeScore[node];
                if (score != score) {
                    continue; // no piece ends here, or an unused one (NaN)
                }
                int length = keyPos - start;
                // Every piece's score is a double (Scores) and the candidate a double sum,
                // compared with the stored float and only then rounded to float: ties and
                // near-ties fall as in the library.
                double candidate = score + tillHere;
                if (startsAt[keyPos] == -1 || candidate > best[keyPos]) {
                    best[keyPos] = (float) candidate;
                    startsAt[keyPos] = start;
                    ids[keyPos] = values[node];
                }
                if (!hasSingleNode && length == mblen) {
                    hasSingleNode = true;
                }
            }
            if (!hasSingleNode) {
                int end = start + mblen;
                float candidate = unkScore + tillHere;
                if (startsAt[end] == -1 || candidate > best[end]) {
                    best[end] = candidate;
                    startsAt[end] = start;
                    ids[end] = unkId;
                }
            }
            start += mblen;
        }
        // Backtrack, then reverse into the result list.
        int count = 0;
        for (int end = size; end > 0; end = startsAt[end]) {
            count++;
        }
        out.ensure(count);
        int i = count;
        for (int end = size; end > 0; end = startsAt[end]) {
            i--;
            out.start[i] = startsAt[end];
            out.len[i] = end - startsAt[end];
            out.id[i] = ids[end];
        }
        out.count = count;
    }
}
