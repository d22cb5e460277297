package io.github.nlgmetrics.cli.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.PairedResult;
import io.github.nlgmetrics.significance.PairedTestResult;
import io.github.nlgmetrics.significance.Significance;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * sacrebleu's significance output (2.6.0, {@code Score.format}, {@code utils.print_results_table}):
 * the {@code (μ = mean ± ci)} part of a score line and its JSON keys, the paired-test table
 * (tabulate's {@code fancy_grid}, without terminal colors), its explanation and signatures, and
 * the JSON list of systems ({@code json.dumps(..., indent=4)}, floats as Python's {@code repr}).
 */
public final class SignificanceReport {
    private SignificanceReport() {
    }

    /**
     * The metric signature with the test's fields where sacrebleu puts them, right after
     * {@code nrefs}: {@code nrefs:1|bs:1000|seed:12345|case:mixed|...}.
     */
    public static Signature signature(Signature metricSignature, String testKey, int n, Significance engine) {
        Signature out = Signature.of();
        boolean placed = false;
        for (Map.Entry<String, String> e : metricSignature.entries().entrySet()) {
            out = out.with(e.getKey(), e.getValue());
            if (!placed && e.getKey().equals("nrefs")) {
                out = out.with(testKey, Integer.toString(n)).with("seed", engine.seedLabel());
                placed = true;
            }
        }
        return placed ? out : Signature.of(testKey, Integer.toString(n), "seed", engine.seedLabel()).with(metricSignature);
    }

    /** {@code " (μ = 20.6 ± 0.8)"}, or nothing when the mean is not positive (sacrebleu's test). */
    public static String confidence(ConfidenceEstimate e, int width) {
        if (e == null || !(e.mean() > 0)) {
            return "";
        }
        return " (" + confidenceString(e, width) + ")";
    }

    private static String confidenceString(ConfidenceEstimate e, int width) {
        return "μ = " + PyFormat.fixed(e.mean(), width) + " ± " + PyFormat.fixed(e.halfWidth(), width);
    }

    /**
     * sacrebleu's {@code Score.format} line with a confidence estimate:
     * {@code NAME|signature = score (μ = mean ± ci)[ verbose]}, or {@code score (μ = mean ± ci)}
     * alone with {@code -b}.
     */
    public static String scoreLine(String name, String signature, double score, ConfidenceEstimate ci,
                                   String verbose, int width, boolean scoreOnly) {
        String sc = PyFormat.fixed(score, width) + confidence(ci, width);
        if (scoreOnly) {
            return sc;
        }
        String line = (signature == null || signature.isEmpty() ? name : name + "|" + signature) + " = " + sc;
        return verbose == null || verbose.isEmpty() ? line : line + " " + verbose;
    }

    /**
     * Adds {@code confidence_mean}, {@code confidence_var} (the half-width) and {@code confidence}:
     * the numbers rounded to {@code width} as sacrebleu's command line prints them, or as computed
     * ({@code exact}, {@code --full-precision}); the text always with the width.
     */
    public static void putConfidence(ObjectNode o, ConfidenceEstimate e, int width, boolean exact) {
        if (e == null || !(e.mean() > 0)) {
            return;
        }
        o.put("confidence_mean", exact ? e.mean() : PyFormat.round(e.mean(), width));
        o.put("confidence_var", exact ? e.halfWidth() : PyFormat.round(e.halfWidth(), width));
        o.put("confidence", confidenceString(e, width));
    }

    /**
     * Runs the requested paired test on the systems' statistics and prints sacrebleu's report.
     *
     * @param names system names (file names as given); the first is the baseline
     * @param engine the significance engine (its seed and threads)
     * @param bootstrap paired bootstrap resampling, else approximate randomization
     * @param n the number of resamples or trials
     */
    public static void printPaired(PrintWriter out, Metric<?> metric, List<String> names, List<double[][]> stats,
                                   Significance engine, boolean bootstrap, int n, int nrefs, int width,
                                   OutputFormat format) {
        printPaired(out, metric, names, paired(metric, stats, engine, bootstrap, n), nrefs, width, format);
    }

    /**
     * A paired test computed, not yet printed (a command shows its progress while it runs, then prints).
     *
     * @param result the test's result
     * @param engine the engine that ran it (its seed is in the signature)
     * @param bootstrap paired bootstrap ({@code true}) or approximate randomization
     * @param n the resamples or trials
     */
    public record Paired(PairedTestResult result, Significance engine, boolean bootstrap, int n) {
    }

    /** Runs the paired test of {@code stats} (the baseline's rows first) without printing it. */
    public static Paired paired(Metric<?> metric, List<double[][]> stats, Significance engine, boolean bootstrap, int n) {
        List<double[][]> systems = stats.subList(1, stats.size());
        PairedTestResult r = bootstrap
                ? engine.pairedBootstrap(metric, stats.get(0), systems, n)
                : engine.approximateRandomization(metric, stats.get(0), systems, n, -1);
        return new Paired(r, engine, bootstrap, n);
    }

    /** Prints a computed paired test of the systems {@code names} (sacrebleu's table or JSON). */
    public static void printPaired(PrintWriter out, Metric<?> metric, List<String> names, Paired p, int nrefs, int width,
                                   OutputFormat format) {
        List<String> labels = new ArrayList<>(names);
        labels.set(0, "Baseline: " + names.get(0));
        if (format == OutputFormat.JSON) {
            out.println(pairedJson(labels, metric.name(), p.result()));
        } else {
            String sig = signature(metric.signature(nrefs), p.bootstrap() ? "bs" : "ar", p.n(), p.engine()).toString();
            out.print(pairedText(labels, metric.name(), p.result(), p.bootstrap(), p.n(), width, sig));
        }
        out.flush();
    }

    /** The text report: the table, the explanation of the test, the signature. */
    public static String pairedText(List<String> labels, String metricName, PairedTestResult r, boolean bootstrap,
                                    int n, int width, String signature) {
        return pairedReport(labels, List.of(metricName), List.of(r), bootstrap, n, width, List.of(signature), false);
    }

    /**
     * sacrebleu's paired report of one or several metrics ({@code print_results_table}): the table
     * ({@code fancy_grid}, or {@code latex_booktabs} with the p-value on the score's line), the
     * explanation of the test announcing {@code announced} trials, the signatures.
     */
    public static String pairedReport(List<String> labels, List<String> metricNames, List<PairedTestResult> results,
                               boolean bootstrap, int announced, int width, List<String> signatures, boolean latex) {
        List<String> headers = new ArrayList<>();
        List<List<String>> columns = new ArrayList<>();
        boolean withCi = false;
        for (int m = 0; m < metricNames.size(); m++) {
            List<PairedResult> all = new ArrayList<>();
            all.add(results.get(m).baseline());
            all.addAll(results.get(m).systems());
            List<String> cells = new ArrayList<>();
            for (PairedResult p : all) {
                StringBuilder cell = new StringBuilder(PyFormat.fixed(p.score(), width));
                if (p.mean() != null) {
                    withCi = true;
                    cell.append(" (").append(PyFormat.fixed(p.mean(), width)).append(" ± ")
                            .append(PyFormat.fixed(p.halfWidth(), width)).append(')');
                }
                if (p.pValue() != null) {
                    cell.append(latex ? ' ' : '\n').append("(p = ").append(PyFormat.fixed(p.pValue(), 4)).append(')');
                    if (!(p.pValue() > 0.05)) {
                        cell.append('*');
                    }
                }
                cells.add(cell.toString());
            }
            // sacrebleu's flag is never reset: once a metric had a CI, every later header says so.
            headers.add(withCi ? metricNames.get(m) + " (μ ± 95% CI)" : metricNames.get(m));
            columns.add(cells);
        }
        StringBuilder sb = new StringBuilder(table(labels, headers, columns, latex)).append('\n');
        sb.append('\n');
        String msg = "Paired " + (bootstrap ? "bootstrap resampling" : "approximate randomization") + " test with "
                + announced + " " + (bootstrap ? "resampling trials" : "trials");
        String rule = "-".repeat(msg.length());
        sb.append(rule).append('\n').append(msg).append('\n').append(rule).append('\n');
        // sacrebleu names the baseline only when its label starts with "Baseline:" (not "Baseline" of stdin).
        String baseline = labels.get(0).startsWith("Baseline:") ? labels.get(0) : "";
        sb.append(" - Each system is pairwise compared to ").append(baseline).append(".\n");
        sb.append(bootstrap
                ? "   Actual system score / bootstrap estimated true mean / 95% CI are provided for each metric.\n"
                : "   Actual system score is provided for each metric.\n");
        sb.append('\n');
        sb.append(" - Null hypothesis: the system and the baseline translations are essentially\n");
        sb.append("   generated by the same underlying process. For a given system and the baseline,\n");
        sb.append("   the p-value is roughly the probability of the absolute score difference (delta)\n");
        sb.append("   or higher occurring due to chance, under the assumption that the null hypothesis is correct.\n");
        sb.append('\n');
        sb.append(" - Assuming a significance threshold of 0.05, the null hypothesis can be rejected\n");
        sb.append("   for p-values < 0.05 (marked with \"*\"). This means that the delta is unlikely to be attributed\n");
        sb.append("   to chance, hence the system is significantly \"different\" than the baseline.\n");
        sb.append("   Otherwise, the p-values are highlighted in red.\n");
        sb.append('\n');
        sb.append(" - NOTE: Significance does not tell whether a system is \"better\" than the baseline but rather\n");
        sb.append("   emphasizes the \"difference\" of the systems in terms of the replicability of the delta.\n");
        sb.append('\n');
        sb.append(signatures(metricNames, signatures));
        return sb.toString();
    }

    /**
     * sacrebleu's table of several systems without a paired test: the scores as printed with
     * {@code -b}, then the signatures.
     */
    public static String systemsReport(List<String> labels, List<String> metricNames, List<List<String>> columns,
                                List<String> signatures, boolean latex) {
        return table(labels, metricNames, columns, latex) + "\n\n" + signatures(metricNames, signatures);
    }

    /** The {@code Metric signatures} block: {@code  - NAME       signature} per metric. */
    private static String signatures(List<String> metricNames, List<String> signatures) {
        StringBuilder sb = new StringBuilder();
        sb.append("-----------------\n");
        sb.append("Metric signatures\n");
        sb.append("-----------------\n");
        for (int m = 0; m < metricNames.size(); m++) {
            sb.append(" - ").append(Tabulate.padRight(metricNames.get(m), 10)).append(' ').append(signatures.get(m)).append('\n');
        }
        return sb.toString();
    }

    /** The systems' table: a right-aligned {@code System} column, then one centered column per metric. */
    private static String table(List<String> labels, List<String> headers, List<List<String>> columns, boolean latex) {
        String[] head = new String[headers.size() + 1];
        head[0] = "System";
        boolean[] right = new boolean[head.length];
        right[0] = true;
        String[][] rows = new String[labels.size()][head.length];
        for (int c = 0; c < headers.size(); c++) {
            head[c + 1] = headers.get(c);
        }
        for (int r = 0; r < labels.size(); r++) {
            rows[r][0] = labels.get(r);
            for (int c = 0; c < columns.size(); c++) {
                rows[r][c + 1] = columns.get(c).get(r);
            }
        }
        return latex ? Tabulate.latexBooktabs(head, rows, right) : Tabulate.fancyGrid(head, rows, right);
    }

    /** sacrebleu's JSON: one object per system, {@code {"system": name, METRIC: {score, p_value, mean, ci}}}. */
    public static String pairedJson(List<String> labels, String metricName, PairedTestResult r) {
        return pairedJson(labels, List.of(metricName), List.of(r));
    }

    /** {@link #pairedJson(List, String, PairedTestResult)} with one entry per metric in each system's object. */
    public static String pairedJson(List<String> labels, List<String> metricNames, List<PairedTestResult> results) {
        StringBuilder sb = new StringBuilder("[\n");
        for (int i = 0; i < labels.size(); i++) {
            sb.append("    {\n");
            sb.append("        \"system\": ").append(PyJson.jsonString(labels.get(i)));
            for (int m = 0; m < metricNames.size(); m++) {
                PairedTestResult r = results.get(m);
                PairedResult p = i == 0 ? r.baseline() : r.systems().get(i - 1);
                sb.append(",\n        ").append(PyJson.jsonString(metricNames.get(m))).append(": {\n");
                sb.append("            \"score\": ").append(PyJson.jsonNumber(p.score())).append(",\n");
                sb.append("            \"p_value\": ").append(PyJson.jsonNumber(p.pValue())).append(",\n");
                sb.append("            \"mean\": ").append(PyJson.jsonNumber(p.mean())).append(",\n");
                sb.append("            \"ci\": ").append(PyJson.jsonNumber(p.halfWidth())).append('\n');
                sb.append("        }");
            }
            sb.append("\n    }").append(i + 1 < labels.size() ? ",\n" : "\n");
        }
        return sb.append(']').toString();
    }

    /** sacrebleu's JSON of several systems without a paired test: {@code {"system": name, METRIC: "score"}}. */
    public static String systemsJson(List<String> labels, List<String> metricNames, List<List<String>> columns) {
        StringBuilder sb = new StringBuilder("[\n");
        for (int i = 0; i < labels.size(); i++) {
            sb.append("    {\n        \"system\": ").append(PyJson.jsonString(labels.get(i)));
            for (int m = 0; m < metricNames.size(); m++) {
                sb.append(",\n        ").append(PyJson.jsonString(metricNames.get(m))).append(": ")
                        .append(PyJson.jsonString(columns.get(m).get(i)));
            }
            sb.append("\n    }").append(i + 1 < labels.size() ? ",\n" : "\n");
        }
        return sb.append(']').toString();
    }

}
