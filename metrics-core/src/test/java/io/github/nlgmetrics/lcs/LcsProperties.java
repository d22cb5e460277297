package io.github.nlgmetrics.lcs;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants of the LCS kernels. */
class LcsProperties {
    private static final long SEED = 20261122L;

    private static Gen<int[]> sequences(int maxLen, int alphabet) {
        return lists().of(integers().between(0, alphabet - 1)).ofSizeBetween(0, maxLen)
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    void bitParallelLengthEqualsTheDynamicProgrammingTable() {
        // Lengths beyond 64 and 128 exercise the carry between machine words.
        qt().withFixedSeed(SEED).withExamples(500)
                .forAll(sequences(200, 4), sequences(200, 4))
                .check((a, b) -> Lcs.length(a, b) == LcsOracle.table(a, b)[a.length][b.length]);
    }

    @Test
    void lcsIsAtMostTheShorterLength() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(80, 6), sequences(80, 6))
                .check((a, b) -> Lcs.length(a, b) <= Math.min(a.length, b.length));
    }

    @Test
    void lcsOfASequenceWithItselfIsItsLength() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(300, 50))
                .check(a -> Lcs.length(a, a) == a.length);
    }

    @Test
    void lcsIsSymmetric() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(150, 3), sequences(90, 3))
                .check((a, b) -> Lcs.length(a, b) == Lcs.length(b, a));
    }

    @Test
    void rougeScoreBacktrackingReadsOutACommonSubsequenceOfLcsLength() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(60, 4), sequences(60, 4))
                .check((a, b) -> {
                    int[] idx = Lcs.indices(a, b); // what rouge-score's lcs_ind reads out (SummaryLcs.lcsIndices)
                    if (idx.length != Lcs.length(a, b)) {
                        return false;
                    }
                    // The indexed tokens of a, in order, must occur in b as a subsequence.
                    int j = 0;
                    for (int i = 0; i < idx.length; i++) {
                        if (i > 0 && idx[i] <= idx[i - 1]) {
                            return false;
                        }
                        while (j < b.length && b[j] != a[idx[i]]) {
                            j++;
                        }
                        if (j == b.length) {
                            return false;
                        }
                        j++;
                    }
                    return true;
                });
    }
}
