package io.github.nlgmetrics.explain;

import io.github.nlgmetrics.BehaviourFamily;
import java.util.List;
import java.util.Map;

/**
 * Why profiles of one family give different numbers on one corpus: each profile's score, and for
 * each pair the causes in which they differ, with the score change each one causes.
 *
 * <p>For a pair (from, to) the observed difference {@code to − from} (in {@link #unit()}) is
 * exactly the sum of: {@link Comparison#remainderFrom()} (the {@code from} profile against the
 * family's computation at its point), the {@link CauseEffect#path()} change of every switched
 * cause (walked in {@link Comparison#order()}), and {@link Comparison#remainderTo()} — up to the
 * rounding of those subtractions, reported as {@link Comparison#rounding()}.
 *
 * @param family the family's name ({@code bleu})
 * @param unit what scores are compared in ({@code BLEU points (0-100)})
 * @param segments the number of segments of the corpus
 * @param profiles each profile's score, in the order given
 * @param comparisons every pair, each profile against each later one
 */
public record Explanation(String family, String unit, int segments, List<ProfileResult> profiles,
                          List<Comparison> comparisons) {
    public Explanation {
        profiles = List.copyOf(profiles);
        comparisons = List.copyOf(comparisons);
    }

    /**
     * One profile's result.
     *
     * @param profile its name
     * @param score the profile's own number (its own scale)
     * @param scoreInUnit the same in the family's unit
     * @param point its value on each dimension of the family ({@code null}: not switchable)
     * @param unswitchable the causes on which the family's computation cannot reproduce it
     */
    public record ProfileResult(String profile, double score, double scoreInUnit, Map<String, String> point,
                                List<String> unswitchable) {
        public ProfileResult {
            point = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(point));
            unswitchable = List.copyOf(unswitchable);
        }
    }

    /** How a differing cause is handled. */
    public enum Kind {
        /** Switched by the family's computation: its changes are measured. */
        SWITCHED,
        /** A difference in presentation (scale): no change in the compared number. */
        PRESENTATION,
        /** One of the profiles' values cannot be switched: its effect is in the remainder. */
        NOT_SWITCHABLE
    }

    /**
     * One cause in which two profiles differ.
     *
     * @param cause the dimension's name
     * @param description what the dimension is
     * @param fromValue the {@code from} profile's value (null: not switchable)
     * @param toValue the {@code to} profile's value
     * @param fromNote the {@code from} profile's one-line description of its behaviour
     * @param toNote the {@code to} profile's one-line description
     * @param kind how it is handled
     * @param alone the change when only this cause is switched, from the {@code from} point
     * @param path the change it makes along the walk (the walk's steps add up)
     * @param shapley its Shapley value (the mean of its changes over every order of the causes, so
     *                independent of the walk's order), or null when there are too many causes to
     *                average over or the cause is not switched
     */
    public record CauseEffect(String cause, String description, String fromValue, String toValue, String fromNote,
                              String toNote, Kind kind, double alone, double path, Double shapley) {
    }

    /**
     * What the family's computation does not reproduce of one profile.
     *
     * @param profile the profile
     * @param value the part of the observed difference it accounts for
     * @param explanation why (the causes that cannot be switched), or that there is none
     */
    public record Remainder(String profile, double value, String explanation) {
    }

    /**
     * One segment that moves the number.
     *
     * @param line its 1-based line number
     * @param influence the change of the {@code from} score when this segment alone is computed as
     *                  by {@code to}
     * @param from the segment at the {@code from} point (tokens, statistics)
     * @param to the segment at the {@code to} point
     * @param onlyFrom hypothesis tokens {@code from} has and {@code to} has not (as a multiset)
     * @param onlyTo hypothesis tokens {@code to} has and {@code from} has not
     */
    public record SegmentDifference(int line, double influence, BehaviourFamily.SegmentView from,
                                    BehaviourFamily.SegmentView to, List<String> onlyFrom, List<String> onlyTo) {
        public SegmentDifference {
            onlyFrom = List.copyOf(onlyFrom);
            onlyTo = List.copyOf(onlyTo);
        }
    }

    /**
     * One pair of profiles.
     *
     * @param from the first profile
     * @param to the second
     * @param observed {@code to − from}, in the family's unit
     * @param order the order in which the walk switched the causes
     * @param causes every cause in which the two differ, in that order (presentation and
     *               not-switchable ones included)
     * @param remainderFrom the {@code from} profile against the family's computation at its point
     * @param remainderTo the {@code to} profile against the family's computation at its point
     * @param rounding {@code observed − (remainders + Σ path)}: floating-point rounding only
     * @param segments the segments that move the number most, largest first
     */
    public record Comparison(String from, String to, double observed, List<String> order, List<CauseEffect> causes,
                             Remainder remainderFrom, Remainder remainderTo, double rounding,
                             List<SegmentDifference> segments) {
        public Comparison {
            order = List.copyOf(order);
            causes = List.copyOf(causes);
            segments = List.copyOf(segments);
        }

        /** The sum of the remainders and every cause's path change: the observed difference, up to {@link #rounding}. */
        public double attributed() {
            double sum = remainderFrom.value() + remainderTo.value();
            for (CauseEffect c : causes) {
                sum += c.path();
            }
            return sum;
        }
    }

    /** The text {@code nlg-metrics explain} prints for people. */
    public String toText() {
        return ExplanationText.render(this);
    }
}
