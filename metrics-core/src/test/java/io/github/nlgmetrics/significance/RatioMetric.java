package io.github.nlgmetrics.significance;

import java.util.List;

/**
 * A test metric in the shape every averaged metric takes (ROUGE F over segments, accuracy):
 * per segment {@code [numerator, denominator]}, score {@code 100 · Σ num / Σ den}.
 */
final class RatioMetric implements CorpusMetric {
    @Override
    public String name() {
        return "Ratio";
    }

    @Override
    public double[][] segmentStats(List<String> hypotheses, List<? extends List<String>> references) {
        throw new UnsupportedOperationException("statistics are generated directly in tests");
    }

    @Override
    public double score(double[] s) {
        return s[1] > 0 ? 100 * s[0] / s[1] : 0.0;
    }

    @Override
    public String signature(int nrefs) {
        return "nrefs:" + nrefs + "|version:test";
    }
}
