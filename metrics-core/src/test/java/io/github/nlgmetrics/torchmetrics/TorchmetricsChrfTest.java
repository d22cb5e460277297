package io.github.nlgmetrics.torchmetrics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** torchmetrics' {@code chrf_score}, one test per quirk. */
class TorchmetricsChrfTest {
    private static final TorchmetricsChrf CHRF = TorchmetricsChrf.torchmetrics();

    @Test
    void theDocstringExampleIsReproducedInFloat32() {
        double expected = 0.8640464544296265;
        double got = CHRF.corpusScore(List.of("the cat is on the mat"),
                List.of(List.of("there is a cat on the mat", "a cat is on the mat"))).score();
        assertEquals(expected, got, 4 * Math.ulp((float) expected));
    }

    @Test
    void onlyAsciiSpacesAreRemovedFromCharacters() {
        assertArrayEquals(new int[] {'a', '\t', 'b', 0xA0, 'c', 'd'}, CHRF.characters(" a\tb\u00a0c d "));
        assertArrayEquals(" a b".codePoints().toArray(), CHRF.withWhitespace(true).characters(" a b"));
    }

    @Test
    void oneTrailingOrElseOneLeadingPunctuationMarkIsSplitOff() {
        assertEquals(List.of("(hello", ")", "x", "!", ",", "y", "a", ".", ".", "!?", "?"),
                CHRF.words("(hello) x! ,y a. . !??"));
        // Non-ASCII punctuation stays attached.
        assertEquals(List.of("¿qué"), CHRF.words("¿qué"));
    }

    @Test
    void theStrictlyBestReferenceSuppliesTheSegmentStatistics() {
        double[] row = CHRF.withNWordOrder(0).withNCharOrder(1).segmentStats("ab", List.of("ax", "ab"));
        // [hyp unigrams, ref unigrams, matches] of the second (perfect) reference.
        assertArrayEquals(new double[] {2, 2, 2}, row);
        double[] tie = CHRF.withNWordOrder(0).withNCharOrder(1).segmentStats("ab", List.of("ax", "xb"));
        assertArrayEquals(new double[] {2, 2, 1}, tie); // equal F: the first
    }

    @Test
    void aSegmentWhoseReferencesAllScoreZeroAddsNoReferenceNgrams() {
        double[] row = CHRF.withNWordOrder(0).withNCharOrder(1).segmentStats("ab", List.of("xyz"));
        assertArrayEquals(new double[] {2, 0, 0}, row);
        // So the corpus recall ignores that reference's 3 characters.
        double corpus = CHRF.withNWordOrder(0).withNCharOrder(1).withBeta(1)
                .corpusScore(List.of("ab", "cd"), List.of(List.of("xyz"), List.of("cd"))).score();
        // P = 2/4, R = 2/2: F1 = 2·0.5·1/1.5
        assertEquals((float) (2 * 0.5f * 1f / 1.5f), corpus, 1e-7);
    }

    @Test
    void theMeanOverOrdersHasNoEffectiveOrder() {
        // One character: no bigram at all, yet the mean divides by both orders.
        double s = CHRF.withNWordOrder(0).withNCharOrder(2).corpusScore(List.of("a"), List.of(List.of("a"))).score();
        assertEquals(0.5, s);
    }

    @Test
    void lowercaseIsPythonsStrLower() {
        double mixed = CHRF.corpusScore(List.of("The Cat"), List.of(List.of("the cat"))).score();
        double lower = CHRF.withLowercase(true).corpusScore(List.of("The Cat"), List.of(List.of("the cat"))).score();
        assertEquals(1.0, lower);
        assertNotEquals(1.0, mixed);
    }

    @Test
    void segmentsWithoutReferencesScoreZeroAndUnequalLengthsRaiseOnlyWhenAllHaveReferences() {
        assertEquals(0.0, CHRF.sentenceScore("a b", List.of()).score());
        assertThrows(IllegalArgumentException.class,
                () -> CHRF.corpusScore(List.of("a", "b", "c"), List.of(List.of("a"), List.of("b"))));
        // One segment without references: zip scores the first two segments only.
        assertEquals(CHRF.corpusScore(List.of("a b", "c"), List.of(List.of("a b"), List.of())).score(),
                CHRF.corpusScore(List.of("a b", "c", "d"), List.of(List.of("a b"), List.of())).score());
        assertEquals(0.0, CHRF.corpusScore(List.of(), List.of(List.of())).score());
    }

    @Test
    void invalidOrdersAndBetaAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> CHRF.withNCharOrder(0));
        assertThrows(IllegalArgumentException.class, () -> CHRF.withNWordOrder(-1));
        assertThrows(IllegalArgumentException.class, () -> CHRF.withBeta(-1));
    }
}
