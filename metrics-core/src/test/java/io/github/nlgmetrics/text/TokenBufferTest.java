package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@link TokenBuffer}: Python's {@code str.split()} over the buffer, ids in order of first sight. */
class TokenBufferTest {
    private static int[] split(TokenBuffer b, String s) {
        int from = b.length();
        b.append(s);
        int[] count = new int[1];
        int[] ids = b.splitInterned(from, new int[0], count);
        return Arrays.copyOf(ids, count[0]);
    }

    @Test
    void splitsOnPythonWhitespaceAndInternsAcrossSides() {
        TokenBuffer b = new TokenBuffer();
        b.reset();
        String s = "a\u3000b\u001cc\u0085 a\u00a0\u2009😀 b\tb";
        assertEquals(PyStrings.split(s).size(), split(b, s).length);
        assertArrayEquals(new int[] {0, 1, 2, 0, 3, 1, 1}, split(b, s));
        assertArrayEquals(new int[] {3, 4, 0}, split(b, "😀 new a"));
        assertEquals(5, b.distinct());
    }

    @Test
    void resetForgetsTheTokens() {
        TokenBuffer b = new TokenBuffer();
        split(b, "x y z");
        b.reset();
        assertArrayEquals(new int[] {0, 1}, split(b, "z x"));
        assertEquals(2, b.distinct());
    }

    @Test
    void manyDistinctTokensGrowTheTables() {
        TokenBuffer b = new TokenBuffer();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            sb.append("t").append(i % 7_000).append(' ');
        }
        int[] ids = split(b, sb.toString());
        assertEquals(20_000, ids.length);
        assertEquals(7_000, b.distinct());
        for (int i = 0; i < ids.length; i++) {
            assertEquals(i % 7_000, ids[i]);
        }
    }
}
