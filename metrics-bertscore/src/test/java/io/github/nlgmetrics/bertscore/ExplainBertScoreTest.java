package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.bertscore.model.BertModels;
import io.github.nlgmetrics.explain.Explainer;
import io.github.nlgmetrics.explain.Explanation;
import io.github.nlgmetrics.explain.Explanation.CauseEffect;
import io.github.nlgmetrics.explain.Explanation.Comparison;
import io.github.nlgmetrics.explain.Explanation.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain} on the BERTScore profiles ({@link BertScoreFamily}): at each profile's point the one
 * engine reproduces the profile exactly (remainders 0), the walk's steps add up to the observed difference,
 * the Shapley values too, and each cause in which two profiles differ is named with its change.
 */
class ExplainBertScoreTest {
    /** Texts of different lengths (the ordering quirk pairs other texts), one longer than 12 tokens (truncation). */
    private static final List<String> HYPS = List.of(
            "the cat sat on the mat",
            "a new public transport budget was approved by the city council on monday night after a long debate",
            "hello world",
            "two men were arrested after the robbery",
            "prices rose");
    private static final List<List<String>> REFS = List.of(
            List.of("a cat was sitting on the mat"),
            List.of("the council approved a new budget for public transport"),
            List.of("hello there, world"),
            List.of("police arrested two men after a jewellery store robbery in zurich"),
            List.of("prices went up sharply"));

    private static final Set<String> CAUSES = Set.of("truncation", "layer", "padding", "cls-sep", "idf", "ordering",
            "rescale");

    @TempDir
    Path dir;

    private static void addsUp(Comparison c) {
        assertEquals(0.0, c.remainderFrom().value(), c.from() + " is reproduced at its point");
        assertEquals(0.0, c.remainderTo().value(), c.to() + " is reproduced at its point");
        double path = 0;
        double shapley = 0;
        for (CauseEffect e : c.causes()) {
            if (e.kind() == Kind.SWITCHED) {
                path += e.path();
                shapley += e.shapley();
            }
        }
        assertEquals(c.observed(), path, 1e-12, "the walk's steps add up to the observed difference");
        assertEquals(c.observed(), shapley, 1e-12, "the Shapley values add up too");
        assertTrue(Math.abs(c.rounding()) < 1e-12, "rounding " + c.rounding());
    }

    @Test
    void everyCauseBetweenBertScoreAndTorchmetricsIsNamedAndTheStepsAddUp() throws IOException {
        Path baseline = dir.resolve("baseline.tsv");
        Files.writeString(baseline, "LAYER,P,R,F\n0,0.1,0.1,0.1\n1,0.2,0.2,0.2\n2,0.3,0.3,0.3\n3,0.4,0.4,0.4\n"
                + "4,0.5,0.5,0.5\n5,0.6,0.6,0.6\n6,0.7,0.75,0.72\n");
        List<Profile> profiles = List.of(BertScoreProfiles.BERT_SCORE, BertScoreProfiles.TORCHMETRICS,
                BertScoreProfiles.HF_EVALUATE);
        List<Map<String, ?>> options = List.of(
                // lang (needed to rescale) would pick roberta-large: the bundled model is named
                Map.of("model_type", BertModels.BUNDLED, "idf", true, "rescale_with_baseline", true, "lang", "en",
                        "baseline_path", baseline.toString()),
                Map.of("num_layers", 4, "truncation", true, "max_length", 12),
                Map.of());
        Explanation e = Explainer.explain(profiles, options, HYPS, REFS, 2);
        assertEquals("bertscore", e.family());
        assertEquals(3, e.comparisons().size());
        for (int i = 0; i < profiles.size(); i++) {
            double own = profiles.get(i).metric(options.get(i)).corpusScore(HYPS, REFS).score();
            assertEquals(own, e.profiles().get(i).score(), "each profile's own score");
        }
        e.comparisons().forEach(ExplainBertScoreTest::addsUp);

        Comparison bt = e.comparisons().get(0);
        Set<String> named = bt.causes().stream().map(CauseEffect::cause).collect(Collectors.toSet());
        assertEquals(CAUSES, named, "bert-score:bertscore -> torchmetrics:bert_score differ on exactly these");
        for (CauseEffect c : bt.causes()) {
            assertEquals(Kind.SWITCHED, c.kind(), c.cause());
        }
        CauseEffect rescale = bt.causes().stream().filter(c -> c.cause().equals("rescale")).findFirst().orElseThrow();
        assertEquals("file:" + baseline, rescale.fromValue());
        assertEquals("no", rescale.toValue());
        // alone, from bert_score's point: the profile without rescaling minus the profile with it, exactly
        double unrescaled = BertScoreProfiles.BERT_SCORE.metric(Map.of("model_type", BertModels.BUNDLED, "idf", true))
                .corpusScore(HYPS, REFS).score();
        assertEquals(unrescaled - e.profiles().get(0).score(), rescale.alone());
        String text = e.toText();
        for (String cause : CAUSES) {
            assertTrue(text.contains("  " + cause + " "), cause + " in\n" + text);
        }
        assertTrue(text.contains("bert-score:bertscore -> torchmetrics:bert_score: observed"), text);
    }

    @Test
    void theDefaultsDifferOnlyInTorchmetricsMaskingPaddingTruncationAndOrdering() {
        Explanation e = Explainer.explainByName(List.of("bert-score:bertscore", "torchmetrics:bert_score",
                "hf-evaluate:bertscore"), HYPS, REFS);
        e.comparisons().forEach(ExplainBertScoreTest::addsUp);
        Comparison bt = e.comparisons().get(0);
        assertEquals(List.of("truncation", "padding", "cls-sep", "ordering"), bt.order());
        CauseEffect ordering = bt.causes().get(bt.causes().size() - 1);
        assertTrue(Math.abs(ordering.alone()) > 1e-4, "the ordering quirk pairs other texts: " + ordering.alone());
        CauseEffect truncation = bt.causes().get(0);
        assertEquals(0.0, truncation.path(), "no text is longer than 512 tokens");
        Comparison bh = e.comparisons().get(1);
        assertEquals(0.0, bh.observed(), "evaluate calls bert_score");
        assertTrue(bh.causes().isEmpty(), bh.causes().toString());
        assertTrue(e.comparisons().get(0).segments().get(0).from().statistics().startsWith("P "));
        assertTrue(e.comparisons().get(0).segments().get(0).to().statistics().contains("against reference"),
                e.comparisons().get(0).segments().get(0).to().statistics());
    }

    @Test
    void theBatchSizeIsBertScoresPaddingQuirk() {
        // batch_size 1: no text is shorter than its batch's longest, so no similarity is floored at 0
        Explanation e = Explainer.explain(List.of(Profiles.byName("bert-score:bertscore"),
                Profiles.byName("bert-score:bertscore")), List.of(Map.of("num_layers", 0), Map.of("num_layers", 0,
                "batch_size", 1)), HYPS, REFS, 1);
        Comparison c = e.comparisons().get(0);
        addsUp(c);
        assertEquals(List.of("batch-size"), c.order());
    }

    @Test
    void aLayerTheModelLacksIsOneLine() {
        IllegalArgumentException x = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> BertScoreFamily.INSTANCE.corpus(HYPS, REFS).score(Map.of("model", "sentence-transformers/all-MiniLM-L6-v2",
                        "truncation", "model-max", "layer", "9", "batch-size", "64", "padding", "batch-longest",
                        "cls-sep", "in-matrix", "idf", "no", "ordering", "input", "rescale", "no")));
        assertTrue(x.getMessage().contains("layer 9"), x.getMessage());
    }
}
