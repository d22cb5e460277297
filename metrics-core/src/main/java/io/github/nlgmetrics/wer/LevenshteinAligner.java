package io.github.nlgmetrics.wer;

import java.util.Arrays;
import java.util.List;

/**
 * Levenshtein distance and alignment of two token-id sequences with unit costs, as rapidfuzz 3.14.5
 * computes them ({@code rapidfuzz.distance.Levenshtein.editops / opcodes}, the pure-Python
 * implementation, whose alignments equal the compiled rapidfuzz-cpp's below the Hirschberg
 * threshold): the alignment jiwer 4.0 counts hits, substitutions, deletions and insertions from.
 *
 * <p>Algorithm (rapidfuzz's, reproduced step for step, since jiwer's counts depend on which of
 * several optimal alignments is taken):
 * <ol>
 *   <li>strip the common prefix, then the common suffix;</li>
 *   <li>Hyyrö's bit-parallel Levenshtein over the middle parts (reference {@code a} along the
 *       bit vector, one column per hypothesis token), keeping every column's vertical delta
 *       vectors {@code VP} / {@code VN} ({@code VP} bit {@code i-1} of column {@code j}: D[i][j] =
 *       D[i-1][j] + 1; {@code VN}: D[i][j] = D[i-1][j] - 1);</li>
 *   <li>walk back from {@code (n, m)}: <b>delete</b> when D[i][j] = D[i-1][j] + 1; otherwise step
 *       to column {@code j-1} and <b>insert</b> when D[i-1][j-1] = D[i][j-1] + 1 (j-1 &gt; 0);
 *       otherwise go diagonally, a <b>replace</b> when the tokens differ; then the remaining
 *       deletions, then the remaining insertions;</li>
 *   <li>opcodes: consecutive edit operations of one type at consecutive positions form one
 *       chunk; the gaps between them are {@code equal} chunks.</li>
 * </ol>
 * Memory is {@code 2·⌈n/64⌉·m} longs per alignment. The compiled rapidfuzz switches to
 * Hirschberg's algorithm when, after affix removal, {@code n·m ≥ 4,194,304} (with
 * {@code n ≥ 65}, {@code m ≥ 10}) and may then return another optimal alignment; this class always
 * returns the fallback's (the same distance, possibly other H/S/D/I there).
 *
 * <p>{@link #distance} is the same recurrence without the stored vectors: Myers/Hyyrö's
 * bit-parallel edit distance, {@code ⌈n/64⌉} word operations per hypothesis token (one word for
 * up to 64 reference tokens). Not thread-safe: one instance per thread (scratch buffers).
 */
public final class LevenshteinAligner {
    /**
     * The most words of VP (and as many of VN) an alignment keeps for every column at once (32 MiB
     * each); longer pairs keep block checkpoints and recompute (see {@link #distanceBlocks}).
     */
    static final long FULL_STORE_WORDS = 1L << 22;

    /** Both middle parts at least this long: {@link #distance} tries Ukkonen's band first. */
    static final int BAND_MIN = 2048;

    /** The opcode names rapidfuzz uses, renamed by jiwer ({@code replace} → {@code substitute}). */
    private static final byte DELETE = 1;
    private static final byte INSERT = 2;
    private static final byte REPLACE = 3;

    /** Per token id: its positions in the reference middle part, a bit per position (W words each). */
    private long[] peq = new long[64];
    private int peqIds = 0;
    private long[] vp = new long[1];
    private long[] vn = new long[1];
    private long[] d0 = new long[1];
    private long[] hp = new long[1];
    private long[] hn = new long[1];
    /** Stored VP / VN of every column (alignment only). */
    private long[] colVp = new long[64];
    private long[] colVn = new long[64];
    /** The VP/VN state at the start of every block of {@link #block} columns (long alignments only). */
    private long[] checkVp = new long[0];
    private long[] checkVn = new long[0];
    /** Columns per block of the current alignment; the block whose columns {@link #colVp} holds. */
    private int block = 1;
    private int loadedBlock;
    private int[] columnsOf;
    private int columnsFrom;
    /** Tests only: a positive value forces blocks of this many columns (checkpointed backtrace). */
    int blockColumns;
    /** Tests only: the band is tried from {@code bandMin} tokens while {@code bandFactor·(2t+1) ≤ min(n, m)}. */
    int bandMin = BAND_MIN;
    long bandFactor = 64;
    private int[] bandPrev = new int[0];
    private int[] bandCur = new int[0];
    private byte[] opTag = new byte[64];

