package io.github.nlgmetrics.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a PySpark job does, as far as it can be done without Python (docs/spark.md, "From
 * PySpark"): the SQL function through {@code spark.sql}, and the gateway calls with the values Py4J
 * hands the JVM — a {@code df._jdf} ({@code Dataset<Row>}), a Python dict of options converted by
 * PySpark's gateway ({@code auto_convert=True}) into a raw {@code java.util.HashMap} whose values
 * keep their Python types ({@code int} → {@code Integer}, {@code bool} → {@code Boolean},
 * {@code str} → {@code String}), and results read back through their methods.
 */
class PySparkGatewayTest {
    private static SparkSession spark;
    private static List<Row> rows;
    private static Dataset<Row> df;

    @BeforeAll
    static void start() {
        spark = SparkTestSession.get();
        rows = SparkMetricsTest.generated(40, 2, 7);
        df = SparkTestSession.dataset(rows, SparkMetricsTest.SCHEMA, 3);
    }

    @AfterAll
    static void stop() {
        SparkTestSession.stop();
    }

    @Test
    void sqlThroughSparkSqlAsAPySparkJobWritesIt() {
        // spark._jvm.io.github.nlgmetrics.spark.SparkMetrics.register(spark._jsparkSession)
        SparkMetrics.register(spark);
        // df.createOrReplaceTempView("t"); spark.sql("SELECT ...").collect()
        df.createOrReplaceTempView("t");
        List<Row> out = spark.sql("SELECT hyp, refs, nlg_score('sacrebleu:bleu', hyp, refs) AS bleu, "
                + "nlg_score('sacrebleu:chrf', hyp, refs, 'word_order=2') AS chrfpp FROM t").collectAsList();
        Metric<?> bleu = Profiles.metric("sacrebleu:bleu", Map.of("effective_order", true));
        Metric<?> chrfpp = Profiles.metric("sacrebleu:chrf", Map.of("word_order", 2));
        assertEquals(rows.size(), out.size());
        for (Row r : out) {
            List<String> refs = r.getList(1);
            assertEquals(bleu.sentenceScore(r.getString(0), refs).score(), r.getDouble(2), 0.0);
            assertEquals(chrfpp.sentenceScore(r.getString(0), refs).score(), r.getDouble(3), 0.0);
        }
    }

    @Test
    @SuppressWarnings({"rawtypes", "unchecked"})
    void gatewayCallsWithAConvertedPythonDict() {
        // options = {"word_order": 2, "lowercase": True}   (Py4J: HashMap<Object, Object>)
        Map options = new HashMap();
        options.put("word_order", Integer.valueOf(2));
        options.put("lowercase", Boolean.TRUE);
        // jvm.io.github.nlgmetrics.spark.SparkMetrics.corpusScore(df._jdf, "sacrebleu:chrf", options, "hyp", "refs")
        Score s = SparkMetrics.corpusScore(df, "sacrebleu:chrf", options, "hyp", "refs");
        Metric<?> chrf = Profiles.metric("sacrebleu:chrf", Map.of("word_order", 2, "lowercase", true));
        assertEquals(ScoreText.of(chrf.corpusScore(SparkMetricsTest.hyps(rows), SparkMetricsTest.refs(rows))),
                ScoreText.of(s));
        // s.score(), s.format("chrF2++", 1, False, signature): what Python prints
        assertEquals(chrf.corpusScore(SparkMetricsTest.hyps(rows), SparkMetricsTest.refs(rows)).score(), s.score(), 0.0);

        // per = SparkMetrics.groupedCorpusScores(df._jdf, "sacrebleu:bleu", {}, "hyp", "refs", "system")
        // {k: per.get(k).score() for k in per.keySet()}
        Map<String, Score> per = SparkMetrics.groupedCorpusScores(df, "sacrebleu:bleu", new HashMap(), "hyp", "refs",
                "system");
        Metric<?> bleu = Profiles.metric("sacrebleu:bleu", Map.of());
        for (String system : per.keySet()) {
            List<Row> mine = new ArrayList<>(rows.stream().filter(r -> r.getString(0).equals(system)).toList());
            assertEquals(bleu.corpusScore(SparkMetricsTest.hyps(mine), SparkMetricsTest.refs(mine)).score(),
                    per.get(system).score(), 0.0, system);
        }

        // scored = DataFrame(SparkMetrics.sentenceScores(df._jdf, "sacrebleu:chrf", {}, "hyp", "refs", "chrf"), spark)
        Dataset<Row> scored = SparkMetrics.sentenceScores(df, "sacrebleu:chrf", new HashMap(), "hyp", "refs", "chrf");
        assertEquals(rows.size(), scored.filter("chrf >= 0").count());
    }
}
