package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.compat.python.PyMath;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The BLEU behaviour vector and one parametrised BLEU computation that evaluates any point of
 * it: what {@code explain} walks along to say why two BLEU profiles give different numbers.
 *
 * <p>Every BLEU profile is a point ({@link BleuProfiles} declares each one's {@code Quirk}s next
 * to its options); at a profile's own point this computation reproduces the profile's corpus
 * score bit for bit (tested on each profile's golden file). The dimensions, in walk order:
 *
 * <table>
 *   <caption>BLEU dimensions</caption>
 *   <tr><th>cause</th><th>values</th></tr>
 *   <tr><td>{@code tokenizer}</td><td>{@code split} (Python {@code str.split()}), a sacrebleu tokenizer
 *       ({@code 13a}, {@code intl}, {@code zh}, {@code char}, {@code none}), {@code ids} (integer token ids)</td></tr>
 *   <tr><td>{@code lowercase}</td><td>{@code no}, {@code yes}</td></tr>
 *   <tr><td>{@code lowercase-order}</td><td>{@code before-tokenizer} (sacrebleu), {@code after-tokenizer}
 *       (torchmetrics)</td></tr>
 *   <tr><td>{@code rstrip}</td><td>{@code yes} (sacrebleu strips trailing whitespace before its tokenizer:
 *       13a joins {@code "-\n"}), {@code no}</td></tr>
 *   <tr><td>{@code closest-ref-rule}</td><td>{@code closest-shorter-on-tie}, {@code closest-first-on-tie},
 *       {@code shortest}</td></tr>
 *   <tr><td>{@code denominator-floor}</td><td>{@code none}, {@code 1-per-segment} (NLTK, R: each segment's
 *       n-gram count per order raised to at least 1)</td></tr>
 *   <tr><td>{@code max-order}</td><td>N (uniform weights 1/N)</td></tr>
 *   <tr><td>{@code smoothing}</td><td>{@code none}, {@code exp} (NIST: k-th empty order 1/(2^k·t)),
 *       {@code floor:V} (V/t), {@code add-k:K:from-2} / {@code add-k:K:all} (K added to matches and
 *       totals of orders ≥ 2 / of every order), {@code float-min} (NLTK method0: 2.2e-308),
 *       {@code segment-floor:V} (R: V added to a segment's numerator where it has no match)</td></tr>
 *   <tr><td>{@code zero-match-rule}</td><td>{@code none}, {@code no-match-at-all} (0 before any smoothing
 *       when nothing matches), {@code any-order} (torchmetrics: 0 when any order has no match)</td></tr>
 *   <tr><td>{@code effective-order}</td><td>{@code no}, {@code yes} (orders without hypothesis n-grams
 *       leave the mean)</td></tr>
 *   <tr><td>{@code zero-precision}</td><td>{@code zero-score} (a zero precision makes BLEU 0),
 *       {@code skipped} (NLTK: its term is left out of the sum)</td></tr>
 *   <tr><td>{@code arithmetic}</td><td>{@code sacrebleu} (percent precisions, Σ log / N),
 *       {@code nltk} (w·ln p added with {@code math.fsum}), {@code tf-nmt} (Σ (1/N)·ln p, BP from
 *       the length ratio), {@code r-sacrebleu} (single-precision weights), {@code float32}
 *       (torchmetrics: every step in float32)</td></tr>
 *   <tr><td>{@code scale}</td><td>{@code 100}, {@code 1}: presentation only (scores are compared in
 *       BLEU points)</td></tr>
 * </table>
 *
 * <p>Rows are the shared {@link BleuCounter}'s, in sacrebleu's layout {@code [c, r, m_1..N,
 * t_1..N]}; a corpus caches them per combination of the row dimensions, so a walk over many
 * points tokenizes each variant once.
 */
public final class BleuFamily implements BehaviourFamily {
    /** The one instance. */
    public static final BleuFamily INSTANCE = new BleuFamily();

    public static final String TOKENIZER = "tokenizer";
    public static final String LOWERCASE = "lowercase";
    public static final String LOWERCASE_ORDER = "lowercase-order";
    public static final String RSTRIP = "rstrip";
    public static final String CLOSEST_REF_RULE = "closest-ref-rule";
    public static final String DENOMINATOR_FLOOR = "denominator-floor";
    public static final String MAX_ORDER = "max-order";
    public static final String SMOOTHING = "smoothing";
    public static final String ZERO_MATCH_RULE = "zero-match-rule";
    public static final String EFFECTIVE_ORDER = "effective-order";
    public static final String ZERO_PRECISION = "zero-precision";
    public static final String ARITHMETIC = "arithmetic";
    public static final String SCALE = "scale";

    /** {@code tokenizer} value: Python's {@code str.split()} of the text. */
    public static final String SPLIT = "split";
    /** {@code tokenizer} value: space-separated integer token ids (R sacRebleu). */
    public static final String IDS = "ids";

    private static final List<Cause> CAUSES = List.of(
            Cause.of(TOKENIZER, "how a segment becomes tokens"),
            Cause.of(LOWERCASE, "whether text is lowercased"),
            Cause.of(LOWERCASE_ORDER, "lowercasing before or after the tokenizer"),
            Cause.of(RSTRIP, "whether trailing whitespace is stripped before the tokenizer"),
            Cause.of(CLOSEST_REF_RULE, "which reference length a segment contributes to the brevity penalty"),
            Cause.of(DENOMINATOR_FLOOR, "whether each segment's n-gram count per order is raised to at least 1"),
            Cause.of(MAX_ORDER, "the highest n-gram order (uniform weights)"),
            Cause.of(SMOOTHING, "what an order without matches contributes"),
            Cause.of(ZERO_MATCH_RULE, "when the score is 0 before any smoothing"),
            Cause.of(EFFECTIVE_ORDER, "whether orders without hypothesis n-grams leave the mean"),
            Cause.of(ZERO_PRECISION, "what a precision left at 0 does to the mean"),
            Cause.of(ARITHMETIC, "floating-point order of operations and precision"),
            Cause.presentationOnly(SCALE, "0-100 or 0-1"));

    private BleuFamily() {
    }

    @Override
    public String name() {
        return "bleu";
    }

    @Override
    public String unit() {
        return "BLEU points (0-100)";
    }

    @Override
    public List<Cause> causes() {
        return CAUSES;
    }

    @Override
    public boolean knows(String cause, String value) {
        if (value == null) {
            return false;
        }
        try {
            switch (cause) {
                case TOKENIZER:
                    return value.equals(SPLIT) || value.equals(IDS) || Tokenizers.names().contains(value);
                case LOWERCASE, EFFECTIVE_ORDER, RSTRIP:
                    return value.equals("no") || value.equals("yes");
                case LOWERCASE_ORDER:
                    return value.equals("before-tokenizer") || value.equals("after-tokenizer");
                case CLOSEST_REF_RULE:
                    refPolicy(value);
                    return true;
                case DENOMINATOR_FLOOR:
                    return value.equals("none") || value.equals("1-per-segment");
                case MAX_ORDER:
                    return Integer.parseInt(value) >= 1;
                case SMOOTHING:
                    Smoothing.parse(value);
                    return true;
                case ZERO_MATCH_RULE:
                    return List.of("none", "no-match-at-all", "any-order").contains(value);
                case ZERO_PRECISION:
                    return value.equals("zero-score") || value.equals("skipped");
                case ARITHMETIC:
                    return List.of("sacrebleu", "nltk", "tf-nmt", "r-sacrebleu", "float32").contains(value);
                case SCALE:
                    return value.equals("100") || value.equals("1");
                default:
                    return false;
            }
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public double inUnit(double nativeScore, Map<String, String> point) {
        return "1".equals(point.get(SCALE)) ? nativeScore * 100.0 : nativeScore;
    }

    @Override
    public Corpus corpus(List<String> hypotheses, List<List<String>> references) {
        return new BleuCorpus(hypotheses, references);
    }

    private static RefLengthPolicy refPolicy(String value) {
        switch (value) {
            case "closest-shorter-on-tie":
                return RefLengthPolicy.CLOSEST_SHORTER_ON_TIE;
            case "closest-first-on-tie":
                return RefLengthPolicy.CLOSEST_FIRST_ON_TIE;
            case "shortest":
                return RefLengthPolicy.SHORTEST;
            default:
                throw new IllegalArgumentException("closest-ref-rule: unknown value '" + value + "'");
        }
    }

    /**
     * A {@code smoothing} value.
     *
     * @param kind none, exp, floor, add-k, float-min, segment-floor
     * @param value V or K (0 when the kind takes none)
     * @param fromOrder add-k: the first order it applies to (1 or 2)
     */
    record Smoothing(String kind, double value, int fromOrder) {
        static Smoothing parse(String text) {
            String[] parts = text.split(":", -1);
            switch (parts[0]) {
                case "none", "exp", "float-min":
                    if (parts.length != 1) {
                        break;
                    }
                    return new Smoothing(parts[0], 0, 0);
                case "floor", "segment-floor":
                    if (parts.length != 2) {
                        break;
                    }
                    return new Smoothing(parts[0], number(parts[1]), 0);
                case "add-k":
                    if (parts.length != 3 || !(parts[2].equals("all") || parts[2].equals("from-2"))) {
                        break;
                    }
                    return new Smoothing(parts[0], number(parts[1]), parts[2].equals("all") ? 1 : 2);
                default:
                    break;
            }
            throw new IllegalArgumentException("smoothing: unknown value '" + text + "'");
        }

        private static double number(String s) {
            double v = Double.parseDouble(s);
            if (!Double.isFinite(v) || v < 0) {
                throw new IllegalArgumentException("smoothing value must be a finite number >= 0: " + s);
            }
            return v;
        }
    }

    /** A point, parsed: the parameters of one computation. */
    private record Params(String tokenizer, boolean lowercase, boolean lowercaseAfter, boolean rstrip,
                          RefLengthPolicy refRule,
                          boolean floor, int maxOrder, Smoothing smoothing, String zeroRule, boolean effectiveOrder,
                          boolean skipZero, String arithmetic) {
        static Params of(Map<String, String> point) {
            for (Cause c : CAUSES) {
                if (!c.presentation() && !INSTANCE.knows(c.name(), point.get(c.name()))) {
                    throw new IllegalArgumentException("bleu: " + c.name() + " has no value the family can compute: '"
                            + point.get(c.name()) + "'");
                }
            }
            return new Params(point.get(TOKENIZER), point.get(LOWERCASE).equals("yes"),
                    point.get(LOWERCASE_ORDER).equals("after-tokenizer"), point.get(RSTRIP).equals("yes"),
                    refPolicy(point.get(CLOSEST_REF_RULE)),
                    point.get(DENOMINATOR_FLOOR).equals("1-per-segment"), Integer.parseInt(point.get(MAX_ORDER)),
                    Smoothing.parse(point.get(SMOOTHING)), point.get(ZERO_MATCH_RULE),
                    point.get(EFFECTIVE_ORDER).equals("yes"), point.get(ZERO_PRECISION).equals("skipped"),
                    point.get(ARITHMETIC));
        }

        /** What the rows depend on. */
        String rowKey() {
            return tokenizer + "|" + lowercase + "|" + lowercaseAfter + "|" + rstrip + "|" + refRule + "|" + floor + "|" + maxOrder
                    + "|" + (smoothing.kind().equals("segment-floor") ? smoothing.value() : "");
        }
    }

    /** One corpus with its rows cached per {@link Params#rowKey()}. */
    private static final class BleuCorpus implements Corpus {
        private final List<String> hyps;
        private final List<List<String>> refs;
        private final Map<String, double[][]> rows = new HashMap<>();
        private final Map<String, double[]> sums = new HashMap<>();

        BleuCorpus(List<String> hypotheses, List<List<String>> references) {
            if (hypotheses == null || references == null) {
                throw new IllegalArgumentException("hypotheses and references are required");
            }
            Stats.requireSameLength(hypotheses.size(), references.size());
            if (hypotheses.isEmpty()) {
                throw new IllegalArgumentException("the corpus is empty");
            }
            for (int i = 0; i < hypotheses.size(); i++) {
                if (hypotheses.get(i) == null) {
                    throw new IllegalArgumentException("hypothesis " + (i + 1) + " is null");
                }
                List<String> r = references.get(i);
                if (r == null || r.isEmpty()) {
                    throw new IllegalArgumentException("segment " + (i + 1) + " has no reference");
                }
                for (String s : r) {
                    if (s == null) {
                        throw new IllegalArgumentException("segment " + (i + 1) + " has a null reference");
                    }
                }
            }
            this.hyps = List.copyOf(hypotheses);
            this.refs = references.stream().map(List::copyOf).toList();
        }

        @Override
        public int size() {
            return hyps.size();
        }

        @Override
        public double score(Map<String, String> point) {
            Params p = Params.of(point);
            return scoreAt(p, sums(p));
        }

        @Override
        public double[] segmentInfluence(Map<String, String> from, Map<String, String> to) {
            Params a = Params.of(from);
            Params b = Params.of(to);
            if (a.maxOrder() != b.maxOrder()) {
                return new double[0];
            }
            double[][] ra = rows(a);
            double[][] rb = rows(b);
            double[] total = sums(a);
            double base = scoreAt(a, total);
            double[] out = new double[ra.length];
            double[] s = new double[total.length];
            for (int i = 0; i < ra.length; i++) {
                for (int j = 0; j < s.length; j++) {
                    s[j] = total[j] - ra[i][j] + rb[i][j];
                }
                out[i] = scoreAt(a, s) - base;
            }
            return out;
        }

        @Override
        public SegmentView segment(Map<String, String> point, int index) {
            Params p = Params.of(point);
            List<String> hyp = tokens(hyps.get(index), p);
            List<List<String>> rs = new ArrayList<>();
            for (String r : refs.get(index)) {
                rs.add(tokens(r, p));
            }
            double[] row = rows(p)[index];
            int n = p.maxOrder();
            StringBuilder sb = new StringBuilder();
            sb.append("hyp_len ").append(fmt(row[0])).append(", ref_len ").append(fmt(row[1])).append(", matches/totals");
            for (int k = 0; k < n; k++) {
                sb.append(' ').append(fmt(row[2 + k])).append('/').append(fmt(row[2 + n + k]));
            }
            return new SegmentView(hyp, rs, sb.toString());
        }

        private static String fmt(double v) {
            return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
        }

        private double[] sums(Params p) {
            return sums.computeIfAbsent(p.rowKey(), k -> Stats.columnSums(rows(p)));
        }

        private double[][] rows(Params p) {
            return rows.computeIfAbsent(p.rowKey(), k -> computeRows(p));
        }

        private double[][] computeRows(Params p) {
            BleuCounter counter = new BleuCounter(p.maxOrder(), p.refRule());
            Vocabulary vocab = new Vocabulary();
            double[][] out = new double[hyps.size()][];
            for (int i = 0; i < out.length; i++) {
                if (vocab.size() > 1 << 20) {
                    vocab.clear();
                }
                List<List<String>> rs = new ArrayList<>();
                for (String r : refs.get(i)) {
                    rs.add(tokens(r, p));
                }
                BleuStats stats = counter.segment(tokens(hyps.get(i), p), rs, vocab);
                if (p.floor()) {
                    stats = stats.withMinTotal(1);
                }
                double[] row = stats.toRow();
                if (p.smoothing().kind().equals("segment-floor")) {
                    for (int k = 0; k < p.maxOrder(); k++) {
                        if (row[2 + k] == 0) {
                            row[2 + k] = p.smoothing().value();
                        }
                    }
                }
                out[i] = row;
            }
            return out;
        }
    }

    /** The tokens of one text at a point's row dimensions. */
    static List<String> tokens(String text, Params p) {
        String s = p.lowercase() && !p.lowercaseAfter() ? PyStrings.lower(text) : text;
        switch (p.tokenizer()) {
            case SPLIT:
                break;
            case IDS:
                List<String> ids = PyStrings.split(s);
                for (int i = 0; i < ids.size(); i++) {
                    try {
                        ids.set(i, Integer.toString(Integer.parseInt(ids.get(i))));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("not an integer token id: '" + ids.get(i) + "'");
                    }
                }
                return ids;
            default:
                Tokenizer t = Tokenizers.byName(p.tokenizer());
                s = t.tokenize(p.rstrip() ? PyStrings.rstrip(s) : s);
                break;
        }
        if (p.lowercase() && p.lowercaseAfter()) {
            s = PyStrings.lower(s);
        }
        return PyStrings.split(s);
    }

    /** The score of summed rows at a point, in BLEU points. */
    private static double scoreAt(Params p, double[] sums) {
        int n = p.maxOrder();
        double[] m = Arrays.copyOfRange(sums, 2, 2 + n);
        double[] t = Arrays.copyOfRange(sums, 2 + n, 2 + 2 * n);
        long c = (long) sums[0];
        long r = (long) sums[1];
        boolean allZero = true;
        boolean anyZero = false;
        for (double x : m) {
            allZero &= x == 0;
            anyZero |= x == 0;
        }
        if ((p.zeroRule().equals("no-match-at-all") && allZero) || (p.zeroRule().equals("any-order") && anyZero)) {
            return 0.0;
        }
        switch (p.arithmetic()) {
            case "sacrebleu":
                return sacrebleu(p, m, t, c, r);
            case "float32":
                return 100.0 * float32(p, m, t, c, r);
            default:
                return 100.0 * unitInterval(p, m, t, c, r);
        }
    }

    /**
     * sacrebleu's {@code compute_bleu}: percent precisions, {@code my_log}, {@code Σ / effective order},
     * add-k written back before the empty-order check (as in {@link Bleu}).
     */
    private static double sacrebleu(Params p, double[] m, double[] t, long c, long r) {
        int n = m.length;
        double bp = c < r ? (c > 0 ? Math.exp(1.0 - (double) r / c) : 0.0) : 1.0;
        Smoothing sm = p.smoothing();
        double[] prec = new double[n];
        double smoothMteval = 1.0;
        int effOrder = n;
        for (int k = 1; k <= n; k++) {
            if (sm.kind().equals("add-k") && k >= sm.fromOrder()) {
                m[k - 1] = m[k - 1] + sm.value();
                t[k - 1] = t[k - 1] + sm.value();
            }
            if (t[k - 1] == 0) {
                break;
            }
            if (p.effectiveOrder()) {
                effOrder = k;
            }
            if (m[k - 1] == 0) {
                switch (sm.kind()) {
                    case "exp":
                        smoothMteval *= 2;
                        prec[k - 1] = 100.0 / (smoothMteval * t[k - 1]);
                        break;
                    case "floor":
                        prec[k - 1] = 100.0 * sm.value() / t[k - 1];
                        break;
                    case "float-min":
                        prec[k - 1] = 100.0 * PyMath.FLOAT_INFO_MIN;
                        break;
                    default:
                        break;
                }
            } else {
                prec[k - 1] = 100.0 * m[k - 1] / t[k - 1];
            }
        }
        double logSum = 0.0;
        for (int i = 0; i < effOrder; i++) {
            // a skipped precision counts as log 1 on a 0-1 scale (NLTK leaves its term out): 100% here
            logSum += Bleu.myLog(prec[i] == 0 && p.skipZero() ? 100.0 : prec[i]);
        }
        return bp * Math.exp(logSum / effOrder);
    }

    /** The 0-1 computations: NLTK, tensorflow/nmt (and HF evaluate), R sacRebleu. */
    private static double unitInterval(Params p, double[] m, double[] t, long c, long r) {
        int n = m.length;
        Smoothing sm = p.smoothing();
        double[] prec = new double[n];
        int effOrder = n;
        long incvnt = 1;
        for (int k = 1; k <= n; k++) {
            double num = m[k - 1];
            double den = t[k - 1];
            boolean addK = sm.kind().equals("add-k") && k >= sm.fromOrder();
            if (addK) {
                num += sm.value();
                den += sm.value();
            }
            if (den == 0) {
                break;
            }
            if (p.effectiveOrder()) {
                effOrder = k;
            }
            if (num == 0) {
                switch (sm.kind()) {
                    case "exp":
                        prec[k - 1] = divide(1, (double) (1L << incvnt) * den);
                        incvnt++;
                        break;
                    case "floor":
                        prec[k - 1] = sm.value() / den;
                        break;
                    case "float-min":
                        prec[k - 1] = PyMath.FLOAT_INFO_MIN;
                        break;
                    default:
                        break;
                }
            } else {
                prec[k - 1] = divide(num, den);
            }
        }
        switch (p.arithmetic()) {
            case "nltk": {
                double w = 1.0 / effOrder;
                double[] logs = new double[effOrder];
                int used = 0;
                for (int i = 0; i < effOrder; i++) {
                    if (prec[i] > 0) {
                        logs[used++] = w * Math.log(prec[i]);
                    } else if (!p.skipZero()) {
                        return 0.0;
                    }
                }
                double bp = c > r ? 1.0 : c == 0 ? 0.0 : Math.exp(1.0 - PyMath.trueDivide(r, c));
                return bp * Math.exp(PyMath.fsum(logs, used));
            }
            case "tf-nmt": {
                double geo = 0.0;
                double logSum = 0.0;
                boolean zero = false;
                for (int i = 0; i < effOrder; i++) {
                    if (prec[i] > 0) {
                        logSum += (1.0 / effOrder) * Math.log(prec[i]);
                    } else if (!p.skipZero()) {
                        zero = true;
                    }
                }
                if (!zero) {
                    geo = Math.exp(logSum);
                }
                double ratio = r == 0 ? Double.POSITIVE_INFINITY : PyMath.trueDivide(c, r);
                double bp = ratio > 1.0 ? 1.0 : Math.exp(1 - 1.0 / ratio);
                return geo * bp;
            }
            default: {
                double w = (float) (1.0 / effOrder);
                double collector = 0.0;
                for (int i = 0; i < effOrder; i++) {
                    if (prec[i] == 0 && p.skipZero()) {
                        continue;
                    }
                    collector += w * Math.log(prec[i]);
                }
                double bp = c > r ? 1.0 : c == 0 ? 0.0 : Math.exp(1 - (double) r / (double) c);
                return bp * Math.exp(collector);
            }
        }
    }

    /**
     * torchmetrics' {@code _bleu_score_compute} in float32: float32 counts, precisions, logs,
     * weights, sum and brevity penalty.
     */
    private static double float32(Params p, double[] m, double[] t, long c, long r) {
        int n = m.length;
        Smoothing sm = p.smoothing();
        float[] prec = new float[n];
        int effOrder = n;
        long incvnt = 1;
        for (int k = 1; k <= n; k++) {
            float num = (float) m[k - 1];
            float den = (float) t[k - 1];
            if (sm.kind().equals("add-k") && k >= sm.fromOrder()) {
                num += (float) sm.value();
                den += (float) sm.value();
            }
            if (den == 0) {
                break;
            }
            if (p.effectiveOrder()) {
                effOrder = k;
            }
            if (num == 0) {
                switch (sm.kind()) {
                    case "exp":
                        prec[k - 1] = 1f / ((float) (1L << incvnt) * den);
                        incvnt++;
                        break;
                    case "floor":
                        prec[k - 1] = (float) sm.value() / den;
                        break;
                    case "float-min":
                        prec[k - 1] = Float.MIN_NORMAL;
                        break;
                    default:
                        break;
                }
            } else {
                prec[k - 1] = num / den;
            }
        }
        float w = 1f / effOrder;
        float sum = 0f;
        for (int i = 0; i < effOrder; i++) {
            if (prec[i] == 0 && p.skipZero()) {
                continue;
            }
            sum += w * (float) Math.log(prec[i]);
        }
        float geo = (float) Math.exp(sum);
        float fc = c;
        float fr = r;
        float bp = fc > fr ? 1f : (float) Math.exp(1f - fr / fc);
        return bp * geo;
    }

    /** {@code a / b}, correctly rounded as Python's int / int when both are whole numbers. */
    private static double divide(double a, double b) {
        if (a == Math.rint(a) && b == Math.rint(b) && Math.abs(a) < 9e15 && Math.abs(b) < 9e15) {
            return PyMath.trueDivide((long) a, (long) b);
        }
        return a / b;
    }
}
