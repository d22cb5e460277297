package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.significance.PairedTestResult;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF4;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/**
 * Any registered metric ({@code Profiles}) over a Spark {@link Dataset}: corpus scores computed
 * where the data lives and equal, bit for bit, to {@code metric.corpusScore(hyps, refs)} on one
 * machine over the rows in dataset order; sentence scores as a column and as the SQL function
 * {@code nlg_score(profile, hyp, refs [, options])}; one corpus score per group; paired bootstrap.
 *
 * <pre>
 *   Score bleu = SparkMetrics.corpusScore(ds, "sacrebleu:bleu", Map.of(), "hyp", "refs");
 *   Map&lt;String, Score&gt; perSystem = SparkMetrics.groupedCorpusScores(ds, "sacrebleu:chrf", Map.of(), "hyp", "refs", "system");
 *   Dataset&lt;Row&gt; withTer = SparkMetrics.sentenceScores(ds, "sacrebleu:ter", Map.of(), "hyp", "refs", "ter");
 *   SparkMetrics.register(spark);  // SELECT nlg_score('sacrebleu:chrf', hyp, refs) FROM t
 * </pre>
 *
 * <p>The hypothesis column holds text; the references column text (one reference) or an array of
 * text. Options are a {@code Map<String, ?>} as {@code Profile.metric} takes them: the profile's
 * own keyword names with text or typed values ({@code tokenize -> intl}, {@code word_order -> 2}),
 * validated on the driver before any job runs. Sentence scores add the options the reference's
 * command line sets at sentence level where they are not given
 * ({@code Profile.withSentenceLevelDefaults}: sacrebleu's BLEU with effective order).
 *
 * <p><b>How the corpus score stays exact.</b> Each partition scores its rows with one
 * {@code SegmentScorer} ({@code Metric.newScorer()}, thread-confined) and folds the statistics
 * rows into a {@link ColumnSums}; a tree aggregate merges the partitions. Columns of integer
 * counts are summed as {@code long}s, which equals Python's left-to-right sum whatever the order;
 * columns of fractions (segment scores of METEOR, RIBES, ROUGE, NLTK's chrF) travel as (ordinal,
 * value) pairs and are added on the driver in dataset order, as one machine adds them. Which
 * columns hold fractions is guessed from the first rows and corrected by one more pass when a
 * later row proves the guess wrong; a guess never changes a bit of the result, only the work.
 * Only additive metrics ({@code Metric.additive()}) are accepted: NLTK's NIST, ROUGE-1.5.5's
 * averages and NLTK BLEU's methods 5–7 need the whole corpus at once.
 */
public final class SparkMetrics {
    /** The SQL function {@link #register} installs. */
    public static final String UDF_NAME = "nlg_score";
    /** Rows scored on the driver to guess which statistics columns hold fractions. */
    static final int PROBE_ROWS = 64;
    private static final String ORDINAL = "__nlg_metrics_ordinal";

    private SparkMetrics() {
    }

    /**
     * The corpus score of every row of {@code ds}, equal to the profile's
     * {@code corpusScore(hyps, refs)} over the rows in dataset order.
     */
    public static Score corpusScore(Dataset<Row> ds, String profile, Map<String, ?> options,
                                    String hypCol, String refsCol) {
        MetricSpec spec = additiveSpec(profile, options);
        return score(spec.metric(), corpusSums(ds, spec, hypCol, refsCol));
    }

    /**
     * The column sums of the statistics rows of {@code ds}, bit-identical to
     * {@code Stats.columnSums(metric.corpusStats(hyps, refs))} over the rows in dataset order;
     * an empty dataset gives an empty array.
     */
    public static double[] corpusStatistics(Dataset<Row> ds, String profile, Map<String, ?> options,
                                            String hypCol, String refsCol) {
        return corpusSums(ds, additiveSpec(profile, options), hypCol, refsCol).sums();
    }

