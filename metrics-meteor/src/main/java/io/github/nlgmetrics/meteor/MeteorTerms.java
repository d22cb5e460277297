package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.text.PorterStemmer;
import java.util.Arrays;
import java.util.function.UnaryOperator;

/**
 * The words one METEOR scorer has seen, numbered, each with what METEOR derives from it computed
 * once: its lower-cased form, the NLTK Porter stem of that (through the JVM-wide memo
 * {@link PorterStemmer#memoized()}), its number in the WordNet table and its WordNet synonyms.
 * Words are looked up straight from a range of a {@code char[]} (an open-addressing table over a
 * character pool: no {@code String} unless the word is new). Not thread-safe: one per scorer,
 * reused across segments. It is emptied at {@value #MAX_TERMS} words (by default), between segments
 * ({@link #startSegment()}), so its size is bounded whatever the corpus.
 */
final class MeteorTerms {
    static final int MAX_TERMS = 1 << 17;
    private final int maxTerms;
    private static final int UNKNOWN = -2;
    private static final UnaryOperator<String> STEM = PorterStemmer.memoized();

    private String[] strings;
    private int[] hashes;
    /** Where each word's characters start in {@link #pool}. */
    private int[] starts;
    private char[] pool;
    private int poolSize;
    private int[] lower;
    private int[] stem;
    private int[] wordNet;
    private int[][] synonyms;
    private int size;
    /** Open addressing: word number + 1, 0 empty. */
    private int[] slots;

    MeteorTerms() {
        this(MAX_TERMS);
    }

    /** A table emptied at {@code maxTerms} words (tests use small bounds). */
    MeteorTerms(int maxTerms) {
        this.maxTerms = maxTerms;
        clear();
    }

    private void clear() {
        int capacity = 1 << 12;
        strings = new String[capacity];
        hashes = new int[capacity];
        starts = new int[capacity + 1];
        pool = new char[capacity * 8];
        poolSize = 0;
        lower = new int[capacity];
        stem = new int[capacity];
        wordNet = new int[capacity];
        synonyms = new int[capacity][];
        slots = new int[capacity * 2];
        size = 0;
    }

    /** The number of words: every word number is below it. */
    int size() {
        return size;
    }

    /** Call before each segment: empties the table if it has grown past its bound. */
    void startSegment() {
        if (size >= maxTerms) {
            clear();
        }
    }

    /** The number of the lower-cased form of the word {@code text[start, end)}. */
    int word(char[] text, int start, int end) {
        int hash = 0;
        for (int i = start; i < end; i++) {
            hash = 31 * hash + text[i];
        }
        int t = find(text, start, end, hash);
        if (t < 0) {
            t = add(text, start, end, hash, null); // may grow the arrays: read lower after
        }
        return lower[t];
    }

    /** The number of the lower-cased form of {@code word}. */
    int word(String word) {
        int t = id(word);
        return lower[t];
    }

    /** The number of {@code word}, added if new. */
    private int id(String word) {
        int hash = word.hashCode();
        char[] text = word.toCharArray();
        int t = find(text, 0, text.length, hash);
        return t >= 0 ? t : add(text, 0, text.length, hash, word);
    }

    /** The number of {@code text[start, end)}, or -1. */
    private int find(char[] text, int start, int end, int hash) {
        int len = end - start;
        int mask = slots.length - 1;
        for (int s = mix(hash) & mask; ; s = (s + 1) & mask) {
            int t = slots[s] - 1;
            if (t < 0 || hashes[t] == hash && starts[t + 1] - starts[t] == len
                    && Arrays.equals(pool, starts[t], starts[t + 1], text, start, end)) {
                return t;
            }
        }
    }

    private static int mix(int hash) {
        return hash ^ (hash >>> 16);
    }

    /**
     * Adds the new word {@code text[start, end)} (which is {@code word} when not null), growing
     * the table when full, with the number of its lower-cased form; returns its number. One method
     * on purpose: this cold path is then too large (over 325 bytes of bytecode) for C2 to inline
     * into the hot lookup {@link #word(char[], int, int)}, which stays small and quick to compile.
     */
    private int add(char[] text, int start, int end, int hash, String word) {
        if (size == strings.length) {
            int capacity = strings.length * 2;
            strings = Arrays.copyOf(strings, capacity);
            hashes = Arrays.copyOf(hashes, capacity);
            starts = Arrays.copyOf(starts, capacity + 1);
            lower = Arrays.copyOf(lower, capacity);
            stem = Arrays.copyOf(stem, capacity);
            wordNet = Arrays.copyOf(wordNet, capacity);
            synonyms = Arrays.copyOf(synonyms, capacity);
            slots = new int[capacity * 2];
            for (int u = 0; u < size; u++) {
                slots[freeSlot(hashes[u])] = u + 1;
            }
        }
        int len = end - start;
        if (poolSize + len > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(2 * pool.length, poolSize + len));
        }
        System.arraycopy(text, start, pool, poolSize, len);
        poolSize += len;
        int t = size++;
        strings[t] = word != null ? word : new String(text, start, len);
        hashes[t] = hash;
        starts[t + 1] = poolSize;
        stem[t] = -1;
        wordNet[t] = UNKNOWN;
        synonyms[t] = null;
        slots[freeSlot(hash)] = t + 1;
        String low = PyCase.lower(strings[t]);
        int l = low.equals(strings[t]) ? t : id(low); // may grow the arrays: store after
        lower[t] = l;
        return t;
    }

    /** The first empty slot of the probe sequence of {@code hash}. */
    private int freeSlot(int hash) {
        int mask = slots.length - 1;
        int slot = mix(hash) & mask;
        while (slots[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** The number of NLTK's Porter stem of word {@code t} (a lower-cased word). */
    int stem(int t) {
        int s = stem[t];
        return s >= 0 ? s : addStem(t);
    }

    private int addStem(int t) {
        String w = strings[t];
        String st = STEM.apply(w);
        int s = st.equals(w) ? t : id(st);
        stem[t] = s;
        return s;
    }

    /** The number of word {@code t} in the WordNet table, or -1 when it names no lemma there. */
    int wordNet(int t) {
        int w = wordNet[t];
        return w != UNKNOWN ? w : addWordNet(t);
    }

    private int addWordNet(int t) {
        int w = NltkWordNet.shared().id(strings[t]);
        wordNet[t] = w;
        return w;
    }

    /** {@link NltkWordNet#synonymIds} of word {@code t}: WordNet numbers, sorted. */
    int[] synonyms(int t) {
        int[] s = synonyms[t];
        return s != null ? s : addSynonyms(t);
    }

    private int[] addSynonyms(int t) {
        int[] s = NltkWordNet.shared().synonymIds(strings[t]);
        synonyms[t] = s;
        return s;
    }
}
