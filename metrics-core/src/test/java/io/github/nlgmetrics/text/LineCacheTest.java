package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The two-generation line cache: the function's values; a line computed the first and the second
 * time it comes, then taken from the cache while recent; lines seen once are not kept; bounded.
 */
class LineCacheTest {
    @Test
    void aLineSeenAgainWithinAGenerationIsComputedTwice() {
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
        assertEquals(2 * 3, calls.get());
    }

    @Test
    void linesSeenOnceAreNotKept() {
        LineCache cache = new LineCache(4, s -> s + "!");
        for (int i = 0; i < 1000; i++) {
            assertEquals(i + "!", cache.apply(Integer.toString(i)));
        }
        assertEquals(0, cache.size());
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
        assertEquals(102, calls.get()); // "kept" twice, every other line once
    }

    @Test
    void theGenerationMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new LineCache(0, s -> s));
    }
}
