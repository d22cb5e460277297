package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.List;

/**
 * Input plumbing shared by the NLTK translation metrics: NLTK takes pre-tokenized sentences,
 * and the golden cases (and the CLI) tokenize with Python's {@code str.split()}.
 */
public final class NltkInput {
    private NltkInput() {
    }

    /** {@code text.split()} of every string. */
    public static List<List<String>> splitAll(List<String> texts) {
        List<List<String>> out = new ArrayList<>(texts.size());
        for (String t : texts) {
            if (t == null) {
                throw new IllegalArgumentException("a segment is null");
            }
            out.add(PyStrings.split(t));
        }
        return out;
    }

    /** {@code refs.get(i).split()} per segment. */
    public static List<List<List<String>>> splitRefs(List<? extends List<String>> refs) {
        List<List<List<String>>> out = new ArrayList<>(refs.size());
        for (List<String> seg : refs) {
            out.add(splitAll(seg));
        }
        return out;
    }

    public static void requireSameLength(int hyps, int refs) {
        if (hyps != refs) {
            throw new IllegalArgumentException("The number of hypotheses and their reference(s) should be the same: "
                    + hyps + " hypotheses vs " + refs + " reference lists");
        }
    }
}
