package io.github.nlgmetrics.text.spm;

import java.util.Arrays;

/**
 * A trie over byte strings with an {@code int} value per key, walked one byte at a time: the
 * lookup structure behind SentencePiece's piece matching (its {@code Darts::DoubleArray} of the
 * vocabulary, queried with {@code traverse} and {@code commonPrefixSearch}). Stored as a double
 * array: the child of node {@code n} by byte {@code b} is {@code t = base[n] + b} when
 * {@code check[t] == n}; the root is node 0. Construction places each node's children at the first
 * base where they all fit.
 *
 * <p>Immutable after construction and safe to share between threads.
 */
final class ByteTrie {
    /** What {@link #next} returns when there is no transition. */
    static final int NONE = -1;

    private final int[] base;
    private final int[] check;
    private final int[] values;

    /** A trie of {@code keys[i] → vals[i]}; a repeated key keeps its first value. */
    ByteTrie(byte[][] keyBytes, int[] vals) {
        // Keys sorted as unsigned bytes (ties by position, so a repeated key keeps its first value),
        // then placed depth first: a node's children are the distinct bytes of its key range.
        int[] order = new int[keyBytes.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        mergeSort(order, new int[order.length], 0, order.length, keyBytes);
        byte[][] keys = new byte[order.length][];
        int[] sortedValues = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            keys[i] = keyBytes[order[i]];
            sortedValues[i] = vals[order[i]];
        }
        DoubleArrayBuilder da = new DoubleArrayBuilder(Math.max(1024, keys.length * 4 + 512));
        da.check[0] = Integer.MIN_VALUE; // the root is nobody's child
        da.unlink(0);
        build(da, 0, keys, sortedValues, 0, keys.length, 0, new int[256], new int[257]);
        int size = da.used + 256;
        base = Arrays.copyOf(da.base, size);
        check = Arrays.copyOf(da.check, size);
        values = Arrays.copyOf(da.values, size);
        Arrays.fill(check, Math.min(da.used, size), size, NONE);
    }

