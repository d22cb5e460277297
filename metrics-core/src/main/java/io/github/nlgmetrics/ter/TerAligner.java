package io.github.nlgmetrics.ter;

import java.util.Arrays;

/**
 * The number of TER edits between a hypothesis and one reference (int token ids), exactly as
 * sacrebleu 2.6.0's {@code lib_ter.translation_edit_rate} counts them: greedy block shifts that
 * reduce a beam-limited edit distance, then the edit distance of the shifted hypothesis.
 *
 * <p>The algorithm, with sacrebleu's limits and tie-breaking:
 * <ul>
 *   <li>edit distance: Levenshtein with unit costs, restricted to a beam of ±25 cells around the
 *       pseudo-diagonal {@code floor(i · |ref| / |hyp|)} (widened to {@code ceil(ratio/2 + 25)}
 *       when {@code 25 < ratio/2}); the last row is always complete; cells outside the beam are
 *       infinite; on equal cost the operation preferred is match/substitution, then deletion
 *       (of a hypothesis word), then insertion;</li>
 *   <li>shift candidates: every hypothesis span of 1..10 words that equals a reference span
 *       starting at most 50 positions away, where the hypothesis span has an error, the
 *       reference span has an error, and the span is not already aligned onto its reference
 *       position; targets are the alignment positions + 1 of the reference words just before
 *       and inside the span (consecutive duplicates skipped), inserting <em>before</em> the
 *       index; the best shift maximises (gain, length, −start, −target);</li>
 *   <li>shifting repeats while the best gain is positive, and stops as soon as 1000 candidates
 *       have been evaluated in total (the best shift of that last round is discarded);</li>
 *   <li>an empty reference costs one edit per hypothesis word.</li>
 * </ul>
 *
 * <p>Speed without changing a result: a row of the edit-distance matrix depends only on the
 * hypothesis prefix before it (all shifted hypotheses have the same length, hence the same
 * beam), so the rows of the current hypothesis are kept and every candidate is evaluated from
 * the first row where it differs, with two rolling int rows and no allocation. sacrebleu caches
 * rows in a trie for the same reason; the numbers are identical.
 *
 * <p>Memory and time are linear in the segment: only the beam of each row is stored (the cells
 * outside it are infinite by definition; rows 0 and {@code |hyp|} are complete), about
 * {@code 2·|ref| + |hyp|·(2·beam)} cells, and a candidate touches only the beams of its rows.
 *
 * <p>Not thread-safe (scratch buffers); use one per thread.
 */
final class TerAligner {
    static final int MAX_SHIFT_SIZE = 10;
    static final int MAX_SHIFT_DIST = 50;
    static final int BEAM_WIDTH = 25;
    static final int MAX_SHIFT_CANDIDATES = 1000;

    /** Stands for sacrebleu's {@code int(1e16)}: never chosen, never overflows when incremented. */
    private static final int INF = Integer.MAX_VALUE / 2;
    private static final byte OP_NOP = 0;
    private static final byte OP_SUB = 1;
    private static final byte OP_INS = 2;
    private static final byte OP_DEL = 3;
    private static final byte OP_UNDEF = 4;

    private int[] ref;
    private int nRef;
    private int nHyp;
    private int width;
    private double ratio;
    private int beam;

    private int[] words = new int[0];
    private int[] cand = new int[0];
    /** Row {@code i}'s stored cells {@code [lo[i], hi[i])} start at {@code start[i]} in cost/ops. */
    private int[] cost = new int[0];
    private byte[] ops = new byte[0];
    private int[] lo = new int[0];
    private int[] hi = new int[0];
    private int[] start = new int[0];
    /** The range of rowA/rowB last written (everything else in them is INF). */
    private int dirtyLoA;
    private int dirtyHiA;
    private int dirtyLoB;
    private int dirtyHiB;
    private int[] rowA = new int[0];
    private int[] rowB = new int[0];
    private byte[] trace = new byte[0];
    private int[] align = new int[0];
    private int[] hypErrPrefix = new int[0];
    private int[] refErrPrefix = new int[0];

    /** The best shift found by the last {@link #bestShift} call (when {@code haveBest}), and its gain. */
    private boolean haveBest;
    private int bestDelta;
    private int bestStart;
    private int bestLength;
    private int bestTarget;

