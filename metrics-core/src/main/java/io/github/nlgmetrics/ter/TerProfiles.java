package io.github.nlgmetrics.ter;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.List;

/**
 * The TER profile {@code sacrebleu:ter}: sacrebleu 2.6.0 {@code TER(normalized, no_punct,
 * asian_support, case_sensitive)}, each option declared once under sacrebleu's keyword name with
 * the default of {@link Ter#sacrebleu()}.
 */
public final class TerProfiles implements ProfileProvider {
    private static final Ter DEFAULTS = Ter.sacrebleu();

    /** sacrebleu's {@code normalized}. */
    public static final Option<Boolean> NORMALIZED = Option.bool("normalized", List.of("--normalize", "--ter-normalized"),
            DEFAULTS.normalized(), "apply tercom's normalization (entities, punctuation tokenization)");
    /** sacrebleu's {@code no_punct}. */
    public static final Option<Boolean> NO_PUNCT = Option.bool("no_punct", List.of("--no-punct", "--ter-no-punct", "--ignore-punct", "--no-punctuation"),
            DEFAULTS.noPunct(), "remove punctuation");
    /** sacrebleu's {@code asian_support}. */
    public static final Option<Boolean> ASIAN_SUPPORT = Option.bool("asian_support", List.of("--asian-support", "--ter-asian-support", "--support-zh-ja-chars"),
            DEFAULTS.asianSupport(), "split CJK characters / remove CJK punctuation (with normalized / no_punct)");
    /** sacrebleu's {@code case_sensitive}. */
    public static final Option<Boolean> CASE_SENSITIVE = Option.bool("case_sensitive", List.of("--case-sensitive", "--ter-case-sensitive"),
            DEFAULTS.caseSensitive(), "do not lowercase");

    /** TER as sacrebleu 2.6.0 computes it. */
    public static final Profile SACREBLEU = Profile.builder("sacrebleu:ter")
            .description("TER as sacrebleu 2.6.0 computes it (sacrebleu.metrics.TER, a port of tercom)")
            .options(List.of(NORMALIZED, NO_PUNCT, ASIAN_SUPPORT, CASE_SENSITIVE))
            .build(v -> Ter.sacrebleu()
                    .withNormalized(v.get(NORMALIZED))
                    .withNoPunct(v.get(NO_PUNCT))
                    .withAsianSupport(v.get(ASIAN_SUPPORT))
                    .withCaseSensitive(v.get(CASE_SENSITIVE)));

    @Override
    public List<Profile> profiles() {
        return List.of(SACREBLEU);
    }
}
