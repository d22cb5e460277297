package io.github.nlgmetrics.ngram;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The shared n-gram counting kernel. */
class NgramCountsTest {
    @Test
    void countsEveryOrderWithMultiplicity() {
        NgramKeys keys = new NgramKeys();
        NgramCounts c = NgramCounts.of(new int[] {1, 2, 1, 2}, 1, 3, keys);
        assertEquals(4, c.total(1));
        assertEquals(3, c.total(2));
        assertEquals(2, c.total(3));
        assertEquals(2, c.count(NgramKeys.unigram(1)));
        assertEquals(2, c.count(keys.extend(NgramKeys.unigram(1), 2)));
        assertEquals(1, c.count(keys.extend(NgramKeys.unigram(2), 1)));
    }

    @Test
    void keysAreExactAndDistinguishOrders() {
        NgramKeys keys = new NgramKeys();
        long a = keys.extend(NgramKeys.unigram(0), 0);
        long b = keys.extend(a, 0);
        assertNotEquals(NgramKeys.unigram(0), a);
        assertNotEquals(a, b);
        assertEquals(1, NgramKeys.order(NgramKeys.unigram(7)));
        assertEquals(3, NgramKeys.order(b));
        assertEquals(a, keys.extend(NgramKeys.unigram(0), 0));
    }

    @Test
    void minOrderSkipsShorterNgrams() {
        NgramCounts c = NgramCounts.of(new int[] {5, 6, 7}, 2, 2, new NgramKeys());
        assertEquals(0, c.total(1));
        assertEquals(2, c.total(2));
        assertEquals(2, c.distinct());
    }

    @Test
    void maxWithTakesThePerNgramMaximumAndKeepsTotalsConsistent() {
        NgramKeys keys = new NgramKeys();
        NgramCounts a = NgramCounts.of(new int[] {1, 1, 2}, 1, 1, keys);
        NgramCounts b = NgramCounts.of(new int[] {2, 2, 2, 3}, 1, 1, keys);
        a.maxWith(b);
        assertEquals(2, a.count(NgramKeys.unigram(1)));
        assertEquals(3, a.count(NgramKeys.unigram(2)));
        assertEquals(1, a.count(NgramKeys.unigram(3)));
        assertEquals(6, a.total(1));
    }

    @Test
    void clippedMatchesTakeTheMinimumPerNgram() {
        NgramKeys keys = new NgramKeys();
        NgramCounts hyp = NgramCounts.of(new int[] {1, 1, 1, 2}, 1, 2, keys);
        NgramCounts ref = NgramCounts.of(new int[] {1, 1, 3}, 1, 2, keys);
        assertArrayEquals(new int[] {0, 2, 1}, hyp.clippedMatches(ref));
    }

    @Test
    void invalidOrdersAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new NgramCounts(0, 2));
        assertThrows(IllegalArgumentException.class, () -> new NgramCounts(3, 2));
    }

    @Test
    void mapGrowsAndKeepsEveryEntry() {
        LongIntMap m = new LongIntMap(2);
        for (long k = 1; k <= 10_000; k++) {
            m.add(k * 0x1_0000_0001L, (int) k);
        }
        assertEquals(10_000, m.size());
        for (long k = 1; k <= 10_000; k++) {
            assertEquals((int) k, m.get(k * 0x1_0000_0001L));
        }
        assertEquals(0, m.get(12345));
    }
}
