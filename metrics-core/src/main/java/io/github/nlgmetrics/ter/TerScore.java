package io.github.nlgmetrics.ter;

import io.github.nlgmetrics.Score;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A TER score as sacrebleu's {@code TERScore} exposes it.
 *
 * @param score TER in percent: {@code 100 · numEdits / refLength} (100 when the reference length
 *              is 0 but there are edits, 0 when both are 0)
 * @param numEdits the total of each segment's minimum number of edits over its references
 * @param refLength the total of each segment's AVERAGE reference length
 */
public record TerScore(double score, long numEdits, double refLength) implements Score {
    /** sacrebleu's {@code TERScore} attributes: {@code score}, {@code num_edits}, {@code ref_length}. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("score", score);
        o.put("num_edits", numEdits);
        o.put("ref_length", refLength);
        return o;
    }

    /** sacrebleu's one-line format: {@code TER|<signature> = 60.1}, or the score alone. */
    public String format(int width, boolean scoreOnly, String signature) {
        return format("TER", width, scoreOnly, signature);
    }
}
