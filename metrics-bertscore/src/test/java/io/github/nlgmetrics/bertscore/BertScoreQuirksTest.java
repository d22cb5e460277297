package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.bertscore.BertScoreConfig.Reference;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One named test per reproduced quirk of the three references, on the bundled model (the golden rows
 * of conformance-data/bertscore.csv check the numbers; these check the behaviour each rests on).
 */
class BertScoreQuirksTest {
    private static BertScoreResult score(String profile, Map<String, ?> options, List<String> hyps,
            List<List<String>> refs) {
        return (BertScoreResult) Profiles.byName(profile).metric(options).corpusScore(hyps, refs);
    }

    private static List<?> list(BertScoreResult r, String key) {
        return (List<?>) r.fields().get(key);
    }

    @Test
    void theHashReadsAsBertScore0312WithTransformers4261() {
        BertScoreResult r = score("bert-score:bertscore", Map.of("num_layers", 4, "idf", true),
                List.of("the cat sat"), List.of(List.of("a cat sat")));
        assertEquals("sentence-transformers/all-MiniLM-L6-v2_L4_idf_version=0.3.12(hug_trans=4.26.1)", r.fields().get("hash"));
        BertScoreResult c = score("hf-evaluate:bertscore", Map.of("model_type", "sentence-transformers/all-MiniLM-L6-v2", "num_layers", 6, "lang", "en", "rescale_with_baseline", true,
                "baseline_csv", "LAYER,P,R,F\n0,0,0,0\n1,0,0,0\n2,0,0,0\n3,0,0,0\n4,0,0,0\n5,0,0,0\n6,0.5,0.5,0.5\n"),
                List.of("the cat sat"), List.of(List.of("a cat sat")));
        assertTrue(c.fields().get("hashcode").toString().endsWith("-custom-rescaled"));
    }

