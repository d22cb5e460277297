package io.github.nlgmetrics.rouge.rouge155;

import java.util.Arrays;

/**
 * The n-grams and skip bigrams of one evaluation as dense ids, with a peer and a model count per
 * id, all in primitive arrays reused from one evaluation to the next (cleared by walking the
 * slots used, never by reallocating).
 *
 * <p>A unigram's key is {@code token + 1}; an n-gram's is {@code (id of its (n-1)-gram prefix + 1)
 * << 32 | last token}, so a skip bigram {@code (a, b)} is the bigram key of its two tokens. The
 * clipped hit count {@code Σ min(model count, peer count)} is taken while counting the model:
 * a model occurrence is a hit while the model's running count is below the peer's.
 *
 * <p>Not thread-safe.
 */
final class Rouge155Grams {
    private long[] keys = new long[1024];
    private int[] ids = new int[1024];
    private int[] used = new int[512];
    private int size;
    private int[] peer = new int[512];
    private int[] model = new int[512];
    private int[] buffer = new int[256];

    /** The id of unigram {@code token}. */
    int unigram(int token) {
        return id(token + 1L);
    }

    /** The id of the gram {@code prefix} (an id) followed by {@code token}. */
    int extend(int prefix, int token) {
        return id(((long) (prefix + 1) << 32) | token);
    }

    private int id(long key) {
        int mask = keys.length - 1;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        long k;
        while ((k = keys[slot]) != 0) {
            if (k == key) {
                return ids[slot];
            }
            slot = (slot + 1) & mask;
        }
        keys[slot] = key;
        int id = size++;
        ids[slot] = id;
        if (id == used.length) {
            used = Arrays.copyOf(used, 2 * id);
            peer = Arrays.copyOf(peer, 2 * id);
            model = Arrays.copyOf(model, 2 * id);
        }
        used[id] = slot;
        if (size * 2 > keys.length) {
            grow();
        }
        return id;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new long[oldKeys.length * 2];
        ids = new int[keys.length];
        int mask = keys.length - 1;
        for (int s = 0; s < oldKeys.length; s++) {
            long key = oldKeys[s];
            if (key != 0) {
                int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
                while (keys[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = key;
                ids[slot] = oldIds[s];
                used[oldIds[s]] = slot;
            }
        }
    }

    /** Forgets every gram (ids restart at 0) and every count. */
    void clear() {
        for (int i = 0; i < size; i++) {
            keys[used[i]] = 0;
            peer[i] = 0;
            model[i] = 0;
        }
        size = 0;
    }

    /** The ids of the {@code n}-grams of {@code tokens}, in order (a scratch array, valid until the next call). */
    int[] ngrams(int[] tokens, int n) {
        int count = Math.max(0, tokens.length - n + 1);
        if (buffer.length < tokens.length) {
            buffer = new int[Math.max(tokens.length, 2 * buffer.length)];
        }
        int[] g = buffer;
        for (int i = 0; i < count; i++) {
            int id = unigram(tokens[i]);
            for (int k = 1; k < n; k++) {
                id = extend(id, tokens[i + k]);
            }
            g[i] = id;
        }
        return g;
    }

    /** Counts {@code count} grams of the peer. */
    void countPeer(int[] grams, int count) {
        for (int i = 0; i < count; i++) {
            peer[grams[i]]++;
        }
    }

    /** Counts {@code count} grams of a model and returns the clipped hits against the peer. */
    int countModel(int[] grams, int count) {
        int hit = 0;
        for (int i = 0; i < count; i++) {
            int g = grams[i];
            if (model[g]++ < peer[g]) {
                hit++;
            }
        }
        return hit;
    }

    /** Forgets the model counts of {@code count} grams (before the next model). */
    void uncountModel(int[] grams, int count) {
        for (int i = 0; i < count; i++) {
            model[grams[i]] = 0;
        }
    }
}
