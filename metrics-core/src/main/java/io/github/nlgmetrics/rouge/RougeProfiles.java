package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.OptionValues;
import java.util.ArrayList;
import java.util.List;

/**
 * The ROUGE profiles, each with rouge-score's option names and defaults, declared once.
 *
 * <table>
 *   <caption>ROUGE profiles</caption>
 *   <tr><th>profile</th><th>reference</th><th>factory</th></tr>
 *   <tr><td>{@code rouge-score:rouge}</td><td>Google rouge-score 0.1.2 {@code RougeScorer(...)}</td>
 *       <td>{@link Rouge#rougeScore()}</td></tr>
 *   <tr><td>{@code unicode:rouge}</td><td>rouge-score 0.1.2 with a Unicode-correct tokenizer (ours)</td>
 *       <td>{@link Rouge#unicode()}</td></tr>
 * </table>
 *
 * <p>The Unicode profile is named after its variant ({@code unicode}), as it appears in every
 * ROUGE signature ({@code profile:unicode}) and on the command line ({@code rouge --profile unicode}):
 * for both profiles {@link Profile#reference()} is the signature's {@code profile} value. It
 * takes the same options as {@code rouge-score:rouge} except {@code tokenizer}, which is what it
 * replaces.
 *
 * <p>rouge-score's {@code BootstrapAggregator} options are not profile options: they do not change
 * the metric but how its segment scores are aggregated ({@link BootstrapAggregator}).
 */
public final class RougeProfiles implements ProfileProvider {
    /** rouge-score's defaults, as its factory sets them (the options' defaults come from here). */
    private static final Rouge DEFAULTS = Rouge.rougeScore();

    /** {@code RougeScorer(rouge_types=...)}: a list, or comma-separated text {@code rouge1,rougeL}. */
    public static final Option<List<String>> ROUGE_TYPES = Option.of("rouge_types", List.of("--types", "-t"),
            DEFAULTS.typeNames(), RougeProfiles::types, "ROUGE types: rouge1..rouge9, rougeL, rougeLsum");
    /** {@code RougeScorer(use_stemmer=...)}: NLTK's Porter stemmer on tokens longer than 3 characters. */
    public static final Option<Boolean> USE_STEMMER = Option.bool("use_stemmer", List.of("--use-stemmer", "--stemmer"),
            DEFAULTS.stemmer(), "stem tokens longer than 3 characters (NLTK Porter)");
    /**
     * {@code score_multi} (true) or {@code score} (false, exactly one reference). With one reference
     * both give the same scores; the command line picks {@code score_multi}, so it has no flag.
     */
    public static final Option<Boolean> MULTI = Option.bool("multi", List.of(), DEFAULTS.multi(),
            "score_multi (best F over references) rather than score (one reference)");
    /** {@code RougeScorer(split_summaries=...)}: only False (rougeLsum splits on newlines). */
    public static final Option<Boolean> SPLIT_SUMMARIES = Option.of("split_summaries", List.of(), false, raw -> {
        if (Option.toBool("split_summaries", raw)) {
            throw new IllegalArgumentException("split_summaries=True (nltk.sent_tokenize) is not implemented: "
                    + raw);
        }
        return false;
    }, "split rougeLsum summaries into sentences with NLTK (only false)");
    /**
     * {@code RougeScorer(tokenizer=...)}: rouge-score's {@code default} tokenizer, or {@code split}
     * (an object whose {@code tokenize} is Python's {@code str.split()}; {@code use_stemmer} then has
     * no effect, as in rouge-score).
     */
    public static final Option<String> TOKENIZER = Option.choice("tokenizer", List.of(), "default",
            List.of("default", "split"), "rouge-score tokenizer: default, or split (str.split(), no stemming)");

    /** ROUGE as rouge-score 0.1.2 computes it. */
    public static final Profile ROUGE_SCORE = Profile.builder("rouge-score:rouge")
            .description("ROUGE-N/L/Lsum as Google rouge-score 0.1.2 computes it (rouge_scorer.RougeScorer)")
            .options(List.of(ROUGE_TYPES, USE_STEMMER, SPLIT_SUMMARIES, TOKENIZER, MULTI))
            .family(RougeFamily.INSTANCE, quirks(v -> "split".equals(v.get(TOKENIZER)) ? "split" : "rouge-score",
                    "default: lower-cases, keeps ASCII letters and digits (non-ASCII letters split words)"))
            .build(v -> configure(Rouge.rougeScore(), v)
                    .withVariant(v.get(TOKENIZER).equals("split") ? Rouge.Variant.SPLIT : Rouge.Variant.ROUGE_SCORE));

    /** rouge-score 0.1.2 with the Unicode-correct tokenizer. */
    public static final Profile UNICODE = Profile.builder("unicode:rouge")
            .description("ROUGE-N/L/Lsum as rouge-score 0.1.2, with a Unicode-correct tokenizer (letters and "
                    + "digits of every script)")
            .options(List.of(ROUGE_TYPES, USE_STEMMER, SPLIT_SUMMARIES, MULTI))
            .family(RougeFamily.INSTANCE, quirks(v -> "unicode", "lower-cases, keeps letters and digits of every script"))
            .build(v -> configure(Rouge.unicode(), v));

    @Override
    public List<Profile> profiles() {
        return List.of(ROUGE_SCORE, UNICODE);
    }

    /** rouge-score's point in the {@link RougeFamily} vector (the tokenizer is the variant's). */
    private static List<Quirk> quirks(java.util.function.Function<OptionValues, String> tokenizer,
                                      String tokenizerDescription) {
        return List.of(
                Quirk.of(RougeFamily.TOKENIZER, tokenizer, tokenizerDescription),
                Quirk.of(RougeFamily.STEMMER, v -> v.get(USE_STEMMER) ? "porter" : "none",
                        "use_stemmer: NLTK's Porter on tokens longer than 3 characters (off by default)"),
                Quirk.fixed(RougeFamily.STOPWORDS, "keep", "keeps every token"),
                Quirk.fixed(RougeFamily.TRUNCATION, "none", "scores whole texts"),
                Quirk.of(RougeFamily.MEASURE, v -> {
                    String first = v.get(ROUGE_TYPES).get(0);
                    return first.matches("rouge[1-9]|rougeL") ? first : null;
                }, "the headline is the first of rouge_types (rouge1 by default); rougeLsum cannot be switched"),
                Quirk.fixed(RougeFamily.MULTI_REFERENCE, "best-f",
                        "score_multi: per type the reference with the highest F, the first on ties"),
                Quirk.fixed(RougeFamily.F_MEASURE, "harmonic", "scoring.fmeasure: 2·P·R/(P+R)"),
                Quirk.fixed(RougeFamily.ROUNDING, "none", "full precision"),
                Quirk.fixed(RougeFamily.AGGREGATION, "mean", "the mean of the segment scores"));
    }

    private static Rouge configure(Rouge base, OptionValues v) {
        return base.withTypes(v.get(ROUGE_TYPES)).withStemmer(v.get(USE_STEMMER)).withMulti(v.get(MULTI));
    }

    /** A list of valid type names from a list or from comma-separated text. */
    private static List<String> types(Object raw) {
        List<String> names = new ArrayList<>();
        if (raw instanceof List<?> list) {
            for (Object o : list) {
                names.add(String.valueOf(o));
            }
        } else {
            for (String t : raw.toString().split(",", -1)) {
                names.add(t.trim());
            }
        }
        if (names.isEmpty()) {
            throw new IllegalArgumentException("rouge_types: at least one type is required: " + raw);
        }
        names.forEach(RougeType::parse);
        return List.copyOf(names);
    }
}
