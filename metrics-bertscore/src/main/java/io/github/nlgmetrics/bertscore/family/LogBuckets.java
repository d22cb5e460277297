package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Attr;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.List;

/**
 * DeBERTa-v2's relative positions, {@code build_relative_position(q, k, bucket_size, max_position)}, as rows of
 * its relative embeddings: {@code idx(d) = clamp(bucket(d) + span, 0, 2 span - 1)} for {@code d = i - j}.
 *
 * <p>{@code bucket} is {@code make_log_bucket_position} (when {@code bucket_size > 0} and
 * {@code max_position > 0}; else {@code d} itself), in torch's float32 arithmetic:
 * <pre>
 * mid = bucket_size // 2
 * abs = mid - 1 if -mid &lt; d &lt; mid else |d|
 * log_pos = ceil(log(float32(abs) / mid) / log(float32((max_position - 1) / mid)) * (mid - 1)) + mid
 * bucket = d if abs &lt;= mid else log_pos * sign(d)
 * </pre>
 * It grows with {@code |d|} and {@code idx} saturates once {@code |d| >= max_position - 1} (or {@code span}
 * without buckets), so {@code idx} is a table over {@code d} in {@code [-T, T]} and any longer distance is
 * clamped to {@code ±T} first: exact for every length.
 */
final class LogBuckets {
    private final int bucketSize;
    private final int maxPosition;
    private final int span;
    private final int limit;

    LogBuckets(int bucketSize, int maxPosition, int span) {
        this.bucketSize = bucketSize;
        this.maxPosition = maxPosition;
        this.span = span;
        this.limit = Math.max(maxPosition, span) + 1;
    }

    /** {@code make_log_bucket_position(d, bucket_size, max_position)} (or {@code d} without buckets). */
    long bucket(long d) {
        if (bucketSize <= 0 || maxPosition <= 0) {
            return d;
        }
        long mid = bucketSize / 2;
        long abs = d < mid && d > -mid ? mid - 1 : Math.abs(d);
        if (abs <= mid) {
            return d;
        }
        float ratio = (float) abs / (float) mid;
        float denominator = (float) Math.log((float) ((maxPosition - 1) / (double) mid));
        float logPos = (float) Math.ceil((float) ((float) Math.log(ratio) / denominator) * (float) (mid - 1)) + mid;
        return (long) (logPos * Long.signum(d));
    }

    /** {@code clamp(bucket(d) + span, 0, 2 span - 1)}. */
    long index(long d) {
        return Math.max(0, Math.min(2L * span - 1, bucket(d) + span));
    }

    /** {@code idx(i - j)} for the batch's length, {@code [L, L]} int64. */
    Value indices(Layers l) {
        OnnxGraph g = l.graph();
        long[] table = new long[2 * limit + 1];
        for (int d = -limit; d <= limit; d++) {
            table[d + limit] = index(d);
        }
        Value clamped = g.op("Min", g.op("Max", Disentangled.distances(l), g.longs(new long[0], -limit)),
                g.longs(new long[0], limit));
        return g.op("Gather", List.of(Attr.i("axis", 0)), g.longs(new long[] {table.length}, table),
                g.op("Add", clamped, g.longs(new long[0], limit)));
    }
}
