package io.github.nlgmetrics.gleu;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.text.NltkInput;
import java.util.List;

/**
 * The GLEU profile {@code nltk:gleu}: NLTK 3.8's {@code sentence_gleu / corpus_gleu} with its
 * keyword arguments {@code min_len} and {@code max_len} (defaults those of {@link Gleu#nltk()}),
 * on texts split with Python's {@code str.split()} ({@code tokenize: split}).
 */
public final class GleuProfiles implements ProfileProvider {
    private static final Gleu NLTK = Gleu.nltk();

    /** NLTK's {@code min_len}: the smallest n-gram order. */
    public static final Option<Integer> MIN_LEN = Option.integer("min_len", List.of("--min-len"), NLTK.minLen(), 1,
            Integer.MAX_VALUE, "smallest n-gram order");
    /** NLTK's {@code max_len}: the largest n-gram order (at least {@code min_len}). */
    public static final Option<Integer> MAX_LEN = Option.integer("max_len", List.of("--max-len"), NLTK.maxLen(), 1,
            Integer.MAX_VALUE, "largest n-gram order");

    /** GLEU as NLTK 3.8 computes it. */
    public static final Profile NLTK_GLEU = Profile.builder("nltk:gleu")
            .description("Google-BLEU as NLTK 3.8 computes it (nltk.translate.gleu_score)")
            .options(List.of(MIN_LEN, MAX_LEN, NltkInput.TOKENIZE))
            .build(v -> Gleu.nltk().withLengths(v.get(MIN_LEN), v.get(MAX_LEN)));

    @Override
    public List<Profile> profiles() {
        return List.of(NLTK_GLEU);
    }
}
