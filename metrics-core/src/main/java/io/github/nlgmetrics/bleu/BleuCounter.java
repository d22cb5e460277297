package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.List;

/**
 * The BLEU counting kernel every BLEU profile shares: clipped n-gram matches of a hypothesis
 * against the per-n-gram maximum over its references, hypothesis n-gram totals, and the
 * reference length a {@link RefLengthPolicy} picks.
 *
 * <p>Not thread-safe (it reuses one {@link NgramKeys} table); use one per thread.
 */
final class BleuCounter {
    private final int maxOrder;
    private final RefLengthPolicy refLength;
    private final NgramKeys keys = new NgramKeys();

    public BleuCounter(int maxOrder, RefLengthPolicy refLength) {
        if (maxOrder < 1) {
            throw new IllegalArgumentException("max n-gram order must be at least 1: " + maxOrder);
        }
        this.maxOrder = maxOrder;
        this.refLength = refLength;
    }

    /** Per-n-gram maximum counts over the references, and their lengths. */
    public record References(NgramCounts maxCounts, int[] lengths) {
    }

    /**
     * Statistics of one segment. {@code refs} must not be empty; token ids of the hypothesis and
     * the references must come from one vocabulary.
     */
    public BleuStats segment(int[] hyp, List<int[]> refs) {
        keys.reset();
        References r = references(refs);
        return segment(hyp, r);
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
