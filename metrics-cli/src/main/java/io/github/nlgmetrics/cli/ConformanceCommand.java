package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.fixtures.ConformanceRunner;
import io.github.nlgmetrics.fixtures.EvalContext;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import io.github.nlgmetrics.fixtures.ConformanceReport;

/**
 * {@code nlg-metrics conformance}: runs golden cases through the compatibility profiles and prints
 * a parity table. Exit 0 only when no case failed.
 */
@Command(name = "conformance", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Check golden cases (default: the bundled conformance-data/) against our profiles.")
final class ConformanceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object (summary and every case).")
    boolean json;

    @Option(names = "--rouge-data", paramLabel = "DIR",
            description = "ROUGE-1.5.5 data directory (default: $ROUGE_EVAL_HOME, else the bundled WordNet 2.0 exceptions and SMART stop words).")
    Path rougeData;

    @Option(names = "--failures", description = "List every failed case (text mode).")
    boolean listFailures;

    @Parameters(paramLabel = "FILE|DIR", arity = "0..*", description = "Golden CSV files or directories.")
    List<Path> inputs = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        List<Path> paths = inputs.isEmpty() ? List.of(RepoPaths.conformanceData()) : inputs;
        Path data = rougeData;
        if (data != null && !Files.isDirectory(data)) {
            throw new IllegalArgumentException("--rouge-data: not a directory: " + data);
        }
        EvalContext ctx = EvalContext.fromEnvironment(data);
        ConformanceReport report = new ConformanceReport(new ConformanceRunner(ctx).runAll(paths));
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? report.json() : report.table(listFailures));
        out.flush();
        return report.clean() ? 0 : 1;
    }
}
