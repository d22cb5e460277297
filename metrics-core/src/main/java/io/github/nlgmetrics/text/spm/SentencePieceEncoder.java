package io.github.nlgmetrics.text.spm;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * SentencePiece's {@code EncodeAsPieces}, in Java, exactly as SentencePiece 0.1.97 (the library
 * behind sacrebleu's {@code spm}, {@code flores101}, {@code flores200} and {@code spBLEU-1K}
 * tokenizers) computes it: {@code SentencePieceProcessor::Encode} =
 * normalize ({@link SpmNormalizer}) → segment with the model → {@code PopulateSentencePieceText}.
 *
 * <p>Segmentation by model type, each as the library's source does it:
 * <ul>
 *   <li><b>unigram</b> ({@code unigram_model.cc}, {@code EncodeOptimized}, the default encoder):
 *       Viterbi over UTF-8 byte positions; a node per vocabulary piece (normal and user-defined;
 *       unused pieces never) starting at each character; when no piece covers exactly the
 *       character there, an unknown node of one character scored {@code min_score − 10}.
 *       The best path score at each position is stored as a 32-bit float, but a candidate is
 *       computed as a double ({@code (double) score + stored}: the library's {@code score} is the
 *       common type of a ternary with a double branch) and compared with the stored float before
 *       it is rounded; it replaces the best path only when strictly greater, so on exact ties the
 *       path found first (earlier start, then shorter piece) wins. The unknown node's candidate
 *       is a float sum. User-defined pieces score {@code bytes · max_score − 0.1} (in double), where
 *       {@code max_score} starts at {@code FLT_MIN}.</li>
 *   <li><b>BPE</b> ({@code bpe_model.cc}): start from characters (user-defined symbols whole and
 *       frozen); repeatedly merge the adjacent pair whose concatenation is a piece with the highest
 *       score, the leftmost on ties; pairs made stale by an earlier merge are skipped; a merged
 *       {@code UNUSED} piece is split back into the pair it came from, recursively. A symbol that
 *       is no piece is unknown. When no piece holds {@code ▁} after its first byte (and none is
 *       unused) no pair across a word boundary can merge and each word's merges come in the
 *       global order, so the agenda runs word by word: the same result with small heaps. A word's
 *       pieces then depend on its bytes alone, so (without user-defined symbols) each thread
 *       keeps a bounded memo of the words it segmented ({@link WordMemo}) and a repeated word
 *       skips the agenda.</li>
 *   <li><b>word</b>, <b>char</b>: whitespace-led words, single characters, each looked up.</li>
 * </ul>
 *
 * <p>Then: with {@code byte_fallback} an unknown piece becomes one {@code <0xHH>} piece per UTF-8
 * byte (upper-case hex); without it, consecutive unknown pieces are merged into one piece of their
 * (normalized) text. Control pieces ({@code <s>}, {@code </s>}) never come from text.
 *
 * <p>Input is a Java string, encoded as UTF-8 (Python's {@code str} is handed to the library the
 * same way); a lone surrogate cannot be encoded and is an {@link IllegalArgumentException}, as
 * Python raises {@code UnicodeEncodeError}.
 *
 * <p>Immutable and thread-safe (working buffers are per thread).
 */
public final class SentencePieceEncoder {
    private static final String[] BYTE_PIECES = new String[256];

    static {
        // <0xHH>, upper-case hex (spelled out: 256 String.format calls cost 20 ms at start-up)
        char[] hex = "0123456789ABCDEF".toCharArray();
        for (int b = 0; b < 256; b++) {
            BYTE_PIECES[b] = new String(new char[] {'<', '0', 'x', hex[b >>> 4], hex[b & 15], '>'});
        }
    }

