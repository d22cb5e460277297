package io.github.nlgmetrics.meteor.meteor15;

import io.github.nlgmetrics.Score;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A METEOR 1.5 score with the jar's intermediate values ({@code MeteorStats} after
 * {@code computeMetrics}).
 *
 * @param score       the METEOR score in [0, 1]
 * @param precision   weighted precision
 * @param recall      weighted recall
 * @param f1          harmonic mean of P and R (reported, not used)
 * @param fMean       the alpha-weighted harmonic mean
 * @param fragPenalty gamma · frag^beta
 * @param chunks      the chunk count the score used
 * @param stats       the statistics row ({@link Meteor15#ROW_LENGTH} columns)
 * @param charBased   whether lengths are characters
 * @param stages      how many module rows the jar prints (the number of module weights)
 */
public record Meteor15Score(double score, double precision, double recall, double f1, double fMean,
                            double fragPenalty, double chunks, double[] stats, boolean charBased, int stages)
        implements Score {

    /** Test length (words, or characters with -ch). */
    public double testLength() {
        return stats[0];
    }

    /** Reference length. */
    public double referenceLength() {
        return stats[1];
    }

    /** Module i's [test content, test function, reference content, reference function] matches. */
    public double[] stage(int i) {
        int b = 4 + 4 * i;
        return new double[] {stats[b], stats[b + 2], stats[b + 1], stats[b + 3]};
    }

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("score", score);
        m.put("precision", precision);
        m.put("recall", recall);
        m.put("f1", f1);
        m.put("fMean", fMean);
        m.put("frag_penalty", fragPenalty);
        m.put("chunks", chunks);
        m.put("test_length", stats[0]);
        m.put("reference_length", stats[1]);
        return m;
    }
}
