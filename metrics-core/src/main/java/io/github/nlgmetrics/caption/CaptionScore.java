package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.DoubleVector;
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
public record CaptionScore(String key, double score, DoubleVector perImage) implements Score {
    /** The result of these per-image scores (copied). */
    public CaptionScore(String key, double score, double[] perImage) {
        this(key, score, DoubleVector.of(perImage));
    }

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put(key, score);
        out.put("per_image", perImage.toArray());
        return out;
    }
}
