package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * NLTK 3.8's {@code word_tokenize} and its Treebank tokenizer ({@code NLTKWordTokenizer}), one
 * named test per rule; the expected tokens are NLTK 3.8's for the same texts.
 */
class NltkWordTokenizerTest {
    @Test
    void theDocstringExampleSplitsSentenceFinalPeriodsOnly() {
        String s = "Good muffins cost $3.88\nin New York.  Please buy me\ntwo of them.\nThanks.";
        assertEquals(List.of("Good", "muffins", "cost", "$", "3.88", "in", "New", "York", ".", "Please", "buy", "me",
                "two", "of", "them", ".", "Thanks", "."), NltkWordTokenizer.wordTokenize(s));
        // without the sentence split only the text's final period is split off
        assertEquals(List.of("Good", "muffins", "cost", "$", "3.88", "in", "New", "York.", "Please", "buy", "me",
                "two", "of", "them.", "Thanks", "."), NltkWordTokenizer.treebank(s));
    }

    @Test
    void cliticsAreSplitOff() {
        assertEquals(List.of("They", "'ll", "save", "and", "invest", "more", "."),
                NltkWordTokenizer.wordTokenize("They'll save and invest more."));
        assertEquals(List.of("He", "'s", "here", ";", "she", "'d", "go", "!"),
                NltkWordTokenizer.wordTokenize("He's here; she'd go!"));
    }

    @Test
    void doubleQuotesBecomePtbQuotes() {
        assertEquals(List.of("``", "Hi", ",", "''", "she", "said"), NltkWordTokenizer.wordTokenize("\"Hi,\" she said"));
    }

    @Test
    void macIntyreContractionsAreSplitInTwo() {
        assertEquals(List.of("I", "can", "not", "go", ",", "gon", "na", "stay", ".", "'T", "is", "fine", "."),
                NltkWordTokenizer.wordTokenize("I cannot go, gonna stay. 'Tis fine."));
    }

    @Test
    void aCommaOrColonBeforeADigitStays() {
        assertEquals(List.of("It", "costs", "3,36", "euros", ":", "yes"),
                NltkWordTokenizer.wordTokenize("It costs 3,36 euros: yes"));
    }

    @Test
    void unicodeQuotesDashesAndEllipsesArePadded() {
        assertEquals(List.of("«", "Quote", "»", "and", "“", "this", "”", "‘", "too", "’"),
                NltkWordTokenizer.wordTokenize("«Quote» and “this” ‘too’"));
        assertEquals(List.of("a", "--", "b", "...", "c"), NltkWordTokenizer.wordTokenize("a--b ... c"));
    }

    @Test
    void asATokenizerItJoinsTheTokensWithSpaces() {
        assertEquals("They 'll go .", NltkWordTokenizer.INSTANCE.tokenize("They'll go."));
        assertEquals("word_tokenize", NltkWordTokenizer.INSTANCE.signature());
    }

    /** The contraction prefilter folds exactly what Java's {@code (?iu)} matches to an ASCII letter. */
    @Test
    void theContractionPrefilterFoldsEveryCaseVariantOfAnAsciiLetter() {
        for (int c = 0; c < 0x10000; c++) {
            int u = Character.toUpperCase(c);
            int l = Character.toLowerCase(c);
            boolean matchesAscii = (u >= 'A' && u <= 'Z') || (l >= 'a' && l <= 'z');
            String folded = NltkWordTokenizer.fold(String.valueOf((char) c));
            char f = folded.charAt(0);
            if (matchesAscii) {
                assertEquals(Character.toLowerCase((char) (u >= 'A' && u <= 'Z' ? u : l)), f, "U+" + Integer.toHexString(c));
            } else {
                assertEquals((char) c, f, "U+" + Integer.toHexString(c));
            }
        }
        assertEquals(List.of("I", "CAN", "NOT"), NltkWordTokenizer.treebank("I CANNOT"));
        // Python's (?i) matches dotless \u0131 to i, as Java's (?iu) does (NLTK 3.8's output)
        assertEquals(List.of("x", "'t", "\u0131s", "g\u0131m", "me"), NltkWordTokenizer.treebank("x 't\u0131s g\u0131mme"));
    }
}
