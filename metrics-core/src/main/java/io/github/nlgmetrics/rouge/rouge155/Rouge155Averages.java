package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.compat.perl.PerlFormat;
import io.github.nlgmetrics.compat.perl.PerlRand;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    private static final Pattern LEADING_DIGITS = Pattern.compile("^([0-9]+)");

    private Rouge155Averages() {
    }

    /**
     * The block of one measure for system {@code peer}: {@code values} maps each test instance, in
     * the order the script met them, to its per-evaluation triple ({@link Rouge155Measures#values}).
     */
    static Rouge155Block block(String peer, String tag, Map<String, double[]> values, Rouge155Options opt) {
        int t = opt.countMode();
        List<Rouge155Block.EvalLine> lines = new ArrayList<>();
        for (String id : mergeSort(new ArrayList<>(values.keySet()), Rouge155Averages::byEvalId)) {
            double[] v = values.get(id);
            lines.add(new Rouge155Block.EvalLine(id, printed(v[0], t), printed(v[1], t), printed(v[2], t)));
        }
        List<String> instances = new ArrayList<>(values.keySet());
        instances.sort(Comparator.naturalOrder());
        int n = instances.size();
        double[][] v = new double[n][];
        for (int i = 0; i < n; i++) {
            v[i] = values.get(instances.get(i));
        }
        if (t == 2) {
            double m = 0;
            double p = 0;
            double h = 0;
            for (double[] x : v) {
                m += x[0];
                p += x[1];
                h += x[2];
            }
            return new Rouge155Block(peer, tag, null, new long[] {(long) m, (long) p, (long) h}, lines);
        }
        return new Rouge155Block(peer, tag, averages(v, opt), null, lines);
    }

    /** A per-evaluation value as the script prints it: {@code %7.5f}, or a count as a Perl number. */
    private static String printed(double x, int countMode) {
        return countMode == 0 ? PerlFormat.fixed(x, 7, 5) : PerlFormat.number(x);
    }

    /** R, R low, R high, P, P low, P high, F, F low, F high of the instances {@code v} (sorted by ID). */
    private static String[] averages(double[][] v, Rouge155Options opt) {
        int n = v.length;
        int t = opt.countMode();
        int resamples = opt.resamples();
        double alpha = opt.alpha();
        double[][] means = new double[3][resamples];
        for (int i = 0; i < resamples; i++) {
            PerlRand rand = new PerlRand(i);
            double s0 = 0;
            double s1 = 0;
            double s2 = 0;
            for (int k = 0; k < n; k++) {
                double[] x = v[rand.nextIndex(n)];
                s0 += x[0];
                s1 += x[1];
                s2 += x[2];
            }
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
            means[0][i] = s0;
            means[1][i] = s1;
            means[2][i] = s2;
        }
        double c = opt.confidence();
        double delta = resamples * ((100 - c) / 2.0) / 100.0;
        long ciUa = (long) (resamples - delta - 1);
        long ciUb = ciUa + 1;
        long ciLa = (long) delta;
        long ciLb = ciLa + 1;
        double ciR = resamples - delta - 1 - ciUa;
        String[] out = new String[9];
        for (int k = 0; k < 3; k++) {
            double[] a = means[k];
            Arrays.sort(a);
            double sum = 0;
            for (double x : a) {
                sum += x;
            }
            out[3 * k] = PerlFormat.fixed(sum / resamples, 7, 5);
            out[3 * k + 1] = PerlFormat.fixed(at(a, ciLa) + (at(a, ciLb) - at(a, ciLa)) * ciR, 7, 5);
            out[3 * k + 2] = PerlFormat.fixed(at(a, ciUa) + (at(a, ciUb) - at(a, ciUa)) * ciR, 7, 5);
        }
        return out;
    }

    /** Perl array indexing: negative from the end, out of range is undef (0). */
    private static double at(double[] a, long idx) {
        long i = idx < 0 ? idx + a.length : idx;
        return i >= 0 && i < a.length ? a[(int) i] : 0;
    }

    /** The script's {@code by_evalID}: leading numbers numerically when both have one, else as strings. */
    static int byEvalId(String a, String b) {
        Matcher ma = LEADING_DIGITS.matcher(a);
        Matcher mb = LEADING_DIGITS.matcher(b);
        if (ma.find() && mb.find()) {
            return new BigDecimal(ma.group(1)).compareTo(new BigDecimal(mb.group(1)));
        }
        return a.compareTo(b);
    }

    /** A stable merge sort that tolerates the inconsistent comparator above, as Perl's does. */
    private static List<String> mergeSort(List<String> list, Comparator<String> cmp) {
        if (list.size() <= 1) {
            return list;
        }
        int mid = list.size() / 2;
        List<String> left = mergeSort(new ArrayList<>(list.subList(0, mid)), cmp);
        List<String> right = mergeSort(new ArrayList<>(list.subList(mid, list.size())), cmp);
        List<String> out = new ArrayList<>(list.size());
        int i = 0;
        int j = 0;
        while (i < left.size() && j < right.size()) {
            if (cmp.compare(right.get(j), left.get(i)) < 0) {
                out.add(right.get(j++));
            } else {
                out.add(left.get(i++));
            }
        }
        while (i < left.size()) {
            out.add(left.get(i++));
        }
        while (j < right.size()) {
            out.add(right.get(j++));
        }
        return out;
    }
}
