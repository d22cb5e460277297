package io.github.nlgmetrics.rouge.rouge155;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One measure's results for one system, as ROUGE-1.5.5 prints them (one block of its report).
 *
 * @param peerId the system ID
 * @param tag the measure, e.g. {@code ROUGE-1}, {@code ROUGE-W-1.2}, {@code ROUGE-SU4}
 * @param averages R, R low, R high, P, P low, P high, F, F low, F high ({@code %7.5f} strings); null with {@code -t 2}
 * @param counts model, peer and hit counts ({@code -t 2}); null otherwise
 * @param evals per-evaluation lines in the script's order (printed with {@code -d})
 */
public record Rouge155Block(String peerId, String tag, String[] averages, long[] counts, List<EvalLine> evals) {
    public Rouge155Block {
        averages = averages == null ? null : averages.clone();
        counts = counts == null ? null : counts.clone();
        evals = List.copyOf(evals);
    }

    /** Equal when every field is, arrays compared element by element. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Rouge155Block b && peerId.equals(b.peerId) && tag.equals(b.tag)
                && Arrays.equals(averages, b.averages) && Arrays.equals(counts, b.counts) && evals.equals(b.evals);
    }

    @Override
    public int hashCode() {
        return Objects.hash(peerId, tag, Arrays.hashCode(averages), Arrays.hashCode(counts), evals);
    }

    @Override
    public String toString() {
        return "Rouge155Block[" + peerId + " " + tag + " averages=" + Arrays.toString(averages) + " counts="
                + Arrays.toString(counts) + " evals=" + evals + "]";
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
