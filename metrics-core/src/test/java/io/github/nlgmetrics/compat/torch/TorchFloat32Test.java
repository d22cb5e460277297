package io.github.nlgmetrics.compat.torch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** torch's float32 reductions, one test per property of its order of additions. */
class TorchFloat32Test {
    private static float sequential(float[] x) {
        float s = 0f;
        for (float v : x) {
            s += v;
        }
        return s;
    }

    @Test
    void fewerThanEightValuesAreSummedInFourInterleavedPartialSums() {
        // torch: ((x0 + x4) + x1) + x2) + x3; left to right the ones vanish next to 1e8.
        float[] x = {1e8f, 1f, 1f, 1f, -1e8f};
        assertEquals(3f, TorchFloat32.sum(x));
        assertEquals(0f, sequential(x));
    }

    @Test
    void fourValuesOrFewerAreSummedLeftToRight() {
        float[] x = {1e8f, 1f, 1f, -1e8f};
        assertEquals(sequential(x), TorchFloat32.sum(x));
    }

    @Test
    void eightOrMoreValuesAreSummedLaneByLaneTailFirst() {
        // One vector of 8 lanes plus a tail of one: tail (-1e8) first, then lanes 1e8, 1, ..., 1.
        float[] x = {1e8f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, -1e8f};
        assertEquals(7f, TorchFloat32.sum(x));
        assertEquals(0f, sequential(x));
    }

    @Test
    void exactSumsDoNotDependOnTheOrder() {
        float[] x = new float[1000];
        for (int i = 0; i < x.length; i++) {
            x[i] = i % 7;
        }
        assertEquals(sequential(x), TorchFloat32.sum(x));
    }

    @Test
    void meanIsTheSumDividedInFloat32() {
        float[] x = {0.1f, 0.2f, 0.4f};
        assertEquals(TorchFloat32.sum(x) / 3f, TorchFloat32.mean(x));
    }

    @Test
    void meanOfNothingIsNaN() {
        assertTrue(Float.isNaN(TorchFloat32.mean(new float[0])));
    }

    @Test
    void stateColumnsAreAccumulatedInFloat32SegmentBySegment() {
        double[][] rows = {{16777216, 1}, {1, 1}, {1, 1}};
        float[] sums = TorchFloat32.columnSums(rows, 2);
        assertEquals(16777216f, sums[0]); // 2^24 + 1 rounds back to 2^24, twice
        assertEquals(3f, sums[1]);
        assertEquals(2, TorchFloat32.columnSums(new double[0][], 2).length);
    }
}
