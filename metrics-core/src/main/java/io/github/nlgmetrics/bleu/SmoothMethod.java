package io.github.nlgmetrics.bleu;

import java.util.Arrays;
import java.util.Locale;

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
public enum SmoothMethod {
    NONE("none", null),
    FLOOR("floor", 0.1),
    ADD_K("add-k", 1.0),
    EXP("exp", null);

    private final String id;
    private final Double defaultValue;

    SmoothMethod(String id, Double defaultValue) {
        this.id = id;
        this.defaultValue = defaultValue;
    }

    /** The sacrebleu name ({@code none}, {@code floor}, {@code add-k}, {@code exp}). */
    public String id() {
        return id;
    }

    /** The default smoothing value, or {@code null} for methods that take none. */
    public Double defaultValue() {
        return defaultValue;
    }

    /** The method with sacrebleu name {@code name}. */
    public static SmoothMethod of(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        for (SmoothMethod m : values()) {
            if (m.id.equals(key)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown smooth method: '" + name + "' (known: "
                + String.join(", ", Arrays.stream(values()).map(SmoothMethod::id).toArray(String[]::new)) + ")");
    }
}
