package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.compat.perl.PerlFormat;
import io.github.nlgmetrics.compat.perl.PerlRand;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * ROUGE-1.5.5's averages of one measure over the test instances ("evalID.peerID"), exactly as the
 * script computes and prints them.
 *
 * <p>With {@code -t 0} each instance carries its rounded per-evaluation R, P, F; with
 * {@code -t 1} its model count, peer count and hits. The printed averages are bootstrap means:
 * <pre>
 *   instances sorted as strings; for resample i = 0 .. r-1:  srand(i); draw N instances with int(rand(N))
 *   -t 0:  mean_i = (Σ drawn R / N, Σ drawn P / N, Σ drawn F / N)
 *   -t 1:  mean_i = (Σhit/Σmodel, Σhit/Σpeer, F of those with α)            over the drawn instances
 *   average = Σ sorted(mean) / r;   δ = r·((100-c)/2)/100
 *   low  = m[⌊δ⌋] + (m[⌊δ⌋+1] − m[⌊δ⌋])·ρ,   high = m[⌊r-δ-1⌋] + (m[⌊r-δ-1⌋+1] − m[⌊r-δ-1⌋])·ρ,
 *   ρ = (r − δ − 1) − ⌊r − δ − 1⌋;  m[k] outside the array is Perl's undef (0)
 * </pre>
 * all printed {@code %7.5f}. With {@code -t 2} the block carries the summed counts and no averages.
 * The per-evaluation lines are ordered by the script's {@code by_evalID} (leading numbers
 * numerically when both have one, else as strings) with Perl's merge sort.
 */
final class Rouge155Averages {
    private Rouge155Averages() {
    }

    /**
     * The blocks of the first {@code count} measures of {@code tags} for system {@code peer}:
     * {@code ids} are the test instances in the order the script met them, and instance {@code i}'s
     * triple for measure {@code j} ({@link Rouge155Measures#values}) is
     * {@code values[i * stride + 3 * j .. + 2]}.
     *
     * <p>The instance orders (by string, and the script's {@code by_evalID} for the lines) are
     * computed once for all measures, and one bootstrap pass draws each resample's instances
     * once and sums every measure's columns (each sum in the draw order, as a pass per measure
     * would, so the same bits): {@code r · N} draws in all, no allocation per resample.
     */
    static List<Rouge155Block> blocks(String peer, List<String> tags, int count, List<String> ids, double[] values,
                                      int stride, Rouge155Options opt) {
        int n = ids.size();
        int t = opt.countMode();
        String[] idArray = ids.toArray(new String[0]);
        int[] lineOrder = mergeSort(idArray);
        Integer[] boxed = new Integer[n];
        for (int i = 0; i < n; i++) {
            boxed[i] = i;
        }
        Arrays.sort(boxed, (a, b) -> idArray[a].compareTo(idArray[b]));
        int width = 3 * count;
        double[] sorted = new double[n * width];
        for (int i = 0; i < n; i++) {
            System.arraycopy(values, boxed[i] * stride, sorted, i * width, width);
        }
        String[][] averages = t == 2 ? null : averages(sorted, n, count, opt);
        List<Rouge155Block> out = new ArrayList<>(count);
        for (int j = 0; j < count; j++) {
            List<Rouge155Block.EvalLine> lines = new ArrayList<>(n);
            for (int i : lineOrder) {
                int o = i * stride + 3 * j;
                lines.add(new Rouge155Block.EvalLine(idArray[i], printed(values[o], t), printed(values[o + 1], t),
                        printed(values[o + 2], t)));
            }
            if (t == 2) {
                double m = 0;
                double p = 0;
                double h = 0;
                for (int i = 0; i < n; i++) {
                    int o = i * width + 3 * j;
                    m += sorted[o];
                    p += sorted[o + 1];
                    h += sorted[o + 2];
                }
                out.add(new Rouge155Block(peer, tags.get(j), null, new long[] {(long) m, (long) p, (long) h}, lines));
            } else {
                out.add(new Rouge155Block(peer, tags.get(j), averages[j], null, lines));
            }
        }
        return out;
    }

    /** A per-evaluation value as the script prints it: {@code %7.5f}, or a count as a Perl number. */
    private static String printed(double x, int countMode) {
        return countMode == 0 ? fixed5(x) : PerlFormat.number(x);
    }

    /**
     * {@code sprintf("%7.5f", x)}; a value already rounded to 5 decimals ({@code k / 1e5} exactly,
     * as every per-evaluation value of {@code -t 0} is) is printed from {@code k} directly.
     */
    static String fixed5(double x) {
        if (Double.doubleToRawLongBits(x) >= 0 && x < 1e9) { // not negative (nor -0.0), not NaN
            long k = Math.round(x * 1e5);
            if (k / 1e5 == x) {
                String frac = Long.toString(100000 + k % 100000).substring(1);
                return (k / 100000) + "." + frac;
            }
        }
        return PerlFormat.fixed(x, 7, 5);
    }

