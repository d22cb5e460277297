package io.github.nlgmetrics.text;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The registry of sacrebleu's tokenizers by their sacrebleu names: the built-in ones, then the
 * names of every {@link TokenizerProvider} on the class path (found with {@link ServiceLoader};
 * each provider's tokenizer is created when its name is first looked up), then the SentencePiece
 * tokenizers ({@link TokenizerSpm#NAMES}), which need a model file and are made on request,
 * reading it from where sacrebleu keeps it ({@link TokenizerSpm#sacrebleu}).
 */
public final class Tokenizers {
    private static final Map<String, Tokenizer> BY_NAME = new LinkedHashMap<>();
    /** Names served by a provider, whose tokenizer is created on first use. */
    private static final Map<String, TokenizerProvider> PROVIDED = new LinkedHashMap<>();

    static {
        BY_NAME.put("13a", Tokenizer13a.INSTANCE);
        BY_NAME.put("intl", TokenizerIntl.INSTANCE);
        BY_NAME.put("zh", TokenizerZh.INSTANCE);
        BY_NAME.put("char", TokenizerChar.INSTANCE);
        BY_NAME.put("none", TokenizerNone.INSTANCE);
        for (TokenizerProvider p : ServiceLoader.load(TokenizerProvider.class, Tokenizers.class.getClassLoader())) {
            for (String name : p.names()) {
                if (!BY_NAME.containsKey(name)) {
                    PROVIDED.putIfAbsent(name, p);
                }
            }
        }
    }

    private Tokenizers() {
    }

    /** The tokenizer named {@code name}; unknown names are an {@link IllegalArgumentException}. */
    public static Tokenizer byName(String name) {
        java.util.Objects.requireNonNull(name, "name");
        if (TokenizerSpm.isName(name)) {
            return TokenizerSpm.sacrebleu(name);
        }
        Tokenizer t = BY_NAME.get(name);
        if (t == null) {
            TokenizerProvider p = PROVIDED.get(name);
            if (p == null) {
                throw new IllegalArgumentException(
                        "unknown tokenizer: '" + name + "' (known: " + String.join(", ", names()) + ")");
            }
            t = p.tokenizer(name);
        }
        return t;
    }

    /** The known names, in registry order (the built-in ones, those of the providers, the SentencePiece ones). */
    public static Set<String> names() {
        Set<String> all = new LinkedHashSet<>(BY_NAME.keySet());
        all.addAll(PROVIDED.keySet());
        all.addAll(TokenizerSpm.NAMES);
        return Collections.unmodifiableSet(all);
    }
}
