package io.github.nlgmetrics.chrf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** NLTK 3.8 chrF; expected values come from running NLTK 3.8. */
class NltkChrfTest {
    private static final NltkChrf NLTK = NltkChrf.nltk();
    private static final String REF1 = "It is a guide to action that ensures that the military will forever heed Party commands";
    private static final String HYP1 = "It is a guide to action which ensures that the military always obeys the commands of the party";

    @Test
    void docstringExamples() {
        assertEquals(0.6349903001842703, NLTK.sentenceScore(HYP1, List.of(REF1)).score(), 1e-15);
        assertEquals(0.14680733924337935, NLTK.sentenceScore("the the the the the the the", List.of("the cat is on the mat")).score(), 1e-15);
        assertEquals(0.6617070872390021, NLTK.withMinLen(2).withMaxLen(3).sentenceScore(HYP1, List.of(REF1)).score(), 1e-15);
    }

    @Test
    void corpusScoreIsAMacroAverageOfSegmentScores() {
        double a = NLTK.sentenceScore(HYP1, List.of(REF1)).score();
        double b = NLTK.sentenceScore("the cat sat on the mat", List.of("the cat is on the mat")).score();
        assertEquals((a + b) / 2, NLTK.corpusScore(List.of(HYP1, "the cat sat on the mat"),
                List.of(List.of(REF1), List.of("the cat is on the mat"))).score(), 1e-15);
    }

    @Test
    void ordersWithoutNgramsOrMatchesScoreEpsilonNotZero() {
        // "ab" has no 3..6-grams and no match: every order falls back to 1e-16.
        assertEquals(1.0000000000000001e-16, NLTK.sentenceScore("ab", List.of("xy")).score(), 0.0);
    }

    @Test
    void emptyCorpusAndReversedLengthsAreErrors() {
        assertThrows(IllegalArgumentException.class, () -> NLTK.corpusScore(List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> NLTK.withMinLen(4).withMaxLen(3));
    }
}
