package io.github.nlgmetrics.bleu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.compat.python.PyMath;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The NLTK 3.8 profile: the docstring examples of {@code bleu_score.py}, then one test per quirk. */
class NltkBleuTest {
    // The examples of NLTK's own docstrings (Papineni et al. 2002).
    static final String HYP1 = "It is a guide to action which ensures that the military always obeys the commands of the party";
    static final String REF1A = "It is a guide to action that ensures that the military will forever heed Party commands";
    static final String REF1B = "It is the guiding principle which guarantees the military forces always being under the command of the Party";
    static final String REF1C = "It is the practical guide for the army always to heed the directions of the party";
    static final String HYP2 = "he read the book because he was interested in world history";
    static final String REF2A = "he was interested in world history because he read the book";

    private static final NltkBleu NLTK = NltkBleu.nltk();

    private static void assertPrefix(String expectedPrefix, double actual) {
        assertTrue(Double.toString(actual).startsWith(expectedPrefix), () -> actual + " does not start with " + expectedPrefix);
    }

    @Test
    void sentenceBleuDocstringExample() {
        assertPrefix("0.5045", NLTK.sentenceScore(HYP1, List.of(REF1A, REF1B, REF1C)).score());
    }

    @Test
    void corpusBleuDocstringExamples() {
        List<String> hyps = List.of(HYP1, HYP2);
        List<List<String>> refs = List.of(List.of(REF1A, REF1B, REF1C), List.of(REF2A));
        assertPrefix("0.5920", NLTK.corpusScore(hyps, refs).score());
        assertPrefix("0.5818", NLTK.withWeights(0.1, 0.3, 0.5, 0.1).corpusScore(hyps, refs).score());
    }

    @Test
    void severalWeightTuplesGiveOneScoreEach() {
        List<String> hyps = List.of(HYP1, HYP2);
        List<List<String>> refs = List.of(List.of(REF1A, REF1B, REF1C), List.of(REF2A));
        double[] s = NLTK.withWeightSets(List.of(new double[] {0.5, 0.5}, new double[] {0.333, 0.333, 0.334},
                new double[] {0.25, 0.25, 0.25, 0.25}, new double[] {0.2, 0.2, 0.2, 0.2, 0.2}))
                .corpusScore(hyps, refs).scores().toArray();
        assertEquals(4, s.length);
        assertPrefix("0.8242", s[0]);
        assertPrefix("0.7067", s[1]);
        assertPrefix("0.5920", s[2]);
        assertPrefix("0.4719", s[3]);
    }

    @Test
    void smoothingFunctionDocstringExamples() {
        String[] expected = {"0.4118", "0.4118", "0.4452", "0.4118", "0.4118", "0.4905", "0.4135", "0.4905"};
        for (NltkSmoothing m : NltkSmoothing.values()) {
            assertPrefix(expected[m.ordinal()], NLTK.withSmoothing(m).sentenceScore(HYP1, List.of(REF1A)).score());
        }
    }

    @Test
    void perSentenceDenominatorIsAtLeastOne() {
        // "a" has no bigram, yet NLTK counts one unmatched bigram for it: corpus p2 = 1/(1+1).
        NltkBleu.Score s = NLTK.withWeights(0.5, 0.5).corpusScore(List.of("a", "a b"), List.of(List.of("a"), List.of("a b")));
        assertEquals(2, s.stats().totals().get(1));
        assertEquals(1, s.stats().matches().get(1));
        assertEquals(Math.exp(0.5 * Math.log(1.0) + 0.5 * Math.log(0.5)), s.score(), 1e-15);
    }

    @Test
    void unreducedFractionsReachMethod2() {
        // p2 = 2/4 raw; method2 gives (2+1)/(4+1) = 3/5, not (1+1)/(2+1) from the reduced 1/2.
        NltkBleu.Score s = NLTK.withWeights(0, 1).withSmoothing(NltkSmoothing.METHOD2)
                .sentenceScore("a b x c d", List.of("a b y c d"));
        assertEquals(0.6, s.score(), 1e-15);
    }

    @Test
    void closestReferenceLengthTieTakesTheShorter() {
        // Hypothesis of 12 tokens, references of 13 and 11: the tie goes to 11, so BP = 1.
        String hyp = "a ".repeat(12);
        NltkBleu.Score s = NLTK.withWeights(1.0).sentenceScore(hyp, List.of("a ".repeat(13), "a ".repeat(11)));
        assertEquals(1.0, s.bp());
        assertEquals(11, s.stats().refLen());
    }

    @Test
    void noUnigramMatchReturnsTheIntegerZero() {
        NltkBleu.Score s = NLTK.withSmoothing(NltkSmoothing.METHOD1).sentenceScore("x y z", List.of("a b c"));
        assertTrue(s.integerZero());
        assertEquals(0.0, s.score());
        assertTrue(NLTK.corpusScore(List.of(), List.of()).integerZero());
    }

    @Test
    void method0GivesATinyPositiveScoreInsteadOfZero() {
        // No 4-gram match: p4 = sys.float_info.min, so the score is about exp(0.25 * -708) * ...
        NltkBleu.Score s = NLTK.sentenceScore("a b c x", List.of("a b c d"));
        assertFalse(s.integerZero());
        assertTrue(s.score() > 0 && s.score() < 1e-70, () -> "score " + s.score());
        double expected = Math.exp(PyMath.fsum(0.25 * Math.log(0.75), 0.25 * Math.log(2.0 / 3), 0.25 * Math.log(0.5),
                0.25 * Math.log(PyMath.FLOAT_INFO_MIN)));
        assertEquals(expected, s.score());
    }

