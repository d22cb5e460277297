package io.github.nlgmetrics.chrf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** NLTK 3.8 chrF; expected values come from running NLTK 3.8. */
class NltkChrfTest {
    private static final NltkChrf NLTK = Chrf.nltk();
    private static final String REF1 = "It is a guide to action that ensures that the military will forever heed Party commands";
    private static final String HYP1 = "It is a guide to action which ensures that the military always obeys the commands of the party";

    @Test
    void docstringExamples() {
        assertEquals(0.6349903001842703, NLTK.sentenceScore(REF1, HYP1), 1e-15);
        assertEquals(0.14680733924337935, NLTK.sentenceScore("the cat is on the mat", "the the the the the the the"), 1e-15);
        assertEquals(0.6617070872390021, NLTK.withMinLen(2).withMaxLen(3).sentenceScore(REF1, HYP1), 1e-15);
    }

    @Test
    void corpusScoreIsAMacroAverageOfSegmentScores() {
        double a = NLTK.sentenceScore(REF1, HYP1);
        double b = NLTK.sentenceScore("the cat is on the mat", "the cat sat on the mat");
        assertEquals((a + b) / 2, NLTK.corpusScore(List.of(REF1, "the cat is on the mat"),
                List.of(HYP1, "the cat sat on the mat")), 1e-15);
    }

    @Test
    void ordersWithoutNgramsOrMatchesScoreEpsilonNotZero() {
        // "ab" has no 3..6-grams and no match: every order falls back to 1e-16.
        assertEquals(1.0000000000000001e-16, NLTK.sentenceScore("xy", "ab"), 0.0);
    }

    @Test
    void emptyCorpusAndReversedLengthsAreErrors() {
        assertThrows(IllegalArgumentException.class, () -> NLTK.corpusScore(List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> NLTK.withMinLen(4).withMaxLen(3));
    }
}
