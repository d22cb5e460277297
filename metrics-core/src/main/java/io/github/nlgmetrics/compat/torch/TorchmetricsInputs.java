package io.github.nlgmetrics.compat.torch;

import java.util.List;
import java.util.Objects;

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

    /** The segments a torchmetrics function scores: the first {@code n} of each list. */
    public record Paired(List<String> hypotheses, List<? extends List<String>> references) {
    }

    /**
     * The pairs a function scores under its rule ({@code validatedZip}: {@link #validatedZipLength};
     * {@code sameLength}: {@link #sameLength}; {@code zip}: {@link #zipLength}); null lists are
     * errors naming the argument.
     */
    public static Paired pairs(Rule rule, List<String> hypotheses, List<? extends List<String>> references) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        int n = switch (rule) {
            case SAME_LENGTH -> sameLength(hypotheses, references);
            case VALIDATED_ZIP -> validatedZipLength(hypotheses, references);
            case ZIP -> zipLength(hypotheses, references);
        };
        return new Paired(hypotheses.subList(0, n), references.subList(0, n));
    }

    /** How a torchmetrics function pairs its two lists. */
    public enum Rule {
        /** Unequal lengths raise ({@code bleu_score}, {@code sacre_bleu_score}). */
        SAME_LENGTH,
        /** {@code _validate_inputs} then {@code zip} ({@code chrf_score}, {@code translation_edit_rate}). */
        VALIDATED_ZIP,
        /** Plain {@code zip} ({@code rouge_score}, the WER family). */
        ZIP
    }
}
