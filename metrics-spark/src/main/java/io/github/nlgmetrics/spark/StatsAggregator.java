package io.github.nlgmetrics.spark;

import java.util.BitSet;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Aggregator;

/**
 * The typed {@code Aggregator} behind grouped corpus scores: each input row (hypothesis,
 * references, and its dataset ordinal from {@code monotonically_increasing_id()}) is scored with
 * the executing thread's {@code SegmentScorer} and folded into a {@link ColumnSums}, so a group's
 * sums equal {@code Stats.columnSums} of its rows in dataset order whatever order Spark merges the
 * buffers in.
 */
final class StatsAggregator extends Aggregator<Row, ColumnSums, ColumnSums> {
    private static final long serialVersionUID = 1L;

    private final MetricSpec spec;
    private final String hypCol;
    private final int hyp;
    private final String refsCol;
    private final int refs;
    private final int ordinal;
    private final BitSet floating;

    StatsAggregator(MetricSpec spec, String hypCol, int hyp, String refsCol, int refs, int ordinal, BitSet floating) {
        this.spec = spec;
        this.hypCol = hypCol;
        this.hyp = hyp;
        this.refsCol = refsCol;
        this.refs = refs;
        this.ordinal = ordinal;
        this.floating = (BitSet) floating.clone();
    }

    @Override
    public ColumnSums zero() {
        return new ColumnSums(floating);
    }

    @Override
    public ColumnSums reduce(ColumnSums buffer, Row row) {
        return buffer.add(row.getLong(ordinal), spec.threadScorer().stats(Columns.hypothesis(row, hyp, hypCol),
                Columns.references(row.get(refs), refsCol)));
    }

    @Override
    public ColumnSums merge(ColumnSums a, ColumnSums b) {
        return a.merge(b);
    }

    @Override
    public ColumnSums finish(ColumnSums buffer) {
        return buffer;
    }

    @Override
    public Encoder<ColumnSums> bufferEncoder() {
        return Encoders.javaSerialization(ColumnSums.class);
    }

    @Override
    public Encoder<ColumnSums> outputEncoder() {
        return Encoders.javaSerialization(ColumnSums.class);
    }
}
