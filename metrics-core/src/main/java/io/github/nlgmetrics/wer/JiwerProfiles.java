package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * The jiwer 4.0.0 profiles {@code jiwer:wer}, {@code jiwer:mer}, {@code jiwer:wil},
 * {@code jiwer:wip}, {@code jiwer:cer}, {@code jiwer:process_words} and
 * {@code jiwer:process_characters}: each with jiwer's keyword arguments
 * {@code reference_transform} and {@code hypothesis_transform} (a preset name, comma-separated
 * step names, or a list of steps; default {@code wer_default}, or {@code cer_default} for the
 * character functions), statistics rows {@code [H, S, D, I]}.
 */
public final class JiwerProfiles implements ProfileProvider {
    /** Every jiwer profile, in {@link Jiwer#MEASURES} order. */
    public static final List<Profile> ALL;

    static {
        List<Profile> all = new ArrayList<>();
        for (String measure : Jiwer.MEASURES) {
            all.add(profile(measure));
        }
        ALL = List.copyOf(all);
    }

    private static Profile profile(String measure) {
        JiwerTransform dflt = Jiwer.defaultTransform(measure);
        Option<JiwerTransform> ref = Option.of("reference_transform", List.of("--reference-transform"), dflt,
                JiwerTransform::parse, "jiwer transform of the references: a preset (" + String.join(", ",
                        JiwerTransform.PRESETS) + ") or comma-separated steps");
        Option<JiwerTransform> hyp = Option.of("hypothesis_transform", List.of("--hypothesis-transform"), dflt,
                JiwerTransform::parse, "jiwer transform of the hypotheses (same forms)");
        return Profile.builder("jiwer:" + measure)
                .description("jiwer 4.0.0 " + measure + " (rapidfuzz 3.14.5 alignment)")
                .options(List.of(ref, hyp))
                .build(v -> Jiwer.of(measure).withReferenceTransform(v.get(ref)).withHypothesisTransform(v.get(hyp)));
    }

    @Override
    public List<Profile> profiles() {
        return ALL;
    }
}
