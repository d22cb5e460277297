package io.github.nlgmetrics.cli.dropin.sacrebleu;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.cli.report.PyJson;
import io.github.nlgmetrics.cli.report.SignificanceReport;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the sacrebleu drop-in prints for one system, as sacrebleu 2.6.0 does: the signature
 * (version {@value SacrebleuCommand#VERSION}, short keys with {@code --short}), {@code Score.format}'s
 * line or JSON object ({@code json.dumps(indent=1, ensure_ascii=False)}), and
 * {@code print_single_results}' alignment of several metrics on {@code =}. The systems' tables and
 * the paired tests are {@link SignificanceReport}'s.
 */
final class SacrebleuFormat {
    private SacrebleuFormat() {
    }

    /** sacrebleu's short signature keys ({@code Signature._abbr} of each metric). */
    private static final Map<String, String> SHORT = Map.ofEntries(Map.entry("version", "v"), Map.entry("nrefs", "#"),
            Map.entry("seed", "rs"), Map.entry("case", "c"), Map.entry("eff", "e"), Map.entry("smooth", "s"),
            Map.entry("space", "s"), Map.entry("norm", "nr"), Map.entry("punct", "pn"), Map.entry("asian", "as"));

    /** The signature as sacrebleu prints it: version {@value SacrebleuCommand#VERSION}, short keys with {@code --short}. */
    static String signature(Metric<?> metric, Signature s, boolean shortForm) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : s.entries().entrySet()) {
            String key = e.getKey();
            String value = key.equals("version") ? SacrebleuCommand.VERSION : e.getValue();
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
            sb.append(",\n \"confidence_var\": ").append(PyFormat.repr(PyFormat.round(ci.halfWidth(), width)));
            sb.append(",\n \"confidence\": ").append(pyJson("μ = " + PyFormat.fixed(ci.mean(), width) + " ± "
                    + PyFormat.fixed(ci.halfWidth(), width)));
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
                String escaped = PyJson.jsonString(String.valueOf(ch));
                sb.append(escaped, 1, escaped.length() - 1);
            } else {
                sb.append(ch);
            }
        }
        return sb.append('"').toString();
    }

    /** sacrebleu's {@code print_single_results}: JSON objects in a list, or text lines aligned on {@code =}. */
    static void printSingle(PrintStream out, List<String> results, boolean json) {
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
}
