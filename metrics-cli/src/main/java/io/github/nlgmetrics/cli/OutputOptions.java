package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.cli.report.OutputFormat;
import io.github.nlgmetrics.cli.report.OutputStyle;
import picocli.CommandLine.Option;

/**
 * The output options every metric command mixes in: {@code -b} (score only), {@code -w} (decimals;
 * each command has its own default), {@code -f text|json}, {@code --sentence-level}.
 */
final class OutputOptions {
    @Option(names = {"-b", "--score-only"}, description = "Print the score only.")
    boolean scoreOnly;

    @Option(names = {"-w", "--width"}, paramLabel = "N",
            description = "Decimals of the printed score (default: the reference's; see the command's description).")
    Integer width;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = {"--sentence-level", "-sl"}, description = "Print one score per segment.")
    boolean sentenceLevel;

    @Option(names = "--full-precision", description = "With --format json: every number as computed (the value the"
            + " reference's Python API returns, e.g. sacrebleu's BLEUScore.score), not rounded to -w decimals, and the"
            + " score's own fields besides (counts, totals, precisions, bp, ...).")
    boolean fullPrecision;

    @Option(names = {"-q", "--quiet"}, description = "No warnings about the input (docs/warnings.md), no progress line.")
    boolean quiet;

    /** These options as the reports see them. */
    OutputStyle style() {
        if (fullPrecision && format != OutputFormat.JSON) {
            throw new IllegalArgumentException("--full-precision is for --format json (text prints what the reference's"
                    + " command line prints)");
        }
        return new OutputStyle(scoreOnly, width, format, sentenceLevel, fullPrecision);
    }
}
