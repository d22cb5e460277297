package io.github.nlgmetrics.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.bertscore.BertScoreResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * BERTScore on Spark equals {@code nlg-metrics bertscore} on the same rows: two WMT17 en-de systems × 200 rows
 * (from {@code ../shared/data/wmt17-en-de}; skipped with the reason where absent), the rows of the two systems
 * interleaved over 3 partitions, each system's P, R, F per segment and their means and the hash equal to the bit to
 * the engine's one call on that system's rows (the call the command makes), with the bundled MiniLM and with the
 * tiny RoBERTa checkpoint of {@code ../shared/data/bertscore-models} (idf and small matching batches, where the call's
 * idf and batches change numbers); the command prints the command's line per system; a model no worker has is one
 * line and exit code 2.
 */
class SparkBertScoreTest {
    private static final int ROWS = 200;
    private static final String A = "C-3MA.4959.de";
    private static final String B = "uedin-nmt.4722.de";
    private static SparkSession spark;
    private static List<Row> rows;
    private static Path tinyRoberta;

    @BeforeAll
    static void load() throws IOException {
        Path dir = Wmt17SparkTest.shared("data/wmt17-en-de").orElse(null);
        Assumptions.assumeTrue(dir != null, "../shared/data/wmt17-en-de is not present");
        tinyRoberta = Wmt17SparkTest.shared("data/bertscore-models/tiny-roberta").orElse(null);
        List<String> ref = Files.readAllLines(dir.resolve("reference.de"), StandardCharsets.UTF_8);
        List<String> a = Files.readAllLines(dir.resolve(A), StandardCharsets.UTF_8);
        List<String> b = Files.readAllLines(dir.resolve(B), StandardCharsets.UTF_8);
        rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            // interleaved: each system's rows are spread over every partition, its call gets them back in order
            rows.add(RowFactory.create(A, (long) i, a.get(i), new String[] {ref.get(i)}));
            rows.add(RowFactory.create(B, (long) i, b.get(i), new String[] {ref.get(i)}));
        }
        spark = SparkTestSession.get();
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            SparkTestSession.stop();
        }
    }

    @Test
    void perSystemAndPerSegmentTheBundledModelGivesTheCommandsNumbersToTheBit() {
        assertGroupedAndSegmentsEqualOneCallPerSystem("bert-score:bertscore", Map.of());
    }

    @Test
    void aHuggingFaceCheckpointWithIdfAndSmallMatchingBatchesGivesTheCommandsNumbersToTheBit() {
        Assumptions.assumeTrue(tinyRoberta != null, "../shared/data/bertscore-models/tiny-roberta is not present");
        Map<String, Object> options = Map.of("model_type", tinyRoberta.toString(), "idf", "true", "batch_size", "8");
        assertGroupedAndSegmentsEqualOneCallPerSystem("bert-score:bertscore", options);
        // torchmetrics pads every text to max_length (512 by default, past this model's 128 positions)
        Map<String, Object> torchmetrics = new HashMap<>(options);
        torchmetrics.put("max_length", "128");
        assertGroupedAndSegmentsEqualOneCallPerSystem("torchmetrics:bert_score", torchmetrics);
    }

    @Test
    void aGroupIsOneChunkInLocalModeAndTheSettingsCountElsewhereAndABadSettingIsRefused() {
        Dataset<Row> ds = SparkTestSession.dataset(rows.subList(0, 400), SparkMetricsTest.SCHEMA, 2);
        MetricSpec spec = SparkBertScore.spec("bert-score:bertscore", Map.of());
        org.apache.spark.api.java.JavaRDD<Segment> segments = ds.javaRDD().map(row -> new Segment(row.getString(0),
                row.getString(2), SparkMetricsTest.refsOf(row)));
        Map<String, SparkBertScore.GroupCall> local = SparkBertScore.run(segments, spec);
        local.forEach((system, call) -> assertEquals(1, call.chunks(), system));
        try {
            spark.conf().set(SparkBertScore.CHUNKS_KEY, "2");
            Map<String, SparkBertScore.GroupCall> two = SparkBertScore.run(segments, spec);
            two.forEach((system, call) -> {
                assertEquals(2, call.chunks(), system);
                assertEquals(local.get(system).result().fields(), call.result().fields(), system);
            });
            spark.conf().set(SparkBertScore.CHUNKS_KEY, "0");
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> SparkBertScore.run(segments, spec));
            assertEquals(SparkBertScore.CHUNKS_KEY + " must be a number >= 1: '0'", e.getMessage());
        } finally {
            spark.conf().unset(SparkBertScore.CHUNKS_KEY);
        }
    }

    @Test
    void aCheckpointShippedAsAnArchiveIsReadUnderItsNameWithTheCommandsNumbers(@TempDir Path tmp) throws IOException {
        Assumptions.assumeTrue(tinyRoberta != null, "../shared/data/bertscore-models/tiny-roberta is not present");
        // spark-submit --archives tiny-roberta.zip#shipped-roberta ... --model shipped-roberta
        Path zip = tmp.resolve("tiny-roberta.zip");
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(Files.newOutputStream(zip));
                java.util.stream.Stream<Path> files = Files.list(tinyRoberta)) {
            for (Path f : files.sorted().toList()) {
                out.putNextEntry(new java.util.zip.ZipEntry(f.getFileName().toString()));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        spark.sparkContext().addArchive(zip.toUri() + "#shipped-roberta");
        Dataset<Row> ds = SparkTestSession.dataset(rows.subList(0, 40), SparkMetricsTest.SCHEMA, 2);
        Map<String, Object> options = Map.of("model_type", "shipped-roberta", "idf", "true");
        Map<String, BertScoreResult> grouped = SparkBertScore.groupedScores(ds, "bert-score:bertscore", options,
                "hyp", "refs", "system");
        Metric<?> fromFolder = Profiles.metric("bert-score:bertscore", Map.of("model_type", tinyRoberta.toString(),
                "idf", "true"));
        for (String system : List.of(A, B)) {
            List<String> hyps = hyps(system).subList(0, 20);
            List<List<String>> refs = refs(system).subList(0, 20);
            BertScoreResult one = (BertScoreResult) fromFolder.corpusScore(hyps, refs);
            for (int k = 0; k < 3; k++) {
                assertEquals(bits(one.segments(k)), bits(grouped.get(system).segments(k)), system + " column " + k);
            }
            // the hash names the model as given, as `nlg-metrics bertscore --model shipped-roberta` prints it
            assertEquals(one.fields().get("hash").toString().replace(tinyRoberta.toString(), "shipped-roberta"),
                    grouped.get(system).fields().get("hash"));
        }
    }

    @Test
    void theCommandLinePrintsTheBertscoreCommandsLinePerSystem(@TempDir Path tmp) throws IOException {
        Assumptions.assumeTrue(tinyRoberta != null, "../shared/data/bertscore-models/tiny-roberta is not present");
        Path jsonl = tmp.resolve("two.jsonl");
        List<String> lines = new ArrayList<>();
        for (Row r : rows) {
            lines.add("{\"system\": " + json(r.getString(0)) + ", \"hyp\": " + json(r.getString(2)) + ", \"refs\": ["
                    + json(SparkMetricsTest.refsOf(r).get(0)) + "]}");
        }
        Files.write(tmp.resolve("two.jsonl"), lines, StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkScore.run(spark, CommandArgs.Args.parse(new String[] {"--profile", "bert-score:bertscore",
            "--input", jsonl.toString(), "--group-by", "system", "--model", tinyRoberta.toString(), "--idf",
            "--batch-size", "8"}), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        Metric<?> metric = Profiles.metric("bert-score:bertscore", Map.of("model_type", tinyRoberta.toString(),
                "idf", "true", "batch_size", "8"));
        List<String> expected = new ArrayList<>();
        for (String system : List.of(A, B)) {
            // nlg-metrics bertscore -r reference -i SYSTEM --model DIR --idf --batch-size 8 (Presenter.BERTSCORE)
            BertScoreResult r = (BertScoreResult) metric.corpusScore(hyps(system), refs(system));
            expected.add(system + "\t" + r.line(metric.name() + "|" + metric.signature(1), 6));
        }
        assertEquals(expected, out.toString(StandardCharsets.UTF_8).lines().toList());
        assertTrue(expected.get(0).matches(A + "\t\\S*tiny-roberta_L\\d+_idf_version=0\\.3\\.12\\(hug_trans=4\\.26\\.1\\)"
                + " P: 0\\.\\d{6} R: 0\\.\\d{6} F1: 0\\.\\d{6}"), expected.get(0));
    }

    @Test
    void aModelNoWorkerHasIsOneLineAndExitCodeTwo(@TempDir Path tmp) throws IOException {
        Path jsonl = tmp.resolve("one.jsonl");
        Files.writeString(jsonl, "{\"hyp\": \"a\", \"refs\": \"b\"}\n", StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkScore.run(spark, CommandArgs.Args.parse(new String[] {"--profile", "bert-score:bertscore",
            "--input", jsonl.toString(), "--model", tmp.resolve("no-such-model").toString()}),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("nlg-metrics-spark: ") && lines.get(0).contains("no-such-model"),
                lines.get(0));
    }

    /**
     * Spark's grouped results and segment columns against one engine call per system on one machine: every segment's
     * P, R, F and every mean to the bit, the hash equal.
     */
    private static void assertGroupedAndSegmentsEqualOneCallPerSystem(String profile, Map<String, ?> options) {
        // local mode cuts a group into one chunk unless told: three here, as on a cluster of executors
        spark.conf().set(SparkBertScore.CHUNKS_KEY, "3");
        try {
            assertGroupedAndSegmentsEqual(profile, options);
        } finally {
            spark.conf().unset(SparkBertScore.CHUNKS_KEY);
        }
    }

    private static void assertGroupedAndSegmentsEqual(String profile, Map<String, ?> options) {
        Dataset<Row> ds = SparkTestSession.dataset(rows, SparkMetricsTest.SCHEMA, 3);
        Metric<?> metric = Profiles.metric(profile, options);
        Map<String, BertScoreResult> grouped = SparkBertScore.groupedScores(ds, profile, options, "hyp", "refs",
                "system");
        assertEquals(List.of(A, B), List.copyOf(grouped.keySet()));
        // each system's sentences embedded in several tasks (3 asked; 200 pairs are 4 matching blocks of 64: 2)
        Map<String, SparkBertScore.GroupCall> calls = SparkBertScore.run(ds.javaRDD().map(row -> new Segment(
                row.getString(0), row.getString(2), SparkMetricsTest.refsOf(row))), SparkBertScore.spec(profile, options));
        calls.forEach((system, call) -> assertTrue(call.chunks() >= 2, system + ": " + call.chunks() + " chunk(s)"));
        calls.forEach((system, call) -> assertEquals(grouped.get(system).fields(), call.result().fields()));
        Map<String, BertScoreResult> expected = new HashMap<>();
        for (String system : List.of(A, B)) {
            BertScoreResult one = (BertScoreResult) metric.corpusScore(hyps(system), refs(system));
            expected.put(system, one);
            BertScoreResult spark = grouped.get(system);
            assertEquals(one.fields().keySet(), spark.fields().keySet());
            for (int k = 0; k < 3; k++) {
                assertEquals(bits(one.segments(k)), bits(spark.segments(k)), profile + " " + system + " column " + k);
                assertEquals(Double.doubleToLongBits(one.mean(k)), Double.doubleToLongBits(spark.mean(k)));
            }
            assertEquals(one.line("label", 16), spark.line("label", 16));
            assertEquals(ROWS, spark.segments(0).length);
        }
        List<Row> scored = SparkBertScore.segmentScores(ds, profile, options, "hyp", "refs", "system", "bs")
                .collectAsList();
        assertEquals(rows.size(), scored.size());
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < scored.size(); i++) {
            Row r = scored.get(i);
            assertEquals(rows.get(i).getString(2), r.getString(2), "dataset order kept");
            int n = seen.merge(r.getString(0), 1, Integer::sum) - 1;
            for (int k = 0; k < 3; k++) {
                assertEquals(Double.doubleToLongBits(expected.get(r.getString(0)).segments(k)[n]),
                        Double.doubleToLongBits(r.getDouble(4 + k)), profile + " row " + i + " column " + k);
            }
        }
    }

    private static List<Long> bits(double[] values) {
        List<Long> out = new ArrayList<>();
        for (double v : values) {
            out.add(Double.doubleToLongBits(v));
        }
        return out;
    }

    private static List<String> hyps(String system) {
        return SparkMetricsTest.hyps(rows.stream().filter(r -> r.getString(0).equals(system)).toList());
    }

    private static List<List<String>> refs(String system) {
        return SparkMetricsTest.refs(rows.stream().filter(r -> r.getString(0).equals(system)).toList());
    }

    private static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
