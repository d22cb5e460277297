package io.github.nlgmetrics.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.significance.PairedTestResult;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Spark results equal the single-machine ones bit for bit: every additive registered profile
 * on generated data with 1, 2 and 7 partitions and shuffled rows; sentence scores as a column and
 * through SQL; grouped corpus scores; the paired bootstrap. One local[2] session for the class.
 */
class SparkMetricsTest {
    static final StructType SCHEMA = new StructType()
            .add("system", DataTypes.StringType)
            .add("segment", DataTypes.LongType)
            .add("hyp", DataTypes.StringType)
            .add("refs", DataTypes.createArrayType(DataTypes.StringType));
    private static SparkSession spark;
    private static List<Row> rows;
    private static List<List<Row>> variants;

    @BeforeAll
    static void start() {
        spark = SparkTestSession.get();
        rows = generated(120, 3, 42);
        List<Row> oneRef = rows.stream().map(r -> RowFactory.create(r.get(0), r.get(1), r.get(2),
                new String[] {refsOf(r).get(0)})).toList();
        variants = List.of(rows, oneRef, ids(rows), ids(oneRef));
    }

    @AfterAll
    static void stop() {
        SparkTestSession.stop();
    }

    /** Every registered profile whose metric is additive with its default options. */
    static Stream<String> additiveProfiles() {
        return Profiles.all().stream().filter(p -> p.metric().additive()).map(Profile::name);
    }

    /**
     * The generated rows in the first form the profile accepts: two references; one (NLTK's chrF);
     * token ids (R sacRebleu).
     */
    static List<Row> rowsFor(Metric<?> metric) {
        for (List<Row> v : variants) {
            try {
                for (Row r : v) {
                    metric.sentenceScore(r.getString(2), refsOf(r));
                }
                return v;
            } catch (IllegalArgumentException notThisForm) {
                // next form
            }
        }
        throw new IllegalStateException(metric.name() + " accepts none of the generated forms");
    }

    /** The rows with every word replaced by its index in the vocabulary. */
    static List<Row> ids(List<Row> data) {
        List<String> vocab = List.of(WORDS);
        java.util.function.UnaryOperator<String> toIds = t -> java.util.Arrays.stream(t.split(" "))
                .map(w -> String.valueOf(vocab.indexOf(w))).collect(java.util.stream.Collectors.joining(" "));
        return data.stream().map(r -> RowFactory.create(r.get(0), r.get(1), toIds.apply(r.getString(2)),
                refsOf(r).stream().map(toIds).toArray(String[]::new))).toList();
    }

