package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.text.Vocabulary;
import java.util.Arrays;
import java.util.Set;

/**
 * ROUGE-1.5.5's token filter, memoised for a run: each distinct word (a run of {@code [a-z0-9]}
 * in a lower-cased sentence) is looked up once, and its token ids — unstemmed and, on first
 * need, stemmed — are remembered, so scoring a summary is one scan over its characters with one
 * probe of an open-addressing table per word: no regex, no substring, no stemming of a word seen
 * before.
 *
 * <p>The filter is the script's: stop words ({@code -s}) are dropped before stemming, a token
 * must start with {@code [a-z0-9$]} (so a lone {@code "-"} never counts), and only tokens longer
 * than 3 bytes are stemmed ({@code MorphStem}, {@link Rouge155Stemmer}). Ids come from one
 * {@link Vocabulary}, so a stemmed and an unstemmed token compare equal when their strings do.
 *
 * <p>Not thread-safe.
 */
final class Rouge155Words {
    private static final int DROPPED = -1;
    private static final int UNKNOWN = -2;

    private final Set<String> stopwords;
    private final Rouge155Stemmer stemmer;
    private final Vocabulary vocab = new Vocabulary();
    private String[] keys = new String[1024];
    private int[] hashes = new int[1024];
    private int[] plain = new int[1024];
    private int[] stemmed = new int[1024];
    private int size;
    private int[] buffer = new int[64];

    Rouge155Words(Set<String> stopwords, Rouge155Stemmer stemmer) {
        this.stopwords = stopwords;
        this.stemmer = stemmer;
    }

    /** How many token ids have been given out (every id is below this). */
    int vocabularySize() {
        return vocab.size();
    }

    /** The token ids of a (lower-cased, possibly truncated) text, in order: the script's words, filtered. */
    int[] tokens(String text, boolean stem) {
        int n = text.length();
        int k = 0;
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (!isWordChar(c)) {
                i++; // a separator, or "-" (a token of its own that never passes the filter)
                continue;
            }
            int start = i;
            int h = 0;
            while (i < n && isWordChar(c = text.charAt(i))) {
                h = 31 * h + c;
                i++;
            }
            int id = id(text, start, i, h, stem);
            if (id >= 0) {
                if (k == buffer.length) {
                    buffer = Arrays.copyOf(buffer, 2 * k);
                }
                buffer[k++] = id;
            }
        }
        return Arrays.copyOf(buffer, k);
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
    }

    /** The id of the word {@code text[from, to)} (hash {@code h}), or -1 when the filter drops it. */
    private int id(String text, int from, int to, int h, boolean stem) {
        int mask = keys.length - 1;
        int slot = mix(h) & mask;
        int len = to - from;
        String key;
        while ((key = keys[slot]) != null) {
            if (hashes[slot] == h && key.length() == len && text.regionMatches(from, key, 0, len)) {
                if (!stem) {
                    return plain[slot];
                }
                int id = stemmed[slot];
                return id != UNKNOWN ? id : stem(slot);
            }
            slot = (slot + 1) & mask;
        }
        return insert(text.substring(from, to), h, slot, stem);
    }

    /** A word seen for the first time (kept out of {@link #id} so that the hot probe stays small). */
    private int insert(String word, int h, int slot, boolean stem) {
        keys[slot] = word;
        hashes[slot] = h;
        char first = word.charAt(0);
        boolean kept = !stopwords.contains(word) && ((first >= 'a' && first <= 'z') || (first >= '0' && first <= '9'));
        plain[slot] = kept ? vocab.id(word) : DROPPED;
        stemmed[slot] = UNKNOWN;
        int id = stem ? stem(slot) : plain[slot];
        if (++size * 2 > keys.length) {
            grow();
        }
        return id;
    }

    /** The stemmed id of the word in {@code slot}, computed once. */
    private int stem(int slot) {
        String word = keys[slot];
        int id = plain[slot] == DROPPED ? DROPPED : word.length() > 3 ? vocab.id(stemmer.morphStem(word)) : plain[slot];
        stemmed[slot] = id;
        return id;
    }

    private static int mix(int h) {
        return (h * 0x9E3779B9) >>> 7 ^ h;
    }

    private void grow() {
        String[] oldKeys = keys;
        int[] oldHashes = hashes;
        int[] oldPlain = plain;
        int[] oldStemmed = stemmed;
        int cap = oldKeys.length * 2;
        keys = new String[cap];
        hashes = new int[cap];
        plain = new int[cap];
        stemmed = new int[cap];
        int mask = cap - 1;
        for (int s = 0; s < oldKeys.length; s++) {
            if (oldKeys[s] != null) {
                int slot = mix(oldHashes[s]) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[s];
                hashes[slot] = oldHashes[s];
                plain[slot] = oldPlain[s];
                stemmed[slot] = oldStemmed[s];
            }
        }
    }
}
