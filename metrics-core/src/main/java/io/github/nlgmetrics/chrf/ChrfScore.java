package io.github.nlgmetrics.chrf;

import io.github.nlgmetrics.Score;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A chrF / chrF++ score as sacrebleu's {@code CHRFScore} exposes it.
 *
 * @param score chrF on a 0–100 scale
 * @param name {@code chrF<beta>} followed by one {@code +} per word n-gram order ({@code chrF2++})
 */
public record ChrfScore(double score, String name) implements Score {
    /** sacrebleu's {@code CHRFScore} attributes: {@code score}, {@code name}. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("score", score);
        o.put("name", name);
        return o;
    }

    /** sacrebleu's one-line format: {@code chrF2|<signature> = 55.3}, or the score alone. */
    public String format(int width, boolean scoreOnly, String signature) {
        return format(name, width, scoreOnly, signature);
    }
}
