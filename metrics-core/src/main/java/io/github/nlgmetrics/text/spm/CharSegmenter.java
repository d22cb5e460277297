package io.github.nlgmetrics.text.spm;

/**
 * {@code character::Model::Encode} of SentencePiece 0.1.97: one piece per character (a
 * user-defined symbol whole), each looked up ({@link PieceTable#pieceToId}). No scratch: one
 * instance serves every thread.
 */
final class CharSegmenter implements Segmenter {
    private final PieceTable table;

    CharSegmenter(PieceTable table) {
        this.table = table;
    }

    @Override
    public void segment(byte[] s, int size, Segmentation out) {
        ByteTrie userDefined = table.userDefined;
        for (int pos = 0; pos < size; ) {
            int len = userDefined == null ? 0 : userDefined.longestPrefix(s, pos, size);
            if (len == 0) {
                len = Math.min(Segmenter.oneCharLen(s[pos]), size - pos);
            }
            out.add(pos, len, table.pieceToId(s, pos, pos + len));
            pos += len;
        }
    }
}