    /**
     * Per measure: R, R low, R high, P, P low, P high, F, F low, F high of the instances whose
     * triples are the rows of {@code v} ({@code n} rows of {@code 3 · count}, sorted by ID).
     */
    private static String[][] averages(double[] v, int n, int count, Rouge155Options opt) {
        int t = opt.countMode();
        int resamples = opt.resamples();
        double alpha = opt.alpha();
        int width = 3 * count;
        double[][] triples = new double[count][3 * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < count; j++) {
                System.arraycopy(v, i * width + 3 * j, triples[j], 3 * i, 3);
            }
        }
        double[][] means = new double[width][resamples];
        double[] sums = new double[width];
        int[] drawn = new int[n];
        for (int i = 0; i < resamples; i++) {
            draw(i, drawn);
            for (int j = 0; j < count; j++) {
                sumDrawn(triples[j], drawn, sums, 3 * j);
            }
            for (int j = 0; j < count; j++) {
                double s0 = sums[3 * j];
                double s1 = sums[3 * j + 1];
                double s2 = sums[3 * j + 2];
                if (t == 0) {
                    if (n > 0) {
                        s0 /= n;
                        s1 /= n;
                        s2 /= n;
                    }
                } else {
                    double rr = s0 > 0 ? s2 / s0 : 0;
                    double pp = s1 > 0 ? s2 / s1 : 0;
                    double ff = (1 - alpha) * pp + alpha * rr > 0 ? (rr * pp) / ((1 - alpha) * pp + alpha * rr) : 0;
                    s0 = rr;
                    s1 = pp;
                    s2 = ff;
                }
                means[3 * j][i] = s0;
                means[3 * j + 1][i] = s1;
                means[3 * j + 2][i] = s2;
            }
        }
        double c = opt.confidence();
        double delta = resamples * ((100 - c) / 2.0) / 100.0;
        long ciUa = (long) (resamples - delta - 1);
        long ciUb = ciUa + 1;
        long ciLa = (long) delta;
        long ciLb = ciLa + 1;
        double ciR = resamples - delta - 1 - ciUa;
        String[][] out = new String[count][9];
        for (int q = 0; q < width; q++) {
            double[] a = means[q];
            Arrays.sort(a);
            double sum = 0;
            for (double x : a) {
                sum += x;
            }
            String[] o = out[q / 3];
            int k = q % 3;
            o[3 * k] = PerlFormat.fixed(sum / resamples, 7, 5);
            o[3 * k + 1] = PerlFormat.fixed(at(a, ciLa) + (at(a, ciLb) - at(a, ciLa)) * ciR, 7, 5);
            o[3 * k + 2] = PerlFormat.fixed(at(a, ciUa) + (at(a, ciUb) - at(a, ciUa)) * ciR, 7, 5);
        }
        return out;
    }

    /** The sums of R, P and F (or the three counts) over the drawn instances, each in draw order. */
    private static void sumDrawn(double[] triple, int[] drawn, double[] sums, int off) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        for (int idx : drawn) {
            int o = 3 * idx;
            s0 += triple[o];
            s1 += triple[o + 1];
            s2 += triple[o + 2];
        }
        sums[off] = s0;
        sums[off + 1] = s1;
        sums[off + 2] = s2;
    }

    /** The instances of resample {@code i}: {@code srand(i)}, then {@code int(rand(N))} for each of the N. */
    private static void draw(int i, int[] drawn) {
        PerlRand rand = new PerlRand(i);
        int n = drawn.length;
        for (int k = 0; k < n; k++) {
            drawn[k] = rand.nextIndex(n);
        }
    }

    /** Perl array indexing: negative from the end, out of range is undef (0). */
    private static double at(double[] a, long idx) {
        long i = idx < 0 ? idx + a.length : idx;
        return i >= 0 && i < a.length ? a[(int) i] : 0;
    }

    /**
     * The script's {@code by_evalID}: the leading numbers ({@code ^[0-9]+}) compared numerically
     * when both have one, else the strings.
     */
    static int byEvalId(String a, String b) {
        int da = leadingDigits(a);
        int db = leadingDigits(b);
        if (da > 0 && db > 0) {
            int sa = skipZeros(a, da);
            int sb = skipZeros(b, db);
            int la = da - sa;
            int lb = db - sb;
            if (la != lb) {
                return la < lb ? -1 : 1;
            }
            for (int i = 0; i < la; i++) {
                int c = a.charAt(sa + i) - b.charAt(sb + i);
                if (c != 0) {
                    return c < 0 ? -1 : 1;
                }
            }
            return 0;
        }
        return a.compareTo(b);
    }

    private static int leadingDigits(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    private static int skipZeros(String s, int digits) {
        int i = 0;
        while (i < digits && s.charAt(i) == '0') {
            i++;
        }
        return i;
    }

    /**
     * The indices of {@code ids} in the order of Perl's stable merge sort with {@link #byEvalId}
     * (which tolerates that comparator's inconsistency the way Perl's does).
     */
    private static int[] mergeSort(String[] ids) {
        int[] order = new int[ids.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        mergeSort(ids, order, new int[order.length], 0, order.length);
        return order;
    }

    private static void mergeSort(String[] ids, int[] a, int[] tmp, int from, int to) {
        int size = to - from;
        if (size <= 1) {
            return;
        }
        int mid = from + size / 2;
        mergeSort(ids, a, tmp, from, mid);
        mergeSort(ids, a, tmp, mid, to);
        int i = from;
        int j = mid;
        int k = from;
        while (i < mid && j < to) {
            if (byEvalId(ids[a[j]], ids[a[i]]) < 0) {
                tmp[k++] = a[j++];
            } else {
                tmp[k++] = a[i++];
            }
        }
        while (i < mid) {
            tmp[k++] = a[i++];
        }
        while (j < to) {
            tmp[k++] = a[j++];
        }
        System.arraycopy(tmp, from, a, from, size);
    }
}