    /** Tests only: the words of VP/VN columns and checkpoints this aligner holds now. */
    long retainedWords() {
        return (long) colVp.length + colVn.length + checkVp.length + checkVn.length;
    }

    private int[] opSrc = new int[64];
    private int[] opDst = new int[64];

    /** How many leading tokens {@code a[0, aLen)} and {@code b[0, bLen)} share (they cost no edit). */
    private static int commonPrefix(int[] a, int aLen, int[] b, int bLen) {
        int prefix = 0;
        while (prefix < aLen && prefix < bLen && a[prefix] == b[prefix]) {
            prefix++;
        }
        return prefix;
    }

    /** How many trailing tokens they share after the first {@code prefix} ones. */
    private static int commonSuffix(int[] a, int aLen, int[] b, int bLen, int prefix) {
        int suffix = 0;
        while (suffix < aLen - prefix && suffix < bLen - prefix && a[aLen - 1 - suffix] == b[bLen - 1 - suffix]) {
            suffix++;
        }
        return suffix;
    }

    /** The Levenshtein distance of {@code a[0, aLen)} and {@code b[0, bLen)} (token ids ≥ 0). */
    public int distance(int[] a, int aLen, int[] b, int bLen) {
        int prefix = commonPrefix(a, aLen, b, bLen);
        int suffix = commonSuffix(a, aLen, b, bLen, prefix);
        int n = aLen - prefix - suffix;
        int m = bLen - prefix - suffix;
        if (n == 0) {
            return m;
        }
        if (m == 0) {
            return n;
        }
        if (n >= bandMin && m >= bandMin) {
            // Ukkonen's cut-off, doubled: exact as soon as the distance is within the band; worth
            // it while the band is a small fraction of the matrix the bit-parallel pass would cover.
            for (int t = Math.max(64, Math.abs(n - m)); bandFactor * (2L * t + 1) <= Math.min(n, m); t *= 2) {
                int d = bandedDistance(a, prefix, n, b, prefix, m, t);
                if (d <= t) {
                    return d;
                }
            }
        }
        buildPeq(a, prefix, n, b, prefix, m);
        int dist = n <= 64 ? distance64(b, prefix, m, n) : distanceBlocks(b, prefix, m, n, false);
        clearPeq(a, prefix, n);
        return dist;
    }

    /**
     * Ukkonen's band: the plain recurrence over the cells with {@code |i - j| ≤ t} only, the cells
     * outside taken as infinite. Every alignment of cost {@code ≤ t} stays inside the band, so the
     * result is the distance when it is {@code ≤ t}, and some value {@code > t} otherwise.
     * {@code O(t·n)} time, {@code O(m)} memory.
     */
    private int bandedDistance(int[] a, int aFrom, int n, int[] b, int bFrom, int m, int t) {
        if (Math.abs(n - m) > t) {
            return t + 1;
        }
        if (bandPrev.length < m + 2) {
            bandPrev = new int[m + 2];
            bandCur = new int[m + 2];
        }
        int[] prev = bandPrev;
        int[] cur = bandCur;
        final int inf = Integer.MAX_VALUE / 2;
        int hi0 = Math.min(m, t);
        for (int j = 0; j <= hi0; j++) {
            prev[j] = j;
        }
        prev[hi0 + 1] = inf;
        for (int i = 1; i <= n; i++) {
            int lo = Math.max(1, i - t);
            int hi = Math.min(m, i + t);
            int ai = a[aFrom + i - 1];
            int left = i - t <= 0 ? i : inf;
            cur[0] = i;
            for (int j = lo; j <= hi; j++) {
                int best = prev[j - 1] + (ai == b[bFrom + j - 1] ? 0 : 1);
                int up = prev[j] + 1;
                if (up < best) {
                    best = up;
                }
                if (left + 1 < best) {
                    best = left + 1;
                }
                cur[j] = best;
                left = best;
            }
            cur[hi + 1] = inf;
            int[] x = prev;
            prev = cur;
            cur = x;
        }
        return prev[m];
    }

