package io.github.nlgmetrics;

import io.github.nlgmetrics.parallel.SegmentMap;
import java.util.List;
import java.util.Objects;

/**
 * A text-generation metric in sacrebleu's shape: per-segment sufficient statistics, summed over
 * the corpus, turned into a score.
 *
 * <pre>
 *   stats_i = newScorer().stats(hyp_i, refs_i)            (one row of numbers per segment)
 *   corpus  = score( Σ_i stats_i )                         (column sums, segment order)
 *   sentence(hyp, refs) = score( stats(hyp, refs) )
 * </pre>
 *
 * <p>Because corpus scores are functions of summed statistics, statistics of shards, threads or
 * machines merge by addition, and the significance engine ({@code significance.Significance})
 * resamples any metric from its rows alone. A metric whose corpus score is not such a function
 * (NLTK's NIST: its information weights depend on the whole reference corpus) says so with
 * {@link #additive()} {@code == false} and overrides {@link #corpusScore}; it cannot be resampled
 * or merged.
 *
 * <p>The hypothesis comes first in every method; {@code references.get(i)} are the references of
 * segment {@code i}. Implementations are immutable and thread-safe; the scratch state lives in
 * the {@link SegmentScorer}s they hand out. Instances come from a factory with the reference's
 * defaults ({@code Bleu.sacrebleu()}) or, by name and options, from {@link Profiles}.
 *
 * @param <S> the score type
 */
public interface Metric<S extends Score> {
    /** The name printed with scores: {@code BLEU}, {@code chrF2}, {@code TER}, {@code METEOR}. */
    String name();

    /** Every option that changes the number, for {@code nrefs} references per segment (-1: varies). */
    Signature signature(int nrefs);

    /** A thread-confined scorer of segment statistics. */
    SegmentScorer newScorer();

    /** The score of (summed) statistics in this metric's row layout. */
    S score(double[] summedStats);

    /** Whether higher is better (false for error rates such as TER). */
    default boolean higherIsBetter() {
        return true;
    }

    /**
     * Whether the corpus score is {@link #score} of the column sums of segment statistics; only
     * then can statistics be merged, streamed and resampled.
     */
    default boolean additive() {
        return true;
    }

    /**
     * How the rows of this metric may be resampled (bootstrap intervals, paired tests, compare's clusters):
     * {@link Resampling#STATISTICS} for an additive metric, else {@link Resampling#NONE}, unless the metric
     * declares {@link Resampling#SEGMENT_SCORES}.
     */
    default Resampling resampling() {
        return additive() ? Resampling.STATISTICS : Resampling.NONE;
    }

    /** What a resample of a metric's rows is, and so which significance tests a metric admits. */
    enum Resampling {
        /**
         * Additive: the rows are sufficient statistics, and a resample's score is {@link #score} of its column
         * sums (BLEU, chrF, TER, WER, ROUGE and METEOR as means, ...).
         */
        STATISTICS,
        /**
         * Not additive, but the corpus score is the mean of per-segment scores that one corpus call computes
         * (BERTScore: idf from every reference makes each segment's score depend on the corpus): the rows of
         * {@link #corpusStats} over a whole corpus hold those segment scores and a count column,
         * {@link #score} of their column sums is their mean, and so the segment scores are resampled. The
         * rows belong to the corpus they came from: they are never merged, streamed or split.
         */
        SEGMENT_SCORES,
        /**
         * Neither: the corpus score is no function of per-segment rows (NLTK's NIST, CIDEr-D, a bootstrap
         * median), so there is no interval and no paired test.
         */
        NONE
    }

    /**
     * The rows of several systems' hypotheses against the same references, system by system, each the rows
     * {@link #corpusStats(List, List)} gives for that system: one call, so that a metric can share work between
     * the systems (BERTScore loads its model once and embeds each distinct sentence once). Lazy: a system is
     * scored when the iterator reaches it, so a caller can report progress per system.
     */
    default java.util.Iterator<double[][]> corpusStatsOfSystems(List<? extends List<String>> systems,
            List<? extends List<String>> references) {
        Objects.requireNonNull(systems, "systems");
        Objects.requireNonNull(references, "references");
        return systems.stream().map(hypotheses -> corpusStats(hypotheses, references)).iterator();
    }

    /** The statistics of one segment. */
    default double[] segmentStats(String hypothesis, List<String> references) {
        Objects.requireNonNull(references, "references");
        if (hypothesis == null) {
            throw new IllegalArgumentException("the hypothesis is null");
        }
        return newScorer().stats(hypothesis, references);
    }

