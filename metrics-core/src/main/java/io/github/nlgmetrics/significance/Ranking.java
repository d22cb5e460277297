package io.github.nlgmetrics.significance;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.IntVector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Significance clusters and rank ranges from a table of pairwise p-values, as the WMT Findings
 * report them (Barrault et al. 2019, section 3; Kocmi et al. 2022 and 2023, "Human Evaluation").
 *
 * <h2>The rule</h2>
 * <ul>
 * <li><b>Wins.</b> {@code a} is significantly better than {@code b} when the pair's p-value (after
 * the correction) is below {@code alpha} and {@code a}'s score is better ({@code higherIsBetter}
 * says which way); equal scores are never a win.</li>
 * <li><b>Rank range</b> (WMT's): top {@code = 1 + #systems significantly better than it}, bottom
 * {@code = S − #systems it is significantly better than}.</li>
 * <li><b>Clusters</b> (WMT's): the systems sorted by score, best first; a cluster boundary lies
 * between positions {@code k} and {@code k+1} exactly when every system at or above {@code k} is
 * significantly better than every system below it. Systems within a cluster are tied.</li>
 * <li><b>Multiple comparisons.</b> {@link Correction#NONE} (WMT's practice: each pair at
 * {@code alpha}) or {@link Correction#HOLM}: Holm's step-down adjustment over all
 * {@code S(S−1)/2} pairs of the metric (Holm 1979), which controls the family-wise error rate.</li>
 * </ul>
 *
 * <h2>Representation</h2>
 * The per-system numbers are {@link IntVector}s indexed by system; the two {@code S × S} tables are
 * held row-major (entry {@code (a, b)} at index {@code a·S + b}, as in {@link Pairwise.Result}) and read
 * with {@link #adjustedP(int, int)} and {@link #better(int, int)}. So the record compares, hashes and
 * prints by value.
 *
 * @param order system indices, best first (ties keep the input order)
 * @param rankTop each system's best possible rank (1-based)
 * @param rankBottom each system's worst possible rank
 * @param cluster each system's cluster, 1 for the best
 * @param adjustedP the p-values after the correction, row-major {@code S × S} (NaN on the diagonal)
 * @param better row-major {@code S × S}: 1 where {@code a} is significantly better than {@code b}, else 0
 */
public record Ranking(IntVector order, IntVector rankTop, IntVector rankBottom, IntVector cluster,
                      DoubleVector adjustedP, IntVector better) {

    /** Checks that every vector has one value per system and every table {@code S × S} values. */
    public Ranking {
        int s = order.length();
        if (rankTop.length() != s || rankBottom.length() != s || cluster.length() != s) {
            throw new IllegalArgumentException("rank ranges (" + rankTop.length() + ", " + rankBottom.length()
                    + ") and clusters (" + cluster.length() + ") must have one value per system (" + s + ")");
        }
        Matrices.checkSquare("adjustedP", adjustedP, s);
        if (better.length() != s * s) {
            throw new IllegalArgumentException("better has " + better.length() + " values, not " + s + " × " + s);
        }
    }

    /** The number of systems {@code S}. */
    public int systems() {
        return order.length();
    }

    /** The corrected p-value of the pair {@code (a, b)} (NaN when {@code a == b}). */
    public double adjustedP(int a, int b) {
        return Matrices.get(adjustedP, systems(), a, b);
    }

    /** Whether system {@code a} is significantly better than system {@code b}. */
    public boolean better(int a, int b) {
        return better.get(Matrices.index(systems(), a, b)) != 0;
    }

    /** How the p-values of all pairs are corrected for multiple comparisons. */
    public enum Correction {
        /** Each pair at {@code alpha} (the WMT Findings' practice). */
        NONE,
        /** Holm's step-down adjustment over all pairs of one metric. */
        HOLM;

        /** {@code none} or {@code holm} (any case); anything else names the bad value. */
        public static Correction byId(String id) {
            for (Correction c : values()) {
                if (c.name().equalsIgnoreCase(id.strip())) {
                    return c;
                }
            }
            throw new IllegalArgumentException("unknown correction '" + id + "' (known: none, holm)");
        }

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Clusters and rank ranges of systems with {@code scores} and pairwise p-values {@code p} (row-major
     * {@code S × S}, as {@link Pairwise.Result#bootstrapP()} holds them).
     */
    public static Ranking of(DoubleVector scoreVector, boolean higherIsBetter, DoubleVector pTable, double alpha,
                             Correction correction) {
        double[] scores = scoreVector.toArray();
        int s = scores.length;
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must lie strictly between 0 and 1: " + alpha);
        }
        if (pTable.length() != s * s) {
            throw new IllegalArgumentException("p-values has " + pTable.length() + " values but " + s
                    + " scores need " + s + " × " + s);
        }
        double[][] p = Matrices.rows(pTable, s);
        double[][] adj = correction == Correction.HOLM ? holm(p) : copy(p);
        boolean[][] better = new boolean[s][s];
        for (int a = 0; a < s; a++) {
            for (int b = 0; b < s; b++) {
                double d = higherIsBetter ? scores[a] - scores[b] : scores[b] - scores[a];
                better[a][b] = a != b && adj[a][b] < alpha && d > 0;
            }
        }
        int[] top = new int[s];
        int[] bottom = new int[s];
        for (int a = 0; a < s; a++) {
            int beatenBy = 0;
            int beats = 0;
            for (int b = 0; b < s; b++) {
                beatenBy += better[b][a] ? 1 : 0;
                beats += better[a][b] ? 1 : 0;
            }
            top[a] = 1 + beatenBy;
            bottom[a] = s - beats;
        }
        Integer[] idx = new Integer[s];
        for (int i = 0; i < s; i++) {
            idx[i] = i;
        }
        Comparator<Integer> byScore = Comparator.comparingDouble(i -> scores[i]);
        Arrays.sort(idx, higherIsBetter ? byScore.reversed() : byScore);
        int[] order = new int[s];
        for (int i = 0; i < s; i++) {
            order[i] = idx[i];
        }
        int[] cluster = new int[s];
        int current = 1;
        for (int k = 0; k < s; k++) {
            cluster[order[k]] = current;
            if (k + 1 < s && boundaryAfter(order, k, better)) {
                current++;
            }
        }
        int[] wins = new int[s * s];
        for (int a = 0; a < s; a++) {
            for (int b = 0; b < s; b++) {
                wins[a * s + b] = better[a][b] ? 1 : 0;
            }
        }
        return new Ranking(IntVector.of(order), IntVector.of(top), IntVector.of(bottom), IntVector.of(cluster),
                Matrices.rowMajor(adj), IntVector.of(wins));
    }

    private static boolean boundaryAfter(int[] order, int k, boolean[][] better) {
        for (int i = 0; i <= k; i++) {
            for (int j = k + 1; j < order.length; j++) {
                if (!better[order[i]][order[j]]) {
                    return false;
                }
            }
        }
        return true;
    }

    private static double[][] copy(double[][] p) {
        double[][] out = new double[p.length][];
        for (int i = 0; i < p.length; i++) {
            out[i] = p[i].clone();
        }
        return out;
    }

    /**
     * Holm's adjusted p-values over the {@code m} pairs {@code a < b}: sorted ascending,
     * {@code adj(k) = max_{l ≤ k} min(1, (m − l + 1)·p(l))} (1-based {@code l}).
     */
    static double[][] holm(double[][] p) {
        int s = p.length;
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < s; a++) {
            for (int b = a + 1; b < s; b++) {
                pairs.add(new int[] {a, b});
            }
        }
        pairs.sort(Comparator.comparingDouble(ab -> p[ab[0]][ab[1]]));
        int m = pairs.size();
        double[][] adj = copy(p);
        double running = 0;
        for (int l = 0; l < m; l++) {
            int[] ab = pairs.get(l);
            running = Math.max(running, Math.min(1.0, (m - l) * p[ab[0]][ab[1]]));
            adj[ab[0]][ab[1]] = running;
            adj[ab[1]][ab[0]] = running;
        }
        return adj;
    }
}