    private final SentencePieceModel model;
    /** {@code pieces_}: normal, user-defined and unused pieces. */
    private final ByteTrie pieces;
    /** {@code reserved_id_map_}: control, unknown and byte pieces. */
    private final ByteTrie reserved;
    /** User-defined symbols (the library's {@code PrefixMatcher}), or null when there are none. */
    private final ByteTrie userDefined;
    private final SpmNormalizer normalizer;
    private final float unkScore;
    /**
     * Per piece id, the score a unigram lattice node of that piece gets, as a double (see
     * {@link #unigram}): the model's score, {@code bytes · max_score − 0.1} for a user-defined
     * piece ({@code max_score}: the highest normal piece score, starting from C's {@code FLT_MIN}),
     * NaN for an unused piece or one that never comes from text (never a node).
     */
    private final double[] nodeScores;
    /**
     * For unigram models, {@link #nodeScores} per node of {@link #pieces} (NaN where no usable
     * piece ends), so the lattice loop reads one array per node; null for the other models.
     */
    private final double[] unigramNodeScores;
    /** Every piece's text as UTF-16, concatenated: piece {@code id} is {@code [pieceCharStart[id], pieceCharStart[id + 1])}. */
    private final char[] pieceChars;
    private final int[] pieceCharStart;
    /**
     * Whether BPE may run word by word: whitespace escaped as a prefix {@code ▁}, no piece with
     * {@code ▁} after its first byte, and no unused piece (whose split-back map is filled in agenda
     * order, last write winning).
     */
    private final boolean bpeByWord;
    private final ThreadLocal<Workspace> workspaces;

    private SentencePieceEncoder(SentencePieceModel model, boolean allowBpeByWord, int memoWords) {
        this.model = model;
        this.workspaces = ThreadLocal.withInitial(() -> new Workspace(memoWords));
        int n = model.size();
        List<byte[]> normalKeys = new ArrayList<>();
        List<Integer> normalIds = new ArrayList<>();
        List<byte[]> reservedKeys = new ArrayList<>();
        List<Integer> reservedIds = new ArrayList<>();
        List<byte[]> userKeys = new ArrayList<>();
        float min = Float.MAX_VALUE;
        float max = Float.MIN_NORMAL; // C's FLT_MIN, the library's starting value (not Float.MIN_VALUE)
        for (int id = 0; id < n; id++) {
            int type = model.type(id);
            boolean normal = type == SentencePieceModel.NORMAL || type == SentencePieceModel.USER_DEFINED
                    || type == SentencePieceModel.UNUSED;
            (normal ? normalKeys : reservedKeys).add(model.pieceBytes(id));
            (normal ? normalIds : reservedIds).add(id);
            if (type == SentencePieceModel.USER_DEFINED) {
                userKeys.add(model.pieceBytes(id));
            }
            if (type == SentencePieceModel.NORMAL) {
                min = Math.min(min, model.score(id));
                max = Math.max(max, model.score(id));
            }
        }
        pieces = trie(normalKeys, normalIds);
        reserved = trie(reservedKeys, reservedIds);
        userDefined = userKeys.isEmpty() ? null : trie(userKeys, Collections.nCopies(userKeys.size(), 0));
        normalizer = new SpmNormalizer(model, userDefined);
        boolean byWord = allowBpeByWord && model.escapeWhitespaces() && !model.treatWhitespaceAsSuffix();
        for (int id = 0; id < n && byWord; id++) {
            int type = model.type(id);
            if (type == SentencePieceModel.UNUSED) {
                byWord = false;
            } else if (type == SentencePieceModel.NORMAL || type == SentencePieceModel.USER_DEFINED) {
                byte[] p = model.pieceBytes(id);
                for (int i = 1; i + 2 < p.length && byWord; i++) {
                    byWord = !startsWithSpaceSymbol(p, i, 3);
                }
            }
        }
        bpeByWord = byWord;
        unkScore = min - 10.0f;
        nodeScores = new double[n];
        for (int id = 0; id < n; id++) {
            int type = model.type(id);
            // The library's `score` is a ternary whose user-defined branch is a double, so every
            // piece's score is a double.
            nodeScores[id] = switch (type) {
                case SentencePieceModel.NORMAL -> model.score(id);
                case SentencePieceModel.USER_DEFINED -> (double) ((float) model.pieceBytes(id).length * max) - 0.1;
                default -> Double.NaN;
            };
        }
        pieceCharStart = new int[n + 1];
        for (int id = 0; id < n; id++) {
            pieceCharStart[id + 1] = pieceCharStart[id] + model.piece(id).length();
        }
        pieceChars = new char[pieceCharStart[n]];
        for (int id = 0; id < n; id++) {
            model.piece(id).getChars(0, model.piece(id).length(), pieceChars, pieceCharStart[id]);
        }
        if (model.modelType() == SentencePieceModel.ModelType.UNIGRAM) {
            int[] values = pieces.values();
            unigramNodeScores = new double[values.length];
            for (int node = 0; node < values.length; node++) {
                unigramNodeScores[node] = values[node] == ByteTrie.NONE ? Double.NaN : nodeScores[values[node]];
            }
        } else {
            unigramNodeScores = null;
        }
    }

