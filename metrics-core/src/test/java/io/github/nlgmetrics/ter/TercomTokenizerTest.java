package io.github.nlgmetrics.ter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** sacrebleu 2.6.0's tercom tokenizer; expected strings come from running sacrebleu 2.6.0. */
class TercomTokenizerTest {
    private static final TercomTokenizer NORM_ASIAN = new TercomTokenizer(true, false, true, false);

    @Test
    void westernNormalization() {
        assertEquals("hello , world 's 3.5 x-ray 5 - 6 & \" q \" a . b 1,000 .",
                NORM_ASIAN.tokenize("Hello, world's 3.5 x-ray 5-6 &amp; &quot;q&quot; a.b 1,000."));
    }

    @Test
    void hiraganaRegexTypoMeansKanaIsNeverSplit() {
        // (^|^[…])([…]+)(?=$|^[…]): the stray ^ anchors only allow a whole-string match, and the
        // western normalization pads the string with spaces first, so these rules never fire.
        assertEquals("ひらがな", NORM_ASIAN.tokenize("ひらがな"));
        assertEquals("カタカナ", NORM_ASIAN.tokenize("カタカナ"));
        assertEquals("これは 漢 字 です", NORM_ASIAN.tokenize("これは漢字です"));
    }

    @Test
    void enclosedCjkRangeAndFullWidthPunctuation() {
        assertEquals("\u3200 \u3f22 \u3f23", NORM_ASIAN.tokenize("\u3200\u3f22\u3f23"));
        assertEquals("ｆｕｌｌ （ ｗｉｄｔｈ ） 、 。", NORM_ASIAN.tokenize("ｆｕｌｌ（ｗｉｄｔｈ）、。"));
    }

    @Test
    void noPunctRemovesAsciiAndWithAsianSupportCjkPunctuation() {
        assertEquals("hi there 引用", new TercomTokenizer(false, true, true, false).tokenize("Hi, (there)! 「引用」、。"));
    }

    @Test
    void asianSupportAloneChangesNothing() {
        assertEquals("これは漢字です", new TercomTokenizer(false, false, true, true).tokenize("これは漢字です"));
    }

    @Test
    void whitespaceIsFoldedWithPythonsWhitespaceSet() {
        assertEquals("a b c", new TercomTokenizer(false, false, false, true).tokenize(" a\u00a0 b\u3000c "));
        assertEquals("", new TercomTokenizer(false, false, false, false).tokenize(""));
    }
}
