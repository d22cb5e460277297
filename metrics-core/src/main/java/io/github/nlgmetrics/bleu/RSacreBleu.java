package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Accumulator;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.NamedChoice;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.List;

/**
 * BLEU as the R package sacRebleu 0.1.2 computes it: {@code bleu_sentence_ids(references,
 * candidate, n, weights, smoothing, epsilon, k)} and {@code bleu_corpus_ids(...)} on integer token
 * ids (its C++ {@code cpp_bleu_corpus_ids}; a sentence is a corpus of one). Profile
 * {@code r-sacrebleu:bleu} ({@link BleuProfiles}); scores are on a 0–1 scale.
 *
 * <p>Counting goes through the shared {@link BleuCounter} with the
 * {@link RefLengthPolicy#CLOSEST_FIRST_ON_TIE} reference length. Per order n, with per-segment
 * matches {@code m_jn} and {@code d_jn = max(1, total_jn)}:
 *
 * <pre>
 * standard: p_n = Σ_j m_jn / Σ_j d_jn
 * floor:    p_n = Σ_j (m_jn + (m_jn = 0 ? ε : 0)) / Σ_j d_jn
 * add-k:    p_n = (Σ_j m_jn + k) / (Σ_j d_jn + k)
 * BP        = 1 if c &gt; r, else exp(1 - r/c)
 * BLEU      = BP · exp( Σ_n w_n · ln p_n )
 * </pre>
 *
 * <p>Statistics: a segment's row is {@code [cand_len, ref_len, num_1..N, d_1..N]} with
 * {@code num_n = m_n}, or ε where {@code m_n = 0} under floor smoothing. The package accumulates
 * its numerators segment by segment ({@code num += m; if (m == 0) num += ε}), which is exactly
 * the column sum of those rows in segment order (adding 0 changes nothing), and add-k's k enters
 * once per order into integer sums, where the order of additions does not matter: so the corpus
 * score is a function of the summed rows ({@link #additive()}), bit for bit.
 *
 * <p>Quirks of sacRebleu 0.1.2 reproduced (each has a named test in {@code RSacreBleuTest}):
 * <ul>
 *   <li>the weights are converted to single-precision floats ({@code vector<float>}) before use;
 *       the default weights are {@code rep(1/n, n)}; the number of orders is the number of
 *       weights ({@code n} only sets the default weights);</li>
 *   <li>per-segment {@code max(1, denominator)}, as NLTK;</li>
 *   <li>floor smoothing adds epsilon once per SEGMENT whose matches at that order are 0, so its
 *       effect grows with the number of segments;</li>
 *   <li>add-k adds k once per order (not per segment) to the summed numerator and denominator, at
 *       every order including unigrams;</li>
 *   <li>the closest reference length keeps the FIRST listed reference on ties;</li>
 *   <li>no matches at an order give {@code log 0 = -inf}, hence 0 (no special case); an empty
 *       hypothesis gives BP {@code exp(-inf) = 0}; an empty corpus gives 0; an empty hypothesis with
 *       empty references (BP {@code exp(1 - 0/0)}, NaN in R) is an {@link IllegalArgumentException}.</li>
 * </ul>
 * The package computes in C {@code long double}; we compute in double (differences below 1e-15).
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class RSacreBleu implements Metric<SimpleScore> {
    /** sacRebleu's smoothing methods. */
    public enum Smoothing implements NamedChoice {
        STANDARD, FLOOR, ADD_K;

        /** The method named {@code name}: the package's {@code standard}, {@code floor}, {@code add-k} (any case). */
        public static Smoothing of(String name) {
            return NamedChoice.byId(Smoothing.class, name.trim(), "sacRebleu smoothing");
        }
    }

    /** The only {@code tokenize} value: each text is space-separated integer token ids. */
    public static final String TOKENIZE = "ids";

    private final int n;
    private final double[] weights;
    private final Smoothing smoothing;
    private final double epsilon;
    private final int k;

    private RSacreBleu(int n, double[] weights, Smoothing smoothing, double epsilon, int k) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be a positive integer: " + n);
        }
        if (weights != null && weights.length == 0) {
            throw new IllegalArgumentException("weights must not be empty");
        }
        if (!Double.isFinite(epsilon)) {
            throw new IllegalArgumentException("epsilon must be finite: " + epsilon);
        }
        this.n = n;
        this.weights = weights == null ? null : weights.clone();
        this.smoothing = smoothing;
        this.epsilon = epsilon;
        this.k = k;
    }

    /** The package's defaults: n 4, weights rep(1/n, n), standard, epsilon 0.1, k 1. */
    public static RSacreBleu rSacRebleu() {
        return new RSacreBleu(4, null, Smoothing.STANDARD, 0.1, 1);
    }

    public RSacreBleu withN(int value) {
        return new RSacreBleu(value, weights, smoothing, epsilon, k);
    }

    /** Explicit weights ({@code null}: {@code rep(1/n, n)}); their number is the number of orders. */
    public RSacreBleu withWeights(double... value) {
        return new RSacreBleu(n, value, smoothing, epsilon, k);
    }

    public RSacreBleu withSmoothing(Smoothing value) {
        return new RSacreBleu(n, weights, value, epsilon, k);
    }

    public RSacreBleu withEpsilon(double value) {
        return new RSacreBleu(n, weights, smoothing, value, k);
    }

    public RSacreBleu withK(int value) {
        return new RSacreBleu(n, weights, smoothing, epsilon, value);
    }

    public int n() {
        return n;
    }

    /** The explicit weights, or {@code null} for {@code rep(1/n, n)}. */
    public double[] weights() {
        return weights == null ? null : weights.clone();
    }

    public Smoothing smoothing() {
        return smoothing;
    }

    public double epsilon() {
        return epsilon;
    }

    public int k() {
        return k;
    }

    /** The weights as the C++ code uses them: single-precision floats, widened. */
    public double[] effectiveWeights() {
        double[] w = weights != null ? weights.clone() : new double[n];
        if (weights == null) {
            java.util.Arrays.fill(w, 1.0 / n);
        }
        for (int i = 0; i < w.length; i++) {
            w[i] = (float) w[i];
        }
        return w;
    }

    /** The token ids of a segment written as space-separated integers ({@code "12 7 7"}). */
    public List<String> tokens(String ids) {
        List<String> out = PyStrings.split(ids);
        for (int i = 0; i < out.size(); i++) {
            try {
                out.set(i, Integer.toString(Integer.parseInt(out.get(i))));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not an integer token id: '" + out.get(i) + "'");
            }
        }
        return out;
    }

    @Override
    public String name() {
        return "BLEU";
    }

    /** A scorer with its own counter and vocabulary; rows as in the class comment. */
    @Override
    public SegmentScorer newScorer() {
        int orders = effectiveWeights().length;
        BleuCounter counter = new BleuCounter(orders, RefLengthPolicy.CLOSEST_FIRST_ON_TIE);
        Vocabulary vocab = new Vocabulary();
        return (candidate, references) -> {
            List<List<String>> refs = new ArrayList<>();
            for (String r : references) {
                if (r == null) {
                    throw new IllegalArgumentException("a reference is null");
                }
                refs.add(tokens(r));
            }
            if (refs.isEmpty()) {
                throw new IllegalArgumentException("a segment has no reference");
            }
            vocab.bound();
            double[] row = counter.segment(tokens(candidate), refs, vocab).withMinTotal(1).toRow();
            if (smoothing == Smoothing.FLOOR) {
                for (int i = 0; i < orders; i++) {
                    if (row[2 + i] == 0) {
                        row[2 + i] = epsilon;
                    }
                }
            }
            return row;
        };
    }

    /** {@code bleu_corpus_ids} of summed rows. */
    @Override
    public SimpleScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        double[] w = effectiveWeights();
        BleuStats.requireWidth(summedStats.length, w.length);
        long candLen = (long) summedStats[0];
        long refLen = (long) summedStats[1];
        if (candLen == 0 && refLen == 0) {
            // R's brevity penalty exp(1 - ref_len / cand_len) is exp(1 - 0/0) = NaN: no number to report
            throw new IllegalArgumentException("r-sacrebleu BLEU of an empty hypothesis against empty references "
                    + "is NaN in sacRebleu (brevity penalty 0/0)");
        }
        double collector = 0.0;
        for (int i = 0; i < w.length; i++) {
            double num = summedStats[2 + i];
            double den = summedStats[2 + w.length + i];
            if (smoothing == Smoothing.ADD_K) {
                num += k;
                den += k;
            }
            double precision = den != 0.0 ? num / den : 0.0;
            collector += w[i] * Math.log(precision);
        }
        double bp = candLen > refLen ? 1.0 : Math.exp(1 - (double) refLen / (double) candLen);
        return new SimpleScore(bp * Math.exp(collector), 0);
    }

    /** {@code bleu_corpus_ids}: the score of the summed rows; an empty corpus scores 0. */
    /** Streams: {@link #scoreOfSegments} only special-cases the empty corpus, which a stream never is. */
    @Override
    public Accumulator<SimpleScore> newAccumulator() {
        return Accumulator.columnSums(this);
    }

    @Override
    public SimpleScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        return segmentStats.length == 0 ? new SimpleScore(0.0, 0) : Metric.super.scoreOfSegments(segmentStats);
    }

    /**
     * A signature recording every option that changes the number, e.g.
     * {@code compat:r-sacrebleu|nrefs:1|n:4|weights:default|smoothing:standard|tok:ids|version:0.1.0}.
     */
    @Override
    public Signature signature(int nrefs) {
        StringBuilder w = new StringBuilder();
        if (weights == null) {
            w.append("default");
        } else {
            for (int i = 0; i < weights.length; i++) {
                w.append(i > 0 ? "," : "").append(PyFormat.repr(weights[i]));
            }
        }
        String smooth = smoothing.id() + switch (smoothing) {
            case FLOOR -> "[epsilon=" + PyFormat.repr(epsilon) + "]";
            case ADD_K -> "[k=" + k + "]";
            default -> "";
        };
        return Signature.of("compat", "r-sacrebleu", "nrefs", Signature.nrefs(nrefs), "n", Integer.toString(n),
                "weights", w.toString(), "smoothing", smooth, "tok", TOKENIZE, "version", Version.get());
    }
}
