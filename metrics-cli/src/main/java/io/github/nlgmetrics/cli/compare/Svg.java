package io.github.nlgmetrics.cli.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The page's charts as inline SVG that scale to the width of the page (a {@code viewBox}, width 100%, at most
 * their natural width): each with {@code role="img"}, a {@code <title>}, a {@code <desc>} that states in words what
 * it draws, axis titles, and system names cut to {@value #NAME_CHARS} characters with the whole name as a tooltip.
 * The charts: a metric's scores with their 95% intervals and cluster boundaries, WMT's rank-range diagram, and a
 * bucket table's bars for the pair of systems analysed.
 */
final class Svg {
    /** The longest system name drawn whole. */
    static final int NAME_CHARS = 18;
    private static final int ROW = 22;
    private static final int LABEL = 160;
    private static final int PLOT = 310;
    private static final int WIDTH = LABEL + PLOT + 30;
    private static final int TOP = 10;

    private Svg() {
    }

    /**
     * One row per system, best first: a dot at its score (the baseline's red), a bar over its bootstrap interval
     * {@code mean ± half-width} when tested, a dashed line between two clusters.
     */
    static String scores(String id, Comparison.MetricResult m, List<String> names, int baseline) {
        int[] order = m.order().toArray();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        StringBuilder words = new StringBuilder();
        for (int i : order) {
            double[] span = span(m, i);
            for (double v : span) {
                if (Double.isFinite(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
            words.append(names.get(i)).append(' ').append(Formats.score(m, i)).append(m.tested() ? " ± "
                    + Formats.halfWidth(m, i) + ", cluster " + Formats.cluster(m, i) : "").append("; ");
        }
        double[] range = padded(lo, hi);
        int height = TOP + ROW * order.length + 46;
        StringBuilder sb = open(id, m.name() + (m.tested() ? " with 95% bootstrap intervals" : ""),
                "Scores, best first: " + words, height);
        for (int r = 0; r < order.length; r++) {
            int i = order[r];
            int y = TOP + r * ROW + ROW / 2;
            sb.append(name(y, names.get(i), i == baseline));
            double[] span = span(m, i);
            if (m.tested() && Double.isFinite(span[1]) && Double.isFinite(span[2])) {
                sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"ci\"/>",
                        x(span[1], range), y, x(span[2], range), y));
            }
            if (Double.isFinite(span[0])) {
                sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"4\" class=\"%s\"><title>%s</title>"
                        + "</circle>", x(span[0], range), y, i == baseline ? "dot base" : "dot",
                        Formats.html(names.get(i) + ": " + Formats.score(m, i))));
            }
            if (m.tested() && r + 1 < order.length
                    && m.ranking().cluster().get(i) != m.ranking().cluster().get(order[r + 1])) {
                int yl = TOP + (r + 1) * ROW;
                sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"sep\"/>",
                        LABEL, yl, LABEL + PLOT, yl));
            }
        }
        int axisY = TOP + ROW * order.length;
        List<String> ticks = new ArrayList<>();
        for (int k = 0; k <= 4; k++) {
            ticks.add(Formats.fixed(range[0] + (range[1] - range[0]) * k / 4, Math.abs(range[1]) > 1.5 ? 1 : 3));
        }
        axis(sb, axisY, ticks, m.name() + " " + Formats.direction(m) + (m.higherIsBetter() ? " (higher is better)"
                : " (lower is better)"));
        return sb.append(systemAxis(TOP, axisY)).append("</svg>\n").toString();
    }

    /** WMT's rank ranges, best first: one bar per system from its best to its worst possible rank. */
    static String ranks(String id, Comparison.MetricResult m, List<String> names) {
        int[] order = m.order().toArray();
        int s = names.size();
        StringBuilder words = new StringBuilder();
        for (int i : order) {
            words.append(names.get(i)).append(' ').append(Formats.rankRange(m, i)).append("; ");
        }
        int height = TOP + ROW * order.length + 46;
        StringBuilder sb = open(id, m.name() + " rank ranges", "Possible ranks, best first: " + words, height);
        double step = PLOT / (double) Math.max(1, s);
        for (int r = 0; r < order.length; r++) {
            int i = order[r];
            int y = TOP + r * ROW + ROW / 2;
            sb.append(name(y, names.get(i), false));
            double x1 = LABEL + step * (m.ranking().rankTop().get(i) - 1);
            double x2 = LABEL + step * m.ranking().rankBottom().get(i);
            sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"12\" class=\"range\">"
                    + "<title>%s</title></rect>", x1, y - 6, x2 - x1,
                    Formats.html(names.get(i) + ": ranks " + Formats.rankRange(m, i))));
        }
        int axisY = TOP + ROW * order.length;
        sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>", LABEL, axisY,
                LABEL + PLOT, axisY));
        int every = Math.max(1, (int) Math.ceil(s / 10.0));
        for (int k = 1; k <= s; k++) {
            if (k == 1 || k == s || k % every == 0) {
                sb.append(text(LABEL + step * (k - 0.5), axisY + 14, Integer.toString(k), "middle", ""));
            }
        }
        sb.append(text(LABEL + PLOT / 2.0, axisY + 34, "possible ranks (1 = best)", "middle", " class=\"title\""));
        return sb.append(systemAxis(TOP, axisY)).append("</svg>\n").toString();
    }

    /** Grouped bars of the pair {@code a}, {@code b}: for each bucket, one bar per system, with a legend. */
    static String bars(String id, Differences.BucketTable t, List<String> names, int a, int b) {
        double hi = 0;
        StringBuilder words = new StringBuilder(names.get(a) + " vs " + names.get(b) + " per bucket: ");
        for (int k = 0; k < t.labels().size(); k++) {
            hi = Math.max(hi, Math.max(finite(Formats.bucketValue(t, a, k)), finite(Formats.bucketValue(t, b, k))));
            words.append(t.labels().get(k)).append(": ").append(Formats.bucket(t, a, k)).append(" vs ")
                    .append(Formats.bucket(t, b, k)).append("; ");
        }
        hi = hi > 0 ? hi : 1;
        int plotH = 160;
        int left = 60;
        int plotW = WIDTH - left - 20;
        int buckets = Math.max(1, t.labels().size());
        double group = Math.min(plotW / (double) buckets, 110);
        int longest = t.labels().stream().mapToInt(String::length).max().orElse(1);
        boolean slanted = longest * 6.5 > group;
        int labelH = slanted ? (int) Math.ceil(longest * 4.6) + 8 : 18;
        int height = TOP + plotH + labelH + 58;
        StringBuilder sb = open(id, t.value() + " by " + t.title(), words.toString(), height);
        int base = TOP + plotH;
        int[] series = {a, b};
        double offset = (plotW - group * buckets) / 2;
        for (int k = 0; k < t.labels().size(); k++) {
            double gx = left + offset + k * group;
            for (int s = 0; s < 2; s++) {
                double v = Formats.bucketValue(t, series[s], k);
                if (!Double.isFinite(v)) {
                    continue;
                }
                double bh = plotH * v / hi;
                sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" class=\"s%d\">"
                        + "<title>%s</title></rect>", gx + group * 0.1 + s * group * 0.4, base - bh, group * 0.4, bh, s,
                        Formats.html(names.get(series[s]) + ", " + t.labels().get(k) + ": " + Formats.bucket(t, series[s], k))));
            }
            double lx = gx + group / 2;
            sb.append(slanted
                    ? String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"end\" transform=\"rotate(-40 %.1f %d)\">"
                            + "%s</text>", lx, base + 12, lx, base + 12, Formats.html(t.labels().get(k)))
                    : text(lx, base + 14, t.labels().get(k), "middle", ""));
        }
        sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>", left, base,
                left + plotW, base));
        sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>", left, TOP, left,
                base));
        int decimals = t.countsOnly() || hi > 10 ? 0 : 2;
        for (int k = 0; k <= 2; k++) {
            sb.append(text(left - 4, base - plotH * k / 2 + 4, Formats.fixed(hi * k / 2, decimals), "end", ""));
        }
        sb.append(text(left + plotW / 2.0, base + labelH + 14, t.title(), "middle", " class=\"title\""));
        sb.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 14 %d)\""
                + " class=\"title\">%s</text>", TOP + plotH / 2, TOP + plotH / 2, Formats.html(t.value())));
        int ly = base + labelH + 28;
        for (int s = 0; s < 2; s++) {
            int lx = left + s * (plotW / 2);
            sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" class=\"s%d\"/>", lx, ly, s));
            sb.append(name(lx + 14, ly + 9, names.get(series[s]), "start", false));
        }
        return sb.append("</svg>\n").toString();
    }

    /** The values a system's row spans: its score, and the ends of its interval (NaN when not tested). */
    private static double[] span(Comparison.MetricResult m, int i) {
        double score = m.scores().get(i);
        if (!m.tested()) {
            return new double[] {score, Double.NaN, Double.NaN};
        }
        double mean = m.tests().means().get(i);
        double half = m.tests().halfWidths().get(i);
        return new double[] {score, mean - half, mean + half};
    }

    /** The axis of values {@code lo..hi}, 5% wider on each side, but not below 0 when every value is 0 or more. */
    private static double[] padded(double lo, double hi) {
        if (!Double.isFinite(lo)) {
            return new double[] {0, 1};
        }
        if (!(hi > lo)) {
            hi = lo + 1;
        }
        double pad = (hi - lo) * 0.05;
        return new double[] {lo >= 0 ? Math.max(0, lo - pad) : lo - pad, hi + pad};
    }

    private static double x(double v, double[] range) {
        return LABEL + PLOT * (v - range[0]) / (range[1] - range[0]);
    }

    private static double finite(double v) {
        return Double.isFinite(v) ? v : 0;
    }

    private static StringBuilder open(String id, String title, String desc, int height) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg id=\"%s\" class=\"chart\" role=\"img\" aria-labelledby=\"%s-t %s-d\""
                + " viewBox=\"0 0 %d %d\" style=\"max-width:%dpx\" xmlns=\"http://www.w3.org/2000/svg\">", id, id, id,
                WIDTH, height, WIDTH * 13 / 10));
        sb.append("<title id=\"").append(id).append("-t\">").append(Formats.html(title)).append("</title>");
        sb.append("<desc id=\"").append(id).append("-d\">").append(Formats.html(desc)).append("</desc>");
        return sb;
    }

    /** The x axis of a score chart: the line, the ticks' values and the axis title. */
    private static void axis(StringBuilder sb, int y, List<String> ticks, String title) {
        sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>", LABEL, y,
                LABEL + PLOT, y));
        for (int k = 0; k < ticks.size(); k++) {
            sb.append(text(LABEL + PLOT * k / (double) (ticks.size() - 1), y + 14, ticks.get(k), "middle", ""));
        }
        sb.append(text(LABEL + PLOT / 2.0, y + 34, Formats.truncated(title, 56), "middle", " class=\"title\""));
    }

    /** The y axis title of a chart with one row per system ("system" alone where the rows are too few for more). */
    private static String systemAxis(int top, int bottom) {
        int mid = (top + bottom) / 2;
        return String.format(Locale.ROOT, "<text x=\"12\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 12 %d)\""
                + " class=\"title\">%s</text>", mid, mid, bottom - top >= 150 ? "system (best first)" : "system");
    }

    private static String name(int y, String name, boolean bold) {
        return name(LABEL - 6, y + 4, name, "end", bold);
    }

    /** A system's name, cut to {@value #NAME_CHARS} characters, the whole name its tooltip. */
    private static String name(int x, int y, String name, String anchor, boolean bold) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"%s\"%s><title>%s</title>%s</text>", x, y,
                anchor, bold ? " font-weight=\"bold\"" : "", Formats.html(name),
                Formats.html(Formats.truncated(name, NAME_CHARS)));
    }

    private static String text(double x, int y, String s, String anchor, String attributes) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"%s\"%s>%s</text>", x, y, anchor,
                attributes, Formats.html(s));
    }
}
