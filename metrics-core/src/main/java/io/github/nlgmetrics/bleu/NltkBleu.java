package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyMath;
import io.github.nlgmetrics.compat.python.PyNumber;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * BLEU as NLTK 3.8 computes it: {@code nltk.translate.bleu_score.sentence_bleu / corpus_bleu}
 * with {@code SmoothingFunction(epsilon, alpha, k).methodK} and {@code auto_reweigh}.
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
 */
public final class NltkBleu {
    private static final double[] UNIFORM4 = {0.25, 0.25, 0.25, 0.25};

    private final List<double[]> weightSets;
    private final boolean multipleWeights;
    private final NltkSmoothing smoothing;
    private final double epsilon;
    private final double alpha;
    private final double k;
    private final boolean autoReweigh;

    private NltkBleu(List<double[]> weightSets, boolean multipleWeights, NltkSmoothing smoothing, double epsilon,
                     double alpha, double k, boolean autoReweigh) {
        if (weightSets.isEmpty()) {
            throw new IllegalArgumentException("weights: at least one weight tuple is needed");
        }
        List<double[]> copy = new ArrayList<>();
        for (double[] w : weightSets) {
            if (w.length == 0) {
                throw new IllegalArgumentException("weights: a weight tuple is empty");
            }
            for (double x : w) {
                if (!Double.isFinite(x)) {
                    throw new IllegalArgumentException("weights must be finite: " + Arrays.toString(w));
                }
            }
            copy.add(w.clone());
        }
        for (double[] p : new double[][] {{epsilon}, {alpha}, {k}}) {
            if (!Double.isFinite(p[0])) {
                throw new IllegalArgumentException("smoothing parameters must be finite: " + p[0]);
            }
        }
        this.weightSets = List.copyOf(copy);
        this.multipleWeights = multipleWeights;
        this.smoothing = smoothing;
        this.epsilon = epsilon;
        this.alpha = alpha;
        this.k = k;
        this.autoReweigh = autoReweigh;
    }

    /** NLTK's defaults: weights (0.25,)*4, method0, epsilon 0.1, alpha 5, k 5, no auto_reweigh. */
    public static NltkBleu nltk() {
        return new NltkBleu(List.of(UNIFORM4), false, NltkSmoothing.METHOD0, 0.1, 5, 5, false);
    }

    /** One weight tuple (weights for orders 1..N). */
    public NltkBleu withWeights(double... value) {
        return new NltkBleu(List.of(value), false, smoothing, epsilon, alpha, k, autoReweigh);
    }

    /** A list of weight tuples: one score per tuple (NLTK's {@code weights=[(...), (...)]}). */
    public NltkBleu withWeightSets(List<double[]> value) {
        return new NltkBleu(value, true, smoothing, epsilon, alpha, k, autoReweigh);
    }

    public NltkBleu withSmoothing(NltkSmoothing value) {
        return new NltkBleu(weightSets, multipleWeights, value, epsilon, alpha, k, autoReweigh);
    }

    /** {@code SmoothingFunction(epsilon=...)}, used by method1. */
    public NltkBleu withEpsilon(double value) {
        return new NltkBleu(weightSets, multipleWeights, smoothing, value, alpha, k, autoReweigh);
    }

    /** {@code SmoothingFunction(alpha=...)}, used by method6. */
    public NltkBleu withAlpha(double value) {
        return new NltkBleu(weightSets, multipleWeights, smoothing, epsilon, value, k, autoReweigh);
    }

    /** {@code SmoothingFunction(k=...)}, used by method4 and method7. */
    public NltkBleu withK(double value) {
        return new NltkBleu(weightSets, multipleWeights, smoothing, epsilon, alpha, value, autoReweigh);
    }

    public NltkBleu withAutoReweigh(boolean value) {
        return new NltkBleu(weightSets, multipleWeights, smoothing, epsilon, alpha, k, value);
    }

