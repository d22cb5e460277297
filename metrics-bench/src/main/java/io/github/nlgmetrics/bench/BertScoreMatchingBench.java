package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.bertscore.MatchingKernel;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Throughput of BERTScore's greedy matching kernel ({@code Matching.match}: {@code sim = hyp @ ref^T} without
 * storing it, row and column maxima, weighted sums), in pairs per second on one thread. The pairs are
 * {@value #PAIRS} sentences of L2-normalised random vectors of {@code dim} floats (384: all-MiniLM-L6-v2; 1024:
 * roberta-large), their lengths drawn uniformly from 20 to 70 tokens (WMT17 en-de online-B against its reference
 * averages 44 WordPiece tokens per distinct sentence with [CLS] and [SEP]); the cost depends on the lengths and the
 * dimension only, not on the values. Weights are bert_score's without idf (1, [CLS]/[SEP] 0, divided by the sum).
 *
 * <p>How to run, from the repository root: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar BertScoreMatchingBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BertScoreMatchingBench {
    private static final int PAIRS = 256;

    @Param({"384", "1024"})
    public int dim;

    private float[][] hyp;
    private float[][] ref;
    private float[][] hypWeights;
    private float[][] refWeights;
    private int[] hypLength;
    private int[] refLength;
    private float[] colMax;
    private final float[] pr = new float[2];

    @Setup
    public void setup() {
        SplittableRandom random = new SplittableRandom(20200101L);
        hyp = new float[PAIRS][];
        ref = new float[PAIRS][];
        hypWeights = new float[PAIRS][];
        refWeights = new float[PAIRS][];
        hypLength = new int[PAIRS];
        refLength = new int[PAIRS];
        int max = 0;
        for (int p = 0; p < PAIRS; p++) {
            hypLength[p] = 20 + random.nextInt(51);
            refLength[p] = 20 + random.nextInt(51);
            hyp[p] = embeddings(random, hypLength[p]);
            ref[p] = embeddings(random, refLength[p]);
            hypWeights[p] = weights(hypLength[p]);
            refWeights[p] = weights(refLength[p]);
            max = Math.max(max, refLength[p]);
        }
        colMax = new float[max];
    }

    private float[] embeddings(SplittableRandom random, int length) {
        float[] e = new float[length * dim];
        for (int t = 0; t < length; t++) {
            double norm = 0;
            for (int d = 0; d < dim; d++) {
                float x = (float) random.nextGaussian();
                e[t * dim + d] = x;
                norm += (double) x * x;
            }
            for (int d = 0; d < dim; d++) {
                e[t * dim + d] /= (float) Math.sqrt(norm);
            }
        }
        return e;
    }

    private static float[] weights(int length) {
        float[] w = new float[length];
        java.util.Arrays.fill(w, 1, length - 1, 1f);
        return MatchingKernel.normalised(w);
    }

    /** Every pair matched once; the score is per pair. Returns the sum of P and R (kept alive). */
    @Benchmark
    @OperationsPerInvocation(PAIRS)
    public float match() {
        float sum = 0f;
        for (int p = 0; p < PAIRS; p++) {
            MatchingKernel.match(hyp[p], hypLength[p], hypWeights[p], ref[p], refLength[p], refWeights[p], dim, colMax,
                    pr);
            sum += pr[0] + pr[1];
        }
        return sum;
    }
}
