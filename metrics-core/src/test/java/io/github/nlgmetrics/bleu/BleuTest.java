package io.github.nlgmetrics.bleu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** sacrebleu 2.6.0 BLEU: the formula and each quirk reproduced, by name. */
class BleuTest {
    private static final Bleu SACRE = Bleu.sacrebleu();

    @Test
    void perfectMatchScoresOneHundred() {
        BleuScore s = SACRE.sentenceScore("the cat sat on the mat", List.of("the cat sat on the mat"));
        assertEquals(100.0, s.score(), 1e-12);
        assertArrayEquals(new double[] {6, 5, 4, 3}, s.counts().toArray());
    }

    @Test
    void noMatchAtAnyOrderIsZeroEvenWithSmoothing() {
        // sacrebleu #141: the early return happens before any smoothing is applied.
        for (SmoothMethod m : SmoothMethod.values()) {
            BleuScore s = SACRE.withSmoothMethod(m).sentenceScore("a b c d", List.of("w x y z"));
            assertEquals(0.0, s.score(), m.id());
            assertArrayEquals(new double[4], s.precisions().toArray(), m.id());
        }
    }

    @Test
    void logOfZeroIsMinusTenBillionSoUnsmoothedZeroPrecisionGivesExactlyZero() {
        assertEquals(-9999999999.0, Bleu.myLog(0.0));
        BleuScore s = SACRE.withSmoothMethod(SmoothMethod.NONE).sentenceScore("a b c x", List.of("a b c d"));
        assertEquals(0.0, s.score());
        assertEquals(0.0, s.precisions().get(3));
    }

    @Test
    void expSmoothingHalvesForEachSuccessiveZeroOrder() {
        // hyp "a x b y" vs ref "a b": unigrams 2/4, bigrams 0/3, trigrams 0/2, 4-grams 0/1.
        BleuScore s = SACRE.sentenceScore("a x b y", List.of("a b"));
        assertEquals(50.0, s.precisions().get(0), 1e-12);
        assertEquals(100.0 / (2 * 3), s.precisions().get(1), 1e-12);
        assertEquals(100.0 / (4 * 2), s.precisions().get(2), 1e-12);
        assertEquals(100.0 / (8 * 1), s.precisions().get(3), 1e-12);
    }

    @Test
    void floorSmoothingUsesTheValueOverTheTotal() {
        BleuScore s = SACRE.withSmoothMethod(SmoothMethod.FLOOR).sentenceScore("a x b y", List.of("a b"));
        assertEquals(100.0 * 0.1 / 3, s.precisions().get(1), 1e-12);
        BleuScore s2 = SACRE.withSmoothMethod(SmoothMethod.FLOOR).withSmoothValue(0.5)
                .sentenceScore("a x b y", List.of("a b"));
        assertEquals(100.0 * 0.5 / 3, s2.precisions().get(1), 1e-12);
    }

    @Test
    void addKSmoothsOnlyOrdersTwoAndUpAndReportsTheSmoothedCounts() {
        BleuScore s = SACRE.withSmoothMethod(SmoothMethod.ADD_K).sentenceScore("a x b y", List.of("a b"));
        assertArrayEquals(new double[] {2, 1, 1, 1}, s.counts().toArray());
        assertArrayEquals(new double[] {4, 4, 3, 2}, s.totals().toArray());
    }

    @Test
    void withoutEffectiveOrderAMissingOrderZeroesTheScore() {
        // A 3-token hypothesis has no 4-grams: the loop stops and the 4th precision stays 0.
        BleuScore s = SACRE.sentenceScore("a b c", List.of("a b c"));
        assertEquals(0.0, s.score());
        BleuScore eff = SACRE.withEffectiveOrder(true).sentenceScore("a b c", List.of("a b c"));
        assertEquals(100.0, eff.score(), 1e-12);
    }

    @Test
    void closestReferenceLengthPrefersTheShorterOnTies() {
        BleuScore s = SACRE.sentenceScore("a b c d", List.of("a b c d e f", "a b"));
        assertEquals(2, s.refLen());
        assertEquals(2, RefLengthPolicy.CLOSEST_SHORTER_ON_TIE.pick(4, new int[] {6, 2}));
        assertEquals(6, RefLengthPolicy.CLOSEST_FIRST_ON_TIE.pick(4, new int[] {6, 2}));
        assertEquals(2, RefLengthPolicy.SHORTEST.pick(4, new int[] {6, 3, 2}));
    }

