package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.Arrays;

/**
 * Per-thread scratch for the token kernels: one growable {@code char[]} holding the tokenized
 * text of every side of a segment, and an interner that gives each distinct token a dense
 * segment-local id ({@code 0, 1, 2, ...} in order of first sight) without building a
 * {@code String} per token.
 *
 * <p>Use: {@link #reset()} once per segment, append each side's tokenized text (a tokenizer's
 * {@link Tokenizer#tokenizeInto}, or {@link #append}), then {@link #splitInterned} the appended
 * range, which splits it on Python's whitespace set ({@code str.split()}) and returns the token
 * ids. Ids are comparable within one segment only; {@link #distinct()} bounds them.
 *
 * <p>Not thread-safe; sized once, it allocates nothing in the steady state except the returned
 * id arrays' reuse buffers when a segment is longer than any before.
 */
public final class TokenBuffer {
    private char[] chars = new char[1024];
    private int length;

    private int[] tokenStart = new int[256];
    private int[] tokenLength = new int[256];
    private int[] tokenHash = new int[256];
    private int distinct;
    /** Open addressing: id + 1, 0 for empty. */
    private int[] slots = new int[1024];
    private int[] used = new int[256];

    private char[] scratchA = new char[1024];
    private char[] scratchB = new char[1024];
    private char[] scratchC = new char[1024];

    /** A scratch array of at least {@code min} characters for a tokenizer's intermediate passes. */
    char[] scratchA(int min) {
        if (scratchA.length < min) {
            scratchA = new char[Math.max(min, scratchA.length * 2)];
        }
        return scratchA;
    }

    /** A second scratch array, distinct from {@link #scratchA}. */
    char[] scratchB(int min) {
        if (scratchB.length < min) {
            scratchB = new char[Math.max(min, scratchB.length * 2)];
        }
        return scratchB;
    }

    /** A third scratch array, distinct from the other two. */
    char[] scratchC(int min) {
        if (scratchC.length < min) {
            scratchC = new char[Math.max(min, scratchC.length * 2)];
        }
        return scratchC;
    }

    /** Forgets the text and the tokens of the previous segment. */
    public void reset() {
        length = 0;
        for (int i = 0; i < distinct; i++) {
            slots[used[i]] = 0;
        }
        distinct = 0;
    }

    /** Characters appended so far (the end offset of the text). */
    public int length() {
        return length;
    }

    /** The backing array (valid up to {@link #length()}; replaced when it grows). */
    public char[] chars() {
        return chars;
    }

    /** Makes room for {@code extra} more characters. */
    public void ensure(int extra) {
        if (length + extra > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(chars.length * 2, length + extra));
        }
    }

    /** Appends one character (room must have been made with {@link #ensure}). */
    public void put(char c) {
        chars[length++] = c;
    }

    /** Sets the length (to drop or to commit characters written into {@link #chars()} directly). */
    public void setLength(int newLength) {
        length = newLength;
    }

    /** Appends the characters of {@code s}. */
    public void append(String s) {
        int n = s.length();
        ensure(n);
        s.getChars(0, n, chars, length);
        length += n;
    }

    /** Number of distinct tokens interned since {@link #reset()}. */
    public int distinct() {
        return distinct;
    }

    /**
     * Splits the text from {@code from} to the end on Python whitespace, interning each token; the
     * ids are written to {@code ids} (grown when too small and returned) and their count to
     * {@code count[0]}.
     */
    public int[] splitInterned(int from, int[] ids, int[] count) {
        int end = length;
        int n = 0;
        int i = from;
        char[] cs = chars;
        while (i < end) {
            if (isSpace(cs[i])) {
                i++;
                continue;
            }
            int start = i;
            int h = 0;
            while (i < end && !isSpace(cs[i])) {
                h = 31 * h + cs[i];
                i++;
            }
            if (n == ids.length) {
                ids = Arrays.copyOf(ids, n * 2 + 16);
            }
            ids[n++] = intern(start, i - start, h);
        }
        count[0] = n;
        return ids;
    }

    /** Python's whitespace set, for one UTF-16 unit (no whitespace is a surrogate). */
    public static boolean isSpace(char c) {
        return c <= ' ' ? (c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F))
                : c >= 0x85 && PyStrings.isSpace(c);
    }

    /** The id of the token {@code chars[start, end)}. */
    public int intern(int start, int end) {
        int h = 0;
        for (int i = start; i < end; i++) {
            h = 31 * h + chars[i];
        }
        return intern(start, end - start, h);
    }

    /** The id of the token {@code chars[start, start + len)} whose {@code String.hashCode} is {@code h}. */
    public int intern(int start, int len, int h) {
        int mask = slots.length - 1;
        int s = mix(h) & mask;
        while (true) {
            int e = slots[s];
            if (e == 0) {
                return add(s, start, len, h);
            }
            int id = e - 1;
            if (tokenHash[id] == h && tokenLength[id] == len && sameChars(tokenStart[id], start, len)) {
                return id;
            }
            s = (s + 1) & mask;
        }
    }

    private boolean sameChars(int a, int b, int len) {
        // (a plain loop: tokens are short, and under C1, which short commands run on, the range
        // checks and the mismatch stub of Arrays.equals cost more than the comparison)
        char[] cs = chars;
        for (int k = 0; k < len; k++) {
            if (cs[a + k] != cs[b + k]) {
                return false;
            }
        }
        return true;
    }

    private static int mix(int h) {
        int x = h * 0x9E3779B9;
        return x ^ (x >>> 15);
    }

    private int add(int slot, int start, int len, int h) {
        int id = distinct++;
        if (id == tokenStart.length) {
            int cap = id * 2;
            tokenStart = Arrays.copyOf(tokenStart, cap);
            tokenLength = Arrays.copyOf(tokenLength, cap);
            tokenHash = Arrays.copyOf(tokenHash, cap);
            used = Arrays.copyOf(used, cap);
        }
        tokenStart[id] = start;
        tokenLength[id] = len;
        tokenHash[id] = h;
        slots[slot] = id + 1;
        used[id] = slot;
        if (distinct * 2 > slots.length) {
            rehash();
        }
        return id;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        for (int id = 0; id < distinct; id++) {
            int s = mix(tokenHash[id]) & mask;
            while (slots[s] != 0) {
                s = (s + 1) & mask;
            }
            slots[s] = id + 1;
            used[id] = s;
        }
    }
}
