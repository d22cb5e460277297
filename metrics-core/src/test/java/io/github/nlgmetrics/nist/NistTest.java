package io.github.nlgmetrics.nist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** NLTK 3.8 NIST; expected values computed with {@code nltk.translate.nist_score}. */
class NistTest {
    private static final Nist NIST = Nist.nltk();

    @Test
    void identicalSentence() {
        assertEquals(2.584962500721156, NIST.sentenceScore("a b c d e f", List.of("a b c d e f")), 1e-15);
    }

    @Test
    void hypothesesShorterThanNFail() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NIST.sentenceScore("a b c", List.of("a b c")));
        assertTrue(e.getMessage().contains("4-grams"), e.getMessage());
        assertEquals(1.5849625007211563, NIST.withN(3).sentenceScore("a b c", List.of("a b c")), 1e-15);
    }

    @Test
    void equalPrecisionPicksTheLongerReferenceForTheLengthPenalty() {
        Nist n2 = NIST.withN(2);
        double expected = 0.11253953078257868;
        assertEquals(expected, n2.sentenceScore("a b c", List.of("a b c", "a b c x y z w")), 1e-15);
        assertEquals(expected, n2.sentenceScore("a b c", List.of("a b c x y z w", "a b c")), 1e-15);
        assertEquals(1.5849625007211563, n2.sentenceScore("a b c", List.of("a b c")), 1e-15);
    }

    @Test
    void addingAReferenceCanLowerTheScoreThroughTheWeights() {
        Nist n2 = NIST.withN(2);
        assertEquals(0.052868032929180304, n2.sentenceScore("d b", List.of("a e b d d")), 1e-15);
        assertEquals(0.04954814503187665, n2.sentenceScore("d b", List.of("a e b d d", "c b b")), 1e-15);
    }

    @Test
    void informationWeightsAreCorpusWide() {
        assertEquals(2.4972432550900527, NIST.withN(3).corpusScore(List.of("the cat sat on a mat", "the dog ran"),
                List.of(List.of("the cat sat on the mat"), List.of("a dog ran"))), 1e-14);
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
    void lengthPenalty() {
        assertEquals(1.0, Nist.lengthPenalty(10, 12));
        assertEquals(1.0, Nist.lengthPenalty(10, 10));
        assertEquals(0.0, Nist.lengthPenalty(10, 0));
        // beta chosen so that a ratio of 2/3 gives 0.5.
        assertEquals(0.5, Nist.lengthPenalty(3, 2), 1e-15);
    }
}
