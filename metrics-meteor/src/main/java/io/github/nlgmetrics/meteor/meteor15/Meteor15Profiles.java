package io.github.nlgmetrics.meteor.meteor15;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * The METEOR 1.5 profile {@code meteor15:meteor}: the CMU jar's scoring, configured with the jar's
 * own command-line flags ({@code flags: "-l en -norm -m 'exact stem synonym' -t adq"}); the corpus
 * score is the jar's "Final score" (summed statistics). Registered by metrics-meteor.
 */
public final class Meteor15Profiles implements ProfileProvider {
    /**
     * The jar's flags after {@code TEST REF}, one shell-quoted string or a list of arguments. Default
     * {@code -l en -m 'exact stem synonym'}: the jar's {@code -l en} without the paraphrase module,
     * whose table is not bundled (give {@code -a paraphrase-en.gz} and no {@code -m} for the jar's
     * full default).
     */
    public static final Option<Meteor15Flags> FLAGS = Option.of("flags", List.of("--flags"),
            Meteor15Flags.parse("-l en -m 'exact stem synonym'"), Meteor15Profiles::flags,
            "METEOR 1.5 jar flags, e.g. \"-l en -norm -m 'exact stem synonym'\"");

    /** METEOR 1.5. */
    public static final Profile METEOR15 = Profile.builder("meteor15:meteor")
            .description("METEOR 1.5 as the CMU jar computes it (Denkowski & Lavie 2014); corpus = summed statistics")
            .options(List.of(FLAGS))
            .build(v -> Meteor15.of(v.get(FLAGS).config()));

    @Override
    public List<Profile> profiles() {
        return List.of(METEOR15);
    }

    private static Meteor15Flags flags(Object raw) {
        if (raw instanceof Meteor15Flags f) {
            return f;
        }
        if (raw instanceof List<?> list) {
            List<String> argv = new ArrayList<>();
            list.forEach(o -> argv.add(String.valueOf(o)));
            return Meteor15Flags.parse(argv);
        }
        return Meteor15Flags.parse(raw.toString());
    }
}