    /** The number of edits (shifts + beam edit distance) turning {@code hyp} into {@code reference}. */
    public int edits(int[] hyp, int[] reference) {
        return edits(hyp, hyp.length, reference, reference.length);
    }

    /** {@link #edits(int[], int[])} of {@code hyp[0, hypLen)} and {@code reference[0, refLen)}. */
    public int edits(int[] hyp, int hypLen, int[] reference, int refLen) {
        nRef = refLen;
        nHyp = hypLen;
        if (nRef == 0) {
            return nHyp;
        }
        ref = reference;
        width = nRef + 1;
        ratio = nHyp > 0 ? (double) nRef / nHyp : 1.0;
        beam = BEAM_WIDTH < ratio / 2 ? (int) Math.ceil(ratio / 2 + BEAM_WIDTH) : BEAM_WIDTH;
        ensureCapacity();
        System.arraycopy(hyp, 0, words, 0, nHyp);
        for (int j = 0; j <= nRef; j++) {
            cost[start[0] + j] = j;
            ops[start[0] + j] = OP_INS;
        }
        fillRows(0);

        int shifts = 0;
        int checked = 0;
        while (true) {
            // The best gain (high 32 bits) and the running candidate count (low 32 bits); the
            // shift itself is left in bestStart/bestLength/bestTarget.
            long packed = bestShift(checked);
            int delta = (int) (packed >> 32);
            checked = (int) packed;
            if (checked >= MAX_SHIFT_CANDIDATES) {
                break;
            }
            if (delta <= 0) {
                break;
            }
            shifts++;
            performShift(words, nHyp, bestStart, bestLength, bestTarget, cand);
            int p = commonPrefix(Math.min(bestStart, bestTarget));
            System.arraycopy(cand, 0, words, 0, nHyp);
            fillRows(p);
        }
        return shifts + cell(nHyp, nRef);
    }

    /** The cost of cell (i, j): stored inside row i's beam, infinite outside. */
    private int cell(int i, int j) {
        return j >= lo[i] && j < hi[i] ? cost[start[i] + j - lo[i]] : INF;
    }

    private void ensureCapacity() {
        if (hypErrPrefix.length < nHyp + 1) {
            words = new int[nHyp];
            cand = new int[nHyp];
            hypErrPrefix = new int[nHyp + 1];
            lo = new int[nHyp + 1];
            hi = new int[nHyp + 1];
            start = new int[nHyp + 1];
        }
        long cells = 0;
        for (int i = 0; i <= nHyp; i++) {
            int pd = (int) Math.floor(i * ratio);
            lo[i] = i == 0 ? 0 : Math.max(0, pd - beam);
            hi[i] = i == 0 || i == nHyp ? width : Math.max(lo[i], Math.min(width, pd + beam));
            if (cells > Integer.MAX_VALUE - 16) {
                throw new IllegalArgumentException("TER: segment too long (" + nHyp + " and " + nRef + " tokens)");
            }
            start[i] = (int) cells;
            cells += hi[i] - lo[i];
        }
        if (cells > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("TER: segment too long (" + nHyp + " and " + nRef + " tokens)");
        }
        if (cost.length < cells) {
            cost = new int[(int) cells];
            ops = new byte[(int) cells];
        }
        if (rowA.length < width) {
            rowA = new int[width];
            rowB = new int[width];
            Arrays.fill(rowA, INF);
            Arrays.fill(rowB, INF);
            dirtyLoA = dirtyHiA = dirtyLoB = dirtyHiB = 0;
            align = new int[width];
            refErrPrefix = new int[width];
        }
        if (trace.length < nHyp + nRef) {
            trace = new byte[nHyp + nRef];
        }
    }

