package io.github.nlgmetrics.lcs;

import java.util.Arrays;

/**
 * The bit-parallel LCS kernel with its reusable scratch: the length of a longest common
 * subsequence, and the backtrack that reads one LCS out, both in memory linear in the sequences.
 * One instance per thread (not thread-safe), reused across segments; {@link Lcs} has one-shot
 * static forms.
 *
 * <p><b>Length</b> (Allison–Dix 1986, Hyyrö 2004): the rows of the LCS table {@code t} are the
 * positions of {@code a}, held as bits of a vector {@code V} ({@code ⌈|a|/64⌉} words); each token
 * of {@code b} (a column) updates it as
 * <pre>
 *   U = V &amp; M[b_j]        (M[x]: the positions where a holds x)
 *   V = (V + U) | (V &amp; ~M[b_j])
 * </pre>
 * after which bit {@code i-1} of {@code V_j} is 0 exactly when {@code t[i][j] = t[i-1][j] + 1}, so
 * {@code t[i][j]} is the number of zero bits below {@code i} and the LCS length is the number of
 * zeros of {@code V_n}: {@code ⌈|a|/64⌉·|b|} word operations.
 *
 * <p><b>Backtrack</b> ({@link #backtrack}): rouge-score's {@code _backtrack_norec} and
 * ROUGE-1.5.5's LCS read-out, which agree: from {@code (|a|, |b|)}, on equal tokens take the
 * diagonal (recording {@code a}'s position), else go left ({@code j-1}) only when
 * {@code t[i][j-1] > t[i-1][j]}, otherwise up ({@code i-1}; ties go up). Without a match,
 * {@code t[i][j] = max(t[i-1][j], t[i][j-1])}, so "left" holds exactly when
 * {@code t[i-1][j] = t[i][j] - 1}, i.e. when bit {@code i-1} of {@code V_j} is 0: the walk needs
 * one bit of one column vector per step and never a table cell (and a column's run of up-moves
 * ends at the highest set bit of {@code M[b_j] | ~V_j} below the current row: one leading-zero
 * count per column). The column vectors are
 * recomputed on demand, divide and conquer over the columns in the spirit of Hirschberg: a range
 * of columns whose vectors fit {@value #BLOCK_LONGS} words is computed whole and walked; a wider
 * range keeps only the vectors at up to {@code k} evenly spaced columns (a checkpoint per
 * sub-range, {@code k·words ≤} {@value #BLOCK_LONGS}), and its sub-ranges are handled right to
 * left the same way. Memory is {@code O(⌈|a|/64⌉ · log |b|)} words beyond the inputs, time
 * {@code O(⌈|a|/64⌉ · |b| · depth)} with depth 2 for 50,000 × 50,000 tokens (about 3 MB of
 * scratch, where the int table would be 10 GB). Only rows below the walk's current row are
 * recomputed (low bits of {@code V} never depend on high ones).
 *
 * <p>Tokens are non-negative ints, used as indices into a table as large as the largest token
 * of {@code a} (dense ids from a {@code Vocabulary} or a per-segment interning, as every caller
 * in this library has; {@link Lcs} remaps arbitrary ints). The match masks are dense
 * ({@code distinct(a) × words}) when that is at most {@value #DENSE_MASK_LONGS} words, else
 * sparse (one entry per non-zero word, at most {@code |a|}), so a 50,000-token segment of
 * 50,000 distinct tokens needs no quadratic mask table.
 */
public final class LcsKernel {
    /** Largest token accepted (tables are indexed by token). */
    public static final int MAX_TOKEN = (1 << 24) - 1;
    /** Dense match masks up to this many words, sparse beyond. */
    static final int DENSE_MASK_LONGS = 1 << 20;
    /** Column vectors computed at once by the backtrack (2 MB). */
    static final int BLOCK_LONGS = 1 << 18;
    private final int denseMaskLongs;
    private final int blockLongs;
    /** Scratch arrays larger than this are dropped after the call that needed them. */
    private static final int KEEP_LONGS = 1 << 16;
    /** The token-indexed tables are kept up to this many entries (4 MB each). */
    private static final int KEEP_SLOTS = 1 << 20;

    // The prepared rows: a[aFrom, aFrom + m).
    private int m;
    private int words;
    private int slots;
    private int[] slotOf = new int[0];
    private int[] slotStamp = new int[0];
    private int stamp;
    private boolean sparse;
    private long[] masks = new long[0];
    private int[] sparseStart = new int[0];
    private int[] sparseEnd = new int[0];
    private int[] sparseWord = new int[0];
    private long[] sparseBits = new long[0];

    private long[] v = new long[0];
    private long[] block = new long[0];
    private long[][] checkpoints = new long[0][];

