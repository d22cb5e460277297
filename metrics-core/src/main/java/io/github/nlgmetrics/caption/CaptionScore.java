package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.internal.ArrayRecords;
import io.github.nlgmetrics.Score;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A pycocoevalcap scorer's result: the corpus score under the scorer's method key
 * ({@code ROUGE_L}, {@code CIDEr}) and the per-image scores ({@code compute_score}'s second value).
 *
 * @param key the key pycocoevalcap reports the score under
 * @param score the corpus score ({@code np.mean} of the per-image scores)
 * @param perImage the score of every image, in image order
 */
public record CaptionScore(String key, double score, double[] perImage) implements Score {
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put(key, score);
        out.put("per_image", perImage);
        return out;
    }

    /** Every component, arrays by content (a record prints an array as {@code [D@...}). */
    @Override
    public String toString() {
        return ArrayRecords.toString(this);
    }

    /** Equal when every component is, arrays by content. */
    @Override
    public boolean equals(Object other) {
        return ArrayRecords.equals(this, other);
    }

    @Override
    public int hashCode() {
        return ArrayRecords.hashCode(this);
    }
}
