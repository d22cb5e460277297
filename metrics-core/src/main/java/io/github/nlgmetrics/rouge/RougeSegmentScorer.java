package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.lcs.LcsKernel;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The scratch and the per-segment work of {@link Rouge} on one thread: each text is scanned once
 * ({@link RawTokenizer}), its tokens turned into ids through the per-scorer memo
 * ({@link TokenInterner}: stemming once per distinct word) and renumbered densely within the
 * segment, so that every kernel below works on small int arrays reused from segment to segment:
 * n-gram counts in dense per-order id arrays ({@link NgramIds}), rougeL's LCS length and
 * rougeLsum's union LCS through the bit-parallel {@link LcsKernel}. Nothing is allocated per
 * segment once the buffers have grown but the statistics row (and the final tokens of words not
 * seen before).
 */
final class RougeSegmentScorer implements SegmentScorer {
    private static final int MAX_ORDER = 9;

    private final Rouge rouge;
    private final RougeType.Kind[] kinds;
    private final int[] orders;
    private final int maxOrder;
    private final RawTokenizer tokenizer;
    private final TokenInterner interner;
    private final LcsKernel lcs = new LcsKernel();
    private final SummaryLcs summary = new SummaryLcs(lcs);
    private char[] chars = new char[64];

    // Per-segment dense ids: the segment id of interned token t is localOf[t] when localStamp[t] == stamp.
    private int[] localOf = new int[256];
    private int[] localStamp = new int[256];
    private int stamp;
    private int locals;

    private final Side hyp = new Side();
    private final Side ref = new Side();
    private Side filling;
    private final RawTokenizer.Sink sink = this::token;

    // N-grams: the hypothesis's counts per order (by n-gram id), the reference's scratch counts.
    private final NgramIds[] ngramIds = new NgramIds[MAX_ORDER + 1];
    private final int[][] hypCounts = new int[MAX_ORDER + 1][];
    private final int[] hypDistinct = new int[MAX_ORDER + 1];
    private int[] refCounts = new int[256];
    private int[] prevIds = new int[256];
    private int[] curIds = new int[256];
    private final int[] hits = new int[MAX_ORDER + 1];

    private final int width;
    private final double[] current;

    RougeSegmentScorer(Rouge rouge, List<RougeType> types, int maxOrder, RawTokenizer tokenizer) {
        this.rouge = rouge;
        this.kinds = new RougeType.Kind[types.size()];
        this.orders = new int[types.size()];
        for (int k = 0; k < kinds.length; k++) {
            kinds[k] = types.get(k).kind();
            orders[k] = types.get(k).n();
        }
        this.maxOrder = maxOrder;
        this.tokenizer = tokenizer;
        this.interner = new TokenInterner(tokenizer.stemmer());
        for (int n = 1; n <= maxOrder; n++) {
            ngramIds[n] = new NgramIds();
            hypCounts[n] = new int[256];
        }
        width = 3 * kinds.length + 1;
        current = new double[3 * kinds.length];
    }

    @Override
    public double[] stats(String hypothesis, List<String> references) {
        Objects.requireNonNull(references, "references");
        if (!rouge.multi() && references.size() != 1) {
            throw new IllegalArgumentException("score takes one reference (multi=false): got " + references.size());
        }
        return row(hypothesis, references);
    }

    /**
     * rouge-score's {@code score_multi(references, hypothesis)} (with one reference: {@code score}):
     * the row {@code [P, R, F per type, 1]}, per type the reference with the highest F (the first on ties).
     */
    double[] row(String hypothesis, List<String> references) {
        if (references.size() == 1) {
            Objects.requireNonNull(hypothesis, "hypothesis");
            Objects.requireNonNull(references.get(0), "reference");
        } else {
            Objects.requireNonNull(hypothesis, "hypothesis");
            if (references.isEmpty()) {
                // np.argmax of an empty list raises in rouge-score.
                throw new IllegalArgumentException("score_multi needs at least one reference: " + references);
            }
            for (String r : references) {
                if (r == null) {
                    throw new IllegalArgumentException("a reference is null");
                }
            }
        }
        startSegment();
        read(hyp, hypothesis);
        countHypothesis();
        double[] row = new double[width];
        for (int r = 0; r < references.size(); r++) {
            read(ref, references.get(r));
            scoreReference();
            for (int k = 0; k < kinds.length; k++) {
                if (r == 0 || current[3 * k + 2] > row[3 * k + 2]) {
                    System.arraycopy(current, 3 * k, row, 3 * k, 3);
                }
            }
        }
        row[row.length - 1] = 1;
        return row;
    }

