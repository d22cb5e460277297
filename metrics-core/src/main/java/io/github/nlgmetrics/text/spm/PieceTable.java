package io.github.nlgmetrics.text.spm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A model's vocabulary as the segmenters and the output read it, shared by every thread: the
 * library's {@code pieces_} (normal, user-defined and unused pieces) and {@code reserved_id_map_}
 * (control, unknown and byte pieces) in double-array tries, the user-defined symbols (its
 * {@code PrefixMatcher}), and every piece's text as UTF-16 in one pool (an output piece found by its
 * bytes is copied from there instead of decoded). Immutable.
 */
final class PieceTable {
    private final SentencePieceModel model;
    /** {@code pieces_}: normal, user-defined and unused pieces. */
    final ByteTrie pieces;
    /** {@code reserved_id_map_}: control, unknown and byte pieces. */
    final ByteTrie reserved;
    /** User-defined symbols (the library's {@code PrefixMatcher}), or null when there are none. */
    final ByteTrie userDefined;
    /** Every piece's text as UTF-16, concatenated: piece {@code id} is {@code [pieceCharStart[id], pieceCharStart[id + 1])}. */
    final char[] pieceChars;
    final int[] pieceCharStart;

    PieceTable(SentencePieceModel model) {
        this.model = model;
        int n = model.size();
        List<byte[]> normalKeys = new ArrayList<>();
        List<Integer> normalIds = new ArrayList<>();
        List<byte[]> reservedKeys = new ArrayList<>();
        List<Integer> reservedIds = new ArrayList<>();
        List<byte[]> userKeys = new ArrayList<>();
        for (int id = 0; id < n; id++) {
            int type = model.type(id);
            boolean normal = type == SentencePieceModel.NORMAL || type == SentencePieceModel.USER_DEFINED
                    || type == SentencePieceModel.UNUSED;
            (normal ? normalKeys : reservedKeys).add(model.pieceBytes(id));
            (normal ? normalIds : reservedIds).add(id);
            if (type == SentencePieceModel.USER_DEFINED) {
                userKeys.add(model.pieceBytes(id));
            }
        }
        pieces = trie(normalKeys, normalIds);
        reserved = trie(reservedKeys, reservedIds);
        userDefined = userKeys.isEmpty() ? null : trie(userKeys, Collections.nCopies(userKeys.size(), 0));
        pieceCharStart = new int[n + 1];
        for (int id = 0; id < n; id++) {
            pieceCharStart[id + 1] = pieceCharStart[id] + model.piece(id).length();
        }
        pieceChars = new char[pieceCharStart[n]];
        for (int id = 0; id < n; id++) {
            model.piece(id).getChars(0, model.piece(id).length(), pieceChars, pieceCharStart[id]);
        }
    }

    private static ByteTrie trie(List<byte[]> keys, List<Integer> ids) {
        int[] values = new int[ids.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = ids.get(i);
        }
        return new ByteTrie(keys.toArray(new byte[0][]), values);
    }

    SentencePieceModel model() {
        return model;
    }

    /** {@code ModelInterface::PieceToId}: reserved pieces first, then the others, else unknown. */
    int pieceToId(byte[] s, int from, int to) {
        int id = reserved.get(s, from, to);
        if (id != ByteTrie.NONE) {
            return id;
        }
        id = pieces.get(s, from, to);
        return id != ByteTrie.NONE ? id : model.unkId();
    }
}
