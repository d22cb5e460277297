package io.github.nlgmetrics.caption;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profiles;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pycocoevalcap quirks of {@link CaptionBleu}, {@link CaptionRougeL} and {@link CiderD}, one named test each. */
class CaptionMetricsTest {
    private static final CaptionBleu BLEU = CaptionBleu.coco().withInput(CaptionCorpus.NONE);
    private static final CaptionRougeL ROUGE = CaptionRougeL.coco().withInput(CaptionCorpus.NONE);
    private static final CiderD CIDER = CiderD.coco().withInput(CaptionCorpus.NONE);

    @Test
    void bleuClosestReferenceLengthTiesGoToTheShorterReference() {
        // hypothesis of 4 words, references of 3 and 5 words: both at distance 1, the 3 wins
        CaptionBleuScore s = BLEU.corpusScore(List.of("a b c d"), List.of(List.of("a b c d e", "a b c")));
        assertEquals(3, s.reflen());
    }

    @Test
    void bleuBrevityPenaltyAppliesAtEqualLength() {
        CaptionBleuScore s = BLEU.corpusScore(List.of("a b c d"), List.of(List.of("a b c d")));
        double ratio = (4 + 1e-15) / (4 + 1e-9);
        assertTrue(ratio < 1);
        assertEquals(ratio, s.ratio(), 0.0);
        assertTrue(s.bleu().get(3) < 1.0, "the penalty exp(1 - 1/ratio) is applied although the lengths are equal");
    }

    @Test
    void bleuZeroMatchesGiveTinyPositiveScores() {
        CaptionBleuScore s = BLEU.corpusScore(List.of("x y"), List.of(List.of("a b")));
        assertTrue(s.bleu().get(0) > 0 && s.bleu().get(0) < 1e-14);
    }

    @Test
    void bleuOrdersAboveFourAreRejectedBecauseOnlyFourAreCounted() {
        assertThrows(IllegalArgumentException.class, () -> BLEU.withN(5));
    }

    @Test
    void rougeLDoubleSpacesMakeEmptyTokensThatCount() {
        // "a  b".split(" ") = ["a", "", "b"]: length 3
        double single = CaptionRougeL.imageScore("a b", List.of("a b"));
        double doubled = CaptionRougeL.imageScore("a  b", List.of("a b"));
        assertEquals(1.0, single, 1e-15);
        assertTrue(doubled < 1.0);
    }

    @Test
    void rougeLTakesPrecisionAndRecallMaximaFromDifferentReferences() {
        // P = 1 from "a b c d e f" (LCS 2 of 2), R = 1 from "a b" (LCS 2 of 2): F = 1
        assertEquals(1.0, CaptionRougeL.imageScore("a b", List.of("a b c d e f", "a b")), 1e-15);
        assertEquals(1.0, CaptionRougeL.imageScore("a b", List.of("a x", "b y", "a b")), 1e-15);
    }

    @Test
    void rougeLCorpusIsNumpysPairwiseMean() {
        List<String> hyps = List.of("a b c", "a c", "b", "a b c d", "d c b a", "a", "c d", "a d", "b c", "a b");
        List<List<String>> refs = hyps.stream().map(h -> List.of("a b c d")).toList();
        CaptionScore s = ROUGE.corpusScore(hyps, refs);
        assertEquals(io.github.nlgmetrics.compat.numpy.NumpyMath.mean(s.perImage().toArray()), s.score(), 0.0);
    }

    @Test
    void ciderOfAOneImageCorpusIsZero() {
        assertEquals(0.0, CIDER.corpusScore(List.of("a man riding a horse"),
                List.of(List.of("a man riding a horse", "a person on a horse"))).score(), 0.0);
    }

    @Test
    void ciderWithAllReferencesEmptyIsAnError() {
        assertThrows(IllegalArgumentException.class,
                () -> CIDER.corpusScore(List.of("a b", "c d"), List.of(List.of(""), List.of("", ""))));
    }

    @Test
    void ciderBelowOrderFourFailsOnAFourGramAsTheReferenceDoes() {
        List<String> hyps = List.of("a b c d", "e f");
        List<List<String>> refs = List.of(List.of("a b c d"), List.of("e f g"));
        assertThrows(IllegalArgumentException.class, () -> CIDER.withN(3).corpusScore(hyps, refs));
        assertTrue(CIDER.withN(5).corpusScore(hyps, refs).score() > 0);
    }

    @Test
    void ciderIsNotAdditive() {
        assertTrue(!CIDER.additive());
        assertThrows(UnsupportedOperationException.class, CIDER::newScorer);
    }

    @Test
    void anImageWithoutReferencesIsAnErrorInEveryScorer() {
        List<String> hyps = List.of("a b", "c d");
        List<List<String>> refs = List.of(List.of("a b"), List.of());
        assertThrows(IllegalArgumentException.class, () -> BLEU.corpusScore(hyps, refs));
        assertThrows(IllegalArgumentException.class, () -> ROUGE.corpusScore(hyps, refs));
        assertThrows(IllegalArgumentException.class, () -> CIDER.corpusScore(hyps, refs));
    }

    @Test
    void ptbLineBreakInsideACaptionShiftsEveryLaterCaption() {
        CaptionCorpus.Prepared p = CaptionCorpus.PTB.prepare(List.of("One\rtwo", "three", "four"),
                List.of(List.of("x"), List.of("y"), List.of("z")));
        assertEquals(List.of("one", "two", "three"), p.hypotheses());
    }

    @Test
    void profilesAreRegistered() {
        for (String name : List.of("coco:bleu", "coco:rouge-l", "coco:cider-d")) {
            assertTrue(Profiles.exists(name), name);
        }
    }
}
