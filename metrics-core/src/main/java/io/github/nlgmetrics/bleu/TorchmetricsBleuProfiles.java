package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.ArrayList;
import java.util.List;

/**
 * torchmetrics 1.9.0's BLEU functions as profiles, each option under torchmetrics' keyword name
 * with its default ({@link TorchmetricsBleu}).
 *
 * <table>
 *   <caption>torchmetrics BLEU profiles</caption>
 *   <tr><th>profile</th><th>reference</th><th>options</th></tr>
 *   <tr><td>{@code torchmetrics:bleu_score}</td><td>{@code torchmetrics.functional.text.bleu_score}</td>
 *       <td>{@code n_gram, smooth, weights}</td></tr>
 *   <tr><td>{@code torchmetrics:sacre_bleu_score}</td><td>{@code torchmetrics.functional.text.sacre_bleu_score}</td>
 *       <td>{@code n_gram, smooth, tokenize, lowercase, weights}</td></tr>
 * </table>
 */
public final class TorchmetricsBleuProfiles implements ProfileProvider {
    private static final TorchmetricsBleu BLEU_DEFAULTS = TorchmetricsBleu.bleuScore();
    private static final TorchmetricsBleu SACRE_DEFAULTS = TorchmetricsBleu.sacreBleuScore();

    /** torchmetrics' {@code n_gram}. */
    public static final Option<Integer> N_GRAM = Option.integer("n_gram", List.of("--n-gram"), BLEU_DEFAULTS.nGram(),
            1, 1000, "highest n-gram order");
    /** torchmetrics' {@code smooth}: (m+1)/(t+1) for orders 2 and up. */
    public static final Option<Boolean> SMOOTH = Option.bool("smooth", List.of("--smooth"), BLEU_DEFAULTS.smooth(),
            "add 1 to the matches and totals of orders 2 and up (never rescues a zero-match order)");
    /** torchmetrics' {@code weights}: {@code n_gram} numbers; null gives {@code [1/n_gram] * n_gram}. */
    public static final Option<double[]> WEIGHTS = Option.of("weights", List.of("--weights"), null,
            TorchmetricsBleuProfiles::weights, "n-gram weights W1,W2,... (n_gram of them; default uniform)");
    /** {@code sacre_bleu_score}'s {@code tokenize}. */
    public static final Option<String> TOKENIZE = Option.choice("tokenize", List.of("--tokenize", "-tok"),
            SACRE_DEFAULTS.tokenize(), new ArrayList<>(Tokenizers.names()),
            "tokenizer: " + String.join(", ", Tokenizers.names()));
    /** {@code sacre_bleu_score}'s {@code lowercase} (applied after tokenizing). */
    public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", List.of("--lowercase", "-lc"),
            SACRE_DEFAULTS.lowercase(), "lowercase the tokenized text");

    /** {@code torchmetrics.functional.text.bleu_score}. */
    public static final Profile BLEU_SCORE = Profile.builder("torchmetrics:bleu_score")
            .description("BLEU as torchmetrics 1.9.0 bleu_score computes it (str.split tokens, float32, 0-1)")
            .options(List.of(N_GRAM, SMOOTH, WEIGHTS))
            .family(BleuFamily.INSTANCE, quirks(
                    Quirk.fixed(BleuFamily.TOKENIZER, BleuFamily.SPLIT, "str.split() tokens"),
                    Quirk.fixed(BleuFamily.LOWERCASE, "no", "never lowercases")))
            .build(v -> TorchmetricsBleu.bleuScore()
                    .withNGram(v.get(N_GRAM))
                    .withSmooth(v.get(SMOOTH))
                    .withWeights(v.get(WEIGHTS)));

    /** {@code torchmetrics.functional.text.sacre_bleu_score}. */
    public static final Profile SACRE_BLEU_SCORE = Profile.builder("torchmetrics:sacre_bleu_score")
            .description("BLEU as torchmetrics 1.9.0 sacre_bleu_score computes it (its sacrebleu tokenizer ports, "
                    + "float32, 0-1)")
            .options(List.of(N_GRAM, SMOOTH, TOKENIZE, LOWERCASE, WEIGHTS))
            .family(BleuFamily.INSTANCE, quirks(
                    Quirk.of(BleuFamily.TOKENIZER, v -> v.get(TOKENIZE), "torchmetrics' port of sacrebleu's tokenizers"),
                    Quirk.of(BleuFamily.LOWERCASE, v -> v.get(LOWERCASE) ? "yes" : "no", "lowercase option")))
            .build(v -> TorchmetricsBleu.sacreBleuScore()
                    .withNGram(v.get(N_GRAM))
                    .withSmooth(v.get(SMOOTH))
                    .withTokenizer(v.get(TOKENIZE))
                    .withLowercase(v.get(LOWERCASE))
                    .withWeights(v.get(WEIGHTS)));

    /**
     * Both profiles' points in the BLEU family (explain): their own tokenizer and lowercasing, then
     * the arithmetic they share (torchmetrics' {@code _bleu_score_compute} in float32).
     */
    private static List<Quirk> quirks(Quirk tokenizer, Quirk lowercase) {
        return List.of(tokenizer, lowercase,
                Quirk.fixed(BleuFamily.LOWERCASE_ORDER, "after-tokenizer", "tokenizes, then lowercases"),
                Quirk.fixed(BleuFamily.RSTRIP, "no", "the tokenizer gets the line as given"),
                Quirk.fixed(BleuFamily.CLOSEST_REF_RULE, "closest-first-on-tie", "closest, first on ties"),
                Quirk.fixed(BleuFamily.DENOMINATOR_FLOOR, "none", "raw counts"),
                Quirk.of(BleuFamily.MAX_ORDER, v -> v.get(WEIGHTS) == null ? Integer.toString(v.get(N_GRAM)) : null, "n_gram"),
                Quirk.of(BleuFamily.SMOOTHING, v -> v.get(SMOOTH) ? "add-k:1:from-2" : "none", "smooth"),
                Quirk.fixed(BleuFamily.ZERO_MATCH_RULE, "any-order", "0 when any order has no match"),
                Quirk.fixed(BleuFamily.EFFECTIVE_ORDER, "no", "every order"),
                Quirk.fixed(BleuFamily.ZERO_PRECISION, "zero-score", "log 0"),
                Quirk.fixed(BleuFamily.ARITHMETIC, "float32", "float32"),
                Quirk.fixed(BleuFamily.SCALE, "1", "0-1"));
    }

    @Override
    public List<Profile> profiles() {
        return List.of(BLEU_SCORE, SACRE_BLEU_SCORE);
    }

    /** A weight vector: numbers, text {@code 0.5,0.5}, or (repeated command-line flag) a list of one such text. */
    private static double[] weights(Object raw) {
        if (raw instanceof List<?> list && list.size() == 1 && list.get(0) instanceof String s) {
            return Option.toDoubles("weights", s);
        }
        return Option.toDoubles("weights", raw);
    }
}