    /** Hyyrö's single-word recurrence: the reference middle part fits one {@code long}. */
    private int distance64(int[] b, int from, int m, int n) {
        long vpw = n == 64 ? -1L : (1L << n) - 1;
        long vnw = 0;
        long mask = 1L << (n - 1);
        int dist = n;
        long[] pm = peq;
        for (int j = 0; j < m; j++) {
            int id = b[from + j];
            long x = id < peqIds ? pm[id] : 0L;
            long dz = (((x & vpw) + vpw) ^ vpw) | x | vnw;
            long hpw = vnw | ~(dz | vpw);
            long hnw = dz & vpw;
            if ((hpw & mask) != 0) {
                dist++;
            }
            if ((hnw & mask) != 0) {
                dist--;
            }
            hpw = (hpw << 1) | 1;
            hnw <<= 1;
            vpw = hnw | ~(dz | hpw);
            vnw = hpw & dz;
        }
        return dist;
    }

    /**
     * The multi-word recurrence (carries of the addition and of the shifts cross words); with
     * {@code store}, the columns' VP/VN are kept for the backtrace: every column when they fit
     * {@link #FULL_STORE_WORDS}, else the state at the start of every block of {@code K ≈ √m}
     * columns plus the last block's columns (the others are recomputed by {@link #column(int, int)}
     * when the backtrace reaches them).
     */
    private int distanceBlocks(int[] b, int from, int m, int n, boolean store) {
        int w = (n + 63) >>> 6;
        if (vp.length < w) {
            vp = new long[w];
            vn = new long[w];
            d0 = new long[w];
            hp = new long[w];
            hn = new long[w];
        }
        Arrays.fill(vp, 0, w, -1L);
        Arrays.fill(vn, 0, w, 0L);
        int lastStart = m;
        if (store) {
            block = blockColumns > 0 ? Math.min(blockColumns, m)
                    : (long) w * m <= FULL_STORE_WORDS ? m : (int) Math.ceil(Math.sqrt(m));
            int blocks = (m + block - 1) / block;
            long need = (long) w * block;
            long checkpoints = (long) w * blocks;
            if (need > Integer.MAX_VALUE - 16 || checkpoints > Integer.MAX_VALUE - 16) {
                throw new IllegalArgumentException("sequences too long to align: " + n + " x " + m
                        + " tokens after the common prefix and suffix (the alignment keeps 2·⌈n/64⌉·⌈√m⌉ words"
                        + " in each of two arrays of at most 2^31 words; see docs/wer.md)");
            }
            if (colVp.length < need) {
                colVp = new long[(int) need];
                colVn = new long[(int) need];
            }
            if (blocks > 1 && (checkVp.length < checkpoints)) {
                checkVp = new long[(int) checkpoints];
                checkVn = new long[(int) checkpoints];
            }
            lastStart = (blocks - 1) * block;
            loadedBlock = blocks - 1;
            columnsFrom = from;
            columnsOf = b;
        }
        int topWord = (n - 1) >>> 6;
        long mask = 1L << ((n - 1) & 63);
        int dist = n;
        for (int j = 0; j < m; j++) {
            if (store && j % block == 0 && j < lastStart) {
                System.arraycopy(vp, 0, checkVp, (j / block) * w, w);
                System.arraycopy(vn, 0, checkVn, (j / block) * w, w);
            }
            column(b[from + j], w);
            if ((hp[topWord] & mask) != 0) {
                dist++;
            }
            if ((hn[topWord] & mask) != 0) {
                dist--;
            }
            if (j >= lastStart) {
                System.arraycopy(vp, 0, colVp, (j - lastStart) * w, w);
                System.arraycopy(vn, 0, colVn, (j - lastStart) * w, w);
            }
        }
        return dist;
    }

