package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.SegmentMean;
import io.github.nlgmetrics.Signature;
import java.util.List;

/**
 * One ROUGE type's mean F-measure over segments, as papers report corpus ROUGE, so the
 * significance engine can resample ROUGE like any other metric.
 *
 * <p>Segment statistics are {@code [fmeasure, 1]} (one reference: rouge-score's {@code score};
 * several: {@code score_multi}); the corpus score is {@code Σ F / Σ 1}, on rouge-score's 0–1 scale.
 */
public final class RougeCorpusMetric extends SegmentMean {
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
    protected double segmentScore(String hypothesis, List<String> references) {
        RougeResult r = references.size() == 1 ? rouge.score(hypothesis, references.get(0))
                : rouge.scoreMulti(hypothesis, references);
        return r.get(type).fmeasure();
    }

    @Override
    protected String emptyCorpusMessage() {
        return "corpus " + type + " of no segments";
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs)).with(Signature.parse(rouge.signature()));
    }
}
