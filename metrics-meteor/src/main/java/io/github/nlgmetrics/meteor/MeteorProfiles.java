package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.hfevaluate.HfEvaluateMetric;
import io.github.nlgmetrics.text.NltkInput;
import io.github.nlgmetrics.text.NltkWordTokenizer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /**
     * METEOR as Hugging Face evaluate's {@code meteor} script computes it ({@code metrics/meteor/meteor.py}
     * @ a7dd338): NLTK 3.8's {@code meteor_score} per segment on {@code word_tokenize} tokens (Punkt
     * sentences, then the Treebank word tokenizer), the best reference, then {@code np.mean}; an
     * empty corpus is an error ({@code references[0]}). Returns {@code {"meteor": mean}}.
     */
    public static final Profile HF_EVALUATE = Profile.builder("hf-evaluate:meteor")
            .description("METEOR as Hugging Face evaluate's 'meteor' computes it (NLTK 3.8 meteor_score on word_tokenize"
                    + " tokens, mean of segments)")
            .options(List.of(ALPHA, BETA, GAMMA))
            .build(v -> HfEvaluateMetric.of("meteor",
                    Meteor.nltk().withAlpha(v.get(ALPHA)).withBeta(v.get(BETA)).withGamma(v.get(GAMMA))
                            .withTokenizer(NltkWordTokenizer.NAME),
                    s -> {
                        Map<String, Object> d = new LinkedHashMap<>();
                        d.put("meteor", s.score());
                        return d;
                    }));

    @Override
    public List<Profile> profiles() {
        return List.of(NLTK_METEOR, HF_EVALUATE);
    }
}
