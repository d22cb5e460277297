package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.text.NltkInput;
import java.util.List;

/**
 * The METEOR profile {@code nltk:meteor}: NLTK 3.8's {@code meteor_score} with its keyword
 * arguments {@code alpha}, {@code beta} and {@code gamma} (defaults those of {@link Meteor#nltk()}),
 * on texts split with Python's {@code str.split()} ({@code tokenize: split}); the corpus score is
 * the mean of the segment scores. Registered by this module (a {@code ProfileProvider} service), so
 * {@code Profiles.byName("nltk:meteor")} exists wherever metrics-meteor is on the class path.
 */
public final class MeteorProfiles implements ProfileProvider {
    private static final Meteor NLTK = Meteor.nltk();

    /** NLTK's {@code alpha}: the weight of precision against recall. */
    public static final Option<Double> ALPHA = Option.number("alpha", List.of("--alpha"), NLTK.alpha(),
            0, 1, "weight of precision vs recall (0 to 1)");
    /** NLTK's {@code beta}: the shape (exponent) of the fragmentation penalty. */
    public static final Option<Double> BETA = Option.number("beta", List.of("--beta"), NLTK.beta(),
            0, 1000, "shape of the fragmentation penalty (0 to 1000)");
    /** NLTK's {@code gamma}: the weight of the fragmentation penalty. */
    public static final Option<Double> GAMMA = Option.number("gamma", List.of("--gamma"), NLTK.gamma(),
            0, 1, "weight of the fragmentation penalty (0 to 1)");

    /** METEOR as NLTK 3.8 computes it. */
    public static final Profile NLTK_METEOR = Profile.builder("nltk:meteor")
            .description("METEOR as NLTK 3.8 computes it (nltk.translate.meteor_score, WordNet 3.0);"
                    + " corpus = mean of segments")
            .options(List.of(ALPHA, BETA, GAMMA, NltkInput.TOKENIZE))
            .build(v -> Meteor.nltk().withAlpha(v.get(ALPHA)).withBeta(v.get(BETA)).withGamma(v.get(GAMMA)));

    @Override
    public List<Profile> profiles() {
        return List.of(NLTK_METEOR);
    }
}
