package io.github.nlgmetrics.torchmetrics;

import io.github.nlgmetrics.Score;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An Extended Edit Distance result as torchmetrics returns it.
 *
 * @param score the {@code float32} mean of the sentence scores (widened to double)
 * @param sentenceScores each segment's {@code float32} score (the best over its references)
 * @param reportSentenceScores whether {@link #fields()} includes them
 *                             ({@code return_sentence_level_score=True})
 */
public record EedScore(double score, List<Double> sentenceScores, boolean reportSentenceScores) implements Score {
    public EedScore {
        sentenceScores = List.copyOf(sentenceScores);
    }

    /** {@code score}, and {@code sentence_scores} when asked for. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("score", score);
        if (reportSentenceScores) {
            o.put("sentence_scores", sentenceScores);
        }
        return o;
    }
}
