package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.List;

/**
 * The BLEU profiles, each with its reference's options and defaults, declared once.
 *
 * <table>
 *   <caption>BLEU profiles</caption>
 *   <tr><th>profile</th><th>reference</th></tr>
 *   <tr><td>{@code sacrebleu:bleu}</td><td>sacrebleu 2.6.0 {@code BLEU(...)}</td></tr>
 * </table>
 */
public final class BleuProfiles implements ProfileProvider {
    /** sacrebleu's {@code lowercase}. */
    public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", List.of("--lowercase", "-lc"), false,
            "lowercase before scoring");
    /** sacrebleu's {@code tokenize}: 13a, intl, zh, char, none. */
    public static final Option<String> TOKENIZE = Option.of("tokenize", List.of("--tokenize", "-tok"), "13a",
            raw -> {
                String name = raw.toString();
                if (!Tokenizers.names().contains(name)) {
                    throw new IllegalArgumentException("tokenize: unknown tokenizer '" + name + "' (known: "
                            + String.join(", ", Tokenizers.names()) + ")");
                }
                return name;
            }, "tokenizer: " + String.join(", ", Tokenizers.names()));
    /** sacrebleu's {@code smooth_method}: none, floor, add-k, exp. */
    public static final Option<SmoothMethod> SMOOTH_METHOD = Option.of("smooth_method",
            List.of("--smooth-method", "-s"), SmoothMethod.EXP, raw -> SmoothMethod.of(raw.toString()),
            "smoothing: none, floor, add-k, exp");
    /** sacrebleu's {@code smooth_value}; {@code null}: the method's default (floor 0.1, add-k 1). */
    public static final Option<Double> SMOOTH_VALUE = Option.number("smooth_value", List.of("--smooth-value", "-sv"),
            null, -Double.MAX_VALUE, Double.MAX_VALUE, "smoothing value (floor: 0.1, add-k: 1 by default)");
    /** sacrebleu's {@code max_ngram_order}. */
    public static final Option<Integer> MAX_NGRAM_ORDER = Option.integer("max_ngram_order",
            List.of("--max-ngram-order"), 4, 1, Integer.MAX_VALUE, "highest n-gram order");
    /** sacrebleu's {@code effective_order}. */
    public static final Option<Boolean> EFFECTIVE_ORDER = Option.bool("effective_order", List.of("--effective-order"),
            false, "average over the orders that have n-grams");

    /** BLEU as sacrebleu 2.6.0 computes it. */
    public static final Profile SACREBLEU = Profile.builder("sacrebleu:bleu")
            .description("BLEU as sacrebleu 2.6.0 computes it (sacrebleu.metrics.BLEU)")
            .options(List.of(LOWERCASE, TOKENIZE, SMOOTH_METHOD, SMOOTH_VALUE, MAX_NGRAM_ORDER, EFFECTIVE_ORDER))
            .build(v -> Bleu.sacrebleu()
                    .withLowercase(v.get(LOWERCASE))
                    .withTokenizer(v.get(TOKENIZE))
                    .withSmoothMethod(v.get(SMOOTH_METHOD))
                    .withSmoothValue(v.get(SMOOTH_VALUE))
                    .withMaxNgramOrder(v.get(MAX_NGRAM_ORDER))
                    .withEffectiveOrder(v.get(EFFECTIVE_ORDER)));

    @Override
    public List<Profile> profiles() {
        return List.of(SACREBLEU);
    }
}