    // The backtrack's state.
    private int[] ta;
    private int taFrom;
    private int[] tb;
    private int tbFrom;
    private int[] out;
    private int count;
    private int bi;
    private int bj;

    /** A kernel with empty scratch. */
    public LcsKernel() {
        this(BLOCK_LONGS, DENSE_MASK_LONGS);
    }

    /** Tests: a kernel with other limits, to reach the divide-and-conquer and sparse paths on small inputs. */
    LcsKernel(int blockLongs, int denseMaskLongs) {
        this.blockLongs = blockLongs;
        this.denseMaskLongs = denseMaskLongs;
    }

    /** LCS length of {@code a} and {@code b}. */
    public int length(int[] a, int[] b) {
        return length(a, 0, a.length, b, 0, b.length);
    }

    /** LCS length of {@code a[aFrom, aTo)} and {@code b[bFrom, bTo)}. */
    public int length(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo) {
        if (aTo - aFrom > bTo - bFrom) {
            // The bit vector runs over the shorter sequence.
            return length(b, bFrom, bTo, a, aFrom, aTo);
        }
        if (aTo <= aFrom) {
            return 0;
        }
        release();
        prepare(a, aFrom, aTo);
        long[] vec = v = grow(v, words);
        Arrays.fill(vec, 0, words, -1L);
        for (int j = bFrom; j < bTo; j++) {
            int slot = slot(b[j]);
            if (slot >= 0) {
                column(vec, 0, slot, words);
            }
        }
        int zeros = 0;
        for (int w = 0; w < words; w++) {
            long vw = vec[w];
            if (w == words - 1 && (m & 63) != 0) {
                vw |= -1L << (m & 63);
            }
            zeros += Long.bitCount(~vw);
        }
        return zeros;
    }

    /**
     * Reads one LCS of {@code a[aFrom, aTo)} (rows) and {@code b[bFrom, bTo)} (columns) out as the
     * references backtrack it (see the class comment: diagonal on a match, else left only when
     * strictly better, ties up), writing the positions in {@code a} (absolute indices) into
     * {@code out} from the last to the first, i.e. descending.
     *
     * @param out room for at least {@code min(aTo - aFrom, bTo - bFrom)} positions
     * @return the LCS length: the number of positions written
     */
    public int backtrack(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo, int[] out) {
        rows(a, aFrom, aTo);
        return backtrackRows(b, bFrom, bTo, out);
    }

    /**
     * Prepares {@code a[aFrom, aTo)} as the rows of the following {@link #backtrackRows} calls
     * (one sequence against several: its match masks are built once). {@code a} must not change
     * until the last of them.
     */
    public void rows(int[] a, int aFrom, int aTo) {
        release();
        prepare(a, aFrom, aTo);
        ta = a;
        taFrom = aFrom;
    }

    /** {@link #backtrack} of the rows given to {@link #rows} against {@code b[bFrom, bTo)}. */
    public int backtrackRows(int[] b, int bFrom, int bTo, int[] out) {
        int n = bTo - bFrom;
        if (m == 0 || n <= 0) {
            return 0;
        }
        tb = b;
        tbFrom = bFrom;
        this.out = out;
        count = 0;
        bi = m;
        bj = n;
        long[] start = v = grow(v, words);
        Arrays.fill(start, 0, words, -1L);
        walk(0, n, start, 0, 0);
        tb = null;
        this.out = null;
        return count;
    }

    /**
     * Continues the walk, which stands at column {@code bj == jHi}, through the columns
     * {@code (jLo, jHi]}; {@code src[srcOff..]} is the vector of column {@code jLo}.
     */
    private void walk(int jLo, int jHi, long[] src, int srcOff, int depth) {
        int w = (bi + 63) >>> 6;
        int cols = jHi - jLo;
        if (cols <= 1 || (long) (cols + 1) * w <= blockLongs) {
            long[] blk = block = grow(block, (cols + 1) * w);
            System.arraycopy(src, srcOff, blk, 0, w);
            for (int c = 1; c <= cols; c++) {
                nextColumn(blk, (c - 1) * w, c * w, tb[tbFrom + jLo + c - 1], w);
            }
            walkBlock(jLo, blk, w);
            return;
        }
        long need = ((long) (cols + 1) * w + blockLongs - 1) / blockLongs + 1;
        int k = (int) Math.min(Math.min(Math.max(2, blockLongs / w), need), cols);
        int step = (cols + k - 1) / k;
        k = (cols + step - 1) / step;
        if (depth >= checkpoints.length) {
            checkpoints = Arrays.copyOf(checkpoints, depth + 4);
        }
        long[] cp = checkpoints[depth] = grow(checkpoints[depth], k * w);
        System.arraycopy(src, srcOff, cp, 0, w);
        for (int t = 1; t < k; t++) {
            System.arraycopy(cp, (t - 1) * w, cp, t * w, w);
            int from = jLo + (t - 1) * step;
            for (int j = from; j < from + step; j++) {
                int slot = slot(tb[tbFrom + j]);
                if (slot >= 0) {
                    column(cp, t * w, slot, w);
                }
            }
        }
        for (int t = k - 1; t >= 0 && bi > 0 && bj > 0; t--) {
            int lo = jLo + t * step;
            walk(lo, Math.min(jHi, lo + step), cp, t * w, depth + 1);
        }
        if (checkpoints[depth].length > KEEP_LONGS) {
            checkpoints[depth] = null;
        }
    }

