package io.github.nlgmetrics.ngram;

import java.util.Arrays;

/**
 * The clipped n-gram matching kernel of BLEU and chrF: n-grams of a segment's sequences of
 * small dense ids packed into one {@code long} each, counted in one open-addressing table that a
 * thread keeps for all its segments and clears in time proportional to what the last segment
 * used.
 *
 * <p>With ids below {@code alphabet} (segment-local ids of tokens or characters), an n-gram
 * {@code t_1..t_n} is packed as
 *
 * <pre>
 * key = Σ_j (t_j + 1) &lt;&lt; (bits · (j - 1)),     bits = bit length of alphabet
 * </pre>
 *
 * which is exact (no hashing collisions), never 0, and distinct across orders (a shorter n-gram
 * has zeros where a longer one has a non-zero field); it fits when {@code bits · maxOrder <= 64},
 * which {@link #begin} reports — otherwise the caller falls back to {@link NgramCounts}.
 *
 * <p>References are added first, each keeping per n-gram the maximum count over the references
 * added ({@code max} over references, as sacrebleu and NLTK merge them); the hypothesis is then
 * matched without being stored: its k-th occurrence of an n-gram is a clipped match exactly when
 * {@code k <= reference max}, so {@code Σ min(hyp count, ref max)} is summed in one pass.
 *
 * <p>Not thread-safe; one per thread.
 */
public final class PackedNgramTable {
    private long[] keys = new long[1 << 12];
    /** Per slot s, interleaved (one cache line): {@code [4s] ref max, [4s+1] count in the current reference,
     * [4s+2] number of that reference, [4s+3] hypothesis occurrences seen}. */
    private int[] data = new int[4 << 12];
    private int shift = 64 - 12;
    private int[] used = new int[1 << 11];
    private int usedCount;
    private int bits;
    private int maxOrder;
    private int reference;

    /**
     * Clears the table for a new segment whose ids are below {@code alphabet}, counting orders
     * 1..{@code maxOrder}; false when such n-grams do not pack into 64 bits.
     */
    public boolean begin(int alphabet, int maxOrder) {
        clear();
        int b = 32 - Integer.numberOfLeadingZeros(alphabet);
        this.bits = Math.max(1, b);
        this.maxOrder = maxOrder;
        return bits * maxOrder <= 64;
    }

    /** Forgets every n-gram (time proportional to the distinct n-grams stored). */
    public void clear() {
        long[] ks = keys;
        for (int i = 0; i < usedCount; i++) {
            ks[used[i]] = 0L;
        }
        usedCount = 0;
        reference = 0;
    }

    /** Forgets the hypothesis occurrences matched so far, keeping the references. */
    public void clearHypothesis() {
        int[] d = data;
        for (int i = 0; i < usedCount; i++) {
            d[4 * used[i] + 3] = 0;
        }
    }

    /** Adds one reference: {@code ids[0, len)}; each n-gram's reference count becomes the max so far. */
    public void addReference(int[] ids, int len) {
        reference++;
        ensureRoom(len * maxOrder);
        for (int i = 0; i < len; i++) {
            addReferenceAt(ids, i, Math.min(len - i, maxOrder));
        }
    }

    private void addReferenceAt(int[] ids, int i, int orders) {
        long key = 0;
        int b = bits;
        for (int n = 0; n < orders; n++) {
            key |= (long) (ids[i + n] + 1) << (b * n);
            int at = 4 * insert(key);
            int[] d = data;
            int c = d[at + 2] == reference ? d[at + 1] + 1 : 1;
            d[at + 2] = reference;
            d[at + 1] = c;
            if (c > d[at]) {
                d[at] = c;
            }
        }
    }

    /**
     * Matches the hypothesis {@code ids[0, len)} against the references added: adds the clipped
     * matches of order n to {@code matches[n - 1]}. The hypothesis is not stored.
     */
    public void matchHypothesis(int[] ids, int len, int[] matches) {
        for (int i = 0; i < len; i++) {
            matchAt(ids, i, Math.min(len - i, maxOrder), matches);
        }
    }

    private void matchAt(int[] ids, int i, int orders, int[] matches) {
        long key = 0;
        int b = bits;
        for (int n = 0; n < orders; n++) {
            key |= (long) (ids[i + n] + 1) << (b * n);
            int s = find(key);
            if (s < 0) {
                return; // no longer n-gram starting here can be in a reference either
            }
            int at = 4 * s;
            if (++data[at + 3] <= data[at]) {
                matches[n]++;
            }
        }
    }

    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }

    /** The slot holding {@code key}, or the empty slot where it would go. */
    private int probe(long key) {
        long[] ks = keys;
        int mask = ks.length - 1;
        int s = slot(key);
        for (long k = ks[s]; k != key && k != 0; k = ks[s]) {
            s = (s + 1) & mask;
        }
        return s;
    }

    /** The slot of {@code key}, or -1 when absent. */
    private int find(long key) {
        int s = probe(key);
        return keys[s] == 0 ? -1 : s;
    }

    /** The slot of {@code key}, inserting it with zero counts when absent. */
    private int insert(long key) {
        int s = probe(key);
        if (keys[s] == 0) {
            keys[s] = key;
            int at = 4 * s;
            data[at] = 0;
            data[at + 2] = 0;
            data[at + 3] = 0;
            used[usedCount++] = s;
        }
        return s;
    }

    /** Grows (rehashing) so that {@code extra} more n-grams keep the table at most half full. */
    private void ensureRoom(int extra) {
        int need = usedCount + extra;
        if (need > used.length) {
            used = Arrays.copyOf(used, Math.max(used.length * 2, need));
        }
        if (need * 2 <= keys.length) {
            return;
        }
        int cap = keys.length;
        while (need * 2 > cap) {
            cap *= 2;
        }
        long[] oldKeys = keys;
        int[] oldData = data;
        keys = new long[cap];
        data = new int[4 * cap];
        shift = 64 - Integer.numberOfTrailingZeros(cap);
        int mask = cap - 1;
        for (int i = 0; i < usedCount; i++) {
            int o = used[i];
            int s = slot(oldKeys[o]);
            while (keys[s] != 0) {
                s = (s + 1) & mask;
            }
            keys[s] = oldKeys[o];
            System.arraycopy(oldData, 4 * o, data, 4 * s, 4);
            used[i] = s;
        }
    }
}
