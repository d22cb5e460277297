package io.github.nlgmetrics.bleu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nlgmetrics.Profiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** torchmetrics' {@code bleu_score} and {@code sacre_bleu_score}, one test per quirk. */
class TorchmetricsBleuTest {
    private static final TorchmetricsBleu BLEU = TorchmetricsBleu.bleuScore();
    private static final TorchmetricsBleu SACRE = TorchmetricsBleu.sacreBleuScore();

    private static double score(TorchmetricsBleu m, String hyp, String... refs) {
        return m.corpusScore(List.of(hyp), List.of(List.of(refs))).score();
    }

    @Test
    void theDocstringExampleIsReproducedInFloat32() {
        // bleu_score(['the cat is on the mat'], [['there is a cat on the mat', 'a cat is on the mat']])
        double expected = 0.7598356604576111;
        double got = score(BLEU, "the cat is on the mat", "there is a cat on the mat", "a cat is on the mat");
        assertEquals(expected, got, 4 * Math.ulp((float) expected));
        assertEquals(got, (double) (float) got, 0.0); // a float32 value
    }

    @Test
    void referenceLengthIsTheFirstClosestNotTheShortest() {
        // |hyp| = 3; both references are 1 away: torchmetrics takes the first (4 tokens), so BP < 1.
        double s = score(BLEU.withNGram(1), "a b c", "a b c d", "a b");
        assertEquals(Math.exp(1 - 4.0 / 3), s, 1e-7);
        // Listed the other way round, the 2-token reference is first: c > r, BP = 1.
        assertEquals(1.0, score(BLEU.withNGram(1), "a b c", "a b", "a b c d"));
    }

    @Test
    void anOrderWithoutMatchesScoresZeroEvenWhenSmoothing() {
        assertEquals(0.0, score(BLEU.withNGram(2).withSmooth(true), "a b", "a c"));
        // tensorflow/nmt's smoothing rescues the same pair.
        assertNotEquals(0.0, TfNmtBleu.tfNmt().withMaxOrder(2).withSmooth(true)
                .sentenceScore("a b", List.of("a c")).bleu());
    }

    @Test
    void smoothingAddsOneFromBigramsOnUnigramsUnsmoothed() {
        // unigrams 3/4 (unsmoothed), bigrams (2+1)/(3+1) = 3/4: BLEU = 0.75 with BP = exp(0) = 1.
        assertEquals(0.75, score(BLEU.withNGram(2).withSmooth(true), "a b c d", "a b c e"), 1e-7);
        // Without smoothing the bigram precision is 2/3.
        assertEquals(Math.sqrt(0.75 * 2 / 3), score(BLEU.withNGram(2), "a b c d", "a b c e"), 1e-7);
    }

    @Test
    void tokensArePythonStrSplit() {
        // NBSP and U+3000 separate tokens, as Python's str.split() does.
        assertEquals(1.0, score(BLEU.withNGram(2), "a\u00a0b\u3000c", "a b c"));
    }

    @Test
    void weightsMustHaveOneEntryPerOrder() {
        assertThrows(IllegalArgumentException.class, () -> BLEU.withWeights(new double[] {0.5, 0.5}));
        assertEquals(score(BLEU.withNGram(2), "a b c", "a b d"),
                score(BLEU.withNGram(2).withWeights(new double[] {0.5, 0.5}), "a b c", "a b d"));
    }

    @Test
    void aSegmentWithoutReferencesRaises() {
        assertThrows(IllegalArgumentException.class, () -> BLEU.corpusScore(List.of("a"), List.of(List.of())));
    }

    @Test
    void unequalLengthsRaiseAndAnEmptyCorpusScoresZero() {
        assertThrows(IllegalArgumentException.class,
                () -> BLEU.corpusScore(List.of("a", "b"), List.of(List.of("a"))));
        assertEquals(0.0, BLEU.corpusScore(List.of(), List.of()).score());
    }

    @Test
    void sacreBleuScoreTokenizesWithItsSacrebleuPortThenTheSameArithmetic() {
        // 13a splits the punctuation: the same BLEU as bleu_score on pre-tokenized text.
        assertEquals(score(BLEU, "Hello , world !", "Hello , world !"), score(SACRE, "Hello, world!", "Hello , world !"));
        assertEquals(1.0, score(SACRE.withNGram(2), "Hello, world!", "Hello , world !"));
    }

    @Test
    void sacreBleuScoreLowercasesTheTokenizedText() {
        assertEquals(1.0, score(SACRE.withNGram(2).withLowercase(true), "The Cat.", "the cat ."));
        assertEquals(0.0, score(SACRE.withNGram(2), "The Cat.", "the cat ."));
    }

    @Test
    void theProfilesTakeTorchmetricsKeywordNames() {
        var m = (TorchmetricsBleu) Profiles.byName("torchmetrics:sacre_bleu_score")
                .metric(Map.of("n_gram", 3, "smooth", true, "tokenize", "char", "lowercase", true));
        assertEquals(3, m.nGram());
        assertEquals("char", m.tokenize());
        assertThrows(IllegalArgumentException.class,
                () -> Profiles.byName("torchmetrics:bleu_score").metric(Map.of("n_gram", 2, "weights", List.of(1.0))));
    }
}