    private static ByteTrie trie(List<byte[]> keys, List<Integer> ids) {
        int[] values = new int[ids.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = ids.get(i);
        }
        return new ByteTrie(keys.toArray(new byte[0][]), values);
    }

    /** The encoder of {@code model}. */
    public static SentencePieceEncoder of(SentencePieceModel model) {
        return new SentencePieceEncoder(model, true, WordMemo.MAX_WORDS);
    }

    /** The encoder of {@code model} whose per-thread BPE word memo holds at most {@code memoWords} words (for tests). */
    static SentencePieceEncoder withWordMemo(SentencePieceModel model, int memoWords) {
        return new SentencePieceEncoder(model, true, memoWords);
    }

    /** The encoder of {@code model} running BPE over the whole line, as the library does (for tests). */
    static SentencePieceEncoder wholeLineBpe(SentencePieceModel model) {
        return new SentencePieceEncoder(model, false, WordMemo.MAX_WORDS);
    }

    /** The encoder of the model file {@code file} (see {@link SentencePieceModel#load}). */
    public static SentencePieceEncoder load(Path file) {
        return of(SentencePieceModel.load(file));
    }

    public SentencePieceModel model() {
        return model;
    }

    /** {@code EncodeAsPieces(text)}: the pieces of {@code text}. */
    public List<String> encodeAsPieces(String text) {
        List<String> out = new ArrayList<>();
        Workspace w = encode(text);
        for (int i = 0; i < w.outCount; i++) {
            out.add(w.piece(i));
        }
        return out;
    }

    /** The pieces of {@code text} joined by single spaces ({@code " ".join(EncodeAsPieces(text))}). */
    public String encodeToString(String text) {
        Workspace w = encode(text);
        int n = w.joinPieces(pieceChars, pieceCharStart); // (first: it may replace the array)
        return new String(w.chars, 0, n);
    }

    /**
     * Writes the pieces of {@code text}, separated by single spaces, into {@code dest} from
     * {@code offset}; returns the end. When they do not fit, nothing is written and
     * {@code -(offset + length)} is returned (the room needed; call again with a larger array).
     */
    public int encodeInto(String text, char[] dest, int offset) {
        Workspace w = encode(text);
        int n = w.joinPieces(pieceChars, pieceCharStart);
        if (offset + n > dest.length) {
            return -(offset + n);
        }
        System.arraycopy(w.chars, 0, dest, offset, n);
        return offset + n;
    }

    /** Appends the pieces of {@code text}, separated by single spaces, to {@code out}. */
    public void appendPieces(String text, StringBuilder out) {
        Workspace w = encode(text);
        int n = w.joinPieces(pieceChars, pieceCharStart); // (first: it may replace the array)
        out.append(w.chars, 0, n);
    }

    private Workspace encode(String text) {
        Workspace w = workspaces.get();
        w.reset();
        int length = w.utf8(text);
        normalizer.normalize(w.input, length, w.normalized);
        byte[] s = w.normalized.array();
        int size = w.normalized.length();
        w.text = s;
        if (size > 0) {
            switch (model.modelType()) {
                case UNIGRAM -> unigram(s, size, w);
                case BPE -> bpe(s, size, w);
                case WORD -> word(s, size, w);
                case CHAR -> character(s, size, w);
                default -> throw new IllegalStateException(model.modelType().toString());
            }
        }
        populate(w);
        return w;
    }

    // --- unigram ------------------------------------------------------------------------------

