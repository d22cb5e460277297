package io.github.nlgmetrics.chrf;

import io.github.nlgmetrics.compat.python.PyFormat;

/**
 * A chrF / chrF++ score as sacrebleu's {@code CHRFScore} exposes it.
 *
 * @param score chrF on a 0–100 scale
 * @param name {@code chrF<beta>} followed by one {@code +} per word n-gram order ({@code chrF2++})
 */
public record ChrfScore(double score, String name) {

    /** sacrebleu's one-line format: {@code chrF2|<signature> = 55.3}, or the score alone. */
    public String format(int width, boolean scoreOnly, String signature) {
        String sc = PyFormat.fixed(score, width);
        if (scoreOnly) {
            return sc;
        }
        String prefix = signature == null || signature.isEmpty() ? name : name + "|" + signature;
        return prefix + " = " + sc;
    }
}
