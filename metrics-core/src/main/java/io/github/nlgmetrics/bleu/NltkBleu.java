package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Accumulator;
import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyMath;
import io.github.nlgmetrics.compat.python.PyNumber;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * BLEU as NLTK 3.8 computes it: {@code nltk.translate.bleu_score.sentence_bleu / corpus_bleu}
 * with {@code SmoothingFunction(epsilon, alpha, k).methodK} and {@code auto_reweigh}. Profile
 * {@code nltk:bleu} ({@link BleuProfiles}).
 *
 * <p>Counting goes through the shared {@link BleuCounter}; this profile differs from sacrebleu
 * only in its policies. Input is pre-tokenized: a segment's tokens are Python's
 * {@code str.split()} of its text. With {@code p_n = Σ matches_n / Σ max(1, total_n)} (per segment
 * floor) and {@code r} the closest reference length (shorter on ties):
 *
 * <pre>
 * BP   = 1 if c &gt; r;  0 if c = 0;  exp(1 - r/c) otherwise
 * BLEU = BP · exp( fsum_{n : p_n &gt; 0} w_n · ln p_n )       (p_n after smoothing)
 * </pre>
 *
 * <p>Statistics: a segment's row is sacrebleu's layout {@code [hyp_len, ref_len, matches_1..K,
 * max(1, total_1)..max(1, total_K)]} ({@link BleuStats#toRow()}), {@code K} the longest weight
 * tuple, or at least 5 with method5 and method7 (they read the order-5 precision of the last
 * sentence). NLTK's {@code corpus_bleu} hands the LAST sentence to the smoothing function, so with
 * method5, method6 and method7 the corpus score is not a function of the summed rows alone:
 * {@link #additive()} is false for them and {@link #scoreOfSegments} reads the last row as well
 * (what {@link #corpusScore} uses); {@link #score} of a single row treats it as its own last
 * sentence, which is exactly {@code sentence_bleu}. Methods 0–4 are additive.
 *
 * <p>Quirks of NLTK 3.8 reproduced (each has a named test in {@code NltkBleuTest}):
 * <ul>
 *   <li>per-sentence {@code max(1, denominator)}: an order a sentence is too short for adds one
 *       unmatched n-gram to the corpus denominator;</li>
 *   <li>precisions are {@code Fraction(num, den, _normalize=False)}: smoothing methods that read
 *       {@code numerator}/{@code denominator} see raw counts (method1-4, 6);</li>
 *   <li>the closest reference length breaks ties towards the shorter reference;</li>
 *   <li>no unigram match anywhere returns the integer {@code 0} before any smoothing;</li>
 *   <li>method0 replaces a zero precision by {@code sys.float_info.min}: a tiny positive score, not 0;</li>
 *   <li>zero precisions left by the smoothing are skipped in the sum ({@code if p_i > 0});</li>
 *   <li>the weighted logs are added with {@code math.fsum} (exactly rounded);</li>
 *   <li>{@code corpus_bleu} hands the LAST sentence (and its references) to the smoothing
 *       function: method5 and method7 use its order-5 precision, method6 its n-gram counts, while
 *       method4 receives the corpus hypothesis length;</li>
 *   <li>method6 fails (IndexError) with fewer than three weights and (AssertionError) when the
 *       trigram precision is zero — we throw {@link IllegalArgumentException};</li>
 *   <li>{@code auto_reweigh} only applies to weights exactly {@code (0.25, 0.25, 0.25, 0.25)} and a
 *       corpus hypothesis length below 4, giving {@code (1/c,) * c};</li>
 *   <li>several weight tuples give one score per tuple from the same smoothed precisions
 *       (counted up to the longest tuple);</li>
 *   <li>an empty corpus scores the integer 0; a segment without references is an error.</li>
 * </ul>
 * {@code epsilon}, {@code alpha} and {@code k} that are integral are held as Python ints (as the
 * defaults {@code alpha=5, k=5} are), others as floats, which decides whether method6 stays exact.
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 *
 * <p>Longer than 300 lines because it is one public type with its public nested {@link Weights}
 * (NLTK's {@code weights} argument, parsed from its six input shapes by
 * {@link io.github.nlgmetrics.Option#toDoubleTuples}) and {@link Score}, which
 * callers name as {@code NltkBleu.Weights} and {@code NltkBleu.Score}; the one seam left inside is
 * {@code SmoothingFunction}'s methods 0–7 (about 120 lines), kept here because they read this
 * instance's {@code epsilon}, {@code alpha} and {@code k} and the corpus's last sentence.
 */
public final class NltkBleu implements Metric<NltkBleu.Score> {
    /** The only {@code tokenize} value: NLTK is given {@code text.split()} tokens. */
    public static final String TOKENIZE = "split";

    private static final double[] UNIFORM4 = {0.25, 0.25, 0.25, 0.25};

    /**
     * NLTK's {@code weights} argument: one tuple (one score), or a list of tuples (a list of scores,
     * NLTK's {@code weights=[(...), (...)]}, also when it holds a single tuple).
     *
     * @param tuples the weight tuples, each for orders 1..its length
     * @param several whether NLTK was given a list of tuples
     */
    public record Weights(List<DoubleVector> tuples, boolean several) {
        public Weights {
            if (tuples.isEmpty()) {
                throw new IllegalArgumentException("weights: at least one weight tuple is needed");
            }
            if (!several && tuples.size() != 1) {
                throw new IllegalArgumentException("weights: one tuple expected, got " + tuples.size());
            }
            for (DoubleVector w : tuples) {
                if (w.length() == 0) {
                    throw new IllegalArgumentException("weights: a weight tuple is empty");
                }
                for (int i = 0; i < w.length(); i++) {
                    if (!Double.isFinite(w.get(i))) {
                        throw new IllegalArgumentException("weights must be finite: " + w);
                    }
                }
            }
            tuples = List.copyOf(tuples);
        }

        /** One weight tuple. */
        public static Weights of(double... tuple) {
            return new Weights(List.of(DoubleVector.of(tuple)), false);
        }

        /** A list of weight tuples: one score each. */
        public static Weights sets(List<double[]> tuples) {
            List<DoubleVector> vectors = new ArrayList<>(tuples.size());
            tuples.forEach(w -> vectors.add(DoubleVector.of(w)));
            return new Weights(vectors, true);
        }

        /** The longest tuple's length: the highest order counted. */
        public int maxOrder() {
            int n = 0;
            for (DoubleVector w : tuples) {
                n = Math.max(n, w.length());
            }
            return n;
        }

        /** NLTK's form: {@code (0.25, 0.25)} or {@code [(0.5, 0.5), (1.0,)]}. */
        @Override
        public String toString() {
            List<String> parts = new ArrayList<>();
            for (DoubleVector w : tuples) {
                List<String> xs = new ArrayList<>();
                for (int i = 0; i < w.length(); i++) {
                    xs.add(PyFormat.repr(w.get(i)));
                }
                parts.add("(" + String.join(", ", xs) + (w.length() == 1 ? ",)" : ")"));
            }
            return several ? "[" + String.join(", ", parts) + "]" : parts.get(0);
        }
    }

    private final Weights weights;
    private final NltkSmoothing smoothing;
    private final double epsilon;
    private final double alpha;
    private final double k;
    private final boolean autoReweigh;

    private NltkBleu(Weights weights, NltkSmoothing smoothing, double epsilon, double alpha, double k,
                     boolean autoReweigh) {
        for (double p : new double[] {epsilon, alpha, k}) {
            if (!Double.isFinite(p)) {
                throw new IllegalArgumentException("smoothing parameters must be finite: " + p);
            }
        }
        this.weights = weights;
        this.smoothing = smoothing;
        this.epsilon = epsilon;
        this.alpha = alpha;
        this.k = k;
        this.autoReweigh = autoReweigh;
    }

    /** NLTK's defaults: weights (0.25,)*4, method0, epsilon 0.1, alpha 5, k 5, no auto_reweigh. */
    public static NltkBleu nltk() {
        return new NltkBleu(Weights.of(UNIFORM4), NltkSmoothing.METHOD0, 0.1, 5, 5, false);
    }

    /** NLTK's {@code weights}: one tuple or a list of tuples. */
    public NltkBleu withWeights(Weights value) {
        return new NltkBleu(value, smoothing, epsilon, alpha, k, autoReweigh);
    }

    /** One weight tuple (weights for orders 1..N). */
    public NltkBleu withWeights(double... value) {
        return withWeights(Weights.of(value));
    }

    /** A list of weight tuples: one score per tuple (NLTK's {@code weights=[(...), (...)]}). */
    public NltkBleu withWeightSets(List<double[]> value) {
        return withWeights(Weights.sets(value));
    }

    public NltkBleu withSmoothing(NltkSmoothing value) {
        return new NltkBleu(weights, value, epsilon, alpha, k, autoReweigh);
    }

    /** {@code SmoothingFunction(epsilon=...)}, used by method1. */
    public NltkBleu withEpsilon(double value) {
        return new NltkBleu(weights, smoothing, value, alpha, k, autoReweigh);
    }

    /** {@code SmoothingFunction(alpha=...)}, used by method6. */
    public NltkBleu withAlpha(double value) {
        return new NltkBleu(weights, smoothing, epsilon, value, k, autoReweigh);
    }

    /** {@code SmoothingFunction(k=...)}, used by method4 and method7. */
    public NltkBleu withK(double value) {
        return new NltkBleu(weights, smoothing, epsilon, alpha, value, autoReweigh);
    }

    public NltkBleu withAutoReweigh(boolean value) {
        return new NltkBleu(weights, smoothing, epsilon, alpha, k, value);
    }

    public Weights weights() {
        return weights;
    }

    /** The weight tuples (copies). */
    public List<double[]> weightSets() {
        List<double[]> out = new ArrayList<>();
        weights.tuples().forEach(w -> out.add(w.toArray()));
        return out;
    }

    public NltkSmoothing smoothing() {
        return smoothing;
    }

    public double epsilon() {
        return epsilon;
    }

    public double alpha() {
        return alpha;
    }

    public double k() {
        return k;
    }

    public boolean autoReweigh() {
        return autoReweigh;
    }

    /**
     * An NLTK BLEU result.
     *
     * @param scores one score per weight tuple
     * @param integerZero NLTK returned the integer {@code 0} (no unigram match, or an empty corpus)
     * @param several NLTK was given a list of weight tuples and returns a list of scores
     * @param stats the summed statistics (totals with NLTK's per-sentence floor of 1)
     * @param bp the brevity penalty
     */
    public record Score(DoubleVector scores, boolean integerZero, boolean several, BleuStats stats, double bp)
            implements io.github.nlgmetrics.Score {
        /** The result of these scores (copied). */
        public Score(double[] scores, boolean integerZero, boolean several, BleuStats stats, double bp) {
            this(DoubleVector.of(scores), integerZero, several, stats, bp);
        }

        /** The score of the first (usually only) weight tuple. */
        @Override
        public double score() {
            return scores.get(0);
        }

        /**
         * {@code score}: what NLTK returns — a float, the integer 0, or with several weight tuples a
         * list of those.
         */
        @Override
        public Map<String, Object> fields() {
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < scores.length(); i++) {
                values.add(integerZero ? (Object) 0 : (Object) scores.get(i));
            }
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("score", several ? values : values.get(0));
            return o;
        }
    }

    @Override
    public String name() {
        return "BLEU";
    }

    /** Whether the corpus score reads only the summed rows: not for method5, method6 and method7. */
    @Override
    public boolean additive() {
        return smoothing != NltkSmoothing.METHOD5 && smoothing != NltkSmoothing.METHOD6
                && smoothing != NltkSmoothing.METHOD7;
    }

    /** The orders a row counts: the longest weight tuple, at least 5 for method5 and method7. */
    private int countedOrders() {
        boolean needsFive = smoothing == NltkSmoothing.METHOD5 || smoothing == NltkSmoothing.METHOD7;
        return needsFive ? Math.max(5, weights.maxOrder()) : weights.maxOrder();
    }

    /**
     * A scorer with its own counter and vocabulary: rows {@code [hyp_len, ref_len, matches_1..K,
     * max(1, total_1)..max(1, total_K)]} of Python's {@code str.split()} tokens.
     */
    @Override
    public SegmentScorer newScorer() {
        BleuCounter counter = new BleuCounter(countedOrders(), RefLengthPolicy.CLOSEST_SHORTER_ON_TIE);
        Vocabulary vocab = new Vocabulary();
        return (hyp, references) -> {
            List<List<String>> refs = new ArrayList<>(references.size());
            for (String r : references) {
                if (r == null) {
                    throw new IllegalArgumentException("a reference is null (NLTK needs every reference)");
                }
                refs.add(PyStrings.split(r));
            }
            if (refs.isEmpty()) {
                throw new IllegalArgumentException("a segment has no reference (NLTK: min() arg is an empty sequence)");
            }
            vocab.bound();
            return counter.segment(PyStrings.split(hyp), refs, vocab).withMinTotal(1).toRow();
        };
    }

    /**
     * The score of summed rows taken as their own last sentence: {@code sentence_bleu} of one
     * row, and {@code corpus_bleu} of summed rows for methods 0–4 (see {@link #scoreOfSegments}).
     */
    @Override
    public Score score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        return compute(summedStats, summedStats);
    }

    /**
     * {@code corpus_bleu}: the column sums of the rows, and the last row for the smoothing
     * function; an empty corpus scores the integer 0.
     */
    @Override
    public Score scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        if (segmentStats.length == 0) {
            double[] zero = new double[2 + 2 * countedOrders()];
            return compute(zero, zero);
        }
        return compute(Stats.columnSums(segmentStats), segmentStats[segmentStats.length - 1]);
    }

    /** Streams {@link #scoreOfSegments}: the running column sums and the last row are all it reads. */
    @Override
    public Accumulator<Score> newAccumulator() {
        return Accumulator.columnSumsAndLast(this::compute);
    }

    private Score compute(double[] summedStats, double[] lastStats) {
        BleuStats total = BleuStats.fromRow(summedStats, countedOrders());
        BleuStats last = BleuStats.fromRow(lastStats, countedOrders());
        long c = total.hypLen();
        long r = total.refLen();
        double bp = c > r ? 1.0 : c == 0 ? 0.0 : Math.exp(1.0 - PyMath.trueDivide(r, c));
        long[] m = total.matches().toArray();
        long[] t = total.totals().toArray();
        double[] scores = new double[weights.tuples.size()];
        if (m[0] == 0) {
            return new Score(scores, true, weights.several(), total, bp);
        }
        int maxOrder = weights.maxOrder();
        List<PyNumber> pn = new ArrayList<>(maxOrder);
        for (int n = 0; n < maxOrder; n++) {
            pn.add(PyNumber.fraction(m[n], t[n]));
        }
        pn = smooth(pn, last, c);
        for (int s = 0; s < scores.length; s++) {
            double[] w = weights.tuples.get(s).toArray();
            if (autoReweigh && c < 4 && Arrays.equals(w, UNIFORM4)) {
                w = new double[(int) c];
                Arrays.fill(w, PyMath.trueDivide(1, c));
            }
            int terms = Math.min(w.length, pn.size());
            double[] logs = new double[terms];
            int used = 0;
            for (int n = 0; n < terms; n++) {
                PyNumber p = pn.get(n);
                if (p.isPositive()) {
                    logs[used++] = w[n] * p.log();
                }
            }
            scores[s] = bp * Math.exp(PyMath.fsum(logs, used));
        }
        return new Score(scores, false, weights.several(), total, bp);
    }

    /** {@code SmoothingFunction(epsilon, alpha, k).methodK(p_n, references, hypothesis, hyp_len)}. */
    private List<PyNumber> smooth(List<PyNumber> pn, BleuStats last, long hypLen) {
        switch (smoothing) {
            case METHOD0:
                return method0(pn);
            case METHOD1:
                return method1(pn);
            case METHOD2:
                return method2(pn);
            case METHOD3:
                return method3(pn);
            case METHOD4:
                return method4(pn, last, hypLen);
            case METHOD5:
                return method5(pn, last);
            case METHOD6:
                return method6(pn, last);
            default:
                return method5(method4(pn, last, hypLen), last);
        }
    }

    private static List<PyNumber> method0(List<PyNumber> pn) {
        List<PyNumber> out = new ArrayList<>(pn.size());
        for (PyNumber p : pn) {
            out.add(p.numerator().signum() != 0 ? p : PyNumber.ofFloat(PyMath.FLOAT_INFO_MIN));
        }
        return out;
    }

    private List<PyNumber> method1(List<PyNumber> pn) {
        List<PyNumber> out = new ArrayList<>(pn.size());
        PyNumber eps = PyNumber.ofParameter(epsilon);
        for (PyNumber p : pn) {
            if (p.numerator().signum() == 0) {
                out.add(PyNumber.ofInt(p.numerator().longValueExact()).add(eps)
                        .divide(PyNumber.ofInt(p.denominator().longValueExact())));
            } else {
                out.add(p);
            }
        }
        return out;
    }

    private static List<PyNumber> method2(List<PyNumber> pn) {
        List<PyNumber> out = new ArrayList<>(pn.size());
        for (int i = 0; i < pn.size(); i++) {
            PyNumber p = pn.get(i);
            out.add(i == 0 ? p : PyNumber.fraction(p.numerator().longValueExact() + 1,
                    p.denominator().longValueExact() + 1));
        }
        return out;
    }

    private static List<PyNumber> method3(List<PyNumber> pn) {
        List<PyNumber> out = new ArrayList<>(pn);
        long incvnt = 1;
        for (int i = 0; i < out.size(); i++) {
            PyNumber p = out.get(i);
            if (p.numerator().signum() == 0) {
                out.set(i, PyNumber.ofInt(1).divide(PyNumber.ofInt(1L << incvnt).multiply(
                        PyNumber.ofInt(p.denominator().longValueExact()))));
                incvnt++;
            }
        }
        return out;
    }

    private List<PyNumber> method4(List<PyNumber> pn, BleuStats last, long corpusHypLen) {
        List<PyNumber> out = new ArrayList<>(pn);
        long hypLen = corpusHypLen != 0 ? corpusHypLen : last.hypLen();
        PyNumber kk = PyNumber.ofParameter(k);
        long incvnt = 1;
        for (int i = 0; i < out.size(); i++) {
            PyNumber p = out.get(i);
            if (p.numerator().signum() == 0 && hypLen > 1) {
                PyNumber numerator = PyNumber.ofInt(1).divide(PyNumber.ofInt(1L << incvnt).multiply(kk)
                        .divide(PyNumber.ofFloat(Math.log(hypLen))));
                out.set(i, numerator.divide(PyNumber.ofInt(p.denominator().longValueExact())));
                incvnt++;
            }
        }
        return out;
    }

    private static List<PyNumber> method5(List<PyNumber> pn, BleuStats last) {
        // NLTK appends the order-5 precision of the last sentence, whatever the number of weights
        // (counted with the per-sentence floor of 1 like every order of the row).
        List<PyNumber> plus1 = new ArrayList<>(pn);
        plus1.add(PyNumber.fraction(last.matches().get(4), last.totals().get(4)));
        List<PyNumber> out = new ArrayList<>(pn);
        PyNumber prev = pn.get(0).add(PyNumber.ofInt(1));
        PyNumber three = PyNumber.ofInt(3);
        for (int i = 0; i < pn.size(); i++) {
            PyNumber v = prev.add(pn.get(i)).add(plus1.get(i + 1)).divide(three);
            out.set(i, v);
            prev = v;
        }
        return out;
    }

    private List<PyNumber> method6(List<PyNumber> pn, BleuStats last) {
        if (pn.size() < 3) {
            throw new IllegalArgumentException("NLTK smoothing method6 needs at least 3 n-gram orders (weights of length "
                    + pn.size() + "; NLTK raises IndexError)");
        }
        if (pn.get(2).isZero()) {
            throw new IllegalArgumentException("NLTK smoothing method6 requires a non-zero trigram precision "
                    + "(NLTK raises AssertionError)");
        }
        List<PyNumber> out = new ArrayList<>(pn);
        PyNumber a = PyNumber.ofParameter(alpha);
        for (int i = 2; i < out.size(); i++) {
            PyNumber pi0 = out.get(i - 2).isZero() ? PyNumber.ofInt(0)
                    : out.get(i - 1).squared().divide(out.get(i - 2));
            PyNumber m = PyNumber.ofInt(pn.get(i).numerator().longValueExact());
            PyNumber l = PyNumber.ofInt(Math.max(0, last.hypLen() - i));
            out.set(i, m.add(a.multiply(pi0)).divide(l.add(a)));
        }
        return out;
    }

    /**
     * A signature recording every option that changes the number, e.g.
     * {@code compat:nltk|nrefs:1|weights:0.25,0.25,0.25,0.25|smoothing:method0|auto_reweigh:no|tok:split|version:0.1.0}.
     */
    @Override
    public Signature signature(int nrefs) {
        List<String> tuples = new ArrayList<>();
        for (DoubleVector tuple : weights.tuples) {
            double[] w = tuple.toArray();
            List<String> xs = new ArrayList<>();
            for (double x : w) {
                xs.add(PyFormat.repr(x));
            }
            tuples.add(String.join(",", xs));
        }
        String smooth = smoothing.id() + switch (smoothing) {
            case METHOD1 -> "[epsilon=" + PyFormat.repr(epsilon) + "]";
            case METHOD4, METHOD7 -> "[k=" + PyFormat.repr(k) + "]";
            case METHOD6 -> "[alpha=" + PyFormat.repr(alpha) + "]";
            default -> "";
        };
        return Signature.of("compat", "nltk", "nrefs", Signature.nrefs(nrefs), "weights", String.join(";", tuples),
                "smoothing", smooth, "auto_reweigh", autoReweigh ? "yes" : "no", "tok", TOKENIZE,
                "version", Version.get());
    }
}