    /** Recomputes rows {@code from+1 .. nHyp} of the matrix of {@link #words} (row {@code from} is valid). */
    private void fillRows(int from) {
        int[] c = cost;
        byte[] o = ops;
        for (int i = from + 1; i <= nHyp; i++) {
            int minJ = lo[i];
            int maxJ = hi[i];
            int base = start[i] - minJ; // c[base + j] is cell (i, j) for j in [minJ, maxJ)
            int pLo = lo[i - 1];
            int pHi = hi[i - 1];
            int prev = start[i - 1] - pLo;
            int w = words[i - 1];
            for (int j = minJ; j < maxJ; j++) {
                if (j == 0) {
                    c[base] = (pLo == 0 && pHi > 0 ? c[prev] : INF) + 1;
                    o[base] = OP_DEL;
                    continue;
                }
                int best = INF;
                byte op = OP_UNDEF;
                boolean same = w == ref[j - 1];
                int v = (j - 1 >= pLo && j - 1 < pHi ? c[prev + j - 1] : INF) + (same ? 0 : 1);
                if (best > v) {
                    best = v;
                    op = same ? OP_NOP : OP_SUB;
                }
                v = (j >= pLo && j < pHi ? c[prev + j] : INF) + 1;
                if (best > v) {
                    best = v;
                    op = OP_DEL;
                }
                v = (j - 1 >= minJ ? c[base + j - 1] : INF) + 1;
                if (best > v) {
                    best = v;
                    op = OP_INS;
                }
                c[base + j] = best;
                o[base + j] = op;
            }
        }
    }

    /**
     * The edit distance of {@link #cand}, whose rows up to {@code p} equal those of {@link #words}
     * and whose words from {@code q} on are those of {@link #words}.
     *
     * <p>Once a row at or after {@code q} equals the stored row of {@link #words} plus a constant
     * (cell for cell, the same cells infinite), every later row does too — the recurrence is
     * translation-invariant and the later words are the same — so the distance is the stored one
     * plus that constant, exactly, and the remaining rows are skipped.
     */
    private int candidateDistance(int p, int q) {
        if (p >= nHyp) {
            return cell(nHyp, nRef);
        }
        // rowA/rowB are INF outside their dirty ranges; clear those, then hold only beams.
        Arrays.fill(rowA, dirtyLoA, dirtyHiA, INF);
        Arrays.fill(rowB, dirtyLoB, dirtyHiB, INF);
        int[] prevRow = rowA;
        int[] cur = rowB;
        System.arraycopy(cost, start[p], prevRow, lo[p], hi[p] - lo[p]);
        int prevLo = lo[p];
        int prevHi = hi[p];
        int curLo = 0;
        int curHi = 0;
        for (int i = p + 1; i <= nHyp; i++) {
            Arrays.fill(cur, curLo, curHi, INF); // what this row held two rows ago
            int minJ = lo[i];
            int maxJ = hi[i];
            beamRow(prevRow, cur, minJ, maxJ, cand[i - 1], ref);
            int[] t = prevRow;
            prevRow = cur;
            cur = t;
            curLo = prevLo;
            curHi = prevHi;
            prevLo = minJ;
            prevHi = maxJ;
            if (i >= q && i < nHyp) {
                int offset = offsetFromStored(prevRow, i);
                if (offset != NO_OFFSET) {
                    rememberDirty(prevRow, prevLo, prevHi, curLo, curHi);
                    return cell(nHyp, nRef) + offset;
                }
            }
        }
        rememberDirty(prevRow, prevLo, prevHi, curLo, curHi);
        return prevRow[nRef];
    }

    /**
     * One row of the beam edit distance for hypothesis word {@code w}: cells {@code [minJ, maxJ)} of
     * {@code cur} from {@code prevRow} (both INF outside what they hold). A method of its own so
     * the JIT compiles the hot loop small and early.
     */
    private static void beamRow(int[] prevRow, int[] cur, int minJ, int maxJ, int w, int[] ref) {
        for (int j = minJ; j < maxJ; j++) {
            if (j == 0) {
                cur[0] = prevRow[0] + 1;
                continue;
            }
            int best = INF;
            int v = prevRow[j - 1] + (w == ref[j - 1] ? 0 : 1);
            if (best > v) {
                best = v;
            }
            v = prevRow[j] + 1;
            if (best > v) {
                best = v;
            }
            v = cur[j - 1] + 1;
            if (best > v) {
                best = v;
            }
            cur[j] = best;
        }
    }

