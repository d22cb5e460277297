package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The two-generation line cache: the function's values, each computed once while recent, bounded. */
class LineCacheTest {
    @Test
    void aLineSeenWithinAGenerationIsComputedOnce() {
        AtomicInteger calls = new AtomicInteger();
        LineCache cache = new LineCache(4, s -> {
            calls.incrementAndGet();
            return s.toUpperCase(Locale.ROOT);
        });
        for (int round = 0; round < 10; round++) {
            for (String s : new String[] {"a", "b", "c"}) {
                assertEquals(s.toUpperCase(Locale.ROOT), cache.apply(s));
            }
        }
        assertEquals(3, calls.get());
    }

    @Test
    void aLineUsedOncePerGenerationSurvivesRotations() {
        AtomicInteger calls = new AtomicInteger();
        LineCache cache = new LineCache(4, s -> {
            calls.incrementAndGet();
            return s + "!";
        });
        cache.apply("kept");
        for (int i = 0; i < 100; i++) {
            cache.apply("once" + i);
            if (i % 3 == 0) {
                assertEquals("kept!", cache.apply("kept"));
            }
            assertTrue(cache.size() <= 2 * 4, "lines held: " + cache.size());
        }
        assertEquals(101, calls.get());
    }

    @Test
    void theGenerationMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new LineCache(0, s -> s));
    }
}
