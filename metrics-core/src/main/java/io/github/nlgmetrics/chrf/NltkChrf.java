package io.github.nlgmetrics.chrf;

import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.List;

/**
 * chrF exactly as NLTK 3.8 computes it ({@code nltk.translate.chrf_score.sentence_chrf /
 * corpus_chrf}): a second profile over the same character n-gram kernel as {@link Chrf}, with
 * a different averaging.
 *
 * <p>Per segment (one reference each), after removing every Python whitespace character when
 * {@code ignoreWhitespace} ({@code re.sub(r"\s+", "", s)}), for each order n in
 * {@code minLen..maxLen} over code points:
 *
 * <pre>
 * P_n = tp / hyp_n,  R_n = tp / ref_n,  F_n = (1 + β²) · (P_n · R_n) / (β² · P_n + R_n)
 *     (F_n = 1e-16 when any of those divisions is by zero: Python's ZeroDivisionError fallback)
 * corpus_chrf = ( Σ_n Σ_segments F_n ) / (number of orders) / (number of segments)
 * </pre>
 *
 * <p>Quirks reproduced: the score is a macro average of per-segment, per-order F scores (not a
 * score of summed statistics); an order without hypothesis or reference n-grams, or without
 * any match, scores 1e-16 rather than 0; scores are on a 0–1 scale; {@code beta} is a float;
 * only a single reference per segment; an empty corpus or {@code minLen > maxLen} is an
 * error (NLTK divides by zero).
 *
 * <p>Immutable and thread-safe.
 */
public final class NltkChrf {
    private static final double EPSILON = 1e-16;

    private final int minLen;
    private final int maxLen;
    private final double beta;
    private final boolean ignoreWhitespace;

    private NltkChrf(int minLen, int maxLen, double beta, boolean ignoreWhitespace) {
        if (minLen < 1 || minLen > 100 || maxLen > 100) {
            throw new IllegalArgumentException("n-gram lengths must be between 1 and 100: min_len=" + minLen
                    + ", max_len=" + maxLen);
        }
        if (minLen > maxLen) {
            // NLTK: no order at all, then a division by zero.
            throw new IllegalArgumentException("min_len must not exceed max_len: min_len=" + minLen
                    + ", max_len=" + maxLen);
        }
        if (Double.isNaN(beta) || Double.isInfinite(beta)) {
            throw new IllegalArgumentException("beta must be finite: " + beta);
        }
        this.minLen = minLen;
        this.maxLen = maxLen;
        this.beta = beta;
        this.ignoreWhitespace = ignoreWhitespace;
    }

    /** NLTK's defaults: {@code min_len=1, max_len=6, beta=3.0, ignore_whitespace=True}. */
    public static NltkChrf defaults() {
        return new NltkChrf(1, 6, 3.0, true);
    }

    public NltkChrf withMinLen(int value) {
        return new NltkChrf(value, maxLen, beta, ignoreWhitespace);
    }

    public NltkChrf withMaxLen(int value) {
        return new NltkChrf(minLen, value, beta, ignoreWhitespace);
    }

    public NltkChrf withBeta(double value) {
        return new NltkChrf(minLen, maxLen, value, ignoreWhitespace);
    }

    public NltkChrf withIgnoreWhitespace(boolean value) {
        return new NltkChrf(minLen, maxLen, beta, value);
    }

    /** {@code sentence_chrf(reference, hypothesis)} (note NLTK's argument order: reference first). */
    public double sentenceScore(String reference, String hypothesis) {
        return corpusScore(List.of(reference), List.of(hypothesis));
    }

    /** {@code corpus_chrf(references, hypotheses)}: one reference per hypothesis. */
    public double corpusScore(List<String> references, List<String> hypotheses) {
        if (references.size() != hypotheses.size()) {
            throw new IllegalArgumentException("The number of hypotheses and their references should be the same: "
                    + hypotheses.size() + " vs " + references.size());
        }
        if (hypotheses.isEmpty()) {
            throw new IllegalArgumentException("corpus_chrf of an empty corpus divides by zero");
        }
        int orders = maxLen - minLen + 1;
        double[] totals = new double[orders];
        NgramKeys keys = new NgramKeys();
        double factor = beta * beta;
        for (int s = 0; s < hypotheses.size(); s++) {
            String ref = references.get(s);
            String hyp = hypotheses.get(s);
            if (ref == null || hyp == null) {
                throw new IllegalArgumentException("segment " + s + " has a null hypothesis or reference");
            }
            keys.reset();
            NgramCounts r = NgramCounts.of(chars(ref), minLen, maxLen, keys);
            NgramCounts h = NgramCounts.of(chars(hyp), minLen, maxLen, keys);
            int[] tp = h.clippedMatches(r);
            for (int n = minLen; n <= maxLen; n++) {
                double f;
                int tpfp = h.total(n);
                int tpfn = r.total(n);
                if (tpfp == 0 || tpfn == 0) {
                    f = EPSILON;
                } else {
                    double prec = (double) tp[n] / tpfp;
                    double rec = (double) tp[n] / tpfn;
                    double denom = factor * prec + rec;
                    f = denom == 0 ? EPSILON : (1 + factor) * (prec * rec) / denom;
                }
                // Python's sum() over each order's list, in segment order.
                totals[n - minLen] += f;
            }
        }
        double sum = 0;
        for (double t : totals) {
            sum += t;
        }
        return sum / orders / hypotheses.size();
    }

    private int[] chars(String s) {
        int[] out = new int[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (!ignoreWhitespace || !PyStrings.isSpace(cp)) {
                out[n++] = cp;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    public int minLen() {
        return minLen;
    }

    public int maxLen() {
        return maxLen;
    }

    public double beta() {
        return beta;
    }

    public boolean ignoreWhitespace() {
        return ignoreWhitespace;
    }
}