    /** Remembers what is left in each rolling row, to clear it next time. */
    private void rememberDirty(int[] prevRow, int prevLo, int prevHi, int curLo, int curHi) {
        if (prevRow == rowA) {
            dirtyLoA = prevLo;
            dirtyHiA = prevHi;
            dirtyLoB = curLo;
            dirtyHiB = curHi;
        } else {
            dirtyLoB = prevLo;
            dirtyHiB = prevHi;
            dirtyLoA = curLo;
            dirtyHiA = curHi;
        }
    }

    private static final int NO_OFFSET = Integer.MIN_VALUE;
    /** Costs at or above this are infinite (derived from cells outside the beam). */
    private static final int FINITE_LIMIT = INF / 2;

    /**
     * {@code row - stored row i} when it is one constant over the beam of row {@code i} (the same
     * cells infinite, and the final cell of the stored matrix finite), else {@link #NO_OFFSET}.
     */
    private int offsetFromStored(int[] row, int i) {
        if (cell(nHyp, nRef) >= FINITE_LIMIT) {
            return NO_OFFSET;
        }
        int minJ = lo[i];
        int maxJ = hi[i];
        int base = start[i] - minJ;
        int[] c = cost;
        int offset = NO_OFFSET;
        for (int j = minJ; j < maxJ; j++) {
            int stored = c[base + j];
            int now = row[j];
            boolean storedFinite = stored < FINITE_LIMIT;
            if (storedFinite != now < FINITE_LIMIT) {
                return NO_OFFSET;
            }
            if (storedFinite) {
                int d = now - stored;
                if (offset == NO_OFFSET) {
                    offset = d;
                } else if (d != offset) {
                    return NO_OFFSET;
                }
            }
        }
        return offset;
    }

    /** Length of the common prefix of {@link #cand} and {@link #words}, knowing the first {@code known} agree. */
    private int commonPrefix(int known) {
        int p = known;
        while (p < nHyp && cand[p] == words[p]) {
            p++;
        }
        return p;
    }

    /** The alignment of the current hypothesis, from the trace of its matrix (sacrebleu's flipped trace). */
    private void alignment() {
        int i = nHyp;
        int j = nRef;
        int len = 0;
        while (i > 0 || j > 0) {
            byte op = j >= lo[i] && j < hi[i] ? ops[start[i] + j - lo[i]] : OP_UNDEF;
            trace[len++] = op;
            switch (op) {
                case OP_NOP, OP_SUB -> {
                    i--;
                    j--;
                }
                case OP_INS -> j--;
                case OP_DEL -> i--;
                default -> throw new IllegalArgumentException(
                        "TER: the beam edit distance left the optimal path outside the beam (sacrebleu raises too)");
            }
        }
        int posHyp = -1;
        int posRef = -1;
        hypErrPrefix[0] = 0;
        refErrPrefix[0] = 0;
        // Walk the trace forwards; after flipping, an insertion consumes a hypothesis word and a
        // deletion a reference word.
        for (int k = len - 1; k >= 0; k--) {
            switch (trace[k]) {
                case OP_NOP -> {
                    posHyp++;
                    posRef++;
                    align[posRef] = posHyp;
                    hypErrPrefix[posHyp + 1] = hypErrPrefix[posHyp];
                    refErrPrefix[posRef + 1] = refErrPrefix[posRef];
                }
                case OP_SUB -> {
                    posHyp++;
                    posRef++;
                    align[posRef] = posHyp;
                    hypErrPrefix[posHyp + 1] = hypErrPrefix[posHyp] + 1;
                    refErrPrefix[posRef + 1] = refErrPrefix[posRef] + 1;
                }
                case OP_DEL -> { // flipped to an insertion: a hypothesis word with no reference word
                    posHyp++;
                    hypErrPrefix[posHyp + 1] = hypErrPrefix[posHyp] + 1;
                }
                default -> { // OP_INS flipped to a deletion: a reference word with no hypothesis word
                    posRef++;
                    align[posRef] = posHyp;
                    refErrPrefix[posRef + 1] = refErrPrefix[posRef] + 1;
                }
            }
        }
    }

