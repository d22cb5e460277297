package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.bertscore.BertScore;
import io.github.nlgmetrics.bertscore.BertScoreResult;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/**
 * BERTScore ({@code bert-score:bertscore}, {@code hf-evaluate:bertscore}, {@code torchmetrics:bert_score}) over a
 * Spark dataset, equal to {@code nlg-metrics bertscore} on the same rows: P, R, F and the hash to the bit, per group
 * and per segment.
 *
 * <p>Each group is scored as <b>one call of the engine</b> ({@code BertScore.corpusScore(hyps, refs)}, the call
 * {@code nlg-metrics bertscore} makes on that group's rows), on an executor: the group's rows travel to one task
 * (a shuffle of the texts, keyed by group, one partition per group), are put back in dataset order there, and the
 * call's result, every segment's P, R and F, comes back to the driver whole ({@link BertScoreResult} is
 * serializable), where its means are torch's float32 means ({@link BertScoreResult#mean}) as the command computes
 * them. One call per group, because the call's numbers depend on the whole group: idf from all of its references;
 * bert_score's matching batches (a short text's padding floors a negative similarity at 0 only beside a longer text
 * of its batch of {@code batch_size} pairs); torchmetrics' padded length and its ordering quirk (output {@code i}
 * matches the texts of other rows, by a length sort of the whole call). Groups run side by side, one per task; the
 * call itself runs the encoder's batches on the executor's threads ({@code -Dnlgmetrics.threads}).
 *
 * <p>The model is loaded once per executor JVM ({@code BertModels.shared}, keyed by the model's name or folder and
 * device; the metric is built once per JVM from its {@link MetricSpec}); the driver never loads it. The folder given
 * as {@code model_type} must be readable on every executor under that name: a shared path, or an archive shipped
 * with the job ({@code --archives tiny-roberta.zip#tiny-roberta}, unpacked into each executor's working directory,
 * and {@code model_type=tiny-roberta}, a relative folder). See docs/spark.md.
 */
public final class SparkBertScore {
    private SparkBertScore() {
    }

    /**
     * Per group (the group column's text, sorted; {@code ""} for the whole dataset when {@code groupCol} is null):
     * the result of {@code profile}'s one call on that group's rows in dataset order.
     */
    public static Map<String, BertScoreResult> groupedScores(Dataset<Row> ds, String profile, Map<String, ?> options,
            String hypCol, String refsCol, String groupCol) {
        Map<String, BertScoreResult> out = new TreeMap<>();
        run(segments(ds, hypCol, refsCol, groupCol), spec(profile, options)).forEach((g, c) -> out.put(g, c.result()));
        return out;
    }

    /** The result of {@code profile}'s one call on every row of {@code ds}, in dataset order. */
    public static BertScoreResult corpusScore(Dataset<Row> ds, String profile, Map<String, ?> options, String hypCol,
            String refsCol) {
        return groupedScores(ds, profile, options, hypCol, refsCol, null).get("");
    }

    /**
     * {@code ds} in dataset order plus three {@code double} columns {@code <prefix>_P}, {@code <prefix>_R},
     * {@code <prefix>_F}: each row's values in its group's call ({@code groupCol} null: the whole dataset's), as
     * {@code nlg-metrics bertscore --segment-scores} writes them. Refused with {@code all_layers} (one value per
     * layer).
     */
    public static Dataset<Row> segmentScores(Dataset<Row> ds, String profile, Map<String, ?> options, String hypCol,
            String refsCol, String groupCol, String prefix) {
        MetricSpec spec = spec(profile, options);
        if (((BertScore) spec.metric()).config().allLayers()) {
            throw new IllegalArgumentException(profile + ": segment scores need one score per segment, and all_layers"
                    + " gives one per layer");
        }
        StructType schema = ds.schema();
        int h = Columns.index(schema, hypCol, false);
        int r = Columns.index(schema, refsCol, true);
        int g = groupCol == null ? -1 : Columns.index(schema, groupCol, false);
        JavaPairRDD<String, Placed> placed = ds.javaRDD().mapPartitionsWithIndex((index, rows) -> {
            long[] ordinal = {((long) index) << 33};
            return map(rows, row -> new Tuple2<>(g < 0 ? "" : groupOf(row, g, groupCol), new Placed(ordinal[0]++,
                    Columns.hypothesis(row, h, hypCol), Columns.references(row.get(r), refsCol), row)));
        }, false).mapToPair(t -> t);
        JavaRDD<Row> scored = calls(placed, spec).flatMap(c -> {
            double[][] prf = {c._2().call().result().segments(0), c._2().call().result().segments(1),
                    c._2().call().result().segments(2)};
            List<Placed> rows = c._2().rows();
            List<Tuple2<Long, Row>> out = new ArrayList<>(rows.size());
            for (int i = 0; i < rows.size(); i++) {
                Row row = (Row) rows.get(i).row();
                Object[] values = new Object[row.size() + 3];
                for (int k = 0; k < row.size(); k++) {
                    values[k] = row.get(k);
                }
                for (int k = 0; k < 3; k++) {
                    values[row.size() + k] = prf[k][i];
                }
                out.add(new Tuple2<>(rows.get(i).ordinal(), RowFactory.create(values)));
            }
            return out.iterator();
        }).mapToPair(t -> t).sortByKey().values();
        StructType withScores = schema.add(prefix + "_P", DataTypes.DoubleType, false)
                .add(prefix + "_R", DataTypes.DoubleType, false).add(prefix + "_F", DataTypes.DoubleType, false);
        return SparkSession.active().createDataFrame(scored, withScores);
    }

