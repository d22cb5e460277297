package io.github.nlgmetrics.text;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * A bounded, thread-safe memo of a pure function of a line ({@code line → tokenized line}), our
 * counterpart of the {@code functools.lru_cache(maxsize=2**16)} sacrebleu puts on its
 * tokenizers' {@code __call__}: a corpus whose references repeat (one reference file scored
 * against many systems, a hypothesis repeated per reference) tokenizes each distinct line once.
 *
 * <p>Two generations instead of an exact LRU: lines are stored in the young map; when it holds
 * {@code generation} lines it becomes the old map (the previous old one is dropped) and a new
 * young map starts; a line found in the old map is copied into the young one. So at most about
 * {@code 2 · generation} lines are held (a few more while threads race on a rotation), a line
 * used at least once per {@code generation} insertions is never dropped, and lookups take no
 * lock. The function must be pure: a cached value is exactly what the function returns, so the
 * cache changes no output, whichever thread computed it.
 *
 * <p>A line is stored only when it comes a second time (a TinyLFU-style doorkeeper: the first
 * time only its hash is noted, in a direct-mapped table of 2^16 ints): a corpus of distinct
 * hypotheses then keeps no copy of them (kept, they cost the collector more than the cache saves),
 * while a repeated reference is stored on its second sighting. A hash collision only makes a
 * line stored or encoded once more; values are always the function's.
 */
final class LineCache {
    private final int generation;
    private final UnaryOperator<String> function;
    private volatile Map<String, String> young = new ConcurrentHashMap<>();
    private volatile Map<String, String> old = Map.of();
    /** The doorkeeper: the hash of a line seen once, at {@code hash & (length - 1)} (racy writes are harmless). */
    private final int[] seen = new int[1 << 16];

    /** A cache of {@code function} holding up to about {@code 2 · generation} lines. */
    LineCache(int generation, UnaryOperator<String> function) {
        if (generation < 1) {
            throw new IllegalArgumentException("generation must be positive: " + generation);
        }
        this.generation = generation;
        this.function = function;
    }

    /** {@code function.apply(line)}, from the cache when the line was seen recently. */
    String apply(String line) {
        String value = get(line);
        if (value != null) {
            return value;
        }
        value = function.apply(line);
        if (admit(line)) {
            put(line, value);
        }
        return value;
    }

    /**
     * The cached value of {@code line}, or null; a line found in the old generation is copied
     * into the young one.
     */
    String get(String line) {
        String value = young.get(line);
        if (value == null) {
            value = old.get(line);
            if (value != null) {
                put(line, value);
            }
        }
        return value;
    }

    /**
     * The doorkeeper, for a line {@link #get} did not find: whether it came before (then its value
     * is to be {@link #put}); the first time, its hash is noted and false returned.
     */
    boolean admit(String line) {
        int h = line.hashCode(); // (a line hashing to 0 is admitted at once: harmless)
        int slot = (h ^ h >>> 16) & (seen.length - 1);
        if (seen[slot] == h) {
            return true;
        }
        seen[slot] = h;
        return false;
    }

    /** Stores {@code value}, which must be {@code function.apply(line)}. */
    void put(String line, String value) {
        Map<String, String> y = young;
        if (y.size() >= generation) {
            y = rotate(y);
        }
        y.put(line, value);
    }

    private synchronized Map<String, String> rotate(Map<String, String> full) {
        if (young == full) {
            old = full;
            young = new ConcurrentHashMap<>();
        }
        return young;
    }

    /** Lines held now (both generations; a line in both counts twice). */
    int size() {
        return young.size() + old.size();
    }
}
