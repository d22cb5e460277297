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

    /** The name recorded in signatures ({@code 13a}, {@code intl}, ...). */
    String signature();
}
