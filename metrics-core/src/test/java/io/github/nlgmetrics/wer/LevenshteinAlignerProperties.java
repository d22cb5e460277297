package io.github.nlgmetrics.wer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Invariants of {@link LevenshteinAligner}: the bit-parallel distance is the plain dynamic
 * program's, and the alignment is the one rapidfuzz's backtrace reads off the full matrix
 * (checked against an oracle that walks an explicit {@code D[i][j]} table with the rule of
 * {@code ../shared/conformance/README.md}, section {@code jiwer}).
 */
class LevenshteinAlignerProperties {
    private static final long SEED = 20261125L;

    private static Gen<int[]> sequences(int maxLen, int alphabet) {
        return lists().of(integers().between(0, alphabet - 1)).ofSizeBetween(0, maxLen)
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    void bitParallelDistanceEqualsThePlainDynamicProgram() {
        LevenshteinAligner aligner = new LevenshteinAligner();
        // Up to 200 tokens: one, two, three and four machine words, so the carries between words are exercised.
        qt().withFixedSeed(SEED).withExamples(1500)
                .forAll(sequences(200, 5), sequences(200, 5))
                .check((a, b) -> aligner.distance(a, a.length, b, b.length)
                        == LevenshteinAligner.plainDistance(a, a.length, b, b.length));
    }

    @Test
    void bitParallelDistanceOnLargeAlphabetsAndExactWordBoundaries() {
        LevenshteinAligner aligner = new LevenshteinAligner();
        qt().withFixedSeed(SEED + 1).withExamples(500)
                .forAll(sequences(130, 300), sequences(130, 300))
                .check((a, b) -> aligner.distance(a, a.length, b, b.length)
                        == LevenshteinAligner.plainDistance(a, a.length, b, b.length));
        for (int n : new int[] {63, 64, 65, 127, 128, 129}) {
            int[] a = new int[n];
            int[] b = new int[n + 3];
            for (int i = 0; i < n; i++) {
                a[i] = i % 7;
            }
            for (int i = 0; i < b.length; i++) {
                b[i] = (i * 3) % 7;
            }
            assertEquals(LevenshteinAligner.plainDistance(a, n, b, b.length), aligner.distance(a, n, b, b.length), "n=" + n);
        }
    }

    @Test
    void theAlignmentIsRapidfuzzsBacktraceOfTheFullMatrix() {
        LevenshteinAligner aligner = new LevenshteinAligner();
        qt().withFixedSeed(SEED + 2).withExamples(1500)
                .forAll(sequences(150, 4), sequences(150, 4))
                .check((a, b) -> {
                    List<AlignmentChunk> chunks = new ArrayList<>();
                    long[] counts = new long[4];
                    aligner.align(a, a.length, b, b.length, counts, chunks);
                    return chunks.equals(oracle(a, b));
                });
    }

    /**
     * The boundary where the compiled rapidfuzz switches to Hirschberg's algorithm (after affix
     * removal {@code len_ref × len_hyp ≥ 4,194,304}, {@code len_ref ≥ 65}, {@code len_hyp ≥ 10}):
     * below it the compiled and the fallback alignments agree; above it this class keeps the
     * fallback's (full-matrix) alignment, which is what jiwer computes with
     * {@code RAPIDFUZZ_IMPLEMENTATION=python} and what {@code docs/wer.md} documents.
     */
    @Test
    void aboveTheHirschbergThresholdTheAlignmentIsStillTheFallbacks() {
        java.util.Random r = new java.util.Random(SEED);
        for (int[] size : new int[][] {{2048, 2047}, {2048, 2048}, {2100, 2000}}) {
            int[] a = new int[size[0]];
            int[] b = new int[size[1]];
            for (int i = 0; i < a.length; i++) {
                a[i] = r.nextInt(6);
            }
            for (int j = 0; j < b.length; j++) {
                b[j] = r.nextInt(6);
            }
            a[0] = 7; // no common prefix or suffix: the matrix is the full size
            b[0] = 8;
            a[a.length - 1] = 7;
            b[b.length - 1] = 8;
            List<AlignmentChunk> chunks = new ArrayList<>();
            new LevenshteinAligner().align(a, a.length, b, b.length, new long[4], chunks);
            assertEquals(oracle(a, b), chunks, size[0] + " x " + size[1] + " = " + (long) size[0] * size[1] + " cells");
        }
    }

    /**
     * A long pair keeps only block checkpoints and recomputes each block of columns when the
     * backtrace reaches it: the alignment (and so every count) is the one of the full store, for
     * any block length, on random pairs of up to a few thousand tokens.
     */
    @Test
    void theCheckpointedBacktraceIsTheFullStoresAlignment() {
        LevenshteinAligner full = new LevenshteinAligner();
        LevenshteinAligner blocked = new LevenshteinAligner();
        qt().withFixedSeed(SEED + 4).withExamples(400)
                .forAll(sequences(3000, 8), sequences(3000, 8), integers().between(1, 200))
                .check((a, b, block) -> {
                    blocked.blockColumns = block;
                    List<AlignmentChunk> x = new ArrayList<>();
                    List<AlignmentChunk> y = new ArrayList<>();
                    long[] cx = new long[4];
                    long[] cy = new long[4];
                    full.align(a, a.length, b, b.length, cx, x);
                    blocked.align(a, a.length, b, b.length, cy, y);
                    return x.equals(y) && java.util.Arrays.equals(cx, cy);
                });
        qt().withFixedSeed(SEED + 5).withExamples(300)
                .forAll(sequences(300, 3), sequences(300, 3), integers().between(1, 17))
                .check((a, b, block) -> {
                    blocked.blockColumns = block;
                    List<AlignmentChunk> y = new ArrayList<>();
                    blocked.align(a, a.length, b, b.length, new long[4], y);
                    return y.equals(oracle(a, b));
                });
    }

    /**
     * A long line's alignment keeps {@code O(⌈n/64⌉·√m)} words of VP/VN, not {@code 2·⌈n/64⌉·m}:
     * the old store refused pairs past 2^31 words ("sequences too long to align" at about 370,000
     * tokens each, lines jiwer scores) and needed 2.5 GB for two lines of 100,000 tokens.
     */
    @Test
    void aLongLinesAlignmentKeepsCheckpointsNotEveryColumn() {
        java.util.Random r = new java.util.Random(SEED);
        int n = 80_000;
        int[] a = new int[n];
        int[] b = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = r.nextInt(1000);
            b[i] = r.nextInt(100) == 0 ? r.nextInt(1000) : a[i]; // about 1% substituted
        }
        a[0] = 1001; // no common prefix or suffix
        b[0] = 1002;
        a[n - 1] = 1001;
        b[n - 1] = 1002;
        LevenshteinAligner aligner = new LevenshteinAligner();
        long[] c = new long[4];
        aligner.align(a, n, b, n, c, null);
        int substituted = 0;
        for (int i = 0; i < n; i++) {
            substituted += a[i] != b[i] ? 1 : 0;
        }
        assertEquals(n, c[0] + c[1] + c[2]);
        assertEquals(n, c[0] + c[1] + c[3]);
        assertEquals(aligner.distance(a, n, b, n), c[1] + c[2] + c[3]);
        assertTrue(c[1] + c[2] + c[3] <= substituted, java.util.Arrays.toString(c));
        long w = (n + 63) / 64;
        long fullStore = 2 * w * n;
        assertTrue(aligner.retainedWords() <= 4 * w * ((long) Math.ceil(Math.sqrt(n)) + 1),
                aligner.retainedWords() + " words kept; the full store is " + fullStore);
    }

