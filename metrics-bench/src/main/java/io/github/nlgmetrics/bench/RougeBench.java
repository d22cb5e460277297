package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.rouge.Rouge;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
 * End-to-end ROUGE throughput in pairs per second: rouge1 + rouge2 + rougeL + rougeLsum of 2,000
 * generated (hypothesis, reference) pairs of about 60 tokens in 4 {@code \n}-separated sentences,
 * English-like words (syllables plus common suffixes, Zipf-like frequencies, punctuation and
 * capitals), the hypothesis a reordered, 25%-edited copy of the reference. One thread.
 * For scale: Python rouge-score 0.1.2 does about 285 pairs/s on this workload with
 * {@code use_stemmer=True} (measured on the project's build machine).
 *
 * <p>How to run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar RougeBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RougeBench {
    private static final int PAIRS = 2_000;
    private static final String[] SUFFIXES = {"s", "es", "ed", "ing", "ly", "ness", "ment", "ation",
        "ize", "ful", "ive", "ical", "ity", "ies", "able", "er"};

    private final List<String> hyps = new ArrayList<>();
    private final List<String> refs = new ArrayList<>();
    private final Rouge stemmed = Rouge.rougeScore().withTypes("rouge1", "rouge2", "rougeL", "rougeLsum")
            .withStemmer(true);
    private final Rouge plain = stemmed.withStemmer(false);
    private final Rouge unicode = stemmed.withVariant(Rouge.Variant.UNICODE);

    @Setup
    public void setup() {
        SplittableRandom r = new SplittableRandom(20261122L);
        String[] vocab = new String[5000];
        for (int i = 0; i < vocab.length; i++) {
            vocab[i] = BenchData.englishWord(r, SUFFIXES);
        }
        for (int p = 0; p < PAIRS; p++) {
            List<List<String>> sentences = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                List<String> words = new ArrayList<>();
                int len = 10 + r.nextInt(11);
                for (int w = 0; w < len; w++) {
                    double u = r.nextDouble();
                    String word = vocab[(int) (u * u * u * vocab.length)];
                    if (w == 0) {
                        word = Character.toUpperCase(word.charAt(0)) + word.substring(1);
                    }
                    words.add(word + (r.nextInt(10) == 0 ? "," : ""));
                }
                words.set(len - 1, words.get(len - 1) + ".");
                sentences.add(words);
            }
            refs.add(join(sentences));
            List<List<String>> edited = new ArrayList<>();
            for (List<String> s : sentences) {
                List<String> e = new ArrayList<>(s);
                for (int w = 0; w < e.size(); w++) {
                    if (r.nextInt(4) == 0) {
                        double u = r.nextDouble();
                        e.set(w, vocab[(int) (u * u * vocab.length)]);
                    }
                }
                edited.add(e);
            }
            Collections.swap(edited, 0, r.nextInt(4));
            hyps.add(join(edited));
        }
    }

    private static String join(List<List<String>> sentences) {
        List<String> lines = new ArrayList<>();
        for (List<String> s : sentences) {
            lines.add(String.join(" ", s));
        }
        return String.join("\n", lines);
    }

    private static double run(Rouge rouge, List<String> hyps, List<String> refs) {
        double sum = 0;
        for (int i = 0; i < PAIRS; i++) {
            sum += rouge.score(hyps.get(i), refs.get(i)).get("rougeLsum").fmeasure();
        }
        return sum;
    }

    /** rouge-score profile with use_stemmer=True (the headline number). */
    @Benchmark
    @OperationsPerInvocation(PAIRS)
    public double rougeScoreStemmed() {
        return run(stemmed, hyps, refs);
    }

    /** rouge-score profile without stemming. */
    @Benchmark
    @OperationsPerInvocation(PAIRS)
    public double rougeScorePlain() {
        return run(plain, hyps, refs);
    }

    /** Unicode profile with stemming (NFKC, case folding, per-code-point categories). */
    @Benchmark
    @OperationsPerInvocation(PAIRS)
    public double unicodeStemmed() {
        return run(unicode, hyps, refs);
    }
}