    /** {@code unigram::Model::EncodeOptimized}. */
    private void unigram(byte[] s, int size, Workspace w) {
        w.ensureLattice(size + 1);
        float[] best = w.bestScore;
        int[] startsAt = w.startsAt;
        int[] ids = w.ids;
        Arrays.fill(startsAt, 0, size + 1, -1);
        // best[i] is read only where startsAt[i] is set, and as tillHere at a character start,
        // which the step before always reaches (a piece of one character or the unknown node).
        best[0] = 0f;
        // The trie walked here directly (ByteTrie.next, with the arrays in locals: C1 does not hoist
        // field loads out of loops).
        int[] base = pieces.base();
        int[] check = pieces.check();
        int[] values = pieces.values();
        double[] nodeScore = unigramNodeScores;
        int start = 0;
        while (start < size) {
            float tillHere = best[start];
            boolean hasSingleNode = false;
            int mblen = Math.min(oneCharLen(s[start]), size - start);
            int node = 0;
            for (int keyPos = start; keyPos < size; ) {
                int t = base[node] + (s[keyPos] & 0xFF);
                keyPos++;
                if (t >= check.length || check[t] != node) {
                    break;
                }
                node = t;
                double score = nodeScore[node];
                if (score != score) {
                    continue; // no piece ends here, or an unused one (NaN)
                }
                int length = keyPos - start;
                // Every piece's score is a double (nodeScores) and the candidate a double sum,
                // compared with the stored float and only then rounded to float: ties and
                // near-ties fall as in the library.
                double candidate = score + tillHere;
                if (startsAt[keyPos] == -1 || candidate > best[keyPos]) {
                    best[keyPos] = (float) candidate;
                    startsAt[keyPos] = start;
                    ids[keyPos] = values[node];
                }
                if (!hasSingleNode && length == mblen) {
                    hasSingleNode = true;
                }
            }
            if (!hasSingleNode) {
                int end = start + mblen;
                float candidate = unkScore + tillHere;
                if (startsAt[end] == -1 || candidate > best[end]) {
                    best[end] = candidate;
                    startsAt[end] = start;
                    ids[end] = model.unkId();
                }
            }
            start += mblen;
        }
        // Backtrack, then reverse into the result list.
        int count = 0;
        for (int end = size; end > 0; end = startsAt[end]) {
            count++;
        }
        w.ensureResults(count);
        int i = count;
        for (int end = size; end > 0; end = startsAt[end]) {
            i--;
            w.resStart[i] = startsAt[end];
            w.resLen[i] = end - startsAt[end];
            w.resId[i] = ids[end];
        }
        w.resCount = count;
    }

    // --- BPE ----------------------------------------------------------------------------------

    /** {@code bpe::Model::SampleEncode} without dropout. */
    private void bpe(byte[] s, int size, Workspace w) {
        if (bpeByWord && userDefined == null) {
            bpeWordsMemoized(s, size, w);
            return;
        }
        // Symbols: the characters (user-defined symbols whole and frozen).
        w.ensureSymbols(size);
        int count = 0;
        for (int pos = 0; pos < size; ) {
            int len = 0;
            boolean freeze = false;
            if (userDefined != null) {
                len = userDefined.longestPrefix(s, pos, size);
                freeze = len > 0;
            }
            if (len == 0) {
                len = Math.min(oneCharLen(s[pos]), size - pos);
            }
            w.symStart[count] = pos;
            w.symLen[count] = len;
            w.symNode[count] = pieces.walk(0, s, pos, pos + len);
            w.symFreeze[count] = freeze;
            w.symPrev[count] = count - 1;
            pos += len;
            w.symNext[count] = pos < size ? count + 1 : -1;
            count++;
        }
        Map<String, Integer> revMerge = null;
        if (bpeByWord) {
            // Words (runs of symbols from one starting with ▁ to the next) merge independently:
            // no piece holds ▁ after its first byte, so no pair across a word boundary is a piece,
            // and the agenda order restricted to one word is the global order. Small agendas.
            int from = 0;
            for (int i = 1; i <= count; i++) {
                if (i == count || startsWithSpaceSymbol(s, w.symStart[i], w.symLen[i])) {
                    revMerge = merge(s, w, from, i, revMerge);
                    from = i;
                }
            }
        } else {
            revMerge = merge(s, w, 0, count, revMerge);
        }
        w.resCount = 0;
        for (int i = 0; i != -1; i = w.symNext[i]) {
            resegment(s, w.symStart[i], w.symLen[i], w, revMerge);
        }
    }

