package io.github.nlgmetrics.ter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code sacrebleu:ter} profile: defaults are {@link Ter#sacrebleu()}'s, options are sacrebleu's keywords. */
class TerProfilesTest {
    @Test
    void defaultsAreTheFactory() {
        Metric<?> ter = Profiles.byName("sacrebleu:ter").metric();
        assertEquals(Ter.class, ter.getClass());
        assertEquals(Ter.sacrebleu().signature(1), ter.signature(1));
    }

    @Test
    void sacrebleuKeywordArgumentsConfigureTer() {
        assertEquals(Ter.sacrebleu().withNormalized(true).withNoPunct(true).withAsianSupport(true)
                        .withCaseSensitive(true).signature(2),
                Profiles.metric("sacrebleu:ter", Map.of("normalized", true, "no_punct", true, "asian_support", true,
                        "case_sensitive", true)).signature(2));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("sacrebleu:ter", Map.of("normalized",
                "maybe")));
        assertEquals(List.of("score", "num_edits", "ref_length"),
                List.copyOf(Ter.sacrebleu().sentenceScore("a b", List.of("a c")).fields().keySet()));
    }
}
