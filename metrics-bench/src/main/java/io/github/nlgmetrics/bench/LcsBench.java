package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.lcs.Lcs;
import io.github.nlgmetrics.rouge.SummaryLcs;
import java.util.Arrays;
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
 * The LCS kernels on one token-id pair of {@code length} tokens each (20, 200, 2,000): the
 * bit-parallel length ({@link Lcs#length}, rougeL), the full DP table ({@link Lcs#table}, needed
 * to backtrack an alignment), and rouge-score's union LCS ({@link SummaryLcs#unionLcsLength}: the
 * reference against the candidate cut into 20-token sentences, one table and backtrack each).
 * The candidate is the reference with about 30% of its tokens replaced (Zipf-like ids from a
 * 1,000-word vocabulary, fixed seed).
 *
 * <p>How to run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar LcsBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class LcsBench {
    @Param({"20", "200", "2000"})
    public int length;

    private int[] ref;
    private int[] hyp;
    private int[][] hypSentences;

    @Setup
    public void setup() {
        SplittableRandom r = new SplittableRandom(20261122L);
        ref = new int[length];
        hyp = new int[length];
        for (int i = 0; i < length; i++) {
            double u = r.nextDouble();
            ref[i] = (int) (u * u * 1000);
            hyp[i] = r.nextDouble() < 0.3 ? r.nextInt(1000) : ref[i];
        }
        int sentences = (length + 19) / 20;
        hypSentences = new int[sentences][];
        for (int s = 0; s < sentences; s++) {
            hypSentences[s] = Arrays.copyOfRange(hyp, s * 20, Math.min(length, s * 20 + 20));
        }
    }

    /** rougeL's kernel: LCS length only, bit-parallel. */
    @Benchmark
    public int bitParallelLength() {
        return Lcs.length(ref, hyp);
    }

    /** The (m+1)×(n+1) DP table, as any alignment-reading metric must build it. */
    @Benchmark
    public int dpTable() {
        return Lcs.table(ref, hyp)[length][length];
    }

    /** rougeLsum's kernel: union LCS of the reference against 20-token candidate sentences. */
    @Benchmark
    public int unionLcs() {
        return SummaryLcs.unionLcsLength(ref, hypSentences);
    }
}
