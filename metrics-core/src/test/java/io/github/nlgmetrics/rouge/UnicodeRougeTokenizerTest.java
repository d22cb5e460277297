package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Unicode-correct profile's tokenizer. */
class UnicodeRougeTokenizerTest {
    private final RougeTokenizer tok = Rouge.unicode().tokenizer();

    @Test
    void keepsLettersOfEveryScript() {
        assertEquals(List.of("привет", "мир"), tok.tokenize("Привет, мир!"));
        assertEquals(List.of("مرحبا", "العالم"), tok.tokenize("مرحبا العالم"));
        assertEquals(List.of("école", "naïve"), tok.tokenize("ÉCOLE naïve"));
    }

    @Test
    void scriptsWithoutSpacesSplitPerCharacter() {
        assertEquals(List.of("天", "气", "很", "好"), tok.tokenize("天气很好"));
        assertEquals(List.of("日", "本", "語", "abc", "カ", "タ"), tok.tokenize("日本語abcカタ"));
    }

    @Test
    void combiningMarksStayWithTheirLetter() {
        assertEquals(List.of("नमस्ते"), tok.tokenize("नमस्ते"));
        // Thai: each base letter is a token and carries its vowel and tone marks.
        assertEquals(List.of("ที่", "นี่"), tok.tokenize("ที่นี่"));
    }

    @Test
    void nfkcAndCaseFolding() {
        assertEquals(List.of("full", "strasse", "σοφοσ"), tok.tokenize("ｆｕｌｌ STRAßE ΣΟΦΟΣ"));
        assertEquals(List.of("fine"), tok.tokenize("ﬁne"));
        // Final sigma folds to σ, so both spellings match.
        assertEquals(tok.tokenize("σοφοσ"), tok.tokenize("σοφος"));
    }

    @Test
    void asciiTextTokenizesAsRougeScore() {
        String s = "The U.S. economy's 3.5% growth -- x_y <b>e-mail</b>";
        assertEquals(Rouge.rougeScore().tokenize(s), tok.tokenize(s));
    }

    @Test
    void nonLatinTextNoLongerScoresZero() {
        RougeResult r = Rouge.unicode().score("今天天气很好", "今天天气不错");
        assertEquals(4.0 / 6, r.get("rouge1").precision(), 1e-15);
        assertTrue(Rouge.rougeScore().score("今天天气很好", "今天天气不错").get("rouge1").fmeasure() == 0);
    }
}
