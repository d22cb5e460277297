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
 * <p>Two generations instead of an exact LRU: lines go into the young map; when it holds
 * {@code generation} lines it becomes the old map (the previous old one is dropped) and a new
 * young map starts; a line found in the old map is copied into the young one. So at most about
 * {@code 2 · generation} lines are held (a few more while threads race on a rotation), a line
 * used at least once per {@code generation} insertions is never dropped, and lookups take no
 * lock. The function must be pure: a cached value is exactly what the function returns, so the
 * cache changes no output, whichever thread computed it.
 */
final class LineCache {
    private final int generation;
    private final UnaryOperator<String> function;
    private volatile Map<String, String> young = new ConcurrentHashMap<>();
    private volatile Map<String, String> old = Map.of();

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
        Map<String, String> y = young;
        String value = y.get(line);
        if (value != null) {
            return value;
        }
        value = old.get(line);
        if (value == null) {
            value = function.apply(line);
        }
        if (y.size() >= generation) {
            y = rotate(y);
        }
        y.put(line, value);
        return value;
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
