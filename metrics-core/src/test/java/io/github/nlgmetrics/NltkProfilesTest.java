package io.github.nlgmetrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.gleu.Gleu;
import io.github.nlgmetrics.nist.Nist;
import io.github.nlgmetrics.ribes.Ribes;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The profiles {@code nltk:gleu}, {@code nltk:nist}, {@code nltk:ribes} ({@code nltk:meteor}: metrics-meteor). */
class NltkProfilesTest {
    static Stream<Arguments> profiles() {
        return Stream.of(Arguments.of("nltk:gleu", Gleu.nltk()), Arguments.of("nltk:nist", Nist.nltk()),
                Arguments.of("nltk:ribes", Ribes.nltk()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void noOptionsGiveTheFactoryDefaults(String name, Metric<?> factory) {
        Profile profile = Profiles.byName(name);
        for (int nrefs : new int[] {1, 3, -1}) {
            assertEquals(factory.signature(nrefs), profile.metric().signature(nrefs));
            assertEquals(factory.signature(nrefs), profile.metric(Map.of("tokenize", "split")).signature(nrefs));
        }
        assertEquals(factory.additive(), profile.metric().additive());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void tokenizeIsOnlySplit(String name, Metric<?> factory) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Profiles.metric(name, Map.of("tokenize", "13a")));
        assertTrue(e.getMessage().contains("'13a'"), e.getMessage());
    }

    @Test
    void optionsConfigureTheMetric() {
        assertEquals(Gleu.nltk().withLengths(5, 6).signature(1),
                Profiles.metric("nltk:gleu", Map.of("min_len", 5, "max_len", "6")).signature(1));
        assertEquals(Nist.nltk().withN(3).signature(1), Profiles.metric("nltk:nist", Map.of("n", 3)).signature(1));
        assertEquals(Ribes.nltk().withAlpha(0.5).withBeta(0.3).signature(1),
                Profiles.metric("nltk:ribes", Map.of("alpha", "0.5", "beta", 0.3)).signature(1));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:ribes", Map.of("alpha", "-0.5")));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:gleu", Map.of("min_len", 3,
                "max_len", 2)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Profiles.metric("nltk:nist", Map.of("n", 0)));
        assertTrue(e.getMessage().contains("n must be at least 1: 0"), e.getMessage());
    }

    @Test
    void commandLineFlagsAreThoseOfTheCommands() {
        assertEquals(List.of("--min-len"), Profiles.byName("nltk:gleu").option("min_len").flags());
        assertEquals(List.of("--max-len"), Profiles.byName("nltk:gleu").option("max_len").flags());
        assertEquals(List.of("--n", "-n"), Profiles.byName("nltk:nist").option("n").flags());
        assertEquals(List.of("--alpha"), Profiles.byName("nltk:ribes").option("alpha").flags());
        assertEquals(List.of("--beta"), Profiles.byName("nltk:ribes").option("beta").flags());
        assertEquals(List.of(), Profiles.byName("nltk:ribes").option("tokenize").flags());
    }

    @Test
    void onlyNistIsNotAdditive() {
        assertFalse(Profiles.metric("nltk:nist", Map.of()).additive());
        assertTrue(Profiles.metric("nltk:gleu", Map.of()).additive());
        assertTrue(Profiles.metric("nltk:ribes", Map.of()).additive());
    }
}
