package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.Score;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * ROUGE scores by type name, in the order the types were requested: one segment's (rouge-score's
 * result dict of {@code score} / {@code score_multi}) or the mean over a corpus's segments.
 *
 * <p>{@link #fields()} is rouge-score's dict, {@code {type: {precision, recall, fmeasure}}}; the
 * headline {@link #score()} is the F-measure of the first type (rouge-score itself reports no
 * single number).
 *
 * @param scores type name → score (unmodifiable, insertion-ordered)
 * @param segments how many segments the scores average (1 for one segment)
 */
public record RougeResult(Map<String, RougeScore> scores, long segments) implements Score {
    public RougeResult {
        scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
        if (segments < 1) {
            throw new IllegalArgumentException("ROUGE scores summarise at least one segment: " + segments);
        }
    }

    /** The scores of one segment. */
    public RougeResult(Map<String, RougeScore> scores) {
        this(scores, 1);
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

    /** The F-measure of the first type (NaN when there are no types). */
    @Override
    public double score() {
        return scores.isEmpty() ? Double.NaN : scores.values().iterator().next().fmeasure();
    }

    /** {@code {type: {precision, recall, fmeasure}}}, as rouge-score's result dict. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        scores.forEach((type, s) -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("precision", s.precision());
            m.put("recall", s.recall());
            m.put("fmeasure", s.fmeasure());
            out.put(type, m);
        });
        return out;
    }
}
