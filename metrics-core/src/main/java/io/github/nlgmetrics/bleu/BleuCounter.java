package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.ngram.PackedNgramTable;
import io.github.nlgmetrics.text.CodePointIds;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.Arrays;
import java.util.List;

/**
 * The BLEU counting kernel every BLEU profile shares: clipped n-gram matches of a hypothesis
 * against the per-n-gram maximum over its references, hypothesis n-gram totals, and the
 * reference length a {@link RefLengthPolicy} picks.
 *
 * <p>Tokens are renumbered to segment-local ids and counted in a {@link PackedNgramTable}; a
 * segment whose n-grams do not pack into 64 bits goes through {@link NgramCounts} (same counts).
 *
 * <p>Not thread-safe (it reuses its tables); use one per thread.
 */
final class BleuCounter {
    private final int maxOrder;
    private final RefLengthPolicy refLength;
    private final NgramKeys keys = new NgramKeys();
    private final PackedNgramTable table = new PackedNgramTable();
    private final CodePointIds localIds = new CodePointIds();
    private int[][] local = new int[1][];
    private int[] localHyp;

    public BleuCounter(int maxOrder, RefLengthPolicy refLength) {
        if (maxOrder < 1) {
            throw new IllegalArgumentException("max n-gram order must be at least 1: " + maxOrder);
        }
        this.maxOrder = maxOrder;
        this.refLength = refLength;
    }

    /**
     * Per-n-gram maximum counts over the references, and their lengths: a per-segment carrier of
     * the general path, valid until the next segment (its counts are keyed in this counter's
     * table), so private and never compared (it was public and compared its arrays by identity).
     */
    private record References(NgramCounts maxCounts, int[] lengths) {
    }

    /**
     * Statistics of one segment. {@code refs} must not be empty; token ids of the hypothesis and
     * the references must come from one vocabulary.
     */
    public BleuStats segment(int[] hyp, List<int[]> refs) {
        if (refs.isEmpty()) {
            throw new IllegalArgumentException("a segment needs at least one reference");
        }
        BleuStats packed = packedSegment(hyp, refs);
        if (packed != null) {
            return packed;
        }
        keys.reset();
        References r = references(refs);
        return segment(hyp, r);
    }

    /**
     * The same statistics through the {@link PackedNgramTable}, after renumbering the tokens to
     * segment-local ids; {@code null} when the segment's n-grams do not pack into 64 bits.
     */
    private BleuStats packedSegment(int[] hyp, List<int[]> refs) {
        localIds.reset();
        if (local.length < refs.size()) {
            local = Arrays.copyOf(local, refs.size());
        }
        int[] lens = new int[refs.size()];
        for (int k = 0; k < lens.length; k++) {
            int[] ref = refs.get(k);
            lens[k] = ref.length;
            local[k] = renumber(ref, local[k]);
        }
        localHyp = renumber(hyp, localHyp);
        if (!table.begin(localIds.size(), maxOrder)) {
            return null;
        }
        for (int k = 0; k < lens.length; k++) {
            table.addReference(local[k], lens[k]);
        }
        int[] clipped = new int[maxOrder];
        table.matchHypothesis(localHyp, hyp.length, clipped);
        long[] matches = new long[maxOrder];
        long[] totals = new long[maxOrder];
        for (int n = 0; n < maxOrder; n++) {
            matches[n] = clipped[n];
            totals[n] = Math.max(0, hyp.length - n);
        }
        return new BleuStats(hyp.length, refLength.pick(hyp.length, lens), matches, totals);
    }

    private int[] renumber(int[] ids, int[] into) {
        int[] out = into == null || into.length < ids.length ? new int[Math.max(16, ids.length)] : into;
        for (int i = 0; i < ids.length; i++) {
            out[i] = localIds.id(ids[i]);
        }
        return out;
    }

    /**
     * Statistics of one pre-tokenized segment; the tokens are interned in {@code vocab} (the
     * caller's per-thread scratch vocabulary).
     */
    public BleuStats segment(List<String> hypTokens, List<? extends List<String>> refTokens, Vocabulary vocab) {
        List<int[]> refIds = new java.util.ArrayList<>(refTokens.size());
        for (List<String> r : refTokens) {
            refIds.add(vocab.encode(r));
        }
        return segment(vocab.encode(hypTokens), refIds);
    }

    /** The highest order counted. */
    public int maxOrder() {
        return maxOrder;
    }

    /** The reference length policy. */
    public RefLengthPolicy refLengthPolicy() {
        return refLength;
    }

    /** The merged reference counts of one segment (keys valid until the next {@link #segment}). */
    private References references(List<int[]> refs) {
        if (refs.isEmpty()) {
            throw new IllegalArgumentException("a segment needs at least one reference");
        }
        NgramCounts merged = null;
        int[] lens = new int[refs.size()];
        for (int i = 0; i < lens.length; i++) {
            int[] ref = refs.get(i);
            lens[i] = ref.length;
            NgramCounts c = NgramCounts.of(ref, 1, maxOrder, keys);
            if (merged == null) {
                merged = c;
            } else {
                merged.maxWith(c);
            }
        }
        return new References(merged, lens);
    }

    private BleuStats segment(int[] hyp, References refs) {
        NgramCounts h = NgramCounts.of(hyp, 1, maxOrder, keys);
        int[] clipped = h.clippedMatches(refs.maxCounts());
        long[] matches = new long[maxOrder];
        long[] totals = new long[maxOrder];
        for (int n = 1; n <= maxOrder; n++) {
            matches[n - 1] = clipped[n];
            totals[n - 1] = h.total(n);
        }
        return new BleuStats(hyp.length, refLength.pick(hyp.length, refs.lengths()), matches, totals);
    }
}
