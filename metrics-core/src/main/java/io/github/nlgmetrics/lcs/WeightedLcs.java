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
 * positions ({@link Marker}, in memory linear in the sequences), then re-weights runs of marked
 * positions (and flushes a run only when the next model position is unmarked or the sentence
 * ends); that part lives in its profile.
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
     * One row of the dynamic program: {@code row[1..w-1]} and its run lengths for the token
     * {@code ai} of {@code a}, from the previous row ({@code prev}, {@code runPrev} at offset
     * {@code po}); rows may live inside larger arrays ({@code row} at offset {@code o}), only the
     * first {@code w} columns are filled, and column 0 is 0.
     */
    private static void fillRow(int ai, int[] b, double[] powers, double[] prev, int[] runPrev, int po,
                                double[] row, int[] run, int o, int w) {
        row[o] = 0;
        run[o] = 0;
        double left = 0;
        for (int j = 1; j < w; j++) {
            double v;
            if (ai == b[j - 1]) {
                int k = runPrev[po + j - 1];
                v = (prev[po + j - 1] + powers[k + 1]) - powers[k];
                run[o + j] = k + 1;
            } else {
                double up = prev[po + j];
                v = up >= left ? up : left;
                run[o + j] = 0;
            }
            row[o + j] = v;
            left = v;
        }
    }

    private static void fillRow(int ai, int[] b, double[] powers, double[] prev, int[] runPrev, double[] row,
                                int[] run) {
        fillRow(ai, b, powers, prev, runPrev, 0, row, run, 0, b.length + 1);
    }

    /**
     * ROUGE-1.5.5's backtrack of the WLCS (or, with {@code powers[k] = k}, the plain LCS) table in
     * memory linear in the sequences: marks the positions of {@code a} on the script's path from
     * {@code (m, n)} (diagonal on a match, else up when {@code c[i-1][j] >= c[i][j-1]}, else left)
     * without the {@code (m+1)×(n+1)} table.
     *
     * <p>Small tables (up to {@value #TABLE_CELLS} cells) are filled and walked directly. Larger
     * ones are cut into bands of rows: one forward pass keeps the rows at the band boundaries
     * (at most {@value #CHECKPOINT_CELLS} cells per level), then the bands are solved from the
     * last to the first, each starting where the path left the band below; a band too large for
     * a table is cut again. The values are the forward pass's own, so the path is the script's
     * bit for bit; a 50,000×50,000 table takes three passes over the cells and about 150 MB.
     *
     * <p>Reusable scratch for one thread (not thread-safe).
     */
    public static final class Marker {
        static final int TABLE_CELLS = 1 << 22;
        static final int CHECKPOINT_CELLS = 1 << 22;

        private final int tableCells;
        private final int checkpointCells;

        private double[] tableC = new double[0];
        private int[] tableRun = new int[0];
        private double[] rollC0 = new double[0];
        private double[] rollC1 = new double[0];
        private int[] rollRun0 = new int[0];
        private int[] rollRun1 = new int[0];
        private double[][] levelC = new double[0][];
        private int[][] levelRun = new int[0][];
        /** Row 0 (all zeros), never written. */
        private double[] zeroC = new double[0];
        private int[] zeroRun = new int[0];

        /** A marker with the default budgets ({@value #TABLE_CELLS} cells per table and per checkpoint level). */
        public Marker() {
            this(TABLE_CELLS, CHECKPOINT_CELLS);
        }

        /** A marker with other budgets (tests: tiny budgets exercise the banded path on small inputs). */
        Marker(int tableCells, int checkpointCells) {
            if (tableCells < 4 || checkpointCells < 1) {
                throw new IllegalArgumentException("budgets too small: " + tableCells + ", " + checkpointCells);
            }
            this.tableCells = tableCells;
            this.checkpointCells = checkpointCells;
        }

        /**
         * Marks in {@code mask} (length {@code >= a.length}) the positions of {@code a} that the
         * script's backtrack of the table of {@code a} against {@code b} takes diagonally.
         *
         * @param powers {@link #powers} with {@code max >= min(m, n)}
         */
        public void mark(int[] a, int[] b, double[] powers, boolean[] mask) {
            int m = a.length;
            int n = b.length;
            if (m == 0 || n == 0) {
                return;
            }
            if (zeroC.length <= n) {
                zeroC = new double[Math.max(n + 1, 2 * zeroC.length)];
                zeroRun = new int[zeroC.length];
            }
            solve(a, b, powers, mask, 0, zeroC, zeroRun, 0, 0, m, n);
        }

        /**
         * The path from {@code (r1, jEnd)} up to row {@code r0}, whose values (columns
         * {@code 0..jEnd}) are {@code topC}/{@code topRun} at offset {@code to}: marks its
         * diagonal steps and returns the column where it reaches row {@code r0} (0 if it ended).
         */
        private int solve(int[] a, int[] b, double[] powers, boolean[] mask, int level, double[] topC,
                          int[] topRun, int to, int r0, int r1, int jEnd) {
            int rows = r1 - r0;
            if (rows == 0 || jEnd == 0) {
                return jEnd;
            }
            int w = jEnd + 1;
            if (rows < 2 || (long) (rows + 1) * w <= tableCells) { // two rows are linear too
                return walkTable(a, b, powers, mask, topC, topRun, to, r0, r1, w);
            }
            int bands = (int) Math.max(2, Math.min(rows, checkpointCells / w));
            int[] bounds = new int[bands + 1];
            for (int t = 0; t <= bands; t++) {
                bounds[t] = r0 + (int) ((long) rows * t / bands);
            }
            double[] cks = levelC(level, (bands - 1) * w);
            int[] ckRun = levelRun[level];
            ensureRolling(w);
            double[] pc = topC;
            int[] pr = topRun;
            int po = to;
            int next = 1;
            boolean flip = false;
            for (int i = r0 + 1; next < bands; i++) {
                double[] c = flip ? rollC1 : rollC0;
                int[] r = flip ? rollRun1 : rollRun0;
                fillRow(a[i - 1], b, powers, pc, pr, po, c, r, 0, w);
                if (i == bounds[next]) {
                    System.arraycopy(c, 0, cks, (next - 1) * w, w);
                    System.arraycopy(r, 0, ckRun, (next - 1) * w, w);
                    next++;
                }
                pc = c;
                pr = r;
                po = 0;
                flip = !flip;
            }
            int j = jEnd;
            for (int t = bands - 1; t >= 0 && j > 0; t--) {
                if (t == 0) {
                    j = solve(a, b, powers, mask, level + 1, topC, topRun, to, bounds[0], bounds[1], j);
                } else {
                    j = solve(a, b, powers, mask, level + 1, cks, ckRun, (t - 1) * w, bounds[t], bounds[t + 1], j);
                }
            }
            return j;
        }

        /** Fills rows {@code r0..r1} (width {@code w}) into one table and walks the path up to row {@code r0}. */
        private int walkTable(int[] a, int[] b, double[] powers, boolean[] mask, double[] topC, int[] topRun,
                              int to, int r0, int r1, int w) {
            int cells = (r1 - r0 + 1) * w;
            if (tableC.length < cells) {
                tableC = new double[Math.max(cells, 2 * tableC.length)];
                tableRun = new int[tableC.length];
            }
            double[] c = tableC;
            System.arraycopy(topC, to, c, 0, w);
            System.arraycopy(topRun, to, tableRun, 0, w);
            for (int i = r0 + 1; i <= r1; i++) {
                int o = (i - r0) * w;
                fillRow(a[i - 1], b, powers, c, tableRun, o - w, c, tableRun, o, w);
            }
            int i = r1;
            int j = w - 1;
            while (i != r0 && j != 0) {
                if (a[i - 1] == b[j - 1]) {
                    i--;
                    j--;
                    mask[i] = true;
                } else if (c[(i - 1 - r0) * w + j] >= c[(i - r0) * w + j - 1]) {
                    i--;
                } else {
                    j--;
                }
            }
            return j;
        }

        private double[] levelC(int level, int cells) {
            if (levelC.length <= level) {
                levelC = java.util.Arrays.copyOf(levelC, level + 1);
                levelRun = java.util.Arrays.copyOf(levelRun, level + 1);
            }
            if (levelC[level] == null || levelC[level].length < cells) {
                levelC[level] = new double[cells];
                levelRun[level] = new int[cells];
            }
            return levelC[level];
        }

        private void ensureRolling(int w) {
            if (rollC0.length < w) {
                rollC0 = new double[w];
                rollC1 = new double[w];
                rollRun0 = new int[w];
                rollRun1 = new int[w];
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
