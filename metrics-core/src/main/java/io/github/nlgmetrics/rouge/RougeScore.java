package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.Score;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Precision, recall and F-measure of one ROUGE type, as rouge-score's {@code Score} tuple; as a
 * {@link Score}, its headline number is the F-measure and its fields are rouge-score's
 * {@code precision}, {@code recall}, {@code fmeasure}.
 *
 * @param precision matches / hypothesis units
 * @param recall matches / reference units
 * @param fmeasure {@code 2·P·R / (P + R)}, 0 when {@code P + R = 0}
 */
public record RougeScore(double precision, double recall, double fmeasure) implements Score {
    /** The all-zero score rouge-score returns when either side has no tokens. */
    public static final RougeScore ZERO = new RougeScore(0, 0, 0);

    /**
     * The score of {@code hits} matches over {@code hypothesisUnits} and {@code referenceUnits},
     * with rouge-score's operation order: {@code P = hits / max(hyp, 1)},
     * {@code R = hits / max(ref, 1)}, {@code F = ((2·P)·R) / (P + R)}.
     */
    public static RougeScore of(int hits, int hypothesisUnits, int referenceUnits) {
        double precision = (double) hits / Math.max(hypothesisUnits, 1);
        double recall = (double) hits / Math.max(referenceUnits, 1);
        return new RougeScore(precision, recall, fmeasure(precision, recall));
    }

    /** rouge-score's {@code scoring.fmeasure}: {@code 2·P·R / (P + R)}, or 0 when {@code P + R} is 0. */
    public static double fmeasure(double precision, double recall) {
        if (precision + recall > 0) {
            return 2 * precision * recall / (precision + recall);
        }
        return 0.0;
    }

    /** The measure at rouge-score's tuple position: 0 precision, 1 recall, 2 fmeasure. */
    public double measure(int index) {
        switch (index) {
            case 0:
                return precision;
            case 1:
                return recall;
            case 2:
                return fmeasure;
            default:
                throw new IllegalArgumentException("measure index must be 0, 1 or 2: " + index);
        }
    }

    /** The F-measure, the number papers report. */
    @Override
    public double score() {
        return fmeasure;
    }

    /** {@code {precision, recall, fmeasure}}, as rouge-score's tuple fields. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("precision", precision);
        m.put("recall", recall);
        m.put("fmeasure", fmeasure);
        return m;
    }
}