    /**
     * The walk through the columns of {@code blk} (column {@code jLo + c} at {@code c * w}), a
     * column at a time: from row {@code i}, the walk goes up until the first row {@code p+1}
     * where {@code a[p]} matches the column's token or bit {@code p} of the column is 0, i.e. the
     * highest set bit below {@code i} of {@code M[b_j] | ~V_j}; there it takes the diagonal (a
     * match, recording {@code p}) or goes left. A few word operations per column instead of one
     * unpredictable branch per cell of the path.
     */
    private void walkBlock(int jLo, long[] blk, int w) {
        int[] a = ta;
        int[] b = tb;
        int aOff = taFrom;
        int bOff = tbFrom - 1;
        int i = bi;
        int j = bj;
        int n = count;
        while (j > jLo && i > 0) {
            int token = b[bOff + j];
            int slot = slot(token);
            int col = (j - jLo) * w;
            int p = i - 1;
            int k = p >>> 6;
            long stop = (~blk[col + k] | maskWord(slot, k)) & (-1L >>> (63 - (p & 63)));
            while (stop == 0 && k > 0) {
                k--;
                stop = ~blk[col + k] | maskWord(slot, k);
            }
            if (stop == 0) {
                i = 0;
                break;
            }
            p = (k << 6) + 63 - Long.numberOfLeadingZeros(stop);
            if (a[aOff + p] == token) {
                out[n++] = aOff + p;
                i = p;
            } else {
                i = p + 1;
            }
            j--;
        }
        bi = i;
        bj = j;
        count = n;
    }