    /**
     * {@code ds} with one more column {@code outCol} (double): each row's sentence score, as the
     * profile's {@code sentenceScore(hyp, refs)} computes it (one scorer per partition) with
     * {@code options} plus the options the reference's command line sets at sentence level where
     * they are not given ({@code Profile.withSentenceLevelDefaults}): sacrebleu's BLEU with
     * {@code effective_order=true}, as {@code sacrebleu --sentence-level}, {@code
     * sacrebleu.sentence_bleu} and {@code nlg-metrics --sentence-level} score a sentence.
     */
    public static Dataset<Row> sentenceScores(Dataset<Row> ds, String profile, Map<String, ?> options,
                                              String hypCol, String refsCol, String outCol) {
        MetricSpec spec = MetricSpec.sentence(profile, options);
        StructType schema = ds.schema();
        int h = Columns.index(schema, hypCol, false);
        int r = Columns.index(schema, refsCol, true);
        if (List.of(schema.fieldNames()).contains(outCol)) {
            throw new IllegalArgumentException("column '" + outCol + "' exists already");
        }
        int width = schema.size();
        return ds.mapPartitions((MapPartitionsFunction<Row, Row>) rows -> {
            SegmentScorer scorer = spec.metric().newScorer();
            return new Iterator<Row>() {
                @Override
                public boolean hasNext() {
                    return rows.hasNext();
                }

                @Override
                public Row next() {
                    Row row = rows.next();
                    Object[] values = new Object[width + 1];
                    for (int i = 0; i < width; i++) {
                        values[i] = row.get(i);
                    }
                    values[width] = spec.sentenceScore(scorer, Columns.hypothesis(row, h, hypCol),
                            Columns.references(row.get(r), refsCol));
                    return RowFactory.create(values);
                }
            };
        }, Encoders.row(schema.add(outCol, DataTypes.DoubleType, false)));
    }

    /**
     * Registers the SQL function {@code nlg_score(profile, hyp, refs [, options])} (double): the
     * sentence score of one row, as {@link #sentenceScores} computes it (the options given, plus
     * the reference command line's sentence-level defaults for those not given: sacrebleu's BLEU
     * with {@code effective_order=true}). {@code refs} is a string or an array of strings;
     * {@code options} a map ({@code map('tokenize', 'intl')}) or a text of {@code key=value}
     * pairs separated by commas or spaces ({@code 'tokenize=intl, effective_order=false'}).
     *
     * <pre>
     * SELECT nlg_score('sacrebleu:bleu', hyp, refs) FROM t                               -- 71.65 for "the cat sat" / "the cat sat down"
     * SELECT nlg_score('sacrebleu:bleu', hyp, refs, 'effective_order=false') FROM t      -- 0.0: corpus BLEU of one segment
     * SELECT nlg_score('sacrebleu:chrf', hyp, refs, map('word_order', '2')) FROM t       -- chrF++
     * </pre>
     *
     * <p>Spark registers a Java function with one arity; the three-argument form is added to the
     * session's function registry as the four-argument one with no options.
     */
    public static void register(SparkSession spark) {
        spark.udf().register(UDF_NAME, (UDF4<String, String, Object, Object, Double>) (profile, hyp, refs, options) -> {
            if (hyp == null) {
                throw new IllegalArgumentException(UDF_NAME + ": null hypothesis");
            }
            MetricSpec spec = SqlOptions.spec(profile, options);
            return spec.sentenceScore(spec.threadScorer(), hyp, Columns.references(refs, "refs"));
        }, DataTypes.DoubleType);
        FunctionRegistry registry = ((org.apache.spark.sql.classic.SparkSession) spark).sessionState()
                .functionRegistry();
        scala.Function1<scala.collection.immutable.Seq<Expression>, Expression> four = registry
                .lookupFunctionBuilder(FunctionIdentifier.apply(UDF_NAME)).get();
        scala.Function1<scala.collection.immutable.Seq<Expression>, Expression> either = args -> {
            if (args.size() == 3) {
                java.util.List<Expression> padded = new ArrayList<>(scala.jdk.javaapi.CollectionConverters.asJava(args));
                padded.add(Literal.create(null, DataTypes.StringType));
                return four.apply(scala.jdk.javaapi.CollectionConverters.asScala(padded).toList());
            }
            if (args.size() != 4) {
                throw new IllegalArgumentException(UDF_NAME + " takes (profile, hyp, refs) or (profile, hyp, refs, "
                        + "options): " + args.size() + " arguments given");
            }
            return four.apply(args);
        };
        registry.createOrReplaceTempFunction(UDF_NAME, either, "scala_udf");
    }

