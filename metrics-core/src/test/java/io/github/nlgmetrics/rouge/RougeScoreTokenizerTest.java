package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.compat.python.PyCase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** rouge-score 0.1.2's tokenizer, quirk by quirk. */
class RougeScoreTokenizerTest {
    private final RougeTokenizer plain = Rouge.rougeScore().tokenizer();
    private final RougeTokenizer stemming = Rouge.rougeScore().withStemmer(true).tokenizer();

    @Test
    void lowercasesAndSplitsOnEverythingButAsciiLettersAndDigits() {
        assertEquals(List.of("the", "u", "s", "economy", "s", "3", "5", "growth"),
                plain.tokenize("The U.S. economy's 3.5% growth"));
        assertEquals(List.of("x", "y", "e", "mail"), plain.tokenize("  x_y\te-mail\n"));
        assertEquals(List.of(), plain.tokenize(""));
    }

    @Test
    void nonAsciiLettersAreSeparatorsSoNonLatinTextVanishes() {
        assertEquals(List.of("caf"), plain.tokenize("café Привет мир 你好 ｆｕｌｌ"));
        assertEquals(List.of("stra", "e", "cole"), plain.tokenize("Straße ÉCOLE"));
    }

    @Test
    void dottedCapitalILowercasesToIAndASeparator() {
        // Python: "İstanbul".lower() == "i\u0307stanbul"; the combining dot is not [a-z0-9].
        assertEquals(List.of("i", "stanbul"), plain.tokenize("İstanbul"));
    }

    @Test
    void kelvinSignLowercasesToK() {
        assertEquals(List.of("kelvin"), plain.tokenize("\u212Aelvin"));
    }

    @Test
    void onlyTwoNonAsciiCodePointsLowercaseIntoAsciiLettersOrDigits() {
        // The tokenizer special-cases U+0130 and U+212A; CPython's str.lower() (PyCase) confirms
        // that no other code point lowercases into [a-z0-9].
        java.util.Set<Integer> found = new java.util.TreeSet<>();
        for (int cp = 0x80; cp <= Character.MAX_CODE_POINT; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                continue;
            }
            String lowered = io.github.nlgmetrics.compat.python.PyCase.lower(new String(Character.toChars(cp)));
            for (int i = 0; i < lowered.length(); i++) {
                char c = lowered.charAt(i);
                if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                    found.add(cp);
                }
            }
        }
        assertEquals(java.util.Set.of(0x130, 0x212A), found);
    }

    @Test
    void onlyTokensLongerThanThreeCharactersAreStemmed() {
        // NLTK's Porter stems "was" to "wa" and "ties" to "tie"; rouge-score leaves 3-letter tokens.
        assertEquals(List.of("was", "tie", "caress", "run", "poni"),
                stemming.tokenize("was ties caresses running ponies"));
        assertEquals(List.of("was", "ties", "caresses"), plain.tokenize("was ties caresses"));
    }
}
