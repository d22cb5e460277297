package io.github.nlgmetrics.hfevaluate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.rouge.BootstrapAggregator;
import io.github.nlgmetrics.rouge.Rouge;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Hugging Face evaluate scripts' behaviours, one named test each (the golden rows of
 * {@code hf-evaluate.csv} and of evaluate's own examples check the numbers).
 */
class HfEvaluateProfilesTest {
    private static final List<String> HYPS = List.of("the cat sat on the mat", "a dog ran in the park today",
            "hello there general kenobi", "it is raining cats and dogs", "nothing matches here at all");
    private static final List<List<String>> REFS = List.of(List.of("the cat is on the mat"),
            List.of("the dog runs in a park"), List.of("hello there"), List.of("it rains cats and dogs today"),
            List.of("completely different words"));

    private static Metric<?> metric(String profile, Map<String, ?> options) {
        return Profiles.metric(profile, options);
    }

    private static Map<String, Object> dict(String profile, Map<String, ?> options, List<String> hyps,
            List<? extends List<String>> refs) {
        return metric(profile, options).corpusScore(hyps, refs).fields();
    }

    // --- rouge ------------------------------------------------------------------------------

    @Test
    void aggregatedRougeIsTheMedianOfBootstrapMeansNotTheMean() {
        Map<String, Object> agg = dict("hf-evaluate:rouge", Map.of("seed", 7), HYPS, REFS);
        Map<String, Object> lists = dict("hf-evaluate:rouge", Map.of("use_aggregator", false), HYPS, REFS);
        int differ = 0;
        for (String type : Rouge.DEFAULT_TYPES) {
            double[] f = (double[]) lists.get(type);
            double mean = 0;
            for (double x : f) {
                mean += x;
            }
            mean /= f.length;
            if (Math.abs(mean - (double) agg.get(type)) > 1e-6) {
                differ++;
            }
        }
        assertTrue(differ > 0, "the bootstrap median differs from the mean F for some type");
        // and it is rouge-score's BootstrapAggregator after np.random.seed(7), mid.fmeasure
        Rouge rouge = Rouge.rougeScore();
        var mids = BootstrapAggregator.rougeScore().withSeed(7)
                .aggregate(rouge.segmentScores(rouge.corpusStats(HYPS, REFS)));
        mids.forEach((type, a) -> assertEquals(a.mid().fmeasure(), (double) agg.get(type), 0.0, type));
    }

    @Test
    void allTypesDrawFromOneStreamInRougeTypesOrder() {
        Map<String, Object> both = dict("hf-evaluate:rouge", Map.of("seed", 3, "rouge_types", List.of("rouge1", "rouge2")),
                HYPS, REFS);
        Map<String, Object> alone = dict("hf-evaluate:rouge", Map.of("seed", 3, "rouge_types", List.of("rouge2")),
                HYPS, REFS);
        assertNotEquals(alone.get("rouge2"), both.get("rouge2"), "rouge2 draws after rouge1's 1000 resamples");
        assertEquals(List.of("rouge1", "rouge2"), List.copyOf(both.keySet()));
    }

    @Test
    void anUnseededAggregateSaysItIsNotReproducible() {
        HfRouge m = (HfRouge) metric("hf-evaluate:rouge", Map.of());
        HfRouge.Result r = m.corpusScore(HYPS, REFS);
        assertFalse(r.seeded());
        assertTrue(r.verbose().contains("--seed"), r.verbose());
        assertEquals("none", m.signature(1).get("seed"));
        HfRouge.Result seeded = m.withSeed(42).corpusScore(HYPS, REFS);
        assertTrue(seeded.seeded());
        assertEquals("", seeded.verbose());
        assertEquals("42", m.withSeed(42).signature(1).get("seed"));
        // without the aggregator there is nothing random
        assertTrue(m.withAggregator(false).corpusScore(HYPS, REFS).seeded());
    }

