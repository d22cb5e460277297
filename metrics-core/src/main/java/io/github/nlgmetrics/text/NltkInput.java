package io.github.nlgmetrics.text;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.List;

/**
 * Input plumbing shared by the NLTK translation metrics (METEOR, GLEU, NIST, RIBES): NLTK takes
 * pre-tokenized sentences, and the golden cases (and the CLI) tokenize texts with Python's
 * {@code str.split()} ({@link PyStrings#split}: runs of Unicode whitespace separate tokens).
 */
public final class NltkInput {
    /**
     * The {@code tokenize} option of the NLTK profiles: how a text becomes NLTK's token list. Only
     * {@code split} (Python's {@code str.split()}) exists; the golden cases name it, the command
     * line has no flag for it.
     */
    public static final Option<String> TOKENIZE = Option.choice("tokenize", List.of(), "split", List.of("split"),
            "how texts become NLTK's token lists: split (Python's str.split())");

    private NltkInput() {
    }

    /** {@code text.split()} of one text. */
    public static List<String> split(String text) {
        if (text == null) {
            throw new IllegalArgumentException("a segment is null");
        }
        return PyStrings.split(text);
    }

    /** {@code text.split()} of every string. */
    public static List<List<String>> splitAll(List<String> texts) {
        List<List<String>> out = new ArrayList<>(texts.size());
        for (String t : texts) {
            out.add(split(t));
        }
        return out;
    }

    /** {@code refs.get(i).split()} per segment. */
    public static List<List<List<String>>> splitRefs(List<? extends List<String>> refs) {
        List<List<List<String>>> out = new ArrayList<>(refs.size());
        for (List<String> seg : refs) {
            if (seg == null) {
                throw new IllegalArgumentException("references of segment " + out.size() + " are null");
            }
            out.add(splitAll(seg));
        }
        return out;
    }
}
