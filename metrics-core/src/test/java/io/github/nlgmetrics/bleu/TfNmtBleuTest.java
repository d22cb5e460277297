package io.github.nlgmetrics.bleu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The tensorflow/nmt {@code compute_bleu} profile and its HF evaluate flavour, one test per quirk. */
class TfNmtBleuTest {
    private static final TfNmtBleu TF = TfNmtBleu.tfNmt();

    @Test
    void referenceLengthIsTheShortestReference() {
        TfNmtBleu.Score s = TF.withMaxOrder(1).sentenceScore("a b c", List.of("a b c", "a b"));
        assertEquals(2, s.referenceLength());
        assertEquals(1.5, s.ratio());
        // sacrebleu and NLTK would pick the closest (3 tokens).
        assertEquals(3, Bleu.sacrebleu().sentenceScore("a b c", List.of("a b c", "a b")).refLen());
    }

    @Test
    void smoothAddsOneToEveryOrderUnigramsIncluded() {
        TfNmtBleu.Score s = TF.withMaxOrder(2).withSmooth(true).sentenceScore("a b", List.of("a c"));
        assertArrayEquals(new double[] {2.0 / 3, 1.0 / 2}, s.precisions().toArray());
        assertEquals(Math.exp(0.5 * Math.log(2.0 / 3) + 0.5 * Math.log(0.5)), s.bleu(), 1e-15);
    }

    @Test
    void anyZeroPrecisionGivesZeroWithoutSmoothing() {
        TfNmtBleu.Score s = TF.withMaxOrder(2).sentenceScore("a b", List.of("a c"));
        assertArrayEquals(new double[] {0.5, 0.0}, s.precisions().toArray());
        assertEquals(0.0, s.bleu());
    }

    @Test
    void brevityPenaltyComesFromTheFloatRatio() {
        TfNmtBleu.Score s = TF.withMaxOrder(1).sentenceScore("a b c", List.of("a b c d e f g"));
        assertEquals(3.0 / 7, s.ratio());
        assertEquals(Math.exp(1 - 1.0 / (3.0 / 7)), s.bp());
    }

    @Test
    void emptyHypothesesRaiseLikeZeroDivisionError() {
        assertThrows(IllegalArgumentException.class, () -> TF.sentenceScore("", List.of("a b")));
    }

    @Test
    void emptyReferencesRaiseLikeZeroDivisionError() {
        assertThrows(IllegalArgumentException.class, () -> TF.sentenceScore("a b", List.of("")));
    }

    @Test
    void hfEvaluateTokenizesWith13a() {
        TfNmtBleu hf = TfNmtBleu.hfEvaluate().withMaxOrder(1);
        TfNmtBleu.Score s = hf.sentenceScore("Hello, world!", List.of("Hello , world !"));
        assertEquals(1.0, s.bleu());
        assertEquals(4, s.translationLength());
        assertNotEquals(1.0, TF.withMaxOrder(1).sentenceScore("Hello, world!", List.of("Hello , world !")).bleu());
    }

    @Test
    void invalidOrderIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> TF.withMaxOrder(0));
    }

    @Test
    void signatureRecordsTheProfile() {
        assertEquals("compat:hf-evaluate|nrefs:2|max_order:4|smooth:yes|tok:13a|version:" + io.github.nlgmetrics.Version.get(),
                TfNmtBleu.hfEvaluate().withSmooth(true).signature(2).toString());
    }

    @Test
    void summedSegmentStatisticsGiveTheCorpusScore() {
        List<String> hyps = List.of("a b c d", "e f g");
        List<List<String>> refs = List.of(List.of("a b c e", "a b"), List.of("e f g h"));
        double[][] rows = TF.corpusStats(hyps, refs);
        double[] sum = new double[rows[0].length];
        for (double[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                sum[i] += r[i];
            }
        }
        assertEquals(TF.corpusScore(hyps, refs).bleu(), TF.score(sum).bleu());
    }
}
