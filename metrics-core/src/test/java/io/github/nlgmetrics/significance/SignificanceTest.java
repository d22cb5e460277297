package io.github.nlgmetrics.significance;

import io.github.nlgmetrics.Metric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.bleu.SmoothMethod;
import io.github.nlgmetrics.chrf.Chrf;
import io.github.nlgmetrics.ter.Ter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** sacrebleu's significance quirks, one named test each, and input validation. */
class SignificanceTest {
    private static final Metric<?> RATIO = new RatioMetric();
    private static final double[][] A = {{3, 5}, {1, 4}, {7, 7}, {0, 3}, {2, 9}, {5, 6}, {4, 8}};
    private static final double[][] B = {{4, 5}, {2, 4}, {6, 7}, {1, 3}, {5, 9}, {5, 6}, {8, 8}};

    @Test
    void seedNoneInAnyCaseIsUnseeded() {
        assertNull(Significance.parseSeed("None"));
        assertNull(Significance.parseSeed("none"));
        assertEquals(12345L, Significance.parseSeed("12345"));
        assertEquals(0L, Significance.parseSeed("0"));
    }

    @Test
    void badSeedsAreRejectedByName() {
        assertEquals("seed must be an integer or 'none': abc",
                assertThrows(IllegalArgumentException.class, () -> Significance.parseSeed("abc")).getMessage());
        assertEquals("seed must be non-negative: -3",
                assertThrows(IllegalArgumentException.class, () -> Significance.parseSeed("-3")).getMessage());
    }

    @Test
    void seedZeroSeedsTheBaselineButNotTheSystems() {
        Significance s = Significance.sacrebleu().withSeed(0L).withThreads(1);
        PairedTestResult first = s.pairedBootstrap(RATIO, A, List.<double[][]>of(B), 200);
        // The baseline resamples come from default_rng(0), exactly as a bootstrap CI with seed 0 ...
        assertEquals(s.bootstrap(RATIO, A, 200).halfWidth(), first.baseline().halfWidth());
        assertEquals(first.baseline(), s.pairedBootstrap(RATIO, A, List.<double[][]>of(B), 200).baseline());
        // (each system draws from fresh operating-system entropy instead: nothing to pin down)
    }

    @Test
    void pairedBootstrapBaselineUsesTheSameIndicesAsTheSystems() {
        Significance s = Significance.sacrebleu().withSeed(7L).withThreads(1);
        PairedTestResult r = s.pairedBootstrap(RATIO, A, List.<double[][]>of(B), 300);
        assertEquals(s.bootstrap(RATIO, A, 300).halfWidth(), r.baseline().halfWidth());
        // A system identical to the baseline therefore gets exactly the baseline's estimate.
        PairedTestResult self = s.pairedBootstrap(RATIO, A, List.<double[][]>of(A), 300);
        assertEquals(self.baseline().mean(), self.systems().get(0).mean());
        assertEquals(self.baseline().halfWidth(), self.systems().get(0).halfWidth());
    }

    @Test
    void approximateRandomizationWithoutConfidenceHasNoMeanOrCi() {
        PairedTestResult r = Significance.sacrebleu().approximateRandomization(RATIO, A, List.<double[][]>of(B), 100, -1);
        assertNull(r.baseline().mean());
        assertNull(r.baseline().halfWidth());
        assertNull(r.systems().get(0).mean());
        assertNull(r.baseline().pValue());
    }

    @Test
    void terResamplesDivideInSinglePrecision() {
        Ter ter = Ter.sacrebleu();
        float edits = 17f;
        float length = 23.333334f;
        assertEquals(100 * (double) (edits / length), ter.scoreSinglePrecision(new float[] {edits, length}), 0.0);
        assertNotEquals(100 * ((double) edits / (double) length), ter.scoreSinglePrecision(new float[] {edits, length}));
    }

    @Test
    void chrfResamplesDivideCountsInSinglePrecision() {
        Chrf chrf = Chrf.sacrebleu().withCharOrder(1);
        float[] sums = {7f, 9f, 5f};
        double prec = (double) (5f / 7f);
        double rec = (double) (5f / 9f);
        double expected = 100 * ((1 + 4.0) * prec * rec / (4.0 * prec + rec));
        assertEquals(expected, chrf.scoreSinglePrecision(sums), 1e-12);
    }

    @Test
    void bleuAddKIsRoundedToFloat32InResamplesAndTruncatedInRandomizationTrials() {
        Bleu bleu = Bleu.sacrebleu().withSmoothMethod(SmoothMethod.of("add-k")).withSmoothValue(0.3);
        double[] stats = {10, 10, 8, 5, 0, 0, 10, 9, 8, 7};
        double plain = bleu.score(stats).score();
        float[] single = new float[stats.length];
        for (int i = 0; i < stats.length; i++) {
            single[i] = (float) stats[i];
        }
        assertNotEquals(plain, bleu.scoreSinglePrecision(single));
        // int64 storage: 0 + 0.3 truncates back to 0 matches, like no smoothing of the count at all.
        assertEquals(0.0, bleu.scoreOfTrial(stats));
    }

    @Test
    void invalidInputIsRejectedWithAPreciseMessage() {
        Significance s = Significance.sacrebleu();
        assertEquals("a paired test needs at least one system besides the baseline",
                assertThrows(IllegalArgumentException.class, () -> s.pairedBootstrap(RATIO, A, List.of(), 10))
                        .getMessage());
        assertEquals("system 1 has 2 segments but the baseline has 7",
                assertThrows(IllegalArgumentException.class,
                        () -> s.pairedBootstrap(RATIO, A, List.<double[][]>of(new double[][] {{1, 2}, {1, 2}}), 10))
                        .getMessage());
        assertEquals("n_bootstrap must be at least 1: 0",
                assertThrows(IllegalArgumentException.class, () -> s.bootstrap(RATIO, A, 0)).getMessage());
        assertEquals("the system has no segments",
                assertThrows(IllegalArgumentException.class, () -> s.bootstrap(RATIO, new double[0][], 5))
                        .getMessage());
    }
}
