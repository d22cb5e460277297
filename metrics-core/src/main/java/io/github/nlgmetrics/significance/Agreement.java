package io.github.nlgmetrics.significance;

/**
 * How well two metrics agree, as the WMT metrics task measures it (Freitag et al. 2023, "Results of
 * the WMT23 Metrics Shared Task"): Pearson's {@code r} and Kendall's {@code τ} of the system scores;
 * Kendall's {@code τ} of segment scores with item grouping (for each segment, {@code τ} over the
 * systems' scores of that segment, then the mean over the segments where it is defined).
 *
 * <p>Kendall's {@code τ} is {@code τ-b}, {@code (C − D) / sqrt((n0 − T_x)(n0 − T_y))} with
 * {@code n0 = n(n−1)/2} and {@code T} the tied pairs of each side (scipy's {@code kendalltau}
 * default); NaN when either side is constant. Pearson's {@code r} is NaN for a constant side.
 */
public final class Agreement {
    private Agreement() {
    }

    /** Pearson's correlation coefficient of {@code x} and {@code y} (two-pass, in double). */
    public static double pearson(double[] x, double[] y) {
        check(x, y);
        int n = x.length;
        double mx = 0;
        double my = 0;
        for (int i = 0; i < n; i++) {
            mx += x[i];
            my += y[i];
        }
        mx /= n;
        my /= n;
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < n; i++) {
            double dx = x[i] - mx;
            double dy = y[i] - my;
            sxy += dx * dy;
            sxx += dx * dx;
            syy += dy * dy;
        }
        return sxx == 0 || syy == 0 ? Double.NaN : sxy / Math.sqrt(sxx * syy);
    }

    /** Kendall's {@code τ-b} of {@code x} and {@code y} (O(n²): meant for systems, not corpora). */
    public static double kendallTau(double[] x, double[] y) {
        check(x, y);
        int n = x.length;
        long concordant = 0;
        long discordant = 0;
        long tiesX = 0;
        long tiesY = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int sx = Double.compare(x[i], x[j]);
                int sy = Double.compare(y[i], y[j]);
                if (sx == 0) {
                    tiesX++;
                }
                if (sy == 0) {
                    tiesY++;
                }
                if (sx != 0 && sy != 0) {
                    if (sx == sy) {
                        concordant++;
                    } else {
                        discordant++;
                    }
                }
            }
        }
        long n0 = (long) n * (n - 1) / 2;
        double denom = Math.sqrt((double) (n0 - tiesX) * (n0 - tiesY));
        return denom == 0 ? Double.NaN : (concordant - discordant) / denom;
    }

    /**
     * Segment-level {@code τ-b} with item grouping: {@code x[system][segment]} and
     * {@code y[system][segment]}; the mean over segments of {@code τ} across systems, skipping the
     * segments where it is undefined (NaN when none is defined).
     */
    public static double segmentKendallTau(double[][] x, double[][] y) {
        if (x.length != y.length || x.length < 2) {
            throw new IllegalArgumentException("segment-level agreement needs the same systems on both sides (at least 2)");
        }
        int segments = x[0].length;
        double sum = 0;
        int defined = 0;
        double[] a = new double[x.length];
        double[] b = new double[x.length];
        for (int j = 0; j < segments; j++) {
            for (int s = 0; s < x.length; s++) {
                a[s] = x[s][j];
                b[s] = y[s][j];
            }
            double t = kendallTau(a, b);
            if (!Double.isNaN(t)) {
                sum += t;
                defined++;
            }
        }
        return defined == 0 ? Double.NaN : sum / defined;
    }

    private static void check(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("agreement of " + x.length + " and " + y.length + " values");
        }
        if (x.length < 2) {
            throw new IllegalArgumentException("agreement needs at least 2 values: got " + x.length);
        }
    }
}
