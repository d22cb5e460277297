package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arrays;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TorchArgsortTest {
    @Test
    void theResultIsASortingPermutation() {
        qt().forAll(arrays().ofIntegers(integers().between(0, 6)).withLengthBetween(0, 80)).checkAssert(a -> {
            int[] values = Arrays.stream(a).mapToInt(Integer::intValue).toArray();
            int[] p = TorchArgsort.argsort(values);
            int[] seen = p.clone();
            Arrays.sort(seen);
            for (int i = 0; i < seen.length; i++) {
                assertTrue(seen[i] == i);
            }
            for (int i = 1; i < p.length; i++) {
                assertTrue(values[p[i - 1]] <= values[p[i]]);
            }
        });
    }

    @Test
    void upToSixteenElementsTiesKeepTheirOrder() {
        int[] values = {3, 1, 3, 1, 2, 2, 1, 3, 1, 2, 3, 1, 2, 3, 1, 2};
        assertArrayEquals(new int[] {1, 3, 6, 8, 11, 14, 4, 5, 9, 12, 15, 0, 2, 7, 10, 13}, TorchArgsort.argsort(values));
    }

    @Test
    void aboveSixteenThePartitionsReorderTies() {
        // 17 equal values: the median-of-three swap moves the middle one to the front (libstdc++ std::sort).
        int[] p = TorchArgsort.argsort(new int[17]);
        assertTrue(p[0] != 0 || p[1] != 1, Arrays.toString(p));
    }
}
