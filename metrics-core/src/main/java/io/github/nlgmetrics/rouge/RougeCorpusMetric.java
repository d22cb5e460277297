package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.significance.CorpusMetric;
import java.util.List;

/**
 * One ROUGE type's mean F-measure over segments as a {@link CorpusMetric}, so the significance
 * engine can resample ROUGE like any other metric.
 *
 * <p>Segment statistics are {@code [fmeasure, 1]} (one reference: rouge-score's {@code score};
 * several: {@code score_multi}); the corpus score is {@code 100 · Σ F / Σ 1}, the mean F in
 * percent, as ROUGE is usually reported.
 */
public final class RougeCorpusMetric implements CorpusMetric {
    private final Rouge rouge;
    private final String type;

    /** The mean F of {@code type} under {@code rouge}'s options (the scorer is narrowed to that type). */
    public RougeCorpusMetric(Rouge rouge, String type) {
        RougeType.parse(type);
        this.rouge = rouge.withTypes(type);
        this.type = type;
    }

    @Override
    public String name() {
        return type;
    }

    @Override
    public double[][] segmentStats(List<String> hypotheses, List<? extends List<String>> references) {
        if (hypotheses.size() != references.size()) {
            throw new IllegalArgumentException(hypotheses.size() + " hypotheses but " + references.size()
                    + " reference lists");
        }
        double[][] out = new double[hypotheses.size()][];
        for (int i = 0; i < out.length; i++) {
            List<String> refs = references.get(i);
            RougeResult r = refs.size() == 1 ? rouge.score(hypotheses.get(i), refs.get(0))
                    : rouge.scoreMulti(hypotheses.get(i), refs);
            out[i] = new double[] {r.get(type).fmeasure(), 1};
        }
        return out;
    }

    @Override
    public double score(double[] summedStats) {
        return summedStats[1] == 0 ? 0 : 100 * summedStats[0] / summedStats[1];
    }

    @Override
    public String signature(int nrefs) {
        return "nrefs:" + (nrefs < 0 ? "var" : Integer.toString(nrefs)) + "|" + rouge.signature();
    }
}
