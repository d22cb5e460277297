package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.meteor.meteor15.Meteor15;
import io.github.nlgmetrics.meteor.meteor15.Meteor15Flags;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * METEOR 1.5 ({@code -l en -norm -m 'exact stem synonym'}) over 5,000 segments × 5 references of
 * generated English with inflections and WordNet synonyms (the vocabulary of {@link MeteorBench});
 * the synonym table is loaded once, outside the measurement. Segments per second = 5,000 /
 * (seconds per operation).
 *
 * <p>Run from the repository root: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar Meteor15Bench -f 1 -wi 2 -i 3}. The same corpus as
 * files for a whole-process comparison with the jar: {@code java -cp metrics-bench/target/benchmarks.jar
 * io.github.nlgmetrics.bench.Meteor15Bench DIR} writes {@code DIR/test.txt} and {@code DIR/ref.txt}
 * (5 lines per segment, {@code -r 5}).
 */
@State(Scope.Benchmark)
public class Meteor15Bench extends CorpusBenchSettings.Long {
    static final int SEGMENTS = 5000;
    static final int REFS = 5;

    List<String> hyps;
    List<List<String>> refs;
    Meteor15 meteor;

    @Setup
    public void setup() {
        meteor = Meteor15.of(Meteor15Flags.parse("-l en -norm -m 'exact stem synonym'").config());
        hyps = new ArrayList<>();
        refs = new ArrayList<>();
        corpus(hyps, refs);
        meteor.sentenceScore(hyps.get(0), refs.get(0)); // loads the synonym table
    }

    /** The generated corpus: hypotheses and 5 references per segment. */
    static void corpus(List<String> hyps, List<List<String>> refs) {
        SplittableRandom rnd = new SplittableRandom(15);
        String[] v = MeteorBench.ENGLISH;
        for (int i = 0; i < SEGMENTS; i++) {
            int len = 8 + rnd.nextInt(20);
            int[] base = new int[len];
            for (int j = 0; j < len; j++) {
                double u = rnd.nextDouble();
                base[j] = (int) (u * u * v.length);
            }
            List<String> rs = new ArrayList<>();
            for (int r = 0; r <= REFS; r++) {
                StringBuilder sb = new StringBuilder();
                for (int j = 0; j < len; j++) {
                    double x = rnd.nextDouble();
                    int k = x < 0.7 ? base[j]
                            : x < 0.9 ? Math.floorMod(base[j] + (rnd.nextBoolean() ? 1 : -1), v.length) : -1;
                    if (k >= 0) {
                        String w = v[k];
                        sb.append(sb.length() > 0 ? " " : "").append(j == 0 ? Character.toUpperCase(w.charAt(0))
                                + w.substring(1) : w);
                    }
                }
                sb.append(" .");
                rs.add(sb.toString());
            }
            hyps.add(rs.remove(REFS));
            refs.add(rs);
        }
    }

    /** Milliseconds per corpus of 5,000 segments × 5 references (the jar's Final score). */
    @Benchmark
    public double corpusMeteor15() {
        return meteor.corpusScore(hyps, refs).score();
    }

    /** Writes the corpus as the jar's files: {@code DIR/test.txt}, {@code DIR/ref.txt} (-r 5). */
    public static void main(String[] args) throws IOException {
        List<String> h = new ArrayList<>();
        List<List<String>> r = new ArrayList<>();
        corpus(h, r);
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        Files.write(dir.resolve("test.txt"), h, StandardCharsets.UTF_8);
        List<String> flat = new ArrayList<>();
        r.forEach(flat::addAll);
        Files.write(dir.resolve("ref.txt"), flat, StandardCharsets.UTF_8);
    }
}
