package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.lcs.WeightedLcs;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * WLCS (ROUGE-W) on short (20), medium (200) and long (2,000-token) pairs: the O(n)-memory
 * score and the full table ROUGE-1.5.5 backtracks.
 *
 * <p>How to run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests} then
 * {@code java -jar metrics-bench/target/benchmarks.jar WeightedLcsBenchmark -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class WeightedLcsBenchmark {
    @Param({"20", "200", "2000"})
    public int length;

    private int[] hyp;
    private int[] ref;
    private double[] powers;

    @Setup
    public void setup() {
        SplittableRandom rnd = new SplittableRandom(42);
        int vocab = 500;
        ref = new int[length];
        for (int i = 0; i < length; i++) {
            ref[i] = rnd.nextInt(vocab);
        }
        // A hypothesis that shares runs with the reference: 70% copied tokens, 30% substitutions.
        hyp = new int[length];
        for (int i = 0; i < length; i++) {
            hyp[i] = rnd.nextDouble() < 0.7 ? ref[i] : rnd.nextInt(vocab);
        }
        powers = WeightedLcs.powers(length + 1, 1.2);
    }

    @Benchmark
    public double score() {
        return WeightedLcs.score(hyp, ref, 1.2);
    }

    private final WeightedLcs.Marker marker = new WeightedLcs.Marker();
    private boolean[] mask;

    /** ROUGE-1.5.5's backtrack marks (linear memory; for long inputs, banded). */
    @Benchmark
    public boolean[] mark() {
        if (mask == null || mask.length != length) {
            mask = new boolean[length];
        }
        java.util.Arrays.fill(mask, false);
        marker.mark(hyp, ref, powers, mask);
        return mask;
    }
}
