package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The named ways a text becomes the token list a Python scorer is given (the {@code tokenize} /
 * {@code tokenizer} options of the NLTK and Hugging Face evaluate profiles):
 * <ul>
 *   <li>{@code split}: Python's {@code text.split()} ({@link PyStrings#split});</li>
 *   <li>{@code word_tokenize}: NLTK 3.8's {@code word_tokenize} ({@link NltkWordTokenizer});</li>
 *   <li>a sacrebleu tokenizer name ({@code 13a}, {@code intl}, {@code zh}, {@code char},
 *       {@code none}): that tokenizer, then {@code split()} (evaluate's {@code Tokenizer13a}
 *       returns exactly sacrebleu's {@code 13a} tokens).</li>
 * </ul>
 */
public final class TokenLists {
    /** Python's {@code str.split()}. */
    public static final String SPLIT = "split";

    private TokenLists() {
    }

    /** The tokenization called {@code name}; an unknown name is an {@link IllegalArgumentException}. */
    public static Function<String, List<String>> byName(String name) {
        if (SPLIT.equals(name)) {
            return PyStrings::split;
        }
        if (NltkWordTokenizer.NAME.equals(name)) {
            return NltkWordTokenizer::wordTokenize;
        }
        if (!Tokenizers.names().contains(name)) {
            throw new IllegalArgumentException("unknown tokenizer: '" + name + "' (known: " + String.join(", ", names())
                    + ")");
        }
        Tokenizer t = Tokenizers.byName(name);
        return text -> PyStrings.split(t.tokenize(text));
    }

    /** Every known name: {@code split}, {@code word_tokenize}, then sacrebleu's tokenizers. */
    public static List<String> names() {
        List<String> out = new ArrayList<>();
        out.add(SPLIT);
        out.add(NltkWordTokenizer.NAME);
        out.addAll(Tokenizers.names());
        return out;
    }
}
