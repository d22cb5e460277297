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

    @Test
    void intSeedUsesInitGenrandNotInitByArray() {
        // np.random.seed(0); np.random.randint(0, 2**32, size=5, dtype=np.uint64)
        NumpyLegacyRandom r = new NumpyLegacyRandom(0);
        long[] got = new long[5];
        for (int i = 0; i < 5; i++) {
            got[i] = r.randint(0, 1L << 32);
        }
        assertArrayEquals(new long[] {2357136044L, 2546248239L, 3071714933L, 3626093760L, 2588848963L}, got);
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
        NumpyLegacyRandom r = new NumpyLegacyRandom(42);
        long[] got = new long[5];
        for (int i = 0; i < 5; i++) {
            got[i] = r.randint(0, 1000);
        }
        assertArrayEquals(new long[] {102, 435, 860, 270, 106}, got);
    }

    @Test
    void rangesWiderThan32BitsDraw64BitWords() {
        NumpyLegacyRandom r = new NumpyLegacyRandom(7);
        assertEquals(752595690692L, r.randint(0, 1L << 40));
        assertEquals(108744157686L, r.randint(0, 1L << 40));
        assertEquals(291964244179L, r.randint(0, 1L << 40));
    }

    @Test
    void fullThirtyTwoBitRangeTakesRawWords() {
        NumpyLegacyRandom r = new NumpyLegacyRandom(7);
        assertEquals(327741615L, r.randint(0, 1L << 32));
        assertEquals(976413892L, r.randint(0, 1L << 32));
        assertEquals(3349725721L, r.randint(0, 1L << 32));
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
