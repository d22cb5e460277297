package io.github.nlgmetrics.lcs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants and worked examples of the WLCS kernel. */
class WeightedLcsProperties {
    private static final long SEED = 20261122L;

    private static Gen<int[]> sequences(int maxLen, int alphabet) {
        return lists().of(integers().between(0, alphabet - 1)).ofSizeBetween(0, maxLen)
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    void weightOneIsThePlainLcsLength() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(60, 5), sequences(60, 5))
                .check((a, b) -> WeightedLcs.score(a, b, 1.0) == Lcs.length(a, b));
    }

    @Test
    void scoreIsTheTableCorner() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(40, 4), sequences(40, 4))
                .check((a, b) -> {
                    double[][] t = WeightedLcs.table(a, b, WeightedLcs.powers(Math.min(a.length, b.length) + 1, 1.2));
                    return t[a.length][b.length] == WeightedLcs.score(a, b, 1.2);
                });
    }

    @Test
    void scoreIsBetweenLcsAndShorterLengthToTheWeight() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(40, 4), sequences(40, 4))
                .check((a, b) -> {
                    double s = WeightedLcs.score(a, b, 1.5);
                    return s >= Lcs.length(a, b) - 1e-9
                            && s <= Math.pow(Math.min(a.length, b.length), 1.5) + 1e-9;
                });
    }

    @Test
    void identicalSequencesScoreTheirLengthToTheWeight() {
        qt().withFixedSeed(SEED).withExamples(200)
                .forAll(sequences(100, 30))
                .check(a -> Math.abs(WeightedLcs.score(a, a, 1.2) - Math.pow(a.length, 1.2)) < 1e-9);
    }

    @Test
    void consecutiveMatchesAreRewarded() {
        // Run "1 2 3" is worth 3^2 = 9, the separate "4" adds 1^2.
        assertEquals(10.0, WeightedLcs.score(new int[] {1, 2, 3, 9, 4}, new int[] {1, 2, 3, 4}, 2.0));
        // Same LCS length 3, split into runs 1 + 1 + 1.
        assertEquals(3.0, WeightedLcs.score(new int[] {1, 8, 2, 8, 3}, new int[] {1, 2, 3}, 2.0));
    }

    @Test
    void emptyInputsScoreZero() {
        assertEquals(0.0, WeightedLcs.score(new int[0], new int[] {1}, 1.2));
        assertEquals(0.0, WeightedLcs.score(new int[] {1}, new int[0], 1.2));
    }

    @Test
    void weightMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> WeightedLcs.powers(3, 0));
    }
}
