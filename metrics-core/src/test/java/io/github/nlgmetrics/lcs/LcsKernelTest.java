package io.github.nlgmetrics.lcs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link LcsKernel}: the bit-parallel length and backtrack agree with the full table and
 * rouge-score's {@code _backtrack_norec} on every path (one word, many words, divide and conquer,
 * sparse masks), and a 50,000-token pair runs in linear memory.
 */
class LcsKernelTest {
    private static int[] random(SplittableRandom rnd, int n, int alphabet) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = rnd.nextInt(alphabet);
        }
        return a;
    }

    private static int[] ascending(int[] out, int n, int offset) {
        int[] asc = new int[n];
        for (int k = 0; k < n; k++) {
            asc[k] = out[n - 1 - k] - offset;
        }
        return asc;
    }

    /** Kernels with the default limits, tiny blocks (deep divide and conquer) and always-sparse masks. */
    private static LcsKernel[] kernels() {
        return new LcsKernel[] {new LcsKernel(), new LcsKernel(8, 0), new LcsKernel(3, 1 << 20),
            new LcsKernel(1 << 18, 0)};
    }

    @Test
    void backtrackReadsOutRougeScoresLcsOnEveryPath() {
        SplittableRandom rnd = new SplittableRandom(12);
        LcsKernel[] kernels = kernels();
        for (int round = 0; round < 600; round++) {
            int alphabet = 1 + rnd.nextInt(round % 3 == 0 ? 3 : 30);
            int[] a = random(rnd, rnd.nextInt(round % 5 == 0 ? 300 : 70), alphabet);
            int[] b = random(rnd, rnd.nextInt(round % 7 == 0 ? 300 : 70), alphabet);
            int[] expected = LcsOracle.backtrack(a, b);
            for (LcsKernel k : kernels) {
                int[] out = new int[Math.min(a.length, b.length)];
                int n = k.backtrack(a, 0, a.length, b, 0, b.length, out);
                assertArrayEquals(expected, ascending(out, n, 0), () -> Arrays.toString(a) + " / " + Arrays.toString(b));
                assertEquals(expected.length, k.length(a, b));
                assertEquals(expected.length, k.length(b, a));
            }
            assertArrayEquals(expected, Lcs.indices(a, b));
        }
    }

    @Test
    void subRangesAreReadWithAbsolutePositions() {
        SplittableRandom rnd = new SplittableRandom(3);
        LcsKernel k = new LcsKernel();
        for (int round = 0; round < 200; round++) {
            int[] a = random(rnd, 150, 4);
            int[] b = random(rnd, 150, 4);
            int af = rnd.nextInt(75);
            int at = af + rnd.nextInt(75);
            int bf = rnd.nextInt(75);
            int bt = bf + rnd.nextInt(75);
            int[] sa = Arrays.copyOfRange(a, af, at);
            int[] sb = Arrays.copyOfRange(b, bf, bt);
            int[] out = new int[150];
            int n = k.backtrack(a, af, at, b, bf, bt, out);
            assertArrayEquals(LcsOracle.backtrack(sa, sb), ascending(out, n, af));
            assertEquals(LcsOracle.table(sa, sb)[sa.length][sb.length], k.length(a, af, at, b, bf, bt));
        }
    }

    @Test
    void tokensOutsideTheKernelsRangeAreRenumberedByTheStaticForms() {
        int[] a = {-5, Integer.MAX_VALUE, 7, -5};
        int[] b = {Integer.MAX_VALUE, -5, -5};
        assertEquals(2, Lcs.length(a, b));
        assertArrayEquals(new int[] {0, 3}, Lcs.indices(a, b)); // "-5 -5", as the backtrack goes up on ties
        assertThrows(IllegalArgumentException.class, () -> new LcsKernel().length(a, b));
    }

    @Test
    void aFiftyThousandTokenPairIsReadOutInLinearMemory() {
        // The int table would be 10 GB; the kernel needs a few MB (2 passes over the columns).
        SplittableRandom rnd = new SplittableRandom(5);
        int[] a = random(rnd, 50_000, 1_000);
        int[] b = random(rnd, 50_000, 1_000);
        LcsKernel k = new LcsKernel();
        int length = k.length(a, b);
        int[] out = new int[50_000];
        int n = k.backtrack(a, 0, a.length, b, 0, b.length, out);
        assertEquals(length, n);
        assertIsCommonSubsequence(a, b, ascending(out, n, 0));
    }

    @Test
    void fiftyThousandDistinctTokensUseSparseMasks() {
        // Every token distinct: dense masks would be 50,000 x 782 words (312 MB).
        int[] a = new int[50_000];
        int[] b = new int[50_000];
        for (int i = 0; i < a.length; i++) {
            a[i] = i;
            b[i] = i % 2 == 0 ? i : 50_000 + i;
        }
        LcsKernel k = new LcsKernel();
        assertEquals(25_000, k.length(a, b));
        int[] out = new int[50_000];
        assertEquals(25_000, k.backtrack(a, 0, a.length, b, 0, b.length, out));
        assertTrue(out[0] == 49_998 && out[24_999] == 0);
    }

    private static void assertIsCommonSubsequence(int[] a, int[] b, int[] idx) {
        int j = 0;
        for (int i = 0; i < idx.length; i++) {
            assertTrue(i == 0 || idx[i] > idx[i - 1]);
            while (j < b.length && b[j] != a[idx[i]]) {
                j++;
            }
            assertTrue(j < b.length, "not a subsequence of b");
            j++;
        }
    }
}
