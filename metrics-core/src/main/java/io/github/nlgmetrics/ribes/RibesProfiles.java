package io.github.nlgmetrics.ribes;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.text.NltkInput;
import java.util.List;

/**
 * The RIBES profile {@code nltk:ribes}: NLTK 3.8's {@code sentence_ribes / corpus_ribes} with its
 * keyword arguments {@code alpha} and {@code beta} (defaults those of {@link Ribes#nltk()}), on
 * texts split with Python's {@code str.split()} ({@code tokenize: split}).
 */
public final class RibesProfiles implements ProfileProvider {
    private static final Ribes NLTK = Ribes.nltk();

    /** NLTK's {@code alpha}: the exponent of the unigram precision. */
    public static final Option<Double> ALPHA = Option.number("alpha", List.of("--alpha"), NLTK.alpha(),
            0, 1000, "exponent of the unigram precision (0 to 1000; negative would exceed 1)");
    /** NLTK's {@code beta}: the exponent of the brevity penalty. */
    public static final Option<Double> BETA = Option.number("beta", List.of("--beta"), NLTK.beta(),
            0, 1000, "exponent of the brevity penalty (0 to 1000)");

    /** RIBES as NLTK 3.8 computes it. */
    public static final Profile NLTK_RIBES = Profile.builder("nltk:ribes")
            .description("RIBES as NLTK 3.8 computes it (nltk.translate.ribes_score); corpus = mean of segments")
            .options(List.of(ALPHA, BETA, NltkInput.TOKENIZE))
            .build(v -> Ribes.nltk().withAlpha(v.get(ALPHA)).withBeta(v.get(BETA)));

    @Override
    public List<Profile> profiles() {
        return List.of(NLTK_RIBES);
    }
}