    /** Layouts of the same rows: partitions, and whether the rows are shuffled first. */
    static Stream<int[]> layouts() {
        return Stream.of(new int[] {1, 0}, new int[] {2, 0}, new int[] {7, 0}, new int[] {7, 1});
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("additiveProfiles")
    void corpusScoreIsTheSingleMachineScoreInEveryLayout(String profile) {
        Metric<?> metric = Profiles.metric(profile, Map.of());
        List<Row> mine = rowsFor(metric);
        for (int[] layout : layouts().toList()) {
            List<Row> data = layout[1] == 1 ? shuffled(mine, 7) : mine;
            Dataset<Row> ds = dataset(data, layout[0]);
            assertEquals(layout[0], ds.rdd().getNumPartitions());
            assertEquals(ScoreText.of(metric.corpusScore(hyps(data), refs(data))),
                    ScoreText.of(SparkMetrics.corpusScore(ds, profile, Map.of(), "hyp", "refs")),
                    profile + " with " + layout[0] + " partitions" + (layout[1] == 1 ? ", shuffled" : ""));
        }
    }

    @Test
    void theSummedStatisticsAreTheSingleMachineColumnSums() {
        List<Row> data = shuffled(rows, 11);
        for (String profile : List.of("sacrebleu:bleu", "sacrebleu:ter", "rouge-score:rouge")) {
            Metric<?> metric = Profiles.metric(profile, Map.of());
            assertArrayEquals(Stats.columnSums(metric.corpusStats(hyps(data), refs(data))),
                    SparkMetrics.corpusStatistics(dataset(data, 7), profile, Map.of(), "hyp", "refs"), profile);
        }
    }

    @Test
    void aColumnOfFractionsThatStartsWithWholeNumbersIsStillSummedInSegmentOrder() {
        // The first 70 segments are perfect (RIBES 1.0, a whole number), so the probe takes the score
        // column for counts; the later fractions force the second pass that carries it as values.
        List<Row> data = new ArrayList<>();
        for (Row r : generated(70, 1, 5)) {
            String ref = refsOf(r).get(0);
            data.add(RowFactory.create(r.get(0), r.get(1), ref, r.get(3)));
        }
        data.addAll(generated(60, 1, 6));
        Metric<?> ribes = Profiles.metric("nltk:ribes", Map.of());
        for (int parts : new int[] {1, 2, 7}) {
            Dataset<Row> split = dataset(data, parts);
            assertEquals(ScoreText.of(ribes.corpusScore(hyps(data), refs(data))),
                    ScoreText.of(SparkMetrics.corpusScore(split, "nltk:ribes", Map.of(), "hyp", "refs")));
        }
    }

    @Test
    void optionsAreTheProfilesOwnKeywordNames() {
        Dataset<Row> ds = dataset(rows, 3);
        Metric<?> chrfpp = Profiles.metric("sacrebleu:chrf", Map.of("word_order", "2"));
        assertEquals(ScoreText.of(chrfpp.corpusScore(hyps(rows), refs(rows))),
                ScoreText.of(SparkMetrics.corpusScore(ds, "sacrebleu:chrf", Map.of("word_order", "2"), "hyp", "refs")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SparkMetrics.corpusScore(ds, "sacrebleu:chrf", Map.of("wordorder", "2"), "hyp", "refs"));
        assertTrue(e.getMessage().contains("unknown option 'wordorder'"), e.getMessage());
    }

    @Test
    void nonAdditiveProfilesAreRefusedByName() {
        Dataset<Row> ds = dataset(rows, 2);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SparkMetrics.corpusScore(ds, "nltk:nist", Map.of(), "hyp", "refs"));
        assertTrue(e.getMessage().startsWith("nltk:nist is not additive"), e.getMessage());
    }

    @Test
    void anEmptyDatasetScoresAsAnEmptyCorpusDoes() {
        Dataset<Row> ds = spark.createDataFrame(List.of(), SCHEMA);
        Metric<?> gleu = Profiles.metric("nltk:gleu", Map.of());
        assertEquals(ScoreText.of(gleu.corpusScore(List.of(), List.of())),
                ScoreText.of(SparkMetrics.corpusScore(ds, "nltk:gleu", Map.of(), "hyp", "refs")));
    }

    @Test
    void sentenceScoresAreTheProfilesSentenceScores() {
        List<String> profiles = additiveProfiles().toList();
        for (List<Row> form : variants) {
            List<Row> some = form.subList(0, 30);
            List<String> mine = profiles.stream().filter(p -> rowsFor(Profiles.metric(p, Map.of())) == form).toList();
            Dataset<Row> ds = dataset(some, 3);
            for (String p : mine) {
                ds = SparkMetrics.sentenceScores(ds, p, Map.of(), "hyp", "refs", p);
            }
            List<Row> out = ds.collectAsList();
            for (int j = 0; j < mine.size(); j++) {
                // sentence level: sacrebleu's BLEU with effective order, as its --sentence-level
                Metric<?> metric = Profiles.metric(mine.get(j),
                        Profiles.byName(mine.get(j)).withSentenceLevelDefaults(Map.of()));
                for (int i = 0; i < some.size(); i++) {
                    Row r = some.get(i);
                    double expected = metric.sentenceScore(r.getString(2), refsOf(r)).score();
                    double got = out.get(i).getDouble(4 + j);
                    assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(got),
                            mine.get(j) + " segment " + i + ": " + expected + " vs " + got);
                }
            }
        }
    }

    @Test
    void theSqlFunctionScoresEachRow() {
        SparkMetrics.register(spark);
        dataset(rows.subList(0, 20), 2).createOrReplaceTempView("t");
        List<Row> out = spark.sql("SELECT hyp, refs, nlg_score('sacrebleu:chrf', hyp, refs) AS chrf, "
                + "nlg_score('sacrebleu:bleu', hyp, refs[0]) AS bleu FROM t").collectAsList();
        Metric<?> chrf = Profiles.metric("sacrebleu:chrf", Map.of());
        Metric<?> sentenceBleu = Profiles.metric("sacrebleu:bleu", Map.of("effective_order", "true"));
        assertEquals(20, out.size());
        for (Row r : out) {
            List<String> refs = r.getList(1);
            assertEquals(chrf.sentenceScore(r.getString(0), refs).score(), r.getDouble(2), 0.0);
            assertEquals(sentenceBleu.sentenceScore(r.getString(0), refs.subList(0, 1)).score(), r.getDouble(3), 0.0);
        }
    }

