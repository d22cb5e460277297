package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.cli.input.TerminalText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --html FILE}: one self-contained page (no network, no external script, style or font) that reads from a
 * phone to a wide screen and prints ({@link PageStyle}): the systems × metrics table with a legend, per metric the
 * scores with their intervals, the rank-range diagram and the table of all pairs (a metric that cannot be tested
 * says why); the metrics' agreement; compare-mt's buckets as bar charts ({@link Svg}) and tables; the pair's
 * n-grams and segments with matched tokens marked; the command and every signature. Tables sort on a click of
 * their header buttons.
 */
final class HtmlReport {
    private HtmlReport() {
    }

    /** The page, with a note listing {@code warnings} (docs/warnings.md) when there are any. */
    static String render(Comparison c, String command, List<String> warnings) {
        List<String> names = c.inputs().names();
        int base = c.settings().baseline();
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>nlg-metrics compare: ").append(names.size()).append(" systems</title>\n")
                .append("<style>").append(PageStyle.CSS).append("</style>\n</head>\n<body>\n<main>\n");
        sb.append("<h1>Comparison of ").append(names.size()).append(" systems</h1>\n");
        sb.append("<p>").append(c.inputs().references().size()).append(" segments, ").append(c.inputs().nrefs())
                .append(" reference(s); baseline <strong>").append(Formats.html(names.get(base))).append("</strong>.</p>\n");
        sb.append("<nav aria-label=\"Sections\"><ul><li><a href=\"#summary\">Scores</a></li>");
        for (int k = 0; k < c.metrics().size(); k++) {
            sb.append("<li><a href=\"#m").append(k).append("\">").append(Formats.html(c.metrics().get(k).name()))
                    .append("</a></li>");
        }
        sb.append(c.agreement().isEmpty() ? "" : "<li><a href=\"#agreement\">Agreement</a></li>")
                .append("<li><a href=\"#differences\">Differences</a></li><li><a href=\"#reproduce\">Reproduce</a></li>")
                .append("</ul></nav>\n");
        if (!warnings.isEmpty()) {
            sb.append("<section id=\"warnings\" role=\"note\">\n<h2>Warnings about the input</h2>\n<p>The"
                    + " numbers below are computed as asked; these findings say where they are probably not what was"
                    + " meant (docs/warnings.md).</p>\n<ul>\n");
            warnings.forEach(w -> sb.append("<li>").append(Formats.html(w)).append("</li>\n"));
            sb.append("</ul>\n</section>\n");
        }
        summary(sb, c);
        for (int k = 0; k < c.metrics().size(); k++) {
            metric(sb, c, c.metrics().get(k), "m" + k);
        }
        if (!c.agreement().isEmpty()) {
            sb.append("<h2 id=\"agreement\">Metric agreement</h2>\n<p>Correlations of the metrics, their scores oriented so"
                    + " that higher is better; the segment Kendall τ is grouped by segment (WMT23).</p>\n");
            open(sb, null, "Metric agreement", "metrics", "system Pearson r", "system Kendall τ", "segment Kendall τ");
            for (Comparison.AgreementRow a : c.agreement()) {
                sb.append("<tr>").append(system(a.a() + " / " + a.b(), false)).append(num(a.pearson(), 3))
                        .append(num(a.kendall(), 3)).append(num(a.segmentKendall(), 3)).append("</tr>\n");
            }
            close(sb);
        }
        differences(sb, c);
        sb.append("<h2 id=\"reproduce\">Reproduce</h2>\n<pre><code>").append(Formats.html(command))
                .append("</code></pre>\n<ul>\n");
        for (Comparison.MetricResult m : c.metrics()) {
            sb.append("<li><strong>").append(Formats.html(m.name())).append("</strong> <code>")
                    .append(Formats.html(m.signature())).append("</code></li>\n");
        }
        sb.append("</ul>\n");
        for (String e : c.explain()) {
            sb.append("<p>Why profiles of one family differ: <code>").append(Formats.html(e)).append("</code></p>\n");
        }
        sb.append("</main>\n<script>").append(PageStyle.SCRIPT).append("</script>\n</body>\n</html>\n");
        return sb.toString();
    }

