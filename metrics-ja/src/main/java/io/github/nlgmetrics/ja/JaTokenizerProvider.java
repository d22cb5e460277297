package io.github.nlgmetrics.ja;

import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.TokenizerProvider;
import java.util.Set;

/**
 * Registers sacrebleu's {@code ja-mecab} ({@link TokenizerJaMecab}) into metrics-core's
 * {@link io.github.nlgmetrics.text.Tokenizers} registry (listed in
 * {@code META-INF/services/io.github.nlgmetrics.text.TokenizerProvider}). The dictionary loads
 * when the name is first looked up.
 */
public final class JaTokenizerProvider implements TokenizerProvider {
    /** sacrebleu's name of the tokenizer. */
    public static final String JA_MECAB = "ja-mecab";

    @Override
    public Set<String> names() {
        return Set.of(JA_MECAB);
    }

    @Override
    public Tokenizer tokenizer(String name) {
        if (!JA_MECAB.equals(name)) {
            throw new IllegalArgumentException("unknown tokenizer: '" + name + "' (this provider serves ja-mecab)");
        }
        return TokenizerJaMecab.get();
    }
}
