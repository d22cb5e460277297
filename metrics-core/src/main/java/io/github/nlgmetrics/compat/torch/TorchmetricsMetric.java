package io.github.nlgmetrics.compat.torch;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Score;
import java.util.List;

/**
 * A metric as one of torchmetrics 1.9.0's text functions computes it: the corpus is first paired as
 * that function pairs {@code preds} with {@code target} ({@link #pairing()}: raise on unequal
 * lengths, {@code _validate_inputs} then {@code zip}, or plain {@code zip}), then the pairs are
 * scored. The pairing is in the {@link Parallelism} overload, as every input rule is, so both
 * {@code corpusScore} calls give one answer.
 *
 * @param <S> the score type
 */
public interface TorchmetricsMetric<S extends Score> extends Metric<S> {
    /** How this metric's torchmetrics function pairs hypotheses with reference lists. */
    TorchmetricsInputs.Rule pairing();

    /** The score of the segments {@link #pairing()} keeps ({@link TorchmetricsInputs#pairs}). */
    @Override
    default S corpusScore(List<String> hypotheses, List<? extends List<String>> references, Parallelism parallelism) {
        TorchmetricsInputs.Paired p = TorchmetricsInputs.pairs(pairing(), hypotheses, references);
        return scoreOfSegments(corpusStats(p.hypotheses(), p.references(), parallelism));
    }
}
