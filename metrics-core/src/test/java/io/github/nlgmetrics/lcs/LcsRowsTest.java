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
    void rouge155sRowsBacktrackMarksWhatTheLinearMemoryKernelReadsOut() {
        // ROUGE-1.5.5's read-out (Rouge155Measures.markLcs): diagonal on a match, else up when
        // row(i-1)[j] >= row(i)[j-1]; the same rule as rouge-score's, so Lcs.indices can replace Rows.
        SplittableRandom rnd = new SplittableRandom(155);
        for (int round = 0; round < 400; round++) {
            int[] a = random(rnd, rnd.nextInt(90), 1 + rnd.nextInt(5));
            int[] b = random(rnd, rnd.nextInt(90), 1 + rnd.nextInt(5));
            Lcs.Rows rows = Lcs.rows(a, b);
            boolean[] marked = new boolean[a.length];
            int i = a.length;
            int j = b.length;
            while (i != 0 && j != 0) {
                if (a[i - 1] == b[j - 1]) {
                    marked[--i] = true;
                    j--;
                } else if (rows.row(i - 1)[j] >= rows.row(i)[j - 1]) {
                    i--;
                } else {
                    j--;
                }
            }
            boolean[] expected = new boolean[a.length];
            for (int k : Lcs.indices(a, b)) {
                expected[k] = true;
            }
            assertArrayEquals(expected, marked);
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
