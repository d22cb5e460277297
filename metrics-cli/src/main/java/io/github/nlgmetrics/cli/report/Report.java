package io.github.nlgmetrics.cli.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.cli.input.TerminalText;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import java.io.PrintWriter;
import java.util.Map;

/**
 * Where a command prints: the writer, the output options and the width in effect, with the
 * formatting every {@link Presenter} shares (numbers, the confidence part, JSON objects pretty
 * for a corpus and one per line at sentence level).
 */
public final class Report {
    /** The shared JSON mapper, created on first use: a command that prints text never loads Jackson. */
    public static ObjectMapper mapper() {
        return Json.MAPPER;
    }

    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    public final PrintWriter out;
    public final OutputStyle style;
    public final int width;

    /** Findings of {@code InputWarnings}, shared by the copies of this report. */
    private final Warnings warnings;

    public Report(PrintWriter out, OutputStyle style, int defaultWidth) {
        this(out, style, style.width(defaultWidth), new Warnings());
    }

    private Report(PrintWriter out, OutputStyle style, int width, Warnings warnings) {
        this.out = out;
        this.style = style;
        this.width = width;
        this.warnings = warnings;
    }

    /** Where the warnings go ({@code err}, one line each), and whether {@code -q} silenced them. */
    public Report warningsTo(PrintWriter err, boolean quiet) {
        warnings.err = err;
        warnings.quiet = quiet;
        return this;
    }

    /** Whether {@code -q} was given: no input warnings, no progress line. */
    public boolean quiet() {
        return warnings.quiet;
    }

    /**
     * Records findings of the input checks (docs/warnings.md): printed on the warnings' stream by
     * {@link #printWarnings()} and, in a JSON object this report prints, as its {@code warnings}
     * array; nothing with {@code -q}.
     */
    public void warn(java.util.List<String> findings) {
        if (!warnings.quiet) {
            warnings.lines.addAll(findings);
        }
    }

    /**
     * Prints the recorded warnings, one line each, once; none when the results could not be written
     * (a closed pipe stays silent, a full device gets its one line: docs/errors.md, "Failed writes").
     */
    public void printWarnings() {
        if (out.checkError()) {
            warnings.lines.clear();
            return;
        }
        if (warnings.err != null && !warnings.lines.isEmpty()) {
            for (String w : warnings.lines) {
                warnings.err.println("nlg-metrics: " + TerminalText.escape(w));
            }
            warnings.err.flush();
            warnings.lines.clear();
        }
    }

    /** The warnings' state, shared by a report and its copies. */
    private static final class Warnings {
        final java.util.List<String> lines = new java.util.ArrayList<>();
        PrintWriter err;
        boolean quiet;
    }

    /**
     * This report for a score the reference prints whole (Python's repr) that must print fixed (a
     * confidence interval): at least {@link #WHOLE_WIDTH} decimals unless {@code -w} was given, so
     * that an interval on a 0-1 scale keeps its digits ({@code 0.3463 (μ = 0.3391 ± 0.0412)}, not
     * {@code 0.3 (μ = 0.3 ± 0.0)}).
     */
    Report forWholeScore() {
        return style.widthGiven() || width >= WHOLE_WIDTH ? this : new Report(out, style, WHOLE_WIDTH, warnings);
    }

    /** Decimals of an interval around a score the reference prints whole. */
    static final int WHOLE_WIDTH = 4;

    /** {@code x} with the width's decimals, as Python's {@code f"{x:.{w}f}"}. */
    String fixed(double x) {
        return PyFormat.fixed(x, width);
    }

    /** A number as a reference that prints floats whole writes it: Python's repr, or fixed when -w was given. */
    String reprOrFixed(double x) {
        return style.widthGiven() ? fixed(x) : PyFormat.repr(x);
    }

    /** A new JSON object. */
    ObjectNode object() {
        return mapper().createObjectNode();
    }

    /** Adds every signature entry as a string field (sacrebleu's JSON repeats them). */
    static void putSignatureFields(ObjectNode o, Signature signature) {
        for (Map.Entry<String, String> e : signature.entries().entrySet()) {
            o.put(e.getKey(), e.getValue());
        }
    }

    /** Adds sacrebleu's confidence fields (nothing when there is no estimate). */
    void putConfidence(ObjectNode o, ConfidenceEstimate ci) {
        SignificanceReport.putConfidence(o, ci, width);
    }

    /** Prints a JSON object: indented for a corpus, on one line per segment at sentence level. */
    void json(ObjectNode o) {
        if (!warnings.lines.isEmpty()) {
            var array = o.putArray("warnings");
            warnings.lines.forEach(array::add);
        }
        try {
            out.println(style.sentenceLevel() ? mapper().writeValueAsString(o)
                    : mapper().writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsString(o));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getMessage(), e);
        }
    }
}
