package io.github.nlgmetrics.significance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.IntVector;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.bleu.Bleu;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every pair of {@link Pairwise} equals the engine's own paired test with one of the two as the
 * baseline (what {@code sacrebleu -pbs/-par} prints), bit for bit: on integer statistics (the one-pass
 * randomization) and on fractional ones (the per-baseline path).
 */
class PairwiseTest {
    private static final Metric<?> RATIO = new RatioMetric();

    private static List<double[][]> systems(int count, int segments, boolean fractional, long seed) {
        Random r = new Random(seed);
        List<double[][]> out = new ArrayList<>();
        int[] den = new int[segments];
        for (int j = 0; j < segments; j++) {
            den[j] = 1 + r.nextInt(20);
        }
        for (int s = 0; s < count; s++) {
            double[][] rows = new double[segments][];
            for (int j = 0; j < segments; j++) {
                double num = r.nextInt(den[j] + 1);
                rows[j] = new double[] {fractional ? num / 3.0 : num, den[j]};
            }
            out.add(rows);
        }
        return out;
    }

    private static void assertEqualToPairedTests(Significance sig, Metric<?> metric, List<double[][]> systems,
                                                 int samples, int trials) {
        Pairwise.Result all = Pairwise.test(sig, metric, systems, samples, trials);
        for (int a = 0; a < systems.size(); a++) {
            List<double[][]> rest = new ArrayList<>(systems);
            double[][] base = rest.remove(a);
            PairedTestResult bs = sig.pairedBootstrap(metric, base, rest, samples);
            PairedTestResult ar = sig.approximateRandomization(metric, base, rest, trials, -1);
            assertEquals(bs.baseline().score(), all.scores().get(a));
            assertEquals(bs.baseline().mean(), all.means().get(a));
            assertEquals(bs.baseline().halfWidth(), all.halfWidths().get(a));
            for (int k = 0; k < rest.size(); k++) {
                int b = k < a ? k : k + 1;
                assertEquals(bs.systems().get(k).pValue(), all.bootstrapP(a, b), "bs " + a + " vs " + b);
                assertEquals(ar.systems().get(k).pValue(), all.randomizationP(a, b), "ar " + a + " vs " + b);
                assertEquals(bs.systems().get(k).mean(), all.means().get(b));
            }
        }
    }

    @Test
    void everyPairEqualsThePairedTestWithEitherAsBaselineOnIntegerStatistics() {
        List<double[][]> systems = systems(5, 120, false, 7);
        assertTrue(Pairwise.integral(systems));
        assertEqualToPairedTests(Significance.sacrebleu().withSeed(12345L), RATIO, systems, 200, 300);
    }

    @Test
    void everyPairEqualsThePairedTestWithEitherAsBaselineOnFractionalStatistics() {
        List<double[][]> systems = systems(4, 90, true, 8);
        assertTrue(!Pairwise.integral(systems));
        assertEqualToPairedTests(Significance.sacrebleu().withSeed(99L).withThreads(1), RATIO, systems, 150, 200);
    }

    @Test
    void bleuOnRealSentencesEqualsThePairedTests() {
        Bleu bleu = Bleu.sacrebleu();
        List<List<String>> refs = new ArrayList<>();
        List<List<String>> hyps = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        Random r = new Random(3);
        String[] words = "the a cat dog sat on mat rug quickly slowly".split(" ");
        for (int j = 0; j < 60; j++) {
            StringBuilder ref = new StringBuilder();
            for (int w = 0; w < 8 + r.nextInt(6); w++) {
                ref.append(words[r.nextInt(words.length)]).append(' ');
            }
            refs.add(List.of(ref.toString().strip()));
            for (List<String> h : hyps) {
                String[] t = ref.toString().strip().split(" ");
                t[r.nextInt(t.length)] = words[r.nextInt(words.length)];
                h.add(String.join(" ", t));
            }
        }
        List<double[][]> systems = new ArrayList<>();
        for (List<String> h : hyps) {
            systems.add(bleu.corpusStats(h, refs));
        }
        assertEqualToPairedTests(Significance.sacrebleu(), bleu, systems, 100, 100);
    }

    @Test
    void pValuesAreSymmetricAndTheDiagonalIsEmpty() {
        Pairwise.Result r = Pairwise.test(Significance.sacrebleu(), RATIO, systems(3, 40, false, 1), 50, 0);
        assertNull(r.randomizationP());
        assertTrue(!r.hasRandomization());
        for (int a = 0; a < 3; a++) {
            assertTrue(Double.isNaN(r.bootstrapP(a, a)));
            for (int b = 0; b < 3; b++) {
                assertEquals(r.bootstrapP(a, b), r.bootstrapP(b, a));
            }
        }
    }

