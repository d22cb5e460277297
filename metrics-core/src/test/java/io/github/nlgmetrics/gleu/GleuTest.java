package io.github.nlgmetrics.gleu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** NLTK 3.8 GLEU; expected values computed with {@code nltk.translate.gleu_score}. */
class GleuTest {
    private static final Gleu GLEU = Gleu.nltk();

    @Test
    void identicalSentenceScoresOne() {
        assertEquals(1.0, GLEU.sentenceScore("a b c d", List.of("a b c d", "a b x d")).score());
    }

    @Test
    void bestRatioReferenceIsPicked() {
        // 'a b': 1 of max(3, 3) everygrams; 'a b c d': 1 of max(3, 10).
        assertEquals(0.3333333333333333, GLEU.sentenceScore("a x", List.of("a b", "a b c d")).score());
    }

    @Test
    void equalRatiosKeepTheFirstReferencesCounts() {
        // Segment 1: (2, 4) and (4, 8) tie at 0.5; NLTK keeps (2, 4), so (2+2)/(4+2), not (4+2)/(8+2).
        double s = GLEU.withMaxLen(1).corpusScore(List.of("a b c d", "p q"),
                List.of(List.of("a b", "a b c d x y z w"), List.of("p q"))).score();
        assertEquals(0.6666666666666666, s);
    }

    @Test
    void corpusScoreIsAMicroAverageOfCounts() {
        assertEquals(0.9090909090909091, GLEU.corpusScore(List.of("a b c d", "y"),
                List.of(List.of("a b c d"), List.of("x"))).score());
    }

    @Test
    void emptyInputScoresZero() {
        assertEquals(0.0, GLEU.sentenceScore("", List.of("")).score());
        assertEquals(0.0, GLEU.sentenceScore("a", List.of()).score());
        assertEquals(0.0, GLEU.corpusScore(List.of(), List.of()).score());
    }

    @Test
    void withLengthsSetsBothOrdersAtOnce() {
        // withMinLen(5) alone would fail against the default max_len 4.
        assertThrows(IllegalArgumentException.class, () -> Gleu.nltk().withMinLen(5));
        Gleu g = Gleu.nltk().withLengths(5, 6);
        assertEquals(5, g.minLen());
        assertEquals(6, g.maxLen());
        assertEquals(Gleu.nltk().withMaxLen(6).withMinLen(5).signature(1), g.signature(1));
    }

    @Test
    void tokenListsTakeTheHypothesisFirst() {
        assertEquals(GLEU.sentenceScore("a x", List.of("a b", "a b c d")).score(),
                GLEU.sentence(List.of("a", "x"), List.of(List.of("a", "b"), List.of("a", "b", "c", "d"))));
    }

    @Test
    void invalidOrdersAndLengthsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Gleu.nltk().withMinLen(0));
        assertThrows(IllegalArgumentException.class, () -> Gleu.nltk().withMinLen(3).withMaxLen(2));
        assertThrows(IllegalArgumentException.class, () -> Gleu.nltk().withLengths(3, 2));
        assertThrows(IllegalArgumentException.class, () -> GLEU.corpusScore(List.of("a"), List.of()).score());
    }
}