    @Test
    void theSameSeedGivesTheSameNumbers() {
        assertEquals(dict("hf-evaluate:rouge", Map.of("seed", 12345), HYPS, REFS).toString(),
                dict("hf-evaluate:rouge", Map.of("seed", 12345), HYPS, REFS).toString());
    }

    /** The rouge README claims rouge1 [0.5, 0.0]; rouge-score 0.1.2 gives 2/3 (0.5 is the precision). */
    @Test
    void withoutTheAggregatorEachTypeIsTheListOfSegmentF() {
        Map<String, Object> d = dict("hf-evaluate:rouge", Map.of("use_aggregator", false),
                List.of("hello goodbye", "ankh morpork"), List.of(List.of("goodbye"), List.of("general kenobi")));
        assertArrayEquals(new double[] {2.0 / 3, 0.0}, (double[]) d.get("rouge1"), 1e-15);
        assertArrayEquals(new double[] {0.0, 0.0}, (double[]) d.get("rouge2"), 0.0);
    }

    @Test
    void oneSegmentAggregatesToItsOwnF() {
        Map<String, Object> d = dict("hf-evaluate:rouge", Map.of(), List.of(HYPS.get(0)), List.of(REFS.get(0)));
        Map<String, Object> f = dict("hf-evaluate:rouge", Map.of("use_aggregator", false), List.of(HYPS.get(0)),
                List.of(REFS.get(0)));
        assertEquals(((double[]) f.get("rouge1"))[0], (double) d.get("rouge1"), 0.0);
    }

