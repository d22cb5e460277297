package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.Metric;
import java.util.List;

/**
 * One metric's per-segment numbers for every system, what the analyses ({@link Differences}) and the
 * segment-level agreement read: the rows the significance engine resampled and each segment's own score.
 *
 * @param name the metric as the reports call it
 * @param metric the metric the rows belong to ({@link Metric#scoreOfSegments} scores any subset of them)
 * @param rows per system, one row per segment
 * @param segmentScores {@code [system][segment]}: each row scored alone (NaN where the metric gives a segment
 *     no score of its own; {@link Comparison} warns about those)
 */
record ScoredSystems(String name, Metric<?> metric, List<double[][]> rows, double[][] segmentScores) {
}