    /**
     * BPE word by word ({@link #bpeByWord}, no user-defined symbols, so no unused piece and every
     * symbol one character), each word's pieces taken from the thread's {@link WordMemo} when the
     * same word (the same normalized bytes) was segmented before: a word's pieces depend on its
     * bytes only, so a memoized word is exactly what the agenda would give again.
     */
    private void bpeWordsMemoized(byte[] s, int size, Workspace w) {
        w.resCount = 0;
        WordMemo memo = w.memo;
        int wordStart = 0;
        int pos = 0;
        while (pos < size) {
            int len = Math.min(oneCharLen(s[pos]), size - pos);
            if (pos > wordStart && startsWithSpaceSymbol(s, pos, len)) {
                bpeWord(s, wordStart, pos, w, memo);
                wordStart = pos;
            }
            pos += len;
        }
        bpeWord(s, wordStart, size, w, memo);
    }

    /** The pieces of the word {@code s[from, to)} appended to the results, from the memo or the agenda. */
    private void bpeWord(byte[] s, int from, int to, Workspace w, WordMemo memo) {
        int hash = WordMemo.hash(s, from, to);
        int entry = memo.find(s, from, to, hash);
        if (entry >= 0) {
            memo.appendTo(entry, from, w);
            return;
        }
        w.ensureSymbols(to - from);
        int count = 0;
        for (int pos = from; pos < to; ) {
            int len = Math.min(oneCharLen(s[pos]), to - pos);
            w.symStart[count] = pos;
            w.symLen[count] = len;
            w.symNode[count] = pieces.walk(0, s, pos, pos + len);
            w.symFreeze[count] = false;
            w.symPrev[count] = count - 1;
            pos += len;
            w.symNext[count] = pos < to ? count + 1 : -1;
            count++;
        }
        merge(s, w, 0, count, null);
        int first = w.resCount;
        for (int i = 0; i != -1; i = w.symNext[i]) {
            resegment(s, w.symStart[i], w.symLen[i], w, null);
        }
        memo.put(s, from, to, hash, w, first);
    }

    private static boolean startsWithSpaceSymbol(byte[] s, int from, int len) {
        return len >= 3 && s[from] == (byte) 0xE2 && s[from + 1] == (byte) 0x96 && s[from + 2] == (byte) 0x81;
    }

    /** The BPE agenda over the symbols {@code [from, to)}: merge the best pair until none is left. */
    private Map<String, Integer> merge(byte[] s, Workspace w, int from, int to, Map<String, Integer> revMerge) {
        w.pairCount = 0;
        w.heapSize = 0;
        for (int i = from + 1; i < to; i++) {
            revMerge = maybeAddPair(s, w, i - 1, i, revMerge);
        }
        while (w.heapSize > 0) {
            int top = w.pop();
            int left = w.pairLeft[top];
            int right = w.pairRight[top];
            if (w.symLen[left] == 0 || w.symLen[right] == 0
                    || w.symLen[left] + w.symLen[right] != w.pairSize[top]) {
                continue; // stale: one side was merged into something else
            }
            w.symLen[left] += w.symLen[right];
            w.symNode[left] = w.pairNode[top];
            w.symNext[left] = w.symNext[right];
            if (w.symNext[right] >= 0) {
                w.symPrev[w.symNext[right]] = left;
            }
            w.symLen[right] = 0;
            revMerge = maybeAddPair(s, w, w.symPrev[left], left, revMerge);
            revMerge = maybeAddPair(s, w, left, w.symNext[left], revMerge);
        }
        return revMerge;
    }

    private Map<String, Integer> maybeAddPair(byte[] s, Workspace w, int left, int right,
                                              Map<String, Integer> revMerge) {
        if (left == -1 || right == -1 || w.symFreeze[left] || w.symFreeze[right]) {
            return revMerge;
        }
        // The pair's piece is looked up from the left symbol's trie node (every merged symbol is a piece).
        int leftNode = w.symNode[left];
        if (leftNode == ByteTrie.NONE) {
            return revMerge;
        }
        int from = w.symStart[left];
        int size = w.symLen[left] + w.symLen[right];
        int node = pieces.walk(leftNode, s, w.symStart[right], w.symStart[right] + w.symLen[right]);
        int id = node == ByteTrie.NONE ? ByteTrie.NONE : pieces.value(node);
        if (id == ByteTrie.NONE) {
            return revMerge;
        }
        w.push(left, right, model.score(id), size, node);
        if (model.type(id) == SentencePieceModel.UNUSED) {
            if (revMerge == null) {
                revMerge = new HashMap<>();
            }
            revMerge.put(new String(s, from, size, StandardCharsets.ISO_8859_1), w.symLen[left]);
        }
        return revMerge;
    }

