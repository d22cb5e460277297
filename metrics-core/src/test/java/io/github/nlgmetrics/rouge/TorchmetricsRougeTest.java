package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.compat.torch.TorchFloat32;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** torchmetrics' {@code rouge_score}, one test per quirk. */
class TorchmetricsRougeTest {
    private static final TorchmetricsRouge R1 = TorchmetricsRouge.torchmetrics(List.of("rouge1"));

    private static Map<String, Object> fields(TorchmetricsRouge m, String hyp, String... refs) {
        return m.corpusScore(List.of(hyp), List.of(List.of(refs))).fields();
    }

    @Test
    void theDocstringExampleIsReproduced() {
        Map<String, Object> f = fields(TorchmetricsRouge.torchmetrics(List.of("rouge1", "rouge2", "rougeL")),
                "My name is John", "Is your name John");
        assertEquals(0.75, f.get("rouge1_fmeasure"));
        assertEquals(0.0, f.get("rouge2_recall"));
        assertEquals(0.5, f.get("rougeL_precision"));
        assertEquals(List.of("rouge1_fmeasure", "rouge1_precision", "rouge1_recall", "rouge2_fmeasure",
                "rouge2_precision", "rouge2_recall", "rougeL_fmeasure", "rougeL_precision", "rougeL_recall"),
                List.copyOf(f.keySet()));
    }

    @Test
    void nonAsciiLettersSplitWords() {
        assertEquals(List.of("na", "ve", "caf"), R1.tokens("Naïve café"));
    }

    @Test
    void theStemmerOnlyStemsTokensLongerThanThreeCharacters() {
        assertEquals(List.of("run", "cat", "was"), R1.withUseStemmer(true).tokens("running cats was"));
    }

    @Test
    void bestTakesTheFirstReferenceWithTheHighestF() {
        // "a": P 1/2, R 1, F 2/3; "a b c d": P 1, R 1/2, F 2/3 — a tie, so the first.
        Map<String, Object> f = fields(R1, "a b", "a", "a b c d");
        assertEquals(0.5, f.get("rouge1_precision"));
        assertEquals(1.0, f.get("rouge1_recall"));
        // A strictly better later reference wins.
        assertEquals(1.0, fields(R1, "a b", "a", "a b").get("rouge1_fmeasure"));
    }

    @Test
    void avgIsTheFloat32MeanOverTheReferences() {
        Map<String, Object> f = fields(R1.withAccumulate(TorchmetricsRouge.Accumulate.AVG), "a b", "a", "a b c d");
        assertEquals(0.75, f.get("rouge1_precision"));
        assertEquals(0.75, f.get("rouge1_recall"));
        assertEquals((double) (float) (2.0 / 3), f.get("rouge1_fmeasure"));
    }

    @Test
    void theCorpusValueIsTheFloat32MeanOfSegmentValues() {
        List<String> hyps = List.of("a b c", "a", "b c d e f g");
        List<List<String>> refs = List.of(List.of("a b"), List.of("a b c"), List.of("c d"));
        Map<String, Object> f = R1.corpusScore(hyps, refs).fields();
        float[] p = new float[3];
        for (int i = 0; i < 3; i++) {
            p[i] = ((Double) R1.corpusScore(List.of(hyps.get(i)), List.of(refs.get(i))).fields()
                    .get("rouge1_precision")).floatValue();
        }
        assertEquals((double) TorchFloat32.mean(p), f.get("rouge1_precision"));
        assertTrue(Double.isNaN((Double) R1.corpusScore(List.of(), List.of()).fields().get("rouge1_fmeasure")));
    }

    @Test
    void anUnknownKeyRaises() {
        assertThrows(IllegalArgumentException.class, () -> TorchmetricsRouge.torchmetrics(List.of("rougeLSum")));
    }

    @Test
    void aSegmentWithoutReferencesRaisesWithBestAndAddsNothingWithAvg() {
        assertThrows(IllegalArgumentException.class,
                () -> R1.corpusScore(List.of("a", "b"), List.of(List.of("a"), List.of())));
        TorchmetricsRouge avg = R1.withAccumulate(TorchmetricsRouge.Accumulate.AVG);
        assertEquals(avg.corpusScore(List.of("a b"), List.of(List.of("a"))).fields(),
                avg.corpusScore(List.of("a b", "c"), List.of(List.of("a"), List.of())).fields());
    }

    @Test
    void hypothesesAndReferencesAreZippedWithoutACheck() {
        assertEquals(R1.corpusScore(List.of("a"), List.of(List.of("a b"))).fields(),
                R1.corpusScore(List.of("a", "b", "c"), List.of(List.of("a b"))).fields());
    }

    @Test
    void rougeLsumSplitsSentencesWithPunktNotOnNewlines() {
        // No sentence-final punctuation: Punkt sees one sentence per text, so the union LCS is the
        // plain LCS (3 of 6 tokens); rouge-score splits on "\n" and finds both sentences (F = 1).
        String hyp = "the cat sat\nthe dog ran";
        String ref = "the dog ran\nthe cat sat";
        assertEquals(0.5, fields(TorchmetricsRouge.torchmetrics(List.of("rougeLsum")), hyp, ref).get("rougeLsum_fmeasure"));
        assertEquals(1.0, Rouge.rougeScore().withTypes("rougeLsum").score(hyp, ref).get("rougeLsum").fmeasure());
        assertEquals(TorchmetricsRouge.DEFAULT_KEYS, TorchmetricsRouge.torchmetrics().keys());
    }

    @Test
    void rougeLsumCountsUnionLcsHitsAsRougeScoreDoes() {
        // With the same sentences (split on newlines, as rouge-score splits), torchmetrics' rougeLsum is
        // rouge-score's, rounded to float32.
        TorchmetricsRouge lsum = TorchmetricsRouge.torchmetrics(List.of("rougeLsum"))
                .withSentenceSplitter(t -> List.of(t.split("\n", -1)));
        String hyp = "the cat sat on the mat\nthe dog barked at the cat\nbirds sing";
        String ref = "a cat sat on a mat\nthe dog barked\nthe birds sang at dawn";
        Map<String, Object> f = fields(lsum, hyp, ref);
        RougeScore expected = Rouge.rougeScore().withTypes("rougeLsum").score(hyp, ref).get("rougeLsum");
        assertEquals((double) (float) expected.precision(), f.get("rougeLsum_precision"));
        assertEquals((double) (float) expected.recall(), f.get("rougeLsum_recall"));
        assertEquals((double) (float) expected.fmeasure(), f.get("rougeLsum_fmeasure"));
    }
}
