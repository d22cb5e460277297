package io.github.nlgmetrics.hfevaluate;

import io.github.nlgmetrics.Score;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a Hugging Face evaluate metric script returns: its dict, under the script's own keys and
 * in its order ({@link #fields()}), with the headline number and detail of the score it was made
 * from.
 *
 * @param inner the score of the metric the script wraps (sacrebleu's BLEU, NLTK's GLEU, ...)
 * @param dict the returned dict
 */
public record HfEvaluateScore(Score inner, Map<String, Object> dict) implements Score {
    /** Copies the dict, keeping its order. */
    public HfEvaluateScore {
        dict = Collections.unmodifiableMap(new LinkedHashMap<>(dict));
    }

    @Override
    public double score() {
        return inner.score();
    }

    @Override
    public String verbose() {
        return inner.verbose();
    }

    /** The script's returned dict. */
    @Override
    public Map<String, Object> fields() {
        return dict;
    }
}
