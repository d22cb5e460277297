package io.github.nlgmetrics.text.spm;

import java.util.function.Supplier;

/**
 * One model type's segmentation of a normalized line into pieces ({@code unigram::Model},
 * {@code bpe::Model}, {@code word::Model}, {@code character::Model} of SentencePiece 0.1.97).
 * An instance belongs to one thread and owns its scratch data (the unigram lattice, the BPE
 * symbols, agenda and word memo); the model's tables ({@link PieceTable}) are shared.
 */
interface Segmenter {
    /** Appends the pieces of the normalized line {@code s[0, size)} ({@code size > 0}) to {@code out}, which is empty. */
    void segment(byte[] s, int size, Segmentation out);

    /**
     * A source of per-thread segmenters for the table's model type: whatever they share (the
     * unigram node scores, whether BPE may run word by word) is computed once, here.
     *
     * @param allowBpeByWord false to run BPE over the whole line as the library does (tests)
     * @param memoWords the bound of each thread's BPE word memo
     */
    static Supplier<Segmenter> factory(PieceTable table, boolean allowBpeByWord, int memoWords) {
        return switch (table.model().modelType()) {
            case UNIGRAM -> {
                UnigramSegmenter.Scores scores = UnigramSegmenter.Scores.of(table);
                yield () -> new UnigramSegmenter(table, scores);
            }
            case BPE -> {
                boolean byWord = allowBpeByWord && BpeSegmenter.canRunByWord(table.model());
                yield () -> new BpeSegmenter(table, byWord, memoWords);
            }
            case WORD -> {
                Segmenter word = new WordSegmenter(table);
                yield () -> word;
            }
            case CHAR -> {
                Segmenter character = new CharSegmenter(table);
                yield () -> character;
            }
        };
    }

    /** SentencePiece's {@code OneCharLen}: the UTF-8 length announced by a lead byte (1 for others). */
    static int oneCharLen(byte b) {
        int hi = (b & 0xFF) >>> 4;
        return hi < 12 ? 1 : hi < 14 ? 2 : hi == 14 ? 3 : 4;
    }

    /** Whether {@code s[from, from + len)} begins with {@code ▁} (U+2581, the escaped space). */
    static boolean startsWithSpaceSymbol(byte[] s, int from, int len) {
        return len >= 3 && s[from] == (byte) 0xE2 && s[from + 1] == (byte) 0x96 && s[from + 2] == (byte) 0x81;
    }
}
