package io.github.nlgmetrics.chrf;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.List;

/**
 * torchmetrics 1.9.0's {@code chrf_score} as the profile {@code torchmetrics:chrf_score}, each
 * option under torchmetrics' keyword name with its default ({@link TorchmetricsChrf}):
 * {@code n_char_order, n_word_order, beta, lowercase, whitespace}.
 */
public final class TorchmetricsChrfProfiles implements ProfileProvider {
    private static final TorchmetricsChrf DEFAULTS = TorchmetricsChrf.torchmetrics();

    /** torchmetrics' {@code n_char_order} (at least 1). */
    public static final Option<Integer> N_CHAR_ORDER = Option.integer("n_char_order", ChrfProfiles.CHAR_ORDER.flags(),
            DEFAULTS.nCharOrder(), 1, 100, "character n-gram order");
    /** torchmetrics' {@code n_word_order} (0: chrF, 2: chrF++). */
    public static final Option<Integer> N_WORD_ORDER = Option.integer("n_word_order", ChrfProfiles.WORD_ORDER.flags(),
            DEFAULTS.nWordOrder(), 0, 100, "word n-gram order (0: chrF, 2: chrF++)");
    /** torchmetrics' {@code beta}. */
    public static final Option<Double> BETA = Option.number("beta", ChrfProfiles.BETA.flags(), DEFAULTS.beta(), 0, 1000,
            "weight of recall against precision");
    /** torchmetrics' {@code lowercase}. */
    public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", ChrfProfiles.LOWERCASE.flags(),
            DEFAULTS.lowercase(), "lowercase before extracting n-grams");
    /** torchmetrics' {@code whitespace}: keep whitespace in character n-grams. */
    public static final Option<Boolean> WHITESPACE = Option.bool("whitespace", ChrfProfiles.WHITESPACE.flags(),
            DEFAULTS.whitespace(), "keep whitespace in character n-grams");

    /** {@code torchmetrics.functional.text.chrf_score}. */
    public static final Profile CHRF_SCORE = Profile.builder("torchmetrics:chrf_score")
            .description("chrF/chrF++ as torchmetrics 1.9.0 chrf_score computes it (its own chrF, float32, 0-1)")
            .options(List.of(N_CHAR_ORDER, N_WORD_ORDER, BETA, LOWERCASE, WHITESPACE))
            .build(v -> TorchmetricsChrf.torchmetrics()
                    .withNCharOrder(v.get(N_CHAR_ORDER))
                    .withNWordOrder(v.get(N_WORD_ORDER))
                    .withBeta(v.get(BETA))
                    .withLowercase(v.get(LOWERCASE))
                    .withWhitespace(v.get(WHITESPACE)));

    @Override
    public List<Profile> profiles() {
        return List.of(CHRF_SCORE);
    }
}
