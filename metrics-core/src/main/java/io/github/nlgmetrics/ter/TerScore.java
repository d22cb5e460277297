package io.github.nlgmetrics.ter;

import io.github.nlgmetrics.compat.python.PyFormat;

/**
 * A TER score as sacrebleu's {@code TERScore} exposes it.
 *
 * @param score TER in percent: {@code 100 · numEdits / refLength} (100 when the reference length
 *              is 0 but there are edits, 0 when both are 0)
 * @param numEdits the total of each segment's minimum number of edits over its references
 * @param refLength the total of each segment's AVERAGE reference length
 */
public record TerScore(double score, long numEdits, double refLength) {

    /** sacrebleu's one-line format: {@code TER|<signature> = 60.1}, or the score alone. */
    public String format(int width, boolean scoreOnly, String signature) {
        String sc = PyFormat.fixed(score, width);
        if (scoreOnly) {
            return sc;
        }
        String prefix = signature == null || signature.isEmpty() ? "TER" : "TER|" + signature;
        return prefix + " = " + sc;
    }
}
