package io.github.nlgmetrics.hfevaluate;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.rouge.AggregateScore;
import io.github.nlgmetrics.rouge.BootstrapAggregator;
import io.github.nlgmetrics.rouge.Rouge;
import io.github.nlgmetrics.rouge.RougeResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * Hugging Face evaluate's {@code rouge} script ({@code metrics/rouge/rouge.py} @ a7dd338):
 * rouge-score 0.1.2's {@code RougeScorer(rouge_types, use_stemmer, tokenizer).score_multi} on
 * every segment ({@link Rouge}, unchanged), then
 * <ul>
 *   <li>{@code use_aggregator=True} (the default): rouge-score's {@code BootstrapAggregator()}
 *       ({@link BootstrapAggregator}: for each type in {@code rouge_types} order, 1,000 resamples
 *       {@code np.random.choice(np.arange(n), size=n)} from numpy's legacy global generator, the
 *       mean (P, R, F) of each, {@code np.percentile(means, 50)}), and the dict
 *       {@code {type: mid.fmeasure}}: the MEDIAN of bootstrap means of F, not the mean F, and a
 *       random number unless numpy's generator was seeded. {@link #withSeed} reproduces
 *       {@code np.random.seed(seed)} before the call bit for bit; without a seed the generator is
 *       seeded at random and {@link Result#seeded()} is false (the command line says that
 *       {@code --seed} is needed for a reproducible number);</li>
 *   <li>{@code use_aggregator=False}: {@code {type: [F of each segment]}}.</li>
 * </ul>
 * Quirks reproduced: an empty corpus raises ({@code IndexError} on {@code references[0]}); a
 * segment without references raises ({@code np.argmax} of nothing); type names are validated when
 * the scorer is built ({@code rougeLSum}, the rouge README's spelling, is a {@code ValueError});
 * one segment aggregates to its own F (every resample is that segment).
 *
 * <p>Not additive ({@link #additive()} is false): a median of bootstrap means, or a list, is no
 * function of summed statistics. Rows are {@link Rouge}'s ({@code [P, R, F per type, 1]}), so
 * they can be computed in parallel; the corpus score needs them all
 * ({@link #scoreOfSegments}).
 */
public final class HfRouge implements Metric<HfRouge.Result> {
    private final Rouge rouge;
    private final boolean useAggregator;
    private final Long seed;

    private HfRouge(Rouge rouge, boolean useAggregator, Long seed) {
        this.rouge = Objects.requireNonNull(rouge, "rouge");
        this.useAggregator = useAggregator;
        if (seed != null) {
            // validated as numpy's np.random.seed validates it
            BootstrapAggregator.rougeScore().withSeed(seed);
        }
        this.seed = seed;
    }

    /** The script's defaults: rouge1, rouge2, rougeL, rougeLsum, no stemmer, aggregated, unseeded. */
    public static HfRouge hfEvaluate() {
        return new HfRouge(Rouge.rougeScore(), true, null);
    }

    /** The rouge-score scorer the script builds ({@code rouge_types}, {@code use_stemmer}, {@code tokenizer}). */
    public HfRouge withRouge(Rouge value) {
        return new HfRouge(value, useAggregator, seed);
    }

    /** {@code use_aggregator}. */
    public HfRouge withAggregator(boolean value) {
        return new HfRouge(rouge, value, seed);
    }

    /** {@code np.random.seed(seed)} before the call ({@code 0 <= seed < 2^32}). */
    public HfRouge withSeed(long value) {
        return new HfRouge(rouge, useAggregator, value);
    }

    /** Unseeded: numpy's generator in whatever state it is (here: seeded at random). */
    public HfRouge withoutSeed() {
        return new HfRouge(rouge, useAggregator, null);
    }

    public Rouge rouge() {
        return rouge;
    }

    public boolean useAggregator() {
        return useAggregator;
    }

    public OptionalLong seed() {
        return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    @Override
    public String name() {
        return rouge.name();
    }

    /**
     * {@code compat:hf-evaluate|script:rouge|nrefs:N|...} (rouge-score's options), then
     * {@code aggregate:bootstrap-median|seed:S} ({@code seed:none}: not reproducible) or
     * {@code aggregate:none}.
     */
    @Override
    public Signature signature(int nrefs) {
        Signature s = Signature.of("compat", "hf-evaluate", "script", "rouge").with(rouge.signature(nrefs));
        return useAggregator
                ? s.with("aggregate", "bootstrap-median").with("seed", seed == null ? "none" : seed.toString())
                : s.with("aggregate", "none");
    }

    /** {@link Rouge}'s rows: {@code [P, R, F per type, 1]} of {@code score_multi}. */
    @Override
    public SegmentScorer newScorer() {
        return rouge.newScorer();
    }

    /** False: the script's result is a bootstrap median or a list, no function of column sums. */
    @Override
    public boolean additive() {
        return false;
    }

    /** Unsupported: see {@link #additive()}; use {@link #scoreOfSegments} or {@link #corpusScore}. */
    @Override
    public Result score(double[] summedStats) {
        throw new UnsupportedOperationException("hf-evaluate rouge is not additive: its result is a bootstrap median"
                + " (or a list) of the segment scores, not a function of their sums; use scoreOfSegments");
    }

    /** The script's dict from every segment's row, in segment order. */
    @Override
    public Result scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        if (segmentStats.length == 0) {
            throw new IllegalArgumentException("hf-evaluate rouge: empty corpus (the script reads references[0]:"
                    + " IndexError)");
        }
        List<RougeResult> segments = rouge.segmentScores(segmentStats);
        Map<String, Object> dict = new LinkedHashMap<>();
        double headline;
        if (useAggregator) {
            BootstrapAggregator agg = BootstrapAggregator.rougeScore();
            if (seed != null) {
                agg = agg.withSeed(seed);
            }
            Map<String, AggregateScore> aggregated = agg.aggregate(segments);
            aggregated.forEach((type, a) -> dict.put(type, a.mid().fmeasure()));
            headline = aggregated.values().iterator().next().mid().fmeasure();
        } else {
            for (String type : rouge.typeNames()) {
                double[] f = new double[segments.size()];
                for (int i = 0; i < f.length; i++) {
                    f[i] = segments.get(i).get(type).fmeasure();
                }
                dict.put(type, f);
            }
            headline = rouge.score(io.github.nlgmetrics.Stats.columnSums(segmentStats)).score();
        }
        return new Result(dict, headline, useAggregator, !useAggregator || seed != null, segmentStats.length);
    }

    @Override
    public String toString() {
        return "HfRouge[" + signature(-1) + "]";
    }

    /**
     * The script's returned dict.
     *
     * @param dict {@code {type: F}} (aggregated) or {@code {type: [F per segment]}}
     * @param score the headline: the first type's aggregated F, or (not aggregated) the mean of the
     *     first type's segment F values
     * @param aggregated whether {@code use_aggregator} was on
     * @param seeded false for an unseeded bootstrap: the number changes from run to run (pass a
     *     seed for a reproducible one)
     * @param segments how many segments were scored
     */
    public record Result(Map<String, Object> dict, double score, boolean aggregated, boolean seeded, long segments)
            implements io.github.nlgmetrics.Score {
        public Result {
            dict = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(dict));
        }

        /** The dict the script returns. */
        @Override
        public Map<String, Object> fields() {
            return dict;
        }

        /** Empty when reproducible; otherwise says that a seed is needed for a reproducible number. */
        @Override
        public String verbose() {
            return seeded ? "" : "(unseeded bootstrap: the median of 1000 resamples changes from run to run;"
                    + " pass --seed N for a reproducible number)";
        }
    }
}
