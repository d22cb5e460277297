package io.github.nlgmetrics.rouge;

import java.util.function.UnaryOperator;

/** Where ROUGE gets NLTK's Porter stemmer ({@code use_stemmer=True}). */
final class Stemming {
    private Stemming() {
    }

    /** NLTK 3.8's {@code PorterStemmer()} (NLTK_EXTENSIONS mode). */
    static UnaryOperator<String> porter() {
        throw new UnsupportedOperationException("use_stemmer needs NLTK's PorterStemmer "
                + "(io.github.nlgmetrics.text.PorterStemmer), which is not in this build yet");
    }
}