    private void startSegment() {
        interner.trimBetweenSegments();
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(localStamp, 0);
            stamp = 1;
        }
        locals = 0;
        for (int n = 2; n <= maxOrder; n++) {
            ngramIds[n].clear();
        }
    }

    // ---------------------------------------------------------------- tokens

    /** One text's tokens (segment ids) and its rougeLsum sentences. */
    private static final class Side {
        int[] tokens = new int[256];
        int length;
        /** Sentence k is tokens[starts[k], starts[k+1]). */
        int[] starts = new int[16];
        int sentences;
    }

    /**
     * Tokenizes {@code text} into {@code side}: rougeLsum's sentences are {@code text.split("\n")}
     * without the empty strings (lines with no tokens stay); newline separates tokens in both
     * tokenizers, so the whole text's tokens (rouge-N, rougeL) are the sentences' concatenated.
     */
    private void read(Side side, String text) {
        side.length = 0;
        side.sentences = 0;
        side.starts[0] = 0;
        filling = side;
        int from = 0;
        int len = text.length();
        while (from <= len) {
            int end = text.indexOf('\n', from);
            if (end < 0) {
                end = len;
            }
            if (end > from) {
                chars = tokenizer.scan(text, from, end, chars, sink);
                if (side.sentences + 2 > side.starts.length) {
                    side.starts = Arrays.copyOf(side.starts, side.starts.length * 2);
                }
                side.starts[++side.sentences] = side.length;
            }
            from = end + 1;
        }
        filling = null;
    }

    private void token(char[] buf, int n) {
        int id = interner.finalToken(buf, n);
        if (id < 0) {
            return;
        }
        if (id >= localStamp.length) {
            int cap = Math.max(id + 1, localStamp.length * 2);
            localStamp = Arrays.copyOf(localStamp, cap);
            localOf = Arrays.copyOf(localOf, cap);
        }
        if (localStamp[id] != stamp) {
            localStamp[id] = stamp;
            localOf[id] = locals++;
        }
        Side side = filling;
        if (side.length == side.tokens.length) {
            side.tokens = Arrays.copyOf(side.tokens, side.length * 2);
        }
        side.tokens[side.length++] = localOf[id];
    }

    // ---------------------------------------------------------------- n-grams

    /** Counts the hypothesis's n-grams of every order up to the largest requested. */
    private void countHypothesis() {
        int len = hyp.length;
        int[] tokens = hyp.tokens;
        for (int n = 1; n <= maxOrder; n++) {
            int[] ids = n == 1 ? tokens : nextOrderIds(n, tokens, len);
            int grams = Math.max(len - n + 1, 0);
            int distinct = n == 1 ? locals : ngramIds[n].size();
            int[] counts = hypCounts[n] = grow(hypCounts[n], distinct);
            Arrays.fill(counts, 0, distinct, 0);
            for (int i = 0; i < grams; i++) {
                counts[ids[i]]++;
            }
            hypDistinct[n] = distinct;
        }
    }

    /** Clipped matches of each order of the current reference against the hypothesis, into {@link #hits}. */
    private void matchReference() {
        int len = ref.length;
        int[] tokens = ref.tokens;
        for (int n = 1; n <= maxOrder; n++) {
            int[] ids = n == 1 ? tokens : nextOrderIds(n, tokens, len);
            int grams = Math.max(len - n + 1, 0);
            int[] rc = refCounts = grow(refCounts, n == 1 ? locals : ngramIds[n].size());
            int[] hc = hypCounts[n];
            int limit = hypDistinct[n];
            int h = 0;
            for (int i = 0; i < grams; i++) {
                int id = ids[i];
                if (id < limit && ++rc[id] <= hc[id]) {
                    h++;
                }
            }
            for (int i = 0; i < grams; i++) {
                rc[ids[i]] = 0;
            }
            hits[n] = h;
        }
    }

    /**
     * The ids of the n-grams of order {@code n} starting at each position, from those of order
     * {@code n-1} (the previous call's result, or the tokens for n = 2).
     */
    private int[] nextOrderIds(int n, int[] tokens, int len) {
        int grams = Math.max(len - n + 1, 0);
        int[] prev = n == 2 ? tokens : prevIds;
        int[] cur = curIds = grow(curIds, grams);
        NgramIds table = ngramIds[n];
        for (int i = 0; i < grams; i++) {
            cur[i] = table.id(prev[i], tokens[i + n - 1]);
        }
        // This order's ids become the next order's prefixes.
        curIds = prevIds;
        prevIds = cur;
        return cur;
    }

    // ---------------------------------------------------------------- scores

    /** The scores of every type of the hypothesis against the current reference, into {@link #current}. */
    private void scoreReference() {
        if (maxOrder > 0) {
            matchReference();
        }
        for (int k = 0; k < kinds.length; k++) {
            switch (kinds[k]) {
                case NGRAM: {
                    int n = orders[k];
                    put(k, hits[n], Math.max(hyp.length - n + 1, 0), Math.max(ref.length - n + 1, 0));
                    break;
                }
                case LCS:
                    if (hyp.length == 0 || ref.length == 0) {
                        put(k, 0, 0, 0);
                    } else {
                        put(k, lcs.length(hyp.tokens, 0, hyp.length, ref.tokens, 0, ref.length), hyp.length,
                                ref.length);
                    }
                    break;
                case SUMMARY_LCS: {
                    int h = summary.hits(ref.tokens, ref.starts, ref.sentences, hyp.tokens, hyp.starts,
                            hyp.sentences, locals);
                    put(k, Math.max(h, 0), hyp.length, ref.length);
                    break;
                }
                default:
                    throw new IllegalStateException(kinds[k].toString());
            }
        }
    }

    /** rouge-score's {@code Score} of {@code hits} over the units of each side ({@link RougeScore#of}). */
    private void put(int k, int hitCount, int hypothesisUnits, int referenceUnits) {
        double precision = (double) hitCount / Math.max(hypothesisUnits, 1);
        double recall = (double) hitCount / Math.max(referenceUnits, 1);
        current[3 * k] = precision;
        current[3 * k + 1] = recall;
        current[3 * k + 2] = RougeScore.fmeasure(precision, recall);
    }

    private static int[] grow(int[] a, int size) {
        return a.length >= size ? a : new int[Math.max(size, a.length * 2)];
    }
}
