package io.github.nlgmetrics.compat.numpy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Expected values come from real numpy (2.4.6, legacy {@code np.random}), e.g.
 * {@code np.random.seed(42); np.random.choice(np.arange(10), size=10)}.
 */
class NumpyLegacyRandomTest {
    /** {@code np.random.seed(seed); np.random.randint(0, high, size=n, dtype=np.uint64)}. */
    private static long[] randints(long seed, long high, int n) {
        NumpyLegacyRandom r = new NumpyLegacyRandom(seed);
        long[] got = new long[n];
        for (int i = 0; i < n; i++) {
            got[i] = r.randint(0, high);
        }
        return got;
    }

    @Test
    void intSeedUsesInitGenrandNotInitByArray() {
        assertArrayEquals(new long[] {2357136044L, 2546248239L, 3071714933L, 3626093760L, 2588848963L},
                randints(0, 1L << 32, 5));
    }

    @Test
    void largestSeed() {
        NumpyLegacyRandom r = new NumpyLegacyRandom(4294967295L);
        assertEquals(419326371L, r.nextInt32());
        assertEquals(479346978L, r.nextInt32());
    }

    @Test
    void randomSampleHas53Bits() {
        NumpyLegacyRandom r = new NumpyLegacyRandom(12345);
        assertEquals(0.9296160928171479, r.randomSample(), 0.0);
        assertEquals(0.3163755545817859, r.randomSample(), 0.0);
        assertEquals(0.18391881167709445, r.randomSample(), 0.0);
    }

    @Test
    void choiceDrawsMaskedBoundedIntegers() {
        assertArrayEquals(new int[] {6, 3, 7, 4, 6, 9, 2, 6, 7, 4}, new NumpyLegacyRandom(42).choiceIndices(10, 10));
    }

    @Test
    void randintRejectsValuesAboveTheRange() {
        assertArrayEquals(new long[] {102, 435, 860, 270, 106}, randints(42, 1000, 5));
    }

    @Test
    void rangesWiderThan32BitsDraw64BitWords() {
        assertArrayEquals(new long[] {752595690692L, 108744157686L, 291964244179L}, randints(7, 1L << 40, 3));
    }

    @Test
    void fullThirtyTwoBitRangeTakesRawWords() {
        assertArrayEquals(new long[] {327741615L, 976413892L, 3349725721L}, randints(7, 1L << 32, 3));
    }

    @Test
    void aPopulationOfOneConsumesNoRandomness() {
        // np.random.seed(1); np.random.choice(np.arange(1), size=3); np.random.random_sample()
        NumpyLegacyRandom r = new NumpyLegacyRandom(1);
        assertArrayEquals(new int[] {0, 0, 0}, r.choiceIndices(1, 3));
        assertEquals(0.417022004702574, r.randomSample(), 0.0);
    }

    @Test
    void rejectsSeedsOutsideThirtyTwoBits() {
        assertThrows(IllegalArgumentException.class, () -> new NumpyLegacyRandom(-1));
        assertThrows(IllegalArgumentException.class, () -> new NumpyLegacyRandom(1L << 32));
        assertThrows(IllegalArgumentException.class, () -> new NumpyLegacyRandom(1).choiceIndices(0, 1));
    }
}
