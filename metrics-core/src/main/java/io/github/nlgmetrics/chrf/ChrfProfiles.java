package io.github.nlgmetrics.chrf;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.List;

/**
 * The chrF profiles, each option declared once under its reference's keyword name, with the
 * default of the factory the profile calls.
 *
 * <table>
 *   <caption>chrF profiles</caption>
 *   <tr><th>profile</th><th>reference</th><th>options</th></tr>
 *   <tr><td>{@code sacrebleu:chrf}</td><td>sacrebleu 2.6.0 {@code CHRF(...)} ({@link Chrf#sacrebleu()})</td>
 *       <td>{@code char_order, word_order, beta, lowercase, whitespace, eps_smoothing}</td></tr>
 *   <tr><td>{@code nltk:chrf}</td><td>NLTK 3.8 {@code sentence_chrf / corpus_chrf} ({@link NltkChrf#nltk()})</td>
 *       <td>{@code min_len, max_len, beta, ignore_whitespace, tokenize}</td></tr>
 * </table>
 */
public final class ChrfProfiles implements ProfileProvider {
    private static final Chrf SACREBLEU_DEFAULTS = Chrf.sacrebleu();
    private static final NltkChrf NLTK_DEFAULTS = NltkChrf.nltk();

    /** sacrebleu's {@code char_order}. */
    public static final Option<Integer> CHAR_ORDER = Option.integer("char_order",
            List.of("--char-order", "--chrf-char-order", "-cc", "--n-char-order"), SACREBLEU_DEFAULTS.charOrder(), 0, 100, "character n-gram order");
    /** sacrebleu's {@code word_order} (2: chrF++). */
    public static final Option<Integer> WORD_ORDER = Option.integer("word_order",
            List.of("--word-order", "--chrf-word-order", "-cw", "--n-word-order"), SACREBLEU_DEFAULTS.wordOrder(), 0, 100,
            "word n-gram order; 2 gives chrF++");
    /** sacrebleu's {@code beta} (an integer). */
    public static final Option<Integer> BETA = Option.integer("beta", List.of("--beta", "--chrf-beta"),
            SACREBLEU_DEFAULTS.beta(), 0, Integer.MAX_VALUE, "recall weight beta");
    /** sacrebleu's {@code lowercase}. */
    public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", List.of("--lowercase", "--chrf-lowercase", "-lc"),
            SACREBLEU_DEFAULTS.lowercase(), "lowercase before scoring");
    /** sacrebleu's {@code whitespace}. */
    public static final Option<Boolean> WHITESPACE = Option.bool("whitespace", List.of("--whitespace", "--chrf-whitespace"),
            SACREBLEU_DEFAULTS.whitespace(), "keep whitespace in character n-grams");
    /** sacrebleu's {@code eps_smoothing}. */
    public static final Option<Boolean> EPS_SMOOTHING = Option.bool("eps_smoothing", List.of("--eps-smoothing", "--chrf-eps-smoothing"),
            SACREBLEU_DEFAULTS.epsSmoothing(), "chrF++.py / NLTK / Moses epsilon smoothing instead of effective order");

    /** chrF and chrF++ as sacrebleu 2.6.0 computes them. */
    public static final Profile SACREBLEU = Profile.builder("sacrebleu:chrf")
            .description("chrF and chrF++ as sacrebleu 2.6.0 computes them (sacrebleu.metrics.CHRF)")
            .options(List.of(CHAR_ORDER, WORD_ORDER, BETA, LOWERCASE, WHITESPACE, EPS_SMOOTHING))
            .build(v -> Chrf.sacrebleu()
                    .withCharOrder(v.get(CHAR_ORDER))
                    .withWordOrder(v.get(WORD_ORDER))
                    .withBeta(v.get(BETA))
                    .withLowercase(v.get(LOWERCASE))
                    .withWhitespace(v.get(WHITESPACE))
                    .withEpsSmoothing(v.get(EPS_SMOOTHING)));

    /** NLTK's {@code min_len}. */
    public static final Option<Integer> MIN_LEN = Option.integer("min_len", List.of("--min-len"),
            NLTK_DEFAULTS.minLen(), 1, 100, "shortest character n-gram");
    /** NLTK's {@code max_len}. */
    public static final Option<Integer> MAX_LEN = Option.integer("max_len", List.of("--max-len"),
            NLTK_DEFAULTS.maxLen(), 1, 100, "longest character n-gram");
    /** NLTK's {@code beta} (a float). */
    public static final Option<Double> NLTK_BETA = Option.number("beta", BETA.flags(), NLTK_DEFAULTS.beta(),
            0, 1000, "recall weight beta (0 to 1000)");
    /** NLTK's {@code ignore_whitespace}. */
    public static final Option<Boolean> IGNORE_WHITESPACE = Option.bool("ignore_whitespace",
            List.of("--ignore-whitespace"), NLTK_DEFAULTS.ignoreWhitespace(), "remove whitespace before counting");
    /** What NLTK is given: the strings ({@code none}) or their {@code str.split()} tokens ({@code split}). */
    public static final Option<String> NLTK_TOKENIZE = Option.choice("tokenize", List.of(), NLTK_DEFAULTS.tokenize(),
            NltkChrf.TOKENIZE, "none: NLTK is given the strings; split: their str.split() tokens");

    /** chrF as NLTK 3.8 computes it. */
    public static final Profile NLTK = Profile.builder("nltk:chrf")
            .description("chrF as NLTK 3.8 computes it (nltk.translate.chrf_score, a macro average, 0-1)")
            .options(List.of(MIN_LEN, MAX_LEN, NLTK_BETA, IGNORE_WHITESPACE, NLTK_TOKENIZE))
            .build(v -> NltkChrf.nltk()
                    .withMaxLen(v.get(MAX_LEN)) // first: the defaults' min_len 1 fits any valid max_len
                    .withMinLen(v.get(MIN_LEN))
                    .withBeta(v.get(NLTK_BETA))
                    .withIgnoreWhitespace(v.get(IGNORE_WHITESPACE))
                    .withTokenize(v.get(NLTK_TOKENIZE)));

    @Override
    public List<Profile> profiles() {
        return List.of(SACREBLEU, NLTK);
    }
}
