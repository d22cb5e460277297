package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;

/**
 * A sacrebleu-style tokenizer: maps a line to a line whose tokens are separated by single
 * spaces. Splitting the result with {@link PyStrings#split(String)} gives the tokens.
 *
 * <p>Implementations are stateless and thread-safe.
 */
public interface Tokenizer {
    /** The tokenized line. */
    String tokenize(String line);

    /**
     * Appends the tokenized line to {@code out}, for the kernels that split and intern tokens
     * without building strings; whitespace need not be folded (the reader splits on Python's
     * whitespace set). The default appends {@link #tokenize}'s result.
     */
    default void tokenizeInto(String line, TokenBuffer out) {
        out.append(tokenize(line));
    }

    /** The name recorded in signatures ({@code 13a}, {@code intl}, ...). */
    String signature();
}
