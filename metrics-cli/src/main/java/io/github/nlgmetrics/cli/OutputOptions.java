package io.github.nlgmetrics.cli;

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

    /** The decimals to print: {@code -w} when given, else {@code dflt}; checked to be in 0..16. */
    int width(int dflt) {
        int w = width == null ? dflt : width;
        if (w < 0 || w > 16) {
            throw new IllegalArgumentException("--width must be between 0 and 16: " + w);
        }
        return w;
    }

    /** Whether {@code -w} was given. */
    boolean widthGiven() {
        return width != null;
    }

    boolean json() {
        return format == OutputFormat.JSON;
    }
}
