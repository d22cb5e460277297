package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.Score;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ROUGE-1.5.5's results for one system over a corpus: one {@link Rouge155Block} per measure, as
 * the script prints them ({@link Rouge155Report}), and the test instance of each segment.
 *
 * <p>{@link #fields()}: {@code average} (per measure {@code R, R_low, R_high, P, P_low, P_high, F,
 * F_low, F_high}; with {@code -t 2} instead {@code counts}: {@code M_count, P_count, H_count}) and
 * {@code evals} (per segment, per measure the printed {@code R, P, F}: the script's per-evaluation
 * line), every number as printed (5 decimals). The headline {@link #score()} is the first
 * measure's {@code Average_F} (NaN with {@code -t 2}, which prints no averages).
 *
 * @param blocks the measures in the script's order
 * @param testIds the test instance ("evalID.peerID") of each segment, in segment order
 */
public record Rouge155Score(List<Rouge155Block> blocks, List<String> testIds) implements Score {
    private static final String[] MEASURES = {"R", "P", "F"};

    public Rouge155Score {
        blocks = List.copyOf(blocks);
        testIds = List.copyOf(testIds);
    }

    @Override
    public double score() {
        if (blocks.isEmpty() || blocks.get(0).averages() == null) {
            return Double.NaN;
        }
        return Double.parseDouble(blocks.get(0).averages().get(6));
    }

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        Map<String, Object> average = new LinkedHashMap<>();
        Map<String, Object> counts = new LinkedHashMap<>();
        Map<String, Integer> segment = new HashMap<>();
        List<Map<String, Object>> evals = new ArrayList<>();
        for (int i = 0; i < testIds.size(); i++) {
            segment.put(testIds.get(i), i);
            evals.add(new LinkedHashMap<>());
        }
        for (Rouge155Block b : blocks) {
            if (b.averages() != null) {
                Map<String, Object> m = new LinkedHashMap<>();
                for (int k = 0; k < 3; k++) {
                    m.put(MEASURES[k], Double.parseDouble(b.averages().get(3 * k)));
                    m.put(MEASURES[k] + "_low", Double.parseDouble(b.averages().get(3 * k + 1)));
                    m.put(MEASURES[k] + "_high", Double.parseDouble(b.averages().get(3 * k + 2)));
                }
                average.put(b.tag(), m);
            } else {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("M_count", b.counts().get(0));
                m.put("P_count", b.counts().get(1));
                m.put("H_count", b.counts().get(2));
                counts.put(b.tag(), m);
            }
            for (Rouge155Block.EvalLine l : b.evals()) {
                Integer i = segment.get(l.testId());
                if (i != null) {
                    Map<String, Object> e = new LinkedHashMap<>();
                    e.put("R", Double.parseDouble(l.r()));
                    e.put("P", Double.parseDouble(l.p()));
                    e.put("F", Double.parseDouble(l.f()));
                    evals.get(i).put(b.tag(), e);
                }
            }
        }
        if (counts.isEmpty()) {
            out.put("average", average);
        } else {
            out.put("counts", counts);
        }
        out.put("evals", evals);
        return out;
    }
}