    /** One column of the multi-word recurrence: VP/VN of hypothesis token {@code id} from the previous ones. */
    private void column(int id, int w) {
        int base = id < peqIds ? id * w : -1;
        long carry = 0;
        for (int k = 0; k < w; k++) {
            long x = base < 0 ? 0L : peq[base + k];
            long xv = x & vp[k];
            long sum = xv + vp[k];
            long sum2 = sum + carry;
            // carry out of (xv + vp + carry), unsigned
            carry = (Long.compareUnsigned(sum, xv) < 0 || Long.compareUnsigned(sum2, sum) < 0) ? 1L : 0L;
            d0[k] = (sum2 ^ vp[k]) | x | vn[k];
            hp[k] = vn[k] | ~(d0[k] | vp[k]);
            hn[k] = d0[k] & vp[k];
        }
        long hpCarry = 1;
        long hnCarry = 0;
        for (int k = 0; k < w; k++) {
            long hpk = hp[k];
            long hnk = hn[k];
            long hps = (hpk << 1) | hpCarry;
            long hns = (hnk << 1) | hnCarry;
            hpCarry = hpk >>> 63;
            hnCarry = hnk >>> 63;
            vp[k] = hns | ~(d0[k] | hps);
            vn[k] = hps & d0[k];
        }
    }

    /**
     * The offset in {@link #colVp}/{@link #colVn} of column {@code j}'s words, recomputing its block
     * from the block's checkpoint when it is not the one held (the backtrace visits columns in
     * decreasing order, so each block is recomputed at most once).
     */
    private int columnOffset(int j, int w) {
        int b = j / block;
        if (b != loadedBlock) {
            System.arraycopy(checkVp, b * w, vp, 0, w);
            System.arraycopy(checkVn, b * w, vn, 0, w);
            int start = b * block;
            for (int c = start; c < start + block; c++) {
                column(columnsOf[columnsFrom + c], w);
                System.arraycopy(vp, 0, colVp, (c - start) * w, w);
                System.arraycopy(vn, 0, colVn, (c - start) * w, w);
            }
            loadedBlock = b;
        }
        return (j - b * block) * w;
    }

    /**
     * Sets the bit vectors of the reference middle part {@code a[from, from + n)}. The table is
     * all zeros between calls ({@link #clearPeq} resets only the words that were set), so ids that
     * occur only in the hypothesis, or in no sequence at all, cost nothing.
     */
    private void buildPeq(int[] a, int aFrom, int n, int[] b, int bFrom, int m) {
        int maxId = 0;
        for (int i = 0; i < n; i++) {
            maxId = Math.max(maxId, requireId(a[aFrom + i]));
        }
        for (int j = 0; j < m; j++) {
            requireId(b[bFrom + j]);
        }
        int w = (n + 63) >>> 6;
        long need = (long) (maxId + 1) * w;
        if (need > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("token ids too large for the kernel: " + maxId);
        }
        if (peq.length < need) {
            peq = new long[(int) Math.min(Integer.MAX_VALUE - 16, Math.max(need, peq.length * 2L))];
        }
        for (int i = 0; i < n; i++) {
            peq[a[aFrom + i] * w + (i >>> 6)] |= 1L << (i & 63);
        }
        peqIds = peq.length / w;
    }

    /** Zeroes the words {@link #buildPeq} set, restoring the all-zero table. */
    private void clearPeq(int[] a, int aFrom, int n) {
        int w = (n + 63) >>> 6;
        for (int i = 0; i < n; i++) {
            peq[a[aFrom + i] * w + (i >>> 6)] = 0L;
        }
    }

    private static int requireId(int id) {
        if (id < 0) {
            throw new IllegalArgumentException("token ids must be non-negative: " + id);
        }
        return id;
    }

