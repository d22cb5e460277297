package io.github.nlgmetrics;

import java.util.List;
import java.util.Map;

/**
 * A family of profiles that compute "the same" metric ({@code bleu}: sacrebleu, NLTK,
 * tensorflow/nmt, Hugging Face evaluate, R sacRebleu, ...) and the behaviour vector along which
 * they differ: each {@link Cause} is one dimension, each profile is one point (its
 * {@link Quirk}s), and one parametrised computation evaluates ANY point of the vector on a
 * corpus. At a profile's own point it reproduces that profile's score exactly (tested on the
 * profile's golden files), so walking from one profile's point to another's, one cause at a time,
 * attributes the whole difference between the two scores: the steps telescope.
 *
 * <p>Scores are compared in the family's {@link #unit()} (BLEU points, 0–100):
 * {@link #inUnit(double, Map)} converts a profile's own number using its presentation causes
 * (its {@code scale}).
 */
public interface BehaviourFamily {
    /** One dimension of the behaviour vector. */
    record Cause(String name, String description, boolean presentation) {
        /** A dimension the parametrised computation switches. */
        public static Cause of(String name, String description) {
            return new Cause(name, description, false);
        }

        /** A difference in how the number is shown (its scale), not in the number: never attributed a change. */
        public static Cause presentationOnly(String name, String description) {
            return new Cause(name, description, true);
        }
    }

    /** The family's name ({@code bleu}). */
    String name();

    /** The unit scores are compared in, e.g. {@code BLEU points (0-100)}. */
    String unit();

    /** The dimensions, in the order a walk from one profile to another switches them. */
    List<Cause> causes();

    /** Whether {@code value} is a point of dimension {@code cause} that the parametrised computation can evaluate. */
    boolean knows(String cause, String value);

    /** A profile's own score converted to {@link #unit()}, given its point (its presentation values). */
    double inUnit(double nativeScore, Map<String, String> point);

    /**
     * A corpus bound to the parametrised computation (hypotheses first; one list of references per
     * segment). Rejects bad input with {@link IllegalArgumentException}.
     */
    Corpus corpus(List<String> hypotheses, List<List<String>> references);

    /** A corpus and every point evaluated on it (implementations cache what points share). */
    interface Corpus {
        /** The number of segments. */
        int size();

        /** The score at {@code point} (every non-presentation cause has a known value), in {@link #unit()}. */
        double score(Map<String, String> point);

        /**
         * Per segment, the score change at {@code from} when that segment alone is computed as at
         * {@code to} (its statistics replaced): which segments move the number. Empty when the two
         * points' statistics cannot be exchanged.
         */
        double[] segmentInfluence(Map<String, String> from, Map<String, String> to);

        /** What a segment is at {@code point}: its hypothesis tokens, then one line of statistics. */
        SegmentView segment(Map<String, String> point, int index);
    }

    /**
     * What every family declares alike, written once: its name, unit and causes, given to the
     * constructor; {@link #knows} answers false for a null value before the family's own check
     * ({@link #knowsValue}); scores are in the unit unless the family converts them
     * ({@link #inUnit}).
     */
    abstract class Declared implements BehaviourFamily {
        private final String name;
        private final String unit;
        private final List<Cause> causes;

        /** A family named {@code name} comparing scores in {@code unit}, its dimensions in walk order. */
        protected Declared(String name, String unit, List<Cause> causes) {
            this.name = name;
            this.unit = unit;
            this.causes = List.copyOf(causes);
        }

        @Override
        public final String name() {
            return name;
        }

        @Override
        public final String unit() {
            return unit;
        }

        @Override
        public final List<Cause> causes() {
            return causes;
        }

        @Override
        public final boolean knows(String cause, String value) {
            return value != null && knowsValue(cause, value);
        }

        /** Whether the non-null {@code value} is a point of dimension {@code cause} the computation can evaluate. */
        protected abstract boolean knowsValue(String cause, String value);

        /**
         * Refuses a point with a dimension (presentation aside) the computation cannot evaluate, naming
         * the family, the dimension and the value.
         */
        protected final void requireComputable(Map<String, String> point) {
            for (Cause c : causes) {
                if (!c.presentation() && !knows(c.name(), point.get(c.name()))) {
                    throw new IllegalArgumentException(name + ": " + c.name() + " has no value the family can compute: '"
                            + point.get(c.name()) + "'");
                }
            }
        }

        /** The native score as it is: the family's unit is its profiles' own (override where a scale differs). */
        @Override
        public double inUnit(double nativeScore, Map<String, String> point) {
            return nativeScore;
        }
    }

    /**
     * The part of a {@link Corpus} every family shares: the checked {@link Input} and its number of
     * segments.
     */
    abstract class InputCorpus implements Corpus {
        private final Input input;

        /** A corpus over {@code input}. */
        protected InputCorpus(Input input) {
            this.input = input;
        }

        /** The hypotheses, one per segment. */
        protected final List<String> hypotheses() {
            return input.hypotheses();
        }

        /** Each segment's references. */
        protected final List<List<String>> references() {
            return input.references();
        }

        @Override
        public final int size() {
            return input.hypotheses().size();
        }
    }

    /**
     * A corpus as every family takes it: immutable copies of the hypotheses and of each segment's
     * references, checked once (null lists, unequal lengths, an empty corpus, a null hypothesis, a
     * segment without references or with a null one: an {@link IllegalArgumentException} naming it).
     *
     * @param hypotheses one per segment
     * @param references each segment's references (at least one)
     */
    record Input(List<String> hypotheses, List<List<String>> references) {
        public Input {
            if (hypotheses == null || references == null) {
                throw new IllegalArgumentException("hypotheses and references are required");
            }
            Stats.requireSameLength(hypotheses.size(), references.size());
            if (hypotheses.isEmpty()) {
                throw new IllegalArgumentException("the corpus is empty");
            }
            for (int i = 0; i < hypotheses.size(); i++) {
                if (hypotheses.get(i) == null) {
                    throw new IllegalArgumentException("hypothesis " + (i + 1) + " is null");
                }
                List<String> r = references.get(i);
                if (r == null || r.isEmpty()) {
                    throw new IllegalArgumentException("segment " + (i + 1) + " has no reference");
                }
                for (String ref : r) {
                    if (ref == null) {
                        throw new IllegalArgumentException("segment " + (i + 1) + " has a null reference");
                    }
                }
            }
            hypotheses = List.copyOf(hypotheses);
            references = references.stream().map(List::copyOf).toList();
        }
    }

    /**
     * One segment as the computation sees it at one point.
     *
     * @param hypothesisTokens the hypothesis tokens
     * @param referenceTokens the tokens of each reference
     * @param statistics one line: the segment's statistics at that point
     */
    record SegmentView(List<String> hypothesisTokens, List<List<String>> referenceTokens, String statistics) {
        public SegmentView {
            hypothesisTokens = List.copyOf(hypothesisTokens);
            referenceTokens = referenceTokens.stream().map(List::copyOf).toList();
        }
    }
}
