package io.github.nlgmetrics.lcs;

/**
 * Weighted longest common subsequence (WLCS, Lin 2004, "ROUGE: A Package for Automatic
 * Evaluation of Summaries", §3.3) over int token sequences, as ROUGE-1.5.5.pl computes it.
 *
 * <p>A run of {@code k} consecutive matches is worth {@code f(k) = k^w} instead of {@code k},
 * so consecutive matches are rewarded for {@code w > 1}. The dynamic program keeps, besides the
 * score table {@code c}, the length {@code l} of the run of matches ending at each cell:
 * <pre>
 *   a[i-1] == b[j-1]:        k = l[i-1][j-1]
 *                            c[i][j] = (c[i-1][j-1] + f(k+1)) - f(k);   l[i][j] = k + 1
 *   c[i-1][j] &gt;= c[i][j-1]:  c[i][j] = c[i-1][j];                       l[i][j] = 0
 *   otherwise:               c[i][j] = c[i][j-1];                       l[i][j] = 0
 * </pre>
 * Reproduced from the script: a matching pair always takes the diagonal (even when a neighbour
 * is larger), ties go up, and the floating-point order is the script's
 * {@code $c+&wlcsWeight($k+1)-&wlcsWeight($k)}, i.e. {@code (c + f(k+1)) - f(k)} with
 * {@code f} = {@code Math.pow} — not {@code c + (f(k+1) - f(k))}, which can differ in the last
 * bit and flip a later tie.
 *
 * <p>{@code Math.pow} equals glibc's {@code pow} (the script's {@code **}) bit for bit for
 * {@code k^w} with {@code k < 642} at the usual weights (1.2, 1.3, 1.5, 2.5; checked against
 * perl 5.36); neither is correctly rounded, and beyond that they may differ by one ULP.
 *
 * <p>ROUGE-1.5.5 does not use {@code c[m][n]} as the hit: it backtracks the table to mark model
 * positions, then re-weights runs of marked positions (and flushes a run only when the next
 * model position is unmarked or the sentence ends); that part lives in its profile.
 */
public final class WeightedLcs {
    private WeightedLcs() {
    }

    /** {@code f(k) = k^weight} for {@code k = 0..max}. */
    public static double[] powers(int max, double weight) {
        if (!(weight > 0)) {
            throw new IllegalArgumentException("WLCS weight must be greater than 0: " + weight);
        }
        double[] p = new double[max + 1];
        for (int k = 0; k <= max; k++) {
            p[k] = Math.pow(k, weight);
        }
        return p;
    }

    /**
     * The WLCS table {@code c} ((m+1)×(n+1)) of {@code a} against {@code b}.
     *
     * @param powers {@link #powers} with {@code max >= min(m, n)}
     */
    public static double[][] table(int[] a, int[] b, double[] powers) {
        int m = a.length;
        int n = b.length;
        double[][] c = new double[m + 1][n + 1];
        int[] runPrev = new int[n + 1];
        int[] run = new int[n + 1];
        for (int i = 1; i <= m; i++) {
            fillRow(a[i - 1], b, powers, c[i - 1], runPrev, c[i], run);
            int[] t = runPrev;
            runPrev = run;
            run = t;
        }
        return c;
    }

    /**
     * One row of the dynamic program: {@code row[1..n]} and its run lengths {@code run[1..n]} for
     * the token {@code ai} of {@code a}, from the previous row {@code prev} and its run lengths
     * {@code runPrev} ({@code row[0]} stays 0).
     */
    private static void fillRow(int ai, int[] b, double[] powers, double[] prev, int[] runPrev, double[] row,
                                int[] run) {
        for (int j = 1; j <= b.length; j++) {
            if (ai == b[j - 1]) {
                int k = runPrev[j - 1];
                row[j] = (prev[j - 1] + powers[k + 1]) - powers[k];
                run[j] = k + 1;
            } else {
                row[j] = prev[j] >= row[j - 1] ? prev[j] : row[j - 1];
                run[j] = 0;
            }
        }
    }

    /** The WLCS score {@code c[m][n]} in O(n) memory. */
    public static double score(int[] a, int[] b, double weight) {
        int m = a.length;
        int n = b.length;
        double[] powers = powers(Math.min(m, n) + 1, weight);
        double[] prev = new double[n + 1];
        double[] row = new double[n + 1];
        int[] runPrev = new int[n + 1];
        int[] run = new int[n + 1];
        for (int i = 1; i <= m; i++) {
            fillRow(a[i - 1], b, powers, prev, runPrev, row, run);
            double[] t = prev;
            prev = row;
            row = t;
            int[] r = runPrev;
            runPrev = run;
            run = r;
        }
        return prev[n];
    }
}
