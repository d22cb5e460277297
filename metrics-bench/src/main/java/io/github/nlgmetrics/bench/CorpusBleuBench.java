package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.bleu.Bleu;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Corpus BLEU end to end (13a tokenization, interning, counting, scoring) on 3,000 segments of
 * ~25 words, the size of a WMT test set.
 *
 * <p>Run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar CorpusBleuBench}
 */
@State(Scope.Benchmark)
public class CorpusBleuBench extends CorpusBenchSettings.Long {
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