    @Test
    void emptyReferenceIsAValidReferenceOfLengthZero() {
        BleuScore s = SACRE.corpusScore(List.of("", "a b c d"), List.of(List.of(""), List.of("a b c d")));
        assertEquals(4, s.refLen());
        assertEquals(100.0, s.score(), 1e-12);
    }

    @Test
    void nullReferencesAreSkippedButASegmentNeedsOne() {
        BleuScore s = SACRE.sentenceScore("a b c d", java.util.Arrays.asList(null, "a b c d"));
        assertEquals(100.0, s.score(), 1e-12);
        assertThrows(IllegalArgumentException.class,
                () -> SACRE.sentenceScore("a b", java.util.Arrays.asList((String) null)));
    }

    @Test
    void brevityPenaltyIsZeroForAnEmptyHypothesis() {
        BleuScore s = SACRE.corpusScore(List.of(""), List.of(List.of("a b")));
        assertEquals(0.0, s.bp());
        assertEquals(0.0, s.score());
    }

    @Test
    void referenceCountsAreMergedByMaximumAcrossReferences() {
        // "the" appears twice in the second reference: two hypothesis "the"s are both credited.
        BleuScore s = SACRE.withEffectiveOrder(true).sentenceScore("the the", List.of("the cat", "the the dog"));
        assertEquals(2.0, s.counts().get(0));
    }

    @Test
    void corpusScoreIsComputedFromSummedStatisticsNotAveragedSentenceScores() {
        List<String> hyps = List.of("a b c d e", "f g h");
        List<List<String>> refs = List.of(List.of("a b c d e"), List.of("f g x"));
        BleuStats sum = BleuStats.fromRow(io.github.nlgmetrics.Stats.columnSums(SACRE.corpusStats(hyps, refs)));
        assertEquals(SACRE.score(sum.toRow()).score(), SACRE.corpusScore(hyps, refs).score());
        assertArrayEquals(new long[] {7, 5, 3, 2}, sum.matches().toArray());
    }

    @Test
    void statisticsRowsMatchSacrebleusLayout() {
        double[][] rows = SACRE.corpusStats(List.of("a b c"), List.of(List.of("a b d e")));
        assertArrayEquals(new double[] {3, 4, 2, 1, 0, 0, 3, 2, 1, 0}, rows[0]);
        assertEquals(SACRE.corpusScore(List.of("a b c"), List.of(List.of("a b d e"))).score(),
                SACRE.score(rows[0]).score());
    }

    @Test
    void signatureRecordsEveryOptionThatChangesTheNumber() {
        String sig = SACRE.signature(1).toString();
        assertTrue(sig.startsWith("nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:"), sig);
        assertTrue(SACRE.withSmoothMethod(SmoothMethod.FLOOR).withLowercase(true).withTokenizer("intl")
                .signature(-1).toString().startsWith("nrefs:var|case:lc|eff:no|tok:intl|smooth:floor[0.10]|"));
        assertTrue(SACRE.withSmoothMethod(SmoothMethod.ADD_K).signature(2).toString().contains("|smooth:add-k[1.00]|"));
    }

    @Test
    void textFormatIsSacrebleusLine() {
        BleuScore s = SACRE.corpusScore(List.of("a b c d e f"), List.of(List.of("a b c d e f g")));
        assertEquals("BLEU|sig = 84.6 100.0/100.0/100.0/100.0 (BP = 0.846 ratio = 0.857 hyp_len = 6 ref_len = 7)",
                s.format(1, false, "sig"));
        assertEquals("84.65", s.format(2, true, "sig"));
    }

    @Test
    void invalidOptionsAreRejectedWithTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SACRE.withMaxNgramOrder(0));
        assertTrue(e.getMessage().contains("0"));
        assertThrows(IllegalArgumentException.class, () -> SmoothMethod.of("laplace"));
        assertThrows(IllegalArgumentException.class,
                () -> SACRE.corpusScore(List.of("a"), List.of(List.of("a"), List.of("b"))));
    }

    @Test
    void segmentsWithMoreDistinctTokensThanPackIntoALongAreCountedExactly() {
        // 70,000 distinct tokens need 17 bits a token: 4-grams go through the general kernel.
        StringBuilder ref = new StringBuilder();
        StringBuilder hyp = new StringBuilder();
        for (int i = 0; i < 70_000; i++) {
            ref.append('w').append(i).append(' ');
            hyp.append(i == 35_000 ? "inserted " : "").append('w').append(i).append(' ');
        }
        double[] row = Bleu.sacrebleu().segmentStats(hyp.toString(), java.util.List.of(ref.toString()));
        org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {70_001, 70_000,
            70_000, 69_998, 69_996, 69_994, 70_001, 70_000, 69_999, 69_998}, row);
    }
}