    @Test
    void sentenceBleuInSqlIsSacrebleusSentenceBleuAndTakesOptions() {
        // sacrebleu.sentence_bleu("the cat sat", ["the cat sat down"]) = 71.65 (effective order, as
        // `sacrebleu --sentence-level`); the corpus BLEU of that one segment is 0.0.
        SparkMetrics.register(spark);
        List<Row> out = spark.sql("SELECT nlg_score('sacrebleu:bleu', 'the cat sat', 'the cat sat down'), "
                + "nlg_score('sacrebleu:bleu', 'the cat sat', array('the cat sat down'), 'effective_order=false'), "
                + "nlg_score('sacrebleu:bleu', 'the cat sat', 'the cat sat down', map('effective_order', 'false')), "
                + "nlg_score('sacrebleu:chrf', 'the cat sat', 'the cat sat down', 'word_order=2, beta=2'), "
                + "nlg_score('sacrebleu:bleu', 'The cat sat', 'the cat sat down', 'lowercase=true tokenize=intl')")
                .collectAsList();
        Row r = out.get(0);
        assertEquals("71.65", String.format(java.util.Locale.ROOT, "%.2f", r.getDouble(0)));
        assertEquals(Profiles.metric("sacrebleu:bleu", Map.of("effective_order", true))
                .sentenceScore("the cat sat", List.of("the cat sat down")).score(), r.getDouble(0), 0.0);
        assertEquals(0.0, r.getDouble(1), 0.0);
        assertEquals(0.0, r.getDouble(2), 0.0);
        assertEquals(Profiles.metric("sacrebleu:chrf", Map.of("word_order", 2))
                .sentenceScore("the cat sat", List.of("the cat sat down")).score(), r.getDouble(3), 0.0);
        assertEquals(r.getDouble(0), r.getDouble(4), 0.0);
        Exception e = assertThrows(Exception.class, () -> spark.sql(
                "SELECT nlg_score('sacrebleu:bleu', 'a', 'b', 'effective_ordr=false')").collectAsList());
        assertTrue(rootMessage(e).contains("unknown option 'effective_ordr'"), rootMessage(e));
    }

    @Test
    void sentenceLevelDefaultsNeverOverrideAGivenOption() {
        Dataset<Row> ds = dataset(rows.subList(0, 10), 2);
        List<Row> out = SparkMetrics.sentenceScores(SparkMetrics.sentenceScores(ds, "sacrebleu:bleu", Map.of(), "hyp",
                "refs", "eff"), "sacrebleu:bleu", Map.of("effective_order", false), "hyp", "refs", "plain").collectAsList();
        Metric<?> eff = Profiles.metric("sacrebleu:bleu", Map.of("effective_order", true));
        Metric<?> plain = Profiles.metric("sacrebleu:bleu", Map.of());
        for (Row r : out) {
            List<String> refs = r.getList(3);
            assertEquals(eff.sentenceScore(r.getString(2), refs).score(), r.getDouble(4), 0.0);
            assertEquals(plain.sentenceScore(r.getString(2), refs).score(), r.getDouble(5), 0.0);
        }
    }

    @Test
    void optionsMayBeTypedAsTheCoreTakesThem() {
        Dataset<Row> ds = dataset(rows, 3);
        Map<String, ?> typed = Map.of("word_order", 2, "lowercase", true);
        Metric<?> chrfpp = Profiles.metric("sacrebleu:chrf", typed);
        assertEquals(ScoreText.of(chrfpp.corpusScore(hyps(rows), refs(rows))),
                ScoreText.of(SparkMetrics.corpusScore(ds, "sacrebleu:chrf", typed, "hyp", "refs")));
    }

