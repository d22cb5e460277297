package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.lcs.LcsKernel;
import io.github.nlgmetrics.rouge.SummaryLcsKernel;
import java.util.Arrays;
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
 * bit-parallel length ({@link LcsKernel#length}, rougeL; cell updates per second =
 * {@code length² / time}), the bit-parallel backtrack that reads one LCS out in linear memory
 * ({@link LcsKernel#backtrack}, rougeLsum and ROUGE-1.5.5's ROUGE-L), and rouge-score's union LCS
 * ({@link SummaryLcsKernel#unionLcsLength}: the reference against the candidate cut into 20-token
 * sentences, one backtrack each). The kernel is reused across calls, as each scoring thread does.
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
    private final LcsKernel kernel = new LcsKernel();
    private int[] out;

    @Setup
    public void setup() {
        int[][] pair = BenchData.idPair(length, 20261122L);
        ref = pair[0];
        hyp = pair[1];
        int sentences = (length + 19) / 20;
        hypSentences = new int[sentences][];
        for (int s = 0; s < sentences; s++) {
            hypSentences[s] = Arrays.copyOfRange(hyp, s * 20, Math.min(length, s * 20 + 20));
        }
        out = new int[length];
    }

    /** rougeL's kernel: LCS length only, bit-parallel. */
    @Benchmark
    public int bitParallelLength() {
        return kernel.length(ref, hyp);
    }

    /** One LCS read out as rouge-score's backtrack does, without the (m+1)×(n+1) table. */
    @Benchmark
    public int backtrack() {
        return kernel.backtrack(ref, 0, length, hyp, 0, length, out);
    }

    /** rougeLsum's kernel: union LCS of the reference against 20-token candidate sentences. */
    @Benchmark
    public int unionLcs() {
        return SummaryLcsKernel.unionLcsLength(ref, hypSentences);
    }
}
