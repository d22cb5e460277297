package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.cli.MetricCommands;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One metric of a comparison, resolved once from {@code -m} (or {@code --scores}) and carried through the
 * computation and the reports instead of its name: the profile ({@code bleu} is the profile {@code nlg-metrics bleu}
 * runs, {@link MetricCommands}; any {@code reference:metric} profile name is accepted too), the metric with the
 * profile's defaults, and for a metric compared by its segment scores (BERTScore) the {@link Part} compared.
 *
 * @param label how the reports call it: the metric's own name ({@code BLEU}, {@code chrF2}), with the part
 *     ({@code bertscore P}), with the profile where two metrics share a name ({@code BLEU (nltk:bleu)}), or the
 *     {@code --scores} name
 * @param profile the profile; null for {@code --scores}
 * @param metric the metric; for {@code --scores} the mean of the file's scores ({@link SegmentScoreMean})
 * @param part the part of a metric compared by its segment scores; null: the metric's own score (BERTScore's F)
 * @param given {@code --scores}: the file's scores, {@code [system][segment]}; null for a profile
 */
record MetricChoice(String label, Profile profile, Metric<?> metric, Part part, double[][] given) {

    /** A part of a metric whose segment scores are P, R and F (BERTScore's; evaluate and torchmetrics spell them out). */
    enum Part {
        /** Precision. */
        P("precision"),
        /** Recall. */
        R("recall"),
        /** F-measure. */
        F("f1");

        private final String longName;

        Part(String longName) {
            this.longName = longName;
        }

        /** The value of this part among a score's {@code fields} ({@code P} or {@code precision}, ...). */
        double of(Map<String, Object> fields) {
            for (Map.Entry<String, Object> e : fields.entrySet()) {
                if ((e.getKey().equalsIgnoreCase(name()) || e.getKey().equalsIgnoreCase(longName))
                        && e.getValue() instanceof Number n) {
                    return n.doubleValue();
                }
            }
            throw new IllegalStateException("no " + name() + " among the score's fields " + fields.keySet());
        }

        static Part of(String text, String metric) {
            for (Part p : values()) {
                if (p.name().equalsIgnoreCase(text) || p.longName.equalsIgnoreCase(text)) {
                    return p;
                }
            }
            throw new IllegalArgumentException("-m " + metric + ": unknown part '" + text + "' (known: P, R, F)");
        }
    }

    /** A {@code --scores NAME=FILE} metric. */
    static MetricChoice scores(String name, String file, double[][] given, boolean higherIsBetter) {
        return new MetricChoice(name, null, SegmentScoreMean.ofFile(name, file, higherIsBetter), null, given);
    }

    /**
     * The metrics of {@code -m} ({@code NAME} or {@code NAME/PART}), each labelled; a name that is no metric, a part
     * of a metric not compared by its segment scores, and a metric given twice are refused, as is a
     * {@code --scores} name equal to a label ({@code external}).
     */
    static List<MetricChoice> parse(List<String> names, Collection<String> external) {
        List<MetricChoice> out = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (String raw : names) {
            if (raw.isBlank()) {
                continue;
            }
            String given = raw.strip();
            int slash = given.lastIndexOf('/');
            String name = slash < 0 ? given : given.substring(0, slash);
            Profile profile = profile(name.contains(":") ? name : name.toLowerCase(Locale.ROOT));
            Metric<?> metric = profile.metric(Map.of());
            Part part = slash < 0 ? null : Part.of(given.substring(slash + 1), given);
            if (part != null && metric.resampling() != Metric.Resampling.SEGMENT_SCORES) {
                throw new IllegalArgumentException("-m " + given + ": a part (P, R, F) is for a metric compared by its"
                        + " segment scores, such as bertscore; " + profile.name() + " has one score");
            }
            String label = metric.name() + (part == null ? "" : " " + part.name());
            boolean shared = out.stream().anyMatch(c -> c.metric().name().equals(metric.name()) && c.part() == part);
            if (shared) {
                label = label + " (" + profile.name() + ")";
            }
            if (labels.contains(label)) {
                throw new IllegalArgumentException("-m: metric '" + given + "' is given twice");
            }
            labels.add(label);
            out.add(new MetricChoice(label, profile, metric, part, null));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("-m: no metric given");
        }
        for (String e : external) {
            if (labels.stream().anyMatch(l -> l.equalsIgnoreCase(e))) {
                throw new IllegalArgumentException("--scores " + e + ": a metric of -m has that name; choose another");
            }
        }
        return out;
    }

    private static Profile profile(String name) {
        if (name.contains(":") && Profiles.exists(name)) {
            return Profiles.byName(name);
        }
        return MetricCommands.defaultProfile(name).orElseThrow(() -> new IllegalArgumentException("unknown metric '" + name
                + "' (known: " + String.join(", ", MetricCommands.names())
                + ", or a profile name such as nltk:meteor; see 'nlg-metrics profiles')"));
    }
}
