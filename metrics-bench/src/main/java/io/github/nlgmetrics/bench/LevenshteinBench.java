package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.wer.AlignmentChunk;
import io.github.nlgmetrics.wer.LevenshteinAligner;
import java.util.ArrayList;
import java.util.List;
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
 * The Levenshtein kernels of the WER family on one token-id pair of {@code length} tokens each
 * (20, 200, 2,000): the bit-parallel distance ({@link LevenshteinAligner#distance}, Myers/Hyyrö,
 * torchmetrics' counts), the plain dynamic program it is tested against
 * ({@link LevenshteinAligner#plainDistance}), and jiwer's alignment (the bit-parallel matrix kept,
 * rapidfuzz's backtrace, the opcodes: {@link LevenshteinAligner#align}). Cell updates per second =
 * {@code length² / time}. The hypothesis is the reference with about 30% of its tokens replaced
 * (Zipf-like ids from a 1,000-word vocabulary, fixed seed, the first and last token changed so no
 * common affix shortens the work). The aligner is reused across calls, as each scoring thread does.
 *
 * <p>How to run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar LevenshteinBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class LevenshteinBench {
    @Param({"20", "200", "2000"})
    public int length;

    private int[] ref;
    private int[] hyp;
    private final LevenshteinAligner aligner = new LevenshteinAligner();
    private final long[] counts = new long[4];
    private final List<AlignmentChunk> chunks = new ArrayList<>();

    @Setup
    public void setup() {
        int[][] pair = BenchData.idPair(length, 20261125L);
        ref = pair[0];
        hyp = pair[1];
        hyp[0] = ref[0] + 1;
        hyp[length - 1] = ref[length - 1] + 1;
    }

    @Benchmark
    public int bitParallelDistance() {
        return aligner.distance(ref, length, hyp, length);
    }

    @Benchmark
    public int plainDistance() {
        return LevenshteinAligner.plainDistance(ref, length, hyp, length);
    }

    @Benchmark
    public int jiwerAlignment() {
        chunks.clear();
        aligner.align(ref, length, hyp, length, counts, chunks);
        return chunks.size();
    }
}
