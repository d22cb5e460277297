package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.text.PorterStemmer;
import java.util.function.UnaryOperator;

/**
 * Where ROUGE gets NLTK's Porter stemmer ({@code use_stemmer=True}): {@link PorterStemmer#nltk()},
 * behind the shared bounded memo ({@link PorterStemmer#memoized()}; word frequencies are Zipfian,
 * so most tokens repeat; the memo only saves time, stems are pure functions of the word).
 */
final class Stemming {
    private Stemming() {
    }

    /** NLTK 3.8's {@code PorterStemmer()} (NLTK_EXTENSIONS mode). */
    static UnaryOperator<String> porter() {
        return PorterStemmer.memoized();
    }
}
