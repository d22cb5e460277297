package io.github.nlgmetrics.text;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The registry of sacrebleu's tokenizers by their sacrebleu names. The SentencePiece tokenizers
 * ({@link TokenizerSpm#NAMES}) need a model file and are made on request, reading it from where
 * sacrebleu keeps it ({@link TokenizerSpm#sacrebleu}).
 */
public final class Tokenizers {
    private static final Map<String, Tokenizer> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("13a", Tokenizer13a.INSTANCE);
        BY_NAME.put("intl", TokenizerIntl.INSTANCE);
        BY_NAME.put("zh", TokenizerZh.INSTANCE);
        BY_NAME.put("char", TokenizerChar.INSTANCE);
        BY_NAME.put("none", TokenizerNone.INSTANCE);
    }

    private Tokenizers() {
    }

    /** The tokenizer named {@code name}; unknown names are an {@link IllegalArgumentException}. */
    public static Tokenizer byName(String name) {
        if (TokenizerSpm.isName(name)) {
            return TokenizerSpm.sacrebleu(name);
        }
        Tokenizer t = BY_NAME.get(name);
        if (t == null) {
            throw new IllegalArgumentException(
                    "unknown tokenizer: '" + name + "' (known: " + String.join(", ", names()) + ")");
        }
        return t;
    }

    /** The known names, in registry order. */
    public static Set<String> names() {
        Set<String> names = new LinkedHashSet<>(BY_NAME.keySet());
        names.addAll(TokenizerSpm.NAMES);
        return Collections.unmodifiableSet(names);
    }
}
