package io.github.nlgmetrics.cli.dropin.sacrebleu;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.cli.CliErrors;
import io.github.nlgmetrics.cli.PythonDropInCommand;
import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.cli.report.SignificanceReport;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.PairedTestResult;
import io.github.nlgmetrics.significance.Significance;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Command;

/**
 * {@code nlg-metrics sacrebleu ARGS...}: a drop-in for sacrebleu 2.6.0's {@code sacrebleu}
 * command. Its argument grammar ({@link SacrebleuArgs}), its checks and exit codes (1 where
 * sacrebleu refuses the input or dies, 2 for a bad command line, 17 for uneven tab-separated
 * fields), and its stdout byte for byte: the score lines or JSON (Python's
 * {@code json.dumps(indent=1)}), {@code -b}, {@code -w}, {@code --short}, sentence level (text,
 * effective order forced), the systems' table, the paired tests. Scores come from the
 * {@code sacrebleu:bleu}, {@code sacrebleu:chrf} and {@code sacrebleu:ter} profiles and the
 * significance engine; nothing is scored here. Signatures carry {@code version:2.6.0}, the
 * version whose output this reproduces. Test sets ({@code -t}, {@code --echo}, ...) are not
 * bundled: one line on stderr, exit 1.
 *
 * <p>Reading the files is {@link SacrebleuFiles}, building the metrics {@link SacrebleuMetrics},
 * printing one system {@link SacrebleuFormat}, the tables and paired tests
 * {@code SignificanceReport}'s. Longer than 300 lines because {@code execute} follows sacrebleu's
 * {@code main()} check by check in its order, and that order decides which error (and exit code) a
 * user sees when several apply: split, the order would no longer be readable in one place.
 */
@Command(name = "sacrebleu",
        description = "sacrebleu 2.6.0 drop-in: its command line, its stdout byte for byte, its exit codes.")
public final class SacrebleuCommand extends PythonDropInCommand {
    /** The sacrebleu release whose command line this reproduces. */
    static final String VERSION = "2.6.0";

    /** Where relative file names are resolved (the working directory). */
    private Path baseDir = Path.of("");
    /** Where sacrebleu's logger writes (its warnings): the process's stderr, or a test's capture. */
    private PrintStream err = System.err;

    /** Exit with a code after a message on stderr (and whatever stdout already holds). */
    static final class Exit extends RuntimeException {
        final int code;

        Exit(int code, String message) {
            super(message);
            this.code = code;
        }
    }

    /**
     * As sacrebleu 2.6.0 fails to write: it restores SIGPIPE's default, so a closed pipe stops it
     * silently (a shell reports 141); any other failed write ({@code >/dev/full}) is Python's
     * failed flush at exit: "Exception ignored ..." and exit 120.
     */
    @Override
    protected int writeFailed(IOException cause) {
        if (io.github.nlgmetrics.cli.StdoutGuard.closedPipe(cause)) {
            return io.github.nlgmetrics.cli.StdoutGuard.CLOSED_PIPE;
        }
        System.err.println("Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>");
        System.err.println("OSError: " + (cause == null || cause.getMessage() == null ? "write failed"
                : cause.getMessage()));
        System.err.flush();
        return PYTHON_FLUSH_FAILED;
    }

    @Override
    protected int run(List<String> args, PrintStream out) {
        return run(args, Path.of(""), System.in, out, System.err, System.getenv());
    }

