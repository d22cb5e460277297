package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.meteor.Meteor;
import io.github.nlgmetrics.meteor.NltkWordNet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * NLTK METEOR over a corpus of 3,004 segments (WordNet loaded once, outside the measurement):
 * {@code wmt17-de} is the first 3,004 lines of {@code ../shared/data/wmt17-en-de} (uedin-nmt
 * against the reference; German, so the English stemmer and WordNet mostly find nothing);
 * {@code english} is generated English with inflections and WordNet synonyms. Sentences per
 * second = 3,004 / (seconds per operation).
 *
 * <p>Run from the repository root: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar MeteorBench -f 1 -wi 2 -i 3}
 */
@State(Scope.Benchmark)
public class MeteorBench extends CorpusBenchSettings.Long {
    static final int SEGMENTS = 3004;
    static final String[] ENGLISH = ("the a an of to in on at for with by from and or but is are was were be been"
            + " has have had do does did not no this that these those it its he she they we you i his her their our"
            + " man men woman women child children people city cities town house houses home car cars auto"
            + " automobile road roads street dog dogs hound cat cats government governments president minister"
            + " country countries state states nation world year years day days week time times report reports"
            + " say says said tell told speak spoke talk talked make makes made build built start started begin"
            + " began end ended finish stop stopped go goes went gone come came run ran running walk walked see saw"
            + " look looked find found give gave take took buy bought purchase sell sold big large great small little"
            + " fast quick rapid slow good better best bad worse new old young happy glad sad sick ill important"
            + " major public political economic police officer officers court law laws vote votes election elections"
            + " party parties member members company companies market markets price prices money bank banks")
            .split(" ");

    @Param({"wmt17-de", "english"})
    public String data;

    List<String> hyps;
    List<List<String>> refs;
    final Meteor meteor = Meteor.nltk();

    @Setup
    public void setup() throws IOException {
        NltkWordNet.shared();
        if (data.equals("wmt17-de")) {
            Path dir = Path.of("..", "shared", "data", "wmt17-en-de");
            hyps = Files.readAllLines(dir.resolve("uedin-nmt.4722.de"), StandardCharsets.UTF_8).subList(0, SEGMENTS);
            List<String> r = Files.readAllLines(dir.resolve("reference.de"), StandardCharsets.UTF_8).subList(0, SEGMENTS);
            refs = new ArrayList<>();
            for (String s : r) {
                refs.add(List.of(s));
            }
        } else {
            SplittableRandom rnd = new SplittableRandom(17);
            hyps = new ArrayList<>();
            refs = new ArrayList<>();
            for (int i = 0; i < SEGMENTS; i++) {
                int len = 12 + rnd.nextInt(25);
                StringBuilder ref = new StringBuilder();
                StringBuilder hyp = new StringBuilder();
                for (int j = 0; j < len; j++) {
                    double u = rnd.nextDouble();
                    String w = ENGLISH[(int) (u * u * ENGLISH.length)];
                    ref.append(j > 0 ? " " : "").append(j == 0 ? Character.toUpperCase(w.charAt(0)) + w.substring(1) : w);
                    // The hypothesis keeps most words, inflects or replaces some (neighbours in the
                    // list are often inflections or synonyms), drops a few.
                    double v = rnd.nextDouble();
                    if (v < 0.65) {
                        hyp.append(hyp.length() > 0 ? " " : "").append(w);
                    } else if (v < 0.9) {
                        int k = Math.floorMod((int) (u * u * ENGLISH.length) + (rnd.nextBoolean() ? 1 : -1), ENGLISH.length);
                        hyp.append(hyp.length() > 0 ? " " : "").append(ENGLISH[k]);
                    }
                }
                hyps.add(hyp.toString());
                refs.add(List.of(ref.toString()));
            }
        }
    }

    /** Milliseconds per corpus of 3,004 segments (mean of segment METEOR). */
    @Benchmark
    public double corpusMeteor() {
        return meteor.corpusScore(hyps, refs).score();
    }
}
