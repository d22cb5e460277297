package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.SegmentScorer;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What crosses the wire to executors: a profile name and its options in the reference's keyword
 * names (values as text or typed, as {@code Profile.metric(Map<String, ?>)} takes them, parsed by
 * the profile's own {@code Option} declarations; they must be serializable). Metrics are not
 * serialized; each JVM builds one per spec, once, and each task or thread gets its own
 * {@link SegmentScorer} from it.
 *
 * @param profile a registered profile name ({@code sacrebleu:bleu})
 * @param options the profile's options, e.g. {@code tokenize -> intl}; empty for its defaults
 */
record MetricSpec(String profile, Map<String, ?> options) implements Serializable {
    private static final Map<MetricSpec, Metric<?>> METRICS = new ConcurrentHashMap<>();
    private static final ThreadLocal<Map<MetricSpec, SegmentScorer>> SCORERS =
            ThreadLocal.withInitial(java.util.HashMap::new);

    MetricSpec {
        if (profile == null || profile.isBlank()) {
            throw new IllegalArgumentException("profile must be given: '" + profile + "'");
        }
        Map<String, Object> copy = new TreeMap<>();
        if (options != null) {
            options.forEach((k, v) -> {
                if (k == null) {
                    throw new IllegalArgumentException(profile + ": an option without a name");
                }
                if (v != null && !(v instanceof Serializable)) {
                    throw new IllegalArgumentException(profile + ": option '" + k + "' holds a "
                            + v.getClass().getName() + ", which cannot be sent to executors (give its text)");
                }
                if (v != null) {
                    copy.put(k, v);
                }
            });
        }
        options = Map.copyOf(copy);
    }

    /** Validates the spec where it is created (the driver): unknown profiles and options fail there. */
    static MetricSpec of(String profile, Map<String, ?> options) {
        MetricSpec spec = new MetricSpec(profile, options);
        spec.metric();
        return spec;
    }

    /**
     * The spec of sentence scores: {@code options} plus what the reference's command line sets at
     * sentence level for the options not given ({@code Profile.withSentenceLevelDefaults}:
     * sacrebleu's BLEU gets {@code effective_order=true}, as {@code sacrebleu --sentence-level}
     * and {@code sacrebleu.sentence_bleu} do).
     */
    static MetricSpec sentence(String profile, Map<String, ?> options) {
        if (profile == null || profile.isBlank()) {
            throw new IllegalArgumentException("profile must be given: '" + profile + "'");
        }
        return of(profile, Profiles.byName(profile).withSentenceLevelDefaults(options == null ? Map.of() : options));
    }

    /** This JVM's metric for the spec (built once; metrics are immutable and thread-safe). */
    Metric<?> metric() {
        return METRICS.computeIfAbsent(this, s -> Profiles.metric(s.profile, s.options));
    }

    /** The calling thread's scorer for the spec (thread-confined, reused across rows). */
    SegmentScorer threadScorer() {
        return SCORERS.get().computeIfAbsent(this, s -> s.metric().newScorer());
    }

    /**
     * The sentence score of one row, exactly as {@code Metric.sentenceScore} computes it: with
     * {@code scorer} (one per partition) when the metric keeps the default definition
     * ({@code scoreOfSegments} of the segment's one row), through the metric's own override
     * otherwise.
     */
    double sentenceScore(SegmentScorer scorer, String hypothesis, List<String> references) {
        Metric<?> m = metric();
        if (DEFAULT_SENTENCE.computeIfAbsent(m.getClass(), MetricSpec::keepsDefaultSentenceScore)) {
            return m.scoreOfSegments(new double[][] {scorer.stats(hypothesis, references)}).score();
        }
        return m.sentenceScore(hypothesis, references).score();
    }

    private static final Map<Class<?>, Boolean> DEFAULT_SENTENCE = new ConcurrentHashMap<>();

    private static boolean keepsDefaultSentenceScore(Class<?> type) {
        try {
            return type.getMethod("sentenceScore", String.class, List.class).getDeclaringClass() == Metric.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }
}
