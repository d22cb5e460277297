package io.github.nlgmetrics.text.spm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

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
 * <p>The parts, one job each: {@link Utf8Line} (the string as UTF-8), {@link SpmNormalizer},
 * one {@link Segmenter} per model type ({@link UnigramSegmenter}, {@link BpeSegmenter},
 * {@link WordSegmenter}, {@link CharSegmenter}; each owns its scratch data) over the shared
 * {@link PieceTable}, and {@link PieceOutput} (populate, join).
 *
 * <p>Immutable and thread-safe (working buffers are per thread).
 */
public final class SentencePieceEncoder {
    private final SentencePieceModel model;
    private final PieceTable table;
    private final SpmNormalizer normalizer;
    private final ThreadLocal<Workspace> workspaces;
    /** {@code PieceToId(IdToPiece(id))} of every piece: a normal piece spelled as a reserved one reads as that. */
    private final int[] canonicalIds;
    /** {@code PieceToId("<0xHH>")} of every byte (the unknown id without byte pieces). */
    private final int[] byteIds;

    private SentencePieceEncoder(SentencePieceModel model, boolean allowBpeByWord, int memoWords) {
        this.model = model;
        this.table = new PieceTable(model);
        this.canonicalIds = new int[model.size()];
        for (int id = 0; id < canonicalIds.length; id++) {
            byte[] b = model.pieceBytes(id);
            canonicalIds[id] = table.pieceToId(b, 0, b.length);
        }
        this.byteIds = new int[256];
        for (int b = 0; b < 256; b++) {
            byteIds[b] = pieceToId(PieceOutput.bytePiece(b));
        }
        this.normalizer = new SpmNormalizer(model, table.userDefined);
        Supplier<Segmenter> segmenters = Segmenter.factory(table, allowBpeByWord, memoWords);
        this.workspaces = ThreadLocal.withInitial(() -> new Workspace(segmenters.get()));
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
        PieceOutput o = encode(text);
        for (int i = 0; i < o.count; i++) {
            out.add(o.piece(i));
        }
        return out;
    }

    /**
     * {@code [PieceToId(p) for p in EncodeAsPieces(text)]}: the id of each piece as the library looks the
     * piece's text up (control, unknown and byte pieces first, then the others; a piece of text no piece
     * covers is the unknown id, unless that text is itself spelled as a piece).
     */
    public int[] encodeAsIds(String text) {
        PieceOutput o = encode(text);
        int[] ids = new int[o.count];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = o.pieceId(i, canonicalIds, byteIds, table);
        }
        return ids;
    }

    /** {@code PieceToId(piece)}: control, unknown and byte pieces first, then the others; else the unknown id. */
    public int pieceToId(String piece) {
        byte[] b = piece.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return table.pieceToId(b, 0, b.length);
    }

    /** {@code IdToPiece(id)}; an {@link IllegalArgumentException} outside {@code [0, size)}. */
    public String idToPiece(int id) {
        if (id < 0 || id >= model.size()) {
            throw new IllegalArgumentException("piece id " + id + " is outside the model's " + model.size() + " pieces");
        }
        return model.piece(id);
    }

    /** {@code GetPieceSize()}. */
    public int size() {
        return model.size();
    }

    /** {@code unk_id()}: the id of the unknown piece. */
    public int unknownId() {
        return model.unkId();
    }

    /** The pieces of {@code text} joined by single spaces ({@code " ".join(EncodeAsPieces(text))}). */
    public String encodeToString(String text) {
        PieceOutput o = encode(text);
        int n = o.joinPieces(table.pieceChars, table.pieceCharStart); // (first: it may replace the array)
        return new String(o.chars, 0, n);
    }

    /**
     * Writes the pieces of {@code text}, separated by single spaces, into {@code dest} from
     * {@code offset}; returns the end. When they do not fit, nothing is written and
     * {@code -(offset + length)} is returned (the room needed; call again with a larger array).
     */
    public int encodeInto(String text, char[] dest, int offset) {
        PieceOutput o = encode(text);
        int n = o.joinPieces(table.pieceChars, table.pieceCharStart);
        if (offset + n > dest.length) {
            return -(offset + n);
        }
        System.arraycopy(o.chars, 0, dest, offset, n);
        return offset + n;
    }

    /** Appends the pieces of {@code text}, separated by single spaces, to {@code out}. */
    public void appendPieces(String text, StringBuilder out) {
        PieceOutput o = encode(text);
        int n = o.joinPieces(table.pieceChars, table.pieceCharStart); // (first: it may replace the array)
        out.append(o.chars, 0, n);
    }

    /** normalize → segment → populate, in the thread's workspace. */
    private PieceOutput encode(String text) {
        Workspace w = workspaces.get();
        int length = w.input.encode(text);
        normalizer.normalize(w.input.bytes, length, w.normalized);
        byte[] s = w.normalized.array();
        int size = w.normalized.length();
        Segmentation pieces = w.pieces;
        pieces.count = 0;
        if (size > 0) {
            w.segmenter.segment(s, size, pieces);
        }
        PieceOutput out = w.output;
        out.text = s;
        out.populate(pieces, model);
        return out;
    }

    /** One thread's parts: its input and normalized buffers, its segmenter, the pieces and the output. */
    private static final class Workspace {
        final Utf8Line input = new Utf8Line();
        final ByteSink normalized = new ByteSink();
        final Segmenter segmenter;
        final Segmentation pieces = new Segmentation();
        final PieceOutput output = new PieceOutput();

        Workspace(Segmenter segmenter) {
            this.segmenter = segmenter;
        }
    }
}
