package io.github.nlgmetrics.rouge;

import java.util.Arrays;

/**
 * Dense ids for the n-grams of one order within one segment: the n-gram is the pair (id of its
 * (n-1)-gram prefix, last token), interned in an open-addressing table that a generation counter
 * empties in O(1) ({@link #clear}), so a table grown once serves every later segment without
 * growing or refilling (no per-segment map, no boxing, no clearing pass).
 *
 * <p>Ids run {@code 0, 1, 2, …} in order of first sight since the last {@link #clear}. Not thread-safe.
 */
final class NgramIds {
    private static final int KEEP_SLOTS = 1 << 16;
    private long[] keys = new long[256];
    private int[] ids = new int[256];
    private int[] gen = new int[256];
    private int generation = 1;
    private int size;

    /** Forgets every n-gram (ids restart at 0); shrinks a table a very long segment made large. */
    void clear() {
        if (keys.length > KEEP_SLOTS) {
            keys = new long[256];
            ids = new int[256];
            gen = new int[256];
            generation = 0;
        } else if (generation == Integer.MAX_VALUE) {
            Arrays.fill(gen, 0);
            generation = 0;
        }
        generation++;
        size = 0;
    }

    /** How many distinct n-grams have ids. */
    int size() {
        return size;
    }

    /** The id of the n-gram (prefix id {@code prefix}, last token {@code token}); both non-negative. */
    int id(int prefix, int token) {
        long key = (long) prefix << 32 | token;
        int mask = keys.length - 1;
        int s = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        while (gen[s] == generation) {
            if (keys[s] == key) {
                return ids[s];
            }
            s = (s + 1) & mask;
        }
        keys[s] = key;
        gen[s] = generation;
        ids[s] = size;
        if (++size * 2 > keys.length) {
            grow();
        }
        return size - 1;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldIds = ids;
        int[] oldGen = gen;
        int cap = keys.length * 2;
        keys = new long[cap];
        ids = new int[cap];
        gen = new int[cap];
        int mask = cap - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldGen[i] == generation) {
                long key = oldKeys[i];
                int s = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
                while (gen[s] == generation) {
                    s = (s + 1) & mask;
                }
                keys[s] = key;
                gen[s] = generation;
                ids[s] = oldIds[i];
            }
        }
    }
}
