package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.text.PorterStemmer;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Throughput of {@link PorterStemmer#nltk()} in stems per second, over 10,000 English-like words
 * (lower-case, 2–16 letters, a third with a common inflectional or derivational suffix) generated
 * with a fixed seed.
 *
 * <p>How to run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar PorterStemmerBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PorterStemmerBench {
    private static final int WORDS = 10_000;
    private static final String[] SUFFIXES = {"s", "es", "ed", "ing", "ly", "ness", "ment", "ation",
        "ational", "ize", "izer", "ful", "fulness", "ive", "ical", "ity", "ies", "ied", "able", "er"};

    private String[] words;
    private final PorterStemmer stemmer = PorterStemmer.nltk();

    @Setup
    public void setup() {
        SplittableRandom rnd = new SplittableRandom(20261122L);
        words = new String[WORDS];
        for (int i = 0; i < WORDS; i++) {
            words[i] = BenchData.englishWord(rnd, SUFFIXES);
        }
    }

    /** Stems every word; the score is per word. Returns the total stem length. */
    @Benchmark
    @OperationsPerInvocation(WORDS)
    public long stem() {
        long total = 0;
        for (String w : words) {
            total += stemmer.stem(w).length();
        }
        return total;
    }
}
