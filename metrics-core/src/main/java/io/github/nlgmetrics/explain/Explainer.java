package io.github.nlgmetrics.explain;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.BehaviourFamily.Cause;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.explain.Explanation.CauseEffect;
import io.github.nlgmetrics.explain.Explanation.Comparison;
import io.github.nlgmetrics.explain.Explanation.Kind;
import io.github.nlgmetrics.explain.Explanation.ProfileResult;
import io.github.nlgmetrics.explain.Explanation.Remainder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Explains why profiles of one family give different numbers on one corpus, cause by cause.
 *
 * <pre>
 * Explanation e = Explainer.explainByName(List.of("sacrebleu:bleu", "nltk:bleu"), hyps, refs);
 * System.out.print(e.toText());
 * </pre>
 *
 * <p>Each profile is a point of its {@link BehaviourFamily}'s behaviour vector (its declared
 * {@link Quirk}s) and the family's parametrised computation scores any point. For a pair A → B,
 * the walk starts at A's point and switches the causes in which they differ one at a time, in
 * the family's order: each step's change is that cause's {@code path} change, and the steps
 * telescope, so with the two remainders (real A against A's point, B's point against real B,
 * both 0 wherever the family reproduces the profile, which its golden tests check) they add up
 * to the observed difference. Each cause is also switched {@code alone} from A, and when there
 * are at most {@value #MAX_SHAPLEY_CAUSES} causes, averaged over every order (its Shapley value,
 * independent of the order). A cause on which one profile cannot be switched takes the other
 * profile's value in the walk, and its effect is reported in that profile's remainder.
 *
 * <p>Profiles without a family, or of different families, and bad input are an
 * {@link IllegalArgumentException} with a one-line message.
 */
public final class Explainer {
    /** Shapley values are computed over every subset of the causes up to this many (2^k points). */
    public static final int MAX_SHAPLEY_CAUSES = 12;
    /** Segments listed per pair by default. */
    public static final int DEFAULT_SEGMENTS = 3;

    private Explainer() {
    }

    /** {@link #explain} of the registered profiles named {@code names}, with their defaults. */
    public static Explanation explainByName(List<String> names, List<String> hypotheses,
                                            List<List<String>> references) {
        if (names == null) {
            throw new IllegalArgumentException("explain needs at least two profiles");
        }
        List<Profile> profiles = new ArrayList<>();
        for (String n : names) {
            profiles.add(Profiles.byName(n.trim()));
        }
        return explain(profiles, hypotheses, references);
    }

    /** The explanation of {@code profiles} with their default options. */
    public static Explanation explain(List<Profile> profiles, List<String> hypotheses, List<List<String>> references) {
        List<Map<String, ?>> options = new ArrayList<>();
        if (profiles != null) {
            profiles.forEach(p -> options.add(Map.of()));
        }
        return explain(profiles, options, hypotheses, references, DEFAULT_SEGMENTS);
    }

    /**
     * The explanation of {@code profiles}, each configured by its raw options (as
     * {@link Profile#metric(Map)} takes them), listing up to {@code segments} segments per pair.
     */
    public static Explanation explain(List<Profile> profiles, List<? extends Map<String, ?>> options,
                                      List<String> hypotheses, List<List<String>> references, int segments) {
        if (profiles == null || profiles.size() < 2) {
            throw new IllegalArgumentException("explain needs at least two profiles");
        }
        if (options == null || options.size() != profiles.size()) {
            throw new IllegalArgumentException("explain needs one option map per profile");
        }
        if (segments < 0) {
            throw new IllegalArgumentException("segments must be at least 0: " + segments);
        }
        BehaviourFamily family = family(profiles);
        BehaviourFamily.Corpus corpus = family.corpus(hypotheses, references);

        List<ProfileResult> results = new ArrayList<>();
        List<Map<String, String>> points = new ArrayList<>();
        List<Map<String, String>> notes = new ArrayList<>();
        for (int i = 0; i < profiles.size(); i++) {
            Profile p = profiles.get(i);
            Map<String, ?> raw = options.get(i);
            Map<String, String> declared = p.point(raw);
            Map<String, String> point = new LinkedHashMap<>();
            Map<String, String> note = new HashMap<>();
            List<String> unswitchable = new ArrayList<>();
            for (Cause c : family.causes()) {
                String v = declared.get(c.name());
                point.put(c.name(), v);
                if (!c.presentation() && !family.knows(c.name(), v)) {
                    unswitchable.add(c.name());
                }
            }
            for (Quirk q : p.quirks()) {
                note.put(q.cause(), q.description());
            }
            double score = p.metric(raw).corpusScore(hypotheses, references).score();
            results.add(new ProfileResult(p.name(), score, family.inUnit(score, point), point, unswitchable));
            points.add(point);
            notes.add(note);
        }

        List<Comparison> comparisons = new ArrayList<>();
        for (int i = 0; i < profiles.size(); i++) {
            for (int j = i + 1; j < profiles.size(); j++) {
                comparisons.add(compare(family, corpus, results, points, notes, i, j, segments));
            }
        }
        return new Explanation(family.name(), family.unit(), corpus.size(), results, comparisons);
    }

