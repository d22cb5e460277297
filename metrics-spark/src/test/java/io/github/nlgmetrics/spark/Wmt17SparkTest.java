package io.github.nlgmetrics.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The WMT17 en-de systems from {@code ../shared/data/wmt17-en-de} (skipped, with the reason, where
 * absent) as one dataset: per-system scores grouped on Spark equal each system file scored on one
 * machine; every additive profile's corpus score on two systems, shuffled over 7 partitions; the
 * command line prints what {@code nlg-metrics bleu}/{@code chrf} print.
 */
class Wmt17SparkTest {
    private static final String UEDIN = "uedin-nmt.4722.de";
    private static SparkSession spark;
    private static List<String> systems;
    private static List<Row> rows;

    @BeforeAll
    static void load() throws IOException {
        Optional<Path> dir = shared("data/wmt17-en-de");
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/wmt17-en-de is not present");
        Path refFile = dir.get().resolve("reference.de");
        List<String> ref = Files.readAllLines(refFile, StandardCharsets.UTF_8);
        try (Stream<Path> s = Files.list(dir.get())) {
            List<Path> files = s.filter(p -> p.toString().endsWith(".de") && !p.equals(refFile)).sorted().toList();
            systems = files.stream().map(p -> p.getFileName().toString()).toList();
            rows = new ArrayList<>();
            for (Path f : files) {
                List<String> hyps = Files.readAllLines(f, StandardCharsets.UTF_8);
                assertEquals(ref.size(), hyps.size(), f.toString());
                for (int i = 0; i < hyps.size(); i++) {
                    rows.add(RowFactory.create(f.getFileName().toString(), (long) i, hyps.get(i), new String[] {ref.get(i)}));
                }
            }
        }
        assertEquals(16, systems.size());
        spark = SparkTestSession.get();
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            SparkTestSession.stop();
        }
    }

    /** {@code ../shared/<relative>} beside the repository root the build passes in. */
    static Optional<Path> shared(String relative) {
        String root = System.getProperty("nlgmetrics.repo.root");
        return Optional.ofNullable(root).map(r -> Path.of(r).toAbsolutePath().normalize().resolveSibling("shared")
                .resolve(relative)).filter(Files::exists);
    }

    @Test
    void sixteenSystemsGroupedBySystemScoreAsEachSystemFileDoes() {
        List<Row> shuffled = SparkMetricsTest.shuffled(rows, 17);
        Dataset<Row> ds = dataset(shuffled, 7);
        for (String profile : List.of("sacrebleu:bleu", "sacrebleu:chrf")) {
            Metric<?> metric = Profiles.metric(profile, Map.of());
            Map<String, Score> grouped = SparkMetrics.groupedCorpusScores(ds, profile, Map.of(), "hyp", "refs", "system");
            assertEquals(systems, List.copyOf(grouped.keySet()));
            for (String system : systems) {
                List<Row> mine = rows.stream().filter(r -> r.getString(0).equals(system)).toList();
                assertEquals(ScoreText.of(metric.corpusScore(SparkMetricsTest.hyps(mine), SparkMetricsTest.refs(mine))),
                        ScoreText.of(grouped.get(system)), profile + " " + system);
            }
        }
    }

    @Test
    void everyAdditiveProfileOnTwoSystemsShuffledOverSevenPartitions() {
        List<Row> two = SparkMetricsTest.shuffled(rows.stream()
                .filter(r -> r.getString(0).equals(systems.get(0)) || r.getString(0).equals(UEDIN)).toList(), 23);
        Dataset<Row> ds = dataset(two, 7);
        List<String> profiles = SparkMetricsTest.additiveProfiles().toList();
        for (String profile : profiles) {
            if (profile.equals("r-sacrebleu:bleu")) {
                continue; // scores integer token ids (bleu_corpus_ids), not text; covered on generated ids
            }
            Metric<?> metric = Profiles.metric(profile, Map.of());
            assertEquals(ScoreText.of(metric.corpusScore(SparkMetricsTest.hyps(two), SparkMetricsTest.refs(two))),
                    ScoreText.of(SparkMetrics.corpusScore(ds, profile, Map.of(), "hyp", "refs")), profile);
        }
    }

    @Test
    void theCommandLinePrintsWhatNlgMetricsPrintsPerSystem(@TempDir Path tmp) throws IOException {
        List<Row> two = rows.stream()
                .filter(r -> r.getString(0).equals(systems.get(0)) || r.getString(0).equals(UEDIN)).toList();
        Path parquet = tmp.resolve("two.parquet");
        dataset(two, 3).write().parquet(parquet.toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkScore.run(spark, CommandArgs.Args.parse(new String[] {"--profile", "sacrebleu:bleu",
            "--profile", "sacrebleu:chrf", "--input", parquet.toString(), "--group-by", "system"}),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        List<String> expected = new ArrayList<>();
        for (String profile : List.of("sacrebleu:bleu", "sacrebleu:chrf")) {
            Metric<?> metric = Profiles.metric(profile, Map.of());
            for (String system : List.of(systems.get(0), UEDIN)) {
                List<Row> mine = two.stream().filter(r -> r.getString(0).equals(system)).toList();
                Score s = metric.corpusScore(SparkMetricsTest.hyps(mine), SparkMetricsTest.refs(mine));
                expected.add(system + "\t" + SparkScore.line(metric, metric.signature(1).toString(), s, 1));
            }
        }
        assertEquals(expected, out.toString(StandardCharsets.UTF_8).lines().toList());
        // uedin-nmt, as README's nlg-metrics bleu example prints it
        assertTrue(expected.get(1).endsWith("= 28.3 59.9/34.0/21.8/14.4 (BP = 1.000 ratio = 1.026 hyp_len = 62873 "
                + "ref_len = 61287)"), expected.get(1));
    }

    @Test
    void aBadArgumentIsOneLineAndExitCodeTwo() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkScore.run(spark, CommandArgs.Args.parse(new String[] {"--profile", "sacrebleu:blue",
            "--input", shared("data/wmt17-en-de").orElseThrow().resolve("x.parquet").toString()}),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("nlg-metrics-spark: "), lines.get(0));
    }

    private static Dataset<Row> dataset(List<Row> data, int partitions) {
        return SparkTestSession.dataset(data, SparkMetricsTest.SCHEMA, partitions);
    }
}
