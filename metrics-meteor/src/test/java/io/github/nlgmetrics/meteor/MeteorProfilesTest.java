package io.github.nlgmetrics.meteor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The profile {@code nltk:meteor}, registered by this module's own {@code ProfileProvider} service. */
class MeteorProfilesTest {
    @Test
    void noOptionsGiveTheFactoryDefaults() {
        Profile profile = Profiles.byName("nltk:meteor");
        for (int nrefs : new int[] {1, 3, -1}) {
            assertEquals(Meteor.nltk().signature(nrefs), profile.metric().signature(nrefs));
            assertEquals(Meteor.nltk().signature(nrefs), profile.metric(Map.of("tokenize", "split")).signature(nrefs));
        }
        // The core profiles are registered beside it.
        assertTrue(Profiles.exists("nltk:gleu") && Profiles.exists("nltk:nist") && Profiles.exists("nltk:ribes"));
    }

    @Test
    void optionsConfigureTheMetric() {
        assertEquals(Meteor.nltk().withAlpha(0.85).withBeta(2.0).withGamma(0.2).signature(1),
                Profiles.metric("nltk:meteor", Map.of("alpha", 0.85, "beta", "2.0", "gamma", 0.2)).signature(1));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:meteor", Map.of("alpha", "NaN")));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:meteor", Map.of("tokenize", "13a")));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:meteor", Map.of("preprocess", "x")));
    }

    @Test
    void commandLineFlagsAreThoseOfTheCommand() {
        Profile profile = Profiles.byName("nltk:meteor");
        assertEquals(List.of("--alpha"), profile.option("alpha").flags());
        assertEquals(List.of("--beta"), profile.option("beta").flags());
        assertEquals(List.of("--gamma"), profile.option("gamma").flags());
    }
}
