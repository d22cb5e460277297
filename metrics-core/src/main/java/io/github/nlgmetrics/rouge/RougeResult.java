package io.github.nlgmetrics.rouge;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The scores of one hypothesis, by ROUGE type name, in the order the types were requested
 * (rouge-score's result dict).
 *
 * @param scores type name → score (unmodifiable, insertion-ordered)
 */
public record RougeResult(Map<String, RougeScore> scores) {
    public RougeResult {
        scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
    }

    /** The score of {@code type}; an IllegalArgumentException naming it when it was not computed. */
    public RougeScore get(String type) {
        RougeScore s = scores.get(type);
        if (s == null) {
            throw new IllegalArgumentException("no score for rouge type '" + type + "' (computed: "
                    + scores.keySet() + ")");
        }
        return s;
    }

    /** The type names, in order. */
    public Set<String> types() {
        return scores.keySet();
    }
}
