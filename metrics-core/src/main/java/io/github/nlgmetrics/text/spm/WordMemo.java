package io.github.nlgmetrics.text.spm;

import java.util.Arrays;

/**
 * One thread's memo of BPE words: the normalized bytes of a word → its pieces (each a length and
 * a piece id), so that a word seen before skips the merge agenda. Used only where BPE runs word
 * by word ({@link BpeSegmenter}), where a word's pieces depend on its bytes alone; the
 * memo then changes no result, only how often the agenda runs (text repeats its words: on the
 * 48,064 lines of the WMT17 en-de systems most words are seen before).
 *
 * <p>Bounded: at most {@code maxWords} words and {@code 32 · maxWords} key bytes; when either
 * would be exceeded the memo is emptied and fills again (the frequent words come back at once), so
 * its memory stays bounded on a streamed corpus of any length. The arrays start small and grow
 * with use.
 *
 * <p>Not thread-safe: each thread has its own (its {@link BpeSegmenter}).
 */
final class WordMemo {
    /** The bound used by the encoder: 2^15 words (about 2 MB per thread when full). */
    static final int MAX_WORDS = 1 << 15;

    private final int maxWords;
    private final int maxKeyBytes;
    /** Open addressing: entry + 1, 0 for empty; the length is a power of two, at least twice the entries. */
    private int[] slots = new int[256];
    private int[] hashes = new int[128];
    private int[] keyFrom = new int[128];
    private int[] keyLen = new int[128];
    private int[] valFrom = new int[128];
    private int[] valCount = new int[128];
    private int entries;
    private byte[] keys = new byte[1024];
    private int keyBytes;
    /** Pieces: pairs (length in bytes, piece id). */
    private int[] vals = new int[1024];
    private int valInts;
    private int clears;

    WordMemo(int maxWords) {
        if (maxWords < 1) {
            throw new IllegalArgumentException("maxWords must be positive: " + maxWords);
        }
        this.maxWords = maxWords;
        this.maxKeyBytes = 32 * maxWords;
    }

    /** The hash of {@code s[from, to)} for {@link #find} and {@link #put}. */
    static int hash(byte[] s, int from, int to) {
        int h = 0x811C9DC5;
        for (int i = from; i < to; i++) {
            h = (h ^ s[i]) * 0x01000193;
        }
        return h ^ (h >>> 15);
    }

    /** The entry of the word {@code s[from, to)}, or -1. */
    int find(byte[] s, int from, int to, int hash) {
        int mask = slots.length - 1;
        int len = to - from;
        for (int i = hash & mask; ; i = (i + 1) & mask) {
            int e = slots[i] - 1;
            if (e < 0) {
                return -1;
            }
            if (hashes[e] == hash && keyLen[e] == len
                    && Arrays.equals(keys, keyFrom[e], keyFrom[e] + len, s, from, to)) {
                return e;
            }
        }
    }

    /** Appends the pieces of {@code entry} to {@code w}'s results, the word starting at byte {@code start}. */
    void appendTo(int entry, int start, Segmentation w) {
        int v = valFrom[entry];
        int end = v + 2 * valCount[entry];
        int pos = start;
        for (; v < end; v += 2) {
            w.add(pos, vals[v], vals[v + 1]);
            pos += vals[v];
        }
    }

    /**
     * Remembers the word {@code s[from, to)} (absent) with the pieces {@code w}'s results hold from
     * index {@code first} on.
     */
    void put(byte[] s, int from, int to, int hash, Segmentation w, int first) {
        int len = to - from;
        int pieces = w.count - first;
        if (len > maxKeyBytes) {
            return;
        }
        if (entries == maxWords || keyBytes + len > maxKeyBytes) {
            clear();
        }
        if (2 * (entries + 1) > slots.length) {
            rehash(slots.length * 2);
        }
        if (entries == hashes.length) {
            int cap = Math.min(maxWords, entries * 2);
            hashes = Arrays.copyOf(hashes, cap);
            keyFrom = Arrays.copyOf(keyFrom, cap);
            keyLen = Arrays.copyOf(keyLen, cap);
            valFrom = Arrays.copyOf(valFrom, cap);
            valCount = Arrays.copyOf(valCount, cap);
        }
        if (keyBytes + len > keys.length) {
            keys = Arrays.copyOf(keys, Math.max(keys.length * 2, keyBytes + len));
        }
        if (valInts + 2 * pieces > vals.length) {
            vals = Arrays.copyOf(vals, Math.max(vals.length * 2, valInts + 2 * pieces));
        }
        int e = entries++;
        hashes[e] = hash;
        keyFrom[e] = keyBytes;
        keyLen[e] = len;
        System.arraycopy(s, from, keys, keyBytes, len);
        keyBytes += len;
        valFrom[e] = valInts;
        valCount[e] = pieces;
        for (int r = first; r < first + pieces; r++) {
            vals[valInts++] = w.len[r];
            vals[valInts++] = w.id[r];
        }
        insert(e, hash);
    }

    private void insert(int entry, int hash) {
        int mask = slots.length - 1;
        int i = hash & mask;
        while (slots[i] != 0) {
            i = (i + 1) & mask;
        }
        slots[i] = entry + 1;
    }

    private void rehash(int capacity) {
        slots = new int[capacity];
        for (int e = 0; e < entries; e++) {
            insert(e, hashes[e]);
        }
    }

    private void clear() {
        Arrays.fill(slots, 0);
        entries = 0;
        keyBytes = 0;
        valInts = 0;
        clears++;
    }

    /** Words held now. */
    int size() {
        return entries;
    }

    /** How many times the memo was emptied for its bound. */
    int clears() {
        return clears;
    }
}
