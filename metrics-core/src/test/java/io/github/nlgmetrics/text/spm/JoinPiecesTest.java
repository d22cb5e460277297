package io.github.nlgmetrics.text.spm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The encoder's own UTF-8 decoding of the joined pieces is the JDK's, piece by piece, malformed
 * bytes included (which the normalizer never writes, but a model's replacement strings could hold);
 * a vocabulary piece is copied from the pool of piece texts.
 */
class JoinPiecesTest {
    @Test
    void joinedPiecesDecodeAsTheJdkDecodesEachPiece() {
        byte[][] pieces = {
            "▁Straße".getBytes(StandardCharsets.UTF_8),
            "😀x".getBytes(StandardCharsets.UTF_8),
            {(byte) 0xC0, (byte) 0x80, 'a'},                // overlong
            {'b', (byte) 0xED, (byte) 0xA0, (byte) 0x80},   // a surrogate
            {(byte) 0xE2, (byte) 0x96},                     // truncated
            {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80, 'c'}, // above U+10FFFF
            {(byte) 0xF0, (byte) 0x8F, (byte) 0xBF, (byte) 0xBF},     // overlong 4 bytes
            {(byte) 0xE0, (byte) 0x9F, (byte) 0xBF, 'd', (byte) 0xC3, (byte) 0xA9},
            {(byte) 0x80, 'e'},                             // a lone trail byte
        };
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PieceOutput w = new PieceOutput();
        List<String> expected = new ArrayList<>();
        for (byte[] p : pieces) {
            w.add(text.size(), p.length, -1);
            text.writeBytes(p);
            expected.add(new String(p, StandardCharsets.UTF_8));
        }
        w.add(0x3C, -1, -1); // the byte piece <0x3C>
        expected.add("<0x3C>");
        w.add(0, 3, 1); // a vocabulary piece: spelled from the pool (its text is its bytes)
        expected.add("▁de");
        w.text = text.toByteArray();
        char[] pool = "<unk>▁de".toCharArray();
        int n = w.joinPieces(pool, new int[] {0, 5, 8});
        assertEquals(String.join(" ", expected), new String(w.chars, 0, n));
    }
}
