package io.github.nlgmetrics.cli.report;



/**
 * How a command prints, as its output options gave it: {@code -b} (score only), {@code -w}
 * (decimals, {@code null} when not given: each command has its own default), {@code -f text|json},
 * {@code --sentence-level}. The command layer's {@code OutputOptions} mixin reads the flags; this
 * record is what the reports see, so that they do not depend on the command line.
 *
 * @param scoreOnly print the score only
 * @param width the decimals given with {@code -w}, or {@code null}
 * @param format text or JSON
 * @param sentenceLevel one score per segment
 * @param fullPrecision {@code --full-precision}: JSON numbers as computed, never rounded to the width
 *     (the numbers a reference's Python API returns; {@code --format json} alone rounds the score as
 *     sacrebleu's command line does), and a score's own fields besides ({@code counts}, {@code bp}, ...)
 */
public record OutputStyle(boolean scoreOnly, Integer width, OutputFormat format, boolean sentenceLevel,
                          boolean fullPrecision) {
    /** The decimals to print: {@code -w} when given, else {@code dflt}; checked to be in 0..16. */
    public int width(int dflt) {
        int w = width == null ? dflt : width;
        if (w < 0 || w > 16) {
            throw new IllegalArgumentException("--width must be between 0 and 16: " + w);
        }
        return w;
    }

    /** Whether {@code -w} was given. */
    public boolean widthGiven() {
        return width != null;
    }

    /** The style of a command line without {@code --full-precision}. */
    public OutputStyle(boolean scoreOnly, Integer width, OutputFormat format, boolean sentenceLevel) {
        this(scoreOnly, width, format, sentenceLevel, false);
    }

    /** Whether JSON is asked for. */
    public boolean json() {
        return format == OutputFormat.JSON;
    }
}