    @Test
    void theReadmeSpellingRougeLSumIsRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> metric("hf-evaluate:rouge", Map.of("rouge_types", List.of("rougeLSum"))));
    }

    @Test
    void theSplitTokenizerKeepsCaseAndScriptsAndIgnoresTheStemmer() {
        List<String> h = List.of("Привет мир running");
        List<List<String>> r = List.of(List.of("Привет мир runs"));
        Map<String, Object> split = dict("hf-evaluate:rouge", Map.of("tokenizer", "split", "use_stemmer", true,
                "use_aggregator", false), h, r);
        Map<String, Object> dflt = dict("hf-evaluate:rouge", Map.of("use_stemmer", true, "use_aggregator", false), h, r);
        assertEquals(2.0 / 3, ((double[]) split.get("rouge1"))[0], 1e-15);
        assertEquals(1.0, ((double[]) dflt.get("rouge1"))[0], 0.0, "default: only 'run' 'run' survive, stemmed");
    }

    @Test
    void aSegmentWithoutReferencesIsAnErrorForRouge() {
        assertThrows(IllegalArgumentException.class, () -> metric("hf-evaluate:rouge", Map.of("use_aggregator", false))
                .corpusScore(List.of("a b", "c d"), List.of(List.of("a b"), List.of())));
    }

    // --- every script -----------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"hf-evaluate:google_bleu", "hf-evaluate:sacrebleu", "hf-evaluate:chrf", "hf-evaluate:ter",
        "hf-evaluate:rouge", "hf-evaluate:bleu"})
    void anEmptyCorpusIsAnError(String profile) {
        Metric<?> m = metric(profile, Map.of());
        assertThrows(IllegalArgumentException.class, () -> m.corpusScore(List.of(), List.of()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"hf-evaluate:sacrebleu", "hf-evaluate:chrf", "hf-evaluate:ter"})
    void theSacrebleuWrappersNeedTheSameNumberOfReferencesPerSegment(String profile) {
        Metric<?> m = metric(profile, Map.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> m.corpusScore(List.of("a b c", "d e f"), List.of(List.of("a b c", "a b"), List.of("d e f"))));
        assertTrue(e.getMessage().contains("same number of references"), e.getMessage());
        m.corpusScore(List.of("a b c", "d e f"), List.of(List.of("a b c", "a b"), List.of("d e f", "d e")));
    }

    // --- google_bleu ------------------------------------------------------------------------

    @Test
    void googleBleuSkipsASegmentWithoutReferencesSilently() {
        Map<String, Object> two = dict("hf-evaluate:google_bleu", Map.of(), List.of("the cat sat", "a dog"),
                List.of(List.of("the cat sat down"), List.of()));
        Map<String, Object> one = dict("hf-evaluate:google_bleu", Map.of(), List.of("the cat sat"),
                List.of(List.of("the cat sat down")));
        assertEquals(one, two);
        assertEquals(List.of("google_bleu"), List.copyOf(one.keySet()));
    }

    @Test
    void googleBleuTokenizesWith13aByDefault() {
        // 13a splits the period off: "mat." matches "mat ."
        double d13a = (double) dict("hf-evaluate:google_bleu", Map.of(), List.of("the mat."), List.of(List.of("the mat .")))
                .get("google_bleu");
        double split = (double) dict("hf-evaluate:google_bleu", Map.of("tokenizer", "split"), List.of("the mat."),
                List.of(List.of("the mat ."))).get("google_bleu");
        assertEquals(1.0, d13a, 0.0);
        assertTrue(split < 1.0, "split: " + split);
    }

    // --- sacrebleu, chrf, ter ---------------------------------------------------------------

    @Test
    void sacrebleuReturnsTheScriptsKeysOnly() {
        Score s = metric("hf-evaluate:sacrebleu", Map.of()).corpusScore(HYPS, REFS);
        assertEquals(List.of("score", "counts", "totals", "precisions", "bp", "sys_len", "ref_len"),
                List.copyOf(s.fields().keySet()));
        assertEquals(Profiles.metric("sacrebleu:bleu", Map.of()).corpusScore(HYPS, REFS).score(), s.score(), 0.0);
    }

    @Test
    void useEffectiveOrderIsSacrebleusEffectiveOrder() {
        List<String> h = List.of("a b");
        List<List<String>> r = List.of(List.of("a b"));
        assertEquals(Profiles.metric("sacrebleu:bleu", Map.of("effective_order", true)).corpusScore(h, r).score(),
                metric("hf-evaluate:sacrebleu", Map.of("use_effective_order", true)).corpusScore(h, r).score(), 0.0);
    }

    @Test
    void chrfReturnsItsOrdersAndBeta() {
        Map<String, Object> d = dict("hf-evaluate:chrf", Map.of("word_order", 2, "beta", 1), HYPS, REFS);
        assertEquals(List.of("score", "char_order", "word_order", "beta"), List.copyOf(d.keySet()));
        assertEquals(6, d.get("char_order"));
        assertEquals(2, d.get("word_order"));
        assertEquals(1, d.get("beta"));
    }

    @Test
    void terTakesEvaluatesNamesForSacrebleusOptions() {
        List<String> h = List.of("Hello, World! 你好。", "it is fine .");
        List<List<String>> r = List.of(List.of("hello world 你好"), List.of("It's fine!"));
        Map<String, Object> hf = dict("hf-evaluate:ter", Map.of("ignore_punct", true, "support_zh_ja_chars", true,
                "normalized", true), h, r);
        Map<String, Object> sb = Profiles.metric("sacrebleu:ter", Map.of("no_punct", true, "asian_support", true,
                "normalized", true)).corpusScore(h, r).fields();
        assertEquals(List.of("score", "num_edits", "ref_length"), List.copyOf(hf.keySet()));
        for (String k : hf.keySet()) {
            assertEquals(sb.get(k), hf.get(k), k);
        }
    }

    // --- bleu -------------------------------------------------------------------------------

    @Test
    void bleuTakesEvaluatesTokenizerKeyword() {
        List<String> h = List.of("I don't know.");
        List<List<String>> r = List.of(List.of("I do n't know ."));
        Map<String, Object> word = dict("hf-evaluate:bleu", Map.of("tokenizer", "word_tokenize"), h, r);
        assertEquals(1.0, (double) word.get("bleu"), 0.0);
        assertEquals(5L, word.get("translation_length"));
        Map<String, Object> split = dict("hf-evaluate:bleu", Map.of("tokenizer", "split"), h, r);
        assertEquals(3L, split.get("translation_length"));
    }
}
