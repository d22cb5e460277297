package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.torch.TorchFloat32;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A BERTScore result as the reference returns it: {@link #fields()} under its keys ({@code P}, {@code R},
 * {@code F}, {@code hash} for bert_score; {@code precision}, {@code recall}, {@code f1} and, for evaluate,
 * {@code hashcode}), each score a list with one value per segment (a list per layer with
 * {@code all_layers}; torchmetrics returns a bare number for one segment); {@link #mean(int)} is a score's mean
 * as {@code Tensor.mean()} computes it in float32 (torch's reduction: bert_score's command prints
 * {@code P.mean()}), the one mean every printer uses; {@link #score()} is the mean F. Serializable (its fields are
 * lists of numbers and texts), so that a call made on a Spark executor reaches the driver whole.
 */
public final class BertScoreResult implements Score, Serializable {
    private static final long serialVersionUID = 1L;
    private final Map<String, Object> fields;
    private final double score;
    private final List<String> warnings;

    BertScoreResult(Map<String, Object> fields) {
        this(fields, List.of());
    }

    /** A result with what the reference warned of while computing it ({@link #warnings()}). */
    BertScoreResult(Map<String, Object> fields, List<String> warnings) {
        this.fields = Collections.unmodifiableMap(fields);
        this.score = mean(2);
        this.warnings = List.copyOf(warnings);
    }

    /** A result of summed segment rows ({@link BertScore#score(double[])}): their mean F in double, as resampled. */
    BertScoreResult(Map<String, Object> fields, double score) {
        this.fields = Collections.unmodifiableMap(fields);
        this.score = score;
        this.warnings = List.of();
    }

    /**
     * What the reference warned of on stderr while computing this result, in its words (bert_score 0.3.13:
     * {@code Warning: Baseline not Found for MODEL on LANG at PATH}, when asked to rescale with a model that has
     * no baseline: the scores are not rescaled, and the hash says {@code -rescaled} all the same); empty when
     * nothing was.
     */
    public List<String> warnings() {
        return warnings;
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

    /**
     * The mean of P ({@code k = 0}), R (1) or F (2) over every value (every layer's with {@code all_layers}, in
     * the tensor's order), as torch's float32 {@code Tensor.mean()} computes it; NaN when there are none.
     */
    public double mean(int k) {
        Object v = fields.values().stream().skip(k).findFirst().orElseThrow();
        List<Float> values = new ArrayList<>();
        flatten(v, values);
        float[] x = new float[values.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = values.get(i);
        }
        return TorchFloat32.mean(x);
    }

    /**
     * bert_score's command line: {@code HASH P: 0.xxxxxx R: 0.xxxxxx F1: 0.xxxxxx}, the {@link #mean} of P, R and F
     * with {@code width} decimals as Python's {@code %.6f} writes them; {@code label} (the metric's name and
     * signature) first where the result has no hash (torchmetrics).
     */
    public String line(String label, int width) {
        Object hash = fields.containsKey("hash") ? fields.get("hash") : fields.get("hashcode");
        return (hash != null ? hash.toString() : label) + " P: " + PyFormat.fixed(mean(0), width) + " R: "
                + PyFormat.fixed(mean(1), width) + " F1: " + PyFormat.fixed(mean(2), width);
    }

    private static void flatten(Object v, List<Float> out) {
        if (v instanceof Number n) {
            out.add(n.floatValue());
        } else if (v instanceof List<?> list) {
            for (Object o : list) {
                flatten(o, out);
            }
        }
    }

    @Override
    public String toString() {
        return "BertScoreResult" + fields;
    }
}
