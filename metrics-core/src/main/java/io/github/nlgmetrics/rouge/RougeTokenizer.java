package io.github.nlgmetrics.rouge;

import java.util.List;

/** Turns one text (or one sentence, for rougeLsum) into the tokens a ROUGE profile compares. */
public interface RougeTokenizer {
    /** The tokens of {@code text}, in order. */
    List<String> tokenize(String text);

    /** A short name for signatures, e.g. {@code rouge-score} or {@code unicode}. */
    String signature();
}
