package io.github.nlgmetrics.cli.compare;

import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * How the reports write a comparison's values, in one place for the text table, the page and its charts: scores
 * with the decimals of their scale, p-values with their significance mark, clusters with their rank ranges, bucket
 * cells (a count as an integer), marked tokens, and HTML escaping.
 */
final class Formats {
    /** What an undefined value (NaN, infinity) reads as. */
    static final String NONE = "n/a";

    private Formats() {
    }

    /** {@code v} with {@code decimals} decimals, {@value #NONE} when it is not a finite number. */
    static String fixed(double v, int decimals) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + decimals + "f", v) : NONE;
    }

    /** Decimals a metric's scores print with: 1 on a 0-100 scale (sacrebleu's), else 4. */
    static int decimals(Comparison.MetricResult m) {
        for (double v : m.scores().toArray()) {
            if (Math.abs(v) > 1.5) {
                return 1;
            }
        }
        return 4;
    }

    /** System {@code i}'s score. */
    static String score(Comparison.MetricResult m, int i) {
        return fixed(m.scores().get(i), decimals(m));
    }

    /** Half the width of system {@code i}'s 95% interval ({@value #NONE} when not tested). */
    static String halfWidth(Comparison.MetricResult m, int i) {
        return m.tested() ? fixed(m.tests().halfWidths().get(i), decimals(m)) : NONE;
    }

    /** ↑ when higher is better, else ↓. */
    static String direction(Comparison.MetricResult m) {
        return m.higherIsBetter() ? "↑" : "↓";
    }

    /** A p-value with four decimals, {@code *} when below {@code alpha}. */
    static String p(double p, double alpha) {
        return fixed(p, 4) + (p < alpha ? "*" : "");
    }

    /** The paired bootstrap p-value of system {@code i} against {@code base}, and the randomization's when run. */
    static String pValues(Comparison.MetricResult m, int base, int i, double alpha) {
        if (!m.tested()) {
            return NONE;
        }
        String out = p(m.tests().bootstrapP(base, i), alpha);
        return m.tests().hasRandomization() ? out + " / " + p(m.tests().randomizationP(base, i), alpha) : out;
    }

    /** System {@code i}'s rank range: {@code 2-4}, or {@code 3} when it is one rank. */
    static String rankRange(Comparison.MetricResult m, int i) {
        if (!m.tested()) {
            return NONE;
        }
        int top = m.ranking().rankTop().get(i);
        int bottom = m.ranking().rankBottom().get(i);
        return top == bottom ? Integer.toString(top) : top + "-" + bottom;
    }

    /** System {@code i}'s cluster and rank range, {@code 2 (2-4)}. */
    static String cluster(Comparison.MetricResult m, int i) {
        return m.tested() ? m.ranking().cluster().get(i) + " (" + rankRange(m, i) + ")" : NONE;
    }

    /** A bucket cell: the count alone when the counts are the values, else {@code value (count)}. */
    static String bucket(Differences.BucketTable t, int system, int bucket) {
        long count = t.counts()[system][bucket];
        return t.countsOnly() ? Long.toString(count) : fixed(t.values()[system][bucket], 3) + " (" + count + ")";
    }

    /** A bucket's value: the count when the counts are the values. */
    static double bucketValue(Differences.BucketTable t, int system, int bucket) {
        return t.countsOnly() ? t.counts()[system][bucket] : t.values()[system][bucket];
    }

    /** The tokens, space-separated, each matched one between {@code open} and {@code close}; every text {@code escape}d. */
    static String marked(List<Differences.Token> tokens, String open, String close, UnaryOperator<String> escape) {
        StringBuilder sb = new StringBuilder();
        for (Differences.Token t : tokens) {
            sb.append(sb.length() > 0 ? " " : "").append(t.matched() ? open + escape.apply(t.text()) + close
                    : escape.apply(t.text()));
        }
        return sb.toString();
    }

    /** {@code s} as HTML text or attribute value. */
    static String html(String s) {
        // controls and bidi overrides of file and system names written out first (TerminalText, the one sanitizer)
        return io.github.nlgmetrics.cli.input.TerminalText.escape(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** {@code s} cut to {@code max} characters (code points), the cut marked with an ellipsis. */
    static String truncated(String s, int max) {
        return s.codePointCount(0, s.length()) <= max ? s : s.substring(0, s.offsetByCodePoints(0, max - 1)) + "…";
    }
}
