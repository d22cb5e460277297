package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.bertscore.BertScore;
import io.github.nlgmetrics.bertscore.BertScoreResult;
import io.github.nlgmetrics.bertscore.CorpusSplit;
import io.github.nlgmetrics.bertscore.model.BertModels;
import io.github.nlgmetrics.bertscore.model.ModelLocator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.Partitioner;
import org.apache.spark.SparkFiles;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * BERTScore ({@code bert-score:bertscore}, {@code hf-evaluate:bertscore}, {@code torchmetrics:bert_score}) over a
 * Spark dataset, equal to {@code nlg-metrics bertscore} on the same rows: P, R, F and the hash to the bit, per group
 * and per segment.
 *
 * <p>Each group is scored as <b>one call of the engine</b> ({@code BertScore.corpusScore(hyps, refs)}, the call
 * {@code nlg-metrics bertscore} makes on that group's rows), split over tasks by {@link CorpusSplit}, so that one
 * group's sentences are embedded on every executor: (1) each partition tokenizes its rows of each group
 * ({@link CorpusSplit#tokens}: token counts and document frequencies, a few numbers per pair, come back to the
 * driver); (2) the driver plans each group's call ({@link CorpusSplit#plan}: idf from all of the group's references,
 * torchmetrics' padded lengths and ordering quirk, chunks that start where bert_score's matching blocks start, about
 * two per core); (3) each pair's texts travel to the task of its chunk (one shuffle of the texts), which embeds and
 * matches them ({@link CorpusSplit#score}); (4) the chunks' P, R and F come back to the driver, where the group's
 * result is finished as the command finishes it ({@link CorpusSplit#result}; its means torch's float32 means,
 * {@link BertScoreResult#mean}). A sentence's hidden states depend on its own tokens only, so the numbers are the
 * command's to the bit however the rows are cut. A task retried after a lost executor recomputes its own chunk
 * and nothing is counted twice (the driver takes each chunk's result once).
 *
 * <p>The model is loaded once per executor JVM ({@code BertModels.shared}, keyed by the model's name or folder and
 * device; the metric is built once per JVM from its {@link MetricSpec}); the driver never loads it. The folder given
 * as {@code model_type} must be readable on every executor under that name: a shared path, or an archive shipped
 * with the job ({@code --archives tiny-roberta.zip#tiny-roberta}, unpacked by Spark into each executor's
 * {@code SparkFiles} root, and {@code model_type=tiny-roberta}: {@link #onExecutor}). See docs/spark.md.
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
        int g = groupCol == null ? -1 : Columns.index(schema, groupCol, false);
        Scored scored = score(placed(segments(ds, hypCol, refsCol, groupCol)), spec);
        // each row's P, R and F, given back where it stands: its group's row index from its partition's first one
        Map<String, double[][]> prf = new HashMap<>();
        scored.calls().forEach((group, c) -> prf.put(group, new double[][] {c.result().segments(0),
                c.result().segments(1), c.result().segments(2)}));
        Map<List<Object>, Integer> firstRow = scored.firstRow();
        JavaRDD<Row> rows = ds.javaRDD().mapPartitionsWithIndex((index, it) -> {
            Map<String, Integer> next = new HashMap<>();
            return map(it, row -> {
                String group = g < 0 ? "" : groupOf(row, g, groupCol);
                int i = next.computeIfAbsent(group, k -> firstRow.get(List.of(k, index)));
                next.put(group, i + 1);
                double[][] v = prf.get(group);
                Object[] values = new Object[row.size() + 3];
                for (int k = 0; k < row.size(); k++) {
                    values[k] = row.get(k);
                }
                for (int k = 0; k < 3; k++) {
                    values[row.size() + k] = v[k][i];
                }
                return RowFactory.create(values);
            });
        }, true);
        StructType withScores = schema.add(prefix + "_P", DataTypes.DoubleType, false)
                .add(prefix + "_R", DataTypes.DoubleType, false).add(prefix + "_F", DataTypes.DoubleType, false);
        return SparkSession.active().createDataFrame(rows, withScores);
    }

    /**
     * One group's call: its result, the signature's {@code nrefs} (the references per segment, -1 when it varies),
     * and the chunks (tasks) it was embedded and matched in.
     */
    record GroupCall(BertScoreResult result, int nrefs, int chunks) implements Serializable {
    }

    /** A row of a group with its place in the dataset. */
    record Placed(long ordinal, String hyp, List<String> refs) implements Serializable {
    }

    /** One partition's rows of one group, tokenized: where they stand, and their tokens. */
    record Piece(int partition, long firstOrdinal, CorpusSplit.Tokens tokens) implements Serializable {
    }

    /** One text of an output pair: {@code side} 0 the candidate, 1 the reference. */
    record Slot(int output, int side, String text) implements Serializable {
    }

    /**
     * The groups' calls, and for each (group, partition) the group's index of that partition's first row (where
     * per-row values are given back).
     */
    record Scored(Map<String, GroupCall> calls, Map<List<Object>, Integer> firstRow) {
    }

    /** The spec of a BERTScore profile, validated on the driver (an unknown option, or a profile of another metric). */
    static MetricSpec spec(String profile, Map<String, ?> options) {
        MetricSpec spec = MetricSpec.of(profile, options);
        if (!(spec.metric() instanceof BertScore)) {
            throw new IllegalArgumentException(profile + " is not a BERTScore profile");
        }
        return spec;
    }

    private static final Map<MetricSpec, BertScore> ON_THIS_JVM = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * This JVM's metric for {@code spec}, where the model is read: {@code model_type} found as the command finds it
     * ({@code ModelLocator}: a folder, the models folder, the hub cache), else the folder of that name that Spark
     * unpacked an archive into ({@code --archives m.zip#NAME}, {@code spark.archives}, {@code addArchive}: the
     * executor's {@code SparkFiles} root, its working directory on a cluster's executor, a scratch folder in local
     * mode). The hash keeps the name as given, as {@code nlg-metrics bertscore --model NAME} prints it.
     */
    static BertScore onExecutor(MetricSpec spec) {
        return ON_THIS_JVM.computeIfAbsent(spec, s -> {
            BertScore metric = (BertScore) s.metric();
            String name = metric.config().modelType();
            if (name == null || name.contains("..") || Path.of(name).isAbsolute()
                    || ModelLocator.system().find(name).isPresent()) {
                return metric;
            }
            Path shipped = Path.of(SparkFiles.getRootDirectory()).resolve(name);
            return Files.isDirectory(shipped)
                    ? BertScore.of(metric.config(), BertModels.shared(shipped.toString(), metric.config().device()))
                    : metric;
        });
    }

    /** The Spark configuration key of the chunks per group (a positive number), over the default. */
    static final String CHUNKS_KEY = "spark.nlgmetrics.bertscore.chunks";

    /**
     * How many chunks each of {@code groups} groups is cut into: {@value #CHUNKS_KEY} where set (the session's
     * configuration), else in local mode one (the driver is the one executor, and a task's engine call already
     * runs the encoder's batches on every core: cutting would only embed shared sentences twice), else about two
     * per executor over all groups (at least one per group), which keeps every machine busy and smooths the
     * chunks' unequal lengths.
     */
    static int chunksPerGroup(org.apache.spark.SparkContext sc, int groups) {
        String set = SparkSession.active().conf().get(CHUNKS_KEY, null);
        if (set != null) {
            try {
                int n = Integer.parseInt(set.trim());
                if (n >= 1) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // refused below
            }
            throw new IllegalArgumentException(CHUNKS_KEY + " must be a number >= 1: '" + set + "'");
        }
        if (sc.isLocal()) {
            return 1;
        }
        // the status tracker lists the driver too
        int executors = Math.max(1, sc.statusTracker().getExecutorInfos().length - 1);
        return Math.max(1, (2 * executors + groups - 1) / groups);
    }

    /** Whether {@code spec}'s metric is BERTScore (scored by {@link #run}, one call per group). */
    static boolean isBertScore(MetricSpec spec) {
        return spec.metric() instanceof BertScore;
    }

    /** Per group, sorted: the one call of {@code spec} on the group's segments in dataset order. */
    static Map<String, GroupCall> run(JavaRDD<Segment> segments, MetricSpec spec) {
        return score(placed(segments), spec).calls();
    }

    private static JavaPairRDD<String, Placed> placed(JavaRDD<Segment> segments) {
        return segments.mapPartitionsWithIndex((index, it) -> {
            long[] ordinal = {((long) index) << 33};
            return map(it, s -> new Tuple2<>(s.group() == null ? "" : s.group(),
                    new Placed(ordinal[0]++, s.hyp(), s.refs())));
        }, true).mapToPair(t -> t);
    }

    /**
     * Each group's call, split over tasks ({@link CorpusSplit}): pieces tokenized where they lie, one plan per group
     * on the driver, chunks embedded and matched in parallel, the result finished on the driver.
     */
    private static Scored score(JavaPairRDD<String, Placed> placed, MetricSpec spec) {
        placed.persist(StorageLevel.MEMORY_AND_DISK());
        try {
            // (1) each partition's rows of each group, tokenized
            List<Tuple2<String, Piece>> pieces = placed.mapPartitionsWithIndex((index, it) -> {
                Map<String, List<Placed>> byGroup = new java.util.LinkedHashMap<>();
                it.forEachRemaining(t -> byGroup.computeIfAbsent(t._1(), k -> new ArrayList<>()).add(t._2()));
                List<Tuple2<String, Piece>> out = new ArrayList<>();
                BertScore metric = onExecutor(spec);
                byGroup.forEach((group, rows) -> {
                    List<String> hyps = new ArrayList<>(rows.size());
                    List<List<String>> refs = new ArrayList<>(rows.size());
                    for (Placed p : rows) {
                        hyps.add(p.hyp());
                        refs.add(p.refs());
                    }
                    out.add(new Tuple2<>(group, new Piece(index, rows.get(0).ordinal(),
                            CorpusSplit.tokens(metric, hyps, refs))));
                });
                return out.iterator();
            }, true).collect();
            // (2) one plan per group, about two chunks per core over all groups
            BertScore metric = (BertScore) spec.metric();
            Map<String, List<Piece>> byGroup = new TreeMap<>();
            pieces.forEach(t -> byGroup.computeIfAbsent(t._1(), k -> new ArrayList<>()).add(t._2()));
            int chunks = chunksPerGroup(placed.context(), byGroup.size());
            HashMap<String, CorpusSplit.Plan> plans = new HashMap<>();
            HashMap<List<Object>, Integer> firstPair = new HashMap<>();
            HashMap<List<Object>, Integer> firstRow = new HashMap<>();
            HashMap<String, int[]> refsPerRow = new HashMap<>();
            byGroup.forEach((group, list) -> {
                list.sort(Comparator.comparingLong(Piece::firstOrdinal));
                List<CorpusSplit.Tokens> tokens = new ArrayList<>();
                int pair = 0;
                int row = 0;
                for (Piece p : list) {
                    firstPair.put(List.of(group, p.partition()), pair);
                    firstRow.put(List.of(group, p.partition()), row);
                    pair += p.tokens().pairs();
                    row += p.tokens().rows();
                    tokens.add(p.tokens());
                }
                CorpusSplit.Plan plan = CorpusSplit.plan(metric, tokens, Math.min(chunks, Math.max(1, pair / 64)));
                plans.put(group, plan);
                int[] perRow = new int[row];
                int at = 0;
                for (CorpusSplit.Tokens t : tokens) {
                    int[] r = t.referencesPerRow();
                    System.arraycopy(r, 0, perRow, at, r.length);
                    at += r.length;
                }
                refsPerRow.put(group, perRow);
            });
            // one partition per chunk, in the order of the groups' names and their chunks
            HashMap<List<Object>, Integer> chunkIndex = new HashMap<>();
            new TreeMap<>(plans).forEach((group, plan) -> {
                for (int c = 0; c < plan.chunks(); c++) {
                    chunkIndex.put(List.of(group, c), chunkIndex.size());
                }
            });
            // (3) each pair's texts to its chunk's task, embedded and matched there
            List<Tuple2<List<Object>, CorpusSplit.Part>> parts = placed.mapPartitionsWithIndex((index, it) -> {
                Map<String, Integer> next = new HashMap<>();
                List<Tuple2<List<Object>, Slot>> out = new ArrayList<>();
                it.forEachRemaining(t -> {
                    String group = t._1();
                    CorpusSplit.Plan plan = plans.get(group);
                    int pair = next.computeIfAbsent(group, k -> firstPair.get(List.of(k, index)));
                    for (String ref : t._2().refs()) {
                        int c = plan.candidateOutput(pair);
                        int r = plan.referenceOutput(pair);
                        out.add(new Tuple2<>(List.of(group, plan.chunkOf(c)), new Slot(c, 0, t._2().hyp())));
                        out.add(new Tuple2<>(List.of(group, plan.chunkOf(r)), new Slot(r, 1, ref)));
                        pair++;
                    }
                    next.put(group, pair);
                });
                return out.iterator();
            }, true).mapToPair(t -> t).groupByKey(new ChunkPartitioner(chunkIndex)).map(t -> {
                String group = (String) t._1().get(0);
                int chunk = (Integer) t._1().get(1);
                CorpusSplit.Plan plan = plans.get(group);
                int start = plan.start(chunk);
                int size = (chunk + 1 < plan.chunks() ? plan.start(chunk + 1) : plan.pairs()) - start;
                String[][] texts = new String[2][size];
                t._2().forEach(slot -> texts[slot.side()][slot.output() - start] = slot.text());
                return new Tuple2<>(t._1(), CorpusSplit.score(onExecutor(spec), plan, chunk,
                        java.util.Arrays.asList(texts[0]), java.util.Arrays.asList(texts[1]),
                        io.github.nlgmetrics.Parallelism.defaults()));
            }).collect();
            // (4) each group's result, finished on the driver
            Map<String, List<CorpusSplit.Part>> partsOf = new TreeMap<>();
            parts.forEach(t -> partsOf.computeIfAbsent((String) t._1().get(0), k -> new ArrayList<>()).add(t._2()));
            Map<String, GroupCall> calls = new TreeMap<>();
            partsOf.forEach((group, list) -> {
                int[] perRow = refsPerRow.get(group);
                int min = java.util.Arrays.stream(perRow).min().orElse(0);
                int max = java.util.Arrays.stream(perRow).max().orElse(0);
                calls.put(group, new GroupCall(CorpusSplit.result(metric, plans.get(group), list),
                        min == max ? min : -1, plans.get(group).chunks()));
            });
            return new Scored(calls, firstRow);
        } finally {
            placed.unpersist(false);
        }
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

    /** One partition per chunk: the chunks of every group, sorted by group and chunk. */
    private static final class ChunkPartitioner extends Partitioner {
        private static final long serialVersionUID = 1L;
        private final HashMap<List<Object>, Integer> index;

        ChunkPartitioner(Map<List<Object>, Integer> index) {
            this.index = new HashMap<>(index);
        }

        @Override
        public int numPartitions() {
            return Math.max(1, index.size());
        }

        @Override
        public int getPartition(Object key) {
            return index.get(key);
        }
    }
}
