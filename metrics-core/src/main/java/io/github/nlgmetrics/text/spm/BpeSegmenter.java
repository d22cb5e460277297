package io.github.nlgmetrics.text.spm;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code bpe::Model::SampleEncode} of SentencePiece 0.1.97, without dropout: start from characters
 * (user-defined symbols whole and frozen); repeatedly merge the adjacent pair whose concatenation
 * is a piece with the highest score, the leftmost on ties; pairs made stale by an earlier merge are
 * skipped; a merged {@code UNUSED} piece is split back into the pair it came from, recursively. A
 * symbol that is no piece is unknown.
 *
 * <p>When no piece holds {@code ▁} after its first byte (and none is unused: {@link #canRunByWord})
 * no pair across a word boundary can merge and each word's merges come in the global order, so
 * the agenda runs word by word: the same result with small heaps. A word's pieces then depend on
 * its bytes alone, so (without user-defined symbols) each thread keeps a bounded memo of the words
 * it segmented ({@link WordMemo}) and a repeated word skips the agenda.
 *
 * <p>One per thread: the symbols, the agenda (a binary heap keyed by one {@code long}) and the
 * word memo are its scratch.
 */
final class BpeSegmenter implements Segmenter {
    private final SentencePieceModel model;
    private final PieceTable table;
    private final ByteTrie pieces;
    /** Whether BPE may run word by word ({@link #canRunByWord}). */
    private final boolean byWord;
    private final WordMemo memo;
    // The symbols: a doubly linked list over the characters of the line (or word).
    private int[] symStart = new int[64];
    private int[] symLen = new int[64];
    private int[] symPrev = new int[64];
    private int[] symNext = new int[64];
    private int[] symNode = new int[64];
    private boolean[] symFreeze = new boolean[64];
    // The agenda: candidate pairs, and a max-heap of them.
    private int[] pairLeft = new int[64];
    private int[] pairRight = new int[64];
    private int[] pairSize = new int[64];
    private int[] pairNode = new int[64];
    private int pairCount;
    private int[] heap = new int[64];
    private long[] heapKey = new long[64];
    private int heapSize;

    BpeSegmenter(PieceTable table, boolean byWord, int memoWords) {
        this.model = table.model();
        this.table = table;
        this.pieces = table.pieces;
        this.byWord = byWord;
        this.memo = new WordMemo(memoWords);
    }

    /**
     * Whether BPE may run word by word: whitespace escaped as a prefix {@code ▁}, no piece with
     * {@code ▁} after its first byte, and no unused piece (whose split-back map is filled in agenda
     * order, last write winning).
     */
    static boolean canRunByWord(SentencePieceModel model) {
        boolean byWord = model.escapeWhitespaces() && !model.treatWhitespaceAsSuffix();
        for (int id = 0; id < model.size() && byWord; id++) {
            int type = model.type(id);
            if (type == SentencePieceModel.UNUSED) {
                byWord = false;
            } else if (type == SentencePieceModel.NORMAL || type == SentencePieceModel.USER_DEFINED) {
                byte[] p = model.pieceBytes(id);
                for (int i = 1; i + 2 < p.length && byWord; i++) {
                    byWord = !Segmenter.startsWithSpaceSymbol(p, i, 3);
                }
            }
        }
        return byWord;
    }

    @Override
    public void segment(byte[] s, int size, Segmentation out) {
        ByteTrie userDefined = table.userDefined;
        if (byWord && userDefined == null) {
            wordsMemoized(s, size, out);
            return;
        }
        // Symbols: the characters (user-defined symbols whole and frozen).
        ensureSymbols(size);
        int count = 0;
        for (int pos = 0; pos < size; ) {
            int len = 0;
            boolean freeze = false;
            if (userDefined != null) {
                len = userDefined.longestPrefix(s, pos, size);
                freeze = len > 0;
            }
            if (len == 0) {
                len = Math.min(Segmenter.oneCharLen(s[pos]), size - pos);
            }
            symStart[count] = pos;
            symLen[count] = len;
            symNode[count] = pieces.walk(0, s, pos, pos + len);
            symFreeze[count] = freeze;
            symPrev[count] = count - 1;
            pos += len;
            symNext[count] = pos < size ? count + 1 : -1;
            count++;
        }
        Map<String, Integer> revMerge = null;
        if (byWord) {
            // Words (runs of symbols from one starting with ▁ to the next) merge independently:
            // no piece holds ▁ after its first byte, so no pair across a word boundary is a piece,
            // and the agenda order restricted to one word is the global order. Small agendas.
            int from = 0;
            for (int i = 1; i <= count; i++) {
                if (i == count || Segmenter.startsWithSpaceSymbol(s, symStart[i], symLen[i])) {
                    revMerge = merge(s, from, i, revMerge);
                    from = i;
                }
            }
        } else {
            revMerge = merge(s, 0, count, revMerge);
        }
        for (int i = 0; i != -1; i = symNext[i]) {
            resegment(s, symStart[i], symLen[i], out, revMerge);
        }
    }

    /**
     * BPE word by word (no user-defined symbols, so no unused piece and every symbol one
     * character), each word's pieces taken from the thread's {@link WordMemo} when the same word
     * (the same normalized bytes) was segmented before: a word's pieces depend on its bytes only,
     * so a memoized word is exactly what the agenda would give again.
     */
    private void wordsMemoized(byte[] s, int size, Segmentation out) {
        int wordStart = 0;
        int pos = 0;
        while (pos < size) {
            int len = Math.min(Segmenter.oneCharLen(s[pos]), size - pos);
            if (pos > wordStart && Segmenter.startsWithSpaceSymbol(s, pos, len)) {
                word(s, wordStart, pos, out);
                wordStart = pos;
            }
            pos += len;
        }
        word(s, wordStart, size, out);
    }

    /** The pieces of the word {@code s[from, to)} appended to {@code out}, from the memo or the agenda. */
    private void word(byte[] s, int from, int to, Segmentation out) {
        int hash = WordMemo.hash(s, from, to);
        int entry = memo.find(s, from, to, hash);
        if (entry >= 0) {
            memo.appendTo(entry, from, out);
            return;
        }
        ensureSymbols(to - from);
        int count = 0;
        for (int pos = from; pos < to; ) {
            int len = Math.min(Segmenter.oneCharLen(s[pos]), to - pos);
            symStart[count] = pos;
            symLen[count] = len;
            symNode[count] = pieces.walk(0, s, pos, pos + len);
            symFreeze[count] = false;
            symPrev[count] = count - 1;
            pos += len;
            symNext[count] = pos < to ? count + 1 : -1;
            count++;
        }
        merge(s, 0, count, null);
        int first = out.count;
        for (int i = 0; i != -1; i = symNext[i]) {
            resegment(s, symStart[i], symLen[i], out, null);
        }
        memo.put(s, from, to, hash, out, first);
    }

    /** The agenda over the symbols {@code [from, to)}: merge the best pair until none is left. */
    private Map<String, Integer> merge(byte[] s, int from, int to, Map<String, Integer> revMerge) {
        pairCount = 0;
        heapSize = 0;
        for (int i = from + 1; i < to; i++) {
            revMerge = maybeAddPair(s, i - 1, i, revMerge);
        }
        while (heapSize > 0) {
            int top = pop();
            int left = pairLeft[top];
            int right = pairRight[top];
            if (symLen[left] == 0 || symLen[right] == 0 || symLen[left] + symLen[right] != pairSize[top]) {
                continue; // stale: one side was merged into something else
            }
            symLen[left] += symLen[right];
            symNode[left] = pairNode[top];
            symNext[left] = symNext[right];
            if (symNext[right] >= 0) {
                symPrev[symNext[right]] = left;
            }
            symLen[right] = 0;
            revMerge = maybeAddPair(s, symPrev[left], left, revMerge);
            revMerge = maybeAddPair(s, left, symNext[left], revMerge);
        }
        return revMerge;
    }

    private Map<String, Integer> maybeAddPair(byte[] s, int left, int right, Map<String, Integer> revMerge) {
        if (left == -1 || right == -1 || symFreeze[left] || symFreeze[right]) {
            return revMerge;
        }
        // The pair's piece is looked up from the left symbol's trie node (every merged symbol is a piece).
        int leftNode = symNode[left];
        if (leftNode == ByteTrie.NONE) {
            return revMerge;
        }
        int from = symStart[left];
        int size = symLen[left] + symLen[right];
        int node = pieces.walk(leftNode, s, symStart[right], symStart[right] + symLen[right]);
        int id = node == ByteTrie.NONE ? ByteTrie.NONE : pieces.value(node);
        if (id == ByteTrie.NONE) {
            return revMerge;
        }
        push(left, right, model.score(id), size, node);
        if (model.type(id) == SentencePieceModel.UNUSED) {
            if (revMerge == null) {
                revMerge = new HashMap<>();
            }
            revMerge.put(new String(s, from, size, StandardCharsets.ISO_8859_1), symLen[left]);
        }
        return revMerge;
    }

    private void resegment(byte[] s, int from, int len, Segmentation out, Map<String, Integer> revMerge) {
        int id = table.pieceToId(s, from, from + len);
        if (model.type(id) == SentencePieceModel.UNUSED && revMerge != null) {
            Integer leftLen = revMerge.get(new String(s, from, len, StandardCharsets.ISO_8859_1));
            if (leftLen != null) {
                resegment(s, from, leftLen, out, revMerge);
                resegment(s, from + leftLen, len - leftLen, out, revMerge);
                return;
            }
        }
        out.add(from, len, id);
    }

    private void ensureSymbols(int n) {
        if (symStart.length < n) {
            int cap = Math.max(n, symStart.length * 2);
            symStart = new int[cap];
            symLen = new int[cap];
            symPrev = new int[cap];
            symNext = new int[cap];
            symNode = new int[cap];
            symFreeze = new boolean[cap];
        }
    }

    private void push(int left, int right, float score, int size, int node) {
        if (pairCount == pairLeft.length) {
            int cap = pairCount * 2;
            pairLeft = Arrays.copyOf(pairLeft, cap);
            pairRight = Arrays.copyOf(pairRight, cap);
            pairSize = Arrays.copyOf(pairSize, cap);
            pairNode = Arrays.copyOf(pairNode, cap);
        }
        int p = pairCount++;
        pairLeft[p] = left;
        pairRight[p] = right;
        pairSize[p] = size;
        pairNode[p] = node;
        // The agenda key: higher score first, then the leftmost pair (~left grows as left falls).
        // `+ 0.0f` makes -0.0 equal to 0.0, as the library's float comparison does.
        int bits = Float.floatToIntBits(score + 0.0f);
        int sortable = bits < 0 ? bits ^ 0x7FFFFFFF : bits;
        long key = (long) sortable << 32 | (~left & 0xFFFFFFFFL);
        if (heapSize == heap.length) {
            heap = Arrays.copyOf(heap, heapSize * 2);
            heapKey = Arrays.copyOf(heapKey, heapSize * 2);
        }
        int i = heapSize++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heapKey[parent] >= key) {
                break;
            }
            heap[i] = heap[parent];
            heapKey[i] = heapKey[parent];
            i = parent;
        }
        heap[i] = p;
        heapKey[i] = key;
    }

    /** Removes and returns the pair with the highest key. */
    private int pop() {
        int top = heap[0];
        int size = --heapSize;
        int last = heap[size];
        long lastKey = heapKey[size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heapKey[child + 1] > heapKey[child]) {
                child++;
            }
            if (heapKey[child] <= lastKey) {
                break;
            }
            heap[i] = heap[child];
            heapKey[i] = heapKey[child];
            i = child;
        }
        if (size > 0) {
            heap[i] = last;
            heapKey[i] = lastKey;
        }
        return top;
    }
}
