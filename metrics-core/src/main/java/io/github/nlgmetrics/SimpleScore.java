package io.github.nlgmetrics;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A score that is a single number (NLTK's GLEU, NIST, RIBES; the mean of segment scores), with
 * an optional count of the segments it summarises.
 *
 * @param score the number
 * @param segments how many segments it summarises (1 for a sentence score)
 */
public record SimpleScore(double score, long segments) implements Score {
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("score", score);
        return out;
    }
}
