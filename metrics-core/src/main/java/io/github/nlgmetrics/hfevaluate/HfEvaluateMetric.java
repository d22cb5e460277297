package io.github.nlgmetrics.hfevaluate;

import io.github.nlgmetrics.Accumulator;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * A Hugging Face evaluate metric script ({@code metrics/<name>/<name>.py} @ a7dd338) around the
 * metric it calls: the script's input handling, then that metric's own scoring (unchanged), then
 * the dict it returns ({@link HfEvaluateScore}).
 *
 * <p>What every script does before scoring, reproduced here:
 * <ul>
 *   <li>it reads {@code references[0]} first, so an empty corpus raises {@code IndexError}: here an
 *       {@link IllegalArgumentException};</li>
 *   <li>the sacrebleu wrappers ({@code sacrebleu}, {@code chrf}, {@code ter}) transpose the
 *       per-segment reference lists into sacrebleu's reference streams, so every segment must
 *       have as many references as the first ({@code ValueError} otherwise; with
 *       {@link #withSameReferenceCount} set).</li>
 * </ul>
 * The statistics, their sums and the score are the wrapped metric's, so a script is as additive,
 * streamable and resamplable as what it wraps.
 *
 * @param <S> the wrapped metric's score
 */
public final class HfEvaluateMetric<S extends Score> implements Metric<HfEvaluateScore> {
    private final String script;
    private final Metric<S> inner;
    private final boolean sameReferenceCount;
    private final Function<S, Map<String, Object>> dict;

    private HfEvaluateMetric(String script, Metric<S> inner, boolean sameReferenceCount,
            Function<S, Map<String, Object>> dict) {
        this.script = Objects.requireNonNull(script, "script");
        this.inner = Objects.requireNonNull(inner, "inner");
        this.sameReferenceCount = sameReferenceCount;
        this.dict = Objects.requireNonNull(dict, "dict");
    }

    /**
     * The script {@code script} calling {@code inner}, returning {@code dict(score)}; references
     * may vary in number per segment.
     */
    public static <S extends Score> HfEvaluateMetric<S> of(String script, Metric<S> inner,
            Function<S, Map<String, Object>> dict) {
        return new HfEvaluateMetric<>(script, inner, false, dict);
    }

    /** A copy that requires every segment to have as many references as the first (the sacrebleu wrappers). */
    public HfEvaluateMetric<S> withSameReferenceCount(boolean value) {
        return new HfEvaluateMetric<>(script, inner, value, dict);
    }

    /** The script's name ({@code chrf}, {@code google_bleu}, ...). */
    public String script() {
        return script;
    }

    /** The metric the script calls. */
    public Metric<S> inner() {
        return inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    /** {@code compat:hf-evaluate|script:<name>|} followed by the wrapped metric's signature. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("compat", "hf-evaluate", "script", script).with(inner.signature(nrefs));
    }

    @Override
    public SegmentScorer newScorer() {
        return inner.newScorer();
    }

    @Override
    public HfEvaluateScore score(double[] summedStats) {
        return wrap(inner.score(summedStats));
    }

    @Override
    public boolean higherIsBetter() {
        return inner.higherIsBetter();
    }

    @Override
    public boolean additive() {
        return inner.additive();
    }

    /** The wrapped metric's rows, after the script's checks of the whole input. */
    @Override
    public double[][] corpusStats(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        check(references);
        return inner.corpusStats(hypotheses, references, parallelism);
    }

    @Override
    public HfEvaluateScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        if (segmentStats.length == 0) {
            throw emptyCorpus();
        }
        return wrap(inner.scoreOfSegments(segmentStats));
    }

    @Override
    public Accumulator<HfEvaluateScore> newAccumulator() {
        Accumulator<S> in = inner.newAccumulator();
        return new Accumulator<>() {
            @Override
            public void add(double[] row) {
                in.add(row);
            }

            @Override
            public long count() {
                return in.count();
            }

            @Override
            public HfEvaluateScore score() {
                if (in.count() == 0) {
                    throw emptyCorpus();
                }
                return wrap(in.score());
            }
        };
    }

    /** The wrapped metric's corpus score, after the script's checks. */
    @Override
    public HfEvaluateScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        check(references);
        return wrap(inner.corpusScore(hypotheses, references, parallelism));
    }

    @Override
    public double scoreSinglePrecision(float[] summedStats) {
        return inner.scoreSinglePrecision(summedStats);
    }

    @Override
    public double scoreOfTrial(double[] summedStats) {
        return inner.scoreOfTrial(summedStats);
    }

    private void check(List<? extends List<String>> references) {
        Objects.requireNonNull(references, "references");
        if (references.isEmpty()) {
            throw emptyCorpus();
        }
        if (sameReferenceCount) {
            int first = references.get(0) == null ? 0 : references.get(0).size();
            for (int i = 1; i < references.size(); i++) {
                List<String> r = references.get(i);
                if (r != null && r.size() != first) {
                    throw new IllegalArgumentException("hf-evaluate " + script + " requires the same number of"
                            + " references for each prediction (sacrebleu's reference streams): segment 0 has "
                            + first + ", segment " + i + " has " + r.size() + " (ValueError)");
                }
            }
        }
    }

    private IllegalArgumentException emptyCorpus() {
        return new IllegalArgumentException("hf-evaluate " + script + ": empty corpus (the script reads"
                + " references[0]: IndexError)");
    }

    private HfEvaluateScore wrap(S score) {
        return new HfEvaluateScore(score, dict.apply(score));
    }

    @Override
    public String toString() {
        return "HfEvaluateMetric[" + signature(-1) + "]";
    }
}
