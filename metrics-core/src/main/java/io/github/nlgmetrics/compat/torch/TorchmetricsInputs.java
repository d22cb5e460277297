package io.github.nlgmetrics.compat.torch;

import java.util.List;

/**
 * How torchmetrics 1.9.0's text functions pair hypotheses with reference lists, which differs
 * between functions: some raise on unequal lengths, the others {@code zip} and silently drop
 * the extra segments. Every torchmetrics metric ({@code torchmetrics.TorchmetricsProfiles} lists them) takes its pairing rule from
 * here, in its {@code corpusScore(hypotheses, references, parallelism)}.
 */
public final class TorchmetricsInputs {
    private TorchmetricsInputs() {
    }

    /**
     * The number of segments {@code helper._validate_inputs} + {@code zip} score
     * ({@code chrf_score}, {@code translation_edit_rate}, {@code extended_edit_distance}): unequal
     * lengths raise {@code ValueError} only when there are hypotheses and EVERY segment has at least
     * one reference (Python's {@code all(ref for ref in target)}); otherwise the shorter list wins.
     *
     * <pre>
     * 3 hypotheses, references [[r], [r]]   → ValueError
     * 3 hypotheses, references [[r], []]    → 2 segments scored
     * 0 hypotheses, references [[]]         → 0 segments scored
     * </pre>
     */
    public static int validatedZipLength(List<String> hypotheses, List<? extends List<String>> references) {
        if (!hypotheses.isEmpty() && hypotheses.size() != references.size()) {
            boolean everySegmentHasReferences = references.stream().allMatch(r -> r != null && !r.isEmpty());
            if (everySegmentHasReferences) {
                throw new IllegalArgumentException("Corpus has different size " + references.size() + " != "
                        + hypotheses.size());
            }
        }
        return Math.min(hypotheses.size(), references.size());
    }

    /**
     * {@code bleu_score} and {@code sacre_bleu_score}: {@code len(preds) != len(target)} raises
     * {@code ValueError("Corpus has different size ...")}, whatever the references hold.
     */
    public static int sameLength(List<String> hypotheses, List<? extends List<String>> references) {
        if (hypotheses.size() != references.size()) {
            throw new IllegalArgumentException("Corpus has different size " + hypotheses.size() + " != "
                    + references.size());
        }
        return hypotheses.size();
    }

    /** Python's {@code zip}: the shorter list's length ({@code rouge_score}, the WER family). */
    public static int zipLength(List<String> hypotheses, List<? extends List<String>> references) {
        return Math.min(hypotheses.size(), references.size());
    }
}