    private void resegment(byte[] s, int from, int len, Workspace w, Map<String, Integer> revMerge) {
        int id = pieceToId(s, from, from + len);
        if (model.type(id) == SentencePieceModel.UNUSED && revMerge != null) {
            Integer leftLen = revMerge.get(new String(s, from, len, StandardCharsets.ISO_8859_1));
            if (leftLen != null) {
                resegment(s, from, leftLen, w, revMerge);
                resegment(s, from + leftLen, len - leftLen, w, revMerge);
                return;
            }
        }
        w.addResult(from, len, id);
    }

    /** {@code ModelInterface::PieceToId}: reserved pieces first, then the others, else unknown. */
    private int pieceToId(byte[] s, int from, int to) {
        int id = reserved.get(s, from, to);
        if (id != ByteTrie.NONE) {
            return id;
        }
        id = pieces.get(s, from, to);
        return id != ByteTrie.NONE ? id : model.unkId();
    }

    // --- word, char ---------------------------------------------------------------------------

    /** {@code word::Model::Encode}: {@code SplitIntoWords} (a word starts at each {@code ▁}). */
    private void word(byte[] s, int size, Workspace w) {
        w.resCount = 0;
        int wordStart = 0;
        for (int pos = 0; pos < size; ) {
            int mblen = Math.min(oneCharLen(s[pos]), size - pos);
            boolean isSpace = mblen == 3 && s[pos] == (byte) 0xE2 && s[pos + 1] == (byte) 0x96
                    && s[pos + 2] == (byte) 0x81;
            if (pos > 0 && isSpace) {
                w.addResult(wordStart, pos - wordStart, pieceToId(s, wordStart, pos));
                wordStart = pos;
            }
            pos += mblen;
        }
        w.addResult(wordStart, size - wordStart, pieceToId(s, wordStart, size));
    }

    /** {@code character::Model::Encode}. */
    private void character(byte[] s, int size, Workspace w) {
        w.resCount = 0;
        for (int pos = 0; pos < size; ) {
            int len = userDefined == null ? 0 : userDefined.longestPrefix(s, pos, size);
            if (len == 0) {
                len = Math.min(oneCharLen(s[pos]), size - pos);
            }
            w.addResult(pos, len, pieceToId(s, pos, pos + len));
            pos += len;
        }
    }

    // --- output -------------------------------------------------------------------------------

    /** {@code PopulateSentencePieceText}: byte fallback, or runs of unknown pieces merged. */
    private void populate(Workspace w) {
        w.outCount = 0;
        boolean prevUnk = false;
        for (int i = 0; i < w.resCount; i++) {
            int id = w.resId[i];
            boolean unk = model.type(id) == SentencePieceModel.UNKNOWN;
            if (unk && model.byteFallback()) {
                for (int b = w.resStart[i]; b < w.resStart[i] + w.resLen[i]; b++) {
                    w.addOutput(w.text[b] & 0xFF, -1, -1);
                }
            } else if (prevUnk && unk) {
                w.outLen[w.outCount - 1] += w.resLen[i];
            } else {
                // A piece found by its bytes is spelled as the piece; an unknown one is its text.
                w.addOutput(w.resStart[i], w.resLen[i], unk ? -1 : id);
            }
            prevUnk = unk;
        }
    }

    /** SentencePiece's {@code OneCharLen}: the UTF-8 length announced by a lead byte (1 for others). */
    private static int oneCharLen(byte b) {
        int hi = (b & 0xFF) >>> 4;
        return hi < 12 ? 1 : hi < 14 ? 2 : hi == 14 ? 3 : 4;
    }


