package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.Arrays;

/** A growable list of {@code int}s: the ids of one text on their way through the pipeline. Not thread-safe. */
final class IntList {
    int[] values;
    int size;

    IntList(int capacity) {
        values = new int[Math.max(4, capacity)];
    }

    void add(int v) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = v;
    }

    void addAll(int[] vs) {
        if (size + vs.length > values.length) {
            values = Arrays.copyOf(values, Math.max(size + vs.length, size * 2));
        }
        System.arraycopy(vs, 0, values, size, vs.length);
        size += vs.length;
    }
}