    /**
     * Sorts {@code order[from, to)} (key indices) by key, as unsigned bytes, stably (a repeated key
     * keeps its first index first). A plain merge sort of ints: no boxing, no comparator object,
     * cheap at start-up while it still runs interpreted.
     */
    private static void mergeSort(int[] order, int[] tmp, int from, int to, byte[][] keys) {
        if (to - from < 2) {
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(order, tmp, from, mid, keys);
        mergeSort(order, tmp, mid, to, keys);
        if (Arrays.compareUnsigned(keys[order[mid - 1]], keys[order[mid]]) <= 0) {
            return; // already in order
        }
        System.arraycopy(order, from, tmp, from, to - from);
        int i = from;
        int j = mid;
        for (int k = from; k < to; k++) {
            if (j >= to || i < mid && Arrays.compareUnsigned(keys[tmp[i]], keys[tmp[j]]) <= 0) {
                order[k] = tmp[i++];
            } else {
                order[k] = tmp[j++];
            }
        }
    }

    /** Places the node at slot {@code at} for the keys {@code [lo, hi)} sharing their first {@code depth} bytes. */
    private static void build(DoubleArrayBuilder da, int at, byte[][] keys, int[] vals, int lo, int hi, int depth,
                              int[] labelBuf, int[] boundBuf) {
        if (lo < hi && keys[lo].length == depth) {
            da.values[at] = vals[lo];
            while (lo < hi && keys[lo].length == depth) {
                lo++;
            }
        }
        if (lo == hi) {
            return;
        }
        int n = 0;
        for (int i = lo; i < hi; i++) {
            int label = keys[i][depth] & 0xFF;
            if (n == 0 || labelBuf[n - 1] != label) {
                labelBuf[n] = label;
                boundBuf[n] = i;
                n++;
            }
        }
        boundBuf[n] = hi;
        int[] labels = Arrays.copyOf(labelBuf, n);
        int[] bounds = Arrays.copyOf(boundBuf, n + 1);
        int base = da.place(labels, n);
        da.base[at] = base;
        for (int k = 0; k < n; k++) {
            da.check[base + labels[k]] = at;
        }
        for (int k = 0; k < n; k++) {
            build(da, base + labels[k], keys, vals, bounds[k], bounds[k + 1], depth + 1, labelBuf, boundBuf);
        }
    }

    /** Growable double-array arrays with a doubly linked list of the free slots. */
    private static final class DoubleArrayBuilder {
        int[] base;
        int[] check;
        int[] values;
        int[] nextFree;
        int[] prevFree;
        boolean[] usedBase;
        int[] failures;
        int firstFree = NONE;
        int lastFree = NONE;
        int used = 1;

        DoubleArrayBuilder(int capacity) {
            base = new int[0];
            check = new int[0];
            values = new int[0];
            nextFree = new int[0];
            prevFree = new int[0];
            usedBase = new boolean[0];
            failures = new int[0];
            grow(capacity);
        }

        private void grow(int capacity) {
            int old = check.length;
            base = Arrays.copyOf(base, capacity);
            check = Arrays.copyOf(check, capacity);
            values = Arrays.copyOf(values, capacity);
            nextFree = Arrays.copyOf(nextFree, capacity);
            prevFree = Arrays.copyOf(prevFree, capacity);
            usedBase = Arrays.copyOf(usedBase, capacity);
            failures = Arrays.copyOf(failures, capacity);
            Arrays.fill(check, old, capacity, NONE);
            Arrays.fill(values, old, capacity, NONE);
            for (int i = old; i < capacity; i++) {
                prevFree[i] = i - 1;
                nextFree[i] = i + 1 < capacity ? i + 1 : NONE;
            }
            prevFree[old] = lastFree;
            if (lastFree != NONE) {
                nextFree[lastFree] = old;
            } else {
                firstFree = old;
            }
            lastFree = capacity - 1;
        }

        /** Takes a free slot out of the free list. */
        void unlink(int slot) {
            int prev = prevFree[slot];
            int next = nextFree[slot];
            if (prev != NONE) {
                nextFree[prev] = next;
            } else {
                firstFree = next;
            }
            if (next != NONE) {
                prevFree[next] = prev;
            } else {
                lastFree = prev;
            }
            used = Math.max(used, slot + 1);
        }

        /** A base where every label fits in a free slot, the slots then taken. */
        int place(int[] labels, int n) {
            int minLabel = 256;
            for (int k = 0; k < n; k++) {
                minLabel = Math.min(minLabel, labels[k]);
            }
            for (int f = firstFree; ; ) {
                if (f == NONE || f + 512 >= check.length) {
                    grow(check.length * 2);
                    return place(labels, n);
                }
                int candidate = f - minLabel;
                boolean fits = candidate >= 1 && !usedBase[candidate];
                for (int k = 0; fits && k < n; k++) {
                    fits = check[candidate + labels[k]] == NONE;
                }
                if (!fits) {
                    int next = nextFree[f];
                    // A slot that keeps failing is given up (left empty), as darts-clone does, so the
                    // search does not walk the same holes for every node.
                    if (++failures[f] >= 16) {
                        unlink(f);
                    }
                    f = next;
                    continue;
                }
                {
                    usedBase[candidate] = true;
                    for (int k = 0; k < n; k++) {
                        unlink(candidate + labels[k]);
                        // Marked taken now; the caller writes the parent.
                        check[candidate + labels[k]] = Integer.MIN_VALUE;
                    }
                    return candidate;
                }
            }
        }
    }

    /** The double array's {@code base} (shared, not to be written): for loops that walk it themselves. */
    int[] base() {
        return base;
    }

    /** The double array's {@code check} (shared, not to be written); a slot no node uses holds {@link #NONE}. */
    int[] check() {
        return check;
    }

    /** The value per node (shared, not to be written), {@link #NONE} where no key ends. */
    int[] values() {
        return values;
    }

    /** The node reached from {@code node} by byte {@code b}, or {@link #NONE}. */
    int next(int node, byte b) {
        int t = base[node] + (b & 0xFF);
        return t < check.length && check[t] == node ? t : NONE;
    }

    /** The value stored at {@code node}, or {@link #NONE} when no key ends there. */
    int value(int node) {
        return values[node];
    }

    /** The value of exactly {@code text[from, to)}, or {@link #NONE}. */
    int get(byte[] text, int from, int to) {
        int node = walk(0, text, from, to);
        return node == NONE ? NONE : values[node];
    }

    /** The node reached from {@code node} by {@code text[from, to)}, or {@link #NONE}. */
    int walk(int node, byte[] text, int from, int to) {
        for (int i = from; i < to && node != NONE; i++) {
            node = next(node, text[i]);
        }
        return node;
    }

    /** The length of the longest key that is a prefix of {@code text[from, to)}, or 0. */
    int longestPrefix(byte[] text, int from, int to) {
        int node = 0;
        int longest = 0;
        for (int i = from; i < to; i++) {
            node = next(node, text[i]);
            if (node == NONE) {
                break;
            }
            if (values[node] != NONE) {
                longest = i + 1 - from;
            }
        }
        return longest;
    }
}