    /** One group's call: its result and the signature's {@code nrefs} (the references per segment, -1 when it varies). */
    record GroupCall(BertScoreResult result, int nrefs) implements Serializable {
    }

    /** A row of a group with its place in the dataset ({@code row}: the row itself where it is given back, else null). */
    record Placed(long ordinal, String hyp, List<String> refs, Object row) implements Serializable {
    }

    /** A group's call and its rows in dataset order. */
    record Called(GroupCall call, List<Placed> rows) implements Serializable {
    }

    /** The spec of a BERTScore profile, validated on the driver (an unknown option, or a profile of another metric). */
    static MetricSpec spec(String profile, Map<String, ?> options) {
        MetricSpec spec = MetricSpec.of(profile, options);
        if (!(spec.metric() instanceof BertScore)) {
            throw new IllegalArgumentException(profile + " is not a BERTScore profile");
        }
        return spec;
    }

    /** Whether {@code spec}'s metric is BERTScore (scored by {@link #run}, one call per group). */
    static boolean isBertScore(MetricSpec spec) {
        return spec.metric() instanceof BertScore;
    }

    /** Per group, sorted: the one call of {@code spec} on the group's segments in dataset order. */
    static Map<String, GroupCall> run(JavaRDD<Segment> segments, MetricSpec spec) {
        JavaPairRDD<String, Placed> placed = segments.mapPartitionsWithIndex((index, it) -> {
            long[] ordinal = {((long) index) << 33};
            return map(it, s -> new Tuple2<>(s.group() == null ? "" : s.group(),
                    new Placed(ordinal[0]++, s.hyp(), s.refs(), null)));
        }, false).mapToPair(t -> t);
        Map<String, GroupCall> out = new TreeMap<>();
        calls(placed, spec).collect().forEach(t -> out.put(t._1(), t._2().call()));
        return out;
    }

    /**
     * Each group's rows gathered in one task (one partition per group, so that the groups' calls run side by side),
     * put in dataset order, and scored by one call of the engine.
     */
    private static JavaPairRDD<String, Called> calls(JavaPairRDD<String, Placed> placed, MetricSpec spec) {
        List<String> groups = placed.keys().distinct().collect();
        Map<String, Integer> index = new HashMap<>();
        groups.stream().sorted().forEach(k -> index.put(k, index.size()));
        return placed.groupByKey(new GroupPartitioner(index)).mapValues(rows -> {
            List<Placed> sorted = new ArrayList<>();
            rows.forEach(sorted::add);
            sorted.sort(Comparator.comparingLong(Placed::ordinal));
            List<String> hyps = new ArrayList<>(sorted.size());
            List<List<String>> refs = new ArrayList<>(sorted.size());
            int min = Integer.MAX_VALUE;
            int max = -1;
            for (Placed p : sorted) {
                hyps.add(p.hyp());
                refs.add(p.refs());
                min = Math.min(min, p.refs().size());
                max = Math.max(max, p.refs().size());
            }
            BertScoreResult result = ((BertScore) spec.metric()).corpusScore(hyps, refs);
            return new Called(new GroupCall(result, min == max ? min : -1), sorted);
        });
    }

    /** The segments of {@code ds}: hypothesis, references and group read as the command reads them. */
    private static JavaRDD<Segment> segments(Dataset<Row> ds, String hypCol, String refsCol, String groupCol) {
        StructType schema = ds.schema();
        int h = Columns.index(schema, hypCol, false);
        int r = Columns.index(schema, refsCol, true);
        int g = groupCol == null ? -1 : Columns.index(schema, groupCol, false);
        return ds.javaRDD().map(row -> new Segment(g < 0 ? null : groupOf(row, g, groupCol),
                Columns.hypothesis(row, h, hypCol), Columns.references(row.get(r), refsCol)));
    }

    private static String groupOf(Row row, int g, String groupCol) {
        if (row.isNullAt(g)) {
            throw new IllegalArgumentException("null in the group column '" + groupCol + "'");
        }
        return row.get(g).toString();
    }

    private static <A, B> Iterator<B> map(Iterator<A> it, org.apache.spark.api.java.function.Function<A, B> f) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public B next() {
                try {
                    return f.call(it.next());
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        };
    }

    /** One partition per group: group {@code k} of the sorted group names in partition {@code k}. */
    private static final class GroupPartitioner extends Partitioner {
        private static final long serialVersionUID = 1L;
        private final HashMap<String, Integer> index;

        GroupPartitioner(Map<String, Integer> index) {
            this.index = new HashMap<>(index);
        }

        @Override
        public int numPartitions() {
            return Math.max(1, index.size());
        }

        @Override
        public int getPartition(Object key) {
            return index.get((String) key);
        }
    }
}