    /**
     * evaluate's script (bert_score's {@code BERTScorer}) raises where bert_score bundles no baseline
     * for the model and language, naming the file it looked for, as {@code BERTScorer.baseline_vals} does.
     */
    @Test
    void aBaselineBertScoreDoesNotBundleIsEvaluatesErrorNamingTheFile() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> score("hf-evaluate:bertscore",
                Map.of("model_type", "sentence-transformers/all-MiniLM-L6-v2", "num_layers", 6, "lang", "en",
                        "rescale_with_baseline", true), List.of("the cat sat"), List.of(List.of("a cat sat"))));
        assertEquals("Baseline not Found for sentence-transformers/all-MiniLM-L6-v2 on en at bert_score's"
                + " rescale_baseline/en/sentence-transformers/all-MiniLM-L6-v2.tsv (bert_score bundles no such file)",
                e.getMessage());
    }

    @Test
    void anEmptyTextScoresZeroInBertScoreAndNaNInTorchmetrics() {
        List<String> hyps = List.of("", "the cat sat");
        List<List<String>> refs = List.of(List.of("a dog"), List.of("a cat sat"));
        BertScoreResult b = score("bert-score:bertscore", Map.of(), hyps, refs);
        assertEquals(0.0, list(b, "P").get(0));
        assertEquals(0.0, list(b, "F").get(0));
        BertScoreResult t = score("torchmetrics:bert_score", Map.of(), List.of(""), List.of(List.of("a dog")));
        assertTrue(Double.isNaN((Double) t.fields().get("precision")));
        assertEquals(0.0, t.fields().get("f1"));
    }

    @Test
    void withSeveralReferencesPRAndFAreEachTheirOwnMaximum() {
        List<String> hyps = List.of("the cat sat on the mat");
        BertScoreResult a = score("bert-score:bertscore", Map.of(), hyps, List.of(List.of("the cat")));
        BertScoreResult b = score("bert-score:bertscore", Map.of(), hyps,
                List.of(List.of("a cat sat on a mat next to the dog in the house")));
        BertScoreResult both = score("bert-score:bertscore", Map.of(), hyps,
                List.of(List.of("the cat", "a cat sat on a mat next to the dog in the house")));
        for (String k : List.of("P", "R", "F")) {
            double max = Math.max((Double) list(a, k).get(0), (Double) list(b, k).get(0));
            assertEquals(max, (Double) list(both, k).get(0), 1e-6, k);
        }
    }

    @Test
    void idfWeightsThatAreAllZeroMakeTheScoreNaN() {
        // Every reference token occurs in every reference: idf log((M+1)/(M+1)) = 0 everywhere.
        BertScoreResult r = score("bert-score:bertscore", Map.of("idf", true), List.of("cat dog", "cat"),
                List.of(List.of("cat"), List.of("cat")));
        assertTrue(Double.isNaN((Double) list(r, "R").get(0)));
        assertEquals(0.0, list(r, "F").get(0));
    }

    @Test
    void aLayerTheModelLacksIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> score("bert-score:bertscore",
                Map.of("num_layers", 7), List.of("a"), List.of(List.of("b"))));
        assertTrue(e.getMessage().contains("between 0 and 6"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> score("torchmetrics:bert_score",
                Map.of("num_layers", 7), List.of("a"), List.of(List.of("b"))));
    }

    @Test
    void torchmetricsRefusesATextLongerThanMaxLengthUnlessTruncating() {
        List<String> hyps = List.of("one two three four five six seven", "one");
        List<List<String>> refs = List.of(List.of("one two"), List.of("one"));
        assertThrows(IllegalArgumentException.class,
                () -> score("torchmetrics:bert_score", Map.of("max_length", 4), hyps, refs));
        BertScoreResult cut = score("torchmetrics:bert_score", Map.of("max_length", 4, "truncation", true), hyps, refs);
        assertEquals(2, list(cut, "f1").size());
    }

    @Test
    void torchmetricsLeavesClsAndSepOutOfTheMaximaWhereBertScoreKeepsThemWithWeightZero() {
        // Unit vectors in 2 dimensions: reference [CLS] x [SEP]; the candidate token is closest to [CLS].
        float[] ref = {1, 0, 0.6f, 0.8f, 0, 1};
        float[] hyp = {1, 0, 0.96f, 0.28f, 0, 1};
        float[] w = {0, 1, 0};
        float[] colMax = new float[3];
        float[] bertScore = new float[2];
        float[] torchmetrics = new float[2];
        Matching.match(hyp, 0, 3, w, ref, 0, 3, w, 2, false, false, colMax, bertScore);
        Matching.match(hyp, 1, 2, w, ref, 1, 2, w, 2, true, true, colMax, torchmetrics);
        assertEquals(0.96f, bertScore[0], 1e-6); // max over [CLS] (0.96), x (0.8), [SEP] (0.28)
        assertEquals(0.8f, torchmetrics[0], 1e-6); // x only
    }

    @Test
    void torchmetricsReindexesWithTheSortingPermutationInsteadOfItsInverse() {
        // Lengths 5, 3, 4 tokens: argsort is (1, 2, 0), applied twice: output 0 is pair (2, 2)'s texts.
        List<String> hyps = List.of("a b c", "a", "a b");
        List<List<String>> refs = List.of(List.of("x y z"), List.of("x"), List.of("x y"));
        BertScoreResult t = score("torchmetrics:bert_score", Map.of(), hyps, refs);
        BertScoreResult third = score("torchmetrics:bert_score", Map.of(), List.of("a b"), List.of(List.of("x y")));
        assertEquals((Double) third.fields().get("f1"), (Double) list(t, "f1").get(0), 1e-6);
    }

    @Test
    void theMatchingBatchPadsShortTextsAndTheirPaddingScoresZero() {
        // At the embedding layer some similarities are negative; padding a short reference (batch_size 2, a long
        // reference beside it) lifts its candidate tokens' maxima to 0, which batch_size 1 does not.
        List<String> hyps = List.of("zebra", "a long sentence about quite different things entirely");
        List<List<String>> refs = List.of(List.of("quantum"), List.of("another long sentence about many other things"));
        BertScoreResult one = score("bert-score:bertscore", Map.of("num_layers", 0, "batch_size", 1), hyps, refs);
        BertScoreResult two = score("bert-score:bertscore", Map.of("num_layers", 0, "batch_size", 2), hyps, refs);
        double p1 = (Double) list(one, "P").get(0);
        double p2 = (Double) list(two, "P").get(0);
        assertTrue(p2 >= p1, p1 + " vs " + p2);
        assertEquals((Double) list(one, "P").get(1), (Double) list(two, "P").get(1), 1e-6);
    }

    @Test
    void theApiScorerOwnsAndClosesItsModel() {
        try (BertScorer s = BertScorer.open(BertScoreConfig.defaults(Reference.BERT_SCORE).withNumLayers(6), 1)) {
            BertScoreResult r = s.score(List.of("the cat sat"), List.of(List.of("the cat sat")));
            assertEquals(1.0, (Double) list(r, "F").get(0), 1e-6);
            assertEquals(6, s.model().layers());
        }
    }
}
