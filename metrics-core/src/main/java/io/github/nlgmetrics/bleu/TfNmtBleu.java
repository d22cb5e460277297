package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyMath;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.NltkWordTokenizer;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * BLEU as tensorflow/nmt {@code scripts/bleu.py compute_bleu(reference_corpus,
 * translation_corpus, max_order=4, smooth=False)} computes it — and, with the 13a tokenizer,
 * what Hugging Face evaluate's {@code bleu} metric returns ({@link #hfEvaluate()}, which calls
 * that same function on {@code Tokenizer13a} tokens). Profiles {@code tf-nmt:bleu} and
 * {@code hf-evaluate:bleu} ({@link BleuProfiles}; the latter declared in {@code hfevaluate.HfEvaluateProfiles}).
 *
 * <p>Counting goes through the shared {@link BleuCounter} with the {@link RefLengthPolicy#SHORTEST}
 * reference length; a segment's row is sacrebleu's {@code [hyp_len, ref_len, correct_1..N,
 * total_1..N]} ({@link BleuStats#toRow()}), and the score is a function of their column sums. With corpus sums {@code m_n}, {@code t_n} (hypothesis n-grams), {@code c},
 * {@code r}:
 *
 * <pre>
 * p_n   = (m_n + 1) / (t_n + 1)          if smooth
 *       = m_n / t_n  (0 when t_n = 0)    otherwise
 * geo   = exp( Σ_n (1/N) · ln p_n )      if min p_n &gt; 0, else 0
 * ratio = c / r
 * BP    = 1 if ratio &gt; 1, else exp(1 - 1/ratio)
 * BLEU  = geo · BP
 * </pre>
 *
 * <p>Quirks of tensorflow/nmt reproduced (each has a named test in {@code TfNmtBleuTest}):
 * <ul>
 *   <li>the reference length is the SHORTEST reference of each segment, not the closest;</li>
 *   <li>{@code smooth} adds 1 to the matches and totals of EVERY order, unigrams included;</li>
 *   <li>any zero precision makes the score 0 (no smoothing of single orders);</li>
 *   <li>BP is {@code exp(1 - 1/ratio)} computed from the float ratio (not {@code r/c});</li>
 *   <li>an empty hypothesis corpus (c = 0) or empty references (r = 0) raise ZeroDivisionError —
 *       we throw {@link IllegalArgumentException};</li>
 *   <li>the log terms are added with Python's left-to-right {@code sum}, not {@code fsum}.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class TfNmtBleu implements Metric<TfNmtBleu.Score> {
    /** {@code tokenize} for pre-tokenized input: tokens are Python's {@code text.split()}. */
    public static final String SPLIT = "split";

    private final String name;
    private final String tokenize;
    private final Tokenizer tokenizer;
    private final int maxOrder;
    private final boolean smooth;

    private TfNmtBleu(String name, String tokenize, int maxOrder, boolean smooth) {
        if (maxOrder < 1) {
            throw new IllegalArgumentException("max_order must be at least 1: " + maxOrder);
        }
        this.name = name;
        this.tokenize = tokenize;
        this.tokenizer = tokenize.equals(SPLIT) ? null
                : tokenize.equals(NltkWordTokenizer.NAME) ? NltkWordTokenizer.INSTANCE : Tokenizers.byName(tokenize);
        this.maxOrder = maxOrder;
        this.smooth = smooth;
    }

    /** tensorflow/nmt's defaults: pre-tokenized input (whitespace split), max_order 4, no smoothing. */
    public static TfNmtBleu tfNmt() {
        return new TfNmtBleu("tf-nmt", SPLIT, 4, false);
    }

    /** Hugging Face evaluate {@code bleu}: {@code Tokenizer13a}, max_order 4, no smoothing. */
    public static TfNmtBleu hfEvaluate() {
        return new TfNmtBleu("hf-evaluate", "13a", 4, false);
    }

    public TfNmtBleu withMaxOrder(int value) {
        return new TfNmtBleu(name, tokenize, value, smooth);
    }

    public TfNmtBleu withSmooth(boolean value) {
        return new TfNmtBleu(name, tokenize, maxOrder, value);
    }

    /**
     * A sacrebleu tokenizer by name ({@code 13a}, {@code intl}, ...), {@link #SPLIT} for pre-tokenized
     * input, or {@code word_tokenize} ({@link NltkWordTokenizer}: NLTK's {@code word_tokenize}).
     */
    public TfNmtBleu withTokenizer(String tokenizerName) {
        return new TfNmtBleu(name, tokenizerName, maxOrder, smooth);
    }

    /** {@code tf-nmt} or {@code hf-evaluate}. */
    public String profile() {
        return name;
    }

    /** The tokenizer's name, or {@link #SPLIT}. */
    public String tokenize() {
        return tokenize;
    }

    @Override
    public String name() {
        return "BLEU";
    }

    /**
     * A scorer with its own counter and vocabulary; rows are sacrebleu's layout
     * {@code [hyp_len, ref_len, correct_1..N, total_1..N]} (raw totals, shortest reference length).
     */
    @Override
    public SegmentScorer newScorer() {
        BleuCounter counter = new BleuCounter(maxOrder, RefLengthPolicy.SHORTEST);
        Vocabulary vocab = new Vocabulary();
        return (hyp, references) -> {
            List<List<String>> refs = new ArrayList<>();
            for (String r : references) {
                if (r == null) {
                    throw new IllegalArgumentException("a segment has a null reference");
                }
                refs.add(tokens(r));
            }
            if (refs.isEmpty()) {
                throw new IllegalArgumentException("a segment has no reference (min() arg is an empty sequence)");
            }
            vocab.bound();
            return counter.segment(tokens(hyp), refs, vocab).toRow();
        };
    }

    /** {@code compute_bleu} (0–1) of summed statistics in the {@link #newScorer} layout. */
    @Override
    public Score score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        return score(BleuStats.fromRow(summedStats, maxOrder));
    }

    public int maxOrder() {
        return maxOrder;
    }

    public boolean smooth() {
        return smooth;
    }

    /** The tokens of a segment: whitespace split, after the tokenizer when there is one. */
    public List<String> tokens(String text) {
        return PyStrings.split(tokenizer == null ? text : tokenizer.tokenize(text));
    }

    /**
     * {@code compute_bleu}'s return tuple.
     *
     * @param bleu the score (0–1)
     * @param precisions per order
     * @param bp brevity penalty
     * @param ratio translation length / reference length
     * @param translationLength hypothesis tokens
     * @param referenceLength shortest-reference tokens, summed
     * @param hfKeys whether {@link #fields()} uses Hugging Face evaluate's key names
     */
    public record Score(double bleu, DoubleVector precisions, double bp, double ratio, long translationLength,
                        long referenceLength, boolean hfKeys) implements io.github.nlgmetrics.Score {
        /** The tuple of these precisions (copied). */
        public Score(double bleu, double[] precisions, double bp, double ratio, long translationLength,
                     long referenceLength, boolean hfKeys) {
            this(bleu, DoubleVector.of(precisions), bp, ratio, translationLength, referenceLength, hfKeys);
        }

        @Override
        public double score() {
            return bleu;
        }

        /**
         * {@code compute_bleu}'s tuple under the names of its elements ({@code bleu, precisions, bp,
         * ratio, translation_length, reference_length}), or as Hugging Face evaluate's {@code bleu}
         * returns it ({@code brevity_penalty} and {@code length_ratio} for {@code bp} and {@code ratio}).
         */
        @Override
        public Map<String, Object> fields() {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("bleu", bleu);
            o.put("precisions", precisions.toArray());
            o.put(hfKeys ? "brevity_penalty" : "bp", bp);
            o.put(hfKeys ? "length_ratio" : "ratio", ratio);
            o.put("translation_length", translationLength);
            o.put("reference_length", referenceLength);
            return o;
        }
    }

    /** The score of summed statistics. */
    private Score score(BleuStats total) {
        long[] m = total.matches().toArray();
        long[] t = total.totals().toArray();
        double[] precisions = new double[maxOrder];
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < maxOrder; i++) {
            if (smooth) {
                precisions[i] = (m[i] + 1.0) / (t[i] + 1.0);
            } else {
                precisions[i] = t[i] > 0 ? (double) m[i] / t[i] : 0.0;
            }
            min = Math.min(min, precisions[i]);
        }
        double geoMean = 0.0;
        if (min > 0) {
            double logSum = 0.0;
            for (double p : precisions) {
                logSum += (1.0 / maxOrder) * Math.log(p);
            }
            geoMean = Math.exp(logSum);
        }
        long c = total.hypLen();
        long r = total.refLen();
        if (r == 0) {
            throw new IllegalArgumentException("the references are empty: tensorflow/nmt divides by the reference "
                    + "length 0 (ZeroDivisionError)");
        }
        double ratio = PyMath.trueDivide(c, r);
        double bp;
        if (ratio > 1.0) {
            bp = 1.0;
        } else {
            if (ratio == 0.0) {
                throw new IllegalArgumentException("the hypotheses are empty: tensorflow/nmt computes 1/ratio with "
                        + "ratio 0 (ZeroDivisionError)");
            }
            bp = Math.exp(1 - 1.0 / ratio);
        }
        return new Score(geoMean * bp, precisions, bp, ratio, c, r, name.equals("hf-evaluate"));
    }

    /**
     * A signature recording every option that changes the number, e.g.
     * {@code compat:tf-nmt|nrefs:1|max_order:4|smooth:no|tok:split|version:0.1.0}.
     */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("compat", name, "nrefs", Signature.nrefs(nrefs), "max_order", Integer.toString(maxOrder),
                "smooth", smooth ? "yes" : "no", "tok", tokenizer == null ? SPLIT : tokenizer.signature(),
                "version", Version.get());
    }
}
