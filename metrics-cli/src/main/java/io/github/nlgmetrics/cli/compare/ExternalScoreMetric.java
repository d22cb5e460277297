package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;

/**
 * A metric given as one number per segment per system ({@code --scores NAME=FILE}: COMET,
 * MetricX, human scores): rows {@code [score, 1]}, the corpus score the mean {@code Σscore / Σ1},
 * resampled by the significance engine like any additive metric (its float32 sums, as sacrebleu
 * resamples). It cannot score text: {@link #newScorer()} refuses.
 */
final class ExternalScoreMetric implements Metric<SimpleScore> {
    private final String name;
    private final String source;
    private final boolean higherIsBetter;

    ExternalScoreMetric(String name, String source, boolean higherIsBetter) {
        this.name = name;
        this.source = source;
        this.higherIsBetter = higherIsBetter;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public SegmentScorer newScorer() {
        throw new UnsupportedOperationException(name + " comes from a scores file; it cannot score text");
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
        return Signature.of("scores", name, "file", source.replace('|', '/'), "corpus", "mean",
                "better", higherIsBetter ? "higher" : "lower");
    }
}