    /** Per-thread working memory (package-private for {@link WordMemo}). */
    static final class Workspace {
        final ByteSink normalized = new ByteSink();
        final WordMemo memo;
        /** The input line as UTF-8 ({@link #utf8}). */
        byte[] input = new byte[256];
        private char[] inputChars = new char[128];
        /** The pieces joined by spaces ({@link #joinPieces}). */
        char[] chars = new char[256];
        byte[] text;
        float[] bestScore = new float[64];
        int[] startsAt = new int[64];
        int[] ids = new int[64];
        int[] resStart = new int[64];
        int[] resLen = new int[64];
        int[] resId = new int[64];
        int resCount;
        /** Output pieces: a byte range of the normalized text, or (length -1) the byte piece {@code <0xHH>}. */
        int[] outStart = new int[64];
        int[] outLen = new int[64];
        /** The piece id whose text an output piece is, or -1 (its bytes are decoded). */
        int[] outId = new int[64];
        int outCount;
        int[] symStart = new int[64];
        int[] symLen = new int[64];
        int[] symPrev = new int[64];
        int[] symNext = new int[64];
        int[] symNode = new int[64];
        boolean[] symFreeze = new boolean[64];
        int[] pairLeft = new int[64];
        int[] pairRight = new int[64];
        int[] pairSize = new int[64];
        int[] pairNode = new int[64];
        int pairCount;
        int[] heap = new int[64];
        long[] heapKey = new long[64];
        int heapSize;

        Workspace(int memoWords) {
            memo = new WordMemo(memoWords);
        }

        void reset() {
            resCount = 0;
            outCount = 0;
        }

        void ensureLattice(int n) {
            if (bestScore.length < n) {
                int cap = Math.max(n, bestScore.length * 2);
                bestScore = new float[cap];
                startsAt = new int[cap];
                ids = new int[cap];
            }
        }

        void ensureResults(int n) {
            if (resStart.length < n) {
                int cap = Math.max(n, resStart.length * 2);
                resStart = Arrays.copyOf(resStart, cap);
                resLen = Arrays.copyOf(resLen, cap);
                resId = Arrays.copyOf(resId, cap);
            }
        }

        void addResult(int start, int len, int id) {
            ensureResults(resCount + 1);
            resStart[resCount] = start;
            resLen[resCount] = len;
            resId[resCount] = id;
            resCount++;
        }

        void addOutput(int start, int len, int id) {
            if (outStart.length == outCount) {
                outStart = Arrays.copyOf(outStart, outCount * 2);
                outLen = Arrays.copyOf(outLen, outCount * 2);
                outId = Arrays.copyOf(outId, outCount * 2);
            }
            outStart[outCount] = start;
            outLen[outCount] = len;
            outId[outCount] = id;
            outCount++;
        }

        /**
         * Writes {@code text} as UTF-8 into {@link #input}; returns the length. A lone surrogate
         * is an error, as Python's {@code str.encode()} raises.
         */
        int utf8(String text) {
            int len = text.length();
            if (inputChars.length < len) {
                inputChars = new char[Math.max(len, inputChars.length * 2)];
            }
            if (input.length < 3 * len) {
                input = new byte[Math.max(3 * len, input.length * 2)];
            }
            char[] cs = inputChars;
            byte[] out = input;
            text.getChars(0, len, cs, 0);
            int n = 0;
            for (int i = 0; i < len; i++) {
                char c = cs[i];
                if (c < 0x80) {
                    out[n++] = (byte) c;
                } else if (c < 0x800) {
                    out[n++] = (byte) (0xC0 | c >> 6);
                    out[n++] = (byte) (0x80 | c & 0x3F);
                } else if (!Character.isSurrogate(c)) {
                    out[n++] = (byte) (0xE0 | c >> 12);
                    out[n++] = (byte) (0x80 | c >> 6 & 0x3F);
                    out[n++] = (byte) (0x80 | c & 0x3F);
                } else if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(cs[i + 1])) {
                    int cp = Character.toCodePoint(c, cs[++i]);
                    out[n++] = (byte) (0xF0 | cp >> 18);
                    out[n++] = (byte) (0x80 | cp >> 12 & 0x3F);
                    out[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
                    out[n++] = (byte) (0x80 | cp & 0x3F);
                } else {
                    throw new IllegalArgumentException(String.format(
                            "lone surrogate U+%04X at index %d cannot be encoded as UTF-8", (int) c, i));
                }
            }
            return n;
        }

