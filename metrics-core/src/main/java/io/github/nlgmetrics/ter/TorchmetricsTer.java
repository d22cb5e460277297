package io.github.nlgmetrics.ter;

import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.compat.torch.TorchFloat32;
import io.github.nlgmetrics.compat.torch.TorchmetricsInputs;
import io.github.nlgmetrics.compat.torch.TorchmetricsMetric;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * TER as torchmetrics 1.9.0 computes it: {@code torchmetrics.functional.text.translation_edit_rate(
 * preds, target, normalize=False, no_punctuation=False, lowercase=True, asian_support=False)}
 * (profile {@code torchmetrics:translation_edit_rate}), a 0–1 rate (not a percentage), in
 * {@code float32}.
 *
 * <p>Tokens are sacrebleu's tercom tokenizer on the right-stripped line ({@link TercomTokenizer},
 * which torchmetrics ports rule for rule); edits are counted by the shared {@link TerAligner}
 * (sacrebleu's beam edit distance and greedy shifts). Per segment, in {@code float32}:
 *
 * <pre>
 * edits   = min over the references of the TER edits
 * ref_len = (Σ reference lengths) / (number of references)
 * TER     = edits / ref_len   if ref_len &gt; 0 and edits &gt; 0
 *         = 1                 if ref_len = 0 and edits &gt; 0
 *         = 0                 otherwise
 * </pre>
 *
 * and the corpus TER is the same function of the {@code float32} sums of both columns.
 *
 * <p>Quirks reproduced (each has a named test in {@code TorchmetricsTerTest}):
 * <ul>
 *   <li>{@code lowercase=True} by default: case-insensitive unless asked;</li>
 *   <li>the edit helper receives hypothesis and reference SWAPPED: the reference's words are
 *       shifted towards the hypothesis, and an empty PREDICTION counts 0 edits (the helper returns
 *       0 for an empty "reference"), so an empty hypothesis scores 0; an empty reference costs one
 *       edit per prediction word;</li>
 *   <li>shifts move at most 9 words ({@code range(1, 10)}; sacrebleu allows 10);</li>
 *   <li>the denominator is the AVERAGE reference length, a {@code float32} quotient, and the corpus
 *       adds those averages in {@code float32};</li>
 *   <li>a segment without references has edits {@code float32(2e16)} and length {@code 0/0 = NaN}:
 *       it scores 0, and so does any corpus containing it;</li>
 *   <li>unequal numbers of hypotheses and reference lists raise only when every segment has a
 *       reference, otherwise the shorter list wins ({@link TorchmetricsInputs#validatedZipLength}).</li>
 * </ul>
 */
public final class TorchmetricsTer implements TorchmetricsMetric<SimpleScore> {
    /** torchmetrics' {@code range(1, _MAX_SHIFT_SIZE)} with {@code _MAX_SHIFT_SIZE = 10}. */
    static final int MAX_SHIFT_WORDS = 9;
    /** {@code tensor(2e16)}: the edits of a segment without references. */
    private static final float NO_REFERENCE_EDITS = 2e16f;

    private final TercomTokenizer tokenizer;

    private TorchmetricsTer(TercomTokenizer tokenizer) {
        this.tokenizer = tokenizer;
    }

    /** torchmetrics' defaults: no normalization, punctuation kept, lower-cased, no Asian support. */
    public static TorchmetricsTer torchmetrics() {
        return new TorchmetricsTer(new TercomTokenizer(false, false, false, false));
    }

    public TorchmetricsTer withNormalize(boolean value) {
        return new TorchmetricsTer(new TercomTokenizer(value, tokenizer.noPunct(), tokenizer.asianSupport(),
                tokenizer.caseSensitive()));
    }

    public TorchmetricsTer withNoPunctuation(boolean value) {
        return new TorchmetricsTer(new TercomTokenizer(tokenizer.normalized(), value, tokenizer.asianSupport(),
                tokenizer.caseSensitive()));
    }

    public TorchmetricsTer withLowercase(boolean value) {
        return new TorchmetricsTer(new TercomTokenizer(tokenizer.normalized(), tokenizer.noPunct(),
                tokenizer.asianSupport(), !value));
    }

    public TorchmetricsTer withAsianSupport(boolean value) {
        return new TorchmetricsTer(new TercomTokenizer(tokenizer.normalized(), tokenizer.noPunct(), value,
                tokenizer.caseSensitive()));
    }

    public boolean normalize() {
        return tokenizer.normalized();
    }

    public boolean noPunctuation() {
        return tokenizer.noPunct();
    }

    public boolean lowercase() {
        return !tokenizer.caseSensitive();
    }

    public boolean asianSupport() {
        return tokenizer.asianSupport();
    }

    @Override
    public String name() {
        return "TER";
    }

    /** {@code translation_edit_rate} scores the first {@link TorchmetricsInputs#validatedZipLength} segments ({@code _validate_inputs}, then {@code zip}); no segments score 0. */
    @Override
    public TorchmetricsInputs.Rule pairing() {
        return TorchmetricsInputs.Rule.VALIDATED_ZIP;
    }

    @Override
    public boolean higherIsBetter() {
        return false;
    }

    /** {@code _preprocess_sentence(s).split()}: the tercom tokenizer on the right-stripped line. */
    public List<String> words(String line) {
        return PyStrings.split(tokenizer.tokenize(PyStrings.rstrip(line)));
    }

    /** Per-thread scratch state: a vocabulary for word ids and an aligner with torchmetrics' shift limit. */
    private final class Scorer implements SegmentScorer {
        private final Vocabulary vocab = new Vocabulary();
        private final TerAligner aligner = new TerAligner(MAX_SHIFT_WORDS);

        /** {@code [best edits, average reference length]}, both {@code float32} values. */
        @Override
        public double[] stats(String hyp, List<String> refs) {
            if (hyp == null) {
                throw new IllegalArgumentException("a hypothesis is null");
            }
            vocab.bound();
            List<int[]> refIds = new ArrayList<>(refs.size());
            for (String ref : refs) {
                if (ref == null) {
                    throw new IllegalArgumentException("a segment has a null reference");
                }
                refIds.add(vocab.encode(words(ref)));
            }
            int[] pred = vocab.encode(words(hyp));
            float targetLengths = 0f;
            float best = NO_REFERENCE_EDITS;
            for (int[] ref : refIds) {
                // _translation_edit_rate(tgt_words, pred_words): the reference is the side shifted.
                float edits = pred.length == 0 ? 0f : aligner.edits(ref, pred);
                targetLengths += ref.length;
                if (edits < best) {
                    best = edits;
                }
            }
            float average = targetLengths / refIds.size();
            return new double[] {best, average};
        }
    }

    @Override
    public SegmentScorer newScorer() {
        return new Scorer();
    }

    /** The rows summed in {@code float32} in segment order (torchmetrics' state tensors). */
    @Override
    public SimpleScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        float[] sums = TorchFloat32.columnSums(segmentStats, 2);
        return new SimpleScore(ter(sums[0], sums[1]), segmentStats.length);
    }

    @Override
    public SimpleScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        if (summedStats.length != 2) {
            throw new IllegalArgumentException("TER statistics have 2 columns [edits, ref_len]: got "
                    + summedStats.length);
        }
        return new SimpleScore(ter((float) summedStats[0], (float) summedStats[1]), 1);
    }

    /** {@code _compute_ter_score_from_statistics}. */
    private static float ter(float edits, float length) {
        if (length > 0 && edits > 0) {
            return edits / length;
        }
        if (length == 0 && edits > 0) {
            return 1f;
        }
        return 0f;
    }

    /**
     * Every option that changes the number, e.g.
     * {@code compat:torchmetrics|nrefs:1|fn:translation_edit_rate|case:lc|norm:no|punct:yes|asian:no|version:…}.
     */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("compat", "torchmetrics", "nrefs", Signature.nrefs(nrefs), "fn", "translation_edit_rate",
                "case", lowercase() ? "lc" : "mixed", "norm", normalize() ? "yes" : "no",
                "punct", noPunctuation() ? "no" : "yes", "asian", asianSupport() ? "yes" : "no",
                "version", Version.get());
    }
}
