package io.github.nlgmetrics.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.explain.Explanation.CauseEffect;
import io.github.nlgmetrics.explain.Explanation.Comparison;
import io.github.nlgmetrics.explain.Explanation.Kind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Golden cases for {@link Explainer}, each chosen so that exactly one cause moves the number.
 * The expected attribution is derived by hand in each test's comment; the test also checks that
 * the real profiles give the hand-derived scores (so the expectation is not the explainer's own
 * output), and that the walk adds up to the observed difference with no remainder.
 */
class ExplainerTest {
    private static final double EPS = 1e-9;

    private static Comparison explainOne(String a, Map<String, ?> oa, String b, Map<String, ?> ob,
                                         List<String> hyps, List<List<String>> refs) {
        Explanation e = Explainer.explain(List.of(Profiles.byName(a), Profiles.byName(b)), List.of(oa, ob), hyps, refs,
                5);
        assertEquals(1, e.comparisons().size());
        Comparison c = e.comparisons().get(0);
        assertEquals(c.observed(), c.attributed(), 1e-12, "the attribution adds up");
        assertEquals(0.0, c.remainderFrom().value(), "no remainder");
        assertEquals(0.0, c.remainderTo().value(), "no remainder");
        return c;
    }

    private static double scoreOf(String profile, Map<String, ?> options, List<String> hyps, List<List<String>> refs) {
        return Profiles.byName(profile).metric(options).corpusScore(hyps, refs).score();
    }

    /** The only cause that moves the number is {@code cause}: every other switched cause moves it by < 1e-12. */
    private static void onlyCause(Comparison c, String cause, double expected) {
        boolean found = false;
        for (CauseEffect x : c.causes()) {
            if (x.cause().equals(cause)) {
                found = true;
                assertEquals(Kind.SWITCHED, x.kind());
                assertEquals(expected, x.path(), EPS, cause + " along the path");
                assertEquals(expected, x.alone(), EPS, cause + " alone");
                assertEquals(expected, x.shapley(), EPS, cause + " Shapley");
            } else {
                assertEquals(0.0, x.path(), 1e-12, x.cause() + " moves nothing here");
            }
        }
        assertTrue(found, cause + " is listed");
        assertEquals(expected, c.observed(), EPS);
    }