    /**
     * rapidfuzz's alignment of reference {@code a[0, aLen)} to hypothesis {@code b[0, bLen)}: adds
     * {@code [hits, substitutions, deletions, insertions]} to {@code counts} and, when
     * {@code chunks} is not null, appends the opcodes (as jiwer names them).
     */
    public void align(int[] a, int aLen, int[] b, int bLen, long[] counts, List<AlignmentChunk> chunks) {
        int prefix = commonPrefix(a, aLen, b, bLen);
        int suffix = commonSuffix(a, aLen, b, bLen, prefix);
        int n = aLen - prefix - suffix;
        int m = bLen - prefix - suffix;
        int dist;
        if (n == 0 || m == 0) {
            dist = n + m;
        } else {
            buildPeq(a, prefix, n, b, prefix, m);
            try {
                dist = distanceBlocks(b, prefix, m, n, true);
            } catch (RuntimeException | Error e) {
                clearPeq(a, prefix, n);
                throw e;
            }
        }
        if (opTag.length < dist) {
            int size = Math.max(dist, 2 * opTag.length);
            opTag = new byte[size];
            opSrc = new int[size];
            opDst = new int[size];
        }
        int w = (n + 63) >>> 6;
        int k = dist;
        int col = n;
        int row = m;
        while (row != 0 && col != 0) {
            int bit = col - 1;
            if ((colVp[columnOffset(row - 1, w) + (bit >>> 6)] & (1L << (bit & 63))) != 0) {
                col--;
                k--;
                op(k, DELETE, col + prefix, row + prefix);
            } else {
                row--;
                if (row != 0 && (colVn[columnOffset(row - 1, w) + (bit >>> 6)] & (1L << (bit & 63))) != 0) {
                    k--;
                    op(k, INSERT, col + prefix, row + prefix);
                } else {
                    col--;
                    if (a[prefix + col] != b[prefix + row]) {
                        k--;
                        op(k, REPLACE, col + prefix, row + prefix);
                    }
                }
            }
        }
        while (col != 0) {
            col--;
            k--;
            op(k, DELETE, col + prefix, row + prefix);
        }
        while (row != 0) {
            row--;
            k--;
            op(k, INSERT, col + prefix, row + prefix);
        }
        if (n != 0 && m != 0) {
            clearPeq(a, prefix, n);
            columnsOf = null;
        }
        if (k != 0) {
            throw new IllegalStateException("backtrace ended with " + k + " operations unaccounted for");
        }
        long subs = 0;
        long dels = 0;
        long ins = 0;
        for (int i = 0; i < dist; i++) {
            switch (opTag[i]) {
                case REPLACE -> subs++;
                case DELETE -> dels++;
                default -> ins++;
            }
        }
        counts[0] += aLen - subs - dels;
        counts[1] += subs;
        counts[2] += dels;
        counts[3] += ins;
        if (chunks != null) {
            opcodes(dist, aLen, bLen, chunks);
        }
    }

    private void op(int k, byte tag, int src, int dst) {
        opTag[k] = tag;
        opSrc[k] = src;
        opDst[k] = dst;
    }

    /** rapidfuzz's {@code Editops.as_opcodes()}. */
    private void opcodes(int dist, int srcLen, int destLen, List<AlignmentChunk> out) {
        int src = 0;
        int dst = 0;
        int i = 0;
        while (i < dist) {
            if (src < opSrc[i] || dst < opDst[i]) {
                out.add(new AlignmentChunk("equal", src, opSrc[i], dst, opDst[i]));
                src = opSrc[i];
                dst = opDst[i];
            }
            int srcBegin = src;
            int dstBegin = dst;
            byte tag = opTag[i];
            while (i < dist && opTag[i] == tag && src == opSrc[i] && dst == opDst[i]) {
                switch (tag) {
                    case REPLACE -> {
                        src++;
                        dst++;
                    }
                    case INSERT -> dst++;
                    default -> src++;
                }
                i++;
            }
            out.add(new AlignmentChunk(tag == REPLACE ? "substitute" : tag == INSERT ? "insert" : "delete",
                    srcBegin, src, dstBegin, dst));
        }
        if (src < srcLen || dst < destLen) {
            out.add(new AlignmentChunk("equal", src, srcLen, dst, destLen));
        }
    }

    /**
     * The plain dynamic program {@code D[i][j] = min(D[i-1][j] + 1, D[i][j-1] + 1, D[i-1][j-1] + [a_i ≠ b_j])}
     * in {@code O(min(n, m))} memory: the reference definition the bit-parallel kernel is tested
     * against, and torchmetrics' {@code _edit_distance}.
     */
    public static int plainDistance(int[] a, int aLen, int[] b, int bLen) {
        int[] prev = new int[bLen + 1];
        int[] cur = new int[bLen + 1];
        for (int j = 0; j <= bLen; j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= aLen; i++) {
            cur[0] = i;
            int ai = a[i - 1];
            for (int j = 1; j <= bLen; j++) {
                int best = prev[j - 1] + (ai == b[j - 1] ? 0 : 1);
                best = Math.min(best, prev[j] + 1);
                best = Math.min(best, cur[j - 1] + 1);
                cur[j] = best;
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[bLen];
    }
}
