package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.ngram.PackedNgramTable;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The n-gram counting kernels: counting orders 1..4 of one tokenized segment and clipping it
 * against a reference, as BLEU does per segment — with the general {@link NgramCounts} (exact
 * interned keys, any order) and with the {@link PackedNgramTable} the BLEU and chrF scorers use.
 *
 * <p>Run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar NgramCountingBench}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class NgramCountingBench {
    @Param({"25", "100"})
    int length;

    int[][] hyps;
    int[][] refs;
    int next;
    final NgramKeys keys = new NgramKeys();
    final PackedNgramTable table = new PackedNgramTable();
    final int[] matches = new int[4];
    int alphabet;

    @Setup
    public void setup() {
        List<String> r = BenchData.sentences(1000, length, 20000, 1);
        List<String> h = BenchData.perturb(r, 0.3, 2);
        Vocabulary v = new Vocabulary();
        hyps = new int[h.size()][];
        refs = new int[r.size()][];
        for (int i = 0; i < h.size(); i++) {
            hyps[i] = v.encode(PyStrings.split(h.get(i)));
            refs[i] = v.encode(PyStrings.split(r.get(i)));
        }
        alphabet = v.size();
    }

    /** Counting all 1..4-grams of one segment (segments/second). */
    @Benchmark
    public int countSegment() {
        int i = next++ % hyps.length;
        keys.reset();
        return NgramCounts.of(hyps[i], 1, 4, keys).distinct();
    }

    /** Counting hypothesis and reference and clipping: BLEU's per-segment kernel (segments/second). */
    @Benchmark
    public int clipSegment() {
        int i = next++ % hyps.length;
        keys.reset();
        NgramCounts ref = NgramCounts.of(refs[i], 1, 4, keys);
        NgramCounts hyp = NgramCounts.of(hyps[i], 1, 4, keys);
        return hyp.clippedMatches(ref)[4];
    }

    /**
     * Counting all 1..4-grams of one segment into the packed per-thread table BLEU and chrF use
     * (segments/second; a segment of L tokens has 4L - 6 n-grams).
     */
    @Benchmark
    public int packedCountSegment() {
        int i = next++ % hyps.length;
        table.begin(alphabet, 4);
        table.addReference(hyps[i], hyps[i].length);
        return i;
    }

    /** The packed kernel's clipping: count the reference, match the hypothesis (segments/second). */
    @Benchmark
    public int packedClipSegment() {
        int i = next++ % hyps.length;
        table.begin(alphabet, 4);
        table.addReference(refs[i], refs[i].length);
        java.util.Arrays.fill(matches, 0);
        table.matchHypothesis(hyps[i], hyps[i].length, matches);
        return matches[3];
    }
}
