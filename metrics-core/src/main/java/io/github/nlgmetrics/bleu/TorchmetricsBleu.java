package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.compat.torch.TorchFloat32;
import io.github.nlgmetrics.compat.torch.TorchmetricsInputs;
import io.github.nlgmetrics.compat.torch.TorchmetricsMetric;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * BLEU as torchmetrics 1.9.0 computes it: {@code torchmetrics.functional.text.bleu_score(preds,
 * target, n_gram=4, smooth=False, weights=None)} (profile {@code torchmetrics:bleu_score}) and
 * {@code sacre_bleu_score(..., tokenize="13a", lowercase=False)} (profile
 * {@code torchmetrics:sacre_bleu_score}), on a 0–1 scale, in {@code float32}.
 *
 * <p>Counting is the shared {@link BleuCounter}: clipped n-gram matches against the per-n-gram
 * maximum over the references, hypothesis totals, and the reference length closest to the
 * hypothesis length — the FIRST such reference in list order ({@link
 * RefLengthPolicy#CLOSEST_FIRST_ON_TIE}; sacrebleu and NLTK take the shortest). The state is
 * {@code float32} tensors accumulated segment by segment; then, in {@code float32}:
 *
 * <pre>
 * score = 0                                 if min_n m_n = 0 (before any smoothing)
 * p_n   = m_n / t_n                         (smooth: (m_n + 1) / (t_n + 1) for n ≥ 2; p_1 = m_1 / t_1)
 * BLEU  = BP · exp( torch.sum( w_n · log p_n ) )
 * BP    = 1 if c &gt; r, else exp(1 − r / c)
 * </pre>
 *
 * <p>Quirks reproduced (each has a named test in {@code TorchmetricsBleuTest}):
 * <ul>
 *   <li>{@code bleu_score}'s tokens are {@code str.split()} (Python whitespace: NBSP, U+3000 and
 *       U+001C..U+001F split too); an empty line has no tokens;</li>
 *   <li>{@code sacre_bleu_score} tokenizes with torchmetrics' own port of sacrebleu's {@code 13a},
 *       {@code zh}, {@code intl}, {@code char} and {@code none} (the same rules as sacrebleu's, so
 *       the shared {@link Tokenizers} serve) and lower-cases AFTER tokenizing ({@code lowercase});
 *       then exactly {@code bleu_score}'s arithmetic — no effective order, 0–1, not sacrebleu's
 *       numbers;</li>
 *   <li>the score is 0 whenever an order has no match at all, even with {@code smooth=True};</li>
 *   <li>{@code weights} must have {@code n_gram} entries (torchmetrics raises {@code ValueError});
 *       the default is {@code [1/n_gram] * n_gram}, converted to {@code float32};</li>
 *   <li>a segment without references raises ({@code min()} of an empty sequence); a corpus of no
 *       segments scores 0; unequal numbers of hypotheses and reference lists raise.</li>
 * </ul>
 *
 * <p>Statistics rows are sacrebleu's layout {@code [hyp_len, ref_len, correct_1..N, total_1..N]};
 * the corpus sums them in {@code float32} from the first segment to the last, as torchmetrics'
 * state tensors do (exact below 2^24).
 */
public final class TorchmetricsBleu implements TorchmetricsMetric<SimpleScore> {
    /** {@code tokenize} of {@code bleu_score}: Python's {@code str.split()}. */
    public static final String SPLIT = "split";

    private final String function;
    private final int nGram;
    private final boolean smooth;
    private final double[] weights;
    private final String tokenize;
    private final Tokenizer tokenizer;
    private final boolean lowercase;

    private TorchmetricsBleu(String function, int nGram, boolean smooth, double[] weights, String tokenize,
                             boolean lowercase) {
        if (nGram < 1) {
            throw new IllegalArgumentException("n_gram must be at least 1: " + nGram);
        }
        if (weights != null) {
            if (weights.length != nGram) {
                throw new IllegalArgumentException("List of weights has different weights than `n_gram`: "
                        + weights.length + " != " + nGram);
            }
            for (double w : weights) {
                if (!Double.isFinite(w)) {
                    throw new IllegalArgumentException("weights must be finite numbers: " + Arrays.toString(weights));
                }
            }
        }
        this.function = function;
        this.nGram = nGram;
        this.smooth = smooth;
        this.weights = weights == null ? null : weights.clone();
        this.tokenize = Objects.requireNonNull(tokenize, "tokenize");
        this.tokenizer = tokenize.equals(SPLIT) ? null : Tokenizers.byName(tokenize);
        this.lowercase = lowercase;
        if (tokenizer == null && lowercase) {
            throw new IllegalArgumentException("bleu_score has no lowercase option (sacre_bleu_score has)");
        }
    }

    /** {@code bleu_score}'s defaults: {@code str.split()} tokens, n_gram 4, no smoothing, uniform weights. */
    public static TorchmetricsBleu bleuScore() {
        return new TorchmetricsBleu("bleu_score", 4, false, null, SPLIT, false);
    }

    /** {@code sacre_bleu_score}'s defaults: the 13a tokenizer, case kept, n_gram 4, no smoothing. */
    public static TorchmetricsBleu sacreBleuScore() {
        return new TorchmetricsBleu("sacre_bleu_score", 4, false, null, "13a", false);
    }

    public TorchmetricsBleu withNGram(int value) {
        return new TorchmetricsBleu(function, value, smooth, weights, tokenize, lowercase);
    }

    public TorchmetricsBleu withSmooth(boolean value) {
        return new TorchmetricsBleu(function, nGram, value, weights, tokenize, lowercase);
    }

    /** The per-order weights ({@code n_gram} of them), or null for {@code [1/n_gram] * n_gram}. */
    public TorchmetricsBleu withWeights(double[] value) {
        return new TorchmetricsBleu(function, nGram, smooth, value, tokenize, lowercase);
    }

    /** A sacrebleu tokenizer name ({@code sacre_bleu_score}), or {@link #SPLIT}. */
    public TorchmetricsBleu withTokenizer(String value) {
        return new TorchmetricsBleu(function, nGram, smooth, weights, value, lowercase);
    }

    /** {@code sacre_bleu_score}'s {@code lowercase}: lower-case the tokenized line. */
    public TorchmetricsBleu withLowercase(boolean value) {
        return new TorchmetricsBleu(function, nGram, smooth, weights, tokenize, value);
    }

    public int nGram() {
        return nGram;
    }

    public boolean smooth() {
        return smooth;
    }

    /** The weights in effect, as {@code float32} values. */
    public float[] effectiveWeights() {
        float[] w = new float[nGram];
        for (int i = 0; i < nGram; i++) {
            w[i] = (float) (weights == null ? 1.0 / nGram : weights[i]);
        }
        return w;
    }

    public String tokenize() {
        return tokenize;
    }

    public boolean lowercase() {
        return lowercase;
    }

    @Override
    public String name() {
        return "BLEU";
    }

    /** Unequal numbers of hypotheses and reference lists raise, as {@code bleu_score} and {@code sacre_bleu_score} do. */
    @Override
    public TorchmetricsInputs.Rule pairing() {
        return TorchmetricsInputs.Rule.SAME_LENGTH;
    }

    /**
     * The tokens of a line: {@code str.split()} of the line ({@code bleu_score}), or of the
     * tokenized line lower-cased after tokenizing when asked ({@code sacre_bleu_score}); an empty
     * line has none.
     */
    public List<String> tokens(String line) {
        if (line.isEmpty()) {
            return List.of();
        }
        if (tokenizer == null) {
            return PyStrings.split(line);
        }
        String t = tokenizer.tokenize(line);
        return PyStrings.split(lowercase ? PyCase.lower(t) : t);
    }

    @Override
    public SegmentScorer newScorer() {
        BleuCounter counter = new BleuCounter(nGram, RefLengthPolicy.CLOSEST_FIRST_ON_TIE);
        Vocabulary vocab = new Vocabulary();
        return (hyp, references) -> {
            List<List<String>> refs = new ArrayList<>(references.size());
            for (String r : references) {
                if (r == null) {
                    throw new IllegalArgumentException("a segment has a null reference");
                }
                refs.add(tokens(r));
            }
            if (refs.isEmpty()) {
                throw new IllegalArgumentException("a segment has no reference: torchmetrics takes min() of an "
                        + "empty sequence (ValueError)");
            }
            vocab.bound();
            return counter.segment(tokens(hyp), refs, vocab).toRow();
        };
    }

    /** The rows summed in {@code float32} in segment order (torchmetrics' state tensors); no rows score 0. */
    @Override
    public SimpleScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        float[] sums = TorchFloat32.columnSums(segmentStats, 2 + 2 * nGram);
        return score(sums, segmentStats.length);
    }

    @Override
    public SimpleScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        if (summedStats.length != 2 + 2 * nGram) {
            throw new IllegalArgumentException("BLEU statistics for n_gram " + nGram + " have " + (2 + 2 * nGram)
                    + " columns: got " + summedStats.length);
        }
        float[] f = new float[summedStats.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = (float) summedStats[i];
        }
        return score(f, 1);
    }

    /** {@code _bleu_score_compute} on {@code float32} sums in the row layout. */
    private SimpleScore score(float[] s, long segments) {
        float predsLen = s[0];
        float targetLen = s[1];
        float minMatches = Float.POSITIVE_INFINITY;
        for (int n = 0; n < nGram; n++) {
            minMatches = Math.min(minMatches, s[2 + n]);
        }
        if (minMatches == 0f) {
            return new SimpleScore(0.0, segments);
        }
        float[] w = effectiveWeights();
        float[] weighted = new float[nGram];
        for (int n = 0; n < nGram; n++) {
            float m = s[2 + n];
            float t = s[2 + nGram + n];
            float p = smooth && n > 0 ? (m + 1f) / (t + 1f) : m / t;
            weighted[n] = w[n] * TorchFloat32.log(p);
        }
        float geometricMean = TorchFloat32.exp(TorchFloat32.sum(weighted));
        float bp = predsLen > targetLen ? 1f : TorchFloat32.exp(1f - targetLen / predsLen);
        return new SimpleScore(bp * geometricMean, segments);
    }

    /**
     * Every option that changes the number, e.g.
     * {@code compat:torchmetrics|fn:bleu_score|nrefs:1|n_gram:4|smooth:no|weights:uniform|tok:split|case:mixed|version:…}.
     */
    @Override
    public Signature signature(int nrefs) {
        StringBuilder w = new StringBuilder();
        if (weights == null) {
            w.append("uniform");
        } else {
            for (int i = 0; i < weights.length; i++) {
                w.append(i > 0 ? ";" : "").append(weights[i]);
            }
        }
        return Signature.of("compat", "torchmetrics", "nrefs", Signature.nrefs(nrefs), "fn", function,
                "n_gram", Integer.toString(nGram), "smooth", smooth ? "yes" : "no", "weights", w.toString(),
                "tok", tokenize, "case", lowercase ? "lc" : "mixed", "version", Version.get());
    }
}