    private static BehaviourFamily family(List<Profile> profiles) {
        BehaviourFamily family = null;
        for (Profile p : profiles) {
            if (p == null) {
                throw new IllegalArgumentException("a profile is null");
            }
            if (p.family() == null) {
                throw new IllegalArgumentException("profile " + p.name()
                        + " declares no behaviour family: it cannot be explained");
            }
            if (family == null) {
                family = p.family();
            } else if (family != p.family()) {
                throw new IllegalArgumentException("profiles of different families cannot be compared: "
                        + profiles.get(0).name() + " (" + family.name() + ") and " + p.name() + " ("
                        + p.family().name() + ")");
            }
        }
        return family;
    }

    private static Comparison compare(BehaviourFamily family, BehaviourFamily.Corpus corpus,
                                      List<ProfileResult> results, List<Map<String, String>> points,
                                      List<Map<String, String>> notes, int i, int j, int segmentCount) {
        ProfileResult a = results.get(i);
        ProfileResult b = results.get(j);
        Map<String, String> pa = new LinkedHashMap<>(points.get(i));
        Map<String, String> pb = new LinkedHashMap<>(points.get(j));
        // A cause one side cannot switch takes the other side's value: no step, its effect is in that side's remainder.
        for (Cause c : family.causes()) {
            if (c.presentation()) {
                continue;
            }
            boolean ka = family.knows(c.name(), pa.get(c.name()));
            boolean kb = family.knows(c.name(), pb.get(c.name()));
            if (!ka && kb) {
                pa.put(c.name(), pb.get(c.name()));
            } else if (ka && !kb) {
                pb.put(c.name(), pa.get(c.name()));
            } else if (!ka) {
                String v = anyKnown(family, points, c.name());
                pa.put(c.name(), v);
                pb.put(c.name(), v);
            }
        }
        List<Cause> switched = new ArrayList<>();
        for (Cause c : family.causes()) {
            if (!c.presentation() && !pa.get(c.name()).equals(pb.get(c.name()))) {
                switched.add(c);
            }
        }
        double start = corpus.score(pa);
        double end = corpus.score(pb);

        // the walk, one cause at a time in the family's order
        Map<String, Double> path = new HashMap<>();
        Map<String, String> cur = new LinkedHashMap<>(pa);
        double prev = start;
        for (Cause c : switched) {
            cur.put(c.name(), pb.get(c.name()));
            double s = corpus.score(cur);
            path.put(c.name(), s - prev);
            prev = s;
        }
        Map<String, Double> alone = new HashMap<>();
        for (Cause c : switched) {
            Map<String, String> one = new LinkedHashMap<>(pa);
            one.put(c.name(), pb.get(c.name()));
            alone.put(c.name(), corpus.score(one) - start);
        }
        Map<String, Double> shapley = Attribution.shapley(corpus, pa, pb, switched);

        List<CauseEffect> effects = new ArrayList<>();
        List<String> order = new ArrayList<>();
        Map<String, String> na = notes.get(i);
        Map<String, String> nb = notes.get(j);
        for (Cause c : family.causes()) {
            String va = a.point().get(c.name());
            String vb = b.point().get(c.name());
            // two profiles that cannot be switched on a cause may still differ there: tell by their descriptions
            boolean differs = !Objects.equals(va, vb)
                    || (va == null && !Objects.equals(na.get(c.name()), nb.get(c.name())));
            if (!differs) {
                continue;
            }
            Kind kind;
            if (c.presentation()) {
                kind = Kind.PRESENTATION;
            } else if (switched.contains(c)) {
                kind = Kind.SWITCHED;
                order.add(c.name());
            } else {
                kind = Kind.NOT_SWITCHABLE;
            }
            boolean measured = kind == Kind.SWITCHED;
            effects.add(new CauseEffect(c.name(), c.description(), va, vb, na.get(c.name()), nb.get(c.name()), kind,
                    measured ? alone.get(c.name()) : 0.0, measured ? path.get(c.name()) : 0.0,
                    measured ? shapley.get(c.name()) : null));
        }
        Remainder ra = new Remainder(a.profile(), start - a.scoreInUnit(), remainderNote(a, start - a.scoreInUnit()));
        Remainder rb = new Remainder(b.profile(), b.scoreInUnit() - end, remainderNote(b, b.scoreInUnit() - end));
        double observed = b.scoreInUnit() - a.scoreInUnit();
        Comparison partial = new Comparison(a.profile(), b.profile(), observed, order, effects, ra, rb, 0.0, List.of());
        double rounding = observed - partial.attributed();
        return new Comparison(a.profile(), b.profile(), observed, order, effects, ra, rb, rounding,
                Attribution.segments(corpus, pa, pb, segmentCount));
    }

    private static String anyKnown(BehaviourFamily family, List<Map<String, String>> points, String cause) {
        for (Map<String, String> p : points) {
            if (family.knows(cause, p.get(cause))) {
                return p.get(cause);
            }
        }
        throw new IllegalArgumentException("no profile given has a value the " + family.name()
                + " family can compute for '" + cause + "'");
    }

    private static String remainderNote(ProfileResult r, double value) {
        if (r.unswitchable().isEmpty()) {
            return value == 0 ? "none: the family's computation reproduces " + r.profile() + " at its point"
                    : "every behaviour of " + r.profile() + " is declared switchable, yet the family's computation "
                    + "differs from it at its point: a defect of its declaration or of the family (its parity test "
                    + "should fail)";
        }
        return r.profile() + " departs on " + String.join(", ", r.unswitchable())
                + ", which the family's computation cannot switch (the other profile's value was used there)";
    }
}
