package io.github.nlgmetrics.ter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** torchmetrics' {@code translation_edit_rate}, one test per quirk. */
class TorchmetricsTerTest {
    private static final TorchmetricsTer TER = TorchmetricsTer.torchmetrics();

    private static double score(TorchmetricsTer m, String hyp, String... refs) {
        return m.sentenceScore(hyp, List.of(refs)).score();
    }

    @Test
    void theDocstringExampleIsReproducedInFloat32() {
        assertEquals(0.1538461595773697,
                score(TER, "the cat is on the mat", "there is a cat on the mat", "a cat is on the mat"), 1e-7);
    }

    @Test
    void caseIsIgnoredByDefault() {
        assertEquals(0.0, score(TER, "The Cat", "the cat"));
        assertEquals(1.0, score(TER.withLowercase(false), "The Cat", "the cat"));
    }

    @Test
    void anEmptyPredictionCountsZeroEdits() {
        assertEquals(0.0, score(TER, "", "a b c"));
        // An empty reference costs one edit per prediction word (length 0: TER 1).
        assertEquals(1.0, score(TER, "a b", ""));
    }

    @Test
    void theReferenceIsShiftedTowardsThePrediction() {
        // torchmetrics calls the edit helper with the arguments swapped: 3 edits here, sacrebleu counts 4.
        assertEquals(3f / 5, score(TER, "b a a a b", "c b b b a"), 0.0);
        assertEquals(4, new TerAligner().edits(new int[] {1, 0, 0, 0, 1}, new int[] {2, 1, 1, 1, 0}));
    }

    @Test
    void shiftsMoveAtMostNineWords() {
        String a = "a0 a1 a2 a3 a4 a5 a6 a7 a8 a9";
        String b = "b0 b1 b2 b3 b4 b5 b6 b7 b8 b9";
        // Two 10-word blocks swapped: sacrebleu moves one block (1 edit), torchmetrics needs 2.
        assertEquals(2f / 20, score(TER, a + " " + b, b + " " + a), 0.0);
        int[] x = new int[20];
        int[] y = new int[20];
        for (int i = 0; i < 10; i++) {
            x[i] = i;
            x[10 + i] = 100 + i;
            y[i] = 100 + i;
            y[10 + i] = i;
        }
        assertEquals(1, new TerAligner().edits(x, y));
    }

    @Test
    void theDenominatorIsTheAverageReferenceLengthInFloat32() {
        // Best edits 1 (against "a b c d"); lengths 4 and 2 average to 3.
        assertEquals(1f / 3f, score(TER, "a b c x", "a b c d", "a b"), 0.0);
    }

    @Test
    void aSegmentWithoutReferencesZeroesTheCorpus() {
        assertEquals(0.0, score(TER, "a b"));
        assertEquals(0.5, TER.corpusScore(List.of("a b"), List.of(List.of("a c"))).score());
        assertEquals(0.0, TER.corpusScore(List.of("a b", "c"), List.of(List.of("a c"), List.of())).score());
    }

    @Test
    void unequalLengthsRaiseOnlyWhenEverySegmentHasAReference() {
        assertThrows(IllegalArgumentException.class,
                () -> TER.corpusScore(List.of("a", "b", "c"), List.of(List.of("a"), List.of("b"))));
        assertEquals(0.0, TER.corpusScore(List.of(), List.of(List.of())).score());
    }
}
