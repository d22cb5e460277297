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

    /** The score of {@code type} ({@link RougeType#ROUGE_L}, {@code RougeType.rougeN(3)}, ...). */
    public RougeScore get(RougeType type) {
        return get(type.name());
    }

    /** The {@code rouge1} score; an IllegalArgumentException when it was not computed. */
    public RougeScore rouge1() {
        return get(RougeType.ROUGE_1);
    }

    /** The {@code rouge2} score; an IllegalArgumentException when it was not computed. */
    public RougeScore rouge2() {
        return get(RougeType.ROUGE_2);
    }

    /** The {@code rougeL} score; an IllegalArgumentException when it was not computed. */
    public RougeScore rougeL() {
        return get(RougeType.ROUGE_L);
    }

    /** The {@code rougeLsum} score; an IllegalArgumentException when it was not computed. */
    public RougeScore rougeLsum() {
        return get(RougeType.ROUGE_LSUM);
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
        scores.forEach((type, s) -> out.put(type, s.fields()));
        return out;
    }
}
