package io.github.nlgmetrics.cli.conformance;

import io.github.nlgmetrics.cli.ExitCode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics regress --baseline OLD --current NEW}: what changed between two runs, both
 * {@code conformance --json} reports or both {@code --segment-scores} files (see
 * {@link Regression}). Lists every case or segment whose status changed or whose numbers moved
 * (even within tolerance), regressions first and largest movement first, each labelled
 * {@code REGRESSED}, {@code IMPROVED} (not passed -> passed), {@code MOVED} or {@code CHANGED}.
 * Exit 1 on any passed -> not passed, any passed case missing from the current run, or any
 * movement beyond {@code --max-drift} (default 0: any movement) of a case whose status did not
 * change or of a segment; 0 otherwise (an improvement is no failure); 2 on unreadable input.
 */
@Command(name = "regress", mixinStandardHelpOptions = true,
        description = "Compare two conformance --json reports, or two --segment-scores files, case by case.")
public final class RegressCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--baseline", required = true, paramLabel = "OLD",
            description = "The last release's report (.json) or segment scores (.jsonl, .csv).")
    Path baseline;

    @Option(names = "--current", required = true, paramLabel = "NEW", description = "This build's, same kind.")
    Path current;

    @Option(names = "--max-drift", paramLabel = "X", defaultValue = "0",
            description = "Largest allowed movement of any number (default: ${DEFAULT-VALUE}).")
    double maxDrift;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    io.github.nlgmetrics.cli.report.OutputFormat format;

    @Override
    public Integer call() {
        if (!(maxDrift >= 0) || Double.isInfinite(maxDrift)) {
            throw new IllegalArgumentException("--max-drift must be a finite number >= 0: " + maxDrift);
        }
        Regression r = Regression.compare(baseline, current, maxDrift);
        PrintWriter out = spec.commandLine().getOut();
        out.println(format == io.github.nlgmetrics.cli.report.OutputFormat.JSON
                ? io.github.nlgmetrics.cli.report.PyJson.dumps(r.json(maxDrift)) : r.text(maxDrift));
        out.flush();
        return r.regressed(maxDrift) ? ExitCode.FAILURES : ExitCode.OK;
    }
}
