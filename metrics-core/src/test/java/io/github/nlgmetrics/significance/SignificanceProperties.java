package io.github.nlgmetrics.significance;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.compat.numpy.Float32Sums;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.nlgmetrics.bleu.Bleu;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Invariants of the significance engine on any metric's statistics: determinism (same seed, any
 * number of threads), symmetry of paired tests, a system against itself, and bootstrap CIs that
 * contain the corpus score on well-behaved data.
 */
class SignificanceProperties {
    private static final long SEED = 20261122L;
    private static final Metric<?> RATIO = new RatioMetric();

    /** Corpora of [numerator, denominator] rows; numerators never exceed denominators. */
    private static Gen<double[][]> corpora(int minSegments, int maxSegments) {
        return lists().of(integers().between(0, 1 << 20)).ofSizeBetween(minSegments, maxSegments)
                .map(seeds -> {
                    double[][] rows = new double[seeds.size()][];
                    for (int i = 0; i < rows.length; i++) {
                        int v = seeds.get(i);
                        int den = 1 + v % 20;
                        rows[i] = new double[] {(v / 20) % (den + 1), den};
                    }
                    return rows;
                });
    }

    /** A second system of the same corpus: each segment's numerator moved by up to ±2. */
    private static double[][] perturbed(double[][] base, long seed) {
        Random r = new Random(seed);
        double[][] out = new double[base.length][];
        for (int i = 0; i < base.length; i++) {
            double den = base[i][1];
            double num = Math.max(0, Math.min(den, base[i][0] + r.nextInt(5) - 2));
            out[i] = new double[] {num, den};
        }
        return out;
    }

    private static Significance engine(long seed, int threads) {
        return Significance.sacrebleu().withSeed(seed).withThreads(threads);
    }

    @Test
    void theSameSeedGivesTheSameNumbers() {
        // Seed 0 is excluded: sacrebleu leaves the compared systems unseeded then (a quirk).
        qt().withFixedSeed(SEED).withExamples(25)
                .forAll(corpora(2, 60), integers().between(1, 100_000))
                .check((stats, seed) -> {
                    double[][] other = perturbed(stats, seed);
                    Significance s = engine(seed, 1);
                    return s.bootstrap(RATIO, stats, 50).equals(s.bootstrap(RATIO, stats, 50))
                            && s.pairedBootstrap(RATIO, stats, List.<double[][]>of(other), 50)
                                .equals(s.pairedBootstrap(RATIO, stats, List.<double[][]>of(other), 50))
                            && s.approximateRandomization(RATIO, stats, List.<double[][]>of(other), 60, 20)
                                .equals(s.approximateRandomization(RATIO, stats, List.<double[][]>of(other), 60, 20));
                });
    }

    @Test
    void resultsAreIdenticalSingleAndMultiThreaded() {
        qt().withFixedSeed(SEED).withExamples(20)
                .forAll(corpora(2, 80), integers().between(1, 100_000))
                .check((stats, seed) -> {
                    List<double[][]> systems = List.of(perturbed(stats, seed), perturbed(stats, seed + 1));
                    Significance one = engine(seed, 1);
                    Significance many = engine(seed, 4);
                    return one.bootstrap(RATIO, stats, 70).equals(many.bootstrap(RATIO, stats, 70))
                            && one.pairedBootstrap(RATIO, stats, systems, 70)
                                .equals(many.pairedBootstrap(RATIO, stats, systems, 70))
                            && one.approximateRandomization(RATIO, stats, systems, 90, 30)
                                .equals(many.approximateRandomization(RATIO, stats, systems, 90, 30));
                });
    }

    @Test
    void aSystemComparedWithItselfIsNotSignificantWhenTiesCount() {
        qt().withFixedSeed(SEED).withExamples(30)
                .forAll(corpora(1, 60), integers().between(0, 100_000))
                .check((stats, seed) -> {
                    Significance s = engine(seed, 1).withInclusiveTies(true);
                    return s.pairedBootstrap(RATIO, stats, List.<double[][]>of(stats), 40).systems().get(0).pValue() == 1.0
                            && s.approximateRandomization(RATIO, stats, List.<double[][]>of(stats), 40, -1)
                                .systems().get(0).pValue() == 1.0;
                });
    }

    @Test
    void aSystemComparedWithItselfGetsTheSmallestPValueUnderSacrebleusStrictCount() {
        // The quirk, for every input: nothing is strictly greater than a zero difference.
        qt().withFixedSeed(SEED).withExamples(30)
                .forAll(corpora(1, 60), integers().between(1, 200))
                .check((stats, n) -> {
                    Significance s = engine(12345, 1);
                    double expected = 1.0 / (n + 1);
                    return s.pairedBootstrap(RATIO, stats, List.<double[][]>of(stats), n).systems().get(0).pValue() == expected
                            && s.approximateRandomization(RATIO, stats, List.<double[][]>of(stats), n, -1)
                                .systems().get(0).pValue() == expected;
                });
    }