    /** Ukkonen's band (tried on long pairs before the full bit-parallel pass) gives the plain distance. */
    @Test
    void theBandedDistanceIsThePlainDistance() {
        LevenshteinAligner banded = new LevenshteinAligner();
        banded.bandMin = 1;
        banded.bandFactor = 1;
        qt().withFixedSeed(SEED + 6).withExamples(600)
                .forAll(sequences(900, 4), sequences(900, 4))
                .check((a, b) -> banded.distance(a, a.length, b, b.length)
                        == LevenshteinAligner.plainDistance(a, a.length, b, b.length));
        java.util.Random r = new java.util.Random(SEED);
        for (int edits : new int[] {0, 1, 10, 63, 64, 65, 200, 600}) {
            int[] a = new int[1000];
            for (int i = 0; i < a.length; i++) {
                a[i] = r.nextInt(50);
            }
            int[] b = a.clone();
            for (int e = 0; e < edits; e++) {
                b[r.nextInt(b.length)] = 50 + r.nextInt(5);
            }
            int[] shorter = java.util.Arrays.copyOf(b, b.length - edits / 3);
            assertEquals(LevenshteinAligner.plainDistance(a, a.length, b, b.length), banded.distance(a, a.length, b, b.length));
            assertEquals(LevenshteinAligner.plainDistance(a, a.length, shorter, shorter.length),
                    banded.distance(a, a.length, shorter, shorter.length));
        }
    }