    private static void summary(StringBuilder sb, Comparison c) {
        List<String> names = c.inputs().names();
        int base = c.settings().baseline();
        double alpha = c.settings().alpha();
        sb.append("<h2 id=\"summary\">Scores</h2>\n");
        List<String> h = new ArrayList<>(List.of("system"));
        for (Comparison.MetricResult m : c.metrics()) {
            h.add(m.name() + " " + Formats.direction(m));
            h.add(m.name() + " p");
            h.add(m.name() + " cluster (ranks)");
        }
        open(sb, "scores", "Scores, p-values, clusters and rank ranges", h.toArray(new String[0]));
        for (int i : c.metrics().get(0).order().toArray()) {
            sb.append(i == base ? "<tr class=\"base\">" : "<tr>").append(system(names.get(i), i == base));
            for (Comparison.MetricResult m : c.metrics()) {
                sb.append(cell(m.scores().get(i), Formats.score(m, i), m.tested() ? "± " + Formats.halfWidth(m, i) : null));
                if (i == base || !m.tested()) {
                    sb.append("<td class=\"n\" data-v=\"\">").append(i == base ? "–" : Formats.NONE).append("</td>");
                } else {
                    sb.append(cell(m.tests().bootstrapP(base, i), Formats.p(m.tests().bootstrapP(base, i), alpha),
                            m.tests().hasRandomization() ? Formats.p(m.tests().randomizationP(base, i), alpha) : null));
                }
                sb.append("<td class=\"n\" data-v=\"").append(m.tested() ? m.ranking().cluster().get(i) : "").append("\">")
                        .append(Formats.cluster(m, i)).append("</td>");
            }
            sb.append("</tr>\n");
        }
        close(sb);
        sb.append("<dl class=\"legend\">\n<dt>↑ ↓</dt><dd>higher, lower is better; the rows are sorted by the first"
                + " metric, best first.</dd>\n<dt>28.3 <small>± 0.7</small></dt><dd>the score, and half the width of"
                + " its 95% bootstrap interval (μ ± CI).</dd>\n<dt>p</dt><dd>the paired bootstrap p-value against the"
                + " baseline").append(c.settings().trials() > 0 ? ", below it the approximate randomization's" : "")
                .append("; * below α = ").append(alpha).append(".</dd>\n")
                .append("<dt>cluster (ranks), e.g. 2 (2-4)</dt><dd>the system's significance cluster, then its rank"
                + " range. Clusters: the systems sorted by score, with a boundary wherever every system above is"
                + " significantly better than every system below (by the ").append(c.settings().clusterTest().title())
                .append("), so the systems of one cluster are tied. Rank range: from 1 + the number of systems"
                + " significantly better, to the number of systems less those significantly worse (WMT).</dd>\n</dl>\n");
        for (Comparison.MetricResult m : c.metrics()) {
            if (!m.tested()) {
                sb.append("<p class=\"note\"><strong>").append(Formats.html(m.name())).append("</strong> is not tested: ")
                        .append(Formats.html(m.notTested())).append(".</p>\n");
            }
        }
    }

    private static void metric(StringBuilder sb, Comparison c, Comparison.MetricResult m, String id) {
        List<String> names = c.inputs().names();
        int s = names.size();
        sb.append("<section aria-labelledby=\"").append(id).append("-h\" id=\"").append(id).append("\">\n<h2 id=\"")
                .append(id).append("-h\">").append(Formats.html(m.name())).append(m.tested()
                        ? ": scores, clusters and rank ranges" : ": scores").append("</h2>\n");
        if (!m.tested()) {
            sb.append(Svg.scores(id + "-scores", m, names, c.settings().baseline()));
            sb.append("<p>No interval, paired test or cluster: see the note under <a href=\"#summary\">the scores</a>.</p>\n"
                    + "</section>\n");
            return;
        }
        sb.append("<p class=\"legend\">Left, a dot is a system's score (the baseline's red), a bar its 95% bootstrap"
                + " interval, a dashed line a boundary between two clusters; right (or below), each system's possible"
                + " ranks.</p>\n<div class=\"charts\">").append(Svg.scores(id + "-scores", m, names, c.settings().baseline()))
                .append(Svg.ranks(id + "-ranks", m, names)).append("</div>\n");
        sb.append("<details><summary>All ").append(s * (s - 1) / 2).append(" pairs</summary>\n");
        open(sb, null, m.name() + ": every pair", "system A", "system B", "p bootstrap", "p randomization", "p adjusted",
                "significantly better");
        for (int a = 0; a < s; a++) {
            for (int b = a + 1; b < s; b++) {
                double ar = m.tests().hasRandomization() ? m.tests().randomizationP(a, b) : Double.NaN;
                String better = m.ranking().better(a, b) ? names.get(a) : m.ranking().better(b, a) ? names.get(b) : "–";
                sb.append("<tr>").append(system(names.get(a), false)).append("<td data-s=\"").append(Formats.html(names.get(b)))
                        .append("\">").append(name(names.get(b))).append("</td>").append(num(m.tests().bootstrapP(a, b), 4))
                        .append(num(ar, 4)).append(num(m.ranking().adjustedP(a, b), 4)).append("<td>").append(name(better))
                        .append("</td></tr>\n");
            }
        }
        close(sb);
        sb.append("</details>\n</section>\n");
    }

