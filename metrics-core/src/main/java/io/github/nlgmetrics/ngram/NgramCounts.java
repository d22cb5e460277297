package io.github.nlgmetrics.ngram;

/**
 * The multiset of n-grams of orders {@code minOrder..maxOrder} of one token sequence (or the
 * per-n-gram maximum over several, for references), keyed by {@link NgramKeys}.
 *
 * <p>This is the one n-gram counting kernel of the library: BLEU, chrF, GLEU, NIST and ROUGE-N
 * all count through it. Counting a sequence of length L costs O(L · maxOrder) map operations and
 * allocates nothing once the tables have grown.
 */
public final class NgramCounts {
    private final int minOrder;
    private final int maxOrder;
    private final LongIntMap counts;
    private final int[] totals;

    /** Empty counts for orders {@code minOrder..maxOrder}. */
    public NgramCounts(int minOrder, int maxOrder) {
        if (minOrder < 1 || maxOrder < minOrder) {
            throw new IllegalArgumentException(
                    "n-gram orders must satisfy 1 <= min <= max: min=" + minOrder + ", max=" + maxOrder);
        }
        this.minOrder = minOrder;
        this.maxOrder = maxOrder;
        this.counts = new LongIntMap(64);
        this.totals = new int[maxOrder + 1];
    }

    /** Counts every n-gram of {@code tokens} with {@code minOrder <= n <= maxOrder}. */
    public static NgramCounts of(int[] tokens, int minOrder, int maxOrder, NgramKeys keys) {
        NgramCounts c = new NgramCounts(minOrder, maxOrder);
        c.addAll(tokens, keys);
        return c;
    }

    /** Adds every n-gram of {@code tokens} to these counts. */
    public void addAll(int[] tokens, NgramKeys keys) {
        int len = tokens.length;
        for (int i = 0; i < len; i++) {
            long key = NgramKeys.unigram(tokens[i]);
            int last = Math.min(len - i, maxOrder);
            for (int n = 1; n <= last; n++) {
                if (n > 1) {
                    key = keys.extend(key, tokens[i + n - 1]);
                }
                if (n >= minOrder) {
                    counts.add(key, 1);
                    totals[n]++;
                }
            }
        }
    }

    /** Forgets every count, keeping the table's capacity, so one instance can serve many segments. */
    public void clear() {
        counts.clear();
        java.util.Arrays.fill(totals, 0);
    }

    /** Raises each count to the other's where the other's is larger (union of references). */
    public void maxWith(NgramCounts other) {
        other.counts.forEach((k, v) -> {
            int before = counts.get(k);
            if (v > before) {
                counts.put(k, v);
                totals[NgramKeys.order(k)] += v - before;
            }
        });
    }

    /** The count of the n-gram {@code key} (0 when absent). */
    public int count(long key) {
        return counts.get(key);
    }

    /** Total count of n-grams of order {@code n} (with multiplicity). */
    public int total(int n) {
        return n >= 0 && n < totals.length ? totals[n] : 0;
    }

    /** Number of distinct n-grams of every order. */
    public int distinct() {
        return counts.size();
    }

    public int minOrder() {
        return minOrder;
    }

    public int maxOrder() {
        return maxOrder;
    }

    /**
     * Clipped matches per order: {@code result[n] = sum over n-grams g of order n of
     * min(this[g], ref[g])}; index 0 is unused.
     */
    public int[] clippedMatches(NgramCounts ref) {
        int[] out = new int[maxOrder + 1];
        counts.forEach((k, v) -> {
            int r = ref.counts.get(k);
            if (r > 0) {
                out[NgramKeys.order(k)] += Math.min(v, r);
            }
        });
        return out;
    }

    /** Visits every (key, count) entry, in no particular order. */
    public void forEach(LongIntMap.EntryConsumer consumer) {
        counts.forEach(consumer);
    }
}
