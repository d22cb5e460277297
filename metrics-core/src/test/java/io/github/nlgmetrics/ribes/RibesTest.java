package io.github.nlgmetrics.ribes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** NLTK 3.8 RIBES; expected values computed with {@code nltk.translate.ribes_score}. */
class RibesTest {
    private static final Ribes RIBES = Ribes.nltk();

    @Test
    void orderMatters() {
        assertEquals(1.0, RIBES.sentenceScore("a b c d", List.of("a b c d")).score());
        assertEquals(0.0, RIBES.sentenceScore("d c b a", List.of("a b c d")).score());
        assertEquals(0.3333333333333333, RIBES.sentenceScore("c d a b", List.of("a b c d")).score(), 1e-16);
    }

    @Test
    void kendallTauCountsOnlyPairsInConsecutiveRuns() {
        // Five of six pairs are increasing, but no two neighbours differ by exactly one.
        assertEquals(0.0, Ribes.kendallTau(new int[] {0, 2, 1, 3}));
        assertEquals(0.0, Ribes.kendallTau(new int[] {0, 2, 4}));
        assertEquals(1.0, Ribes.kendallTau(new int[] {0, 1, 2, 3}));
        assertEquals(0.0, Ribes.kendallTau(new int[] {3}));
    }

    @Test
    void alignmentUsesUniqueContexts() {
        assertArrayEquals(new int[] {2, 3, 0, 1}, Ribes.wordRankAlignment(new int[] {0, 2, 0, 1},
                new int[] {0, 1, 0, 2}));
    }

    @Test
    void windowLimitLeavesRepeatedWordsUnaligned() {
        // "a a a a a": only the first word finds a unique context within its window limit.
        assertArrayEquals(new int[] {0}, Ribes.wordRankAlignment(new int[] {0, 0, 0, 0, 0},
                new int[] {0, 0, 0, 0, 0}));
        assertEquals(0.0, RIBES.sentenceScore("a a a a a", List.of("a a a a a")).score());
    }

    /**
     * NLTK's {@code word_rank_alignment} as written (every count a scan of every position): the
     * oracle for the narrowing search of {@link Ribes#wordRankAlignment}.
     */
    private static int[] nltkAlignment(int[] hyp, int[] ref) {
        List<Integer> out = new java.util.ArrayList<>();
        for (int i = 0; i < hyp.length; i++) {
            if (count(ref, hyp, i, 1) == 0) {
                continue;
            }
            if (count(ref, hyp, i, 1) == 1 && count(hyp, hyp, i, 1) == 1) {
                out.add(first(ref, hyp, i, 1));
                continue;
            }
            int maxWindow = Math.max(i, hyp.length - i + 1);
            for (int window = 1; window < maxWindow; window++) {
                if (i + window < hyp.length && count(ref, hyp, i, window + 1) == 1
                        && count(hyp, hyp, i, window + 1) == 1) {
                    out.add(first(ref, hyp, i, window + 1));
                    break;
                }
                if (window <= i && count(ref, hyp, i - window, window + 1) == 1
                        && count(hyp, hyp, i - window, window + 1) == 1) {
                    out.add(first(ref, hyp, i - window, window + 1) + window);
                    break;
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int count(int[] seq, int[] src, int start, int len) {
        int n = 0;
        for (int p = 0; p + len <= seq.length; p++) {
            n += java.util.Arrays.equals(seq, p, p + len, src, start, start + len) ? 1 : 0;
        }
        return n;
    }

    private static int first(int[] seq, int[] src, int start, int len) {
        for (int p = 0; p + len <= seq.length; p++) {
            if (java.util.Arrays.equals(seq, p, p + len, src, start, start + len)) {
                return p;
            }
        }
        throw new AssertionError();
    }

    @Test
    void theNarrowingSearchAlignsAsNltksScanOfEveryPosition() {
        java.util.Random r = new java.util.Random(11);
        for (int t = 0; t < 3000; t++) {
            int vocab = 1 + r.nextInt(6);
            int[] hyp = r.ints(r.nextInt(30), 0, vocab).toArray();
            int[] ref = r.ints(r.nextInt(30), 0, vocab).toArray();
            assertArrayEquals(nltkAlignment(hyp, ref), Ribes.wordRankAlignment(hyp, ref),
                    java.util.Arrays.toString(hyp) + " / " + java.util.Arrays.toString(ref));
        }
    }

    @Test
    void aFiftyThousandWordSegmentIsScored() {
        // Issue 11: NLTK's scan of every position for every window took minutes here.
        java.util.Random r = new java.util.Random(5);
        StringBuilder hyp = new StringBuilder();
        StringBuilder ref = new StringBuilder();
        for (int k = 0; k < 50_000; k++) {
            hyp.append(k == 0 ? "" : " ").append("w").append((int) Math.abs(r.nextGaussian() * 40));
            ref.append(k == 0 ? "" : " ").append("w").append((int) Math.abs(r.nextGaussian() * 40));
        }
        double score = RIBES.sentenceScore(hyp.toString(), List.of(ref.toString())).score();
        assertEquals(true, score >= 0 && score <= 1, "score " + score);
    }

    @Test
    void tokenListsTakeTheHypothesisFirst() {
        assertEquals(0.3333333333333333, RIBES.sentence(List.of("c", "d", "a", "b"),
                List.of(List.of("a", "b", "c", "d"))), 1e-16);
    }

    @Test
    void fewerThanTwoAlignedWordsScoreZero() {
        assertEquals(0.0, RIBES.sentenceScore("a x", List.of("a b")).score());
    }

    @Test
    void segmentWithoutReferencesScoresMinusOne() {
        assertEquals(-1.0, RIBES.sentenceScore("a b", List.of()).score());
        assertEquals(0.0, RIBES.corpusScore(List.of("a b", "a b"), List.of(List.of(), List.of("a b"))).score());
    }

    @Test
    void corpusIsTheMeanOfSentences() {
        assertEquals(0.08333333333333331, RIBES.corpusScore(List.of("a b d c", "e d c b a"),
                List.of(List.of("a b c d"), List.of("a b c d e"))).score(), 1e-16);
    }

    @Test
    void negativeAlphaWithNothingAlignedFailsLikePythonsPow() {
        assertThrows(IllegalArgumentException.class, () -> RIBES.withAlpha(-0.5).sentenceScore("x y", List.of("a b")).score());
        assertEquals(1.0, RIBES.withAlpha(-0.5).sentenceScore("a b", List.of("a b")).score());
    }

    @Test
    void emptyHypothesisOrCorpusFails() {
        assertThrows(IllegalArgumentException.class, () -> RIBES.sentenceScore("", List.of("a")).score());
        assertThrows(IllegalArgumentException.class, () -> RIBES.corpusScore(List.of(), List.of()).score());
        assertThrows(IllegalArgumentException.class, () -> RIBES.corpusScore(List.of("a"), List.of()).score());
    }
}
