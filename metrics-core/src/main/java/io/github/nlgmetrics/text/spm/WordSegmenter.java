package io.github.nlgmetrics.text.spm;

/**
 * {@code word::Model::Encode} of SentencePiece 0.1.97: {@code SplitIntoWords} (a word starts at
 * each {@code ▁}), each word looked up whole ({@link PieceTable#pieceToId}). No scratch: one
 * instance serves every thread.
 */
final class WordSegmenter implements Segmenter {
    private final PieceTable table;

    WordSegmenter(PieceTable table) {
        this.table = table;
    }

    @Override
    public void segment(byte[] s, int size, Segmentation out) {
        int wordStart = 0;
        for (int pos = 0; pos < size; ) {
            int mblen = Math.min(Segmenter.oneCharLen(s[pos]), size - pos);
            if (pos > 0 && mblen == 3 && Segmenter.startsWithSpaceSymbol(s, pos, mblen)) {
                out.add(wordStart, pos - wordStart, table.pieceToId(s, wordStart, pos));
                wordStart = pos;
            }
            pos += mblen;
        }
        out.add(wordStart, size - wordStart, table.pieceToId(s, wordStart, size));
    }
}
