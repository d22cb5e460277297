package io.github.nlgmetrics.text;

import java.util.Arrays;

/**
 * Dense segment-local ids for code points ({@code 0, 1, 2, ...} in order of first sight), so that
 * character n-grams of a segment pack into a few bits per character. Any non-negative
 * {@code int} below {@code Integer.MAX_VALUE} works the same (the BLEU counter renumbers
 * vocabulary ids with it).
 *
 * <p>An open-addressing table cleared in time proportional to the ids handed out; not
 * thread-safe, one per thread.
 */
public final class CodePointIds {
    /** code point + 1, 0 for empty. */
    private int[] keys = new int[256];
    private int[] ids = new int[256];
    private int[] used = new int[128];
    private int size;
    private int shift = 32 - 8;

    /** Forgets every id. */
    public void reset() {
        for (int i = 0; i < size; i++) {
            keys[used[i]] = 0;
        }
        size = 0;
    }

    /** Number of distinct code points seen since {@link #reset()} (every id is below it). */
    public int size() {
        return size;
    }

    /** The id of {@code cp}, assigning the next one on first sight. */
    public int id(int cp) {
        int k = cp + 1;
        int mask = keys.length - 1;
        int s = (k * 0x9E3779B9) >>> shift;
        while (true) {
            int e = keys[s];
            if (e == k) {
                return ids[s];
            }
            if (e == 0) {
                return add(s, k);
            }
            s = (s + 1) & mask;
        }
    }

    private int add(int s, int k) {
        keys[s] = k;
        ids[s] = size;
        if (size == used.length) {
            used = Arrays.copyOf(used, size * 2);
        }
        used[size] = s;
        int id = size++;
        if (size * 2 > keys.length) {
            rehash();
        }
        return id;
    }

    private void rehash() {
        int[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new int[oldKeys.length * 2];
        ids = new int[keys.length];
        shift--;
        int mask = keys.length - 1;
        for (int i = 0; i < size; i++) {
            int o = used[i];
            int s = (oldKeys[o] * 0x9E3779B9) >>> shift;
            while (keys[s] != 0) {
                s = (s + 1) & mask;
            }
            keys[s] = oldKeys[o];
            ids[s] = oldIds[o];
            used[i] = s;
        }
    }
}
