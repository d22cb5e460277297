package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.compat.perl.PerlRand;

import io.github.nlgmetrics.lcs.Lcs;
import io.github.nlgmetrics.lcs.WeightedLcs;
import io.github.nlgmetrics.ngram.LongIntMap;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.text.Vocabulary;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ROUGE-1.5.5.pl (Chin-Yew Lin, 2005), reproduced exactly: ROUGE-N ({@code -n}), ROUGE-L,
 * ROUGE-W ({@code -w}), ROUGE-S/SU ({@code -2}, {@code -u}, {@code -U}), the bootstrap averages
 * and confidence intervals, and the script's report text, byte for byte.
 *
 * <p>Per evaluation and measure the script computes, over the models of the evaluation:
 * <pre>
 *   -f A:  R = Σ hits / Σ model counts,   P = Σ hits / Σ peer counts   (peer count added once per model)
 *   -f B:  the hits and counts of the model with the best (first best) recall
 *   R, P printed %7.5f;  F = P·R / ((1-α)·P + α·R) from the ROUNDED R and P, printed %7.5f
 * </pre>
 * and the printed averages are bootstrap means: resample {@code i} (0 ≤ i &lt; r) seeds
 * {@code srand(i)} and draws N instances with {@code int(rand(N))} ({@link PerlRand}) from the
 * instances sorted as strings by "evalID.peerID", each carrying its rounded per-evaluation
 * R, P, F; the average is the mean of the sorted resample means, and the confidence bounds
 * interpolate the sorted means at {@code δ = r·((100-c)/2)/100}.
 *
 * <p>Quirks reproduced (each has a named test):
 * <ul>
 *   <li>Tokens: lower-cased by {@code tr/A-Z/a-z/}, "-" split off, every byte outside
 *       {@code [A-Za-z0-9-]} a separator (so any non-ASCII letter splits words), a token counts
 *       only if it starts with {@code [a-z0-9$]} (never "-"); stop words ({@code -s}) are removed
 *       before stemming; only tokens longer than 3 bytes are stemmed ({@code -m}).</li>
 *   <li>{@code -l N} counts the raw whitespace-separated words of each sentence before clean-up
 *       (a leading space counts as one empty word); {@code -b N} counts bytes, without the
 *       joining spaces. For the LCS measures the byte limit is checked per sentence (the
 *       script never adds up sentence lengths there): only the first sentence longer than the
 *       limit is cut, and the peer's unigram counts still come from the cumulative cut.</li>
 *   <li>ROUGE-L and ROUGE-W mark the model positions of an LCS against each peer sentence
 *       (the union LCS, with the script's backtracking: diagonal on a match, else up on ties),
 *       and count a marked token only while both its model and peer unigram counts are
 *       positive, decrementing both (the clip added in 1.4.1).</li>
 *   <li>ROUGE-W weights runs of marked model positions, flushing a run only when the next
 *       position is unmarked or the sentence ends; a run interrupted by a marked but clipped
 *       token continues, and a run still open when the last marked token was clipped is lost.
 *       The model count is {@code (Σ len^w)^w} (weighted twice) and the peer count
 *       {@code peerTokens^w}; R and P are {@code (hit/count)^(1/w)}. A model with no tokens
 *       makes the script die (division by zero): we throw, naming the evaluation and summary.</li>
 *   <li>ROUGE-S counts skip bigrams across sentence boundaries with {@code j <= i + d + 1}
 *       ({@code d < 0}: no limit); {@code -u} adds the unigram of every token but the last.</li>
 *   <li>{@code -U} with {@code d >= 0} prints S then SU; with {@code -u} only SU; with
 *       {@code d < 0} the tags are {@code ROUGE-S*} / {@code ROUGE-SU*}.</li>
 *   <li>{@code -M} stems models only where the script honours it: ROUGE-L, the skip bigrams and
 *       ROUGE-W's clipping counts, but neither ROUGE-N nor ROUGE-W's LCS.</li>
 * </ul>
 *
 * <p>Not thread-safe (it caches tokenized summaries).
 */
public final class Rouge155 {
    /** The separator line before each measure. */
    public static final String RULE = "---------------------------------------------";
    /** The separator before per-evaluation lines ({@code -d}). */
    public static final String DOTS = ".............................................";

    /**
     * One measure's results for one system, as printed.
     *
     * @param peerId the system ID
     * @param tag the measure, e.g. {@code ROUGE-1}, {@code ROUGE-W-1.2}, {@code ROUGE-SU4}
     * @param averages R, R low, R high, P, P low, P high, F, F low, F high ({@code %7.5f} strings); null with {@code -t 2}
     * @param counts model, peer and hit counts ({@code -t 2}); null otherwise
     * @param evals per-evaluation lines in the script's order (printed with {@code -d})
     */
    public record Block(String peerId, String tag, String[] averages, long[] counts, List<EvalLine> evals) {
    }

    /**
     * One per-evaluation line: the test ID "evalID.peerID" and the three printed values
     * (R, P, F; or model, peer and hit counts with {@code -t 1|2}).
     */
    public record EvalLine(String testId, String r, String p, String f) {
    }

    /** What one measure of one evaluation yields (the script's {@code @results}). */
    private record Result(double count, double hit, double countP, String r, String p, String f) {
    }

    /** A summary tokenized for one stemming setting. */
    private record Prepared(int[] flat, int[][] sentences) {
    }

    private final Rouge155Options opt;
    private final Set<String> stopwords;
    private final Rouge155Stemmer stemmer;
    private final Vocabulary vocab = new Vocabulary();
    private final NgramKeys keys = new NgramKeys();
    private final List<Map<Rouge155Summary, Prepared>> cache =
            List.of(new IdentityHashMap<>(), new IdentityHashMap<>());
    private final Set<String> knownMissing = new HashSet<>();
    private double[] powers = new double[0];

    /**
     * @param options the command line
     * @param data the data directory's content; needed (non-null) for {@code -m}, {@code -M} and {@code -s}
     */
    public Rouge155(Rouge155Options options, Rouge155Data data) {
        this.opt = options;
        boolean needsData = options.stem() || options.stemModels() || options.removeStopwords();
        if (needsData && data == null) {
            throw new IllegalArgumentException("-m and -s need the ROUGE data directory (WordNet exceptions, "
                    + "stop words): give -e DIR, --rouge-data DIR or set ROUGE_EVAL_HOME");
        }
        this.stopwords = options.removeStopwords() ? data.stopwords() : Set.of();
        this.stemmer = data == null ? null : new Rouge155Stemmer(data.exceptions());
    }

    /**
     * Scores every system of {@code peerIds} on {@code evals}, handing each measure's block to
     * {@code sink} as soon as it is complete (the script prints as it goes), and missing-peer
     * warnings to {@code warn}.
     */
    public void run(List<Rouge155Eval> evals, List<String> peerIds, Consumer<Block> sink, Consumer<String> warn) {
        for (String peer : peerIds) {
            for (int n = 1; n <= opt.maxNgram(); n++) {
                final int order = n;
                sink.accept(measure(evals, peer, "ROUGE-" + n, warn, (e, p) -> ngram(e, p, order)));
            }
            if (!opt.noLcs()) {
                sink.accept(measure(evals, peer, "ROUGE-L", warn, this::lcs));
            }
            if (opt.weightText() != null) {
                sink.accept(measure(evals, peer, "ROUGE-W-" + opt.weightText(), warn, this::wlcs));
            }
            if (opt.skipText() != null) {
                String d = opt.skipDistance() >= 0 ? opt.skipText() : "*";
                boolean u = opt.skipUnigrams();
                Block s = measure(evals, peer, (u ? "ROUGE-SU" : "ROUGE-S") + d, warn,
                        (e, p) -> skipBigram(e, p, u));
                sink.accept(s);
                if (!u && opt.skipBoth()) {
                    sink.accept(measure(evals, peer, "ROUGE-SU" + d, warn, (e, p) -> skipBigram(e, p, true)));
                }
            }
        }
    }

    /** Convenience: every block of {@link #run} in a list. */
    public List<Block> runAll(List<Rouge155Eval> evals, List<String> peerIds, Consumer<String> warn) {
        List<Block> out = new ArrayList<>();
        run(evals, peerIds, out::add, warn);
        return out;
    }

    /** The script's text for one block ({@code printResults}), lines ending in "\n". */
    public String format(Block b) {
        StringBuilder sb = new StringBuilder(256);
        sb.append(RULE).append('\n');
        String head = b.peerId() + " " + b.tag();
        if (b.averages() != null) {
            String[] a = b.averages();
            String[] names = {"R", "P", "F"};
            for (int k = 0; k < 3; k++) {
                sb.append(head).append(" Average_").append(names[k]).append(": ").append(a[3 * k])
                        .append(" (").append(opt.confidenceText()).append("%-conf.int. ").append(a[3 * k + 1])
                        .append(" - ").append(a[3 * k + 2]).append(")\n");
            }
        } else {
            sb.append(head).append(" M_count: ").append(b.counts()[0]).append(" P_count: ").append(b.counts()[1])
                    .append(" H_count: ").append(b.counts()[2]).append('\n');
        }
        if (opt.perEval()) {
            sb.append(DOTS).append('\n');
            for (EvalLine l : b.evals()) {
                sb.append(head).append(" Eval ").append(l.testId()).append(" R:").append(l.r()).append(" P:")
                        .append(l.p()).append(" F:").append(l.f()).append('\n');
            }
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- per-measure driver

    private interface Scorer {
        Result score(Rouge155Eval e, Rouge155Summary peer);
    }

    private Block measure(List<Rouge155Eval> evals, String peer, String tag, Consumer<String> warn, Scorer scorer) {
        Map<String, double[]> values = new LinkedHashMap<>();
        Map<String, String[]> printed = new LinkedHashMap<>();
        int t = opt.countMode();
        for (Rouge155Eval e : evals) {
            Rouge155Summary p = e.peers().get(peer);
            if (p == null) {
                if (knownMissing.add(e.id() + "\u0000" + peer)) {
                    warn.accept("*ROUGE Warning: test instance for peer " + peer + " does not exist for evaluation "
                            + e.id());
                }
                continue;
            }
            for (Rouge155Summary m : e.models()) {
                m.checkExists();
            }
            // n-gram keys are only compared within one evaluation: forget them to keep the table small.
            keys.reset();
            Result r = scorer.score(e, p);
            String testId = e.id() + "." + peer;
            if (values.containsKey(testId)) {
                continue;
            }
            if (t == 0) {
                values.put(testId, new double[] {Double.parseDouble(r.r()), Double.parseDouble(r.p()),
                    Double.parseDouble(r.f())});
                printed.put(testId, new String[] {r.r(), r.p(), r.f()});
            } else {
                values.put(testId, new double[] {r.count(), r.countP(), r.hit()});
                printed.put(testId, new String[] {perlNumber(r.count()), perlNumber(r.countP()),
                    perlNumber(r.hit())});
            }
        }
        return average(peer, tag, values, printed);
    }

    private Block average(String peer, String tag, Map<String, double[]> values, Map<String, String[]> printed) {
        List<String> instances = new ArrayList<>(values.keySet());
        instances.sort(Comparator.naturalOrder());
        int n = instances.size();
        double[][] v = new double[n][];
        for (int i = 0; i < n; i++) {
            v[i] = values.get(instances.get(i));
        }
        int t = opt.countMode();
        List<EvalLine> lines = new ArrayList<>();
        for (String id : mergeSort(new ArrayList<>(values.keySet()), Rouge155::byEvalId)) {
            String[] s = printed.get(id);
            lines.add(new EvalLine(id, s[0], s[1], s[2]));
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
            return new Block(peer, tag, null, new long[] {(long) m, (long) p, (long) h}, lines);
        }
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
            out[3 * k] = PyFormat.fixed(sum / resamples, 5);
            out[3 * k + 1] = PyFormat.fixed(at(a, ciLa) + (at(a, ciLb) - at(a, ciLa)) * ciR, 5);
            out[3 * k + 2] = PyFormat.fixed(at(a, ciUa) + (at(a, ciUb) - at(a, ciUa)) * ciR, 5);
        }
        return new Block(peer, tag, out, null, lines);
    }

    /** Perl array indexing: negative from the end, out of range is undef (0). */
    private static double at(double[] a, long idx) {
        long i = idx < 0 ? idx + a.length : idx;
        return i >= 0 && i < a.length ? a[(int) i] : 0;
    }

    private static final Pattern LEADING_DIGITS = Pattern.compile("^([0-9]+)");

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

    /** Perl's default stringification of a number: integers plainly, others as {@code %.15g}. */
    static String perlNumber(double x) {
        if (x == Math.rint(x) && Math.abs(x) < 1e15) {
            return Long.toString((long) x);
        }
        BigDecimal d = new BigDecimal(x).round(new MathContext(15, RoundingMode.HALF_EVEN));
        int exp = d.precision() - d.scale() - 1;
        if (exp < -4 || exp >= 15) {
            String digits = d.unscaledValue().abs().toString().replaceFirst("0+$", "");
            String mant = digits.length() > 1 ? digits.charAt(0) + "." + digits.substring(1) : digits;
            return (x < 0 ? "-" : "") + mant + "e" + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "")
                    + Math.abs(exp);
        }
        String s = d.toPlainString();
        if (s.contains(".")) {
            s = s.replaceFirst("0+$", "").replaceFirst("\\.$", "");
        }
        return s;
    }

    // ---------------------------------------------------------------- measures

    private Result ngram(Rouge155Eval e, Rouge155Summary peer, int n) {
        int[] peerTokens = prepare(peer, opt.stem()).flat();
        NgramCounts peerGrams = NgramCounts.of(peerTokens, n, n, keys);
        int peerCount = peerGrams.total(n);
        double totalHit = 0;
        double totalCount = 0;
        double totalCountP = 0;
        double best = -1;
        for (Rouge155Summary model : e.models()) {
            NgramCounts modelGrams = NgramCounts.of(prepare(model, opt.stem()).flat(), n, n, keys);
            int hit = modelGrams.clippedMatches(peerGrams)[n];
            int count = modelGrams.total(n);
            if (opt.bestModel()) {
                double score = count != 0 ? PyFormat.round((double) hit / count, 5) : 0;
                if (score > best) {
                    best = score;
                    totalHit = hit;
                    totalCount = count;
                    totalCountP = peerCount;
                }
            } else {
                totalHit += hit;
                totalCount += count;
                totalCountP += peerCount;
            }
        }
        return results(totalCount, totalHit, totalCountP);
    }

    private Result skipBigram(Rouge155Eval e, Rouge155Summary peer, boolean unigrams) {
        LongIntMap peerGrams = new LongIntMap(64);
        int peerCount = skipBigrams(prepare(peer, opt.stem()).flat(), unigrams, peerGrams);
        double totalHit = 0;
        double totalCount = 0;
        double totalCountP = 0;
        double best = -1;
        for (Rouge155Summary model : e.models()) {
            LongIntMap modelGrams = new LongIntMap(64);
            int count = skipBigrams(prepare(model, opt.stem() || opt.stemModels()).flat(), unigrams, modelGrams);
            int[] hit = new int[1];
            modelGrams.forEach((k, v) -> {
                int p = peerGrams.get(k);
                if (p > 0) {
                    hit[0] += Math.min(p, v);
                }
            });
            if (opt.bestModel()) {
                double score = count != 0 ? PyFormat.round((double) hit[0] / count, 5) : 0;
                if (score > best) {
                    best = score;
                    totalHit = hit[0];
                    totalCount = count;
                    totalCountP = peerCount;
                }
            } else {
                totalHit += hit[0];
                totalCount += count;
                totalCountP += peerCount;
            }
        }
        return results(totalCount, totalHit, totalCountP);
    }

    /** The script's {@code createSkipBigram}: pairs within the distance, plus unigrams but the last with -u. */
    private int skipBigrams(int[] tokens, boolean unigrams, LongIntMap out) {
        double d = opt.skipDistance();
        int count = 0;
        int len = tokens.length;
        for (int i = 0; i < len - 1; i++) {
            long first = NgramKeys.unigram(tokens[i]);
            if (unigrams) {
                out.add(first, 1);
                count++;
            }
            for (int j = i + 1; j < len && (d < 0 || j <= i + d + 1); j++) {
                out.add(keys.extend(first, tokens[j]), 1);
                count++;
            }
        }
        return count;
    }

    private Result lcs(Rouge155Eval e, Rouge155Summary peer) {
        Prepared p = prepare(peer, opt.stem());
        int[] peerCounts = unigramCounts(p.flat());
        int peerCount = p.flat().length;
        double totalHit = 0;
        double totalCount = 0;
        double totalCountP = 0;
        double best = -1;
        boolean stemModel = opt.stem() || opt.stemModels();
        for (Rouge155Summary model : e.models()) {
            Prepared m = prepare(model, stemModel);
            int[] modelCounts = unigramCounts(m.flat());
            int[] peerLeft = Arrays.copyOf(peerCounts, vocab.size());
            modelCounts = Arrays.copyOf(modelCounts, vocab.size());
            int hit = 0;
            int base = 0;
            for (int[] sentence : m.sentences()) {
                boolean[] mask = new boolean[sentence.length];
                base += sentence.length;
                for (int[] ps : p.sentences()) {
                    markLcs(sentence, ps, mask);
                }
                for (int j = 0; j < sentence.length; j++) {
                    int tok = sentence[j];
                    if (mask[j] && modelCounts[tok] > 0 && peerLeft[tok] > 0) {
                        hit++;
                        modelCounts[tok]--;
                        peerLeft[tok]--;
                    }
                }
            }
            if (opt.bestModel()) {
                double score = base > 0 ? (double) hit / base : 0;
                if (score > best) {
                    best = score;
                    totalHit = hit;
                    totalCount = base;
                    totalCountP = peerCount;
                }
            } else {
                totalHit += hit;
                totalCount += base;
                totalCountP += peerCount;
            }
        }
        return results(totalCount, totalHit, totalCountP);
    }

    /** Marks the model positions of the script's LCS backtrack (diagonal on a match, up on ties). */
    static void markLcs(int[] model, int[] peer, boolean[] mask) {
        if (model.length == 0) {
            return;
        }
        int[][] c = Lcs.table(model, peer);
        int i = model.length;
        int j = peer.length;
        while (i != 0 && j != 0) {
            if (model[i - 1] == peer[j - 1]) {
                i--;
                j--;
                mask[i] = true;
            } else if (c[i - 1][j] >= c[i][j - 1]) {
                i--;
            } else {
                j--;
            }
        }
    }

    private void markWlcs(int[] model, int[] peer, boolean[] mask) {
        if (model.length == 0) {
            return;
        }
        double[][] c = WeightedLcs.table(model, peer, powers(Math.min(model.length, peer.length)));
        int i = model.length;
        int j = peer.length;
        while (i != 0 && j != 0) {
            if (model[i - 1] == peer[j - 1]) {
                i--;
                j--;
                mask[i] = true;
            } else if (c[i - 1][j] >= c[i][j - 1]) {
                i--;
            } else {
                j--;
            }
        }
    }

    private double[] powers(int max) {
        if (powers.length <= max + 1) {
            powers = WeightedLcs.powers(Math.max(max + 1, 2 * powers.length), opt.weight());
        }
        return powers;
    }

    private Result wlcs(Rouge155Eval e, Rouge155Summary peer) {
        double w = opt.weight();
        Prepared p = prepare(peer, opt.stem());
        int[] peerCounts = unigramCounts(p.flat());
        int peerCount = p.flat().length;
        double totalHit = 0;
        double totalCount = 0;
        double totalCountP = 0;
        double best = -1;
        for (Rouge155Summary model : e.models()) {
            int[][] modelSentences = prepare(model, opt.stem()).sentences();
            int[] modelCounts = Arrays.copyOf(
                    unigramCounts(prepare(model, opt.stem() || opt.stemModels()).flat()), vocab.size());
            int[] peerLeft = Arrays.copyOf(peerCounts, vocab.size());
            double hit = 0;
            double base = 0;
            for (int[] sentence : modelSentences) {
                boolean[] mask = new boolean[sentence.length];
                base += Math.pow(sentence.length, w);
                for (int[] ps : p.sentences()) {
                    markWlcs(sentence, ps, mask);
                }
                int run = 0;
                for (int j = 0; j < sentence.length; j++) {
                    int tok = sentence[j];
                    if (mask[j] && modelCounts[tok] > 0 && peerLeft[tok] > 0) {
                        run++;
                        if (j + 1 < sentence.length && !mask[j + 1]) {
                            hit += Math.pow(run, w);
                            run = 0;
                        } else if (j + 1 == sentence.length) {
                            hit += Math.pow(run, w);
                            run = 0;
                        }
                        modelCounts[tok]--;
                        peerLeft[tok]--;
                    }
                }
            }
            if (base == 0) {
                throw new IllegalArgumentException("ROUGE-W: model summary " + model.name() + " of evaluation "
                        + e.id() + " has no tokens (ROUGE-1.5.5 dies here: Illegal division by zero)");
            }
            double score = Math.pow(hit / base, 1 / w);
            if (opt.bestModel()) {
                if (score > best) {
                    best = score;
                    totalHit = hit;
                    totalCount = Math.pow(base, w);
                    totalCountP = Math.pow(peerCount, w);
                }
            } else {
                totalHit += hit;
                totalCount += Math.pow(base, w);
                totalCountP += Math.pow(peerCount, w);
            }
        }
        String r = totalCount != 0 ? PyFormat.fixed(Math.pow(totalHit / totalCount, 1 / w), 5) : PyFormat.fixed(0, 5);
        String pr = totalCountP != 0 ? PyFormat.fixed(Math.pow(totalHit / totalCountP, 1 / w), 5)
                : PyFormat.fixed(0, 5);
        return new Result(totalCount, totalHit, totalCountP, r, pr, fMeasure(r, pr));
    }

    private int[] unigramCounts(int[] tokens) {
        int[] counts = new int[vocab.size()];
        for (int t : tokens) {
            counts[t]++;
        }
        return counts;
    }

    private Result results(double count, double hit, double countP) {
        String r = count != 0 ? PyFormat.fixed(hit / count, 5) : PyFormat.fixed(0, 5);
        String p = countP != 0 ? PyFormat.fixed(hit / countP, 5) : PyFormat.fixed(0, 5);
        return new Result(count, hit, countP, r, p, fMeasure(r, p));
    }

    /** F from the rounded R and P, as the script computes it. */
    private String fMeasure(String rText, String pText) {
        double r = Double.parseDouble(rText);
        double p = Double.parseDouble(pText);
        double a = opt.alpha();
        if ((1 - a) * p + a * r > 0) {
            return PyFormat.fixed((p * r) / ((1 - a) * p + a * r), 5);
        }
        return PyFormat.fixed(0, 5);
    }

    // ---------------------------------------------------------------- text

    private Prepared prepare(Rouge155Summary s, boolean stem) {
        Map<Rouge155Summary, Prepared> map = cache.get(stem ? 1 : 0);
        Prepared p = map.get(s);
        if (p == null) {
            List<String> sentences = s.sentences();
            String flatText = truncateFlat(sentences);
            int[] flat = flatText == null ? new int[0] : filter(Rouge155Text.words(flatText), stem);
            List<String> lcsTexts = truncateLcs(sentences);
            int[][] per = new int[lcsTexts.size()][];
            for (int i = 0; i < per.length; i++) {
                per[i] = filter(Rouge155Text.words(lcsTexts.get(i)), stem);
            }
            p = new Prepared(flat, per);
            map.put(s, p);
        }
        return p;
    }

    /** The script's token filter: stop words out, must start with [a-z0-9$], stem if longer than 3. */
    private int[] filter(List<String> words, boolean stem) {
        int[] out = new int[words.size()];
        int k = 0;
        for (String w : words) {
            if (stopwords.contains(w)) {
                continue;
            }
            char c = w.charAt(0);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '$')) {
                continue;
            }
            String t = stem && w.length() > 3 ? stemmer.morphStem(w) : w;
            out[k++] = vocab.id(t);
        }
        return Arrays.copyOf(out, k);
    }

    /** The script's {@code readText} length cut (null = the script's undef text). */
    String truncateFlat(List<String> sentences) {
        int wordLimit = opt.lengthLimit();
        int byteLimit = opt.byteLimit();
        if (wordLimit == 0 && byteLimit == 0) {
            return String.join(" ", sentences);
        }
        StringBuilder tmp = new StringBuilder();
        int len = 0;
        for (String s : sentences) {
            if (wordLimit != 0) {
                List<String> tokens = Rouge155Text.splitWs(s);
                int sLen = tokens.size();
                if (len + sLen < wordLimit) {
                    tmp.append(len != 0 ? " " : "").append(s);
                    len += sLen;
                } else {
                    if (len > 0) {
                        tmp.append(' ');
                    }
                    tmp.append(String.join(" ", tokens.subList(0, wordLimit - len)));
                    break;
                }
            } else {
                int sLen = s.length();
                if (len + sLen < byteLimit) {
                    tmp.append(len != 0 ? " " : "").append(s);
                    len += sLen;
                } else {
                    if (len > 0) {
                        tmp.append(' ');
                    }
                    tmp.append(s, 0, Math.min(s.length(), byteLimit - len));
                    break;
                }
            }
        }
        return tmp.length() > 0 ? tmp.toString() : null;
    }

    /** The script's {@code readText_LCS} cut: per sentence, the byte limit never accumulating. */
    List<String> truncateLcs(List<String> sentences) {
        int wordLimit = opt.lengthLimit();
        int byteLimit = opt.byteLimit();
        if (wordLimit == 0 && byteLimit == 0) {
            return sentences;
        }
        List<String> out = new ArrayList<>();
        int len = 0;
        for (String s : sentences) {
            if (wordLimit != 0) {
                List<String> tokens = Rouge155Text.splitWs(s);
                int sLen = tokens.size();
                if (len + sLen < wordLimit) {
                    len += sLen;
                    out.add(s);
                } else {
                    out.add(String.join(" ", tokens.subList(0, wordLimit - len)));
                    break;
                }
            } else {
                if (s.length() < byteLimit) {
                    out.add(s);
                } else {
                    out.add(s.substring(0, byteLimit));
                    break;
                }
            }
        }
        return out;
    }
}
