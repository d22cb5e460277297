package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.chrf.Chrf;
import io.github.nlgmetrics.ter.TerKernel;
import io.github.nlgmetrics.ter.Ter;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * chrF segment statistics and TER on one WMT17-like German sentence pair.
 *
 * <p>How to run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar ChrfTerBenchmark -f 1 -wi 2 -i 3}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ChrfTerBenchmark {
    static final String HYP = "Die Polizei in Fort Lauderdale hat am Montag einen Mann festgenommen, der verdächtigt wird, "
            + "in der vergangenen Woche zwei Banken in der Innenstadt überfallen zu haben.";
    static final String REF = "Am Montag nahm die Polizei von Fort Lauderdale einen Mann fest, der im Verdacht steht, "
            + "letzte Woche zwei Banken im Stadtzentrum ausgeraubt zu haben.";

    /** Per-thread scratch objects, as the corpus code uses them. */
    @State(Scope.Thread)
    public static class ChrfState {
        final SegmentScorer chrf = Chrf.sacrebleu().newScorer();
        final SegmentScorer chrfPlusPlus = Chrf.sacrebleuPlusPlus().newScorer();
        final List<String> refs = List.of(REF);
    }

    /** Token ids of the pair and an aligner with its buffers. */
    @State(Scope.Thread)
    public static class TerState {
        final TerKernel aligner = new TerKernel();
        final SegmentScorer scorer = Ter.sacrebleu().newScorer();
        final List<String> refs = List.of(REF);
        int[] hyp;
        int[] ref;

        @Setup
        public void setup() {
            Ter ter = Ter.sacrebleu();
            Vocabulary vocab = new Vocabulary();
            ref = vocab.encode(ter.referenceWords(REF));
            hyp = vocab.encode(ter.hypothesisWords(HYP));
        }
    }

    @Benchmark
    public double[] chrfSegmentStatistics(ChrfState s) {
        return s.chrf.stats(HYP, s.refs);
    }

    @Benchmark
    public double[] chrfPlusPlusSegmentStatistics(ChrfState s) {
        return s.chrfPlusPlus.stats(HYP, s.refs);
    }

    @Benchmark
    public int terEditsOnTokenIds(TerState s) {
        return s.aligner.edits(s.hyp, s.ref);
    }

    @Benchmark
    public double[] terSegmentWithTokenization(TerState s) {
        return s.scorer.stats(HYP, s.refs);
    }
}
