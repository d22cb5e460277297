package io.github.nlgmetrics.text.spm;

import java.util.Arrays;

/**
 * What a {@link Segmenter} produces for one line: the pieces in order, each a byte range of the
 * normalized line and a piece id (the unknown id for text no piece covers), before
 * {@code PopulateSentencePieceText} ({@link PieceOutput}) applies byte fallback or merges unknown runs.
 *
 * <p>Per-thread scratch, reused line after line; not thread-safe.
 */
final class Segmentation {
    int[] start = new int[64];
    int[] len = new int[64];
    int[] id = new int[64];
    int count;

    void ensure(int n) {
        if (start.length < n) {
            int cap = Math.max(n, start.length * 2);
            start = Arrays.copyOf(start, cap);
            len = Arrays.copyOf(len, cap);
            id = Arrays.copyOf(id, cap);
        }
    }

    void add(int from, int length, int pieceId) {
        ensure(count + 1);
        start[count] = from;
        len[count] = length;
        id[count] = pieceId;
        count++;
    }
}
