package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.ngram.PackedNgramTable;
import io.github.nlgmetrics.text.TokenBuffer;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * BLEU exactly as sacrebleu 2.6.0 computes it ({@code sacrebleu.metrics.BLEU}).
 *
 * <p>Per segment: lowercase (optional), {@code rstrip}, tokenize, split on Python whitespace;
 * count hypothesis n-grams of orders 1..N and clip them by the per-n-gram maximum over the
 * references; the reference length is the closest one (shorter on ties). The corpus score is
 * computed from the summed statistics:
 *
 * <pre>
 * BP    = 1                       if c &gt;= r
 *       = exp(1 - r/c)            if 0 &lt; c &lt; r,   0 if c = 0
 * p_n   = 100 · m_n / t_n          (smoothed where m_n = 0, see {@link SmoothMethod})
 * BLEU  = BP · exp( (1/N') · Σ_{n ≤ N'} log p_n )
 * </pre>
 *
 * <p>Quirks of sacrebleu reproduced (each has a named test):
 * <ul>
 *   <li>no match at any order gives 0 before any smoothing (sacrebleu #141);</li>
 *   <li>{@code log 0} is taken as −9999999999, so an unsmoothed zero precision yields exactly 0;</li>
 *   <li>an order with no hypothesis n-grams stops the loop; with {@code effective_order} the
 *       average runs over the orders seen, without it the missing orders count as zero precision;</li>
 *   <li>{@code add-k} adds k to the matches and totals of orders n ≥ 2 only, and reports them;</li>
 *   <li>an empty reference is a valid reference of length 0 (sacrebleu 2.6.0 drops only
 *       {@code None} references); a {@code null} reference is skipped, so segments may have a
 *       variable number of references, and a segment left with none is an error.</li>
 * </ul>
 *
 * <p><b>One sentence:</b> sacrebleu has two entry points that score one sentence differently.
 * {@code sacrebleu.sentence_bleu(hyp, refs)} (and {@code sacrebleu --sentence-level}, and our
 * {@code --sentence-level}) turns effective order on; {@code BLEU().sentence_score(hyp, refs)} keeps
 * the object's options. {@link #sentenceBleu(String, List)} is the first, and the number people
 * expect ("the cat sat" against "the cat sat down": 71.65);
 * {@code Bleu.sacrebleu().sentenceScore(...)} is the second (0.0 for the same pair: no 4-gram).
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class Bleu implements Metric<BleuScore> {
    private final boolean lowercase;
    private final Tokenizer tokenizer;
    private final SmoothMethod smoothMethod;
    private final Double smoothValue;
    private final int maxNgramOrder;
    private final boolean effectiveOrder;

    private Bleu(boolean lowercase, Tokenizer tokenizer, SmoothMethod smoothMethod, Double smoothValue,
                 int maxNgramOrder, boolean effectiveOrder) {
        if (maxNgramOrder < 1) {
            throw new IllegalArgumentException("max_ngram_order must be at least 1: " + maxNgramOrder);
        }
        if (smoothValue != null && (smoothValue.isNaN() || smoothValue.isInfinite())) {
            throw new IllegalArgumentException("smooth_value must be finite: " + smoothValue);
        }
        this.lowercase = lowercase;
        this.tokenizer = tokenizer;
        this.smoothMethod = smoothMethod;
        this.smoothValue = smoothValue;
        this.maxNgramOrder = maxNgramOrder;
        this.effectiveOrder = effectiveOrder;
    }

    /** sacrebleu's defaults: mixed case, 13a, exp smoothing, order 4, no effective order. */
    public static Bleu sacrebleu() {
        return new Bleu(false, Tokenizers.byName("13a"), SmoothMethod.EXP, null, 4, false);
    }

    /** What {@code sacrebleu.sentence_bleu} uses: the defaults with {@code effective_order=True}. */
    public static Bleu sacrebleuSentence() {
        return sacrebleu().withEffectiveOrder(true);
    }

    /**
     * sacrebleu's {@code sentence_bleu(hypothesis, references)}: the sentence score with sacrebleu's
     * defaults and effective order, as its command line's {@code --sentence-level} prints it. This is
     * the call for one sentence; {@code sacrebleu().sentenceScore(...)} is {@code BLEU().sentence_score},
     * which without effective order is 0 for any sentence shorter than four tokens or without a 4-gram match.
     */
    public static BleuScore sentenceBleu(String hypothesis, List<String> references) {
        return sacrebleuSentence().sentenceScore(hypothesis, references);
    }

    /**
     * sacrebleu's {@code BLEU(options).sentence_score(hypothesis, references)}: this object's options
     * as they are. Without {@link #withEffectiveOrder effective order} (sacrebleu's default, and
     * {@link #sacrebleu()}'s) a sentence with no match at some order scores 0; for sacrebleu's
     * {@code sentence_bleu} use {@link #sentenceBleu(String, List)} or {@link #sacrebleuSentence()}.
     */
    @Override
    public BleuScore sentenceScore(String hypothesis, List<String> references) {
        return Metric.super.sentenceScore(hypothesis, references);
    }

    public Bleu withLowercase(boolean value) {
        return new Bleu(value, tokenizer, smoothMethod, smoothValue, maxNgramOrder, effectiveOrder);
    }

    /** A sacrebleu tokenizer by name: {@code 13a}, {@code intl}, {@code zh}, {@code char}, {@code none}. */
    public Bleu withTokenizer(String name) {
        return withTokenizer(Tokenizers.byName(name));
    }

    public Bleu withTokenizer(Tokenizer value) {
        return new Bleu(lowercase, value, smoothMethod, smoothValue, maxNgramOrder, effectiveOrder);
    }

    public Bleu withSmoothMethod(SmoothMethod value) {
        return new Bleu(lowercase, tokenizer, value, smoothValue, maxNgramOrder, effectiveOrder);
    }

    /** The smoothing value; {@code null} means the method's default. */
    public Bleu withSmoothValue(Double value) {
        return new Bleu(lowercase, tokenizer, smoothMethod, value, maxNgramOrder, effectiveOrder);
    }

    public Bleu withMaxNgramOrder(int value) {
        return new Bleu(lowercase, tokenizer, smoothMethod, smoothValue, value, effectiveOrder);
    }

    public Bleu withEffectiveOrder(boolean value) {
        return new Bleu(lowercase, tokenizer, smoothMethod, smoothValue, maxNgramOrder, value);
    }

    public boolean lowercase() {
        return lowercase;
    }

    public Tokenizer tokenizer() {
        return tokenizer;
    }

    public SmoothMethod smoothMethod() {
        return smoothMethod;
    }

    public int maxNgramOrder() {
        return maxNgramOrder;
    }

    public boolean effectiveOrder() {
        return effectiveOrder;
    }

    /** The smoothing value in effect (the given one, else the method's default; may be null). */
    public Double effectiveSmoothValue() {
        return smoothValue != null ? smoothValue : smoothMethod.defaultValue();
    }

    /** sacrebleu's {@code _preprocess_segment} followed by whitespace splitting: the tokens. */
    public List<String> tokens(String segment) {
        String s = lowercase ? PyStrings.lower(segment) : segment;
        return PyStrings.split(tokenizer.tokenize(PyStrings.rstrip(s)));
    }

    /** A new counter for this configuration (one per thread). */
    BleuCounter newCounter() {
        return new BleuCounter(maxNgramOrder, RefLengthPolicy.CLOSEST_SHORTER_ON_TIE);
    }

    @Override
    public String name() {
        return "BLEU";
    }

    /**
     * A scorer with its own n-gram counter and vocabulary. Rows are sacrebleu's statistics layout
     * {@code [hyp_len, ref_len, correct_1..N, total_1..N]}.
     */
    @Override
    public SegmentScorer newScorer() {
        return new Kernel();
    }

    /**
     * The per-thread BLEU kernel: every side of a segment is tokenized into one {@link TokenBuffer}
     * and interned to segment-local ids (no token strings), the references' n-grams are counted
     * once into a {@link PackedNgramTable} keeping the per-n-gram maximum, and the hypothesis is
     * clipped against it in one pass. Segments whose n-grams do not pack into 64 bits (more than
     * 65,535 distinct tokens at order 4) go through {@link BleuCounter}; both give the same counts.
     */
    private final class Kernel implements SegmentScorer {
        private final TokenBuffer text = new TokenBuffer();
        private final PackedNgramTable table = new PackedNgramTable();
        private final int[] count = new int[1];
        private final int[] matches = new int[maxNgramOrder];
        private int[][] refIds = new int[1][64];
        private int[] refLens = new int[1];
        private int[] hypIds = new int[64];

        @Override
        public double[] stats(String hyp, List<String> refs) {
            text.reset();
            int nRefs = 0;
            for (String ref : refs) {
                if (ref != null) {
                    if (nRefs == refIds.length) {
                        refIds = Arrays.copyOf(refIds, nRefs * 2);
                        refIds[nRefs] = new int[64];
                        refLens = Arrays.copyOf(refLens, nRefs * 2);
                    } else if (refIds[nRefs] == null) {
                        refIds[nRefs] = new int[64];
                    }
                    refIds[nRefs] = tokenize(ref, refIds[nRefs]);
                    refLens[nRefs++] = count[0];
                }
            }
            if (nRefs == 0) {
                throw new IllegalArgumentException("a segment has no reference (all are null)");
            }
            hypIds = tokenize(hyp, hypIds);
            int hypLen = count[0];
            Arrays.fill(matches, 0);
            if (table.begin(text.distinct(), maxNgramOrder)) {
                for (int k = 0; k < nRefs; k++) {
                    table.addReference(refIds[k], refLens[k]);
                }
                table.matchHypothesis(hypIds, hypLen, matches);
            } else {
                unpackedMatches(hypLen, nRefs);
            }
            int order = maxNgramOrder;
            double[] row = new double[2 + 2 * order];
            row[0] = hypLen;
            row[1] = RefLengthPolicy.CLOSEST_SHORTER_ON_TIE.pick(hypLen, refLens, nRefs);
            for (int n = 0; n < order; n++) {
                row[2 + n] = matches[n];
                row[2 + order + n] = Math.max(0, hypLen - n);
            }
            return row;
        }

        /** sacrebleu's {@code _preprocess_segment} and split, as segment-local token ids ({@link #count} of them). */
        private int[] tokenize(String segment, int[] into) {
            String s = PyStrings.rstrip(lowercase ? PyStrings.lower(segment) : segment);
            int from = text.length();
            tokenizer.tokenizeInto(s, text);
            return text.splitInterned(from, into, count);
        }

        private void unpackedMatches(int hypLen, int nRefs) {
            List<int[]> refList = new ArrayList<>(nRefs);
            for (int k = 0; k < nRefs; k++) {
                refList.add(Arrays.copyOf(refIds[k], refLens[k]));
            }
            BleuStats s = newCounter().segment(Arrays.copyOf(hypIds, hypLen), refList);
            long[] m = s.matches().toArray();
            for (int n = 0; n < matches.length; n++) {
                matches[n] = (int) m[n];
            }
        }
    }

    /** The BLEU score of summed statistics in the {@link #newScorer} row layout. */
    @Override
    public BleuScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        return compute(summedStats, AddKStorage.DOUBLE);
    }

    /**
     * A bootstrap resample's score from {@code float32} sums (sacrebleu's significance tests):
     * everything widens to double as in {@link #score(double[])}, except that {@code add-k}
     * writes {@code count + k} back into the {@code float32} statistics array, rounding it to
     * single precision.
     */
    @Override
    public double scoreSinglePrecision(float[] summedStats) {
        double[] wide = new double[summedStats.length];
        for (int i = 0; i < wide.length; i++) {
            wide[i] = summedStats[i];
        }
        return compute(wide, AddKStorage.FLOAT32).score();
    }

    /**
     * An approximate-randomization trial's score: sacrebleu scores a row of a numpy {@code int64}
     * matrix in place, so {@code add-k} truncates {@code count + k} to an integer when it writes it
     * back (a fractional k is lost).
     */
    @Override
    public double scoreOfTrial(double[] summedStats) {
        return compute(summedStats, AddKStorage.INT64).score();
    }

    private BleuScore compute(double[] summedStats, AddKStorage storage) {
        BleuStats.requireWidth(summedStats.length, maxNgramOrder);
        double[] correct = java.util.Arrays.copyOfRange(summedStats, 2, 2 + maxNgramOrder);
        double[] total = java.util.Arrays.copyOfRange(summedStats, 2 + maxNgramOrder, 2 + 2 * maxNgramOrder);
        // sacrebleu casts the lengths with int() before computing.
        return compute(correct, total, (long) summedStats[0], (long) summedStats[1], storage);
    }

    /** Where sacrebleu stores the add-k incremented counts (which rounding the store applies). */
    private enum AddKStorage {
        DOUBLE, FLOAT32, INT64;

        double store(double v) {
            switch (this) {
                case FLOAT32:
                    return (float) v;
                case INT64:
                    return (long) v;
                default:
                    return v;
            }
        }
    }

    private BleuScore compute(double[] correct, double[] total, long sysLen, long refLen, AddKStorage storage) {
        int order = maxNgramOrder;
        double bp;
        if (sysLen < refLen) {
            bp = sysLen > 0 ? Math.exp(1.0 - (double) refLen / sysLen) : 0.0;
        } else {
            bp = 1.0;
        }
        double[] precisions = new double[order];
        boolean anyMatch = false;
        for (double c : correct) {
            anyMatch |= c != 0;
        }
        if (!anyMatch) {
            return new BleuScore(0.0, correct, total, precisions, bp, sysLen, refLen);
        }
        Double value = effectiveSmoothValue();
        double smoothMteval = 1.0;
        int effOrder = order;
        for (int n = 1; n <= order; n++) {
            if (smoothMethod == SmoothMethod.ADD_K && n > 1) {
                correct[n - 1] = storage.store(correct[n - 1] + value);
                total[n - 1] = storage.store(total[n - 1] + value);
            }
            if (total[n - 1] == 0) {
                break;
            }
            if (effectiveOrder) {
                effOrder = n;
            }
            if (correct[n - 1] == 0) {
                if (smoothMethod == SmoothMethod.EXP) {
                    smoothMteval *= 2;
                    precisions[n - 1] = 100.0 / (smoothMteval * total[n - 1]);
                } else if (smoothMethod == SmoothMethod.FLOOR) {
                    precisions[n - 1] = 100.0 * value / total[n - 1];
                }
            } else {
                precisions[n - 1] = 100.0 * correct[n - 1] / total[n - 1];
            }
        }
        // Python's sum() adds left to right; keep that order for bit-identical results.
        double logSum = 0.0;
        for (int i = 0; i < effOrder; i++) {
            logSum += myLog(precisions[i]);
        }
        double score = bp * Math.exp(logSum / effOrder);
        return new BleuScore(score, correct, total, precisions, bp, sysLen, refLen);
    }

    /** sacrebleu's {@code my_log}: log, with log(0) taken as −9999999999. */
    static double myLog(double x) {
        return x == 0.0 ? -9999999999.0 : Math.log(x);
    }

    /**
     * The sacrebleu-style signature, e.g.
     * {@code nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:0.1.0}; {@code nrefs} is the
     * number of references per segment, or -1 when it varies ({@code var}).
     */
    @Override
    public Signature signature(int nrefs) {
        String smooth = smoothMethod.id();
        Double v = effectiveSmoothValue();
        if (smoothMethod.defaultValue() != null && v != null) {
            smooth += "[" + io.github.nlgmetrics.compat.python.PyFormat.fixed(v, 2) + "]";
        }
        return Signature.of("nrefs", Signature.nrefs(nrefs), "case", lowercase ? "lc" : "mixed",
                "eff", effectiveOrder ? "yes" : "no", "tok", tokenizer.signature(), "smooth", smooth,
                "version", Version.get());
    }
}