    private static String rootMessage(Throwable e) {
        String m = String.valueOf(e.getMessage());
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IllegalArgumentException) {
                m = t.getMessage();
            }
        }
        return m;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("additiveProfiles")
    void groupedScoresAreEachGroupsSingleMachineScore(String profile) {
        Metric<?> metric = Profiles.metric(profile, Map.of());
        List<Row> order = shuffled(rowsFor(metric), 3);
        Dataset<Row> ds = dataset(order, 7);
        Map<String, Score> grouped = SparkMetrics.groupedCorpusScores(ds, profile, Map.of(), "hyp", "refs", "system");
        assertEquals(List.of("sysA", "sysB", "sysC"), List.copyOf(grouped.keySet()));
        for (String system : grouped.keySet()) {
            List<Row> mine = order.stream().filter(r -> r.getString(0).equals(system)).toList();
            assertEquals(ScoreText.of(metric.corpusScore(hyps(mine), refs(mine))), ScoreText.of(grouped.get(system)),
                    profile + " " + system);
        }
    }

    @Test
    void pairedBootstrapIsSacrebleusOnTheCollectedStatistics() {
        Metric<?> bleu = Profiles.metric("sacrebleu:bleu", Map.of());
        SparkMetrics.PairedBootstrap pb = SparkMetrics.pairedBootstrap(dataset(shuffled(rows, 9), 7), "sacrebleu:bleu",
                Map.of(), "hyp", "refs", "system", "segment", "sysB", 200, 12345L);
        assertEquals("sysB", pb.baseline());
        assertEquals(List.of("sysA", "sysC"), pb.systems());
        List<double[][]> stats = new ArrayList<>();
        for (String s : List.of("sysB", "sysA", "sysC")) {
            List<Row> mine = rows.stream().filter(r -> r.getString(0).equals(s)).toList();
            stats.add(bleu.corpusStats(hyps(mine), refs(mine)));
        }
        PairedTestResult expected = Significance.sacrebleu().withSeed(12345L)
                .pairedBootstrap(bleu, stats.get(0), stats.subList(1, 3), 200);
        assertEquals(expected, pb.result());
    }

    @Test
    void pairedBootstrapSystemsZipWithTheResultsSystems() {
        SparkMetrics.PairedBootstrap pb = SparkMetrics.pairedBootstrap(dataset(rows, 3), "sacrebleu:bleu",
                Map.of(), "hyp", "refs", "system", "segment", "sysA", 50, 1L);
        assertEquals(pb.result().systems().size(), pb.systems().size());
        Metric<?> bleu = Profiles.metric("sacrebleu:bleu", Map.of());
        for (int i = 0; i < pb.systems().size(); i++) {
            String name = pb.systems().get(i);
            List<Row> mine = rows.stream().filter(r -> r.getString(0).equals(name)).toList();
            assertEquals(bleu.corpusScore(hyps(mine), refs(mine)).score(), pb.result().systems().get(i).score(),
                    0.0, name);
        }
    }

    // ---------------------------------------------------------------- data

    static Dataset<Row> dataset(List<Row> data, int partitions) {
        return SparkTestSession.dataset(data, SCHEMA, partitions);
    }

    static List<String> hyps(List<Row> data) {
        return data.stream().map(r -> r.getString(2)).toList();
    }

    static List<List<String>> refs(List<Row> data) {
        return data.stream().map(SparkMetricsTest::refsOf).toList();
    }

    static List<String> refsOf(Row r) {
        return Columns.references(r.get(3), "refs");
    }

    static List<Row> shuffled(List<Row> data, long seed) {
        List<Row> copy = new ArrayList<>(data);
        java.util.Collections.shuffle(copy, new Random(seed));
        return copy;
    }

    private static final String[] WORDS = {"the", "cat", "sat", "on", "a", "mat", "The", "dog", "ran", "quickly",
        "über", "Straße", "and", "then", "it", "was", "raining", "cats", "dogs", ",", ".", "!", "don't", "3.5",
        "running", "ran", "runs", "happily", "happy", "house", "home", "mouse"};

    /** {@code perSystem} segments for each of {@code systems} systems: two references, a noisy hypothesis. */
    static List<Row> generated(int perSystem, int systems, long seed) {
        Random rnd = new Random(seed);
        List<String[]> refs = new ArrayList<>();
        for (int i = 0; i < perSystem; i++) {
            refs.add(new String[] {sentence(rnd, 4 + rnd.nextInt(12)), sentence(rnd, 3 + rnd.nextInt(12))});
        }
        List<Row> out = new ArrayList<>();
        for (int s = 0; s < systems; s++) {
            for (int i = 0; i < perSystem; i++) {
                String[] ref = refs.get(i);
                String hyp = mutate(rnd, ref[0]);
                out.add(RowFactory.create("sys" + (char) ('A' + s), (long) i, hyp, new String[] {ref[0], ref[1]}));
            }
        }
        return out;
    }

    private static String sentence(Random rnd, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(i == 0 ? "" : " ").append(WORDS[rnd.nextInt(WORDS.length)]);
        }
        return b.toString();
    }

    private static String mutate(Random rnd, String ref) {
        List<String> tokens = new ArrayList<>(List.of(ref.split(" ")));
        int edits = rnd.nextInt(4);
        for (int e = 0; e < edits && !tokens.isEmpty(); e++) {
            int at = rnd.nextInt(tokens.size());
            switch (rnd.nextInt(3)) {
                case 0 -> tokens.remove(at);
                case 1 -> tokens.set(at, WORDS[rnd.nextInt(WORDS.length)]);
                default -> tokens.add(at, WORDS[rnd.nextInt(WORDS.length)]);
            }
        }
        return tokens.isEmpty() ? "the" : String.join(" ", tokens);
    }
}
