package io.github.nlgmetrics.ngram;

/**
 * Gives every n-gram of int tokens an exact {@code long} key, with no string building.
 *
 * <p>A unigram's key packs its order and token id; a longer n-gram is interned as the pair
 * (key of its (n-1)-gram prefix, last token) and its key packs the order and that pair's
 * dense id. Keys are therefore exact (no hashing collisions) and comparable across every
 * sequence keyed through the same instance — a hypothesis and its references must share one.
 *
 * <pre>
 * key = order &lt;&lt; 56 | id      (id = token id for order 1, interned pair id for order &gt; 1)
 * </pre>
 *
 * <p>Not thread-safe; {@link #reset()} between segments keeps the table small.
 * Token ids must be non-negative and below 2<sup>31</sup> (code points and vocabulary ids are).
 */
public final class NgramKeys {
    /** One pair table per order, so a unigram's token id and a bigram's id never collide. */
    private LongIntMap[] pairs = new LongIntMap[0];
    private int nextId = 1;

    /** The order (n) of an n-gram key. */
    public static int order(long key) {
        return (int) (key >>> 56);
    }

    /** The key of the unigram {@code token}. */
    public static long unigram(int token) {
        return (1L << 56) | (token & 0xFFFFFFFFL);
    }

    /** The key of the n-gram made of the n-gram {@code prefixKey} followed by {@code token}. */
    public long extend(long prefixKey, int token) {
        int order = order(prefixKey) + 1;
        if (order > 127) {
            throw new IllegalArgumentException("n-gram order must be at most 127: " + order);
        }
        if (order >= pairs.length) {
            LongIntMap[] wider = java.util.Arrays.copyOf(pairs, order + 1);
            for (int i = pairs.length; i < wider.length; i++) {
                wider[i] = new LongIntMap(64);
            }
            pairs = wider;
        }
        // Prefix ids and tokens are below 2^31, so (prefix id + 1, token) packs exactly and never to 0.
        long pairKey = ((prefixKey & 0x00FFFFFFFFFFFFFFL) + 1) << 32 | (token & 0xFFFFFFFFL);
        LongIntMap table = pairs[order];
        int id = table.get(pairKey);
        if (id == 0) {
            id = nextId++;
            table.put(pairKey, id);
        }
        return ((long) order << 56) | id;
    }

    /** Forgets every interned n-gram; keys issued before are no longer comparable with new ones. */
    public void reset() {
        for (LongIntMap table : pairs) {
            table.clear();
        }
        nextId = 1;
    }
}
