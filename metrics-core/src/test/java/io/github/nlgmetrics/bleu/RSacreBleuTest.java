package io.github.nlgmetrics.bleu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The R sacRebleu 0.1.2 profile, one test per quirk. */
class RSacreBleuTest {
    private static final RSacreBleu R = RSacreBleu.rSacRebleu();

    @Test
    void anEmptyHypothesisAgainstEmptyReferencesIsRejectedNotNaN() {
        // sacRebleu: exp(1 - ref_len / cand_len) with 0/0 is NaN; we give no number
        RSacreBleu r = RSacreBleu.rSacRebleu();
        assertThrows(IllegalArgumentException.class, () -> r.sentenceScore("", List.of("")));
        assertEquals(0.0, r.sentenceScore("", List.of("1 2 3")).score()); // cand_len 0 alone: BP exp(-inf) = 0
    }

    @Test
    void weightsAreSinglePrecisionFloats() {
        double[] w = R.withWeights(0.1, 0.9).effectiveWeights();
        assertEquals((double) 0.1f, w[0]);
        assertNotEquals(0.1, w[0]);
        double s = R.withWeights(0.1, 0.9).sentenceScore("1 2 3", List.of("1 2 4")).score();
        assertEquals(Math.exp((double) 0.1f * Math.log(2.0 / 3) + (double) 0.9f * Math.log(0.5)), s, 1e-15);
        assertEquals((double) 0.25f, R.effectiveWeights()[3]);
    }

    @Test
    void theNumberOfOrdersIsTheNumberOfWeights() {
        // n = 4 but two weights: only unigrams and bigrams are used.
        double s = R.withN(4).withWeights(0.5, 0.5).sentenceScore("1 2 3", List.of("1 2 4")).score();
        assertEquals(Math.exp(0.5 * Math.log(2.0 / 3) + 0.5 * Math.log(0.5)), s, 1e-15);
    }

    @Test
    void floorAddsEpsilonOncePerSegmentWithoutMatches() {
        RSacreBleu floor = R.withWeights(0.5, 0.5).withSmoothing(RSacreBleu.Smoothing.FLOOR).withEpsilon(0.1);
        double s = floor.corpusScore(List.of("1 2", "3 4"), List.of(List.of("1 5"), List.of("3 6"))).score();
        // p1 = 2/4; p2 = (0 + 0.1 + 0 + 0.1) / (1 + 1).
        assertEquals(Math.exp(0.5 * Math.log(0.5) + 0.5 * Math.log(0.2 / 2)), s, 1e-15);
    }

    @Test
    void addKAddsKOncePerOrderAtEveryOrder() {
        RSacreBleu addK = R.withWeights(0.5, 0.5).withSmoothing(RSacreBleu.Smoothing.ADD_K).withK(2);
        double s = addK.corpusScore(List.of("1 2", "3 4"), List.of(List.of("1 5"), List.of("3 6"))).score();
        assertEquals(Math.exp(0.5 * Math.log((2.0 + 2) / (4 + 2)) + 0.5 * Math.log((0.0 + 2) / (2 + 2))), s, 1e-15);
    }

    @Test
    void perSegmentDenominatorIsAtLeastOne() {
        // "1" has no bigram but counts one unmatched bigram: p2 = 1 / (1 + 1).
        double s = R.withWeights(0.5, 0.5).corpusScore(List.of("1", "2 3"), List.of(List.of("1"), List.of("2 3"))).score();
        assertEquals(Math.exp(0.5 * Math.log(1.0) + 0.5 * Math.log(0.5)), s, 1e-15);
    }

    @Test
    void closestReferenceTieGoesToTheFirstListed() {
        RSacreBleu uni = R.withWeights(1.0);
        // Hypothesis of 3 tokens, references of 4 and 2 tokens: the first (4) is kept, so BP < 1.
        double longFirst = uni.sentenceScore("1 2 3", List.of("1 2 3 4", "1 2")).score();
        double shortFirst = uni.sentenceScore("1 2 3", List.of("1 2", "1 2 3 4")).score();
        assertEquals(Math.exp(1 - 4.0 / 3), longFirst, 1e-15);
        assertEquals(1.0, shortFirst, 1e-15);
    }

    @Test
    void noMatchesGiveZeroThroughLogOfZero() {
        assertEquals(0.0, R.sentenceScore("1 2 3 4", List.of("5 6 7 8")).score());
    }

    @Test
    void emptyHypothesisAndEmptyCorpusScoreZero() {
        assertEquals(0.0, R.sentenceScore("", List.of("1 2")).score());
        assertEquals(0.0, R.corpusScore(List.of(), List.of()).score());
    }

    @Test
    void tokensMustBeIntegerIds() {
        assertThrows(IllegalArgumentException.class, () -> R.sentenceScore("a b", List.of("1 2")));
        assertEquals(List.of("7", "12"), R.tokens(" 7  012 "));
    }

    @Test
    void invalidOptionsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> R.withN(0));
        assertThrows(IllegalArgumentException.class, () -> R.withWeights());
        assertThrows(IllegalArgumentException.class, () -> RSacreBleu.Smoothing.of("exp"));
    }
}
