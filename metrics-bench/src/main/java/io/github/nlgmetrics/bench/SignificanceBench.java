package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.significance.PairedTestResult;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Paired significance tests on the BLEU statistics of 3,000 segments (a WMT test set): a paired
 * bootstrap with 1,000 resamples (sacrebleu's default) and approximate randomization with 1,000
 * trials, one system against the baseline, on 1 thread and on all cores. The statistics are
 * extracted once in setup: this measures the engine (numpy-exact index draws, float32 sums,
 * scoring), not tokenization.
 *
 * <p>Run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar SignificanceBench -f 1 -wi 2 -i 3}
 */
@State(Scope.Benchmark)
public class SignificanceBench extends CorpusBenchSettings.Long {
    /** Scoring threads (0 = all available cores). */
    @Param({"1", "0"})
    int threads;

    final Bleu bleu = Bleu.sacrebleu();
    double[][] baseline;
    List<double[][]> systems;
    Significance engine;

    @Setup
    public void setup() {
        List<String> r = BenchData.sentences(3000, 25, 20000, 11);
        List<List<String>> refs = new ArrayList<>();
        for (String s : r) {
            refs.add(List.of(s));
        }
        baseline = bleu.corpusStats(BenchData.perturb(r, 0.35, 12), refs);
        systems = List.<double[][]>of(bleu.corpusStats(BenchData.perturb(r, 0.3, 13), refs));
        engine = Significance.sacrebleu().withThreads(threads == 0 ? Runtime.getRuntime().availableProcessors() : threads);
    }

    /** Milliseconds per paired bootstrap test (1,000 resamples of 3,000 segments, two systems scored). */
    @Benchmark
    public PairedTestResult pairedBootstrap1000() {
        return engine.pairedBootstrap(bleu, baseline, systems, 1000);
    }

    /** Milliseconds per approximate randomization test (1,000 trials of 3,000 segments). */
    @Benchmark
    public PairedTestResult approximateRandomization1000() {
        return engine.approximateRandomization(bleu, baseline, systems, 1000, -1);
    }
}
