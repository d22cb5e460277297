package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * sacrebleu 2.6.0's tokenizers, one named test per rule or quirk (the golden cases check them
 * end to end through BLEU).
 */
class SacrebleuTokenizersTest {
    private static String t13a(String s) {
        return Tokenizer13a.INSTANCE.tokenize(s);
    }

    @Test
    void thirteenASplitsPunctuationButNotDigitGroupsOrDecimals() {
        assertEquals("Hello , world !", t13a("Hello, world!"));
        assertEquals("3.14 and 1,000 .", t13a("3.14 and 1,000."));
    }

    @Test
    void thirteenAKeepsApostrophesAndHyphensInsideWords() {
        assertEquals("don't state-of-the-art", t13a("don't state-of-the-art"));
    }

    @Test
    void thirteenASplitsADashAfterADigit() {
        assertEquals("1990 - s", t13a("1990-s"));
        assertEquals("well-known", t13a("well-known"));
    }

    @Test
    void thirteenAUnescapesFourHtmlEntitiesInOrder() {
        assertEquals("a & b < c > \" d", t13a("a &amp; b &lt; c &gt; &quot; d"));
        // &amp; is replaced after &quot;, before &lt;: "&amp;lt;" becomes "<".
        assertEquals("<", t13a("&amp;lt;"));
        assertEquals("& apos ;", t13a("&apos;"));
    }

    @Test
    void thirteenADropsSkippedMarkersAndJoinsHyphenatedLineBreaks() {
        assertEquals("abc", t13a("a<skipped>b-\nc"));
        assertEquals("a b", t13a("a\nb"));
    }

    @Test
    void thirteenAFoldsPythonWhitespaceIncludingNoBreakSpace() {
        assertEquals("a b", t13a("a\u00a0b"));
    }

    @Test
    void intlSplitsUnicodePunctuationAndSymbols() {
        assertEquals("« Bonjour » , dit - il € 5", TokenizerIntl.INSTANCE.tokenize("«Bonjour», dit-il €5"));
    }

    @Test
    void intlKeepsTheFinalPeriodAfterANumberAttached() {
        // mteval-v14 quirk: punctuation between a non-number and end of line is never split off a number.
        assertEquals("in 2017.", TokenizerIntl.INSTANCE.tokenize("in 2017."));
        assertEquals("in May .", TokenizerIntl.INSTANCE.tokenize("in May."));
    }

    @Test
    void zhSeparatesChineseCharacters() {
        assertEquals("我 们 abc", TokenizerZh.INSTANCE.tokenize("我们abc"));
    }

    @Test
    void zhFiveDigitEscapeQuirkMakesGeneralPunctuationAndArrowsChinese() {
        // '\u20000'..'\u2a6d6' in sacrebleu compares as U+2001..U+2A6D.
        assertTrue(TokenizerZh.isChineseChar(0x2013)); // EN DASH
        assertTrue(TokenizerZh.isChineseChar(0x2192)); // RIGHTWARDS ARROW
        assertFalse(TokenizerZh.isChineseChar(0x2000));
        assertFalse(TokenizerZh.isChineseChar(0x20000)); // CJK Ext. B is not Chinese to sacrebleu
        assertTrue(TokenizerZh.isChineseChar(0x2F81));
        assertFalse(TokenizerZh.isChineseChar(0x2F800));
        assertEquals("a – b", TokenizerZh.INSTANCE.tokenize("a–b"));
    }

    @Test
    void charTokenizerSeparatesEveryCodePoint() {
        assertEquals("a b   😀", TokenizerChar.INSTANCE.tokenize("ab 😀"));
        assertEquals("", TokenizerChar.INSTANCE.tokenize(""));
    }

    @Test
    void noneTokenizerLeavesTheLineAlone() {
        assertEquals("Hello, world!", TokenizerNone.INSTANCE.tokenize("Hello, world!"));
    }

    @Test
    void registryRejectsUnknownNamesByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Tokenizers.byName("13b"));
        assertTrue(e.getMessage().contains("'13b'"), e.getMessage());
    }
}
