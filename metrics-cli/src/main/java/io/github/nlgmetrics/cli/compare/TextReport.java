package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.cli.input.TerminalText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The terminal report: the systems × metrics table (score ± 95% half-width, the paired tests
 * against the baseline, {@code *} where significant, cluster and rank range), why a metric is not tested, the
 * metrics' agreement, compare-mt's buckets and the pair's n-grams and segments, then the signatures.
 */
final class TextReport {
    private TextReport() {
    }

    static String render(Comparison c) {
        StringBuilder sb = new StringBuilder();
        List<String> names = c.inputs().names();
        Comparison.Settings s = c.settings();
        int base = s.baseline();
        sb.append(String.format(Locale.ROOT, "%d systems, %d segments, %d reference%s; baseline %s; paired bootstrap"
                        + " (%d resamples)%s, seed %s; clusters by %s, alpha %s, correction %s%n",
                names.size(), c.inputs().references().size(), c.inputs().nrefs(), c.inputs().nrefs() == 1 ? "" : "s",
                names.get(base), s.bootstrap(), s.trials() > 0 ? ", approximate randomization (" + s.trials() + " trials)" : "",
                s.engine().seedLabel(), s.clusterTest().title(), s.alpha(), s.correction().id()));
        sb.append('\n');
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("system"));
        for (Comparison.MetricResult m : c.metrics()) {
            header.add(m.name() + " " + Formats.direction(m) + " (± 95% CI)");
            header.add(s.trials() > 0 ? "p bs / ar" : "p bs");
            header.add("cluster (ranks)");
        }
        rows.add(header);
        for (int i : c.metrics().get(0).order().toArray()) {
            List<String> row = new ArrayList<>();
            row.add(names.get(i) + (i == base ? " (baseline)" : ""));
            for (Comparison.MetricResult m : c.metrics()) {
                row.add(Formats.score(m, i) + (m.tested() ? " ± " + Formats.halfWidth(m, i) : ""));
                row.add(i == base ? "-" : Formats.pValues(m, base, i, s.alpha()));
                row.add(Formats.cluster(m, i));
            }
            rows.add(row);
        }
        table(sb, rows);
        sb.append("  p: paired bootstrap / approximate randomization against the baseline, * below alpha;"
                + " cluster (ranks): the significance cluster, and the rank range (WMT: 1 + #significantly better ..")
                .append(" #systems - #significantly worse)\n");
        for (Comparison.MetricResult m : c.metrics()) {
            if (!m.tested()) {
                sb.append("  ").append(m.name()).append(" is not tested: ").append(m.notTested()).append('\n');
            }
        }
        sb.append('\n');
        if (!c.agreement().isEmpty()) {
            List<List<String>> ag = new ArrayList<>();
            ag.add(List.of("metrics", "system Pearson", "system Kendall τ", "segment Kendall τ"));
            for (Comparison.AgreementRow a : c.agreement()) {
                ag.add(List.of(a.a() + " / " + a.b(), Formats.fixed(a.pearson(), 3), Formats.fixed(a.kendall(), 3),
                        Formats.fixed(a.segmentKendall(), 3)));
            }
            sb.append("Metric agreement (direction-aligned)\n");
            table(sb, ag);
            sb.append('\n');
        }
        differences(sb, c.differences(), names);
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

    private static void differences(StringBuilder sb, Differences d, List<String> names) {
        for (Differences.BucketTable t : d.buckets()) {
            sb.append(t.value()).append(" by ").append(t.title()).append('\n');
            List<List<String>> bt = new ArrayList<>();
            List<String> h = new ArrayList<>(List.of("system"));
            h.addAll(t.labels());
            bt.add(h);
            for (int i = 0; i < names.size(); i++) {
                List<String> r = new ArrayList<>(List.of(names.get(i)));
                for (int k = 0; k < t.labels().size(); k++) {
                    r.add(Formats.bucket(t, i, k));
                }
                bt.add(r);
            }
            table(sb, bt);
            sb.append(t.countsOnly() ? "  segments per bucket\n\n"
                    : "  (n): segments in the bucket, or reference words for word frequency\n\n");
        }
        ngrams(sb, d.a(), d.b(), d.favourA());
        ngrams(sb, d.b(), d.a(), d.favourB());
        if (!d.segments().isEmpty()) {
            sb.append("Segments where ").append(d.a()).append(" and ").append(d.b()).append(" differ most (sentence-level ")
                    .append(d.scoreMetric()).append("; [matched] tokens are in the reference)\n");
            for (Differences.SegmentDiff g : d.segments()) {
                sb.append(String.format(Locale.ROOT, "  #%d  %s %s  %s %s%n", g.segment(), d.a(),
                        Formats.fixed(g.scoreA(), 3), d.b(), Formats.fixed(g.scoreB(), 3)));
                sb.append("    ref: ").append(String.join(" ", g.reference())).append('\n');
                sb.append("    ").append(d.a()).append(": ").append(Formats.marked(g.hypA(), "[", "]", t -> t)).append('\n');
                sb.append("    ").append(d.b()).append(": ").append(Formats.marked(g.hypB(), "[", "]", t -> t)).append('\n');
            }
            sb.append('\n');
        }
    }

    private static void ngrams(StringBuilder sb, String a, String b, List<Differences.NgramDiff> list) {
        if (list.isEmpty()) {
            return;
        }
        sb.append("n-grams of the references ").append(a).append(" matches more often than ").append(b).append('\n');
        List<List<String>> t = new ArrayList<>();
        t.add(List.of("n-gram", a, b, "ratio"));
        for (Differences.NgramDiff g : list) {
            t.add(List.of(g.ngram(), Long.toString(g.matchA()), Long.toString(g.matchB()), Formats.fixed(g.ratio(), 3)));
        }
        table(sb, t);
        sb.append('\n');
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