    /**
     * One corpus score per distinct value of {@code groupCol} (per system, language pair,
     * prompt), keyed by the value's text and sorted by it; each equal to the profile's
     * {@code corpusScore} of that group's rows in dataset order. The statistics are folded by a
     * typed {@code Aggregator} ({@link StatsAggregator}).
     */
    public static Map<String, Score> groupedCorpusScores(Dataset<Row> ds, String profile,
                                                         Map<String, ?> options, String hypCol,
                                                         String refsCol, String groupCol) {
        MetricSpec spec = additiveSpec(profile, options);
        StructType schema = ds.schema();
        int h = Columns.index(schema, hypCol, false);
        int r = Columns.index(schema, refsCol, true);
        int k = List.of(schema.fieldNames()).indexOf(groupCol);
        if (k < 0) {
            throw new IllegalArgumentException("no column '" + groupCol + "' (columns: "
                    + String.join(", ", schema.fieldNames()) + ")");
        }
        Dataset<Row> ordered = ds.withColumn(ORDINAL, functions.monotonically_increasing_id());
        int o = schema.size();
        BitSet floating = probe(ds, spec, hypCol, refsCol);
        while (true) {
            StatsAggregator agg = new StatsAggregator(spec, hypCol, h, refsCol, r, o, floating);
            List<Tuple2<String, ColumnSums>> groups = ordered
                    .groupByKey((MapFunction<Row, String>) row -> String.valueOf(row.get(k)), Encoders.STRING())
                    .agg(agg.toColumn())
                    .collectAsList();
            BitSet missed = new BitSet();
            groups.forEach(g -> missed.or(g._2().missed()));
            if (missed.isEmpty()) {
                Map<String, Score> out = new TreeMap<>();
                for (Tuple2<String, ColumnSums> g : groups) {
                    out.put(g._1(), score(spec.metric(), g._2()));
                }
                return Collections.unmodifiableMap(out);
            }
            floating.or(missed);
        }
    }

    /**
     * Paired bootstrap result.
     *
     * @param baseline the baseline system's name, the one {@code result.baseline()} describes
     * @param systems the other systems' names, index for index the entries of {@code result.systems()}
     * @param result sacrebleu's paired bootstrap of {@code systems} against {@code baseline}
     */
    public record PairedBootstrap(String baseline, List<String> systems, PairedTestResult result) {
        public PairedBootstrap {
            systems = List.copyOf(systems);
            if (systems.size() != result.systems().size()) {
                throw new IllegalArgumentException(systems.size() + " system names for " + result.systems().size()
                        + " results");
            }
        }
    }

    /**
     * sacrebleu's paired bootstrap resampling ({@code Significance.sacrebleu().pairedBootstrap})
     * of every system in {@code systemCol} against {@code baseline}. The per-segment statistics
     * are computed on the executors and collected to the driver (segments × systems × row width
     * doubles: 10M segments × 2 systems × 10 BLEU statistics × 8 bytes is 1.6 GB, the practical limit);
     * segments are paired by {@code segmentCol} (integers), which must hold the same values for
     * every system.
     */
    public static PairedBootstrap pairedBootstrap(Dataset<Row> ds, String profile, Map<String, ?> options,
                                                  String hypCol, String refsCol, String systemCol,
                                                  String segmentCol, String baseline, int nSamples, long seed) {
        MetricSpec spec = additiveSpec(profile, options);
        StructType schema = ds.schema();
        int h = Columns.index(schema, hypCol, false);
        int r = Columns.index(schema, refsCol, true);
        int sys = List.of(schema.fieldNames()).indexOf(systemCol);
        int seg = List.of(schema.fieldNames()).indexOf(segmentCol);
        if (sys < 0 || seg < 0) {
            throw new IllegalArgumentException("no column '" + (sys < 0 ? systemCol : segmentCol) + "'");
        }
        StructType out = new StructType().add("system", DataTypes.StringType).add("segment", DataTypes.LongType)
                .add("stats", DataTypes.createArrayType(DataTypes.DoubleType, false));
        List<Row> rows = ds.mapPartitions((MapPartitionsFunction<Row, Row>) it -> {
            SegmentScorer scorer = spec.metric().newScorer();
            List<Row> part = new ArrayList<>();
            while (it.hasNext()) {
                Row row = it.next();
                double[] stats = scorer.stats(Columns.hypothesis(row, h, hypCol), Columns.references(row.get(r), refsCol));
                part.add(RowFactory.create(String.valueOf(row.get(sys)), ((Number) row.get(seg)).longValue(), stats));
            }
            return part.iterator();
        }, Encoders.row(out)).collectAsList();
        Map<String, TreeMap<Long, double[]>> bySystem = new TreeMap<>();
        for (Row row : rows) {
            double[] stats = toDoubles(row.get(2));
            if (bySystem.computeIfAbsent(row.getString(0), s -> new TreeMap<>()).put(row.getLong(1), stats) != null) {
                throw new IllegalArgumentException("system '" + row.getString(0) + "' has segment " + row.getLong(1)
                        + " twice");
            }
        }
        if (!bySystem.containsKey(baseline)) {
            throw new IllegalArgumentException("no baseline system '" + baseline + "' (systems: " + bySystem.keySet() + ")");
        }
        List<String> names = new ArrayList<>();
        names.add(baseline);
        bySystem.keySet().stream().filter(s -> !s.equals(baseline)).forEach(names::add);
        List<double[][]> stats = new ArrayList<>();
        for (String name : names) {
            TreeMap<Long, double[]> segs = bySystem.get(name);
            if (!segs.keySet().equals(bySystem.get(baseline).keySet())) {
                throw new IllegalArgumentException("system '" + name + "' does not have the segments of the baseline '"
                        + baseline + "'");
            }
            stats.add(segs.values().toArray(new double[0][]));
        }
        PairedTestResult result = Significance.sacrebleu().withSeed(seed)
                .pairedBootstrap(spec.metric(), stats.get(0), stats.subList(1, stats.size()), nSamples);
        return new PairedBootstrap(baseline, names.subList(1, names.size()), result);
    }

