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
    private static final String[] ONSETS = {"", "b", "c", "d", "f", "g", "h", "l", "m", "n", "p", "r",
        "s", "t", "v", "w", "br", "cl", "pr", "st", "tr", "sh", "ch", "th"};
    private static final String[] NUCLEI = {"a", "e", "i", "o", "u", "y", "ea", "ou", "ai", "ee"};
    private static final String[] CODAS = {"", "", "n", "r", "s", "t", "l", "m", "nd", "st", "ll", "ck"};
    private static final String[] SUFFIXES = {"s", "es", "ed", "ing", "ly", "ness", "ment", "ation",
        "ational", "ize", "izer", "ful", "fulness", "ive", "ical", "ity", "ies", "ied", "able", "er"};

    private String[] words;
    private final PorterStemmer stemmer = PorterStemmer.nltk();

    @Setup
    public void setup() {
        SplittableRandom rnd = new SplittableRandom(20261122L);
        words = new String[WORDS];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < WORDS; i++) {
            sb.setLength(0);
            int syllables = 1 + rnd.nextInt(3);
            for (int s = 0; s < syllables; s++) {
                sb.append(ONSETS[rnd.nextInt(ONSETS.length)]).append(NUCLEI[rnd.nextInt(NUCLEI.length)])
                        .append(CODAS[rnd.nextInt(CODAS.length)]);
            }
            if (rnd.nextInt(3) == 0) {
                sb.append(SUFFIXES[rnd.nextInt(SUFFIXES.length)]);
            }
            words[i] = sb.toString();
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