    @Test
    void zeroPrecisionsLeftBySmoothingAreSkipped() {
        // method4 leaves zeros when hyp_len <= 1; NLTK then drops them from the sum (if p_i > 0).
        NltkBleu.Score s = NLTK.withSmoothing(NltkSmoothing.METHOD4).sentenceScore("a", List.of("a b"));
        assertEquals(Math.exp(1 - 2.0), s.score(), 1e-15);
    }

    @Test
    void logTermsAreAddedWithFsum() {
        // p = 5/5, 3/4, 2/3, 1/2 and BP = exp(1 - 7/5): Python's math.fsum gives ...933, a plain
        // left-to-right sum ...92 (values computed with CPython).
        double s = NLTK.sentenceScore("b b d c d", List.of("b d c d d b c")).score();
        assertEquals(0.47398785011707933, s);
        assertNotEquals(0.4739878501170792, s);
    }

    @Test
    void corpusSmoothingUsesTheLastSentence() {
        NltkBleu m5 = NLTK.withSmoothing(NltkSmoothing.METHOD5);
        List<String> hyps = List.of("a b c d e f", "x y");
        List<List<String>> refs = List.of(List.of("a b c d e f"), List.of("x z"));
        double forward = m5.corpusScore(hyps, refs).score();
        double backward = m5.corpusScore(List.of(hyps.get(1), hyps.get(0)), List.of(refs.get(1), refs.get(0))).score();
        assertNotEquals(forward, backward);
    }

    @Test
    void method4ReceivesTheCorpusHypothesisLength() {
        NltkBleu m4 = NLTK.withSmoothing(NltkSmoothing.METHOD4).withK(5);
        NltkBleu.Score s = m4.corpusScore(List.of("a b", "c d"), List.of(List.of("a x"), List.of("c y")));
        // p1 = 2/4; p2..p4 zero with denominators 2, 2, 2: 1/(2^i * 5 / ln 4) / 2.
        double ln4 = Math.log(4);
        double[] logs = {0.25 * Math.log(0.5), 0.25 * Math.log(1 / (2 * 5 / ln4) / 2),
            0.25 * Math.log(1 / (4 * 5 / ln4) / 2), 0.25 * Math.log(1 / (8 * 5 / ln4) / 2)};
        assertEquals(Math.exp(PyMath.fsum(logs)), s.score(), 1e-15);
    }

    @Test
    void method5CanScoreAboveOne() {
        // m_0 = p_1 + 1 lifts a perfect unigram precision to 4/3: an identical pair scores above 1.
        double s = NLTK.withSmoothing(NltkSmoothing.METHOD5).sentenceScore("a b c d e f", List.of("a b c d e f")).score();
        assertTrue(s > 1.0, () -> "score " + s);
    }

    @Test
    void method6FailsWithFewerThanThreeOrders() {
        NltkBleu m6 = NLTK.withSmoothing(NltkSmoothing.METHOD6).withWeights(0.5, 0.5);
        assertThrows(IllegalArgumentException.class, () -> m6.sentenceScore("a b c", List.of("a b c")));
    }

    @Test
    void method6FailsOnAZeroTrigramPrecision() {
        NltkBleu m6 = NLTK.withSmoothing(NltkSmoothing.METHOD6);
        assertThrows(IllegalArgumentException.class, () -> m6.sentenceScore("a b x c", List.of("a b y c")));
    }

    @Test
    void autoReweighOnlyForUniformFourWeightsAndShortHypotheses() {
        NltkBleu smooth = NLTK.withSmoothing(NltkSmoothing.METHOD1);
        String hyp = "never can while";
        List<String> refs = List.of("never World while");
        double reweighed = smooth.withAutoReweigh(true).sentenceScore(hyp, refs).score();
        assertEquals(Math.cbrt(2.0 / 3 * 0.05 * 0.1), reweighed, 1e-15);
        double plain = smooth.sentenceScore(hyp, refs).score();
        assertNotEquals(reweighed, plain);
        // Other weights are never reweighed.
        NltkBleu other = smooth.withWeights(0.3, 0.3, 0.2, 0.2);
        assertEquals(other.sentenceScore(hyp, refs).score(), other.withAutoReweigh(true).sentenceScore(hyp, refs).score());
    }

    @Test
    void aSegmentWithoutReferencesIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> NLTK.sentenceScore("a", List.of()));
        assertThrows(IllegalArgumentException.class, () -> NLTK.corpusScore(List.of("a"), List.of()));
    }

    @Test
    void invalidOptionsAreRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> NLTK.withWeights());
        assertTrue(e.getMessage().contains("weight"));
        assertThrows(IllegalArgumentException.class, () -> NLTK.withEpsilon(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> NltkSmoothing.of("method8"));
    }

    @Test
    void signatureRecordsEveryOption() {
        assertEquals("compat:nltk|nrefs:1|weights:0.5,0.5|smoothing:method1[epsilon=0.01]|auto_reweigh:yes|tok:split|version:"
                + io.github.nlgmetrics.Version.get(),
                NLTK.withWeights(0.5, 0.5).withSmoothing(NltkSmoothing.METHOD1).withEpsilon(0.01).withAutoReweigh(true)
                        .signature(1).toString());
    }

    @Test
    void weightsAreCopiedNotShared() {
        double[] w = {0.5, 0.5};
        NltkBleu b = NLTK.withWeights(w);
        w[0] = 1;
        assertArrayEquals(new double[] {0.5, 0.5}, b.weightSets().get(0));
    }
}
