package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.cli.input.TerminalText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The terminal report: the systems × metrics table (score ± 95% half-width, the paired tests
 * against the baseline, {@code *} where significant), the clusters and rank ranges of every metric,
 * the metrics' agreement, compare-mt's buckets and the pair's n-grams, then the signatures.
 */
final class TextReport {
    private TextReport() {
    }

    static String render(Comparison c) {
        StringBuilder sb = new StringBuilder();
        List<String> names = c.inputs().names().stream().map(TerminalText::escape).toList();
        int base = c.baseline();
        Comparison.Settings s = c.settings();
        sb.append(String.format(Locale.ROOT, "%d systems, %d segments, %d reference%s; baseline %s; paired bootstrap"
                        + " (%d resamples)%s, seed %s; clusters by %s, alpha %s, correction %s%n",
                names.size(), c.inputs().references().size(), c.inputs().nrefs(), c.inputs().nrefs() == 1 ? "" : "s",
                names.get(base), s.bootstrap(), s.trials() > 0 ? ", approximate randomization (" + s.trials() + " trials)" : "",
                s.engine().seedLabel(), s.clusterTest().equals("ar") ? "approximate randomization" : "paired bootstrap",
                s.alpha(), s.correction().id()));
        sb.append('\n');
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("system"));
        for (Comparison.MetricResult m : c.metrics()) {
            header.add(m.name() + (m.higherIsBetter() ? " ↑" : " ↓") + " (± 95% CI)");
            header.add("p bs / ar");
            header.add("rank");
        }
        rows.add(header);
        for (int i : c.metrics().get(0).ranking().order().toArray()) {
            List<String> row = new ArrayList<>();
            row.add(names.get(i) + (i == base ? " (baseline)" : ""));
            for (Comparison.MetricResult m : c.metrics()) {
                int w = width(m);
                row.add(fixed(m.tests().scores().get(i), w) + " ± " + fixed(m.tests().halfWidths().get(i), w));
                row.add(i == base ? "-" : pvalues(m, base, i, s.alpha()));
                row.add(m.ranking().cluster().get(i) + ": " + range(m, i));
            }
            rows.add(row);
        }
        table(sb, rows);
        sb.append("  p: paired bootstrap / approximate randomization against the baseline, * below alpha;"
                + " rank: cluster: rank range (WMT: 1 + #significantly better .. #systems - #significantly worse)\n\n");
        if (c.agreement().size() > 0) {
            List<List<String>> ag = new ArrayList<>();
            ag.add(List.of("metrics", "system Pearson", "system Kendall τ", "segment Kendall τ"));
            for (Comparison.AgreementRow a : c.agreement()) {
                ag.add(List.of(a.a() + " / " + a.b(), fixed(a.pearson(), 3), fixed(a.kendall(), 3),
                        fixed(a.segmentKendall(), 3)));
            }
            sb.append("Metric agreement (direction-aligned)\n");
            table(sb, ag);
            sb.append('\n');
        }
        Differences d = c.differences();
        String a = TerminalText.escape(d.a());
        String b = TerminalText.escape(d.b());
        for (Differences.BucketTable t : d.buckets()) {
            sb.append(t.value()).append(" by ").append(t.title()).append('\n');
            List<List<String>> bt = new ArrayList<>();
            List<String> h = new ArrayList<>(List.of("system"));
            for (int k = 0; k < t.labels().size(); k++) {
                h.add(t.labels().get(k));
            }
            bt.add(h);
            for (int i = 0; i < names.size(); i++) {
                List<String> r = new ArrayList<>(List.of(names.get(i)));
                for (int k = 0; k < t.labels().size(); k++) {
                    double v = t.values()[i][k];
                    r.add((v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : fixed(v, 3))
                            + " (" + t.counts()[i][k] + ")");
                }
                bt.add(r);
            }
            table(sb, bt);
            sb.append("  (n): segments in the bucket, or reference words for word frequency\n\n");
        }
        ngrams(sb, a, b, d.favourA());
        ngrams(sb, b, a, d.favourB());
        if (!d.segments().isEmpty()) {
            sb.append("Segments where ").append(a).append(" and ").append(b).append(" differ most (sentence-level ")
                    .append(d.scoreMetric()).append("; [matched] tokens are in the reference)\n");
            for (Differences.SegmentDiff g : d.segments()) {
                sb.append(String.format(Locale.ROOT, "  #%d  %s %s  %s %s%n", g.segment(), a, fixed(g.scoreA(), 1),
                        b, fixed(g.scoreB(), 1)));
                sb.append("    ref: ").append(String.join(" ", g.reference())).append('\n');
                sb.append("    ").append(a).append(": ").append(marked(g.hypA())).append('\n');
                sb.append("    ").append(b).append(": ").append(marked(g.hypB())).append('\n');
            }
            sb.append('\n');
        }
        for (String e : c.explain()) {
            sb.append("Why profiles of one family differ: ").append(e).append('\n');
        }
        if (!c.explain().isEmpty()) {
            sb.append('\n');
        }
        sb.append("Signatures\n");
        for (Comparison.MetricResult m : c.metrics()) {
            sb.append(" - ").append(m.name()).append(' ').append(m.signature()).append('\n');
        }
        return sb.toString();
    }

    private static void ngrams(StringBuilder sb, String a, String b, List<Differences.NgramDiff> list) {
        if (list.isEmpty()) {
            return;
        }
        sb.append("n-grams of the references ").append(a).append(" matches more often than ").append(b).append('\n');
        List<List<String>> t = new ArrayList<>();
        t.add(List.of("n-gram", a, b, "ratio"));
        for (Differences.NgramDiff g : list) {
            t.add(List.of(g.ngram(), Long.toString(g.matchA()), Long.toString(g.matchB()), fixed(g.ratio(), 3)));
        }
        table(sb, t);
        sb.append('\n');
    }

    static String marked(List<Differences.Token> tokens) {
        StringBuilder sb = new StringBuilder();
        for (Differences.Token t : tokens) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(t.matched() ? "[" + t.text() + "]" : t.text());
        }
        return sb.toString();
    }

    static String pvalues(Comparison.MetricResult m, int base, int i, double alpha) {
        double bs = m.tests().bootstrapP(base, i);
        String out = fixed(bs, 4) + (bs < alpha ? "*" : "");
        if (m.tests().hasRandomization()) {
            double ar = m.tests().randomizationP(base, i);
            out += " / " + fixed(ar, 4) + (ar < alpha ? "*" : "");
        }
        return out;
    }

    static String range(Comparison.MetricResult m, int i) {
        int top = m.ranking().rankTop().get(i);
        int bottom = m.ranking().rankBottom().get(i);
        return top == bottom ? Integer.toString(top) : top + "-" + bottom;
    }

    /** Decimals a metric prints with: 1 for a 0-100 score (sacrebleu's), else 4. */
    static int width(Comparison.MetricResult m) {
        for (double v : m.tests().scores().toArray()) {
            if (Math.abs(v) > 1.5) {
                return 1;
            }
        }
        return 4;
    }

    static String fixed(double v, int decimals) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /** Left-aligned first column, right-aligned others, a rule under the header. */
    private static void table(StringBuilder sb, List<List<String>> rows) {
        int cols = rows.get(0).size();
        int[] w = new int[cols];
        for (List<String> r : rows) {
            for (int k = 0; k < cols; k++) {
                w[k] = Math.max(w[k], r.get(k).codePointCount(0, r.get(k).length()));
            }
        }
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder line = new StringBuilder();
            for (int k = 0; k < cols; k++) {
                String cell = rows.get(r).get(k);
                String pad = " ".repeat(w[k] - cell.codePointCount(0, cell.length()));
                line.append(k == 0 ? cell + pad : pad + cell).append(k + 1 < cols ? "  " : "");
            }
            sb.append(line.toString().stripTrailing()).append('\n');
            if (r == 0) {
                int total = 0;
                for (int x : w) {
                    total += x + 2;
                }
                sb.append("-".repeat(total - 2)).append('\n');
            }
        }
    }
}
