package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.text.PorterStemmer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * Where ROUGE gets NLTK's Porter stemmer ({@code use_stemmer=True}): {@link PorterStemmer#nltk()},
 * behind a bounded memo (word frequencies are Zipfian, so most tokens repeat; the memo only
 * saves time, stems are pure functions of the word).
 */
final class Stemming {
    private static final int MAX_MEMO = 200_000;
    private static final ConcurrentHashMap<String, String> MEMO = new ConcurrentHashMap<>();
    private static final UnaryOperator<String> PORTER = Stemming::memoStem;

    private Stemming() {
    }

    /** NLTK 3.8's {@code PorterStemmer()} (NLTK_EXTENSIONS mode). */
    static UnaryOperator<String> porter() {
        return PORTER;
    }

    private static String memoStem(String word) {
        String s = MEMO.get(word);
        if (s == null) {
            s = PorterStemmer.nltk().stem(word);
            if (MEMO.size() >= MAX_MEMO) {
                MEMO.clear();
            }
            MEMO.put(word, s);
        }
        return s;
    }
}
