package io.github.nlgmetrics.significance;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;

/**
 * A test metric in the shape every averaged metric takes (ROUGE F over segments, accuracy):
 * per segment {@code [numerator, denominator]}, score {@code 100 · Σ num / Σ den}.
 */
final class RatioMetric implements Metric<SimpleScore> {
    @Override
    public String name() {
        return "Ratio";
    }

    @Override
    public SegmentScorer newScorer() {
        throw new UnsupportedOperationException("statistics are generated directly in tests");
    }

    @Override
    public SimpleScore score(double[] s) {
        return new SimpleScore(s[1] > 0 ? 100 * s[0] / s[1] : 0.0, 0);
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Integer.toString(nrefs), "version", "test");
    }
}
