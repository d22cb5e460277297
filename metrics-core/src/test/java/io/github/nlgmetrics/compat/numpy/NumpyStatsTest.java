package io.github.nlgmetrics.compat.numpy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Expected values from numpy 2.4.6. */
class NumpyStatsTest {

    @Test
    void linearPercentileUsesNumpysTwoSidedLerp() {
        // np.percentile([0.3, 0.1, 0.7, 0.25, 0.9, 0.55], 100 * np.array([0.025, 0.5, 0.975]))
        double[] x = {0.3, 0.1, 0.7, 0.25, 0.9, 0.55};
        assertEquals(0.11875000000000001, NumpyStats.percentile(x, 100 * 0.025), 0.0);
        assertEquals(0.42500000000000004, NumpyStats.percentile(x, 100 * 0.5), 0.0);
        assertEquals(0.875, NumpyStats.percentile(x, 100 * 0.975), 0.0);
    }

    @Test
    void percentileEndsAreTheExtremes() {
        double[] x = {3, 1, 2};
        assertEquals(1, NumpyStats.percentile(x, 0), 0.0);
        assertEquals(3, NumpyStats.percentile(x, 100), 0.0);
        assertEquals(7, NumpyStats.percentile(new double[] {7}, 50), 0.0);
    }

    @Test
    void meanAddsRowsInOrder() {
        double[][] m = {{0.1}, {0.2}, {0.3}};
        assertEquals(((0.1 + 0.2) + 0.3) / 3, NumpyStats.meanOfRows(m, new int[] {0, 1, 2}, 0), 0.0);
        assertEquals((0.3 + 0.3) / 2, NumpyStats.meanOfRows(m, new int[] {2, 2}, 0), 0.0);
    }

    @Test
    void rejectsBadPercentiles() {
        assertThrows(IllegalArgumentException.class, () -> NumpyStats.percentile(new double[0], 50));
        assertThrows(IllegalArgumentException.class, () -> NumpyStats.percentile(new double[] {1}, 101));
    }
}
