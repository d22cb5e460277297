package io.github.nlgmetrics.text.spm;

import java.util.Arrays;

/**
 * A trie over byte strings with an {@code int} value per key, walked one byte at a time: the
 * lookup structure behind SentencePiece's piece matching (its {@code Darts::DoubleArray} of the
 * vocabulary, queried with {@code traverse} and {@code commonPrefixSearch}). Transitions live in
 * one open-addressing table keyed by {@code node * 256 + byte}; node 0 is the root.
 *
 * <p>Immutable after construction and safe to share between threads.
 */
final class ByteTrie {
    /** What {@link #next} returns when there is no transition. */
    static final int NONE = -1;

    private final int[] values;
    private final int[] keys;
    private final int[] targets;
    private final int mask;

    /** A trie of {@code keys[i] → vals[i]}; a repeated key keeps its first value. */
    ByteTrie(byte[][] keyBytes, int[] vals) {
        int nodes = 1;
        for (byte[] k : keyBytes) {
            nodes += k.length;
        }
        if ((long) nodes * 256 > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many pieces for the trie: " + keyBytes.length);
        }
        int capacity = Integer.highestOneBit(Math.max(16, nodes * 2 - 1)) << 1;
        keys = new int[capacity];
        Arrays.fill(keys, -1);
        targets = new int[capacity];
        mask = capacity - 1;
        int[] vs = new int[nodes];
        Arrays.fill(vs, NONE);
        int count = 1;
        for (int i = 0; i < keyBytes.length; i++) {
            int node = 0;
            for (byte b : keyBytes[i]) {
                int child = next(node, b);
                if (child == NONE) {
                    child = count++;
                    insert(node * 256 + (b & 0xFF), child);
                }
                node = child;
            }
            if (vs[node] == NONE) {
                vs[node] = vals[i];
            }
        }
        values = Arrays.copyOf(vs, count);
    }

    /** The node reached from {@code node} by byte {@code b}, or {@link #NONE}. */
    int next(int node, byte b) {
        int key = node * 256 + (b & 0xFF);
        int slot = mix(key) & mask;
        while (true) {
            int k = keys[slot];
            if (k == key) {
                return targets[slot];
            }
            if (k == -1) {
                return NONE;
            }
            slot = (slot + 1) & mask;
        }
    }

    /** The value stored at {@code node}, or {@link #NONE} when no key ends there. */
    int value(int node) {
        return values[node];
    }

    /** The value of exactly {@code text[from, to)}, or {@link #NONE}. */
    int get(byte[] text, int from, int to) {
        int node = 0;
        for (int i = from; i < to; i++) {
            node = next(node, text[i]);
            if (node == NONE) {
                return NONE;
            }
        }
        return values[node];
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

    private void insert(int key, int target) {
        int slot = mix(key) & mask;
        while (keys[slot] != -1) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = key;
        targets[slot] = target;
    }

    private static int mix(int key) {
        int h = key * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
