package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.PairedTestResult;
import io.github.nlgmetrics.significance.Significance;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.zip.GZIPInputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;

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
 */
@Command(name = "sacrebleu",
        description = "sacrebleu 2.6.0 drop-in: its command line, its stdout byte for byte, its exit codes.")
final class SacrebleuCommand implements Callable<Integer> {
    /** The sacrebleu release whose command line this reproduces. */
    static final String VERSION = "2.6.0";

    @Unmatched
    List<String> args = new ArrayList<>();

    /** Where relative file names are resolved (the working directory). */
    private Path baseDir = Path.of("");

    /** Exit with a code after a message on stderr (and whatever stdout already holds). */
    static final class Exit extends RuntimeException {
        final int code;

        Exit(int code, String message) {
            super(message);
            this.code = code;
        }
    }

    @Override
    public Integer call() {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        int code = run(args, Path.of(""), System.in, out, System.err, System.getenv());
        out.flush();
        return code;
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
            code = command.execute(SacrebleuArgs.parse(argv), stdin, out, env);
        } catch (SacrebleuArgs.UsageError e) {
            err.println("sacrebleu: error: " + e.getMessage());
            return 2;
        } catch (Exit e) {
            err.println("sacrebleu: " + e.getMessage());
            code = e.code;
        } catch (IllegalArgumentException | IllegalStateException | java.io.UncheckedIOException e) {
            err.println("sacrebleu: " + CliErrors.oneLine(e));
            code = 1;
        }
        out.flush();
        try {
            if (code == 0) {
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
            return 0;
        }
        if (a.flag("version")) {
            out.println("sacrebleu " + VERSION);
            return 0;
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

        // References.
        List<List<String>> refs = new ArrayList<>();
        for (int r = 0; r < Math.max(a.refs.size(), numRefs); r++) {
            refs.add(new ArrayList<>());
        }
        for (int refNo = 0; refNo < a.refs.size(); refNo++) {
            List<String> lines = readFile(a.refs.get(refNo));
            int lineNo = 0;
            for (String line : lines) {
                lineNo++;
                line = PyStrings.rstrip(line);
                if (numRefs == 1) {
                    refs.get(refNo).add(line);
                } else {
                    List<String> fields = splitTabs(line, numRefs - 1);
                    if (fields.size() != numRefs) {
                        throw new Exit(17, "FATAL: line " + lineNo + ": expected " + numRefs + " fields, but found "
                                + fields.size() + ".");
                    }
                    for (int k = 0; k < fields.size(); k++) {
                        refs.get(k).add(fields.get(k));
                    }
                }
            }
        }

        // Systems.
        List<List<String>> systems = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> inputs = a.get("input", null);
        if (inputs == null) {
            readStdin(stdin, systems);
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
                readFile(file).forEach(l -> lines.add(PyStrings.rstrip(l)));
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
            metrics.putIfAbsent(m.toUpperCase(Locale.ROOT), metric(m, a, sentenceLevel, trgLang));
        }
        int width = a.get("width", BigInteger.ONE).intValueExact();
        if (width < 0) {
            throw new Exit(1, "ValueError: Format specifier missing precision (--width " + width + ")");
        }
        boolean shortSig = a.flag("short");
        boolean scoreOnly = a.flag("score_only");
        List<List<String>> perSegmentRefs = transpose(refs, numSys == 0 ? 0 : systems.get(0).size());
        if (sentenceLevel) {
            Metric<?> metric = metrics.values().iterator().next();
            String sig = signature(metric, metric.signature(refs.size()), shortSig);
            List<String> system = systems.get(0);
            for (int k = 0; k < system.size(); k++) {
                Score s = metric.sentenceScore(system.get(k), perSegmentRefs.get(k));
                out.println(format(metric.name(), s.score(), null, s.verbose(), sig, width, scoreOnly, false));
            }
            return 0;
        }
        if (a.flag("detail") && format.equals("json")) {
            format = "text";
        }
        if (numSys == 1) {
            boolean json = format.equals("json");
            Significance engine = significance(env);
            int ciN = a.get("confidence_n", BigInteger.valueOf(1000)).intValueExact();
            List<String> results = new ArrayList<>();
            for (Metric<?> metric : metrics.values()) {
                double[][] stats = metric.corpusStats(systems.get(0), perSegmentRefs);
                Signature signature = metric.signature(refs.size());
                ConfidenceEstimate ci = null;
                if (a.flag("confidence")) {
                    ci = engine.bootstrap(metric, stats, ciN);
                    signature = SignificanceReport.signature(signature, "bs", ciN, engine);
                }
                Score s = metric.scoreOfSegments(stats);
                String sig = signature(metric, signature, shortSig && !json);
                results.add(format(metric.name(), s.score(), ci, s.verbose(), sig, width, scoreOnly, json));
            }
            printSingle(out, results, json);
            if (a.flag("detail")) {
                out.println("No subset information found. Consider using --origlang argument.");
            }
            return 0;
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
                    col.add(PyFormat.fixed(metric.corpusScore(system, perSegmentRefs).score(), width));
                }
                columns.add(col);
                sigs.add(signature(metric, metric.signature(refs.size()), shortSig));
            }
            if (format.equals("json")) {
                out.println(SignificanceReport.systemsJson(names, labels, columns));
            } else {
                out.print(SignificanceReport.systemsReport(names, labels, columns, sigs, latex));
            }
            return 0;
        }
        boolean bs = a.flag("paired_bs");
        int announced = bs ? a.get("paired_bs_n", BigInteger.valueOf(1000)).intValueExact()
                : a.get("paired_ar_n", BigInteger.valueOf(10000)).intValueExact();
        int n = announced > 0 ? announced : bs ? Significance.DEFAULT_BOOTSTRAP_SAMPLES : Significance.DEFAULT_AR_TRIALS;
        Significance engine = significance(env);
        List<PairedTestResult> results = new ArrayList<>();
        for (Metric<?> metric : metrics.values()) {
            double[][] base = metric.corpusStats(systems.get(0), perSegmentRefs);
            List<double[][]> others = new ArrayList<>();
            for (List<String> system : systems.subList(1, numSys)) {
                others.add(metric.corpusStats(system, perSegmentRefs));
            }
            results.add(bs ? engine.pairedBootstrap(metric, base, others, n)
                    : engine.approximateRandomization(metric, base, others, n, -1));
            sigs.add(signature(metric, SignificanceReport.signature(metric.signature(refs.size()), bs ? "bs" : "ar", n,
                    engine), shortSig));
        }
        if (format.equals("json")) {
            out.println(SignificanceReport.pairedJson(names, labels, results));
        } else {
            out.print(SignificanceReport.pairedReport(names, labels, results, bs, announced, width, sigs, latex));
        }
        return 0;
    }

    /** The metric of {@code -m name} from its sacrebleu profile with the command line's options. */
    private static Metric<?> metric(String name, SacrebleuArgs a, boolean sentenceLevel, String trgLang) {
        Map<String, Object> raw = new LinkedHashMap<>();
        switch (name) {
            case "bleu" -> {
                String tok = a.get("bleu_tokenize", null);
                if (tok == null) {
                    tok = "zh".equals(trgLang) ? "zh" : "ja".equals(trgLang) ? "ja-mecab"
                            : "ko".equals(trgLang) ? "ko-mecab" : "13a";
                }
                if (List.of("ja-mecab", "ko-mecab", "spm", "flores101", "flores200").contains(tok)) {
                    throw new Exit(1, "tokenizer '" + tok + "' is not available here (it needs "
                            + (tok.endsWith("mecab") ? "MeCab and its dictionary" : "a SentencePiece model")
                            + "); use 13a, intl, zh, char or none");
                }
                raw.put("tokenize", tok);
                raw.put("smooth_method", a.get("bleu_smooth_method", "exp"));
                raw.put("smooth_value", a.get("bleu_smooth_value", null));
                raw.put("lowercase", a.flag("bleu_lowercase"));
                raw.put("effective_order", sentenceLevel);
            }
            case "chrf" -> {
                raw.put("char_order", a.get("chrf_char_order", null));
                raw.put("word_order", a.get("chrf_word_order", null));
                raw.put("beta", a.get("chrf_beta", null));
                raw.put("whitespace", a.flag("chrf_whitespace"));
                raw.put("lowercase", a.flag("chrf_lowercase"));
                raw.put("eps_smoothing", a.flag("chrf_eps_smoothing"));
            }
            default -> {
                raw.put("case_sensitive", a.flag("ter_case_sensitive"));
                raw.put("asian_support", a.flag("ter_asian_support"));
                raw.put("no_punct", a.flag("ter_no_punct"));
                raw.put("normalized", a.flag("ter_normalized"));
            }
        }
        raw.replaceAll((k, v) -> v instanceof BigInteger b ? b.toString() : v);
        Profile profile = Profiles.byName("sacrebleu:" + name);
        return profile.metric(raw);
    }

    private static Significance significance(Map<String, String> env) {
        return new SignificanceOptions().engine(env);
    }

    /** sacrebleu's short signature keys ({@code Signature._abbr} of each metric). */
    private static final Map<String, String> SHORT = Map.ofEntries(Map.entry("version", "v"), Map.entry("nrefs", "#"),
            Map.entry("seed", "rs"), Map.entry("case", "c"), Map.entry("eff", "e"), Map.entry("smooth", "s"),
            Map.entry("space", "s"), Map.entry("norm", "nr"), Map.entry("punct", "pn"), Map.entry("asian", "as"));

    /** The signature as sacrebleu prints it: version {@value #VERSION}, short keys with {@code --short}. */
    static String signature(Metric<?> metric, Signature s, boolean shortForm) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : s.entries().entrySet()) {
            String key = e.getKey();
            String value = key.equals("version") ? VERSION : e.getValue();
            if (shortForm) {
                key = key.equals("tok") && metric.name().equals("TER") ? "t" : SHORT.getOrDefault(key, key);
            }
            sb.append(sb.length() == 0 ? "" : "|").append(key).append(':').append(value);
        }
        return sb.toString();
    }

    /** sacrebleu's {@code Score.format}: the score line, the bare score with {@code -b}, or its JSON object. */
    static String format(String name, double score, ConfidenceEstimate ci, String verbose, String signature, int width,
                         boolean scoreOnly, boolean json) {
        if (scoreOnly || !json) {
            return SignificanceReport.scoreLine(name, signature, score, ci, verbose, width, scoreOnly);
        }
        StringBuilder sb = new StringBuilder("{\n");
        sb.append(" \"name\": ").append(pyJson(name)).append(",\n");
        sb.append(" \"score\": ").append(PyFormat.repr(PyFormat.round(score, width))).append(",\n");
        sb.append(" \"signature\": ").append(pyJson(signature));
        if (ci != null && ci.mean() > 0) {
            sb.append(",\n \"confidence_mean\": ").append(PyFormat.repr(PyFormat.round(ci.mean(), width)));
            sb.append(",\n \"confidence_var\": ").append(PyFormat.repr(PyFormat.round(ci.ci(), width)));
            sb.append(",\n \"confidence\": ").append(pyJson("μ = " + PyFormat.fixed(ci.mean(), width) + " ± "
                    + PyFormat.fixed(ci.ci(), width)));
        }
        if (verbose != null && !verbose.isEmpty()) {
            sb.append(",\n \"verbose_score\": ").append(pyJson(verbose));
        }
        for (String param : signature.split("\\|", -1)) {
            int colon = param.indexOf(':');
            sb.append(",\n ").append(pyJson(param.substring(0, colon))).append(": ")
                    .append(pyJson(param.substring(colon + 1)));
        }
        return sb.append("\n}").toString();
    }

    /** A string as {@code json.dumps(..., ensure_ascii=False)} writes it. */
    private static String pyJson(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '"' || ch == '\\') {
                sb.append('\\').append(ch);
            } else if (ch < 0x20) {
                String escaped = SignificanceReport.jsonString(String.valueOf(ch));
                sb.append(escaped, 1, escaped.length() - 1);
            } else {
                sb.append(ch);
            }
        }
        return sb.append('"').toString();
    }

    /** sacrebleu's {@code print_single_results}: JSON objects in a list, or text lines aligned on {@code =}. */
    private static void printSingle(PrintStream out, List<String> results, boolean json) {
        if (json) {
            out.println(results.size() > 1 ? "[\n" + String.join(",\n", results) + "\n]" : results.get(0));
            return;
        }
        if (results.size() == 1) {
            out.println(results.get(0));
            return;
        }
        List<Integer> lens = new ArrayList<>();
        for (String line : results) {
            int eq = line.indexOf('=');
            if (eq < 0) {
                out.println(line);
            } else {
                lens.add(line.codePointCount(0, eq) - 1);
            }
        }
        if (!lens.isEmpty()) {
            int w = lens.stream().max(Integer::compare).orElseThrow();
            for (int k = 0; k < lens.size(); k++) {
                String line = results.get(k);
                int cut = line.offsetByCodePoints(0, lens.get(k));
                String left = line.substring(0, cut);
                int pad = w - left.codePointCount(0, left.length());
                out.println(" ".repeat(Math.max(0, pad)) + left + line.substring(cut));
            }
        }
    }

    /** Lines of a file as Python's {@code open(encoding='utf-8', newline='\n')} yields them, {@code .gz} unpacked. */
    private List<String> readFile(String file) {
        byte[] bytes;
        try {
            Path p = baseDir.resolve(file);
            bytes = Files.readAllBytes(p);
            if (file.endsWith(".gz")) {
                try (InputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(bytes))) {
                    bytes = in.readAllBytes();
                }
            }
        } catch (NoSuchFileException e) {
            throw new Exit(1, "FileNotFoundError: No such file or directory: '" + file + "'");
        } catch (IOException | java.nio.file.InvalidPathException e) {
            throw new Exit(1, file + ": cannot read: " + e.getMessage());
        }
        List<String> lines = TextInput.decodeLines(bytes, file);
        // decodeLines drops the \r before \n; sacrebleu's rstrip() drops it as well.
        return lines;
    }

    /** Standard input as sacrebleu reads it: universal newlines, tab-separated systems (exit 17 when uneven). */
    private static void readStdin(InputStream stdin, List<List<String>> systems) {
        byte[] bytes;
        try {
            bytes = stdin.readAllBytes();
        } catch (IOException e) {
            throw new Exit(1, "<stdin>: cannot read: " + e.getMessage());
        }
        String text = decode(bytes);
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r') {
                lines.add(text.substring(start, i));
                if (ch == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.substring(start));
        }
        String first = lines.isEmpty() ? "" : lines.get(0);
        List<String> fields = List.of(PyStrings.rstrip(first).split("\t", -1));
        for (String f : fields) {
            List<String> s = new ArrayList<>();
            s.add(f);
            systems.add(s);
        }
        for (int k = 1; k < lines.size(); k++) {
            String[] parts = PyStrings.rstrip(lines.get(k)).split("\t", -1);
            if (parts.length != fields.size()) {
                throw new Exit(17, "FATAL: the number of tab-delimited fields in the input stream differ across lines.");
            }
            for (int j = 0; j < parts.length; j++) {
                systems.get(j).add(PyStrings.rstrip(parts[j]));
            }
        }
    }

    private static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new Exit(1, "<stdin>: not valid UTF-8");
        }
    }

    /** {@code line.split('\t', maxsplit)}. */
    private static List<String> splitTabs(String line, int maxsplit) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (out.size() < maxsplit) {
            int tab = line.indexOf('\t', start);
            if (tab < 0) {
                break;
            }
            out.add(line.substring(start, tab));
            start = tab + 1;
        }
        out.add(line.substring(start));
        return out;
    }

    private static List<List<String>> transpose(List<List<String>> streams, int n) {
        List<List<String>> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            List<String> seg = new ArrayList<>(streams.size());
            for (List<String> s : streams) {
                seg.add(s.get(i));
            }
            out.add(seg);
        }
        return out;
    }

    private static String resource(String name) {
        try (InputStream in = SacrebleuCommand.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException(name + " is missing from the jar", e);
        }
    }
}