    private static double[] toDoubles(Object v) {
        if (v instanceof double[] d) {
            return d;
        }
        List<Double> list = new ArrayList<>();
        if (v instanceof scala.collection.Iterable<?> it) {
            scala.collection.Iterator<?> i = it.iterator();
            while (i.hasNext()) {
                list.add((Double) i.next());
            }
        } else {
            ((Iterable<?>) v).forEach(x -> list.add((Double) x));
        }
        double[] d = new double[list.size()];
        for (int i = 0; i < d.length; i++) {
            d[i] = list.get(i);
        }
        return d;
    }

    static MetricSpec additiveSpec(String profile, Map<String, ?> options) {
        MetricSpec spec = MetricSpec.of(profile, options);
        if (!spec.metric().additive()) {
            throw new IllegalArgumentException(profile + " is not additive (its corpus score is not a function of "
                    + "summed segment statistics): collect the data and use Metric.corpusScore");
        }
        return spec;
    }

    private static Score score(Metric<?> metric, ColumnSums sums) {
        return sums.count() == 0 ? metric.scoreOfSegments(new double[0][]) : metric.score(sums.sums());
    }

    private static ColumnSums corpusSums(Dataset<Row> ds, MetricSpec spec, String hypCol, String refsCol) {
        StructType schema = ds.schema();
        int h = Columns.index(schema, hypCol, false);
        int r = Columns.index(schema, refsCol, true);
        JavaRDD<Row> rdd = ds.javaRDD();
        BitSet floating = probe(ds, spec, hypCol, refsCol);
        while (true) {
            BitSet carried = (BitSet) floating.clone();
            JavaRDD<ColumnSums> parts = rdd.mapPartitionsWithIndex((index, rows) -> {
                SegmentScorer scorer = spec.metric().newScorer();
                ColumnSums acc = new ColumnSums(carried);
                long ordinal = ((long) index) << 33;
                while (rows.hasNext()) {
                    Row row = rows.next();
                    acc.add(ordinal++, scorer.stats(Columns.hypothesis(row, h, hypCol),
                            Columns.references(row.get(r), refsCol)));
                }
                return List.of(acc).iterator();
            }, false);
            ColumnSums total = parts.treeAggregate(new ColumnSums(carried), ColumnSums::merge, ColumnSums::merge);
            BitSet missed = total.missed();
            if (missed.isEmpty()) {
                return total;
            }
            floating.or(missed);
        }
    }

    /** The columns holding a fraction in the statistics of the first {@link #PROBE_ROWS} rows. */
    private static BitSet probe(Dataset<Row> ds, MetricSpec spec, String hypCol, String refsCol) {
        StructType schema = ds.schema();
        int h = Columns.index(schema, hypCol, false);
        int r = Columns.index(schema, refsCol, true);
        SegmentScorer scorer = spec.metric().newScorer();
        List<double[]> rows = new ArrayList<>();
        for (Row row : ds.limit(PROBE_ROWS).collectAsList()) {
            rows.add(scorer.stats(Columns.hypothesis(row, h, hypCol), Columns.references(row.get(r), refsCol)));
        }
        return fractionColumns(spec, rows);
    }

    /** The columns of {@code rows} holding a value that is not an integer of magnitude at most 2^53. */
    static BitSet fractionColumns(MetricSpec spec, List<double[]> rows) {
        BitSet floating = new BitSet();
        for (double[] stats : rows) {
            for (int c = 0; c < stats.length; c++) {
                if (stats[c] != Math.rint(stats[c]) || Math.abs(stats[c]) > ColumnSums.EXACT) {
                    floating.set(c);
                }
            }
        }
        return floating;
    }
}