    @Test
    void resultsAndRankingsCompareByValueWithTablesRowMajor() {
        List<double[][]> systems = systems(3, 40, false, 2);
        Pairwise.Result one = Pairwise.test(Significance.sacrebleu().withSeed(5L), RATIO, systems, 60, 40);
        Pairwise.Result two = Pairwise.test(Significance.sacrebleu().withSeed(5L), RATIO, systems, 60, 40);
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        assertEquals(one.toString(), two.toString());
        assertEquals(3, one.systems());
        assertEquals(9, one.bootstrapP().length());
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                assertEquals(one.bootstrapP().get(a * 3 + b), one.bootstrapP(a, b));
                assertEquals(one.randomizationP().get(a * 3 + b), one.randomizationP(a, b));
            }
        }
        Ranking r1 = Ranking.of(one.scores(), true, one.bootstrapP(), 0.05, Ranking.Correction.HOLM);
        Ranking r2 = Ranking.of(two.scores(), true, two.bootstrapP(), 0.05, Ranking.Correction.HOLM);
        assertEquals(r1, r2);
        assertEquals(r1.hashCode(), r2.hashCode());
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                assertEquals(r1.better().get(a * 3 + b) != 0, r1.better(a, b));
                assertEquals(r1.adjustedP().get(a * 3 + b), r1.adjustedP(a, b));
            }
        }
        assertThrows(IndexOutOfBoundsException.class, () -> one.bootstrapP(0, 3));
        assertThrows(IllegalArgumentException.class, () -> Ranking.of(one.scores(), true, DoubleVector.of(1, 2),
                0.05, Ranking.Correction.NONE));
    }

    @Test
    void wmtRankRangesAndClustersFollowFromThePairwiseWins() {
        // A > B (significant), B ~ C, A > C, D worse than all three
        double[] scores = {30, 25, 24, 10};
        double[][] p = {
            {Double.NaN, 0.01, 0.001, 0.001},
            {0.01, Double.NaN, 0.4, 0.001},
            {0.001, 0.4, Double.NaN, 0.001},
            {0.001, 0.001, 0.001, Double.NaN}};
        Ranking r = Ranking.of(DoubleVector.of(scores), true, Matrices.rowMajor(p), 0.05, Ranking.Correction.NONE);
        assertEquals(IntVector.of(0, 1, 2, 3), r.order());
        assertEquals(IntVector.of(1, 2, 2, 4), r.rankTop());
        assertEquals(IntVector.of(1, 3, 3, 4), r.rankBottom());
        assertEquals(IntVector.of(1, 2, 2, 3), r.cluster());
        // lower is better (TER): the order flips, the clusters with it
        Ranking ter = Ranking.of(DoubleVector.of(scores), false, Matrices.rowMajor(p), 0.05, Ranking.Correction.NONE);
        assertEquals(IntVector.of(3, 2, 1, 0), ter.order());
        assertEquals(IntVector.of(3, 2, 2, 1), ter.cluster());
    }

    @Test
    void holmAdjustsTheSortedPValuesStepDown() {
        double[][] p = {
            {Double.NaN, 0.01, 0.04},
            {0.01, Double.NaN, 0.03},
            {0.04, 0.03, Double.NaN}};
        double[][] adj = Ranking.holm(p);
        // m = 3: 0.01·3 = 0.03; 0.03·2 = 0.06; max(0.06, 0.04·1) = 0.06
        assertEquals(0.03, adj[0][1], 1e-15);
        assertEquals(0.06, adj[1][2], 1e-15);
        assertEquals(0.06, adj[0][2], 1e-15);
        Ranking r = Ranking.of(DoubleVector.of(3, 2, 1), true, Matrices.rowMajor(p), 0.05, Ranking.Correction.HOLM);
        assertTrue(r.better(0, 1));
        assertTrue(!r.better(1, 2) && !r.better(0, 2));
    }

    @Test
    void agreementMatchesScipy() {
        // scipy 1.17.1: kendalltau([1,2,3,4,5,6],[2,1,4,3,6,6]) = 0.6900655593423543, pearsonr = 0.8798335881615016
        double[] x = {1, 2, 3, 4, 5, 6};
        double[] y = {2, 1, 4, 3, 6, 6};
        assertEquals(0.6900655593423543, Agreement.kendallTau(x, y), 1e-15);
        assertEquals(0.8798335881615016, Agreement.pearson(x, y), 1e-15);
        // kendalltau([3,1,2,2,5],[1,1,2,3,4]) = 0.4444444444444444, pearsonr = 0.6827243455226345
        double[] u = {3, 1, 2, 2, 5};
        double[] v = {1, 1, 2, 3, 4};
        assertEquals(0.4444444444444444, Agreement.kendallTau(u, v), 1e-15);
        assertEquals(0.6827243455226345, Agreement.pearson(u, v), 1e-15);
        assertTrue(Double.isNaN(Agreement.kendallTau(new double[] {1, 1}, new double[] {1, 2})));
        assertEquals(1.0, Agreement.segmentKendallTau(new double[][] {{1, 5}, {2, 6}}, new double[][] {{0, 0}, {1, 1}}));
    }
}
