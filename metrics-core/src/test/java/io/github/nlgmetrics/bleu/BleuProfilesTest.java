package io.github.nlgmetrics.bleu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Stats;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The BLEU profiles: defaults are the factories', and every option form the golden cases use is read. */
class BleuProfilesTest {
    private static final List<String> HYPS = List.of("a b c d e f", "x y", "a b x c");
    private static final List<List<String>> REFS = List.of(List.of("a b c d e f"), List.of("x z"),
            List.of("a b y c", "a b"));
    /** The same corpus as integer token ids, for R sacRebleu. */
    private static final List<String> HYP_IDS = List.of("1 2 3 4 5 6", "7 8", "1 2 7 3");
    private static final List<List<String>> REF_IDS = List.of(List.of("1 2 3 4 5 6"), List.of("7 9"),
            List.of("1 2 8 3", "1 2"));

    @Test
    void defaultsAreTheFactories() {
        Map<String, Metric<?>> factories = Map.of(
                "sacrebleu:bleu", Bleu.sacrebleu(),
                "nltk:bleu", NltkBleu.nltk(),
                "tf-nmt:bleu", TfNmtBleu.tfNmt(),
                "hf-evaluate:bleu", TfNmtBleu.hfEvaluate(),
                "r-sacrebleu:bleu", RSacreBleu.rSacRebleu());
        factories.forEach((name, factory) -> {
            Metric<?> m = Profiles.byName(name).metric();
            assertEquals(factory.getClass(), m.getClass(), name);
            assertEquals(factory.signature(1), m.signature(1), name);
        });
    }

    @Test
    void optionsConfigureTheSameMetricAsTheWithers() {
        assertEquals(Bleu.sacrebleu().withTokenizer("intl").withSmoothMethod(SmoothMethod.FLOOR).withSmoothValue(0.5)
                        .signature(2),
                Profiles.metric("sacrebleu:bleu", Map.of("tokenize", "intl", "smooth_method", "floor",
                        "smooth_value", 0.5)).signature(2));
        assertEquals(TfNmtBleu.tfNmt().withMaxOrder(2).withSmooth(true).signature(1),
                Profiles.metric("tf-nmt:bleu", Map.of("max_order", 2, "smooth", true, "tokenize", "split"))
                        .signature(1));
        assertEquals(TfNmtBleu.hfEvaluate().withTokenizer("split").signature(1),
                Profiles.metric("hf-evaluate:bleu", Map.of("tokenizer", "split")).signature(1));
        assertEquals(RSacreBleu.rSacRebleu().withN(2).withWeights(0.2, 0.8).withSmoothing(RSacreBleu.Smoothing.ADD_K)
                        .withK(2).signature(1),
                Profiles.metric("r-sacrebleu:bleu", Map.of("n", 2, "weights", List.of(0.2, 0.8),
                        "smoothing", "add-k", "k", 2, "tokenize", "ids")).signature(1));
    }

    @Test
    void nltkWeightsAreOneTupleOrAListOfTuples() {
        NltkBleu one = (NltkBleu) Profiles.metric("nltk:bleu", Map.of("weights", List.of(0.5, 0.5)));
        assertEquals(NltkBleu.Weights.of(0.5, 0.5), one.weights());
        assertEquals(one.weights(), ((NltkBleu) Profiles.metric("nltk:bleu", Map.of("weights", "0.5,0.5"))).weights());
        assertEquals(one.weights(), ((NltkBleu) Profiles.metric("nltk:bleu", Map.of("weights", "[0.5, 0.5]")))
                .weights());
        assertEquals(one.weights(), ((NltkBleu) Profiles.metric("nltk:bleu", Map.of("weights", List.of("0.5,0.5"))))
                .weights());

        NltkBleu.Weights sets = NltkBleu.Weights.sets(List.of(new double[] {0.5, 0.5}, new double[] {1}));
        assertEquals(sets, ((NltkBleu) Profiles.metric("nltk:bleu",
                Map.of("weights", List.of(List.of(0.5, 0.5), List.of(1))))).weights());
        assertEquals(sets, ((NltkBleu) Profiles.metric("nltk:bleu", Map.of("weights", "[[0.5, 0.5], [1]]")))
                .weights());
        assertEquals(sets, ((NltkBleu) Profiles.metric("nltk:bleu", Map.of("weights", List.of("0.5,0.5", "1"))))
                .weights());
        // A list holding one tuple is still a list: NLTK returns a list of one score.
        assertTrue(((NltkBleu) Profiles.metric("nltk:bleu", Map.of("weights", List.of(List.of(1))))).weights()
                .several());
        assertEquals("[(0.5, 0.5), (1.0,)]", sets.toString());
    }

    @Test
    void nltkScoreFieldsAreWhatNltkReturns() {
        NltkBleu several = NltkBleu.nltk().withWeightSets(List.of(new double[] {1}, new double[] {0.5, 0.5}));
        Object scores = several.corpusScore(HYPS, REFS).fields().get("score");
        assertInstanceOf(List.class, scores);
        assertEquals(2, ((List<?>) scores).size());
        assertEquals(Map.of("score", 0), NltkBleu.nltk().sentenceScore("x", List.of("y")).fields());
        assertEquals(List.of(0, 0), several.sentenceScore("x", List.of("y")).fields().get("score"));
        assertEquals(Map.of("score", 0), NltkBleu.nltk().corpusScore(List.of(), List.of()).fields());
        assertInstanceOf(Double.class, NltkBleu.nltk().corpusScore(HYPS, REFS).fields().get("score"));
    }

