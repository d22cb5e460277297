package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.Score;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A score written out with every double as its bits, so that equal text means bit-identical.
 *
 * <p>One field is left out: {@code per_image}, the per-segment scores pycocoevalcap's BLEU and
 * ROUGE-L report beside the corpus score. The library attaches them only when it holds every row
 * ({@code scoreOfSegments}); a distributed corpus score is {@code score(summed statistics)}, which
 * the caption metrics define without them. Per-segment scores come from
 * {@code SparkMetrics.sentenceScores}.
 */
final class ScoreText {
    /** Per-segment detail that only a collected corpus carries. */
    static final String PER_SEGMENT = "per_image";

    private ScoreText() {
    }

    static String of(Score s) {
        return Long.toHexString(Double.doubleToLongBits(s.score())) + " " + s.verbose() + " " + value(s.fields());
    }

    private static String value(Object v) {
        if (v instanceof Double d) {
            return Long.toHexString(Double.doubleToLongBits(d));
        }
        if (v instanceof double[] a) {
            return Arrays.stream(a).mapToObj(x -> value(x)).collect(Collectors.joining(",", "[", "]"));
        }
        if (v instanceof List<?> l) {
            return l.stream().map(ScoreText::value).collect(Collectors.joining(",", "[", "]"));
        }
        if (v instanceof Map<?, ?> m) {
            return m.entrySet().stream().filter(e -> !PER_SEGMENT.equals(e.getKey()))
                    .map(e -> e.getKey() + "=" + value(e.getValue()))
                    .collect(Collectors.joining(",", "{", "}"));
        }
        return String.valueOf(v);
    }
}
