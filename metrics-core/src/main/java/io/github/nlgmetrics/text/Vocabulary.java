package io.github.nlgmetrics.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Interns token strings to dense {@code int} ids ({@code 0, 1, 2, ...} in order of first sight),
 * so that the n-gram and LCS kernels compare ints instead of strings.
 *
 * <p>Not thread-safe: give each worker thread its own vocabulary, and encode a hypothesis and its
 * references with the same one (ids are only comparable within one vocabulary).
 */
public final class Vocabulary {
    /** The most tokens a vocabulary keeps across segments before {@link #bound()} forgets them. */
    public static final int MAX_KEPT = 1 << 20;

    private final Map<String, Integer> ids = new HashMap<>();
    private final List<String> tokens = new ArrayList<>();

    /** The id of {@code token}, assigning the next free id on first sight. */
    public int id(String token) {
        Integer id = ids.get(token);
        if (id == null) {
            id = tokens.size();
            ids.put(token, id);
            tokens.add(token);
        }
        return id;
    }

    /** Ids of every token, in order. */
    public int[] encode(List<String> tokenList) {
        int[] out = new int[tokenList.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = id(tokenList.get(i));
        }
        return out;
    }

    /** The token behind an id assigned by this vocabulary. */
    public String token(int id) {
        return tokens.get(id);
    }

    /** How many distinct tokens have been seen. */
    public int size() {
        return tokens.size();
    }

    /** Forgets every token (ids restart at 0). */
    public void clear() {
        ids.clear();
        tokens.clear();
    }

    /**
     * Forgets every token once more than {@link #MAX_KEPT} have been seen: a scorer's per-thread
     * vocabulary, called before each segment, stays bounded over a long corpus (a segment's ids are
     * only compared within that segment).
     */
    public void bound() {
        if (tokens.size() > MAX_KEPT) {
            clear();
        }
    }
}
