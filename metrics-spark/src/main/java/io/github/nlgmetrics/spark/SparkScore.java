package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.spark.CommandArgs.Args;
import io.github.nlgmetrics.spark.CommandArgs.HelpRequested;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.StructType;

/**
 * The {@code nlg-metrics-spark} command: corpus scores of a JSON Lines or Parquet dataset on
 * Spark, one line per profile (and per group with {@code --group-by}), printed as
 * {@code nlg-metrics} prints them ({@code BLEU|nrefs:1|...|version:... = 26.7 58.1/32.4/...}).
 *
 * <pre>
 * bin/nlg-metrics-spark --master local[2] --profile sacrebleu:bleu --profile sacrebleu:chrf \
 *     --input wmt17.jsonl --hyp hyp --refs refs --group-by system
 * spark-submit --class io.github.nlgmetrics.spark.SparkScore metrics-spark/target/nlg-metrics-spark.jar \
 *     --profile sacrebleu:bleu --input hdfs:///data/eval.parquet --group-by system
 * </pre>
 *
 * <p>Options: {@code --master URL} (absent: whatever {@code spark-submit} sets, else
 * {@code local[*]}), {@code --profile NAME} (repeatable), {@code --input PATH} (a file, a directory
 * or a glob of {@code .json}/{@code .jsonl}/{@code .ndjson} or {@code .parquet} files; the format
 * comes from the files' names), {@code --hyp COL} (default {@code hyp}),
 * {@code --refs COL} (default {@code refs}: a string or an array of strings), {@code --group-by COL},
 * {@code --option KEY=VALUE} (repeatable, the profile's own keyword names; applies to every given
 * profile that declares the key), {@code -w N} (decimals; default 1 for the sacrebleu profiles, 4
 * for the others; 0 to 16), and a given profile's own {@code nlg-metrics} flags ({@code --model DIR}, {@code --layer N},
 * {@code --idf}, {@code --batch-size N}, {@code --lang L}, {@code --device D} of the BERTScore profiles, as
 * {@code nlg-metrics bertscore} takes them). Errors: one line on stderr, exit code 2. The data is read once for
 * the additive profiles: every profile, every group and the reference count come from the same pass
 * ({@link CorpusPass}); a BERTScore profile is one engine call per group on the executors ({@link SparkBertScore}),
 * printed as {@code nlg-metrics bertscore} prints it ({@code HASH P: 0.xxxxxx R: 0.xxxxxx F1: 0.xxxxxx}).
 */
public final class SparkScore {
    private SparkScore() {
    }

    /**
     * The master to use: {@code --master} when given; else the one {@code spark-submit} set (the
     * {@code spark.master} property); else {@code local[*]}, every core of this machine.
     */
    static String master(Args args) {
        if (args.master() != null) {
            return args.master();
        }
        String submitted = System.getProperty("spark.master");
        return submitted != null && !submitted.isBlank() ? null : DEFAULT_MASTER;
    }

    /** The master without {@code --master} and outside {@code spark-submit}. */
    static final String DEFAULT_MASTER = "local[*]";


    static final String USAGE = """
            Usage: nlg-metrics-spark [--master URL] --profile NAME [--profile NAME ...] --input FILE
                                     [--hyp COL] [--refs COL] [--group-by COL] [--option KEY=VALUE ...] [-w N]
            Corpus scores of a JSON Lines (.jsonl/.json) or Parquet dataset on Spark, equal to nlg-metrics's.
              --master     local[N], local[*], spark://HOST:PORT, yarn, k8s://URL (default: spark-submit's, else local[*])
              --input      a file, a directory or a glob of .jsonl/.json/.ndjson or .parquet files
              --profile    a registered profile (nlg-metrics profiles), e.g. sacrebleu:bleu, sacrebleu:chrf
              --hyp        hypothesis column (default hyp); --refs: references, a string or an array (default refs)
              --group-by   one score per value of this column (e.g. system)
              --option     a profile option by its reference keyword name, e.g. tokenize=intl, word_order=2
              --FLAG       a given profile's own nlg-metrics flag, e.g. --model DIR --layer 6 --idf for BERTScore
              -w           decimals, 0 to 16 (default 1 for sacrebleu profiles, 6 for BERTScore, 4 otherwise)""";

    /** Runs the command in its own Spark session (local master with {@code --master local[N]}). */
    public static void main(String[] argv) {
        Args args;
        try {
            args = Args.parse(argv);
        } catch (HelpRequested h) {
            System.out.println(USAGE);
            return;
        } catch (IllegalArgumentException e) {
            System.err.println("nlg-metrics-spark: " + e.getMessage());
            System.exit(2);
            return;
        }
        SparkSession spark;
        try {
            SparkSession.Builder builder = SparkSession.builder().appName("nlg-metrics-spark");
            String master = master(args);
            if (master != null) {
                builder.master(master);
            }
            spark = builder.getOrCreate();
        } catch (RuntimeException e) {
            System.err.println("nlg-metrics-spark: cannot start Spark: " + firstLine(e));
            System.exit(2);
            return;
        }
        int code;
        try {
            code = run(spark, args, System.out, System.err);
        } finally {
            spark.stop();
        }
        System.exit(code);
    }