    /**
     * One statistics row per segment, computed on up to all cores in contiguous chunks (each with
     * its own scorer); the rows do not depend on the split. Never overridden: it is
     * {@code corpusStats(h, r, Parallelism.defaults())}, so both entry points give one answer.
     */
    default double[][] corpusStats(List<String> hypotheses, List<? extends List<String>> references) {
        return corpusStats(hypotheses, references, Parallelism.defaults());
    }

    /**
     * {@link #corpusStats(List, List)} with the threads the caller chooses (its own executor, a
     * thread count, or none); the rows do not depend on it. A metric that computes its rows in its
     * own way overrides this method, never the two-argument one.
     */
    default double[][] corpusStats(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(parallelism, "parallelism");
        Stats.requireSameLength(hypotheses.size(), references.size());
        return SegmentMap.map(hypotheses.size(), this::newScorer,
                (scorer, i) -> scorer.stats(segmentHypothesis(hypotheses, i), segmentReferences(references, i)),
                parallelism).toArray(new double[0][]);
    }

    /** The hypothesis of segment {@code i}; null is an error naming the segment. */
    private static String segmentHypothesis(List<String> hypotheses, int i) {
        String h = hypotheses.get(i);
        if (h == null) {
            throw new IllegalArgumentException("the hypothesis of segment " + i + " is null");
        }
        return h;
    }

    /** The references of segment {@code i}; a null list is an error naming the segment. */
    private static List<String> segmentReferences(List<? extends List<String>> references, int i) {
        List<String> refs = references.get(i);
        if (refs == null) {
            throw new IllegalArgumentException("references of segment " + i + " are null");
        }
        return refs;
    }

    /**
     * The score of a corpus given its rows, summed as the reference sums them (default: each
     * column from the first row to the last, as sacrebleu's {@code sum(stats)}).
     */
    default S scoreOfSegments(double[][] segmentStats) {
        return score(Stats.columnSums(segmentStats));
    }

    /**
     * A fresh accumulator that folds this metric's rows, in segment order, into the corpus score
     * that {@link #scoreOfSegments} gives for the same rows, bit for bit (see
     * {@link Accumulator#of}); streaming scorers use it to drop rows as they go.
     */
    default Accumulator<S> newAccumulator() {
        return Accumulator.of(this);
    }

    /**
     * The corpus score, on {@link Parallelism#defaults()}. Never overridden: a metric with its own
     * input rules (a reference's zip, truncation or empty-corpus answer) puts them in the
     * overload that takes a {@code Parallelism}, so both entry points give one answer, the same
     * score or the same refusal ({@code OneAnswerPerCallProperties} checks every profile and
     * every metric class).
     */
    default S corpusScore(List<String> hypotheses, List<? extends List<String>> references) {
        return corpusScore(hypotheses, references, Parallelism.defaults());
    }

    /**
     * The corpus score, its segments scored with the threads the caller chooses; the score does
     * not depend on it. A metric whose corpus score is not {@code scoreOfSegments} of its rows
     * overrides this method, never the two-argument one.
     */
    default S corpusScore(List<String> hypotheses, List<? extends List<String>> references, Parallelism parallelism) {
        return scoreOfSegments(corpusStats(hypotheses, references, parallelism));
    }

    /** The score of one segment, as the reference's sentence-level entry point computes it. */
    default S sentenceScore(String hypothesis, List<String> references) {
        Objects.requireNonNull(references, "references");
        return scoreOfSegments(new double[][] {segmentStats(hypothesis, references)});
    }

    /**
     * The score of a bootstrap resample whose column sums were accumulated in single precision
     * (sacrebleu converts statistics to numpy {@code float32} before resampling). The default
     * widens the sums to double, as numpy does once a {@code float32} scalar meets a Python
     * number; a metric whose score multiplies or divides two {@code float32} sums overrides it.
     */
    default double scoreSinglePrecision(float[] summedStats) {
        double[] wide = new double[summedStats.length];
        for (int i = 0; i < wide.length; i++) {
            wide[i] = summedStats[i];
        }
        return score(wide).score();
    }

    /**
     * The score of an approximate-randomization trial's summed statistics (sacrebleu scores a row
     * of an {@code int64}/{@code float64} matrix in place); override where writing into that row
     * rounds.
     */
    default double scoreOfTrial(double[] summedStats) {
        return score(summedStats).score();
    }
}