    @Test
    void pairedTestsAreSymmetricInBaselineAndSystem() {
        qt().withFixedSeed(SEED).withExamples(25)
                .forAll(corpora(2, 60), integers().between(1, 100_000))
                .check((stats, seed) -> {
                    double[][] other = perturbed(stats, seed);
                    Significance s = engine(seed, 1);
                    return s.pairedBootstrap(RATIO, stats, List.<double[][]>of(other), 60).systems().get(0).pValue()
                            .equals(s.pairedBootstrap(RATIO, other, List.<double[][]>of(stats), 60).systems().get(0).pValue())
                            && s.approximateRandomization(RATIO, stats, List.<double[][]>of(other), 60, -1).systems().get(0)
                                .pValue().equals(s.approximateRandomization(RATIO, other, List.<double[][]>of(stats), 60, -1)
                                        .systems().get(0).pValue());
                });
    }

    @Test
    void pValuesLieBetweenOneOverNPlusOneAndOne() {
        qt().withFixedSeed(SEED).withExamples(25)
                .forAll(corpora(2, 60), integers().between(1, 100_000))
                .check((stats, seed) -> {
                    Significance s = engine(seed, 1);
                    double bs = s.pairedBootstrap(RATIO, stats, List.<double[][]>of(perturbed(stats, seed)), 50)
                            .systems().get(0).pValue();
                    double ar = s.approximateRandomization(RATIO, stats, List.<double[][]>of(perturbed(stats, seed)), 50, -1)
                            .systems().get(0).pValue();
                    return bs >= 1.0 / 51 && bs <= 1.0 && ar >= 1.0 / 51 && ar <= 1.0;
                });
    }

    @Test
    void theBootstrapIntervalContainsTheCorpusScoreOnWellBehavedData() {
        // Many segments of comparable size: the resampled scores spread around the corpus score.
        qt().withFixedSeed(SEED).withExamples(30)
                .forAll(corpora(150, 300), integers().between(0, 100_000))
                .check((stats, seed) -> {
                    ConfidenceEstimate e = engine(seed, 1).bootstrap(RATIO, stats, 200);
                    // Constant data gives a zero-width interval that still contains the score.
                    return Math.abs(e.score() - e.mean()) <= e.halfWidth();
                });
    }

    @Test
    void theBootstrapIntervalContainsTheCorpusBleuOnWellBehavedData() {
        Bleu bleu = Bleu.sacrebleu();
        qt().withFixedSeed(SEED).withExamples(8)
                .forAll(integers().between(0, 1_000_000))
                .check(seed -> {
                    Random r = new Random(seed);
                    List<String> hyps = new ArrayList<>();
                    List<List<String>> refs = new ArrayList<>();
                    for (int i = 0; i < 120; i++) {
                        StringBuilder ref = new StringBuilder();
                        StringBuilder hyp = new StringBuilder();
                        int len = 8 + r.nextInt(15);
                        for (int t = 0; t < len; t++) {
                            String w = "w" + r.nextInt(40);
                            ref.append(w).append(' ');
                            hyp.append(r.nextInt(10) < 7 ? w : "x" + r.nextInt(40)).append(' ');
                        }
                        hyps.add(hyp.toString().strip());
                        refs.add(List.of(ref.toString().strip()));
                    }
                    double[][] stats = bleu.corpusStats(hyps, refs);
                    ConfidenceEstimate e = engine(seed, 1).bootstrap(bleu, stats, 200);
                    return e.halfWidth() > 0 && Math.abs(e.score() - e.mean()) <= e.halfWidth()
                            && e.score() == bleu.corpusScore(hyps, refs).score();
                });
    }

    @Test
    void interleavedFloat32SumsEqualRowByRowAccumulation() {
        // The 4-lane column sums must be bit-identical to numpy's order: each resample's column
        // accumulated in float32 from its first drawn row to its last.
        qt().withFixedSeed(SEED).withExamples(200)
                .forAll(integers().between(1, 70), integers().between(1, 6), integers().between(1, 4),
                        integers().between(0, 1 << 30))
                .check((n, width, size, seed) -> {
                    Random r = new Random(seed);
                    float[] flat = new float[n * width];
                    for (int i = 0; i < flat.length; i++) {
                        flat[i] = (float) ((r.nextDouble() - 0.3) * Math.pow(10, r.nextInt(6)));
                    }
                    int[] idx = new int[size * n];
                    for (int i = 0; i < idx.length; i++) {
                        idx[i] = r.nextInt(n);
                    }
                    float[][] got = Float32Sums.sumFloat32(Float32Sums.columns(flat, width, n), idx, 0, size, n);
                    for (int j = 0; j < size; j++) {
                        float[] acc = new float[width];
                        System.arraycopy(flat, idx[j * n] * width, acc, 0, width);
                        for (int i = 1; i < n; i++) {
                            for (int k = 0; k < width; k++) {
                                acc[k] += flat[idx[j * n + i] * width + k];
                            }
                        }
                        if (!java.util.Arrays.equals(acc, got[j])) {
                            return false;
                        }
                    }
                    return true;
                });
    }
}