    private static void differences(StringBuilder sb, Comparison c) {
        Differences d = c.differences();
        List<String> names = c.inputs().names();
        int a = names.indexOf(d.a());
        int b = names.indexOf(d.b());
        sb.append("<h2 id=\"differences\">Where ").append(Formats.html(d.a())).append(" and ").append(Formats.html(d.b()))
                .append(" differ</h2>\n");
        int t = 0;
        for (Differences.BucketTable bt : d.buckets()) {
            String id = "b" + t++;
            sb.append("<h3 id=\"").append(id).append("-h\">").append(Formats.html(bt.value())).append(" by ")
                    .append(Formats.html(bt.title())).append("</h3>\n");
            sb.append(Svg.bars(id + "-chart", bt, names, a, b));
            sb.append("<p>Every system").append(bt.countsOnly() ? ": segments per bucket." : ": " + Formats.html(bt.value())
                    + " (and in brackets how many " + (bt.title().startsWith("word") ? "reference words" : "segments")
                    + ") per bucket.").append("</p>\n");
            List<String> h = new ArrayList<>(List.of("system"));
            h.addAll(bt.labels());
            open(sb, null, bt.value() + " by " + bt.title(), h.toArray(new String[0]));
            for (int i = 0; i < names.size(); i++) {
                sb.append("<tr>").append(system(names.get(i), false));
                for (int k = 0; k < bt.labels().size(); k++) {
                    double v = Formats.bucketValue(bt, i, k);
                    sb.append("<td class=\"n\" data-v=\"").append(Double.isFinite(v) ? v : "").append("\">")
                            .append(Formats.bucket(bt, i, k)).append("</td>");
                }
                sb.append("</tr>\n");
            }
            close(sb);
        }
        ngrams(sb, d.a(), d.b(), d.favourA());
        ngrams(sb, d.b(), d.a(), d.favourB());
        if (d.segments().isEmpty()) {
            return;
        }
        sb.append("<h3>Segments where they differ most (sentence-level ").append(Formats.html(d.scoreMetric()))
                .append(")</h3>\n<p>Highlighted tokens occur in the reference.</p>\n");
        open(sb, null, "Segments", "segment", d.a(), d.b(), "reference and hypotheses");
        for (Differences.SegmentDiff g : d.segments()) {
            sb.append("<tr><td class=\"n\" data-v=\"").append(g.segment()).append("\">").append(g.segment()).append("</td>")
                    .append(num(g.scoreA(), 3)).append(num(g.scoreB(), 3)).append("<td class=\"text\">ref: ")
                    .append(Formats.html(String.join(" ", g.reference()))).append("<br>").append(Formats.html(d.a()))
                    .append(": ").append(Formats.marked(g.hypA(), "<mark>", "</mark>", Formats::html)).append("<br>")
                    .append(Formats.html(d.b())).append(": ").append(Formats.marked(g.hypB(), "<mark>", "</mark>",
                            Formats::html)).append("</td></tr>\n");
        }
        close(sb);
    }

    private static void ngrams(StringBuilder sb, String a, String b, List<Differences.NgramDiff> list) {
        sb.append("<h3>n-grams ").append(Formats.html(a)).append(" matches more often than ").append(Formats.html(b))
                .append("</h3>\n");
        open(sb, null, "n-grams", "n-gram", "n", a, b, "ratio (m_A+1)/(m_A+m_B+2)");
        for (Differences.NgramDiff g : list) {
            sb.append("<tr><td>").append(Formats.html(g.ngram())).append("</td>").append(num(g.n(), 0))
                    .append(num(g.matchA(), 0)).append(num(g.matchB(), 0)).append(num(g.ratio(), 3)).append("</tr>\n");
        }
        close(sb);
    }

    /**
     * Opens a sortable table ({@code id}, or none when null) in its own scrolling box: {@code caption}, then the
     * header row, the first column kept in view when the box scrolls.
     */
    private static void open(StringBuilder sb, String id, String caption, String... header) {
        sb.append("<div class=\"scroll\"><table class=\"sortable\"").append(id == null ? "" : " id=\"" + id + "\"")
                .append("><caption>").append(Formats.html(caption)).append("</caption>\n<thead><tr>");
        for (int k = 0; k < header.length; k++) {
            sb.append("<th scope=\"col\"").append(k == 0 ? " class=\"sys\"" : "").append("><button type=\"button\">")
                    .append(Formats.html(header[k])).append("</button></th>");
        }
        sb.append("</tr></thead><tbody>\n");
    }

    private static void close(StringBuilder sb) {
        sb.append("</tbody></table></div>\n");
    }

    /** A row's first cell: the system's name, cut with an ellipsis where long (the whole name its tooltip). */
    private static String system(String name, boolean baseline) {
        return "<th scope=\"row\" class=\"sys\" data-s=\"" + Formats.html(name) + "\">" + name(name)
                + (baseline ? "<span class=\"tag\">baseline</span>" : "") + "</th>";
    }

    private static String name(String name) {
        return "<span class=\"name\" title=\"" + Formats.html(name) + "\">" + Formats.html(name) + "</span>";
    }

    /** A number cell, {@code below} (when not null) in small type under it. */
    private static String cell(double v, String text, String below) {
        return "<td class=\"n\" data-v=\"" + (Double.isFinite(v) ? v : "") + "\">" + Formats.html(text)
                + (below == null ? "" : "<small>" + Formats.html(below) + "</small>") + "</td>";
    }

    private static String num(double v, int decimals) {
        return cell(v, Formats.fixed(v, decimals), null);
    }
}