    /** Word {@code k} of the match mask of {@code slot} (0 for a token that is not among the rows). */
    private long maskWord(int slot, int k) {
        if (slot < 0) {
            return 0;
        }
        if (!sparse) {
            return masks[slot * words + k];
        }
        int lo = sparseStart[slot];
        int hi = sparseEnd[slot] - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int wk = sparseWord[mid];
            if (wk < k) {
                lo = mid + 1;
            } else if (wk > k) {
                hi = mid - 1;
            } else {
                return sparseBits[mid];
            }
        }
        return 0;
    }

    /** Vector at {@code to} := the vector at {@code from} advanced by one column of token {@code token}. */
    private void nextColumn(long[] vec, int from, int to, int token, int w) {
        int slot = slot(token);
        if (!sparse && slot >= 0) {
            denseColumn(vec, from, vec, to, masks, slot * words, w);
            return;
        }
        System.arraycopy(vec, from, vec, to, w);
        if (slot >= 0) {
            sparseColumn(vec, to, slot, w);
        }
    }

    /** Advances the vector at {@code vec[off..off+w)} in place by one column whose token has {@code slot}. */
    private void column(long[] vec, int off, int slot, int w) {
        if (sparse) {
            sparseColumn(vec, off, slot, w);
        } else {
            denseColumn(vec, off, vec, off, masks, slot * words, w);
        }
    }

    private static void denseColumn(long[] src, int so, long[] dst, int dOff, long[] masks, int mo, int w) {
        if (w == 1) {
            long vw = src[so];
            long mw = masks[mo];
            dst[dOff] = (vw + (vw & mw)) | (vw & ~mw);
            return;
        }
        long carry = 0;
        for (int k = 0; k < w; k++) {
            long vw = src[so + k];
            long mw = masks[mo + k];
            long u = vw & mw;
            long sum = vw + u + carry;
            carry = ((vw & u) | ((vw | u) & ~sum)) >>> 63;
            dst[dOff + k] = sum | (vw & ~mw);
        }
    }

    /**
     * The same update with sparse masks: only the words where the token occurs change, plus the
     * carry, which moves through words of all ones (unchanged) into the first other word.
     */
    private void sparseColumn(long[] vec, int off, int slot, int w) {
        long carry = 0;
        int next = 0;
        for (int p = sparseStart[slot], end = sparseEnd[slot]; p < end; p++) {
            int k = sparseWord[p];
            if (k >= w) {
                break;
            }
            for (; carry != 0 && next < k; next++) {
                long vw = vec[off + next];
                long sum = vw + 1;
                vec[off + next] = sum | vw;
                carry = sum == 0 ? 1 : 0;
            }
            long vw = vec[off + k];
            long mw = sparseBits[p];
            long u = vw & mw;
            long sum = vw + u + carry;
            carry = ((vw & u) | ((vw | u) & ~sum)) >>> 63;
            vec[off + k] = sum | (vw & ~mw);
            next = k + 1;
        }
        for (; carry != 0 && next < w; next++) {
            long vw = vec[off + next];
            long sum = vw + 1;
            vec[off + next] = sum | vw;
            carry = sum == 0 ? 1 : 0;
        }
    }

    /** The slot of {@code token} among the prepared rows' distinct tokens, or -1 when it is not one of them. */
    private int slot(int token) {
        return token >= 0 && token < slotStamp.length && slotStamp[token] == stamp ? slotOf[token] : -1;
    }

    /** Builds the match masks of the rows {@code a[from, to)}. */
    private void prepare(int[] a, int from, int to) {
        m = to - from;
        words = (m + 63) >>> 6;
        if (++stamp == 0) {
            Arrays.fill(slotStamp, 0);
            stamp = 1;
        }
        int max = 0;
        for (int i = from; i < to; i++) {
            int t = a[i];
            if (t < 0 || t > MAX_TOKEN) {
                throw new IllegalArgumentException("LCS tokens must be in [0, " + MAX_TOKEN + "]: " + t);
            }
            max = Math.max(max, t);
        }
        if (max >= slotStamp.length) {
            int cap = Math.max(max + 1, slotStamp.length * 2);
            slotStamp = Arrays.copyOf(slotStamp, cap);
            slotOf = Arrays.copyOf(slotOf, cap);
        }
        slots = 0;
        for (int i = from; i < to; i++) {
            int t = a[i];
            if (slotStamp[t] != stamp) {
                slotStamp[t] = stamp;
                slotOf[t] = slots++;
            }
        }
        sparse = (long) slots * words > denseMaskLongs;
        if (!sparse) {
            int size = slots * words;
            long[] mk = masks = grow(masks, size);
            Arrays.fill(mk, 0, size, 0L);
            for (int i = 0; i < m; i++) {
                mk[slotOf[a[from + i]] * words + (i >>> 6)] |= 1L << i;
            }
            return;
        }
        // Sparse: per slot, its (word, bits) entries in word order, one per word with a match.
        int[] start = sparseStart = growInts(sparseStart, slots + 1);
        int[] end = sparseEnd = growInts(sparseEnd, slots);
        Arrays.fill(start, 0, slots + 1, 0);
        for (int i = from; i < to; i++) {
            start[slotOf[a[i]] + 1]++;
        }
        for (int s = 0; s < slots; s++) {
            start[s + 1] += start[s];
            end[s] = start[s];
        }
        int[] word = sparseWord = growInts(sparseWord, m);
        long[] bits = sparseBits = grow(sparseBits, m);
        for (int i = 0; i < m; i++) {
            int s = slotOf[a[from + i]];
            int k = i >>> 6;
            int e = end[s];
            if (e > start[s] && word[e - 1] == k) {
                bits[e - 1] |= 1L << i;
            } else {
                word[e] = k;
                bits[e] = 1L << i;
                end[s] = e + 1;
            }
        }
    }

    /** Drops scratch that a very long segment made large, before the next call (so it does not outlive the next segment). */
    private void release() {
        if (masks.length > KEEP_LONGS) {
            masks = new long[0];
        }
        if (block.length > KEEP_LONGS) {
            block = new long[0];
        }
        if (v.length > KEEP_LONGS) {
            v = new long[0];
        }
        if (sparseBits.length > KEEP_LONGS) {
            sparseStart = new int[0];
            sparseEnd = new int[0];
            sparseWord = new int[0];
            sparseBits = new long[0];
        }
        if (slotStamp.length > KEEP_SLOTS) {
            slotStamp = new int[0];
            slotOf = new int[0];
            stamp = 0;
        }
    }

    private static long[] grow(long[] a, int size) {
        return a != null && a.length >= size ? a : new long[Math.max(size, a == null ? 0 : Math.min(a.length * 2, KEEP_LONGS))];
    }

    private static int[] growInts(int[] a, int size) {
        return a.length >= size ? a : new int[Math.max(size, Math.min(a.length * 2, KEEP_LONGS))];
    }
}