        String piece(int i) {
            return outLen[i] < 0 ? BYTE_PIECES[outStart[i]]
                    : new String(text, outStart[i], outLen[i], StandardCharsets.UTF_8);
        }

        /**
         * Writes the output pieces joined by single spaces into {@link #chars}; returns the length.
         * UTF-8 is decoded here (the normalized text is well-formed; anything else in a piece is
         * left to the JDK's decoder from there on, as {@link #piece} decodes it).
         */
        int joinPieces(char[] pool, int[] poolStart) {
            // Room for everything first (a piece's UTF-16 units never outnumber its UTF-8 bytes),
            // then the arrays in locals: C1 does not hoist field loads out of loops.
            int room = 0;
            for (int i = 0; i < outCount; i++) {
                room += outLen[i] < 0 ? 7 : outLen[i] + 1;
            }
            ensureChars(room);
            char[] cs = chars;
            byte[] t = text;
            int n = 0;
            for (int i = 0; i < outCount; i++) {
                if (i > 0) {
                    cs[n++] = ' ';
                }
                if (outLen[i] < 0) {
                    String b = BYTE_PIECES[outStart[i]];
                    b.getChars(0, b.length(), cs, n);
                    n += b.length();
                    continue;
                }
                int id = outId[i];
                if (id >= 0) {
                    int from = poolStart[id];
                    int to = poolStart[id + 1];
                    for (int k = from; k < to; k++) {
                        cs[n++] = pool[k];
                    }
                    continue;
                }
                int p = outStart[i];
                int end = p + outLen[i];
                while (p < end) {
                    int b0 = t[p];
                    if (b0 >= 0) {
                        cs[n++] = (char) b0;
                        p++;
                    } else if ((b0 & 0xE0) == 0xC0 && b0 != (byte) 0xC0 && b0 != (byte) 0xC1 && p + 1 < end
                            && isTrail(t[p + 1])) {
                        cs[n++] = (char) ((b0 & 0x1F) << 6 | (t[p + 1] & 0x3F));
                        p += 2;
                    } else if ((b0 & 0xF0) == 0xE0 && p + 2 < end && isTrail(t[p + 1]) && isTrail(t[p + 2])) {
                        int c = (b0 & 0x0F) << 12 | (t[p + 1] & 0x3F) << 6 | (t[p + 2] & 0x3F);
                        if (c < 0x800 || Character.isSurrogate((char) c)) {
                            n = decodeRest(p, end, n);
                            break;
                        }
                        cs[n++] = (char) c;
                        p += 3;
                    } else if ((b0 & 0xF8) == 0xF0 && p + 3 < end && isTrail(t[p + 1]) && isTrail(t[p + 2])
                            && isTrail(t[p + 3])) {
                        int c = (b0 & 0x07) << 18 | (t[p + 1] & 0x3F) << 12 | (t[p + 2] & 0x3F) << 6
                                | (t[p + 3] & 0x3F);
                        if (c < 0x10000 || c > Character.MAX_CODE_POINT) {
                            n = decodeRest(p, end, n);
                            break;
                        }
                        cs[n++] = Character.highSurrogate(c);
                        cs[n++] = Character.lowSurrogate(c);
                        p += 4;
                    } else {
                        n = decodeRest(p, end, n);
                        break;
                    }
                }
            }
            return n;
        }

        private static boolean isTrail(byte b) {
            return (b & 0xC0) == 0x80;
        }

        /**
         * The JDK's decoding of {@code text[p, end)} (malformed bytes become U+FFFD, never more
         * units than bytes: the room is there) written at {@code n}.
         */
        private int decodeRest(int p, int end, int n) {
            String rest = new String(text, p, end - p, StandardCharsets.UTF_8);
            rest.getChars(0, rest.length(), chars, n);
            return n + rest.length();
        }

        private void ensureChars(int n) {
            if (chars.length < n) {
                chars = Arrays.copyOf(chars, Math.max(n, chars.length * 2));
            }
        }

        void ensureSymbols(int n) {
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

        void push(int left, int right, float score, int size, int node) {
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
        int pop() {
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
}
