package io.github.nlgmetrics.text.spm;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The output of one line: SentencePiece 0.1.97's {@code PopulateSentencePieceText} applied to a
 * {@link Segmentation} ({@link #populate}: with {@code byte_fallback} an unknown piece becomes one
 * {@code <0xHH>} piece per UTF-8 byte, upper-case hex; without it, consecutive unknown pieces are
 * merged into one piece of their normalized text), then the pieces as strings ({@link #piece}) or
 * joined by single spaces into one reused {@code char[]} ({@link #joinPieces}). Per-thread scratch;
 * not thread-safe.
 */
final class PieceOutput {
    private static final String[] BYTE_PIECES = new String[256];

    static {
        // <0xHH>, upper-case hex (spelled out: 256 String.format calls cost 20 ms at start-up)
        char[] hex = "0123456789ABCDEF".toCharArray();
        for (int b = 0; b < 256; b++) {
            BYTE_PIECES[b] = new String(new char[] {'<', '0', 'x', hex[b >>> 4], hex[b & 15], '>'});
        }
    }

    /** The normalized line the pieces are byte ranges of. */
    byte[] text;
    /** The pieces joined by spaces ({@link #joinPieces}). */
    char[] chars = new char[256];
    /** Output pieces: a byte range of the normalized text, or (length -1) the byte piece {@code <0xHH>}. */
    private int[] outStart = new int[64];
    private int[] outLen = new int[64];
    /** The piece id whose text an output piece is, or -1 (its bytes are decoded). */
    private int[] outId = new int[64];
    int count;

    /** {@code PopulateSentencePieceText}: byte fallback, or runs of unknown pieces merged. */
    void populate(Segmentation r, SentencePieceModel model) {
        count = 0;
        boolean prevUnk = false;
        for (int i = 0; i < r.count; i++) {
            int id = r.id[i];
            boolean unk = model.type(id) == SentencePieceModel.UNKNOWN;
            if (unk && model.byteFallback()) {
                for (int b = r.start[i]; b < r.start[i] + r.len[i]; b++) {
                    add(text[b] & 0xFF, -1, -1);
                }
            } else if (prevUnk && unk) {
                outLen[count - 1] += r.len[i];
            } else {
                // A piece found by its bytes is spelled as the piece; an unknown one is its text.
                add(r.start[i], r.len[i], unk ? -1 : id);
            }
            prevUnk = unk;
        }
    }

    void add(int start, int len, int id) {
        if (outStart.length == count) {
            outStart = Arrays.copyOf(outStart, count * 2);
            outLen = Arrays.copyOf(outLen, count * 2);
            outId = Arrays.copyOf(outId, count * 2);
        }
        outStart[count] = start;
        outLen[count] = len;
        outId[count] = id;
        count++;
    }

    /** The byte piece {@code <0xHH>} of {@code b} (upper-case hex). */
    static String bytePiece(int b) {
        return BYTE_PIECES[b];
    }

    /**
     * {@code PieceToId} of output piece {@code i}: a vocabulary piece's canonical id, a byte piece's id, or
     * the lookup of an unknown piece's text.
     */
    int pieceId(int i, int[] canonicalIds, int[] byteIds, PieceTable table) {
        if (outLen[i] < 0) {
            return byteIds[outStart[i]];
        }
        return outId[i] >= 0 ? canonicalIds[outId[i]] : table.pieceToId(text, outStart[i], outStart[i] + outLen[i]);
    }

    /** Output piece {@code i} as a string. */
    String piece(int i) {
        return outLen[i] < 0 ? BYTE_PIECES[outStart[i]]
                : new String(text, outStart[i], outLen[i], StandardCharsets.UTF_8);
    }

    /**
     * Writes the output pieces joined by single spaces into {@link #chars}; returns the length.
     * A vocabulary piece is copied from {@code pool} (piece {@code id} is
     * {@code pool[poolStart[id], poolStart[id + 1])}); other UTF-8 is decoded here (the normalized
     * text is well-formed; anything else in a piece is left to the JDK's decoder from there on, as
     * {@link #piece} decodes it).
     */
    int joinPieces(char[] pool, int[] poolStart) {
        // Room for everything first (a piece's UTF-16 units never outnumber its UTF-8 bytes),
        // then the arrays in locals: C1 does not hoist field loads out of loops.
        int room = 0;
        for (int i = 0; i < count; i++) {
            room += outLen[i] < 0 ? 7 : outLen[i] + 1;
        }
        ensureChars(room);
        char[] cs = chars;
        byte[] t = text;
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                cs[n++] = ' ';
            }
            if (outLen[i] < 0) {
                String b = BYTE_PIECES[outStart[i]];
                b.getChars(0, b.length(), cs, n);
                n += b.length();
                continue;
            }
            int id = outId[i];
            if (id >= 0) {
                int from = poolStart[id];
                int to = poolStart[id + 1];
                for (int k = from; k < to; k++) {
                    cs[n++] = pool[k];
                }
                continue;
            }
            int p = outStart[i];
            int end = p + outLen[i];
            while (p < end) {
                int b0 = t[p];
                if (b0 >= 0) {
                    cs[n++] = (char) b0;
                    p++;
                } else if ((b0 & 0xE0) == 0xC0 && b0 != (byte) 0xC0 && b0 != (byte) 0xC1 && p + 1 < end
                        && isTrail(t[p + 1])) {
                    cs[n++] = (char) ((b0 & 0x1F) << 6 | (t[p + 1] & 0x3F));
                    p += 2;
                } else if ((b0 & 0xF0) == 0xE0 && p + 2 < end && isTrail(t[p + 1]) && isTrail(t[p + 2])) {
                    int c = (b0 & 0x0F) << 12 | (t[p + 1] & 0x3F) << 6 | (t[p + 2] & 0x3F);
                    if (c < 0x800 || Character.isSurrogate((char) c)) {
                        n = decodeRest(p, end, n);
                        break;
                    }
                    cs[n++] = (char) c;
                    p += 3;
                } else if ((b0 & 0xF8) == 0xF0 && p + 3 < end && isTrail(t[p + 1]) && isTrail(t[p + 2])
                        && isTrail(t[p + 3])) {
                    int c = (b0 & 0x07) << 18 | (t[p + 1] & 0x3F) << 12 | (t[p + 2] & 0x3F) << 6
                            | (t[p + 3] & 0x3F);
                    if (c < 0x10000 || c > Character.MAX_CODE_POINT) {
                        n = decodeRest(p, end, n);
                        break;
                    }
                    cs[n++] = Character.highSurrogate(c);
                    cs[n++] = Character.lowSurrogate(c);
                    p += 4;
                } else {
                    n = decodeRest(p, end, n);
                    break;
                }
            }
        }
        return n;
    }

    private static boolean isTrail(byte b) {
        return (b & 0xC0) == 0x80;
    }

    /**
     * The JDK's decoding of {@code text[p, end)} (malformed bytes become U+FFFD, never more
     * units than bytes: the room is there) written at {@code n}.
     */
    private int decodeRest(int p, int end, int n) {
        String rest = new String(text, p, end - p, StandardCharsets.UTF_8);
        rest.getChars(0, rest.length(), chars, n);
        return n + rest.length();
    }

    private void ensureChars(int n) {
        if (chars.length < n) {
            chars = Arrays.copyOf(chars, Math.max(n, chars.length * 2));
        }
    }
}
