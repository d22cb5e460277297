package io.github.nlgmetrics.lcs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Lcs#rows}: the cells of the full table, in memory linear in the segment beyond 2^22 cells. */
class LcsRowsTest {
    private static int[] random(SplittableRandom rnd, int n, int alphabet) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = rnd.nextInt(alphabet);
        }
        return a;
    }

    @Test
    void checkpointedRowsEqualTheFullTableReadBottomUp() {
        SplittableRandom rnd = new SplittableRandom(11);
        int[] a = random(rnd, 2_203, 7); // 2204 x 2001 cells > 2^22: the checkpointed form
        int[] b = random(rnd, 2_000, 7);
        int[][] full = LcsOracle.table(a, b);
        Lcs.Rows rows = Lcs.rows(a, b);
        for (int i = a.length; i >= 0; i--) {
            assertArrayEquals(full[i], rows.row(i), "row " + i);
            if (i > 0) {
                assertArrayEquals(full[i - 1], rows.row(i - 1), "row " + (i - 1));
            }
        }
    }

    @Test
    void aFiftyThousandTokenBacktrackRunsInLinearMemory() {
        SplittableRandom rnd = new SplittableRandom(5);
        int[] a = random(rnd, 50_000, 1_000);
        int[] b = random(rnd, 50_000, 1_000);
        Lcs.Rows rows = Lcs.rows(a, b); // a full table would be 10 GB
        assertEquals(Lcs.length(a, b), rows.row(a.length)[b.length]);
    }
}
