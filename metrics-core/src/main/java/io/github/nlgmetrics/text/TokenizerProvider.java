package io.github.nlgmetrics.text;

import java.util.Set;

/**
 * A source of sacrebleu tokenizers that live outside {@code metrics-core} because they need a
 * dependency or data core does not carry (core has no runtime dependencies): for example
 * {@code ja-mecab} in the {@code metrics-ja} module, which reads IPADIC from Lucene's Kuromoji.
 *
 * <p>Implementations are found with {@link java.util.ServiceLoader}: list the class in
 * {@code META-INF/services/io.github.nlgmetrics.text.TokenizerProvider}. {@link Tokenizers}
 * asks every provider on the class path for its {@link #names()} once, when it is first used,
 * and calls {@link #tokenizer(String)} only when a name is first looked up, so a provider may
 * defer loading its data until then. A provider never replaces a built-in name (the first
 * registration of a name wins).
 */
public interface TokenizerProvider {
    /** The sacrebleu names this provider serves ({@code ja-mecab}, ...). */
    Set<String> names();

    /**
     * The tokenizer named {@code name} (one of {@link #names()}); may load data on the first
     * call, and returns the same thread-safe instance every time.
     */
    Tokenizer tokenizer(String name);
}