    @Test
    void tokenizerAlone() {
        // tf-nmt:bleu and hf-evaluate:bleu differ only in the tokenizer (split vs 13a).
        // hyp "a b c d e." ref "a b c d e .": split gives [a b c d e.] vs [a b c d e .]:
        // p = 4/5, 3/4, 2/3, 1/2 (product 1/5), c = 5, r = 6, BP = exp(1 - 6/5): 100·exp(-0.2)·0.2^0.25.
        // 13a splits the period off: identical token lists, BLEU 100.
        List<String> hyps = List.of("a b c d e.");
        List<List<String>> refs = List.of(List.of("a b c d e ."));
        double split = 100 * Math.exp(-0.2) * Math.pow(0.2, 0.25);
        assertEquals(split, 100 * scoreOf("tf-nmt:bleu", Map.of(), hyps, refs), EPS);
        assertEquals(100.0, 100 * scoreOf("hf-evaluate:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("tf-nmt:bleu", Map.of(), "hf-evaluate:bleu", Map.of(), hyps, refs);
        assertEquals(List.of("tokenizer"), c.order());
        onlyCause(c, "tokenizer", 100 - split);
        assertEquals(1, c.segments().size());
        assertEquals(List.of("e."), c.segments().get(0).onlyFrom());
        assertEquals(List.of("e", "."), c.segments().get(0).onlyTo());
    }

    @Test
    void rstripAlone() {
        // "a b c d e-\n" against "a b c d e". sacrebleu strips the newline first, and 13a keeps
        // "e-" whole: [a b c d e-], p = 4/5, 3/4, 2/3, 1/2, c = r = 5: 100·(1/5)^(1/4). HF evaluate's
        // Tokenizer13a gets the newline and its "-\n" rule joins the line: [a b c d e], BLEU 100.
        List<String> hyps = List.of("a b c d e-\n");
        List<List<String>> refs = List.of(List.of("a b c d e"));
        double sacre = 100 * Math.pow(0.2, 0.25);
        assertEquals(sacre, scoreOf("sacrebleu:bleu", Map.of(), hyps, refs), EPS);
        assertEquals(100.0, 100 * scoreOf("hf-evaluate:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("sacrebleu:bleu", Map.of(), "hf-evaluate:bleu", Map.of(), hyps, refs);
        onlyCause(c, "rstrip", 100 - sacre);
    }

    @Test
    void closestReferenceRuleAlone() {
        // hyp of 5 tokens, references of 6 (containing every hypothesis n-gram) and 2 tokens.
        // sacrebleu: closest length 6, BP = exp(1 - 6/5), precisions 1: 100·exp(-0.2).
        // hf-evaluate: the shortest reference, 2 < 5: BP 1, BLEU 100. All orders match, so
        // smoothing and the zero-match rule change nothing; the arithmetic only rounding.
        List<String> hyps = List.of("a b c d e");
        List<List<String>> refs = List.of(List.of("a b c d e f", "x y"));
        double sacre = 100 * Math.exp(-0.2);
        assertEquals(sacre, scoreOf("sacrebleu:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("sacrebleu:bleu", Map.of(), "hf-evaluate:bleu", Map.of(), hyps, refs);
        onlyCause(c, "closest-ref-rule", 100 - sacre);
    }

    @Test
    void closestReferenceTieAlone() {
        // a tie: references of 5 and 3 tokens around a hypothesis of 4. R sacRebleu keeps the first
        // listed (5): BP = exp(1 - 5/4) = exp(-0.25); NLTK the shorter (3 < 4): BP 1. Every
        // hypothesis n-gram is in the first reference, so both have precisions 1.
        List<String> hyps = List.of("1 2 3 4");
        List<List<String>> refs = List.of(List.of("1 2 3 4 5", "1 2 3"));
        double r = 100 * Math.exp(-0.25);
        assertEquals(r, 100 * scoreOf("r-sacrebleu:bleu", Map.of(), hyps, refs), EPS);
        assertEquals(100.0, 100 * scoreOf("nltk:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("r-sacrebleu:bleu", Map.of(), "nltk:bleu", Map.of(), hyps, refs);
        onlyCause(c, "closest-ref-rule", 100 - r);
    }

    @Test
    void denominatorFloorAlone() {
        // two segments, "a b c d e" and "f g", each equal to its reference. tf-nmt: every n-gram
        // matches, BLEU 100. NLTK raises the trigram and 4-gram counts of the 2-token segment from
        // 0 to 1: p3 = 3/4, p4 = 2/3, BLEU = 100·(1/2)^(1/4).
        List<String> hyps = List.of("a b c d e", "f g");
        List<List<String>> refs = List.of(List.of("a b c d e"), List.of("f g"));
        double nltk = 100 * Math.pow(0.5, 0.25);
        assertEquals(nltk, 100 * scoreOf("nltk:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("tf-nmt:bleu", Map.of(), "nltk:bleu", Map.of(), hyps, refs);
        onlyCause(c, "denominator-floor", nltk - 100);
    }

    @Test
    void smoothingAlone() {
        // hyp "a b c x", ref "a b c d": matches 3/4, 2/3, 1/2, 0/1. exp smoothing gives the 4-gram
        // 1/(2·1): BLEU = 100·(3/4·2/3·1/2·1/2)^(1/4) = 100·(1/8)^(1/4); none gives 0.
        List<String> hyps = List.of("a b c x");
        List<List<String>> refs = List.of(List.of("a b c d"));
        double exp = 100 * Math.pow(0.125, 0.25);
        assertEquals(exp, scoreOf("sacrebleu:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("sacrebleu:bleu", Map.of(), "sacrebleu:bleu", Map.of("smooth_method", "none"), hyps,
                refs);
        assertEquals(List.of("smoothing"), c.order());
        onlyCause(c, "smoothing", -exp);
    }

    @Test
    void effectiveOrderAlone() {
        // hyp = ref = "a b c": no 4-gram in the hypothesis. Without effective order the 4-gram
        // precision is 0 (sacrebleu stops before smoothing): BLEU 0. With it the mean runs over 3
        // orders, all 1: BLEU 100.
        List<String> hyps = List.of("a b c");
        List<List<String>> refs = List.of(List.of("a b c"));
        assertEquals(0.0, scoreOf("sacrebleu:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("sacrebleu:bleu", Map.of(), "sacrebleu:bleu", Map.of("effective_order", true), hyps,
                refs);
        onlyCause(c, "effective-order", 100.0);
    }

    @Test
    void lowercaseAlone() {
        // "The cat sat on the mat" against "the cat sat on the mat": mixed case matches 5/6, 4/5,
        // 3/4, 2/3 (product 1/3), c = r: BLEU 100·(1/3)^(1/4); lowercased: 100.
        List<String> hyps = List.of("The cat sat on the mat");
        List<List<String>> refs = List.of(List.of("the cat sat on the mat"));
        double mixed = 100 * Math.pow(1.0 / 3, 0.25);
        assertEquals(mixed, scoreOf("sacrebleu:bleu", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("sacrebleu:bleu", Map.of(), "sacrebleu:bleu", Map.of("lowercase", true), hyps, refs);
        onlyCause(c, "lowercase", 100 - mixed);
    }

    @Test
    void zeroPrecisionAlone() {
        // both floor a missing order at 0 (sacrebleu floor 0, NLTK method1 epsilon 0), so the 4-gram
        // precision of "a b c x" against "a b c d" stays 0. sacrebleu takes log 0 as -9999999999:
        // BLEU 0. NLTK skips it: exp(1/4·ln(3/4·2/3·1/2)) = (1/4)^(1/4).
        List<String> hyps = List.of("a b c x");
        List<List<String>> refs = List.of(List.of("a b c d"));
        Map<String, Object> sacre = Map.of("smooth_method", "floor", "smooth_value", 0.0);
        Map<String, Object> nltk = Map.of("smoothing", "method1", "epsilon", 0.0);
        double skipped = 100 * Math.pow(0.25, 0.25);
        assertEquals(0.0, scoreOf("sacrebleu:bleu", sacre, hyps, refs), EPS);
        assertEquals(skipped, 100 * scoreOf("nltk:bleu", nltk, hyps, refs), EPS);
        Comparison c = explainOne("sacrebleu:bleu", sacre, "nltk:bleu", nltk, hyps, refs);
        onlyCause(c, "zero-precision", skipped);
    }

    @Test
    void zeroMatchRuleNeedsSmoothingFirst() {
        // nothing matches: "x y z w" against "a b c d". sacrebleu (add-k 1, orders >= 2) returns 0
        // before smoothing. tensorflow/nmt with smooth=True adds 1 at every order:
        // (1/5·1/4·1/3·1/2)^(1/4) = (1/120)^(1/4), BP 1. Walking sacrebleu's way, switching the
        // smoothing first changes nothing (the zero-match rule still returns 0), then dropping the
        // rule moves it all; alone, each changes nothing (add-k leaves p1 = 0, which scores 0):
        // an interaction, which the Shapley values split evenly.
        List<String> hyps = List.of("x y z w");
        List<List<String>> refs = List.of(List.of("a b c d"));
        Map<String, Object> sacre = Map.of("smooth_method", "add-k");
        Map<String, Object> tf = Map.of("smooth", true);
        double smoothed = 100 * Math.pow(1.0 / 120, 0.25);
        assertEquals(0.0, scoreOf("sacrebleu:bleu", sacre, hyps, refs), EPS);
        assertEquals(smoothed, 100 * scoreOf("hf-evaluate:bleu", tf, hyps, refs), EPS);
        Comparison c = explainOne("sacrebleu:bleu", sacre, "hf-evaluate:bleu", tf, hyps, refs);
        assertEquals(smoothed, c.observed(), EPS);
        CauseEffect smoothing = effect(c, "smoothing");
        CauseEffect rule = effect(c, "zero-match-rule");
        assertEquals(0.0, smoothing.path(), EPS);
        assertEquals(smoothed, rule.path(), EPS);
        assertEquals(0.0, smoothing.alone(), EPS);
        assertEquals(0.0, rule.alone(), EPS);
        assertEquals(smoothed / 2, smoothing.shapley(), 1e-6);
        assertEquals(smoothed / 2, rule.shapley(), 1e-6);
    }

    @Test
    void rougeTokenizerAlone() {
        // "naïve idea" against "naïf idea". rouge-score keeps ASCII letters only: [na ve idea] vs
        // [na f idea], 2 hits of 3: F 2/3. The Unicode tokenizer keeps the words: [naïve idea] vs
        // [naïf idea], 1 hit of 2: F 1/2.
        List<String> hyps = List.of("naïve idea");
        List<List<String>> refs = List.of(List.of("naïf idea"));
        assertEquals(2.0 / 3, scoreOf("rouge-score:rouge", Map.of(), hyps, refs), EPS);
        assertEquals(0.5, scoreOf("unicode:rouge", Map.of(), hyps, refs), EPS);
        Comparison c = explainOne("rouge-score:rouge", Map.of(), "unicode:rouge", Map.of(), hyps, refs);
        onlyCause(c, "tokenizer", 0.5 - 2.0 / 3);
    }

    @Test
    void rougeMultiReferenceThenRounding() {
        // "a b c d" against "a b c d" and "a x", ROUGE-1. rouge-score takes the best reference: F 1.
        // ROUGE-1.5.5 (-f A) sums over the models: 5 hits, 6 model and 8 peer unigrams, R 5/6,
        // P 5/8, F 5/7 with full precision: the multi-reference rule moves -2/7. Rounding R and P to
        // 5 decimals first gives R 0.83333, P 0.625, F 0.520831.../0.729165 = 0.714283.. -> 0.71428:
        // rounding moves 0.71428 - 5/7. One segment: every resample is that segment, the
        // bootstrap average is 0.71428 again.
        List<String> hyps = List.of("a b c d");
        List<List<String>> refs = List.of(List.of("a b c d", "a x"));
        Map<String, Object> n1 = Map.of("flags", "-n 1");
        assertEquals(1.0, scoreOf("rouge-score:rouge", Map.of(), hyps, refs), EPS);
        assertEquals(0.71428, scoreOf("rouge155:rouge", n1, hyps, refs), 0.0);
        Comparison c = explainOne("rouge-score:rouge", Map.of(), "rouge155:rouge", n1, hyps, refs);
        assertEquals(-2.0 / 7, effect(c, "multi-reference").path(), 1e-12);
        assertEquals(0.71428 - 5.0 / 7, effect(c, "rounding").path(), 1e-12);
        assertEquals(0.0, effect(c, "aggregation").path(), 1e-12);
        assertEquals(0.0, effect(c, "tokenizer").path(), 0.0);
        assertEquals(0.71428 - 1, c.observed(), 1e-12);
    }

    @Test
    void rougeLcsHeadlineIsInTheRemainder() {
        // ROUGE-1.5.5 without -n reports ROUGE-L first: an LCS measure the family does not switch.
        List<String> hyps = List.of("a b c d", "e f g");
        List<List<String>> refs = List.of(List.of("a c b d"), List.of("e f x g"));
        Explanation e = Explainer.explain(List.of(Profiles.byName("rouge-score:rouge"),
                Profiles.byName("rouge155:rouge")), List.of(Map.of(), Map.of()), hyps, refs, 3);
        Comparison c = e.comparisons().get(0);
        assertEquals(Kind.NOT_SWITCHABLE, effect(c, "measure").kind());
        assertEquals(c.observed(), c.attributed(), 1e-12);
        assertTrue(c.remainderTo().explanation().contains("measure"), c.remainderTo().explanation());
    }

    @Test
    void presentationIsListedButMovesNothing() {
        List<String> hyps = List.of("a b c d e");
        List<List<String>> refs = List.of(List.of("a b c d e"));
        Comparison c = explainOne("sacrebleu:bleu", Map.of(), "hf-evaluate:bleu", Map.of(), hyps, refs);
        CauseEffect scale = effect(c, "scale");
        assertEquals(Kind.PRESENTATION, scale.kind());
        assertEquals("100", scale.fromValue());
        assertEquals("1", scale.toValue());
        assertFalse(c.order().contains("scale"));
    }

    @Test
    void aCauseTheFamilyCannotSwitchGoesToTheRemainder() {
        // NLTK's method4 is not in the family's computation: its effect is printed as nltk's remainder.
        List<String> hyps = List.of("a b c x", "a b c d e f");
        List<List<String>> refs = List.of(List.of("a b c d"), List.of("a b c d e f"));
        Map<String, Object> m4 = Map.of("smoothing", "method4");
        Explanation e = Explainer.explain(List.of(Profiles.byName("nltk:bleu"), Profiles.byName("nltk:bleu")),
                List.of(Map.of(), m4), hyps, refs, 3);
        Comparison c = e.comparisons().get(0);
        assertEquals(List.of("smoothing"), e.profiles().get(1).unswitchable());
        assertEquals(Kind.NOT_SWITCHABLE, effect(c, "smoothing").kind());
        assertEquals(c.observed(), c.attributed(), 1e-12);
        assertEquals(c.observed(), c.remainderTo().value(), 1e-12, "all of it is nltk method4's remainder");
        assertTrue(c.remainderTo().explanation().contains("smoothing"), c.remainderTo().explanation());
        assertTrue(e.toText().contains("cannot be switched"), e.toText());
    }

    @Test
    void badInputIsOneLine() {
        List<String> hyps = List.of("a b c d");
        List<List<String>> refs = List.of(List.of("a b c d"));
        assertOneLine(() -> Explainer.explainByName(List.of("sacrebleu:bleu"), hyps, refs), "at least two");
        assertOneLine(() -> Explainer.explainByName(List.of("sacrebleu:bleu", "nope:bleu"), hyps, refs), "nope:bleu");
        assertOneLine(() -> Explainer.explainByName(List.of("sacrebleu:bleu", "nltk:bleu"), hyps, List.of()),
                "");
        assertOneLine(() -> Explainer.explainByName(List.of("sacrebleu:bleu", "nltk:bleu"), List.of(), List.of()),
                "empty");
        assertOneLine(() -> Explainer.explainByName(List.of("sacrebleu:bleu", firstWithoutFamily()), hyps, refs),
                "declares no behaviour family");
        assertOneLine(() -> Explainer.explainByName(List.of("sacrebleu:bleu", "rouge-score:rouge"), hyps, refs),
                "different families");
        Profile other = Profile.builder("test:other").family(OTHER_FAMILY, List.of())
                .build(v -> Profiles.byName("sacrebleu:bleu").metric());
        assertOneLine(() -> Explainer.explain(List.of(Profiles.byName("sacrebleu:bleu"), other), hyps, refs),
                "different families");
    }

    /** A second family, to mix with BLEU. */
    private static final BehaviourFamily OTHER_FAMILY = new BehaviourFamily() {
        @Override
        public String name() {
            return "other";
        }

        @Override
        public String unit() {
            return "points";
        }

        @Override
        public List<Cause> causes() {
            return List.of();
        }

        @Override
        public boolean knows(String cause, String value) {
            return false;
        }

        @Override
        public double inUnit(double nativeScore, Map<String, String> point) {
            return nativeScore;
        }

        @Override
        public Corpus corpus(List<String> hypotheses, List<List<String>> references) {
            throw new UnsupportedOperationException();
        }
    };

    private static String firstWithoutFamily() {
        return Profiles.all().stream().filter(p -> p.family() == null).findFirst().orElseThrow().name();
    }

    private static void assertOneLine(org.junit.jupiter.api.function.Executable run, String contains) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, run);
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().contains(contains), e.getMessage());
    }

    private static CauseEffect effect(Comparison c, String cause) {
        return c.causes().stream().filter(x -> x.cause().equals(cause)).findFirst().orElseThrow(
                () -> new AssertionError(cause + " not listed in " + c.causes()));
    }
}
