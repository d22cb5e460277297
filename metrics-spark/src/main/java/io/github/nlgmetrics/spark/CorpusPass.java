package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.SegmentScorer;
import java.io.Serializable;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaRDD;

/**
 * One pass over the segments for every profile and every group at once, as the command line
 * needs it: each task reads its rows, scores each row once per profile with its own
 * {@code SegmentScorer}, and folds the statistics into one {@link ColumnSums} per (group,
 * profile), together with the smallest and largest reference count (the signature's
 * {@code nrefs}); the driver merges one small map per task ({@code treeAggregate}). No shuffle, no
 * second pass for the reference count, no {@code Row} between reading and scoring.
 *
 * <p>The map holds one entry per group, which is what the command prints anyway. Which statistics
 * columns hold fractions is guessed from the first {@link SparkMetrics#PROBE_ROWS} segments; a
 * later row that proves the guess wrong costs one more pass, never a bit of the result (see
 * {@link ColumnSums}).
 */
final class CorpusPass {
    private CorpusPass() {
    }

    /** The sums of one group: one {@link ColumnSums} per profile, and the reference counts seen. */
    static final class GroupSums implements Serializable {
        private static final long serialVersionUID = 1L;
        final ColumnSums[] profiles;
        int minRefs = Integer.MAX_VALUE;
        int maxRefs = -1;

        GroupSums(BitSet[] floating) {
            profiles = new ColumnSums[floating.length];
            for (int p = 0; p < floating.length; p++) {
                profiles[p] = new ColumnSums(floating[p]);
            }
        }

        void add(long ordinal, Segment s, SegmentScorer[] scorers) {
            for (int p = 0; p < scorers.length; p++) {
                profiles[p].add(ordinal, scorers[p].stats(s.hyp(), s.refs()));
            }
            int n = s.refs().size();
            minRefs = Math.min(minRefs, n);
            maxRefs = Math.max(maxRefs, n);
        }

        GroupSums merge(GroupSums other) {
            for (int p = 0; p < profiles.length; p++) {
                profiles[p].merge(other.profiles[p]);
            }
            minRefs = Math.min(minRefs, other.minRefs);
            maxRefs = Math.max(maxRefs, other.maxRefs);
            return this;
        }

        /** The references per segment, or -1 when it varies: the signature's {@code nrefs}. */
        int nrefs() {
            return minRefs == maxRefs ? minRefs : -1;
        }
    }

    /**
     * Per group (the segments' group text; {@code ""} without grouping), sorted: the summed
     * statistics of every spec, each equal to {@code Stats.columnSums} of the group's rows in
     * dataset order.
     */
    static Map<String, GroupSums> run(JavaRDD<Segment> segments, List<MetricSpec> specs) {
        List<MetricSpec> all = List.copyOf(specs);
        BitSet[] floating = new BitSet[all.size()];
        List<Segment> first = segments.take(SparkMetrics.PROBE_ROWS);
        for (int p = 0; p < all.size(); p++) {
            SegmentScorer scorer = all.get(p).metric().newScorer();
            floating[p] = SparkMetrics.fractionColumns(all.get(p), first.stream()
                    .map(s -> scorer.stats(s.hyp(), s.refs())).toList());
        }
        while (true) {
            BitSet[] carried = new BitSet[floating.length];
            for (int p = 0; p < floating.length; p++) {
                carried[p] = (BitSet) floating[p].clone();
            }
            JavaRDD<HashMap<String, GroupSums>> parts = segments.mapPartitionsWithIndex((index, it) -> {
                SegmentScorer[] scorers = new SegmentScorer[all.size()];
                for (int p = 0; p < scorers.length; p++) {
                    scorers[p] = all.get(p).metric().newScorer();
                }
                HashMap<String, GroupSums> acc = new HashMap<>();
                long ordinal = ((long) index) << 33;
                String lastKey = null;
                GroupSums last = null;
                while (it.hasNext()) {
                    Segment s = it.next();
                    String key = s.group() == null ? "" : s.group();
                    if (!key.equals(lastKey)) {
                        last = acc.computeIfAbsent(key, k -> new GroupSums(carried));
                        lastKey = key;
                    }
                    last.add(ordinal++, s, scorers);
                }
                return List.of(acc).iterator();
            }, false);
            HashMap<String, GroupSums> total = parts.treeAggregate(new HashMap<>(), CorpusPass::merge,
                    CorpusPass::merge);
            boolean again = false;
            for (GroupSums g : total.values()) {
                for (int p = 0; p < floating.length; p++) {
                    BitSet missed = g.profiles[p].missed();
                    if (!missed.isEmpty()) {
                        floating[p].or(missed);
                        again = true;
                    }
                }
            }
            if (!again) {
                return new TreeMap<>(total);
            }
        }
    }

    private static HashMap<String, GroupSums> merge(HashMap<String, GroupSums> a, HashMap<String, GroupSums> b) {
        b.forEach((k, v) -> a.merge(k, v, GroupSums::merge));
        return a;
    }
}
