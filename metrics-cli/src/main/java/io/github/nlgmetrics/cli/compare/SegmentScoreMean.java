package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;

/**
 * A metric given as one number per segment per system: a {@code --scores NAME=FILE} file (COMET, MetricX, human
 * scores), or one part of a metric compared by its segment scores (BERTScore's P or R). Rows {@code [score, 1]},
 * the corpus score the mean {@code Σscore / Σ1}, resampled by the significance engine as any metric's rows (float32
 * sums, as sacrebleu resamples). It cannot score text: {@link #newScorer()} refuses.
 */
final class SegmentScoreMean implements Metric<SimpleScore> {
    private final String name;
    private final Signature signature;
    private final boolean higherIsBetter;

    SegmentScoreMean(String name, Signature signature, boolean higherIsBetter) {
        this.name = name;
        this.signature = signature;
        this.higherIsBetter = higherIsBetter;
    }

    /** The scores of {@code --scores name=file}. */
    static SegmentScoreMean ofFile(String name, String file, boolean higherIsBetter) {
        return new SegmentScoreMean(name, Signature.of("scores", name, "file", file.replace('|', '/'), "corpus", "mean",
                "better", higherIsBetter ? "higher" : "lower"), higherIsBetter);
    }

    /** The rows {@code [score, 1]} of one system's segment scores. */
    static double[][] rows(double[] scores) {
        double[][] rows = new double[scores.length][];
        for (int j = 0; j < scores.length; j++) {
            rows[j] = new double[] {scores[j], 1};
        }
        return rows;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public SegmentScorer newScorer() {
        throw new UnsupportedOperationException(name + " is given as segment scores; it cannot score text");
    }

    @Override
    public SimpleScore score(double[] summed) {
        if (summed.length != 2 || summed[1] == 0) {
            throw new IllegalArgumentException(name + ": statistics must be [sum, count] with a count above 0");
        }
        return new SimpleScore(summed[0] / summed[1], (long) summed[1]);
    }

    @Override
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    @Override
    public Signature signature(int nrefs) {
        return signature;
    }
}
