package io.github.nlgmetrics.torchmetrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.hfevaluate.HfEvaluateWer;
import io.github.nlgmetrics.wer.Jiwer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** torchmetrics' WER family, Hugging Face evaluate's wer/cer and torchmetrics' EED: one test per quirk. */
class TorchmetricsWerTest {
    @Test
    void torchmetricsSplitsOnEveryPythonWhitespaceUnlikeJiwer() {
        // "a\tb" is two words for str.split() but one word for jiwer's wer_default.
        assertEquals(0.0, TorchmetricsWer.of("word_error_rate").sentenceScore("a\tb", List.of("a b")).score());
        assertEquals(1.0, Jiwer.wer().sentenceScore("a\tb", List.of("a b")).score());
    }

    @Test
    void matchErrorRateAndWipUseMaxLengthMinusDistanceNotHits() {
        // ref "a b c", hyp "b c d": distance 2 (delete a, insert d); max(3, 3) - 2 = 1 "hit", jiwer counts 2 hits.
        double wip = TorchmetricsWer.of("word_information_preserved").sentenceScore("b c d", List.of("a b c")).score();
        assertEquals((float) ((-1f / 3f) * (-1f / 3f)), wip);
        assertEquals((2.0 / 3) * (2.0 / 3), Jiwer.of("wip").sentenceScore("b c d", List.of("a b c")).score());
        assertEquals((float) (2f / 3f), TorchmetricsWer.of("match_error_rate").sentenceScore("b c d", List.of("a b c")).score());
    }

    @Test
    void resultsAreFloat32AndDivisionByZeroIsNotAnError() {
        double cer = TorchmetricsWer.of("char_error_rate").sentenceScore("abc", List.of("abd")).score();
        assertEquals((double) (1f / 3f), cer);
        assertTrue(Double.isInfinite(TorchmetricsWer.of("word_error_rate").sentenceScore("a", List.of("")).score()));
        assertTrue(Double.isNaN(TorchmetricsWer.of("word_error_rate").corpusScore(List.of(), List.of()).score()));
    }

    @Test
    void torchmetricsZipsListsOfDifferentLengths() {
        assertEquals(0.0, TorchmetricsWer.of("word_error_rate")
                .corpusScore(List.of("a b", "extra"), List.of(List.of("a b"))).score());
    }

    @Test
    void hfEvaluateSumsPairsAndRaisesWhenEveryReferenceIsEmpty() {
        assertThrows(IllegalArgumentException.class,
                () -> HfEvaluateWer.wer().corpusScore(List.of("a b"), List.of(List.of(" "))));
        assertEquals(2.0, HfEvaluateWer.wer().withConcatenateTexts(true)
                .corpusScore(List.of("a b"), List.of(List.of(" "))).score());
    }

    @Test
    void eedEnglishPreprocessingHasAnUnescapedDot() {
        ExtendedEditDistance eed = ExtendedEditDistance.torchmetrics();
        assertEquals(" Mr.mith met Prof. Jones at 3.5 e.g. it . ", eed.preprocess("Mr Smith met Prof . Jones at 3 . 5 e . g . it."));
    }

    @Test
    void eedSentenceScoreIsTheBestReferenceAndASegmentWithoutReferencesIsInfinite() {
        ExtendedEditDistance eed = ExtendedEditDistance.torchmetrics().withSentenceScores(true);
        EedScore s = eed.corpusScore(List.of("the cat", "a dog"), List.of(List.of("a cat", "the cat"), List.of()));
        assertEquals((double) (float) eed.eed(eed.preprocess("the cat"), eed.preprocess("the cat")), s.sentenceScores().get(0));
        assertTrue(Double.isInfinite(s.score()));
    }

    @Test
    void eedIsZeroWhenTheFirstSegmentHasNoReference() {
        assertEquals(0.0, ExtendedEditDistance.torchmetrics()
                .corpusScore(List.of("a", "b"), List.of(List.of(), List.of("b"))).score());
        assertThrows(IllegalArgumentException.class,
                () -> ExtendedEditDistance.torchmetrics().corpusScore(List.of("a", "b"), List.of(List.of("a"))));
    }
}
