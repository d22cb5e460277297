package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.wer.Jiwer;
import io.github.nlgmetrics.wer.JiwerTransform;
import java.io.IOException;
import java.util.List;
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
 * jiwer's per-segment statistics ({@code [H, S, D, I]}) on one thread, in segments per second: both
 * sides through a {@link JiwerTransform} and rapidfuzz's alignment. {@code wer_default} and
 * {@code cer_default} take the one-scan fast path from the text to token ids; {@code wer_standardize}
 * runs the pipeline step by step (lower case, contractions, Kaldi non-words, whitespace, split).
 * Lines: the WMT17 en-de German reference and the uedin-nmt output
 * ({@code ../shared/data/wmt17-en-de}, 3,004 lines). One scorer is reused, as each scoring thread does.
 *
 * <p>How to run, from the repository root: {@code mvn -B -q -pl metrics-bench -am package -DskipTests},
 * then {@code java -jar metrics-bench/target/benchmarks.jar JiwerBench -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class JiwerBench {
    private static final int LINES = 3004;

    @Param({"wer_default", "cer_default", "wer_standardize"})
    public String transform;

    private List<String> hyps;
    private List<List<String>> refs;
    private SegmentScorer scorer;

    @Setup
    public void setup() throws IOException {
        BenchData.Corpus wmt = BenchData.wmt17De(LINES);
        hyps = wmt.hyps();
        refs = wmt.refs();
        JiwerTransform t = JiwerTransform.preset(transform);
        scorer = Jiwer.wer().withReferenceTransform(t).withHypothesisTransform(t).newScorer();
    }

    /** Statistics of every segment pair; the score is per segment. Returns the summed hits. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public double segmentStats() {
        double hits = 0;
        for (int i = 0; i < LINES; i++) {
            hits += scorer.stats(hyps.get(i), refs.get(i))[0];
        }
        return hits;
    }
}