    /**
     * sacrebleu's {@code _shift}: evaluates shift candidates of the current hypothesis and keeps
     * the best in {@link #bestStart}/{@link #bestLength}/{@link #bestTarget}. Returns the best gain
     * (0 when there is no candidate) in the high 32 bits and the updated candidate count in the low.
     */
    private long bestShift(int checkedIn) {
        int checked = checkedIn;
        int preScore = cell(nHyp, nRef);
        alignment();
        haveBest = false;
        bestDelta = 0;
        bestStart = 0;
        bestLength = 0;
        bestTarget = 0;
        int[] h = words;
        int[] r = ref;
        search:
        for (int sh = 0; sh < nHyp; sh++) {
            int rFrom = Math.max(0, sh - MAX_SHIFT_DIST);
            int rTo = Math.min(nRef - 1, sh + MAX_SHIFT_DIST);
            for (int sr = rFrom; sr <= rTo; sr++) {
                int length = 0;
                while (h[sh + length] == r[sr + length] && length < MAX_SHIFT_SIZE) {
                    length++;
                    // one candidate span (sh, sr, length)
                    if (hypErrPrefix[sh + length] - hypErrPrefix[sh] != 0
                            && refErrPrefix[sr + length] - refErrPrefix[sr] != 0) {
                        int a = align[sr];
                        if (!(sh <= a && a < sh + length)) {
                            checked = evaluateTargets(sh, sr, length, preScore, checked);
                            if (checked >= MAX_SHIFT_CANDIDATES) {
                                break search;
                            }
                        }
                    }
                    if (nHyp == sh + length || nRef == sr + length) {
                        break;
                    }
                }
            }
        }
        return ((long) (haveBest ? bestDelta : 0) << 32) | (checked & 0xFFFFFFFFL);
    }

    /**
     * Evaluates shifting the span {@code (sh, length)} matching the reference at {@code sr} to each
     * of its targets, keeping the best shift so far (gain, then length, then earlier start, then
     * earlier target); returns the updated candidate count.
     */
    private int evaluateTargets(int sh, int sr, int length, int preScore, int checked) {
        int prevIdx = -1;
        for (int offset = -1; offset < length; offset++) {
            int idx = sr + offset == -1 ? 0 : align[sr + offset] + 1;
            if (idx == prevIdx) {
                continue;
            }
            prevIdx = idx;
            performShift(words, nHyp, sh, length, idx, cand);
            int delta = preScore - candidateDistance(commonPrefix(Math.min(sh, idx)),
                    Math.min(nHyp, Math.max(sh, idx) + length));
            checked++;
            if (!haveBest || delta > bestDelta
                    || (delta == bestDelta && (length > bestLength
                    || (length == bestLength && (sh < bestStart
                    || (sh == bestStart && idx < bestTarget)))))) {
                haveBest = true;
                bestDelta = delta;
                bestLength = length;
                bestStart = sh;
                bestTarget = idx;
            }
        }
        return checked;
    }

    /** sacrebleu's {@code _perform_shift}, Python slice semantics included, into {@code out}. */
    static void performShift(int[] w, int n, int start, int length, int target, int[] out) {
        int pos = 0;
        if (target < start) {
            pos = copy(w, n, 0, target, out, pos);
            pos = copy(w, n, start, start + length, out, pos);
            pos = copy(w, n, target, start, out, pos);
            copy(w, n, start + length, n, out, pos);
        } else if (target > start + length) {
            pos = copy(w, n, 0, start, out, pos);
            pos = copy(w, n, start + length, target, out, pos);
            pos = copy(w, n, start, start + length, out, pos);
            copy(w, n, target, n, out, pos);
        } else {
            pos = copy(w, n, 0, start, out, pos);
            pos = copy(w, n, start + length, length + target, out, pos);
            pos = copy(w, n, start, start + length, out, pos);
            copy(w, n, length + target, n, out, pos);
        }
    }

    /** Appends {@code w[from:to]} (Python slice, clamped to {@code [0, n]}) at {@code pos}. */
    private static int copy(int[] w, int n, int from, int to, int[] out, int pos) {
        int a = Math.min(Math.max(from, 0), n);
        int b = Math.min(Math.max(to, 0), n);
        if (b <= a) {
            return pos;
        }
        System.arraycopy(w, a, out, pos, b - a);
        return pos + b - a;
    }
}
