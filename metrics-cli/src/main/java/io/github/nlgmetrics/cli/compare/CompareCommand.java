package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.ServableCommand;
import io.github.nlgmetrics.cli.StdoutGuard;
import io.github.nlgmetrics.cli.VersionProvider;
import io.github.nlgmetrics.cli.input.InputWarnings;
import io.github.nlgmetrics.cli.input.TerminalText;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.cli.report.OutputFiles;
import io.github.nlgmetrics.cli.report.OutputFormat;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.significance.Ranking;
import io.github.nlgmetrics.significance.Significance;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code nlg-metrics compare}: several systems scored by several metrics in one run, every pair
 * tested, with clusters and rank ranges, external segment scores, compare-mt's analyses, and a
 * text table, JSON or a self-contained HTML page ({@code docs/compare.md}). A thin command: it
 * reads the options, lets {@link CompareInputs} read the files and {@link Comparison} compute,
 * then prints. Bad input is one line and exit 2 before anything is written.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Compare systems: every metric's score with its bootstrap interval, paired tests of every pair,",
            "WMT-style significance clusters and rank ranges, external segment scores (--scores), metric agreement,",
            "and where the systems differ (compare-mt's buckets, n-grams, segments). See docs/compare.md."})
public final class CompareCommand implements Callable<Integer>, ServableCommand {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = {"-r", "--reference"}, required = true, arity = "1..*", paramLabel = "REF",
            description = "Reference file(s), one segment per line; repeat -r or list several for multiple references.")
    List<String> references;

    @Option(names = {"-i", "--input"}, required = true, arity = "1..*", paramLabel = "SYS",
            description = "System outputs, one file per system (named by the file's base name).")
    List<String> systems;

    @Option(names = {"-m", "--metrics"}, split = ",", paramLabel = "METRIC",
            description = {"Metrics (default: bleu,chrf,ter): a metric command's name (bleu, chrf, ter, rouge, meteor, wer,",
                "cer, bertscore, ...) or a profile name (nltk:bleu); NAME/P, NAME/R: BERTScore's precision, recall."})
    List<String> metrics = new ArrayList<>(List.of("bleu", "chrf", "ter"));

    @Option(names = "--baseline", paramLabel = "NAME", description = "The baseline system (default: the first -i).")
    String baseline;

    @Option(names = "--scores", paramLabel = "NAME=FILE",
            description = "External segment scores (TSV system<TAB>segment<TAB>score or JSONL); corpus score = mean.")
    Map<String, String> scores = new LinkedHashMap<>();

    @Option(names = "--lower-is-better", split = ",", paramLabel = "NAME",
            description = "--scores metrics where lower is better (e.g. MetricX).")
    List<String> lowerIsBetter = new ArrayList<>();

    @Option(names = {"-f", "--format"}, paramLabel = "text|json", description = "Standard output: text (default) or json.")
    OutputFormat format = OutputFormat.TEXT;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report to FILE.")
    String html;

    @Option(names = "--seed", paramLabel = "N|none", description = "Seed of numpy's default_rng (default 12345).")
    String seed = "12345";

    @Option(names = "--bootstrap", paramLabel = "N", description = "Bootstrap resamples (default 1000).")
    int bootstrap = Significance.DEFAULT_BOOTSTRAP_SAMPLES;

    @Option(names = "--trials", paramLabel = "N",
            description = "Approximate-randomization trials (default 10000; 0 skips the test).")
    int trials = Significance.DEFAULT_AR_TRIALS;

    @Option(names = "--alpha", paramLabel = "P", description = "Significance level (default 0.05).")
    double alpha = 0.05;

    @Option(names = "--cluster-test", paramLabel = "bs|ar", description = "The test clusters use (default bs).")
    Comparison.ClusterTest clusterTest = Comparison.ClusterTest.BS;

    @Option(names = "--correction", paramLabel = "none|holm",
            description = "Multiple-comparison correction over all pairs (default none, as WMT).")
    Ranking.Correction correction = Ranking.Correction.NONE;

    @Option(names = "--diff-with", paramLabel = "NAME",
            description = "The system compared with the baseline in the n-gram and segment analyses (default: the best other).")
    String diffWith;

    @Option(names = "--train-file", paramLabel = "FILE", description = "Word frequencies for the word-accuracy buckets.")
    String trainFile;

    @Option(names = "--top", paramLabel = "N", description = "n-grams and segments listed (default 10).")
    int top = 10;

    @Option(names = {"-q", "--quiet"}, description = "No progress line and no warnings about the input (docs/warnings.md).")
    boolean quiet;

    @Override
    public Integer call() {
        if (clusterTest == Comparison.ClusterTest.AR && trials <= 0) {
            throw new IllegalArgumentException("--cluster-test ar needs --trials above 0");
        }
        if (bootstrap < 2) {
            throw new IllegalArgumentException("--bootstrap must be at least 2: " + bootstrap);
        }
        if (trials < 0) {
            throw new IllegalArgumentException("--trials must be 0 or more: " + trials);
        }
        if (top < 0) {
            throw new IllegalArgumentException("--top must be 0 or more: " + top);
        }
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("--alpha must lie strictly between 0 and 1: " + alpha);
        }
        Significance engine = Significance.sacrebleu().withSeed(Significance.parseSeed(seed));
        if (engine.seed() == null) {
            engine = engine.withSeed(new java.security.SecureRandom().nextLong() & Long.MAX_VALUE);
        }
        for (String name : scores.keySet()) {
            if (name.isBlank()) {
                throw new IllegalArgumentException("--scores needs NAME=FILE: the name is empty");
            }
        }
        for (String name : lowerIsBetter) {
            if (!scores.containsKey(name)) {
                throw new IllegalArgumentException("--lower-is-better " + name + ": no --scores " + name + "=FILE");
            }
        }
        List<MetricChoice> choices = new ArrayList<>(MetricChoice.parse(metrics, scores.keySet()));
        checkHtmlTarget();
        CompareInputs in = CompareInputs.read(references, systems);
        scores.forEach((name, file) -> choices.add(MetricChoice.scores(name, file, in.readScores(name, file),
                !lowerIsBetter.contains(name))));
        Comparison.Settings settings = new Comparison.Settings(baseline == null ? 0 : in.indexOf(baseline), engine,
                bootstrap, trials, alpha, clusterTest, correction, diffWith == null ? -1 : in.indexOf(diffWith),
                trainFile == null ? null : trainCounts(trainFile), top);
        List<String> warnings = quiet ? new ArrayList<>() : warnings(in, choices);
        Comparison c;
        try (Progress progress = Progress.on(System.err, quiet, "steps", (long) (in.names().size() + 1) * choices.size())) {
            c = Comparison.run(in, settings, choices, progress);
        }
        if (!quiet) {
            warnings.addAll(c.warnings());
        }
        String command = commandLine(engine);
        String page = html == null ? null : HtmlReport.render(c, command, warnings);
        String out = format == OutputFormat.JSON ? JsonReport.render(c, command, warnings) : TextReport.render(c);
        if (page != null) {
            OutputFiles.write(html, "--html " + html, w -> w.write(page));
        }
        PrintWriter w = spec.commandLine().getOut();
        w.print(out);
        w.flush();
        // the warnings follow the results, and only once they were written (docs/errors.md, "Failed writes")
        if (!w.checkError() && StdoutGuard.failure() == null && !System.out.checkError() && !warnings.isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            warnings.forEach(line -> err.println("nlg-metrics: " + TerminalText.escape(line)));
            err.flush();
        }
        return ExitCode.OK;
    }

    /**
     * The input checks of every system (docs/warnings.md) under each {@code -m} metric's profile,
     * one line per finding naming its system; a line two metrics share is kept once.
     */
    private List<String> warnings(CompareInputs in, List<MetricChoice> choices) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (int i = 0; i < in.names().size(); i++) {
            for (MetricChoice choice : choices) {
                if (choice.profile() == null) {
                    continue;
                }
                InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(choice.profile(), choice.metric()));
                List<String> hyps = in.hypotheses().get(i);
                for (int j = 0; j < hyps.size(); j++) {
                    scan.add(hyps.get(j), in.references().get(j));
                }
                out.addAll(scan.findings(references, in.names().get(i)));
            }
        }
        return new ArrayList<>(out);
    }

    /** The command as given, with the seed drawn for {@code --seed none} written in, so that it reproduces. */
    private String commandLine(Significance engine) {
        List<String> args = new ArrayList<>(List.of("nlg-metrics", "compare"));
        List<String> given = new ArrayList<>(spec.commandLine().getParseResult().originalArgs());
        if (!given.isEmpty() && given.get(0).equals("compare")) {
            given.remove(0);
        }
        for (int k = 0; k < given.size(); k++) {
            String a = given.get(k);
            if (a.equals("--seed") && k + 1 < given.size()) {
                args.add(a);
                args.add(engine.seedLabel());
                k++;
            } else {
                args.add(CompareInputs.shellWord(a));
            }
        }
        if (!given.contains("--seed") && given.stream().noneMatch(a -> a.startsWith("--seed="))) {
            args.add("--seed");
            args.add(engine.seedLabel());
        }
        return String.join(" ", args);
    }

    private static Map<String, Integer> trainCounts(String file) {
        Tokenizer tok = Tokenizers.byName("13a");
        Map<String, Integer> counts = new HashMap<>();
        for (String line : TextInput.readLines(file)) {
            String t = tok.tokenize(line).strip();
            if (!t.isEmpty()) {
                for (String w : t.split(" +")) {
                    counts.merge(w, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /** Refuses, before anything is computed, an HTML path that cannot be written or is an input. */
    private void checkHtmlTarget() {
        if (html == null) {
            return;
        }
        List<String> inputs = new ArrayList<>(references);
        inputs.addAll(systems);
        inputs.addAll(scores.values());
        if (trainFile != null) {
            inputs.add(trainFile);
        }
        OutputFiles.check(html, "--html " + html, inputs);
    }
}
