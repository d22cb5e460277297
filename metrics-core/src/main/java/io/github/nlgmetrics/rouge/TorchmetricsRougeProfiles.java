package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * torchmetrics 1.9.0's {@code rouge_score} as the profile {@code torchmetrics:rouge_score}, each
 * option under torchmetrics' keyword name with its default ({@link TorchmetricsRouge}):
 * {@code rouge_keys, accumulate, use_stemmer} (its {@code normalizer} and {@code tokenizer}
 * callables have no equivalent here).
 */
public final class TorchmetricsRougeProfiles implements ProfileProvider {
    /** torchmetrics' {@code rouge_keys}: one key or several (a list, or text {@code rouge1,rougeL}). */
    public static final Option<List<String>> ROUGE_KEYS = Option.of("rouge_keys", List.of("--rouge-keys"),
            TorchmetricsRouge.DEFAULT_KEYS, TorchmetricsRougeProfiles::keys,
            "keys: rouge1..rouge9, rougeL, rougeLsum (default rouge1, rouge2, rougeL, rougeLsum)").repeatable();
    /** torchmetrics' {@code accumulate}: {@code best} or {@code avg}. */
    public static final Option<String> ACCUMULATE = Option.choice("accumulate", List.of("--accumulate"),
            TorchmetricsRouge.Accumulate.BEST.id(), List.of("best", "avg"),
            "several references: best (highest F) or avg (mean of P, R, F)");
    /** torchmetrics' {@code use_stemmer}. */
    public static final Option<Boolean> USE_STEMMER = Option.bool("use_stemmer", RougeProfiles.USE_STEMMER.flags(), false,
            "Porter-stem tokens longer than 3 characters");

    /** {@code torchmetrics.functional.text.rouge_score}. */
    public static final Profile ROUGE_SCORE = Profile.builder("torchmetrics:rouge_score")
            .description("ROUGE as torchmetrics 1.9.0 rouge_score computes it (float32 means over segments)")
            .options(List.of(ROUGE_KEYS, ACCUMULATE, USE_STEMMER))
            .build(v -> TorchmetricsRouge.torchmetrics(v.get(ROUGE_KEYS))
                    .withAccumulate(TorchmetricsRouge.Accumulate.of(v.get(ACCUMULATE)))
                    .withUseStemmer(v.get(USE_STEMMER)));

    @Override
    public List<Profile> profiles() {
        return List.of(ROUGE_SCORE);
    }

    /** Keys from a list, or from text (one key, or several separated by commas). */
    private static List<String> keys(Object raw) {
        List<Object> items = raw instanceof List<?> list ? new ArrayList<>(list) : List.of(raw);
        List<String> out = new ArrayList<>();
        for (Object item : items) {
            for (String part : item.toString().split(",", -1)) {
                String k = part.trim();
                if (k.isEmpty()) {
                    throw new IllegalArgumentException("rouge_keys: empty key in '" + raw + "'");
                }
                out.add(k);
            }
        }
        return out;
    }
}