    public List<double[]> weightSets() {
        List<double[]> out = new ArrayList<>();
        for (double[] w : weightSets) {
            out.add(w.clone());
        }
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

    /** The tokens of a pre-tokenized segment: Python's {@code text.split()}. */
    public List<String> tokens(String text) {
        return PyStrings.split(text);
    }

    /**
     * An NLTK BLEU result.
     *
     * @param scores one score per weight tuple (a single entry unless {@link #withWeightSets})
     * @param integerZero NLTK returned the integer {@code 0} (no unigram match, or an empty corpus)
     * @param stats the summed statistics (totals with NLTK's per-sentence floor of 1)
     * @param bp the brevity penalty
     */
    public record Score(double[] scores, boolean integerZero, BleuStats stats, double bp) {
        public Score {
            scores = scores.clone();
        }

        @Override
        public double[] scores() {
            return scores.clone();
        }

        /** The score of the first (usually only) weight tuple. */
        public double score() {
            return scores[0];
        }
    }

    /** {@code sentence_bleu(references, hypothesis)} on whitespace-split texts. */
    public Score sentenceBleu(String hypothesis, List<String> references) {
        return corpusBleu(List.of(hypothesis), List.of(references));
    }

    /** {@code corpus_bleu(list_of_references, hypotheses)} on whitespace-split texts. */
    public Score corpusBleu(List<String> hypotheses, List<? extends List<String>> references) {
        List<List<String>> hyps = new ArrayList<>(hypotheses.size());
        for (String h : hypotheses) {
            hyps.add(tokens(h));
        }
        List<List<List<String>>> refs = new ArrayList<>(references.size());
        for (List<String> seg : references) {
            List<List<String>> r = new ArrayList<>(seg.size());
            for (String s : seg) {
                if (s == null) {
                    throw new IllegalArgumentException("a reference is null (NLTK needs every reference)");
                }
                r.add(tokens(s));
            }
            refs.add(r);
        }
        return corpusBleuTokens(hyps, refs);
    }

    /** {@code corpus_bleu} on token lists. */
    public Score corpusBleuTokens(List<? extends List<String>> hypotheses,
                                  List<? extends List<? extends List<String>>> references) {
        if (hypotheses.size() != references.size()) {
            throw new IllegalArgumentException("The number of hypotheses and their reference(s) should be the same: "
                    + hypotheses.size() + " hypotheses vs " + references.size() + " reference sets");
        }
        int maxOrder = 0;
        for (double[] w : weightSets) {
            maxOrder = Math.max(maxOrder, w.length);
        }
        BleuCounter counter = new BleuCounter(maxOrder, RefLengthPolicy.CLOSEST_SHORTER_ON_TIE);
        Vocabulary vocab = new Vocabulary();
        BleuStats total = BleuStats.zero(maxOrder);
        for (int i = 0; i < hypotheses.size(); i++) {
            if (references.get(i).isEmpty()) {
                throw new IllegalArgumentException("segment " + i + " has no reference (NLTK: min() arg is an empty sequence)");
            }
            if (vocab.size() > 1 << 20) {
                vocab.clear();
            }
            total = total.plus(counter.segment(hypotheses.get(i), references.get(i), vocab).withMinTotal(1));
        }
        long c = total.hypLen();
        long r = total.refLen();
        double bp = c > r ? 1.0 : c == 0 ? 0.0 : Math.exp(1.0 - PyMath.trueDivide(r, c));
        long[] m = total.matches();
        long[] t = total.totals();
        double[] scores = new double[weightSets.size()];
        if (hypotheses.isEmpty() || m[0] == 0) {
            return new Score(scores, true, total, bp);
        }
        List<PyNumber> pn = new ArrayList<>(maxOrder);
        for (int n = 0; n < maxOrder; n++) {
            pn.add(PyNumber.fraction(m[n], t[n]));
        }
        int last = hypotheses.size() - 1;
        pn = smooth(pn, hypotheses.get(last), references.get(last), c);
        for (int s = 0; s < weightSets.size(); s++) {
            double[] w = weightSets.get(s);
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
        return new Score(scores, false, total, bp);
    }

    /** {@code SmoothingFunction(epsilon, alpha, k).methodK(p_n, references, hypothesis, hyp_len)}. */
    private List<PyNumber> smooth(List<PyNumber> pn, List<String> lastHyp, List<? extends List<String>> lastRefs,
                                  long hypLen) {
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
                return method4(pn, lastHyp, hypLen);
            case METHOD5:
                return method5(pn, lastHyp, lastRefs);
            case METHOD6:
                return method6(pn, lastHyp);
            default:
                return method5(method4(pn, lastHyp, hypLen), lastHyp, lastRefs);
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

    private List<PyNumber> method4(List<PyNumber> pn, List<String> lastHyp, long corpusHypLen) {
        List<PyNumber> out = new ArrayList<>(pn);
        long hypLen = corpusHypLen != 0 ? corpusHypLen : lastHyp.size();
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

    private static List<PyNumber> method5(List<PyNumber> pn, List<String> lastHyp,
                                          List<? extends List<String>> lastRefs) {
        // NLTK appends the order-5 precision of the last sentence, whatever the number of weights.
        BleuStats five = new BleuCounter(5, RefLengthPolicy.CLOSEST_SHORTER_ON_TIE)
                .segment(lastHyp, lastRefs, new Vocabulary()).withMinTotal(1);
        List<PyNumber> plus1 = new ArrayList<>(pn);
        plus1.add(PyNumber.fraction(five.matches()[4], five.totals()[4]));
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

    private List<PyNumber> method6(List<PyNumber> pn, List<String> lastHyp) {
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
            PyNumber l = PyNumber.ofInt(Math.max(0, lastHyp.size() - i));
            out.set(i, m.add(a.multiply(pi0)).divide(l.add(a)));
        }
        return out;
    }

    /**
     * A signature recording every option that changes the number, e.g.
     * {@code compat:nltk|nrefs:1|weights:0.25,0.25,0.25,0.25|smoothing:method0|auto_reweigh:no|tok:split|version:0.1.0}.
     */
    public String signature(int nrefs) {
        StringBuilder sb = new StringBuilder("compat:nltk|nrefs:").append(nrefs < 0 ? "var" : Integer.toString(nrefs))
                .append("|weights:");
        for (int s = 0; s < weightSets.size(); s++) {
            if (s > 0) {
                sb.append(';');
            }
            double[] w = weightSets.get(s);
            for (int i = 0; i < w.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(PyFormat.repr(w[i]));
            }
        }
        sb.append("|smoothing:").append(smoothing.id());
        switch (smoothing) {
            case METHOD1 -> sb.append("[epsilon=").append(PyFormat.repr(epsilon)).append(']');
            case METHOD4, METHOD7 -> sb.append("[k=").append(PyFormat.repr(k)).append(']');
            case METHOD6 -> sb.append("[alpha=").append(PyFormat.repr(alpha)).append(']');
            default -> { }
        }
        return sb.append("|auto_reweigh:").append(autoReweigh ? "yes" : "no")
                .append("|tok:split|version:").append(Version.get()).toString();
    }
}
