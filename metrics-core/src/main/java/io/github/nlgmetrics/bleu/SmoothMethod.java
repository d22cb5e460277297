package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.NamedChoice;

/**
 * sacrebleu's BLEU smoothing methods ({@code BLEU.SMOOTH_DEFAULTS} in sacrebleu 2.6.0).
 *
 * <ul>
 *   <li>{@code none}: a zero precision at any order makes the score 0.</li>
 *   <li>{@code floor}: a zero-match order gets precision {@code 100 · value / total} (default value 0.1).</li>
 *   <li>{@code add-k}: {@code value} (default 1) is added to the matches and totals of orders
 *       n ≥ 2 — and the reported counts and totals are the smoothed ones (sacrebleu mutates them).</li>
 *   <li>{@code exp}: NIST geometric sequence, the k-th zero-match order gets
 *       {@code 100 / (2^k · total)} (mteval-v13a's smoothing; sacrebleu's default).</li>
 * </ul>
 */
public enum SmoothMethod implements NamedChoice {
    NONE(null),
    FLOOR(0.1),
    ADD_K(1.0),
    EXP(null);

    private final Double defaultValue;

    SmoothMethod(Double defaultValue) {
        this.defaultValue = defaultValue;
    }

    /** The default smoothing value, or {@code null} for methods that take none. */
    public Double defaultValue() {
        return defaultValue;
    }

    /** The method with sacrebleu name {@code name} ({@code none}, {@code floor}, {@code add-k}, {@code exp}; any case). */
    public static SmoothMethod of(String name) {
        return NamedChoice.byId(SmoothMethod.class, name, "smooth method");
    }
}
