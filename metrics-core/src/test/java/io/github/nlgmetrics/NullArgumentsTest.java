package io.github.nlgmetrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Library calls with {@code null} name the argument: a null list is a NullPointerException whose
 * message is the parameter name, a null segment an IllegalArgumentException (never a message {@code null}).
 */
class NullArgumentsTest {
    static Stream<String> profiles() {
        return Profiles.all().stream().map(Profile::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void nullListsAreNamed(String profile) {
        Metric<?> m = Profiles.metric(profile, Map.of());
        assertEquals("hypotheses", assertThrows(NullPointerException.class,
                () -> m.corpusScore(null, List.of(List.of("a")))).getMessage());
        assertEquals("references", assertThrows(NullPointerException.class,
                () -> m.corpusScore(List.of("a"), null)).getMessage());
        assertEquals("references", assertThrows(NullPointerException.class,
                () -> m.sentenceScore("a", null)).getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void nullSegmentsAreRejectedByName(String profile) {
        Metric<?> m = Profiles.metric(profile, Map.of());
        assertNamed(assertThrows(RuntimeException.class, () -> m.corpusScore(Arrays.asList((String) null),
                List.of(List.of("a")))));
        assertNamed(assertThrows(RuntimeException.class, () -> m.sentenceScore(null, List.of("a"))));
    }

    /** An IllegalArgumentException, or a NullPointerException whose message names the argument. */
    private static void assertNamed(RuntimeException e) {
        assertTrue(e instanceof IllegalArgumentException
                || (e instanceof NullPointerException && "hypothesis".equals(e.getMessage())), e.toString());
    }
}
