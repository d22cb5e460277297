package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.bleu.Bleu;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Corpus BLEU end to end (13a tokenization, interning, counting, scoring) on 3,000 segments of
 * ~25 words, the size of a WMT test set.
 *
 * <p>Run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar CorpusBleuBench}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CorpusBleuBench {
    List<String> hyps;
    List<List<String>> refs;
    final Bleu bleu = Bleu.sacrebleu();

    @Setup
    public void setup() {
        List<String> r = BenchData.sentences(3000, 25, 20000, 11);
        hyps = BenchData.perturb(r, 0.3, 12);
        refs = new ArrayList<>();
        for (String s : r) {
            refs.add(List.of(s));
        }
    }

    /** Milliseconds per corpus of 3,000 segments. */
    @Benchmark
    public double corpusBleu() {
        return bleu.corpusScore(hyps, refs).score();
    }
}
