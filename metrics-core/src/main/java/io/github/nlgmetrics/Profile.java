package io.github.nlgmetrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * A named compatibility profile: which reference's behaviour a {@link Metric} reproduces, the
 * options that reference has (declared once, with its defaults), and how to build the metric
 * from them. Registered with {@link Profiles}; named {@code reference:metric}, e.g.
 * {@code sacrebleu:bleu}, {@code nltk:meteor}, {@code rouge155:rouge}.
 *
 * <p>The golden-case harness, the command line and the Spark module all build metrics through
 * here, so a default is written in exactly one place.
 */
public final class Profile {
    /** Option keys every caller may pass and every profile ignores (provenance notes of golden cases). */
    public static final List<String> INFORMATIVE = List.of("source");

    private final String name;
    private final String description;
    private final List<Option<?>> options;
    private final Function<OptionValues, ? extends Metric<?>> factory;
    private final BehaviourFamily family;
    private final List<Quirk> quirks;
    private final Map<String, Object> sentenceLevel;

    private Profile(String name, String description, List<Option<?>> options,
                    Function<OptionValues, ? extends Metric<?>> factory, BehaviourFamily family, List<Quirk> quirks,
                    Map<String, Object> sentenceLevel) {
        this.name = name;
        this.description = description;
        this.options = List.copyOf(options);
        this.factory = factory;
        this.family = family;
        this.quirks = List.copyOf(quirks);
        this.sentenceLevel = Map.copyOf(sentenceLevel);
    }

    /** A builder for the profile {@code reference:metric}. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** {@code sacrebleu:bleu}. */
    public String name() {
        return name;
    }

    /** The reference part of the name ({@code sacrebleu}). */
    public String reference() {
        return name.substring(0, name.indexOf(':'));
    }

    /** The metric part of the name ({@code bleu}). */
    public String metricName() {
        return name.substring(name.indexOf(':') + 1);
    }

    /** One line: which tool and version this profile reproduces. */
    public String description() {
        return description;
    }

    /** The declared options, in order. */
    public List<Option<?>> options() {
        return options;
    }

    /** The option with the reference's key {@code key}, or null. */
    public Option<?> option(String key) {
        for (Option<?> o : options) {
            if (o.key().equals(key)) {
                return o;
            }
        }
        return null;
    }

    /**
     * Parses and validates {@code raw} (keys: the reference's keyword names; values: text or typed,
     * {@code null} meaning the default). An undeclared key is an error naming it and the known ones.
     */
    public OptionValues values(Map<String, ?> raw) {
        java.util.Objects.requireNonNull(raw, "options");
        Map<String, Object> values = new LinkedHashMap<>();
        Map<String, Boolean> given = new HashMap<>();
        for (String key : raw.keySet()) {
            if (option(key) == null && !INFORMATIVE.contains(key)) {
                List<String> known = new ArrayList<>();
                options.forEach(o -> known.add(o.key()));
                throw new IllegalArgumentException(name + ": unknown option '" + key + "' (known: "
                        + (known.isEmpty() ? "none" : String.join(", ", known)) + ")");
            }
        }
        for (Option<?> o : options) {
            Object v = raw.get(o.key());
            values.put(o.key(), o.parse(v));
            given.put(o.key(), v != null);
        }
        return new OptionValues(values, given);
    }

    /** The metric configured by {@code raw} options (see {@link #values}). */
    public Metric<?> metric(Map<String, ?> raw) {
        return factory.apply(values(raw));
    }

    /** The metric with the reference's defaults. */
    public Metric<?> metric() {
        return metric(Map.of());
    }

    /** The family whose behaviour vector this profile is a point of, or null (not explainable). */
    public BehaviourFamily family() {
        return family;
    }

    /** The behaviours this profile declares on its family's dimensions (see {@link Quirk}). */
    public List<Quirk> quirks() {
        return quirks;
    }

    /**
     * This profile's point in its family's behaviour vector for {@code raw} options: cause →
     * value, in declaration order; a cause the family cannot switch here maps to {@code null}.
     */
    public Map<String, String> point(Map<String, ?> raw) {
        OptionValues v = values(raw);
        Map<String, String> point = new LinkedHashMap<>();
        for (Quirk q : quirks) {
            point.put(q.cause(), q.valueFor(v));
        }
        return point;
    }

    /**
     * The options the reference's own command line sets when it scores sentence by sentence
     * (sacrebleu's {@code --sentence-level} sets {@code effective_order=True} for BLEU): declared
     * once here, for every caller that gives sentence scores (the command line's
     * {@code --sentence-level}, Spark's sentence scores and {@code nlg_score}). Empty for most
     * profiles.
     */
    public Map<String, Object> sentenceLevelOptions() {
        return sentenceLevel;
    }

    /**
     * {@code raw} with the {@link #sentenceLevelOptions()} added where {@code raw} gives no value
     * (a key absent or mapped to {@code null}): what the reference's command line computes at
     * sentence level, without changing any option that is given.
     */
    public Map<String, Object> withSentenceLevelDefaults(Map<String, ?> raw) {
        Map<String, Object> out = new LinkedHashMap<>(raw);
        sentenceLevel.forEach((k, v) -> {
            if (out.get(k) == null) {
                out.put(k, v);
            }
        });
        return out;
    }

    @Override
    public String toString() {
        return name;
    }

    /** Builds a {@link Profile}. */
    public static final class Builder {
        private final String name;
        private String description = "";
        private final List<Option<?>> options = new ArrayList<>();
        private BehaviourFamily family;
        private final List<Quirk> quirks = new ArrayList<>();
        private final Map<String, Object> sentenceLevel = new LinkedHashMap<>();

        private Builder(String name) {
            int colon = name.indexOf(':');
            if (colon <= 0 || colon == name.length() - 1) {
                throw new IllegalArgumentException("profile names are reference:metric: '" + name + "'");
            }
            this.name = name;
        }

        public Builder description(String value) {
            this.description = Objects.requireNonNull(value, "description");
            return this;
        }

        public Builder option(Option<?> option) {
            for (Option<?> o : options) {
                if (o.key().equals(option.key())) {
                    throw new IllegalArgumentException(name + ": option '" + option.key() + "' declared twice");
                }
            }
            options.add(option);
            return this;
        }

        public Builder options(List<? extends Option<?>> list) {
            list.forEach(this::option);
            return this;
        }

        /** The family this profile belongs to, and its behaviours on the family's dimensions. */
        public Builder family(BehaviourFamily value, List<Quirk> declared) {
            this.family = Objects.requireNonNull(value, "family");
            for (Quirk q : declared) {
                for (Quirk o : quirks) {
                    if (o.cause().equals(q.cause())) {
                        throw new IllegalArgumentException(name + ": quirk '" + q.cause() + "' declared twice");
                    }
                }
                quirks.add(q);
            }
            return this;
        }

        /**
         * The value the reference's command line gives {@code option} at sentence level (see
         * {@link Profile#sentenceLevelOptions()}); the option must be declared before.
         */
        public <T> Builder sentenceLevel(Option<T> option, T value) {
            if (!options.contains(option)) {
                throw new IllegalArgumentException(name + ": sentence-level option '" + option.key()
                        + "' is not declared");
            }
            sentenceLevel.put(option.key(), Objects.requireNonNull(value, "value"));
            return this;
        }

        public Profile build(Function<OptionValues, ? extends Metric<?>> factory) {
            return new Profile(name, description, options, Objects.requireNonNull(factory, "factory"), family, quirks,
                    sentenceLevel);
        }
    }
}
