package io.github.nlgmetrics.cli.compare;

import java.util.List;
import java.util.Locale;

/**
 * The report's charts as inline SVG, each with a {@code role="img"}, a {@code <title>} and a
 * {@code <desc>} that states in words what it draws: scores with their 95% intervals, WMT's
 * rank-range diagram, and bucket bars.
 */
final class Svg {
    private static final int ROW = 22;
    private static final int LABEL = 190;
    private static final int PLOT = 420;

    private Svg() {
    }

    /** One dot per system at its score, a bar over {@code mean ± halfWidth}, dashed lines between clusters. */
    static String scores(String id, String title, List<String> labels, double[] score, double[] mean, double[] half,
                         int[] cluster, int baselineRow, String desc) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < labels.size(); r++) {
            lo = Math.min(lo, Math.min(score[r], mean[r] - half[r]));
            hi = Math.max(hi, Math.max(score[r], mean[r] + half[r]));
        }
        if (!(hi > lo)) {
            hi = lo + 1;
        }
        double pad = (hi - lo) * 0.05;
        lo -= pad;
        hi += pad;
        int h = ROW * labels.size() + 30;
        StringBuilder sb = open(id, title, desc, LABEL + PLOT + 20, h);
        for (int r = 0; r < labels.size(); r++) {
            int y = 10 + r * ROW + ROW / 2;
            sb.append(text(LABEL - 6, y + 4, labels.get(r), "end", r == baselineRow));
            double x1 = LABEL + PLOT * (mean[r] - half[r] - lo) / (hi - lo);
            double x2 = LABEL + PLOT * (mean[r] + half[r] - lo) / (hi - lo);
            double xs = LABEL + PLOT * (score[r] - lo) / (hi - lo);
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"ci\"/>",
                    x1, y, x2, y));
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"4\" class=\"%s\"/>", xs, y,
                    r == baselineRow ? "dot base" : "dot"));
            if (r + 1 < labels.size() && cluster[r] != cluster[r + 1]) {
                int yl = 10 + (r + 1) * ROW;
                sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"sep\"/>",
                        LABEL, yl, LABEL + PLOT, yl));
            }
        }
        axis(sb, lo, hi, 10 + ROW * labels.size());
        return sb.append("</svg>\n").toString();
    }

    /** WMT's rank ranges: one bar per system from its best to its worst possible rank. */
    static String ranks(String id, String title, List<String> labels, int[] top, int[] bottom, int systems, String desc) {
        int h = ROW * labels.size() + 30;
        StringBuilder sb = open(id, title, desc, LABEL + PLOT + 20, h);
        double step = PLOT / (double) Math.max(1, systems);
        for (int r = 0; r < labels.size(); r++) {
            int y = 10 + r * ROW + ROW / 2;
            sb.append(text(LABEL - 6, y + 4, labels.get(r), "end", false));
            double x1 = LABEL + step * (top[r] - 1);
            double x2 = LABEL + step * bottom[r];
            sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" class=\"range\"/>",
                    x1, y - 6, x2 - x1, 12));
        }
        int y = 10 + ROW * labels.size();
        for (int k = 1; k <= systems; k++) {
            sb.append(text((int) (LABEL + step * (k - 0.5)), y + 14, Integer.toString(k), "middle", false));
        }
        return sb.append("</svg>\n").toString();
    }

    /** Grouped bars: for each bucket, one bar per series. */
    static String bars(String id, String title, List<String> buckets, List<String> series, double[][] values, String desc) {
        double hi = 0;
        for (double[] s : values) {
            for (double v : s) {
                if (Double.isFinite(v)) {
                    hi = Math.max(hi, v);
                }
            }
        }
        if (hi <= 0) {
            hi = 1;
        }
        int w = LABEL + PLOT;
        int plotH = 160;
        StringBuilder sb = open(id, title, desc, w + 20, plotH + 60);
        double group = (w - 40) / (double) buckets.size();
        double bar = group * 0.8 / series.size();
        for (int k = 0; k < buckets.size(); k++) {
            double gx = 40 + k * group;
            for (int s = 0; s < series.size(); s++) {
                double v = values[s][k];
                if (!Double.isFinite(v)) {
                    continue;
                }
                double bh = plotH * v / hi;
                sb.append(String.format(Locale.ROOT,
                        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" class=\"s%d\"><title>%s %s: %s</title></rect>",
                        gx + group * 0.1 + s * bar, 10 + plotH - bh, bar, bh, s % 4, HtmlReport.esc(series.get(s)),
                        HtmlReport.esc(buckets.get(k)), TextReport.fixed(v, 3)));
            }
            sb.append(text((int) (gx + group / 2), plotH + 26, buckets.get(k), "middle", false));
        }
        for (int s = 0; s < series.size(); s++) {
            sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" class=\"s%d\"/>",
                    40 + s * 200, plotH + 36, s % 4));
            sb.append(text(54 + s * 200, plotH + 45, series.get(s), "start", false));
        }
        return sb.append("</svg>\n").toString();
    }

    private static StringBuilder open(String id, String title, String desc, int w, int h) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg id=\"%s\" role=\"img\" aria-labelledby=\"%s-t %s-d\" width=\"%d\""
                + " height=\"%d\" viewBox=\"0 0 %d %d\" xmlns=\"http://www.w3.org/2000/svg\">", id, id, id, w, h, w, h));
        sb.append("<title id=\"").append(id).append("-t\">").append(HtmlReport.esc(title)).append("</title>");
        sb.append("<desc id=\"").append(id).append("-d\">").append(HtmlReport.esc(desc)).append("</desc>");
        return sb;
    }

    private static void axis(StringBuilder sb, double lo, double hi, int y) {
        sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>",
                LABEL, y, LABEL + PLOT, y));
        for (int k = 0; k <= 4; k++) {
            double v = lo + (hi - lo) * k / 4;
            sb.append(text(LABEL + PLOT * k / 4, y + 14, TextReport.fixed(v, Math.abs(hi) > 1.5 ? 1 : 3), "middle", false));
        }
    }

    private static String text(int x, int y, String s, String anchor, boolean bold) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"%s\"%s>%s</text>", x, y, anchor,
                bold ? " font-weight=\"bold\"" : "", HtmlReport.esc(s));
    }
}
