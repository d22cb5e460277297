package io.github.nlgmetrics.nist;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.text.NltkInput;
import java.util.List;

/**
 * The NIST profile {@code nltk:nist}: NLTK 3.8's {@code sentence_nist / corpus_nist} with its
 * keyword argument {@code n} (default that of {@link Nist#nltk()}), on texts split with Python's
 * {@code str.split()} ({@code tokenize: split}). The metric is not additive ({@link Nist}).
 */
public final class NistProfiles implements ProfileProvider {
    /** NLTK's {@code n}: the highest n-gram order. */
    public static final Option<Integer> N = Option.integer("n", List.of("--n", "-n"), Nist.nltk().n(), 1,
            Integer.MAX_VALUE, "highest n-gram order");

    /** NIST as NLTK 3.8 computes it. */
    public static final Profile NLTK_NIST = Profile.builder("nltk:nist")
            .description("NIST as NLTK 3.8 computes it (nltk.translate.nist_score); not resampleable")
            .options(List.of(N, NltkInput.TOKENIZE))
            .build(v -> Nist.nltk().withN(v.get(N)));

    @Override
    public List<Profile> profiles() {
        return List.of(NLTK_NIST);
    }
}