    /**
     * Runs the drop-in. Stdout is written only when the run succeeds, as sacrebleu's failures
     * leave it empty (except that sentence-level lines stream as sacrebleu prints them).
     */
    static int run(List<String> argv, Path baseDir, InputStream stdin, OutputStream stdout, PrintStream err,
                   Map<String, String> env) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buffer, false, StandardCharsets.UTF_8);
        int code;
        try {
            SacrebleuCommand command = new SacrebleuCommand();
            command.baseDir = baseDir;
            command.err = err;
            code = command.execute(SacrebleuArgs.parse(argv), stdin, out, env);
        } catch (SacrebleuArgs.UsageError e) {
            err.println("sacrebleu: error: " + e.getMessage());
            return ARGPARSE_USAGE;
        } catch (Exit e) {
            err.println("sacrebleu: " + e.getMessage());
            code = e.code;
        } catch (IllegalArgumentException | IllegalStateException | java.io.UncheckedIOException e) {
            err.println("sacrebleu: " + CliErrors.oneLine(e));
            code = PYTHON_EXCEPTION;
        }
        out.flush();
        try {
            if (code == ExitCode.OK) {
                buffer.writeTo(stdout);
            }
            stdout.flush();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return code;
    }

    private int execute(SacrebleuArgs a, InputStream stdin, PrintStream out, Map<String, String> env) {
        if (a.flag("help")) {
            out.print(resource("sacrebleu-usage.txt"));
            return ExitCode.OK;
        }
        if (a.flag("version")) {
            out.println("sacrebleu " + VERSION);
            return ExitCode.OK;
        }
        String format = a.get("format", "json");
        String envFormat = env.get("SACREBLEU_FORMAT");
        if (envFormat != null && SacrebleuArgs.FORMATS.contains(envFormat.toLowerCase(Locale.ROOT))) {
            format = envFormat.toLowerCase(Locale.ROOT);
        }
        boolean paired = a.flag("paired_bs") || a.flag("paired_ar");
        List<String> metricNames = a.get("metrics", List.of("bleu"));
        if (a.given("download") || a.flag("list")) {
            throw new Exit(1, "test sets are not bundled (--download, --list); give local reference files");
        }
        if (a.flag("sentence_level") && metricNames.size() > 1) {
            throw new Exit(1, "Only one metric can be used in sentence-level mode.");
        }
        if (a.flag("citation")) {
            throw new Exit(1, a.given("test_set") ? "test sets are not bundled: no citations; give local files"
                    : "I need a test set (-t).");
        }
        int numRefs = a.get("num_refs", BigInteger.ONE).intValueExact();
        if (numRefs != 1 && (a.given("test_set") || a.refs.size() > 1)) {
            throw new Exit(1, "The --num-refs argument allows you to provide any number of tab-delimited references"
                    + " in a single file, not with -t or several reference files.");
        }
        if (a.given("test_set")) {
            throw new Exit(1, "test sets (-t) are not bundled: sacrebleu's downloads are not available here;"
                    + " give local reference files");
        }
        if (a.refs.isEmpty()) {
            throw new Exit(1, "I need reference files (before -i/--input) or a predefined test set (-t),"
                    + " and test sets are not bundled here.");
        }
        if (a.given("echo")) {
            throw new Exit(1, "--echo requires a test set (-t) and a language pair (-l); test sets are not bundled");
        }
        String encoding = a.get("encoding", "utf-8");
        if (!encoding.toLowerCase(Locale.ROOT).replace('_', '-').matches("utf-?8")) {
            throw new Exit(1, "--encoding " + encoding + ": only UTF-8 is supported");
        }
        String trgLang = null;
        if (a.given("langpair")) {
            String lp = a.get("langpair", "");
            int dash = lp.indexOf('-');
            if (dash < 0) {
                throw new Exit(1, "--language-pair " + lp + ": expected SRC-TRG");
            }
            String rest = lp.substring(dash + 1);
            trgLang = rest.contains("-") ? rest.substring(0, rest.indexOf('-')) : rest;
        }

        List<List<String>> refs = SacrebleuFiles.references(baseDir, a.refs, numRefs);

        // Systems.
        List<List<String>> systems = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> inputs = a.get("input", null);
        if (inputs == null) {
            SacrebleuFiles.readStdin(stdin, systems);
            for (int k = 0; k < systems.size(); k++) {
                names.add("System " + (k + 1));
            }
        } else {
            for (String file : inputs) {
                if (names.contains(file)) {
                    if (paired && file.equals(names.get(0))) {
                        continue;
                    }
                    throw new Exit(1, "'" + file + "' already used to name a system.");
                }
                List<String> lines = new ArrayList<>();
                SacrebleuFiles.readFile(baseDir, file).forEach(l -> lines.add(PyStrings.rstrip(l)));
                systems.add(lines);
                names.add(file);
            }
        }
        int numSys = systems.size();
        if (numSys == 0) {
            // `-i` with no file: sacrebleu dies on its empty table (a traceback, exit 1).
            throw new Exit(1, "-i/--input was given without any file");
        }
        if (paired) {
            if (inputs == null) {
                names.set(0, "Baseline");
                for (int k = 1; k < numSys; k++) {
                    names.set(k, "System " + k);
                }
            } else if (numSys > 0) {
                names.set(0, "Baseline: " + names.get(0));
            }
        }
        boolean sentenceLevel = a.flag("sentence_level");
        if (sentenceLevel) {
            if (numSys > 1) {
                throw new Exit(1, "Only one system can be evaluated in sentence-level mode.");
            }
            if (a.flag("confidence") || paired) {
                throw new Exit(1, "Statistical tests are unavailable in sentence-level mode.");
            }
        }
        if (paired && numSys == 1) {
            throw new Exit(1, "Paired tests require multiple input systems given to --input (-i).");
        }
        if (numSys > 1 && a.flag("confidence")) {
            throw new Exit(1, "Use paired tests (--paired) for multiple systems.");
        }
        if (a.given("origlang") || a.given("subset")) {
            throw new Exit(1, "Filtering for --origlang or --subset needs a test (-t) and a language pair (-l).");
        }
        for (List<String> system : systems) {
            if (system.isEmpty()) {
                throw new Exit(1, "Test set None contains no sentence");
            }
            for (List<String> stream : refs) {
                if (stream.size() != system.size()) {
                    throw new Exit(1, "System and reference streams have different lengths.");
                }
            }
        }

        // Metrics, each from its profile: a paired test keeps the order of -m (sacrebleu's dict), every
        // other report sorts them by upper-case name (sorted(metrics)).
        Map<String, Metric<?>> metrics = paired ? new LinkedHashMap<>() : new TreeMap<>();
        for (String m : metricNames) {
            metrics.putIfAbsent(m.toUpperCase(Locale.ROOT), SacrebleuMetrics.metric(m, a, sentenceLevel, trgLang,
                    env, baseDir));
        }
        int width = a.get("width", BigInteger.ONE).intValueExact();
        if (width < 0) {
            throw new Exit(1, "ValueError: Format specifier missing precision (--width " + width + ")");
        }
        boolean shortSig = a.flag("short");
        boolean scoreOnly = a.flag("score_only");
        List<List<String>> perSegmentRefs = SacrebleuFiles.transpose(refs, numSys == 0 ? 0 : systems.get(0).size());
        if (sentenceLevel) {
            Metric<?> metric = metrics.values().iterator().next();
            String sig = SacrebleuFormat.signature(metric, metric.signature(refs.size()), shortSig);
            List<String> system = systems.get(0);
            for (int k = 0; k < system.size(); k++) {
                Score s = metric.sentenceScore(system.get(k), perSegmentRefs.get(k));
                out.println(SacrebleuFormat.format(metric.name(), s.score(), null, s.verbose(), sig, width, scoreOnly, false));
            }
            return ExitCode.OK;
        }
        if (a.flag("detail") && format.equals("json")) {
            format = "text";
        }
        if (numSys == 1) {
            boolean json = format.equals("json");
            BigInteger ciGiven = a.get("confidence_n", BigInteger.valueOf(1000));
            // sacrebleu bootstraps only when n_bootstrap > 1 (-ci -cin 1, 0 or -3: the plain score), and
            // reads SACREBLEU_SEED only then.
            boolean bootstrap = a.flag("confidence") && ciGiven.compareTo(BigInteger.ONE) > 0;
            int ciN = bootstrap ? ciGiven.intValueExact() : 1;
            Significance engine = bootstrap ? SacrebleuMetrics.significance(env) : null;
            List<String> results = new ArrayList<>();
            for (Metric<?> metric : metrics.values()) {
                SacrebleuMetrics.warnIfTokenized(metric, systems.get(0), a, err);
                double[][] stats = metric.corpusStats(systems.get(0), perSegmentRefs);
                Signature signature = metric.signature(refs.size());
                ConfidenceEstimate ci = null;
                if (bootstrap) {
                    ci = engine.bootstrap(metric, stats, ciN);
                    signature = SignificanceReport.signature(signature, "bs", ciN, engine);
                }
                Score s = metric.scoreOfSegments(stats);
                String sig = SacrebleuFormat.signature(metric, signature, shortSig && !json);
                results.add(SacrebleuFormat.format(metric.name(), s.score(), ci, s.verbose(), sig, width, scoreOnly, json));
            }
            SacrebleuFormat.printSingle(out, results, json);
            if (a.flag("detail")) {
                out.println("No subset information found. Consider using --origlang argument.");
            }
            return ExitCode.OK;
        }
        List<String> labels = new ArrayList<>();
        List<String> sigs = new ArrayList<>();
        for (Metric<?> metric : metrics.values()) {
            labels.add(metric.name());
        }
        boolean latex = format.equals("latex");
        if (!paired) {
            List<List<String>> columns = new ArrayList<>();
            for (Metric<?> metric : metrics.values()) {
                List<String> col = new ArrayList<>();
                for (List<String> system : systems) {
                    SacrebleuMetrics.warnIfTokenized(metric, system, a, err);
                    col.add(PyFormat.fixed(metric.corpusScore(system, perSegmentRefs).score(), width));
                }
                columns.add(col);
                sigs.add(SacrebleuFormat.signature(metric, metric.signature(refs.size()), shortSig));
            }
            if (format.equals("json")) {
                out.println(SignificanceReport.systemsJson(names, labels, columns));
            } else {
                out.print(SignificanceReport.systemsReport(names, labels, columns, sigs, latex));
            }
            return ExitCode.OK;
        }
        boolean bs = a.flag("paired_bs");
        if (a.get("paired_jobs", BigInteger.ONE).signum() < 0) {
            // PairedTest keeps a negative n_jobs and hands it to multiprocessing.Pool: ValueError, exit 1.
            throw new Exit(1, "ValueError: Number of processes must be at least 1 (--paired-jobs "
                    + a.get("paired_jobs", BigInteger.ONE) + ")");
        }
        int announced = bs ? a.get("paired_bs_n", BigInteger.valueOf(1000)).intValueExact()
                : a.get("paired_ar_n", BigInteger.valueOf(10000)).intValueExact();
        int n = announced > 0 ? announced : bs ? Significance.DEFAULT_BOOTSTRAP_SAMPLES : Significance.DEFAULT_AR_TRIALS;
        Significance engine = SacrebleuMetrics.significance(env);
        List<PairedTestResult> results = new ArrayList<>();
        // Progress on a terminal (sacrebleu's -q silences it): each system's statistics per metric, then each test.
        long steps = (long) metrics.size() * (numSys + 1);
        try (Progress progress = Progress.on(System.err, a.flag("quiet"), "steps", steps)) {
            for (Metric<?> metric : metrics.values()) {
                SacrebleuMetrics.warnIfTokenized(metric, systems.get(0), a, err);
                double[][] base = metric.corpusStats(systems.get(0), perSegmentRefs);
                progress.advance(1);
                List<double[][]> others = new ArrayList<>();
                for (List<String> system : systems.subList(1, numSys)) {
                    SacrebleuMetrics.warnIfTokenized(metric, system, a, err);
                    others.add(metric.corpusStats(system, perSegmentRefs));
                    progress.advance(1);
                }
                results.add(bs ? engine.pairedBootstrap(metric, base, others, n)
                        : engine.approximateRandomization(metric, base, others, n, -1));
                progress.advance(1);
                sigs.add(SacrebleuFormat.signature(metric, SignificanceReport.signature(metric.signature(refs.size()),
                        bs ? "bs" : "ar", n, engine), shortSig));
            }
        }
        if (format.equals("json")) {
            out.println(SignificanceReport.pairedJson(names, labels, results));
        } else {
            out.print(SignificanceReport.pairedReport(names, labels, results, bs, announced, width, sigs, latex));
        }
        return ExitCode.OK;
    }

    private static String resource(String name) {
        try (InputStream in = SacrebleuCommand.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException(name + " is missing from the jar", e);
        }
    }
}
