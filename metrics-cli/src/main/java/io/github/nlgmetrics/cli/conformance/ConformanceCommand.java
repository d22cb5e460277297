package io.github.nlgmetrics.cli.conformance;

import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.VersionProvider;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.fixtures.CaseFilter;
import io.github.nlgmetrics.fixtures.CaseResult;
import io.github.nlgmetrics.fixtures.CaseStatus;
import io.github.nlgmetrics.fixtures.ConformanceReport;
import io.github.nlgmetrics.fixtures.ConformanceRunner;
import io.github.nlgmetrics.fixtures.EvalContext;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import io.github.nlgmetrics.fixtures.protocol.ExternalRunner;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Data;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics conformance}: runs golden cases through the compatibility profiles, or
 * through any implementation speaking the line protocol ({@code --external CMD}, see
 * docs/conformance-kit.md), and prints a parity table. Exit 0 only when no case failed and at
 * least one case was tested; 2 with one line when the external command cannot run, or when every
 * selected case was answered unsupported (a run that tested nothing is no pass, issue 32: the
 * adapter template as shipped) unless {@code --allow-all-unsupported}.
 */
@Command(name = "conformance", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Check golden cases (default: the bundled conformance-data/) against our profiles, "
                + "or against an external implementation (--external).")
public final class ConformanceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object (summary and every case); the same as --format json.")
    boolean json;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT",
            description = "Output format: text or json (one JSON object, summary and every case).")
    void format(io.github.nlgmetrics.cli.report.OutputFormat f) {
        json = f == io.github.nlgmetrics.cli.report.OutputFormat.JSON;
    }

    @Option(names = "--rouge-data", paramLabel = "DIR",
            description = "ROUGE-1.5.5 data directory (default: $ROUGE_EVAL_HOME, else the bundled WordNet 2.0 exceptions and SMART stop words).")
    Path rougeData;

    @Option(names = "--models", paramLabel = "DIR",
            description = "The folder of model folders that cases name by model_type (bertscore-hf.csv's tiny-bert, ...; "
                    + "default: $NLG_METRICS_MODELS; without one those cases are unsupported).")
    Path models;

    @Option(names = "--failures", description = "List every failed case (text mode).")
    boolean listFailures;

    @Option(names = "--external", paramLabel = "CMD",
            description = "Check this command instead of our code: started once per job through the shell, "
                    + "one JSON case per line on its stdin, one JSON answer per line on its stdout.")
    String external;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "Copies of the external command run in parallel (default: ${DEFAULT-VALUE}).")
    int jobs;

    @Option(names = "--case-timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Longest an external command may take for one case (default: ${DEFAULT-VALUE}).")
    double caseTimeout;

    @Option(names = "--filter", paramLabel = "IMPL:METRIC:LEVEL",
            description = "Only the cases whose impl, metric and level match these globs (e.g. sacrebleu:bleu:*).")
    String filter;

    @Option(names = "--allow-all-unsupported",
            description = "Accept a run in which every case was unsupported (nothing tested); by default it fails.")
    boolean allowAllUnsupported;

    @Parameters(paramLabel = "FILE|DIR", arity = "0..*", description = "Golden CSV files or directories.")
    List<Path> inputs = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        List<Path> paths = inputs.isEmpty() ? List.of(RepoPaths.conformanceData()) : inputs;
        CaseFilter selected = filter == null ? CaseFilter.ALL : CaseFilter.parse(filter);
        List<CaseResult> results;
        if (external != null) {
            if (!(caseTimeout > 0) || !(caseTimeout <= ExternalRunner.MAX_TIMEOUT.toSeconds())) {
                throw new IllegalArgumentException("--case-timeout must be a positive number of seconds, at most "
                        + ExternalRunner.MAX_TIMEOUT.toSeconds() + ": " + caseTimeout);
            }
            ExternalRunner runner = new ExternalRunner(external, jobs, Duration.ofMillis(Math.round(caseTimeout * 1000)),
                    null);
            try (Progress progress = progress(paths, selected)) {
                results = runner.run(new Counted(GoldenFiles.stream(paths, selected), progress));
            }
        } else {
            var parsed = spec.commandLine().getParseResult();
            if (parsed.hasMatchedOption("--jobs") || parsed.hasMatchedOption("--case-timeout")) {
                throw new IllegalArgumentException("--jobs and --case-timeout apply to --external CMD only");
            }
            EvalContext context = context(rougeData, models);
            ConformanceRunner runner = new ConformanceRunner(context);
            results = new ArrayList<>();
            try (Progress progress = progress(paths, selected)) {
                for (Iterator<GoldenCase> cases = new Counted(GoldenFiles.stream(paths, selected), progress); cases.hasNext(); ) {
                    results.add(runner.run(cases.next()));
                }
            }
            rougeDataNote(context, results).ifPresent(note -> spec.commandLine().getErr().println(note));
        }
        if (results.isEmpty()) {
            // Zero cases checked is no pass: a mistyped --filter or an empty folder must not look clean.
            throw new IllegalArgumentException((filter == null ? "no golden case" : "--filter " + filter
                    + " matched no case") + " in " + paths.stream().map(Path::toString)
                    .collect(java.util.stream.Collectors.joining(", ")));
        }
        ConformanceReport report = new ConformanceReport(results);
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? report.json() : report.table(listFailures));
        out.flush();
        long tested = report.count(CaseStatus.PASSED) + report.count(CaseStatus.FAILED);
        if (tested == 0 && !allowAllUnsupported) {
            throw new IllegalArgumentException("no case was tested: all " + results.size() + " selected cases were"
                    + " answered unsupported (--allow-all-unsupported accepts a run that tests nothing)");
        }
        return report.clean() ? ExitCode.OK : ExitCode.FAILURES;
    }

    /**
     * The progress of the run on stderr ({@code golden cases: 1200/28784 (4%), 290/s, ETA 95 s}), as the
     * other commands show theirs: on a terminal only, or with {@code NLG_METRICS_PROGRESS=1}. The
     * selected cases are counted first (one more read of the files) only when it is shown.
     */
    private static Progress progress(List<Path> paths, CaseFilter selected) {
        Progress progress = Progress.on(System.err, false, "golden cases", 0);
        if (progress.active()) {
            long total = 0;
            for (Iterator<GoldenCase> all = GoldenFiles.stream(paths, selected); all.hasNext(); all.next()) {
                total++;
            }
            progress.update(0, total);
        }
        return progress;
    }

    /** The cases, each counted on the progress line as it is taken (by the runner, or by an adapter's job). */
    private record Counted(Iterator<GoldenCase> cases, Progress progress) implements Iterator<GoldenCase> {
        @Override
        public boolean hasNext() {
            return cases.hasNext();
        }

        @Override
        public GoldenCase next() {
            GoldenCase c = cases.next();
            progress.advance(1);
            return c;
        }
    }

    /**
     * One stderr line when rouge155 cases failed with a data directory whose exception table is
     * not the one the golden cases were made with (the populated WordNet 2.0 table, bundled): a
     * stock ROUGE-1.5.5 {@code data/} folder with an empty {@code WordNet-2.0.exc.db}, as many
     * public copies ship, makes every case that stems through the table fail, exactly as the
     * script's numbers then differ. Empty when no such case failed or the tables agree.
     */
    static Optional<String> rougeDataNote(EvalContext context, List<CaseResult> results) {
        Path dir = context.rougeDataDir();
        if (dir == null || results.stream().noneMatch(r -> r.status() == CaseStatus.FAILED
                && r.goldenCase().impl().equals("rouge155"))) {
            return Optional.empty();
        }
        Map<String, String> table;
        try {
            table = Rouge155Data.load(dir).exceptions();
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // each failed case already carries the message
        }
        Map<String, String> bundled = Rouge155Data.bundled().exceptions();
        if (table.equals(bundled)) {
            return Optional.empty();
        }
        long differ = bundled.entrySet().stream().filter(e -> !e.getValue().equals(table.get(e.getKey()))).count()
                + table.keySet().stream().filter(k -> !bundled.containsKey(k)).count();
        String what = table.isEmpty()
                ? "an empty exception table (an empty WordNet-2.0.exc.db, as many public ROUGE-1.5.5 copies ship)"
                : String.format(Locale.ROOT, "an exception table of %,d entries that differs in %,d", table.size(), differ);
        return Optional.of(String.format(Locale.ROOT, "nlg-metrics conformance: note: the ROUGE data directory %s holds"
                + " %s; the golden cases were made with the bundled %,d-entry table: rouge155 cases that stem (-m,"
                + " stem.csv) follow it and fail; without --rouge-data and ROUGE_EVAL_HOME the bundled table is used",
                dir, what, bundled.size()));
    }

    /** {@link #context(Path, Path)} with the models folder of $NLG_METRICS_MODELS. */
    static EvalContext context(Path rougeData) {
        return context(rougeData, null);
    }

    /**
     * The evaluation context: {@code rougeData}, else $ROUGE_EVAL_HOME, else the bundled ROUGE-1.5.5 data; the
     * models folder {@code models}, else $NLG_METRICS_MODELS, else none.
     */
    static EvalContext context(Path rougeData, Path models) {
        if (rougeData != null && !Files.isDirectory(rougeData)) {
            throw new IllegalArgumentException("--rouge-data: not a directory: " + rougeData);
        }
        if (models != null && !Files.isDirectory(models)) {
            throw new IllegalArgumentException("--models: not a directory: " + models);
        }
        return EvalContext.fromEnvironment(rougeData, models);
    }
}
