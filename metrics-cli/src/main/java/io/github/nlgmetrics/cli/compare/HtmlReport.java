package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.cli.input.TerminalText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --html FILE}: one self-contained page (no network, no external script, style or font):
 * the command and every signature, the systems × metrics table, per metric the scores with their
 * intervals, the rank-range diagram, the clusters and the table of all pairs; the metrics'
 * agreement; compare-mt's buckets as tables and bar charts; the pair's n-grams and segments with
 * matched tokens marked. Tables sort on a click of their header buttons (a few lines of inline
 * script); charts are inline SVG with a title and a description in words.
 */
final class HtmlReport {
    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:2em;max-width:1200px;color:#222}
            table{border-collapse:collapse;margin:.5em 0 1.5em}th,td{border:1px solid #ccc;padding:3px 7px}
            td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}th button{all:inherit;cursor:pointer}
            th[aria-sort=ascending] button::after{content:" ▲"}th[aria-sort=descending] button::after{content:" ▼"}
            tr.base{background:#fff6d5}code,pre{background:#f4f4f4;padding:2px 4px;white-space:pre-wrap}
            mark{background:#cdeccd}.ci{stroke:#555;stroke-width:3}.dot{fill:#1f5fa8}.dot.base{fill:#c0392b}
            .sep{stroke:#999;stroke-dasharray:4 3}.axis{stroke:#333}.range{fill:#7fa7d6}
            .s0{fill:#1f5fa8}.s1{fill:#e08e0b}.s2{fill:#2e8b57}.s3{fill:#8e44ad}svg text{font-size:11px}
            """;
    private static final String SCRIPT = """
            document.querySelectorAll('table.sortable th button').forEach(function (b) {
              b.addEventListener('click', function () {
                var th = b.parentNode, table = th.closest('table'), body = table.tBodies[0];
                var col = Array.prototype.indexOf.call(th.parentNode.children, th);
                var asc = th.getAttribute('aria-sort') !== 'ascending';
                table.querySelectorAll('th').forEach(function (h) { h.removeAttribute('aria-sort'); });
                th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
                var rows = Array.prototype.slice.call(body.rows);
                function key(r) { var c = r.cells[col]; var v = c.getAttribute('data-v');
                  return v !== null && v !== '' ? parseFloat(v) : c.textContent; }
                rows.sort(function (x, y) { var a = key(x), c = key(y);
                  var d = (typeof a === 'number' && typeof c === 'number') ? a - c : String(a).localeCompare(String(c));
                  return asc ? d : -d; });
                rows.forEach(function (r) { body.appendChild(r); });
              });
            });
            """;

    private HtmlReport() {
    }

    static String esc(String s) {
        // (and controls or bidi overrides from file and system names written out: TerminalText)
        return TerminalText.escape(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    static String render(Comparison c, String command) {
        return render(c, command, List.of());
    }

    /** The page, with a note listing the input warnings (docs/warnings.md) when there are any. */
    static String render(Comparison c, String command, List<String> warnings) {
        List<String> names = c.inputs().names();
        int base = c.baseline();
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>nlg-metrics compare: ").append(names.size()).append(" systems</title>\n")
                .append("<style>").append(STYLE).append("</style>\n</head>\n<body>\n<main>\n");
        sb.append("<h1>Comparison of ").append(names.size()).append(" systems</h1>\n");
        sb.append("<p>").append(c.inputs().references().size()).append(" segments, ").append(c.inputs().nrefs())
                .append(" reference(s); baseline <strong>").append(esc(names.get(base))).append("</strong>.</p>\n");
        if (!warnings.isEmpty()) {
            sb.append("<section id=\"warnings\" role=\"note\">\n<h2>Warnings about the input</h2>\n<p>The numbers below are"
                    + " computed as asked; these findings say where they are probably not what was meant"
                    + " (docs/warnings.md).</p>\n<ul>\n");
            for (String w : warnings) {
                sb.append("<li>").append(esc(w)).append("</li>\n");
            }
            sb.append("</ul>\n</section>\n");
        }
        sb.append("<h2 id=\"reproduce\">Reproduce</h2>\n<pre><code>").append(esc(command)).append("</code></pre>\n<ul>\n");
        for (Comparison.MetricResult m : c.metrics()) {
            sb.append("<li><strong>").append(esc(m.name())).append("</strong> <code>").append(esc(m.signature()))
                    .append("</code></li>\n");
        }
        sb.append("</ul>\n");
        for (String e : c.explain()) {
            sb.append("<p>Why profiles of one family differ: <code>").append(esc(e)).append("</code></p>\n");
        }
        summary(sb, c);
        for (int k = 0; k < c.metrics().size(); k++) {
            metric(sb, c, c.metrics().get(k), k);
        }
        if (!c.agreement().isEmpty()) {
            sb.append("<h2 id=\"agreement\">Metric agreement</h2>\n<table class=\"sortable\"><caption>Correlations of the metrics"
                    + " (scores oriented so that higher is better)</caption>\n<thead><tr>");
            header(sb, "metrics", "system Pearson r", "system Kendall τ", "segment Kendall τ (grouped by segment)");
            sb.append("</tr></thead><tbody>\n");
            for (Comparison.AgreementRow a : c.agreement()) {
                sb.append("<tr><th scope=\"row\">").append(esc(a.a() + " / " + a.b())).append("</th>")
                        .append(num(a.pearson(), 3)).append(num(a.kendall(), 3)).append(num(a.segmentKendall(), 3))
                        .append("</tr>\n");
            }
            sb.append("</tbody></table>\n");
        }
        differences(sb, c);
        sb.append("</main>\n<script>").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return sb.toString();
    }

    private static void summary(StringBuilder sb, Comparison c) {
        List<String> names = c.inputs().names();
        int base = c.baseline();
        sb.append("<h2 id=\"summary\">Scores</h2>\n<table class=\"sortable\" id=\"scores\"><caption>Each score with half"
                + " its 95% bootstrap interval (μ ± CI); p-values of the paired bootstrap / approximate randomization"
                + " against the baseline, * below α = ").append(c.settings().alpha()).append("</caption>\n<thead><tr>");
        List<String> h = new ArrayList<>(List.of("system"));
        for (Comparison.MetricResult m : c.metrics()) {
            h.add(m.name() + (m.higherIsBetter() ? " ↑" : " ↓"));
            h.add(m.name() + " ± CI");
            h.add(m.name() + " p");
            h.add(m.name() + " cluster");
        }
        header(sb, h.toArray(new String[0]));
        sb.append("</tr></thead><tbody>\n");
        for (int i : c.metrics().get(0).ranking().order().toArray()) {
            sb.append(i == base ? "<tr class=\"base\">" : "<tr>").append("<th scope=\"row\">").append(esc(names.get(i)))
                    .append(i == base ? " (baseline)" : "").append("</th>");
            for (Comparison.MetricResult m : c.metrics()) {
                int w = TextReport.width(m);
                sb.append(num(m.tests().scores().get(i), w)).append(num(m.tests().halfWidths().get(i), w));
                double p = i == base ? Double.NaN : m.tests().bootstrapP(base, i);
                sb.append("<td class=\"n\" data-v=\"").append(Double.isNaN(p) ? "" : p).append("\">")
                        .append(i == base ? "–" : esc(TextReport.pvalues(m, base, i, c.settings().alpha()))).append("</td>");
                sb.append("<td class=\"n\" data-v=\"").append(m.ranking().cluster().get(i)).append("\">")
                        .append(m.ranking().cluster().get(i)).append(" (").append(TextReport.range(m, i)).append(")</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody></table>\n");
    }

    private static void metric(StringBuilder sb, Comparison c, Comparison.MetricResult m, int k) {
        List<String> names = c.inputs().names();
        int s = names.size();
        int[] order = m.ranking().order().toArray();
        List<String> labels = new ArrayList<>();
        double[] score = new double[s];
        double[] mean = new double[s];
        double[] half = new double[s];
        int[] cluster = new int[s];
        int[] top = new int[s];
        int[] bottom = new int[s];
        int baseRow = -1;
        StringBuilder words = new StringBuilder();
        for (int r = 0; r < s; r++) {
            int i = order[r];
            labels.add(names.get(i));
            score[r] = m.tests().scores().get(i);
            mean[r] = m.tests().means().get(i);
            half[r] = m.tests().halfWidths().get(i);
            cluster[r] = m.ranking().cluster().get(i);
            top[r] = m.ranking().rankTop().get(i);
            bottom[r] = m.ranking().rankBottom().get(i);
            baseRow = i == c.baseline() ? r : baseRow;
            words.append(names.get(i)).append(' ').append(TextReport.fixed(score[r], TextReport.width(m)))
                    .append(" (cluster ").append(cluster[r]).append(", rank ").append(TextReport.range(m, i)).append("); ");
        }
        String id = "m" + k;
        sb.append("<section aria-labelledby=\"").append(id).append("-h\">\n<h2 id=\"").append(id).append("-h\">")
                .append(esc(m.name())).append(": scores, clusters and rank ranges</h2>\n");
        sb.append("<p>Clusters: systems sorted by score; a boundary where every system above is significantly better"
                + " than every system below (WMT). Rank range: 1 + the systems significantly better, to the number of"
                + " systems less those significantly worse.</p>\n");
        sb.append(Svg.scores(id + "-scores", m.name() + " with 95% intervals", labels, score, mean, half, cluster,
                baseRow, "Scores with bootstrap intervals, best first: " + words));
        sb.append(Svg.ranks(id + "-ranks", m.name() + " rank ranges", labels, top, bottom, s,
                "Rank ranges, best first: " + words));
        sb.append("<details><summary>All ").append(s * (s - 1) / 2).append(" pairs</summary>\n<table class=\"sortable\">"
                + "<caption>").append(esc(m.name())).append(": every pair</caption><thead><tr>");
        header(sb, "system A", "system B", "p bootstrap", "p randomization", "p adjusted", "significantly better");
        sb.append("</tr></thead><tbody>\n");
        for (int a = 0; a < s; a++) {
            for (int b = a + 1; b < s; b++) {
                double ar = m.tests().hasRandomization() ? m.tests().randomizationP(a, b) : Double.NaN;
                String better = m.ranking().better(a, b) ? names.get(a) : m.ranking().better(b, a) ? names.get(b) : "–";
                sb.append("<tr><td>").append(esc(names.get(a))).append("</td><td>").append(esc(names.get(b)))
                        .append("</td>").append(num(m.tests().bootstrapP(a, b), 4)).append(num(ar, 4))
                        .append(num(m.ranking().adjustedP(a, b), 4)).append("<td>").append(esc(better))
                        .append("</td></tr>\n");
            }
        }
        sb.append("</tbody></table></details>\n</section>\n");
    }

    private static void differences(StringBuilder sb, Comparison c) {
        Differences d = c.differences();
        List<String> names = c.inputs().names();
        int a = names.indexOf(d.a());
        int b = names.indexOf(d.b());
        sb.append("<h2 id=\"differences\">Where ").append(esc(d.a())).append(" and ").append(esc(d.b()))
                .append(" differ</h2>\n");
        int t = 0;
        for (Differences.BucketTable bt : d.buckets()) {
            String id = "b" + t++;
            sb.append("<h3 id=\"").append(id).append("-h\">").append(esc(bt.value())).append(" by ").append(esc(bt.title()))
                    .append("</h3>\n");
            StringBuilder words = new StringBuilder();
            for (int k = 0; k < bt.labels().size(); k++) {
                words.append(bt.labels().get(k)).append(": ").append(TextReport.fixed(bt.values()[a][k], 3)).append(" vs ")
                        .append(TextReport.fixed(bt.values()[b][k], 3)).append("; ");
            }
            sb.append(Svg.bars(id + "-chart", bt.value() + " by " + bt.title(), bt.labels(), List.of(d.a(), d.b()),
                    new double[][] {bt.values()[a], bt.values()[b]}, d.a() + " vs " + d.b() + " per bucket: " + words));
            sb.append("<table class=\"sortable\"><caption>").append(esc(bt.value())).append(" (count) per bucket, every system"
                    + "</caption><thead><tr>");
            List<String> h = new ArrayList<>(List.of("system"));
            h.addAll(bt.labels());
            header(sb, h.toArray(new String[0]));
            sb.append("</tr></thead><tbody>\n");
            for (int i = 0; i < names.size(); i++) {
                sb.append("<tr><th scope=\"row\">").append(esc(names.get(i))).append("</th>");
                for (int k = 0; k < bt.labels().size(); k++) {
                    double v = bt.values()[i][k];
                    sb.append("<td class=\"n\" data-v=\"").append(Double.isNaN(v) ? "" : v).append("\">")
                            .append(TextReport.fixed(v, 3)).append(" (").append(bt.counts()[i][k]).append(")</td>");
                }
                sb.append("</tr>\n");
            }
            sb.append("</tbody></table>\n");
        }
        ngrams(sb, d.a(), d.b(), d.favourA());
        ngrams(sb, d.b(), d.a(), d.favourB());
        sb.append("<h3>Segments where they differ most (sentence-level ").append(esc(d.scoreMetric()))
                .append(")</h3>\n<p>Highlighted tokens occur in the reference.</p>\n<table><thead><tr>");
        header(sb, "segment", d.a(), d.b(), "reference and hypotheses");
        sb.append("</tr></thead><tbody>\n");
        for (Differences.SegmentDiff g : d.segments()) {
            sb.append("<tr><td class=\"n\">").append(g.segment()).append("</td>").append(num(g.scoreA(), 1))
                    .append(num(g.scoreB(), 1)).append("<td>ref: ").append(esc(String.join(" ", g.reference())))
                    .append("<br>").append(esc(d.a())).append(": ").append(marked(g.hypA())).append("<br>")
                    .append(esc(d.b())).append(": ").append(marked(g.hypB())).append("</td></tr>\n");
        }
        sb.append("</tbody></table>\n");
    }

    private static void ngrams(StringBuilder sb, String a, String b, List<Differences.NgramDiff> list) {
        sb.append("<h3>n-grams ").append(esc(a)).append(" matches more often than ").append(esc(b)).append("</h3>\n")
                .append("<table class=\"sortable\"><thead><tr>");
        header(sb, "n-gram", "n", a, b, "ratio (m_A+1)/(m_A+m_B+2)");
        sb.append("</tr></thead><tbody>\n");
        for (Differences.NgramDiff g : list) {
            sb.append("<tr><td>").append(esc(g.ngram())).append("</td>").append(num(g.n(), 0)).append(num(g.matchA(), 0))
                    .append(num(g.matchB(), 0)).append(num(g.ratio(), 3)).append("</tr>\n");
        }
        sb.append("</tbody></table>\n");
    }

    private static String marked(List<Differences.Token> tokens) {
        StringBuilder sb = new StringBuilder();
        for (Differences.Token t : tokens) {
            sb.append(sb.length() > 0 ? " " : "").append(t.matched() ? "<mark>" + esc(t.text()) + "</mark>" : esc(t.text()));
        }
        return sb.toString();
    }

    private static void header(StringBuilder sb, String... cells) {
        for (String h : cells) {
            sb.append("<th scope=\"col\"><button type=\"button\">").append(esc(h)).append("</button></th>");
        }
    }

    private static String num(double v, int decimals) {
        return "<td class=\"n\" data-v=\"" + (Double.isNaN(v) ? "" : v) + "\">" + TextReport.fixed(v, decimals) + "</td>";
    }
}
