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

    /** The script's backtrack over the full (m+1)×(n+1) table: the definition the marker must reproduce. */
    private static boolean[] fullTableMarks(int[] a, int[] b, double[] powers) {
        int m = a.length;
        int n = b.length;
        double[][] c = new double[m + 1][n + 1];
        int[][] run = new int[m + 1][n + 1];
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                if (a[i - 1] == b[j - 1]) {
                    int k = run[i - 1][j - 1];
                    c[i][j] = (c[i - 1][j - 1] + powers[k + 1]) - powers[k];
                    run[i][j] = k + 1;
                } else {
                    c[i][j] = c[i - 1][j] >= c[i][j - 1] ? c[i - 1][j] : c[i][j - 1];
                }
            }
        }
        boolean[] mask = new boolean[m];
        int i = m;
        int j = n;
        while (i != 0 && j != 0) {
            if (a[i - 1] == b[j - 1]) {
                mask[--i] = true;
                j--;
            } else if (c[i - 1][j] >= c[i][j - 1]) {
                i--;
            } else {
                j--;
            }
        }
        return mask;
    }

    @Test
    void markerFollowsTheFullTableBacktrackWithAndWithoutBands() {
        WeightedLcs.Marker[] markers = {new WeightedLcs.Marker(), new WeightedLcs.Marker(4, 1),
            new WeightedLcs.Marker(12, 8), new WeightedLcs.Marker(30, 40)};
        qt().withFixedSeed(SEED).withExamples(400)
                .forAll(sequences(40, 4), sequences(40, 4))
                .check((a, b) -> {
                    double[] powers = WeightedLcs.powers(Math.min(a.length, b.length) + 1, 1.2);
                    boolean[] expected = fullTableMarks(a, b, powers);
                    for (WeightedLcs.Marker marker : markers) {
                        boolean[] mask = new boolean[a.length];
                        marker.mark(a, b, powers, mask);
                        if (!java.util.Arrays.equals(expected, mask)) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    @Test
    void markerOfALongSegmentMarksACommonSubsequence() {
        // 3,000 × 3,000 cells take the banded path (the table budget is 2^22 cells); the heap
        // bound itself is checked by the CLI's Rouge155LongSegmentTest in a 192 MB child JVM.
        int n = 3_000;
        int[] a = new int[n];
        int[] b = new int[n];
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(SEED);
        for (int i = 0; i < n; i++) {
            a[i] = rnd.nextInt(50);
            b[i] = rnd.nextDouble() < 0.8 ? a[i] : rnd.nextInt(50);
        }
        double[] powers = WeightedLcs.powers(n + 1, 1.2);
        boolean[] mask = new boolean[n];
        new WeightedLcs.Marker().mark(a, b, powers, mask);
        assertEquals(java.util.Arrays.toString(fullTableMarks(a, b, powers)), java.util.Arrays.toString(mask));
        int marked = 0;
        for (boolean x : mask) {
            marked += x ? 1 : 0;
        }
        int lcs = Lcs.length(a, b);
        assertEquals(true, marked <= lcs && marked >= 0.9 * lcs, marked + " of LCS " + lcs);
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
