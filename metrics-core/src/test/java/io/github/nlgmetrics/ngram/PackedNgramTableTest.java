package io.github.nlgmetrics.ngram;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The packed kernel gives exactly the clipped matches of {@link NgramCounts} (per-n-gram maximum
 * over the references, {@code Σ min(hyp, ref max)} per order), on random sequences over small and
 * large alphabets, with one to three references, and after the table has served other segments.
 */
class PackedNgramTableTest {
    private static int[] random(Random rnd, int len, int alphabet) {
        int[] out = new int[len];
        for (int i = 0; i < len; i++) {
            out[i] = rnd.nextInt(alphabet);
        }
        return out;
    }

    private static int[] expected(int[] hyp, int[][] refs, int maxOrder) {
        NgramKeys keys = new NgramKeys();
        NgramCounts merged = NgramCounts.of(refs[0], 1, maxOrder, keys);
        for (int k = 1; k < refs.length; k++) {
            merged.maxWith(NgramCounts.of(refs[k], 1, maxOrder, keys));
        }
        int[] clipped = NgramCounts.of(hyp, 1, maxOrder, keys).clippedMatches(merged);
        return java.util.Arrays.copyOfRange(clipped, 1, maxOrder + 1);
    }

    @Test
    void clippedMatchesEqualTheGeneralKernel() {
        Random rnd = new Random(7);
        PackedNgramTable table = new PackedNgramTable();
        for (int trial = 0; trial < 3000; trial++) {
            int alphabet = 1 + rnd.nextInt(trial % 3 == 0 ? 4 : 300);
            int maxOrder = 1 + rnd.nextInt(6);
            int[] hyp = random(rnd, rnd.nextInt(60), alphabet);
            int[][] refs = new int[1 + rnd.nextInt(3)][];
            for (int k = 0; k < refs.length; k++) {
                refs[k] = random(rnd, rnd.nextInt(trial % 50 == 0 ? 3000 : 60), alphabet);
            }
            assertTrue(table.begin(alphabet, maxOrder));
            for (int[] r : refs) {
                table.addReference(r, r.length);
            }
            int[] matches = new int[maxOrder];
            table.matchHypothesis(hyp, hyp.length, matches);
            assertArrayEquals(expected(hyp, refs, maxOrder), matches, "trial " + trial);
        }
    }

    @Test
    void clearingTheHypothesisKeepsTheReferences() {
        PackedNgramTable table = new PackedNgramTable();
        table.begin(3, 2);
        table.addReference(new int[] {0, 1, 0, 1}, 4);
        int[] first = new int[2];
        table.matchHypothesis(new int[] {0, 1, 2}, 3, first);
        table.clearHypothesis();
        int[] second = new int[2];
        table.matchHypothesis(new int[] {0, 1, 2}, 3, second);
        assertArrayEquals(first, second);
        assertArrayEquals(new int[] {2, 1}, second);
    }

    @Test
    void reportsWhenNgramsDoNotPackInto64Bits() {
        PackedNgramTable table = new PackedNgramTable();
        assertTrue(table.begin(65_535, 4), "16 bits x 4");
        assertFalse(table.begin(65_536, 4), "17 bits x 4");
        assertTrue(table.begin(1_023, 6), "10 bits x 6");
        assertFalse(table.begin(1_024, 6), "11 bits x 6");
    }
}