    @Test
    void nltkSmoothingParametersComeFromTheMapOrTheirOwnOptions() {
        NltkBleu fromMap = (NltkBleu) Profiles.metric("nltk:bleu", Map.of("smoothing", "method1",
                "smoothing_params", Map.of("epsilon", 0.01, "alpha", 2, "k", 3)));
        assertEquals(0.01, fromMap.epsilon());
        assertEquals(2.0, fromMap.alpha());
        assertEquals(3.0, fromMap.k());
        NltkBleu own = (NltkBleu) Profiles.metric("nltk:bleu", Map.of("epsilon", "0.01", "alpha", 2, "k", 3));
        assertEquals(fromMap.signature(1), own.withSmoothing(NltkSmoothing.METHOD1).signature(1));
        assertEquals(0.01, ((NltkBleu) Profiles.metric("nltk:bleu", Map.of("epsilon", 0.01,
                "smoothing_params", Map.of("epsilon", 0.01)))).epsilon());

        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> Profiles.metric(
                "nltk:bleu", Map.of("epsilon", 0.2, "smoothing_params", Map.of("epsilon", 0.01))));
        assertTrue(twice.getMessage().contains("epsilon"), twice.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> Profiles.metric(
                "nltk:bleu", Map.of("smoothing_params", Map.of("beta", 1))));
        assertTrue(unknown.getMessage().contains("'beta'"), unknown.getMessage());
    }

    @Test
    void invalidValuesAreRejectedByName() {
        IllegalArgumentException tok = assertThrows(IllegalArgumentException.class,
                () -> Profiles.metric("nltk:bleu", Map.of("tokenize", "13a")));
        assertTrue(tok.getMessage().contains("'13a'"), tok.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:bleu", Map.of("smoothing", "method8")));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("r-sacrebleu:bleu", Map.of("tokenize",
                "split")));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("r-sacrebleu:bleu", Map.of("k", 1.5)));
        assertEquals(2, ((RSacreBleu) Profiles.metric("r-sacrebleu:bleu", Map.of("k", "2.0"))).k());
        // The command line's --weights is repeatable (for NLTK): R takes exactly one vector.
        assertArrayEquals(new double[] {0.5, 0.5}, ((RSacreBleu) Profiles.metric("r-sacrebleu:bleu",
                Map.of("weights", List.of("0.5,0.5")))).weights());
        IllegalArgumentException two = assertThrows(IllegalArgumentException.class, () -> Profiles.metric(
                "r-sacrebleu:bleu", Map.of("weights", List.of("0.5,0.5", "1"))));
        assertTrue(two.getMessage().contains("one weight vector"), two.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("tf-nmt:bleu", Map.of("max_order", 0)));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Profiles.metric("tf-nmt:bleu", Map.of("weights", List.of(1))));
        assertTrue(unknown.getMessage().contains("'weights'"), unknown.getMessage());
    }

    @Test
    void tfNmtAndHfEvaluateReportTheirReferencesKeys() {
        assertEquals(List.of("bleu", "precisions", "bp", "ratio", "translation_length", "reference_length"),
                List.copyOf(TfNmtBleu.tfNmt().corpusScore(HYPS, REFS).fields().keySet()));
        assertEquals(List.of("bleu", "precisions", "brevity_penalty", "length_ratio", "translation_length",
                        "reference_length"),
                List.copyOf(TfNmtBleu.hfEvaluate().corpusScore(HYPS, REFS).fields().keySet()));
        assertEquals(Map.of("score", RSacreBleu.rSacRebleu().corpusScore(HYP_IDS, REF_IDS).score()),
                RSacreBleu.rSacRebleu().corpusScore(HYP_IDS, REF_IDS).fields());
    }

    @Test
    void nltkMethods5To7ReadTheLastRowAndAreNotAdditive() {
        for (NltkSmoothing m : NltkSmoothing.values()) {
            NltkBleu bleu = NltkBleu.nltk().withSmoothing(m);
            boolean lastSentence = m == NltkSmoothing.METHOD5 || m == NltkSmoothing.METHOD6
                    || m == NltkSmoothing.METHOD7;
            assertEquals(!lastSentence, bleu.additive(), m.id());
            if (m == NltkSmoothing.METHOD6) {
                continue; // needs a non-zero trigram precision
            }
            double[][] rows = bleu.corpusStats(HYPS, REFS);
            double corpus = bleu.corpusScore(HYPS, REFS).score();
            assertEquals(corpus, bleu.scoreOfSegments(rows).score(), m.id());
            if (!lastSentence) {
                assertEquals(corpus, bleu.score(Stats.columnSums(rows)).score(), m.id());
            }
        }
        NltkBleu m5 = NltkBleu.nltk().withSmoothing(NltkSmoothing.METHOD5);
        double[][] rows = m5.corpusStats(HYPS, REFS);
        assertNotEquals(m5.score(Stats.columnSums(rows)).score(), m5.scoreOfSegments(rows).score());
        // method5 counts the order-5 n-grams the last sentence needs even with four weights.
        assertEquals(2 + 2 * 5, rows[0].length);
    }

    @Test
    void rSacrebleuIsAdditiveEvenWithFloorSmoothing() {
        RSacreBleu floor = RSacreBleu.rSacRebleu().withSmoothing(RSacreBleu.Smoothing.FLOOR).withEpsilon(0.1);
        double[][] rows = floor.corpusStats(HYP_IDS, REF_IDS);
        assertTrue(floor.additive());
        assertEquals(floor.corpusScore(HYP_IDS, REF_IDS).score(), floor.score(Stats.columnSums(rows)).score());
        // The zero 4-gram matches of segments 2 and 3 enter the rows as epsilon.
        assertArrayEquals(new double[] {3, 0.1, 0.1}, new double[] {rows[0][5], rows[1][5], rows[2][5]});
    }
}
