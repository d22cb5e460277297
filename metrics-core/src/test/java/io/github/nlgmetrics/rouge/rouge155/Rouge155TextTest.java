package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The script's byte-level text handling. */
class Rouge155TextTest {
    @Test
    void perlSplitKeepsALeadingEmptyField() {
        assertEquals(List.of("", "a", "b"), Rouge155Text.splitWs("  a\tb "));
        assertEquals(List.of(), Rouge155Text.splitWs(" "));
    }

    @Test
    void nonAsciiBytesSeparateWords() {
        // "naïve" is n a 0xC3 0xAF v e as bytes: both bytes become spaces.
        assertEquals(List.of("na", "ve"), Rouge155Text.words(Rouge155Text.utf8Bytes("naïve")));
    }

    @Test
    void hyphenIsItsOwnWord() {
        assertEquals(List.of("state", "-", "of", "-", "the", "-", "art", "s"),
                Rouge155Text.words("state-of-the-art's"));
    }

    @Test
    void lowercasingIsAsciiOnly() {
        assertEquals("abc\u00c9", Rouge155Text.asciiLower("ABC\u00c9"));
    }

    @Test
    void splDropsEmptyLinesButKeepsBlankOnes() {
        assertEquals(List.of("a b", " ", "c\r"), Rouge155Text.sentences("A B\n\n \nc\r\n", "SPL"));
    }

    @Test
    void splSentencesFromBytesAreTheSplSentencesOfTheByteString() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        byte[] alphabet = "aZ \n\r\t-.Q\u00c9".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        for (int k = 0; k < 500; k++) {
            byte[] bytes = new byte[rnd.nextInt(30)];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = rnd.nextInt(8) == 0 ? (byte) (0x80 + rnd.nextInt(128)) : alphabet[rnd.nextInt(alphabet.length)];
            }
            List<String> expected = Rouge155Text.sentences(Rouge155Text.bytesToString(bytes), "SPL");
            assertEquals(expected, Rouge155Text.splSentences(bytes.clone()));
        }
    }

    @Test
    void seeExtractsTheAnchorText() {
        String html = "<a name=\"1\">[1]</a> <a href=\"#1\" id=1>The Cat sat.</a>\n"
                + "<a size=\"10\" name=\"2\">[2]</a> <a href=\"#2\" id=2>On THE mat</a>\n"
                + "<p>ignored</p>\n";
        assertEquals(List.of("the cat sat.", "on the mat"), Rouge155Text.sentences(html, "SEE"));
    }
}
