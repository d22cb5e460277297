package io.github.nlgmetrics.nist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** NLTK 3.8 NIST; expected values computed with {@code nltk.translate.nist_score}. */
class NistTest {
    private static final Nist NIST = Nist.nltk();

    @Test
    void identicalSentence() {
        assertEquals(2.584962500721156, NIST.sentenceScore("a b c d e f", List.of("a b c d e f")).score(), 1e-15);
    }

    @Test
    void hypothesesShorterThanNFail() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NIST.sentenceScore("a b c", List.of("a b c")));
        assertTrue(e.getMessage().contains("4-grams"), e.getMessage());
        assertEquals(1.5849625007211563, NIST.withN(3).sentenceScore("a b c", List.of("a b c")).score(), 1e-15);
    }

    @Test
    void equalPrecisionPicksTheLongerReferenceForTheLengthPenalty() {
        Nist n2 = NIST.withN(2);
        double expected = 0.11253953078257868;
        assertEquals(expected, n2.sentenceScore("a b c", List.of("a b c", "a b c x y z w")).score(), 1e-15);
        assertEquals(expected, n2.sentenceScore("a b c", List.of("a b c x y z w", "a b c")).score(), 1e-15);
        assertEquals(1.5849625007211563, n2.sentenceScore("a b c", List.of("a b c")).score(), 1e-15);
    }

    @Test
    void addingAReferenceCanLowerTheScoreThroughTheWeights() {
        Nist n2 = NIST.withN(2);
        assertEquals(0.052868032929180304, n2.sentenceScore("d b", List.of("a e b d d")).score(), 1e-15);
        assertEquals(0.04954814503187665, n2.sentenceScore("d b", List.of("a e b d d", "c b b")).score(), 1e-15);
    }

    @Test
    void informationWeightsAreCorpusWide() {
        assertEquals(2.4972432550900527, NIST.withN(3).corpusScore(List.of("the cat sat on a mat", "the dog ran"),
                List.of(List.of("the cat sat on the mat"), List.of("a dog ran"))).score(), 1e-14);
    }

    @Test
    void degenerateInputFailsAsInNltk() {
        assertThrows(IllegalArgumentException.class, () -> NIST.sentenceScore("a b c", List.of()));
        assertThrows(IllegalArgumentException.class, () -> NIST.withN(1).sentenceScore("a b", List.of("")));
        assertThrows(IllegalArgumentException.class, () -> NIST.withN(1).sentenceScore("", List.of("a b")));
        assertThrows(IllegalArgumentException.class, () -> NIST.corpusScore(List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> Nist.nltk().withN(0));
    }

    @Test
    void notAdditiveSoItHasNoSegmentStatistics() {
        assertFalse(NIST.additive());
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> NIST.corpusStats(List.of("a b c d e"), List.of(List.of("a b c d e"))));
        assertTrue(e.getMessage().contains("not additive"), e.getMessage());
        assertThrows(UnsupportedOperationException.class, () -> NIST.score(new double[] {1, 2}));
        assertThrows(UnsupportedOperationException.class, () -> NIST.segmentStats("a", List.of("a")));
    }

    @Test
    void tokenListsTakeTheHypothesisFirst() {
        Nist n2 = NIST.withN(2);
        assertEquals(n2.sentenceScore("d b", List.of("a e b d d", "c b b")).score(),
                n2.sentence(List.of("d", "b"), List.of(List.of("a", "e", "b", "d", "d"), List.of("c", "b", "b"))));
        assertEquals(n2.corpusScore(List.of("d b", "a e"), List.of(List.of("a e b d d"), List.of("a e"))).score(),
                n2.corpus(List.of(List.of("d", "b"), List.of("a", "e")),
                        List.of(List.of(List.of("a", "e", "b", "d", "d")), List.of(List.of("a", "e")))));
        assertEquals(2, n2.corpusScore(List.of("d b", "a e"), List.of(List.of("a e b d d"), List.of("a e"))).segments());
    }

    @Test
    void lengthPenalty() {
        assertEquals(1.0, Nist.lengthPenalty(10, 12));
        assertEquals(1.0, Nist.lengthPenalty(10, 10));
        assertEquals(0.0, Nist.lengthPenalty(10, 0));
        // beta chosen so that a ratio of 2/3 gives 0.5.
        assertEquals(0.5, Nist.lengthPenalty(3, 2), 1e-15);
    }
}
