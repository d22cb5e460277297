package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.ArrayType;

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
 * <p>Options: {@code --master URL} (absent: whatever {@code spark-submit} sets), {@code --profile
 * NAME} (repeatable), {@code --input PATH} ({@code .json}/{@code .jsonl}/{@code .ndjson} or
 * {@code .parquet}, or a directory of parquet files), {@code --hyp COL} (default {@code hyp}),
 * {@code --refs COL} (default {@code refs}: a string or an array of strings), {@code --group-by COL},
 * {@code --option KEY=VALUE} (repeatable, the profile's own keyword names; applies to every given
 * profile that declares the key), {@code -w N} (decimals; default 1 for the sacrebleu profiles, 4
 * for the others). Errors: one line on stderr, exit code 2.
 */
public final class SparkScore {
    private SparkScore() {
    }

    /** Parsed command line. */
    record Args(String master, List<String> profiles, String input, String hyp, String refs, String groupBy,
                Map<String, String> options, Integer width) {
        static Args parse(String[] argv) {
            String master = null;
            String input = null;
            String hyp = "hyp";
            String refs = "refs";
            String groupBy = null;
            Integer width = null;
            List<String> profiles = new ArrayList<>();
            Map<String, String> options = new LinkedHashMap<>();
            for (int i = 0; i < argv.length; i++) {
                String a = argv[i];
                if (a.equals("-h") || a.equals("--help")) {
                    throw new HelpRequested();
                }
                if (i + 1 >= argv.length) {
                    throw new IllegalArgumentException("missing value after " + a);
                }
                String v = argv[++i];
                switch (a) {
                    case "--master" -> master = v;
                    case "--profile" -> profiles.add(v);
                    case "--input" -> input = v;
                    case "--hyp" -> hyp = v;
                    case "--refs" -> refs = v;
                    case "--group-by" -> groupBy = v;
                    case "-w", "--width" -> {
                        try {
                            width = Integer.parseInt(v);
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("-w takes a number of decimals: '" + v + "'");
                        }
                    }
                    case "--option" -> {
                        int eq = v.indexOf('=');
                        if (eq <= 0) {
                            throw new IllegalArgumentException("--option takes KEY=VALUE: '" + v + "'");
                        }
                        options.put(v.substring(0, eq), v.substring(eq + 1));
                    }
                    default -> throw new IllegalArgumentException("unknown option '" + a + "' (see --help)");
                }
            }
            if (profiles.isEmpty()) {
                throw new IllegalArgumentException("--profile is required (e.g. sacrebleu:bleu)");
            }
            if (input == null) {
                throw new IllegalArgumentException("--input is required (a .jsonl or .parquet file)");
            }
            return new Args(master, profiles, input, hyp, refs, groupBy, options, width);
        }
    }

    static final class HelpRequested extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    static final String USAGE = """
            Usage: nlg-metrics-spark [--master URL] --profile NAME [--profile NAME ...] --input FILE
                                     [--hyp COL] [--refs COL] [--group-by COL] [--option KEY=VALUE ...] [-w N]
            Corpus scores of a JSON Lines (.jsonl/.json) or Parquet dataset on Spark, equal to nlg-metrics's.
              --profile    a registered profile (nlg-metrics profiles), e.g. sacrebleu:bleu, sacrebleu:chrf
              --hyp        hypothesis column (default hyp); --refs: references, a string or an array (default refs)
              --group-by   one score per value of this column (e.g. system)
              --option     a profile option by its reference keyword name, e.g. tokenize=intl, word_order=2
              -w           decimals (default 1 for sacrebleu profiles, 4 otherwise)""";

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
        SparkSession.Builder builder = SparkSession.builder().appName("nlg-metrics-spark");
        if (args.master() != null) {
            builder.master(args.master());
        }
        SparkSession spark = builder.getOrCreate();
        int code;
        try {
            code = run(spark, args, System.out, System.err);
        } finally {
            spark.stop();
        }
        System.exit(code);
    }

    /** Scores {@code args.input()} in {@code spark}; returns the exit code (0, or 2 after one line on {@code err}). */
    static int run(SparkSession spark, Args args, PrintStream out, PrintStream err) {
        try {
            Dataset<Row> ds = read(spark, args.input());
            int nrefs = referenceCount(ds, args.refs());
            for (String name : args.profiles()) {
                Profile profile = Profiles.byName(name);
                Map<String, String> options = optionsOf(profile, args.options(), args.profiles());
                Metric<?> metric = profile.metric(options);
                int width = args.width() != null ? args.width() : profile.reference().equals("sacrebleu") ? 1 : 4;
                String signature = metric.signature(nrefs).toString();
                if (args.groupBy() == null) {
                    Score s = SparkMetrics.corpusScore(ds, name, options, args.hyp(), args.refs());
                    out.println(line(metric, signature, s, width));
                } else {
                    Map<String, Score> groups = SparkMetrics.groupedCorpusScores(ds, name, options, args.hyp(),
                            args.refs(), args.groupBy());
                    groups.forEach((k, s) -> out.println(k + "\t" + line(metric, signature, s, width)));
                }
            }
            out.flush();
            return 0;
        } catch (Exception e) {
            // A bad option or input, possibly raised on an executor and wrapped in a SparkException;
            // Scala's AnalysisException (a missing input, an unknown column) is checked-looking.
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

    /** {@code NAME|signature = score verbose}, the line {@code nlg-metrics} prints by default ({@code Score.format}). */
    static String line(Metric<?> metric, String signature, Score s, int width) {
        return s.format(metric.name(), width, false, signature);
    }

    private static Dataset<Row> read(SparkSession spark, String path) {
        String p = path.toLowerCase(java.util.Locale.ROOT);
        if (p.endsWith(".jsonl") || p.endsWith(".json") || p.endsWith(".ndjson")) {
            return spark.read().json(path);
        }
        if (p.endsWith(".parquet") || new java.io.File(path).isDirectory()) {
            return spark.read().parquet(path);
        }
        throw new IllegalArgumentException("--input must be .jsonl, .json, .ndjson or .parquet: '" + path + "'");
    }

    /** The references per segment (1 for a text column), or -1 when it varies, as the signature's nrefs. */
    private static int referenceCount(Dataset<Row> ds, String refs) {
        int i = Columns.index(ds.schema(), refs, true);
        if (!(ds.schema().fields()[i].dataType() instanceof ArrayType)) {
            return 1;
        }
        Row r = ds.agg(functions.min(functions.size(functions.col(refs))),
                functions.max(functions.size(functions.col(refs)))).first();
        return r.isNullAt(0) || r.getInt(0) != r.getInt(1) ? -1 : r.getInt(0);
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
