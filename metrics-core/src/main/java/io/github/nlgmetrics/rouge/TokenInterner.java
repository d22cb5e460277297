package io.github.nlgmetrics.rouge;

import java.util.Arrays;
import java.util.HashMap;
import java.util.function.UnaryOperator;

/**
 * Raw tokens (as characters, straight from a {@link RawTokenizer} scan) to the int ids of the
 * tokens ROUGE compares, memoised for the life of one scorer: a raw token seen before costs one
 * hash probe and no {@code String}, no stemming and no allocation; a new one is stemmed once
 * ({@link RougeScoreTokenizer#finalToken}) and its final token interned (two raw tokens with the
 * same stem share an id). Ids are dense from 0; {@link #finalToken} returns -1 for a token the
 * tokenizer drops.
 *
 * <p>Not thread-safe (one per scorer). Memory is bounded: {@link #trimBetweenSegments()} forgets
 * everything once more than {@value #MAX_RAW} raw tokens are held, so ids are only comparable
 * within a segment, which is all the scorer needs.
 */
final class TokenInterner {
    static final int MAX_RAW = 1 << 20;
    private static final int MAX_POOL = 1 << 24;

    private final UnaryOperator<String> stemmer;
    private final HashMap<String, Integer> finals = new HashMap<>();
    private char[] pool;
    private int poolSize;
    private int[] start;
    private int[] length;
    private int[] hash;
    private int[] finalId;
    private int raws;
    /** Open addressing: raw id + 1, 0 for an empty slot. */
    private int[] table;

    TokenInterner(UnaryOperator<String> stemmer) {
        this.stemmer = stemmer;
        reset();
    }

    private void reset() {
        finals.clear();
        pool = new char[1 << 12];
        poolSize = 0;
        start = new int[256];
        length = new int[256];
        hash = new int[256];
        finalId = new int[256];
        raws = 0;
        table = new int[1024];
    }

    /** Forgets every token when the memo has grown past its bound (call only between segments). */
    void trimBetweenSegments() {
        if (raws > MAX_RAW || poolSize > MAX_POOL) {
            reset();
        }
    }

    /** How many final ids have been given out (ids are below this). */
    int size() {
        return finals.size();
    }

    /** The id of the final token of the raw token {@code buf[0, n)}, or -1 when it is dropped. */
    int finalToken(char[] buf, int n) {
        int h = 0;
        for (int i = 0; i < n; i++) {
            h = 31 * h + buf[i];
        }
        int mask = table.length - 1;
        int s = (h * 0x9E3779B9) >>> 8 & mask;
        for (int r; (r = table[s] - 1) >= 0; s = (s + 1) & mask) {
            if (hash[r] == h && length[r] == n && same(pool, start[r], buf, n)) {
                return finalId[r];
            }
        }
        return intern(buf, n, h, s);
    }

    /** A raw token not seen before: stemmed once, its final token interned, remembered in {@code slot}. */
    private int intern(char[] buf, int n, int h, int slot) {
        String token = RougeScoreTokenizer.finalToken(new String(buf, 0, n), stemmer);
        int id = token == null ? -1 : finals.computeIfAbsent(token, t -> finals.size());
        add(buf, n, h, id, slot);
        return id;
    }

    private static boolean same(char[] pool, int from, char[] buf, int n) {
        for (int i = 0; i < n; i++) {
            if (pool[from + i] != buf[i]) {
                return false;
            }
        }
        return true;
    }

    private void add(char[] buf, int n, int h, int id, int slot) {
        if (raws == start.length) {
            int cap = raws * 2;
            start = Arrays.copyOf(start, cap);
            length = Arrays.copyOf(length, cap);
            hash = Arrays.copyOf(hash, cap);
            finalId = Arrays.copyOf(finalId, cap);
        }
        if (poolSize + n > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(poolSize + n, pool.length * 2));
        }
        System.arraycopy(buf, 0, pool, poolSize, n);
        start[raws] = poolSize;
        length[raws] = n;
        hash[raws] = h;
        finalId[raws] = id;
        poolSize += n;
        table[slot] = ++raws;
        if (raws * 2 > table.length) {
            rehash();
        }
    }

    private void rehash() {
        int[] t = new int[table.length * 2];
        int mask = t.length - 1;
        for (int r = 0; r < raws; r++) {
            int s = (hash[r] * 0x9E3779B9) >>> 8 & mask;
            while (t[s] != 0) {
                s = (s + 1) & mask;
            }
            t[s] = r + 1;
        }
        table = t;
    }
}
