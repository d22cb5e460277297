package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** rouge-score 0.1.2's scoring rules, one named test per behaviour. */
class RougeTest {
    private static final Rouge ALL = Rouge.rougeScore().withTypes("rouge1", "rouge2", "rougeL", "rougeLsum");

    @Test
    void rougeScoreDocstringExample() {
        // RougeScorer(['rouge1', 'rougeL']).score('The quick brown fox jumps over the lazy dog',
        //                                         'The quick brown dog jumps on the log.')
        RougeResult r = Rouge.rougeScore().withTypes("rouge1", "rougeL")
                .score("The quick brown dog jumps on the log.", "The quick brown fox jumps over the lazy dog");
        assertEquals(new RougeScore(0.75, 2.0 / 3, 2 * 0.75 * (2.0 / 3) / (0.75 + 2.0 / 3)), r.get("rouge1"));
        assertEquals(new RougeScore(0.625, 5.0 / 9, 2 * 0.625 * (5.0 / 9) / (0.625 + 5.0 / 9)), r.get("rougeL"));
    }

    @Test
    void emptySidesScoreZeroAndNgramDenominatorsAreAtLeastOne() {
        RougeResult r = ALL.score("", "a b c");
        for (String t : ALL.typeNames()) {
            assertEquals(RougeScore.ZERO, r.get(t), t);
        }
        // One token: no bigrams on the hypothesis side, recall's denominator is 2.
        RougeResult s = ALL.score("a", "a b c");
        assertEquals(new RougeScore(0, 0, 0), s.get("rouge2"));
        assertEquals(1.0, s.get("rouge1").precision());
    }

    @Test
    void fmeasureOperationOrder() {
        double p = 0.1;
        double r = 0.7;
        assertEquals(2 * p * r / (p + r), RougeScore.fmeasure(p, r), 0.0);
        assertEquals(0.0, RougeScore.fmeasure(0, 0), 0.0);
    }

    @Test
    void rougeLIgnoresNewlinesButRougeLsumSplitsOnThem() {
        String hyp = "c d\na b";
        String ref = "a b c d";
        RougeResult r = ALL.score(hyp, ref);
        assertEquals(0.5, r.get("rougeL").recall());
        // Sentence-level union LCS: "a b c d" against {"c d", "a b"} covers all four tokens.
        assertEquals(1.0, r.get("rougeLsum").recall());
    }

    @Test
    void rougeLsumDropsEmptyLinesAndSplitsOnNewlineOnly() {
        assertEquals(ALL.score("a b\n\n\nc", "a b c").get("rougeLsum"), ALL.score("a b\nc", "a b c").get("rougeLsum"));
        // "\r" is not a sentence break (text.split("\n")).
        RougeResult r = ALL.score("c d\ra b", "a b c d");
        assertEquals(0.5, r.get("rougeLsum").recall());
    }

    @Test
    void backtrackingGoesUpOnTies() {
        // ref [a, b], candidate [b, a]: both "a" and "b" are LCSs; rouge-score reads out "a".
        // ref [a, b, c], candidate [a, c, b]: "a b" and "a c"; going up first reads out "a b".
        assertArrayEquals(new int[] {0}, SummaryLcs.lcsIndices(new int[] {0, 1}, new int[] {1, 0}));
        assertArrayEquals(new int[] {0, 1}, SummaryLcs.lcsIndices(new int[] {0, 1, 2}, new int[] {0, 2, 1}));
    }

    @Test
    void unionLcsGuardPreventsDoubleCounting() {
        // Both reference sentences' union LCS contain "a", but the summary has one "a".
        RougeScore s = ALL.score("a", "x a\na y").get("rougeLsum");
        assertEquals(1.0, s.precision());
        assertEquals(0.25, s.recall());
    }

    @Test
    void scoreMultiKeepsTheBestFPerTypeAndTheFirstOnTies() {
        Rouge r1 = Rouge.rougeScore().withTypes("rouge1");
        // Against "a": P=0.5, R=1; against "a b c d": P=1, R=0.5; both F = 2/3.
        assertEquals(0.5, r1.scoreMulti("a b", List.of("a", "a b c d")).get("rouge1").precision());
        assertEquals(1.0, r1.scoreMulti("a b", List.of("a b c d", "a")).get("rouge1").precision());
        // Per type: rouge1 and rouge2 may pick different references.
        RougeResult m = Rouge.rougeScore().withTypes("rouge1", "rouge2")
                .scoreMulti("a b c", List.of("c b a", "a b x y z"));
        assertEquals(1.0, m.get("rouge1").fmeasure());
        assertEquals(ALL.score("a b c", "a b x y z").get("rouge2"), m.get("rouge2"));
        assertThrows(IllegalArgumentException.class, () -> r1.scoreMulti("a", List.of()));
    }

    @Test
    void onlyRouge1ToRouge9LAndLsumAreValidTypes() {
        assertThrows(IllegalArgumentException.class, () -> Rouge.rougeScore().withTypes("rouge0"));
        assertThrows(IllegalArgumentException.class, () -> Rouge.rougeScore().withTypes("rouge10"));
        assertThrows(IllegalArgumentException.class, () -> Rouge.rougeScore().withTypes("rougeW"));
        assertThrows(IllegalArgumentException.class, () -> Rouge.rougeScore().withTypes(List.of()));
        assertEquals(List.of("rouge9"), Rouge.rougeScore().withTypes("rouge9").typeNames());
    }

    @Test
    void nonAsciiTextScoresZeroInTheRougeScoreProfile() {
        assertEquals(RougeScore.ZERO, ALL.score("Привет мир", "Привет мир").get("rouge1"));
    }

    @Test
    void stemmingMatchesInflections() {
        Rouge stem = ALL.withStemmer(true);
        assertEquals(0.75, stem.score("the cats were running", "the cat was running").get("rouge1").recall());
        assertEquals(0.5, ALL.score("the cats were running", "the cat was running").get("rouge1").recall());
    }

    @Test
    void signatureRecordsEveryOption() {
        String sig = Rouge.unicode().withTypes("rouge1", "rougeLsum").withStemmer(true).signature().toString();
        assertTrue(sig.startsWith("profile:unicode|types:rouge1+rougeLsum|stem:porter-nltk|lsum:newline|f:f1|multi:max-f-first|version:"), sig);
    }
}