    private static String firstLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = e.getMessage() != null ? e.getMessage() : root.toString();
        return m.lines().findFirst().orElse("");
    }

    /**
     * Scores {@code args.input()} in {@code spark} in one pass over the data (every profile, every
     * group, the reference counts: {@link CorpusPass}); returns the exit code (0, or 2 after one
     * line on {@code err}).
     */
    static int run(SparkSession spark, Args args, PrintStream out, PrintStream err) {
        try {
            List<Profile> profiles = new ArrayList<>();
            List<MetricSpec> specs = new ArrayList<>();
            List<MetricSpec> additive = new ArrayList<>();
            for (String name : args.profiles()) {
                Profile profile = Profiles.byName(name);
                profiles.add(profile);
                MetricSpec spec = MetricSpec.of(name, optionsOf(profile, args.options(), args.profiles()));
                if (!SparkBertScore.isBertScore(spec)) {
                    spec = SparkMetrics.additiveSpec(name, spec.options());
                    additive.add(spec);
                }
                specs.add(spec);
            }
            JavaRDD<Segment> segments = segments(spark, args);
            Map<String, CorpusPass.GroupSums> groups = additive.isEmpty() ? Map.of() : CorpusPass.run(segments, additive);
            List<String> lines = new ArrayList<>();
            for (int p = 0, a = 0; p < specs.size(); p++) {
                Metric<?> metric = specs.get(p).metric();
                Profile profile = profiles.get(p);
                if (SparkBertScore.isBertScore(specs.get(p))) {
                    // one engine call per group, on the executors; bert_score's line, 6 decimals as nlg-metrics bertscore
                    int width = args.width() != null ? args.width() : BERTSCORE_WIDTH;
                    Map<String, SparkBertScore.GroupCall> calls = SparkBertScore.run(segments, specs.get(p));
                    requireRows(calls.isEmpty(), args);
                    calls.forEach((group, c) -> lines.add(grouped(args, group, c.result().line(
                            metric.name() + "|" + metric.signature(c.nrefs()), width))));
                    continue;
                }
                requireRows(groups.isEmpty(), args);
                int width = args.width() != null ? args.width() : profile.reference().equals("sacrebleu") ? 1 : 4;
                for (Map.Entry<String, CorpusPass.GroupSums> g : groups.entrySet()) {
                    ColumnSums sums = g.getValue().profiles[a];
                    Score s = metric.score(sums.sums());
                    lines.add(grouped(args, g.getKey(), line(metric, metric.signature(g.getValue().nrefs()).toString(),
                            s, width)));
                }
                a++;
            }
            lines.forEach(out::println);
            out.flush();
            return 0;
        } catch (Exception e) {
            // A bad option or input, possibly raised on an executor and wrapped in a SparkException;
            // Scala's AnalysisException (an unknown column) is checked-looking.
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof IllegalArgumentException || t instanceof UnsupportedOperationException
                        || t instanceof org.apache.spark.sql.AnalysisException) {
                    err.println("nlg-metrics-spark: " + t.getMessage().lines().findFirst().orElse(""));
                    return 2;
                }
            }
            throw e instanceof RuntimeException re ? re : new IllegalStateException(e);
        }
    }

    /**
     * The segments of {@code --input}, read with the schema the command knows (no inference
     * pass): JSON Lines parsed where they are read ({@link JsonLines}); Parquet through Spark's
     * reader (its schema is in the files' footers), the columns checked to be text.
     */
    static JavaRDD<Segment> segments(SparkSession spark, Args args) {
        Inputs inputs = Inputs.resolve(args.input(), spark.sparkContext().hadoopConfiguration());
        if (!inputs.parquet()) {
            return JsonLines.read(JavaSparkContext.fromSparkContext(spark.sparkContext()), inputs.files(),
                    args.hyp(), args.refs(), args.groupBy());
        }
        Dataset<Row> ds = spark.read().parquet(args.input());
        StructType schema = ds.schema();
        Columns.index(schema, args.hyp(), false);
        Columns.index(schema, args.refs(), true);
        List<Column> cols = new ArrayList<>(List.of(functions.col(args.hyp()), functions.col(args.refs())));
        if (args.groupBy() != null) {
            Columns.index(schema, args.groupBy(), false);
            cols.add(functions.col(args.groupBy()));
        }
        String hyp = args.hyp();
        String refs = args.refs();
        boolean grouped = args.groupBy() != null;
        String groupCol = args.groupBy();
        return ds.select(cols.toArray(new Column[0])).javaRDD().map(row -> {
            String group = null;
            if (grouped) {
                if (row.isNullAt(2)) {
                    throw new IllegalArgumentException("null in the --group-by column '" + groupCol + "'");
                }
                group = row.getString(2);
            }
            return new Segment(group, Columns.hypothesis(row, 0, hyp), Columns.references(row.get(1), refs));
        });
    }

    /** The decimals {@code nlg-metrics bertscore} prints by default (bert_score's {@code %.6f}). */
    static final int BERTSCORE_WIDTH = 6;

    private static void requireRows(boolean empty, Args args) {
        if (empty) {
            throw new IllegalArgumentException("empty input: " + args.input() + " has no rows");
        }
    }

    private static String grouped(Args args, String group, String line) {
        return args.groupBy() == null ? line : group + "\t" + line;
    }

    /** {@code NAME|signature = score verbose}, the line {@code nlg-metrics} prints by default ({@code Score.format}). */
    static String line(Metric<?> metric, String signature, Score s, int width) {
        return s.format(metric.name(), width, false, signature);
    }

    /** The {@code --option}s this profile declares; a key no given profile declares is an error. */
    private static Map<String, String> optionsOf(Profile profile, Map<String, String> all, List<String> names) {
        Map<String, String> mine = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : all.entrySet()) {
            boolean declared = false;
            for (String n : names) {
                declared |= Profiles.byName(n).option(e.getKey()) != null;
            }
            if (!declared) {
                throw new IllegalArgumentException("--option " + e.getKey() + ": no profile given declares it");
            }
            Option<?> o = profile.option(e.getKey());
            if (o != null) {
                mine.put(e.getKey(), e.getValue());
            }
        }
        return mine;
    }
}
