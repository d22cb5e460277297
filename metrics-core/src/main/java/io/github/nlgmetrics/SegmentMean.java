package io.github.nlgmetrics;

import java.util.List;

/**
 * A metric whose corpus score is the mean of its segment scores (NLTK's {@code corpus_ribes},
 * METEOR as Hugging Face {@code evaluate} reports it, ROUGE averaged over documents as papers
 * report it). Segment statistics are {@code [segment score, 1]}; the corpus score is the first
 * column sum divided by the second, the sum taken from the first segment to the last as Python's
 * {@code sum} does, on the segment scores' own scale (nothing is rescaled).
 *
 * <p>Subclasses compute the segment score; it must be safe to call from several threads.
 */
public abstract class SegmentMean implements Metric<SimpleScore> {
    /** The score of one segment, as the reference's sentence-level function computes it. */
    protected abstract double segmentScore(String hypothesis, List<String> references);

    /** The message of the error raised for a corpus of no segments. */
    protected String emptyCorpusMessage() {
        return "corpus " + name() + " of no segments";
    }

    @Override
    public SegmentScorer newScorer() {
        return (hyp, refs) -> new double[] {segmentScore(hyp, refs), 1};
    }

    /** The mean {@code sums[0] / sums[1]} of summed {@code [score, count]} rows. */
    @Override
    public SimpleScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        if (summedStats.length != 2) {
            throw new IllegalArgumentException(name() + " statistics have 2 columns [score, count]: got "
                    + summedStats.length);
        }
        if (summedStats[1] == 0) {
            throw new IllegalArgumentException(emptyCorpusMessage());
        }
        return new SimpleScore(summedStats[0] / summedStats[1], (long) summedStats[1]);
    }

    /** The segment score itself (not divided: the reference's sentence function). */
    @Override
    public SimpleScore sentenceScore(String hypothesis, List<String> references) {
        java.util.Objects.requireNonNull(references, "references");
        if (hypothesis == null) {
            throw new IllegalArgumentException("the hypothesis is null");
        }
        return new SimpleScore(segmentScore(hypothesis, references), 1);
    }
}
