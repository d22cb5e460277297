package io.github.nlgmetrics.chrf;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import java.util.Arrays;
import java.util.List;

/**
 * chrF exactly as NLTK 3.8 computes it ({@code nltk.translate.chrf_score.sentence_chrf /
 * corpus_chrf}): a second profile over the same character n-gram kernel as {@link Chrf}, with
 * a different averaging. Profile {@code nltk:chrf} ({@link ChrfProfiles}).
 *
 * <p>Per segment (exactly one reference each), after removing every Python whitespace character
 * when {@code ignore_whitespace} ({@code re.sub(r"\s+", "", s)}), for each order n in
 * {@code min_len..max_len} over code points:
 *
 * <pre>
 * P_n = tp / hyp_n,  R_n = tp / ref_n,  F_n = (1 + β²) · (P_n · R_n) / (β² · P_n + R_n)
 *     (F_n = 1e-16 when any of those divisions is by zero: Python's ZeroDivisionError fallback)
 * corpus_chrf = ( Σ_n Σ_segments F_n ) / (number of orders) / (number of segments)
 * </pre>
 *
 * <p>That macro average is still a function of summed statistics, so this metric is additive:
 * a segment's row is {@code [F_min_len, ..., F_max_len, 1]}; the column sums (segment order,
 * as NLTK's {@code sum} over each order's list) are NLTK's per-order totals and the segment
 * count, and {@link #score} adds the totals in order and divides by the number of orders, then
 * by the count — bit for bit NLTK's {@code (sum(total_scores) / num_ngram_sizes) / len(references)}.
 * {@code sentence_chrf} is {@code corpus_chrf} of one segment.
 *
 * <p>Quirks reproduced: an order without hypothesis or reference n-grams, or without any match,
 * scores 1e-16 rather than 0; scores are on a 0–1 scale; {@code beta} is a float; only a single
 * reference per segment; an empty corpus or {@code min_len > max_len} is an error (NLTK divides
 * by zero). NLTK joins token lists with single spaces before counting: {@code tokenize = "split"}
 * reproduces being given {@code text.split()} tokens (it differs from the string only without
 * {@code ignore_whitespace}).
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class NltkChrf implements Metric<SimpleScore> {
    /** The {@code tokenize} values: {@code none} (NLTK is given the strings), {@code split} (token lists). */
    public static final List<String> TOKENIZE = List.of("none", "split");

    private static final double EPSILON = 1e-16;

    private final int minLen;
    private final int maxLen;
    private final double beta;
    private final boolean ignoreWhitespace;
    private final String tokenize;

    private NltkChrf(int minLen, int maxLen, double beta, boolean ignoreWhitespace, String tokenize) {
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
        if (!TOKENIZE.contains(tokenize)) {
            throw new IllegalArgumentException("tokenize: unknown value '" + tokenize + "' (known: none, split)");
        }
        this.minLen = minLen;
        this.maxLen = maxLen;
        this.beta = beta;
        this.ignoreWhitespace = ignoreWhitespace;
        this.tokenize = tokenize;
    }

    /** NLTK's defaults: {@code min_len=1, max_len=6, beta=3.0, ignore_whitespace=True}, given strings. */
    public static NltkChrf nltk() {
        return new NltkChrf(1, 6, 3.0, true, "none");
    }

    public NltkChrf withMinLen(int value) {
        return new NltkChrf(value, maxLen, beta, ignoreWhitespace, tokenize);
    }

    public NltkChrf withMaxLen(int value) {
        return new NltkChrf(minLen, value, beta, ignoreWhitespace, tokenize);
    }

    public NltkChrf withBeta(double value) {
        return new NltkChrf(minLen, maxLen, value, ignoreWhitespace, tokenize);
    }

    public NltkChrf withIgnoreWhitespace(boolean value) {
        return new NltkChrf(minLen, maxLen, beta, value, tokenize);
    }

    /** {@code none}: NLTK is given the texts; {@code split}: their {@code str.split()} tokens. */
    public NltkChrf withTokenize(String value) {
        return new NltkChrf(minLen, maxLen, beta, ignoreWhitespace, value);
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

    public String tokenize() {
        return tokenize;
    }

    /** {@code chrF} (NLTK names it nothing; the scale is 0–1). */
    @Override
    public String name() {
        return "chrF";
    }

    /** Rows {@code [F_min_len, ..., F_max_len, 1]} of one segment (one reference), see the class comment. */
    @Override
    public SegmentScorer newScorer() {
        NgramKeys keys = new NgramKeys();
        double factor = beta * beta;
        return (hyp, references) -> {
            if (references.size() != 1) {
                throw new IllegalArgumentException("NLTK chrF takes exactly one reference per segment: got "
                        + references.size());
            }
            String ref = references.get(0);
            if (ref == null || hyp == null) {
                throw new IllegalArgumentException("a segment has a null hypothesis or reference");
            }
            keys.reset();
            NgramCounts r = NgramCounts.of(chars(ref), minLen, maxLen, keys);
            NgramCounts h = NgramCounts.of(chars(hyp), minLen, maxLen, keys);
            int[] tp = h.clippedMatches(r);
            double[] row = new double[maxLen - minLen + 2];
            for (int n = minLen; n <= maxLen; n++) {
                int tpfp = h.total(n);
                int tpfn = r.total(n);
                double f;
                if (tpfp == 0 || tpfn == 0) {
                    f = EPSILON;
                } else {
                    double prec = (double) tp[n] / tpfp;
                    double rec = (double) tp[n] / tpfn;
                    double denom = factor * prec + rec;
                    f = denom == 0 ? EPSILON : (1 + factor) * (prec * rec) / denom;
                }
                row[n - minLen] = f;
            }
            row[row.length - 1] = 1;
            return row;
        };
    }

    /** {@code (Σ_n total_n) / orders / segments} of summed {@code [total_min_len, ..., total_max_len, segments]}. */
    @Override
    public SimpleScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        int orders = maxLen - minLen + 1;
        if (summedStats.length != orders + 1) {
            throw new IllegalArgumentException("NLTK chrF statistics must have " + (orders + 1)
                    + " columns for orders " + minLen + ".." + maxLen + ": got " + summedStats.length);
        }
        double segments = summedStats[orders];
        if (segments == 0) {
            throw new IllegalArgumentException("corpus_chrf of an empty corpus divides by zero");
        }
        double sum = 0;
        for (int i = 0; i < orders; i++) {
            sum += summedStats[i];
        }
        return new SimpleScore(sum / orders / segments, (long) segments);
    }

    /** The code points NLTK counts: the text (its split tokens joined by spaces), whitespace removed if asked. */
    private int[] chars(String text) {
        String s = tokenize.equals("split") ? String.join(" ", PyStrings.split(text)) : text;
        int[] out = new int[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (!ignoreWhitespace || !PyStrings.isSpace(cp)) {
                out[n++] = cp;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * A signature recording every option that changes the number, e.g.
     * {@code compat:nltk|nrefs:1|min_len:1|max_len:6|beta:3.0|ignore_whitespace:yes|tok:none|version:0.1.0}.
     */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("compat", "nltk", "nrefs", Signature.nrefs(nrefs), "min_len", Integer.toString(minLen),
                "max_len", Integer.toString(maxLen), "beta", PyFormat.repr(beta),
                "ignore_whitespace", ignoreWhitespace ? "yes" : "no", "tok", tokenize, "version", Version.get());
    }
}
