package io.github.nlgmetrics.torchmetrics;

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
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * chrF / chrF++ as torchmetrics 1.9.0 computes it: {@code torchmetrics.functional.text.chrf_score(
 * preds, target, n_char_order=6, n_word_order=2, beta=2.0, lowercase=False, whitespace=False)}
 * (profile {@code torchmetrics:chrf_score}), on a 0–1 scale, in {@code float32}. It is
 * torchmetrics' own chrF, not sacrebleu's.
 *
 * <p>Per order n (character orders 1..C, then word orders 1..W), from hypothesis n-gram totals
 * {@code h}, reference totals {@code r} and matches {@code m = Σ min(count_hyp, count_ref)},
 * in {@code float32}:
 *
 * <pre>
 * P_n = m/h (0 if h = 0)    R_n = m/r (0 if r = 0)
 * F_n = (1+β²)·P_n·R_n / max(β²·P_n + R_n, 1e-16)
 * chrF = (Σ_char F_n + Σ_word F_n) / (C + W)        (plain mean; no effective order)
 * </pre>
 *
 * <p>Quirks reproduced (each has a named test in {@code TorchmetricsChrfTest}):
 * <ul>
 *   <li>characters are {@code list(s.strip().replace(" ", ""))} unless {@code whitespace}: only
 *       ASCII spaces are removed, so tabs, NBSP and U+3000 stay inside character n-grams;</li>
 *   <li>words are {@code s.strip().split()} with one leading OR trailing ASCII punctuation
 *       character split off (a trailing one first; words of one character are kept whole):
 *       {@code "(hello)"} → {@code "(hello", ")"};</li>
 *   <li>with several references, the FIRST reference with the strictly highest sentence chrF
 *       supplies the segment's reference totals and matches; when every reference scores 0 the
 *       segment adds NO reference n-grams to the corpus totals (only its hypothesis n-grams);</li>
 *   <li>{@code lowercase} is Python's {@code str.lower()} of the whole line;</li>
 *   <li>a segment without references scores 0 and adds only its hypothesis n-grams; unequal
 *       numbers of hypotheses and reference lists raise only when every segment has a reference,
 *       otherwise the shorter list wins ({@link TorchmetricsInputs#validatedZipLength}).</li>
 * </ul>
 *
 * <p>Statistics rows: per order (character orders first) {@code [h, r, m]}; the corpus sums them in
 * {@code float32}, segment by segment, as torchmetrics' state tensors do.
 */
public final class TorchmetricsChrf implements TorchmetricsMetric<SimpleScore> {
    private static final float EPS_SMOOTHING = 1e-16f;

    private final int nCharOrder;
    private final int nWordOrder;
    private final double beta;
    private final boolean lowercase;
    private final boolean whitespace;

    private TorchmetricsChrf(int nCharOrder, int nWordOrder, double beta, boolean lowercase, boolean whitespace) {
        if (nCharOrder < 1) {
            throw new IllegalArgumentException("Expected argument `n_char_order` to be an integer greater than or "
                    + "equal to 1: " + nCharOrder);
        }
        if (nWordOrder < 0) {
            throw new IllegalArgumentException("Expected argument `n_word_order` to be an integer greater than or "
                    + "equal to 0: " + nWordOrder);
        }
        if (!(beta >= 0) || !Double.isFinite(beta)) {
            throw new IllegalArgumentException("Expected argument `beta` to be greater than 0: " + beta);
        }
        this.nCharOrder = nCharOrder;
        this.nWordOrder = nWordOrder;
        this.beta = beta;
        this.lowercase = lowercase;
        this.whitespace = whitespace;
    }

    /** torchmetrics' defaults: chrF++ (6 character orders, 2 word orders), β = 2, case kept, spaces removed. */
    public static TorchmetricsChrf torchmetrics() {
        return new TorchmetricsChrf(6, 2, 2.0, false, false);
    }

    public TorchmetricsChrf withNCharOrder(int value) {
        return new TorchmetricsChrf(value, nWordOrder, beta, lowercase, whitespace);
    }

    public TorchmetricsChrf withNWordOrder(int value) {
        return new TorchmetricsChrf(nCharOrder, value, beta, lowercase, whitespace);
    }

    public TorchmetricsChrf withBeta(double value) {
        return new TorchmetricsChrf(nCharOrder, nWordOrder, value, lowercase, whitespace);
    }

    public TorchmetricsChrf withLowercase(boolean value) {
        return new TorchmetricsChrf(nCharOrder, nWordOrder, beta, value, whitespace);
    }

    public TorchmetricsChrf withWhitespace(boolean value) {
        return new TorchmetricsChrf(nCharOrder, nWordOrder, beta, lowercase, value);
    }

    public int nCharOrder() {
        return nCharOrder;
    }

    public int nWordOrder() {
        return nWordOrder;
    }

    public double beta() {
        return beta;
    }

    public boolean lowercase() {
        return lowercase;
    }

    public boolean whitespace() {
        return whitespace;
    }

    @Override
    public String name() {
        return nWordOrder > 0 ? "chrF" + "+".repeat(nWordOrder) : "chrF";
    }

    /** {@code chrf_score} scores the first {@link TorchmetricsInputs#validatedZipLength} segments ({@code _validate_inputs}, then {@code zip}); no segments score 0. */
    @Override
    public TorchmetricsInputs.Rule pairing() {
        return TorchmetricsInputs.Rule.VALIDATED_ZIP;
    }

    /** {@code _get_characters}: the code points of the line, ASCII spaces removed unless {@code whitespace}. */
    public int[] characters(String line) {
        String s = lowercase ? PyCase.lower(line) : line;
        return whitespace ? s.codePoints().toArray() : PyStrings.strip(s).replace(" ", "").codePoints().toArray();
    }

    /** {@code _get_words_and_punctuation}: whitespace words, one leading or trailing punctuation mark split off. */
    public List<String> words(String line) {
        String s = lowercase ? PyCase.lower(line) : line;
        List<String> out = new ArrayList<>();
        for (String w : PyStrings.split(s)) {
            if (w.codePointCount(0, w.length()) == 1) {
                out.add(w);
            } else if (isPunctuation(w.charAt(w.length() - 1))) {
                out.add(w.substring(0, w.length() - 1));
                out.add(w.substring(w.length() - 1));
            } else if (isPunctuation(w.charAt(0))) {
                out.add(w.substring(0, 1));
                out.add(w.substring(1));
            } else {
                out.add(w);
            }
        }
        return out;
    }

    /** torchmetrics' {@code _PUNCTUATIONS}: {@code string.punctuation}, ASCII only. */
    private static boolean isPunctuation(char c) {
        return c < 0x80 && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".indexOf(c) >= 0;
    }

    /** Row width: {@code [h, r, m]} per order. */
    private int width() {
        return 3 * (nCharOrder + nWordOrder);
    }

    /** One segment's n-gram counts, character and word. */
    private record Counts(NgramCounts chars, NgramCounts words) {
    }

    /** Per-thread scratch state: n-gram keys for characters and for words, a word vocabulary. */
    private final class Scorer implements SegmentScorer {
        private final NgramKeys charKeys = new NgramKeys();
        private final NgramKeys wordKeys = new NgramKeys();
        private final Vocabulary vocab = new Vocabulary();

        @Override
        public double[] stats(String hyp, List<String> refs) {
            if (hyp == null) {
                throw new IllegalArgumentException("a hypothesis is null");
            }
            charKeys.reset();
            wordKeys.reset();
            vocab.bound();
            Counts h = counts(hyp);
            float[] row = new float[width()];
            putHypothesisTotals(h, row);
            float best = 0f;
            float[] candidate = new float[width()];
            for (String ref : refs) {
                if (ref == null) {
                    throw new IllegalArgumentException("a segment has a null reference");
                }
                Counts r = counts(ref);
                putHypothesisTotals(h, candidate);
                putReference(h.chars(), r.chars(), nCharOrder, 0, candidate);
                putReference(h.words(), r.words(), nWordOrder, 3 * nCharOrder, candidate);
                float f = fScore(candidate);
                if (f > best) {
                    best = f;
                    System.arraycopy(candidate, 0, row, 0, row.length);
                }
            }
            double[] out = new double[row.length];
            for (int i = 0; i < row.length; i++) {
                out[i] = row[i];
            }
            return out;
        }

        private Counts counts(String line) {
            NgramCounts c = NgramCounts.of(characters(line), 1, nCharOrder, charKeys);
            NgramCounts w = nWordOrder == 0 ? null : NgramCounts.of(vocab.encode(words(line)), 1, nWordOrder, wordKeys);
            return new Counts(c, w);
        }

        private void putHypothesisTotals(Counts h, float[] row) {
            for (int n = 1; n <= nCharOrder; n++) {
                row[3 * (n - 1)] = h.chars().total(n);
            }
            for (int n = 1; n <= nWordOrder; n++) {
                row[3 * (nCharOrder + n - 1)] = h.words().total(n);
            }
        }

        private void putReference(NgramCounts hyp, NgramCounts ref, int orders, int offset, float[] row) {
            if (orders == 0) {
                return;
            }
            int[] matches = ref.clippedMatches(hyp);
            for (int n = 1; n <= orders; n++) {
                row[offset + 3 * (n - 1) + 1] = ref.total(n);
                row[offset + 3 * (n - 1) + 2] = matches[n];
            }
        }
    }

    @Override
    public SegmentScorer newScorer() {
        return new Scorer();
    }

    /**
     * {@code _calculate_fscore} on one row layout of {@code float32} statistics: per-order F in
     * {@code float32}, summed in order (character orders, then word orders), divided by C + W.
     */
    private float fScore(float[] s) {
        float beta2 = (float) (beta * beta);
        float onePlusBeta2 = (float) (1 + beta * beta);
        float charSum = 0f;
        float wordSum = 0f;
        for (int k = 0; k < nCharOrder + nWordOrder; k++) {
            float h = s[3 * k];
            float r = s[3 * k + 1];
            float m = s[3 * k + 2];
            float p = h > 0 ? m / h : 0f;
            float rc = r > 0 ? m / r : 0f;
            float denominator = Math.max(beta2 * p + rc, EPS_SMOOTHING);
            float f = onePlusBeta2 * p * rc / denominator;
            if (k < nCharOrder) {
                charSum += f;
            } else {
                wordSum += f;
            }
        }
        return (charSum + wordSum) / (float) (nCharOrder + nWordOrder);
    }

    /** The rows summed in {@code float32} in segment order (torchmetrics' state tensors). */
    @Override
    public SimpleScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        return new SimpleScore(fScore(TorchFloat32.columnSums(segmentStats, width())), segmentStats.length);
    }

    @Override
    public SimpleScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        if (summedStats.length != width()) {
            throw new IllegalArgumentException("chrF statistics for " + nCharOrder + "+" + nWordOrder + " orders have "
                    + width() + " columns: got " + summedStats.length);
        }
        float[] f = new float[summedStats.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = (float) summedStats[i];
        }
        return new SimpleScore(fScore(f), 1);
    }

    /**
     * Every option that changes the number, e.g.
     * {@code compat:torchmetrics|nrefs:1|fn:chrf_score|n_char_order:6|n_word_order:2|beta:2.0|case:mixed|space:no|version:…}.
     */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("compat", "torchmetrics", "nrefs", Signature.nrefs(nrefs), "fn", "chrf_score",
                "n_char_order", Integer.toString(nCharOrder), "n_word_order", Integer.toString(nWordOrder),
                "beta", Double.toString(beta), "case", lowercase ? "lc" : "mixed", "space", whitespace ? "yes" : "no",
                "version", Version.get());
    }
}
