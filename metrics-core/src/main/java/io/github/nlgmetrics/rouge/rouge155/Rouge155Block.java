package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.LongVector;
import java.util.List;

/**
 * One measure's results for one system, as ROUGE-1.5.5 prints them (one block of its report).
 *
 * @param peerId the system ID
 * @param tag the measure, e.g. {@code ROUGE-1}, {@code ROUGE-W-1.2}, {@code ROUGE-SU4}
 * @param averages R, R low, R high, P, P low, P high, F, F low, F high ({@code %7.5f} strings); null with {@code -t 2}
 * @param counts model, peer and hit counts ({@code -t 2}); null otherwise
 * @param evals per-evaluation lines in the script's order (printed with {@code -d})
 */
public record Rouge155Block(String peerId, String tag, List<String> averages, LongVector counts, List<EvalLine> evals) {
    public Rouge155Block {
        averages = averages == null ? null : List.copyOf(averages);
        evals = List.copyOf(evals);
    }

    /** The block of these arrays (copied; either may be null). */
    public Rouge155Block(String peerId, String tag, String[] averages, long[] counts, List<EvalLine> evals) {
        this(peerId, tag, averages == null ? null : List.of(averages), counts == null ? null : LongVector.of(counts),
                evals);
    }

    /**
     * One per-evaluation line: the test ID "evalID.peerID" and the three printed values
     * (R, P, F; or model, peer and hit counts with {@code -t 1|2}).
     *
     * @param testId {@code evalID.peerID}
     * @param r recall (or the model count)
     * @param p precision (or the peer count)
     * @param f F-measure (or the hit count)
     */
    public record EvalLine(String testId, String r, String p, String f) {
    }
}
