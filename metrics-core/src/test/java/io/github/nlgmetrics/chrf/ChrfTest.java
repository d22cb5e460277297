package io.github.nlgmetrics.chrf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** sacrebleu 2.6.0 chrF behaviour; expected values come from running sacrebleu 2.6.0. */
class ChrfTest {
    private static final Chrf CHRF = Chrf.sacrebleu();

    // --- quirks, one test each -------------------------------------------------------------

    @Test
    void effectiveOrderAveragesOnlyOrdersPresentInBoth() {
        // "ab" has no 3..6-grams: those orders are left out of the averages (sacrebleu: 63.636...).
        assertEquals(63.636363636363626, CHRF.sentenceScore("ab", List.of("abc")).score(), 1e-12);
    }

    @Test
    void hypothesisNgramsAreNotCountedWhenTheReferenceHasNoneOfThatOrder() {
        double[] stats = CHRF.segmentStats("abcd", List.of("ab"));
        assertArrayEquals(new double[] {4, 2, 2, 3, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, stats);
    }

    @Test
    void epsSmoothingAveragesPerOrderFScoresWithEpsilon() {
        assertEquals(21.16402116402116,
                CHRF.withEpsSmoothing(true).sentenceScore("ab", List.of("abc")).score(), 1e-12);
    }

    @Test
    void chrfPlusPlusSplitsOnlyOneTrailingOrLeadingPunctuation() {
        assertEquals(List.of("(hi", ")"), Chrf.words("(hi)"));
        assertEquals(List.of("\"", "hi"), Chrf.words("\"hi"));
        assertEquals(List.of(".", "."), Chrf.words(".."));
        assertEquals(List.of(".", "a", "b,"), Chrf.words(". a b,,").subList(0, 3));
        assertEquals(List.of("sat", "."), Chrf.words("sat."));
        assertEquals(List.of("é", "«x»"), Chrf.words("é «x»"), "only ASCII punctuation is split");
    }

    @Test
    void chrfPlusPlusMatchesSacrebleu() {
        assertEquals(22.044288167623847, Chrf.sacrebleuPlusPlus()
                .sentenceScore("The (cat) sat.", List.of("The cat sat on the mat.")).score(), 1e-12);
    }

    @Test
    void whitespaceIsRemovedWithPythonsWhitespaceSet() {
        // NO-BREAK SPACE is whitespace for Python's str.split(), not for Java's \\s.
        assertEquals(100.0, CHRF.sentenceScore("a\u00a0b", List.of("ab")).score(), 0.0);
        assertEquals(45.45454545454545,
                CHRF.withWhitespace(true).sentenceScore("a\u00a0b", List.of("ab")).score(), 1e-12);
        assertArrayEquals(new int[] {'a', 'b'}, CHRF.characters(" a\u3000b\u2009"));
    }

    @Test
    void severalReferencesKeepTheStatisticsOfTheBestSentenceF() {
        double[] stats = CHRF.segmentStats("abcdef", List.of("abcxyz", "abcdefghijklmnop"));
        assertArrayEquals(new double[] {6, 16, 6, 5, 15, 5, 4, 14, 4, 3, 13, 3, 2, 12, 2, 1, 11, 1}, stats);
        assertEquals(29.086605607091926,
                CHRF.sentenceScore("abcdef", List.of("abcxyz", "abcdefghijklmnop")).score(), 1e-12);
    }

    @Test
    void onTiesTheFirstBestReferenceIsKept() {
        // Both references give F = 0; the first one's statistics are kept.
        double[] stats = CHRF.withCharOrder(1).segmentStats("a", List.of("x", "yy"));
        assertArrayEquals(new double[] {1, 1, 0}, stats);
    }

    @Test
    void anEmptyReferenceIsValidAndScoresZero() {
        assertEquals(0.0, CHRF.sentenceScore("abc", List.of("")).score(), 0.0);
    }

    @Test
    void nullReferencesAreSkippedButOneIsNeeded() {
        assertEquals(100.0, CHRF.sentenceScore("abc", Arrays.asList(null, "abc")).score(), 0.0);
        assertThrows(IllegalArgumentException.class, () -> CHRF.sentenceScore("abc", Arrays.asList((String) null)));
    }

    // --- name, signature, validation --------------------------------------------------------

    @Test
    void nameAndSignatureAsSacrebleu() {
        assertEquals("chrF2", CHRF.name());
        assertEquals("chrF2++", Chrf.sacrebleuPlusPlus().name());
        assertEquals("chrF3+", CHRF.withBeta(3).withWordOrder(1).name());
        String v = io.github.nlgmetrics.Version.get();
        assertEquals("nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:" + v, CHRF.signature(1).toString());
        assertEquals("nrefs:var|case:lc|eff:no|nc:4|nw:2|space:yes|version:" + v,
                CHRF.withCharOrder(4).withWordOrder(2).withLowercase(true).withEpsSmoothing(true)
                        .withWhitespace(true).signature(-1).toString());
    }

    @Test
    void formatsLikeSacrebleu() {
        ChrfScore s = new ChrfScore(55.34, "chrF2");
        assertEquals("chrF2|nrefs:1 = 55.3", s.format(1, false, "nrefs:1"));
        assertEquals("55.34", s.format(2, true, "nrefs:1"));
    }

    @Test
    void invalidOptionsAreRejectedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> CHRF.withCharOrder(-1));
        assertEquals("char_order must be between 0 and 100: -1", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CHRF.withCharOrder(0).withWordOrder(0));
        assertThrows(IllegalArgumentException.class, () -> CHRF.withBeta(-2));
    }

    @Test
    void corpusScoreIsTheScoreOfSummedStatistics() {
        List<String> hyps = List.of("the cat", "a dog barks");
        List<List<String>> refs = List.of(List.of("the cat sat"), List.of("the dog barked"));
        double[] sum = io.github.nlgmetrics.Stats.columnSums(CHRF.corpusStats(hyps, refs));
        assertEquals(CHRF.corpusScore(hyps, refs).score(), CHRF.score(sum).score(), 0.0);
        assertThrows(IllegalArgumentException.class, () -> CHRF.corpusScore(hyps, refs.subList(0, 1)));
    }

    @Test
    void segmentsWithMoreDistinctCharactersThanPackIntoALongAreCountedExactly() {
        // 1,500 distinct code points need 11 bits a character: 6-grams go through the general kernel.
        StringBuilder ref = new StringBuilder();
        for (int cp = 0x4E00; cp < 0x4E00 + 1_500; cp++) {
            ref.appendCodePoint(cp);
        }
        String hyp = ref.substring(0, 1_000) + "x" + ref.substring(1_000);
        double[] stats = CHRF.segmentStats(hyp, List.of(ref.toString()));
        for (int n = 1; n <= 6; n++) {
            double expectedMatches = n == 1 ? 1_500 : 1_500 - n + 1 - (n - 1);
            assertArrayEquals(new double[] {1_501 - n + 1, 1_500 - n + 1, expectedMatches},
                    Arrays.copyOfRange(stats, 3 * (n - 1), 3 * n), "order " + n);
        }
    }
}