    @Test
    void countsAddUpToBothLengthsAndTheDistance() {
        LevenshteinAligner aligner = new LevenshteinAligner();
        qt().withFixedSeed(SEED + 3).withExamples(800)
                .forAll(sequences(120, 6), sequences(120, 6))
                .check((a, b) -> {
                    long[] c = new long[4];
                    aligner.align(a, a.length, b, b.length, c, null);
                    return c[0] + c[1] + c[2] == a.length && c[0] + c[1] + c[3] == b.length
                            && c[1] + c[2] + c[3] == LevenshteinAligner.plainDistance(a, a.length, b, b.length);
                });
    }

    /**
     * The README's description, literally: affixes stripped, full matrix, walk back (delete when
     * D[i][j] = D[i-1][j] + 1, else insert when D[i-1][j-1] = D[i][j-1] + 1, else diagonal),
     * then opcodes grouped as rapidfuzz's {@code as_opcodes}.
     */
    static List<AlignmentChunk> oracle(int[] a, int[] b) {
        int p = 0;
        while (p < a.length && p < b.length && a[p] == b[p]) {
            p++;
        }
        int s = 0;
        while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] == b[b.length - 1 - s]) {
            s++;
        }
        int n = a.length - p - s;
        int m = b.length - p - s;
        int[][] d = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= m; j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                } else {
                    d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1),
                            d[i - 1][j - 1] + (a[p + i - 1] == b[p + j - 1] ? 0 : 1));
                }
            }
        }
        List<int[]> ops = new ArrayList<>(); // {tag 1 del 2 ins 3 rep, src, dst}, reversed
        int i = n;
        int j = m;
        while (i > 0 && j > 0) {
            if (d[i][j] == d[i - 1][j] + 1) {
                i--;
                ops.add(new int[] {1, i + p, j + p});
            } else {
                j--;
                if (j > 0 && d[i - 1][j] == d[i][j] + 1) {
                    ops.add(new int[] {2, i + p, j + p});
                } else {
                    i--;
                    if (a[p + i] != b[p + j]) {
                        ops.add(new int[] {3, i + p, j + p});
                    }
                }
            }
        }
        while (i > 0) {
            i--;
            ops.add(new int[] {1, i + p, j + p});
        }
        while (j > 0) {
            j--;
            ops.add(new int[] {2, i + p, j + p});
        }
        java.util.Collections.reverse(ops);
        List<AlignmentChunk> out = new ArrayList<>();
        int src = 0;
        int dst = 0;
        int k = 0;
        while (k < ops.size()) {
            int[] op = ops.get(k);
            if (src < op[1] || dst < op[2]) {
                out.add(new AlignmentChunk("equal", src, op[1], dst, op[2]));
                src = op[1];
                dst = op[2];
            }
            int s0 = src;
            int d0 = dst;
            int tag = op[0];
            while (k < ops.size() && ops.get(k)[0] == tag && ops.get(k)[1] == src && ops.get(k)[2] == dst) {
                if (tag != 2) {
                    src++;
                }
                if (tag != 1) {
                    dst++;
                }
                k++;
            }
            out.add(new AlignmentChunk(tag == 1 ? "delete" : tag == 2 ? "insert" : "substitute", s0, src, d0, dst));
        }
        if (src < a.length || dst < b.length) {
            out.add(new AlignmentChunk("equal", src, a.length, dst, b.length));
        }
        return out;
    }
}
