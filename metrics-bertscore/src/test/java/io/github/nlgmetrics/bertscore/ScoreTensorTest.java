package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScoreTensorTest {
    private static ScoreTensor t(int[] shape, float... d) {
        return new ScoreTensor(shape, d);
    }

    @Test
    void theMaximumOverAGroupPropagatesNaNAsTorchDoes() {
        ScoreTensor pr = t(new int[] {3, 3}, 0.5f, Float.NaN, 0f, 0.7f, 0.2f, 0.4f, 0.1f, 0.9f, 0.3f);
        ScoreTensor m = pr.sliceMax(0, 0, 3);
        assertEquals(0.7f, m.data[0]);
        assertTrue(Float.isNaN(m.data[1]));
        assertEquals(0.4f, m.data[2]);
    }

    @Test
    void aGroupStartingPastTheEndIsTorchsIndexError() {
        // bert_score with all_layers and several references slices the layer dimension (7 rows).
        ScoreTensor layers = t(new int[] {7, 1, 3}, new float[21]);
        assertThrows(IndexOutOfBoundsException.class, () -> layers.sliceMax(0, 8, 10));
        assertEquals(List.of(3), List.of(layers.sliceMax(0, 5, 10).shape.length + 1));
    }

    @Test
    void baselinesBroadcastOrRaiseTorchsRuntimeError() {
        ScoreTensor scores = t(new int[] {2, 4, 3}, new float[24]);
        ScoreTensor baseline = t(new int[] {7, 1, 3}, new float[21]);
        assertThrows(IllegalStateException.class, () -> scores.rescale(baseline));
        ScoreTensor one = t(new int[] {1, 4, 3}, new float[12]);
        assertArrayEquals(new int[] {7, 4, 3}, one.rescale(baseline).shape);
        ScoreTensor row = t(new int[] {3}, 0.5f, 0.5f, 0.5f);
        ScoreTensor r = t(new int[] {1, 3}, 0.75f, 0.5f, 0.25f).rescale(row);
        assertArrayEquals(new float[] {0.5f, 0f, -0.5f}, r.data);
    }

    @Test
    void oneSegmentSqueezesToABareNumber() {
        assertEquals(0.25, t(new int[] {1, 1}, 0.25f).squeeze().toList());
    }
}
