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
        // The probe and the insertion are written out here and in matchHypothesis rather than
        // called: the C1 compiler of short runs (see bin/nlg-metrics) does not inline them, and
        // these two loops are most of BLEU's and chrF's time.
        int b = bits;
        long[] ks = keys;
        int[] d = data;
        int mask = ks.length - 1;
        int sh = shift;
        int r = reference;
        for (int i = 0; i < len; i++) {
            long key = 0;
            for (int n = 0, orders = Math.min(len - i, maxOrder); n < orders; n++) {
                key |= (long) (ids[i + n] + 1) << (b * n);
                int s = (int) ((key * 0x9E3779B97F4A7C15L) >>> sh);
                long k = ks[s];
                while (k != key && k != 0) {
                    s = (s + 1) & mask;
                    k = ks[s];
                }
                int at = 4 * s;
                if (k == 0) {
                    ks[s] = key;
                    d[at] = 0;
                    d[at + 2] = 0;
                    d[at + 3] = 0;
                    used[usedCount++] = s;
                }
                int c = d[at + 2] == r ? d[at + 1] + 1 : 1;
                d[at + 2] = r;
                d[at + 1] = c;
                if (c > d[at]) {
                    d[at] = c;
                }
            }
        }
    }

    /**
     * Matches the hypothesis {@code ids[0, len)} against the references added: adds the clipped
     * matches of order n to {@code matches[n - 1]}. The hypothesis is not stored.
     */
    public void matchHypothesis(int[] ids, int len, int[] matches) {
        int b = bits;
        long[] ks = keys;
        int[] d = data;
        int mask = ks.length - 1;
        int sh = shift;
        for (int i = 0; i < len; i++) {
            long key = 0;
            for (int n = 0, orders = Math.min(len - i, maxOrder); n < orders; n++) {
                key |= (long) (ids[i + n] + 1) << (b * n);
                int s = (int) ((key * 0x9E3779B97F4A7C15L) >>> sh);
                long k = ks[s];
                while (k != key && k != 0) {
                    s = (s + 1) & mask;
                    k = ks[s];
                }
                if (k == 0) {
                    break; // no longer n-gram starting here can be in a reference either
                }
                int at = 4 * s;
                if (++d[at + 3] <= d[at]) {
                    matches[n]++;
                }
            }
        }
    }

    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }

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
