package io.github.nlgmetrics.text;

import java.util.Arrays;

/**
 * Dense segment-local ids for code points ({@code 0, 1, 2, ...} in order of first sight), so that
 * character n-grams of a segment pack into a few bits per character. Any non-negative
 * {@code int} below {@code Integer.MAX_VALUE} works the same (the BLEU counter renumbers
 * vocabulary ids with it).
 *
 * <p>An open-addressing table cleared in time proportional to the ids handed out; the instances
 * of {@link #forText()} also answer the Basic Multilingual Plane from a direct table (256 KB, one
 * array read per character instead of a hash probe: chrF asks for every character of every
 * line). Not thread-safe, one per thread.
 */
public final class CodePointIds {
    /** code point + 1, 0 for empty. */
    private int[] keys = new int[256];
    private int[] ids = new int[256];
    /** The slots of {@link #keys} in use, {@link #hashed} of them. */
    private int[] used = new int[128];
    private int hashed;
    private int shift = 32 - 8;
    private int size;
    /** id + 1 by code point below 2^16, 0 for unseen; null when not {@link #forText()}. */
    private final int[] direct;
    /** The code points set in {@link #direct}, {@link #directCount} of them. */
    private int[] directUsed;
    private int directCount;

    /** Ids from the hash table alone (for keys spread over the whole int range). */
    public CodePointIds() {
        this(false);
    }

    private CodePointIds(boolean directTable) {
        direct = directTable ? new int[1 << 16] : null;
        directUsed = directTable ? new int[256] : null;
    }

    /** Ids for the code points of text: the common ones from a direct table. */
    public static CodePointIds forText() {
        return new CodePointIds(true);
    }

    /** Forgets every id. */
    public void reset() {
        for (int i = 0; i < hashed; i++) {
            keys[used[i]] = 0;
        }
        hashed = 0;
        for (int i = 0; i < directCount; i++) {
            direct[directUsed[i]] = 0;
        }
        directCount = 0;
        size = 0;
    }

    /** Number of distinct code points seen since {@link #reset()} (every id is below it). */
    public int size() {
        return size;
    }

    /** The id of {@code cp}, a new one if it was not seen since {@link #reset()}. */
    public int id(int cp) {
        if (direct != null && (cp >>> 16) == 0) {
            int e = direct[cp];
            if (e != 0) {
                return e - 1;
            }
            if (directCount == directUsed.length) {
                directUsed = Arrays.copyOf(directUsed, directCount * 2);
            }
            directUsed[directCount++] = cp;
            direct[cp] = size + 1;
            return size++;
        }
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
        if (hashed == used.length) {
            used = Arrays.copyOf(used, hashed * 2);
        }
        used[hashed++] = s;
        if (hashed * 2 > keys.length) {
            rehash();
        }
        return size++;
    }

    private void rehash() {
        int[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new int[oldKeys.length * 2];
        ids = new int[keys.length];
        shift--;
        int mask = keys.length - 1;
        for (int i = 0; i < hashed; i++) {
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
