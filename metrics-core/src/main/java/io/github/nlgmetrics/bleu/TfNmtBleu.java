package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.text.Tokenizer13a;

import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyMath;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.List;

/**
 * BLEU as tensorflow/nmt {@code scripts/bleu.py compute_bleu(reference_corpus,
 * translation_corpus, max_order=4, smooth=False)} computes it — and, with the 13a tokenizer,
 * what Hugging Face evaluate's {@code bleu} metric returns ({@link #hfEvaluate()}, which calls
 * that same function on {@code Tokenizer13a} tokens).
 *
 * <p>Counting goes through the shared {@link BleuCounter} with the {@link RefLengthPolicy#SHORTEST}
 * reference length. With corpus sums {@code m_n}, {@code t_n} (hypothesis n-grams), {@code c},
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
public final class TfNmtBleu implements io.github.nlgmetrics.significance.CorpusMetric {
    private final String name;
    private final Tokenizer tokenizer;
    private final int maxOrder;
    private final boolean smooth;

    private TfNmtBleu(String name, Tokenizer tokenizer, int maxOrder, boolean smooth) {
        if (maxOrder < 1) {
            throw new IllegalArgumentException("max_order must be at least 1: " + maxOrder);
        }
        this.name = name;
        this.tokenizer = tokenizer;
        this.maxOrder = maxOrder;
        this.smooth = smooth;
    }

    /** tensorflow/nmt's defaults: pre-tokenized input (whitespace split), max_order 4, no smoothing. */
    public static TfNmtBleu tfNmt() {
        return new TfNmtBleu("tf-nmt", null, 4, false);
    }

    /** Hugging Face evaluate {@code bleu}: {@code Tokenizer13a}, max_order 4, no smoothing. */
    public static TfNmtBleu hfEvaluate() {
        return new TfNmtBleu("hf-evaluate", Tokenizers.byName("13a"), 4, false);
    }

    public TfNmtBleu withMaxOrder(int value) {
        return new TfNmtBleu(name, tokenizer, value, smooth);
    }

    public TfNmtBleu withSmooth(boolean value) {
        return new TfNmtBleu(name, tokenizer, maxOrder, value);
    }

    /** A sacrebleu tokenizer by name, or {@code split} for pre-tokenized input. */
    public TfNmtBleu withTokenizer(String tokenizerName) {
        return new TfNmtBleu(name, tokenizerName.equals("split") ? null : Tokenizers.byName(tokenizerName),
                maxOrder, smooth);
    }

    /** {@code tf-nmt} or {@code hf-evaluate}. */
    public String profile() {
        return name;
    }

    @Override
    public String name() {
        return "BLEU";
    }

    /** Segment statistics in sacrebleu's layout {@code [hyp_len, ref_len, correct_1..N, total_1..N]}. */
    @Override
    public double[][] segmentStats(List<String> hypotheses, List<? extends List<String>> references) {
        List<BleuStats> stats = corpusStats(hypotheses, references);
        double[][] out = new double[stats.size()][];
        for (int i = 0; i < out.length; i++) {
            BleuStats s = stats.get(i);
            double[] row = new double[2 + 2 * maxOrder];
            row[0] = s.hypLen();
            row[1] = s.refLen();
            long[] m = s.matches();
            long[] t = s.totals();
            for (int n = 0; n < maxOrder; n++) {
                row[2 + n] = m[n];
                row[2 + maxOrder + n] = t[n];
            }
            out[i] = row;
        }
        return out;
    }

    /** {@code bleu} (0–1) of summed statistics in the {@link #segmentStats} layout. */
    @Override
    public double score(double[] summedStats) {
        if (summedStats.length != 2 + 2 * maxOrder) {
            throw new IllegalArgumentException("BLEU statistics must have " + (2 + 2 * maxOrder)
                    + " columns for max_order " + maxOrder + ": got " + summedStats.length);
        }
        long[] m = new long[maxOrder];
        long[] t = new long[maxOrder];
        for (int n = 0; n < maxOrder; n++) {
            m[n] = (long) summedStats[2 + n];
            t[n] = (long) summedStats[2 + maxOrder + n];
        }
        return score(new BleuStats((long) summedStats[0], (long) summedStats[1], m, t)).bleu();
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
     */
    public record Score(double bleu, double[] precisions, double bp, double ratio, long translationLength,
                        long referenceLength) {
        public Score {
            precisions = precisions.clone();
        }

        @Override
        public double[] precisions() {
            return precisions.clone();
        }
    }

    /** Per-segment statistics (raw totals, shortest reference length). */
    public List<BleuStats> corpusStats(List<String> hypotheses, List<? extends List<String>> references) {
        if (hypotheses.size() != references.size()) {
            throw new IllegalArgumentException("hypotheses and references differ in length: "
                    + hypotheses.size() + " segments vs " + references.size());
        }
        BleuCounter counter = new BleuCounter(maxOrder, RefLengthPolicy.SHORTEST);
        Vocabulary vocab = new Vocabulary();
        List<BleuStats> out = new ArrayList<>(hypotheses.size());
        for (int i = 0; i < hypotheses.size(); i++) {
            List<List<String>> refs = new ArrayList<>();
            for (String r : references.get(i)) {
                if (r == null) {
                    throw new IllegalArgumentException("segment " + i + " has a null reference");
                }
                refs.add(tokens(r));
            }
            if (refs.isEmpty()) {
                throw new IllegalArgumentException("segment " + i + " has no reference (min() arg is an empty sequence)");
            }
            if (vocab.size() > 1 << 20) {
                vocab.clear();
            }
            out.add(counter.segment(tokens(hypotheses.get(i)), refs, vocab));
        }
        return out;
    }

    /** {@code compute_bleu} on a corpus; {@code references.get(i)} are the references of segment i. */
    public Score corpusScore(List<String> hypotheses, List<? extends List<String>> references) {
        BleuStats total = BleuStats.zero(maxOrder);
        for (BleuStats s : corpusStats(hypotheses, references)) {
            total = total.plus(s);
        }
        return score(total);
    }

    /** {@code compute_bleu} of one segment. */
    public Score sentenceScore(String hypothesis, List<String> references) {
        return corpusScore(List.of(hypothesis), List.of(references));
    }

    /** The score of summed statistics. */
    public Score score(BleuStats total) {
        long[] m = total.matches();
        long[] t = total.totals();
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
        return new Score(geoMean * bp, precisions, bp, ratio, c, r);
    }

    /**
     * A signature recording every option that changes the number, e.g.
     * {@code compat:tf-nmt|nrefs:1|max_order:4|smooth:no|tok:split|version:0.1.0}.
     */
    public String signature(int nrefs) {
        return "compat:" + name + "|nrefs:" + (nrefs < 0 ? "var" : Integer.toString(nrefs))
                + "|max_order:" + maxOrder + "|smooth:" + (smooth ? "yes" : "no")
                + "|tok:" + (tokenizer == null ? "split" : tokenizer.signature())
                + "|version:" + Version.get();
    }
}
