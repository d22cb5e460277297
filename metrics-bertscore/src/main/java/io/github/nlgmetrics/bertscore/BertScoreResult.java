package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.Score;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A BERTScore result as the reference returns it: {@link #fields()} under its keys ({@code P}, {@code R},
 * {@code F}, {@code hash} for bert_score; {@code precision}, {@code recall}, {@code f1} and, for evaluate,
 * {@code hashcode}), each score a list with one value per segment (a list per layer with
 * {@code all_layers}; torchmetrics returns a bare number for one segment); {@link #score()} is the mean F
 * over every value.
 */
public final class BertScoreResult implements Score {
    private final Map<String, Object> fields;
    private final double score;

    BertScoreResult(Map<String, Object> fields, double score) {
        this.fields = Collections.unmodifiableMap(fields);
        this.score = score;
    }

    @Override
    public double score() {
        return score;
    }

    @Override
    public Map<String, Object> fields() {
        return fields;
    }

    /**
     * The per-segment values of P ({@code k = 0}), R (1) or F (2); {@code IllegalStateException} when the
     * result is not one value per segment ({@code all_layers}).
     */
    public double[] segments(int k) {
        Object v = fields.values().stream().skip(k).findFirst().orElseThrow();
        if (v instanceof Double d) {
            return new double[] {d};
        }
        List<?> list = (List<?>) v;
        double[] out = new double[list.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(list.get(i) instanceof Double d)) {
                throw new IllegalStateException("not one score per segment (all_layers gives one per layer)");
            }
            out[i] = d;
        }
        return out;
    }

    @Override
    public String verbose() {
        return "P: " + mean(0) + " R: " + mean(1) + " F1: " + mean(2);
    }

    private double mean(int k) {
        double[] v = segments(k);
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    @Override
    public String toString() {
        return "BertScoreResult" + fields;
    }
}
