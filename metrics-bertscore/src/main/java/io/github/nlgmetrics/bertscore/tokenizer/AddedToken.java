package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.Objects;

/**
 * A special or added token as transformers 4.26.1 holds it: either an {@code AddedToken} (the dataclass of
 * {@code tokenization_utils_base}, equal when all five fields are equal) or a plain string ({@code plain}). The
 * difference matters when the text is split on it ({@code PreTrainedTokenizer.tokenize}): an {@code AddedToken}
 * strips the whitespace on its left only with {@code lstrip} and on its right only with {@code rstrip}; a plain
 * string strips both sides. A plain string never equals an {@code AddedToken} of the same content
 * ({@code OrderedDict.fromkeys} keeps both).
 */
record AddedToken(String content, boolean singleWord, boolean lstrip, boolean rstrip, boolean normalized,
                  boolean plain) {
    AddedToken {
        Objects.requireNonNull(content, "content");
    }

    /** A special token given as a plain string. */
    static AddedToken plain(String content) {
        return new AddedToken(content, false, false, false, true, true);
    }

    /** {@code AddedToken(content, lstrip=..., rstrip=...)} with the dataclass's other defaults. */
    static AddedToken of(String content, boolean lstrip, boolean rstrip) {
        return new AddedToken(content, false, lstrip, rstrip, true, false);
    }

    /** Whether the text on the token's left loses its trailing whitespace. */
    boolean stripsLeft() {
        return plain || lstrip;
    }

    /** Whether the text on the token's right loses its leading whitespace. */
    boolean stripsRight() {
        return plain || rstrip;
    }

    @Override
    public String toString() {
        return plain ? content : "AddedToken(" + content + (lstrip ? ", lstrip" : "") + (rstrip ? ", rstrip" : "") + ")";
    }
}
