package io.github.nlgmetrics.text.spm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A SentencePiece model file ({@code *.model}: a serialized {@code sentencepiece.ModelProto},
 * proto2), read without a protobuf library: the vocabulary (piece, score, type), the
 * {@code trainer_spec} fields encoding depends on and the {@code normalizer_spec}.
 *
 * <p>The checks of SentencePiece 0.1.97's {@code ModelInterface::InitializePieces} are made at
 * load time with the library's wording: no empty piece, no piece defined twice, exactly one
 * {@code UNKNOWN} piece, {@code BYTE} pieces only with {@code byte_fallback} and then all 256 of
 * them. Fields the encoder does not use (training options, self-test data, the denormalizer) are
 * skipped.
 *
 * <p>Immutable.
 */
public final class SentencePieceModel {
    /** {@code TrainerSpec.ModelType}. */
    public enum ModelType {
        /** Unigram language model, Viterbi segmentation (1, the default). */
        UNIGRAM,
        /** Byte-pair encoding (2). */
        BPE,
        /** Whitespace-delimited words (3). */
        WORD,
        /** Characters (4). */
        CHAR
    }

    /** {@code ModelProto.SentencePiece.Type} codes. */
    static final int NORMAL = 1;
    static final int UNKNOWN = 2;
    static final int CONTROL = 3;
    static final int USER_DEFINED = 4;
    static final int UNUSED = 5;
    static final int BYTE = 6;

    private final String[] pieces;
    private final byte[][] pieceBytes;
    private final float[] scores;
    private final int[] types;
    private final ModelType modelType;
    private final boolean byteFallback;
    private final boolean treatWhitespaceAsSuffix;
    private final boolean splitDigits;
    private final String normalizerName;
    private final byte[] precompiledCharsmap;
    private final boolean addDummyPrefix;
    private final boolean removeExtraWhitespaces;
    private final boolean escapeWhitespaces;
    private final int unkId;

    private SentencePieceModel(Parsed p) {
        int n = p.pieces.size();
        pieces = p.pieces.toArray(new String[0]);
        pieceBytes = new byte[n][];
        scores = new float[n];
        types = new int[n];
        for (int i = 0; i < n; i++) {
            pieceBytes[i] = p.pieceBytes.get(i);
            scores[i] = p.scores.get(i);
            types[i] = p.types.get(i);
        }
        modelType = p.modelType;
        byteFallback = p.byteFallback;
        treatWhitespaceAsSuffix = p.treatWhitespaceAsSuffix;
        splitDigits = p.splitDigits;
        normalizerName = p.normalizerName;
        precompiledCharsmap = p.precompiledCharsmap;
        addDummyPrefix = p.addDummyPrefix;
        removeExtraWhitespaces = p.removeExtraWhitespaces;
        escapeWhitespaces = p.escapeWhitespaces;
        unkId = validate();
    }

    /**
     * Reads a model file. A missing or unreadable file, or bytes that are not a valid model, are an
     * {@link IllegalArgumentException} naming the path.
     */
    public static SentencePieceModel load(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("SentencePiece model not found: " + file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read SentencePiece model " + file + ": " + e.getMessage());
        }
        try {
            return parse(bytes);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /** Parses the bytes of a model file. */
    public static SentencePieceModel parse(byte[] bytes) {
        Parsed p = new Parsed();
        ProtoReader r = new ProtoReader(bytes, 0, bytes.length);
        while (r.hasMore()) {
            int tag = r.readTag();
            switch (tag) {
                case 1 << 3 | ProtoReader.LENGTH_DELIMITED -> p.readPiece(r.readMessage());
                case 2 << 3 | ProtoReader.LENGTH_DELIMITED -> p.readTrainerSpec(r.readMessage());
                case 3 << 3 | ProtoReader.LENGTH_DELIMITED -> p.readNormalizerSpec(r.readMessage());
                default -> r.skip(tag);
            }
        }
        if (p.pieces.isEmpty()) {
            throw new IllegalArgumentException("not a SentencePiece model: no pieces");
        }
        return new SentencePieceModel(p);
    }

    /** {@code InitializePieces}' checks; returns the id of the unknown piece. */
    private int validate() {
        Map<String, Integer> normal = new HashMap<>();
        Map<String, Integer> reserved = new HashMap<>();
        boolean[] byteFound = new boolean[256];
        int unk = -1;
        for (int i = 0; i < pieces.length; i++) {
            if (pieceBytes[i].length == 0) {
                throw new IllegalArgumentException("piece must not be empty (id " + i + ")");
            }
            boolean isNormal = types[i] == NORMAL || types[i] == USER_DEFINED || types[i] == UNUSED;
            // Keys are the raw bytes, as the library compares them.
            String key = new String(pieceBytes[i], StandardCharsets.ISO_8859_1);
            if ((isNormal ? normal : reserved).putIfAbsent(key, i) != null) {
                throw new IllegalArgumentException(pieces[i] + " is already defined.");
            }
            if (types[i] == UNKNOWN) {
                if (unk >= 0) {
                    throw new IllegalArgumentException("unk is already defined.");
                }
                unk = i;
            }
            if (types[i] == BYTE) {
                if (!byteFallback) {
                    throw new IllegalArgumentException("byte piece " + pieces[i]
                            + " is found although `byte_fallback` is false.");
                }
                int b = pieceToByte(pieces[i]);
                if (b < 0) {
                    throw new IllegalArgumentException("byte piece " + pieces[i] + " is invalid.");
                }
                byteFound[b] = true;
            }
        }
        if (unk == -1) {
            throw new IllegalArgumentException("unk is not defined.");
        }
        if (byteFallback) {
            for (boolean found : byteFound) {
                if (!found) {
                    throw new IllegalArgumentException(
                            "there are not 256 byte pieces although `byte_fallback` is true.");
                }
            }
        }
        return unk;
    }

    /** The byte of a piece spelled {@code <0xHH>} (upper-case hex, as SentencePiece writes it), else -1. */
    static int pieceToByte(String piece) {
        if (piece.length() != 6 || !piece.startsWith("<0x") || piece.charAt(5) != '>') {
            return -1;
        }
        int hi = upperHex(piece.charAt(3));
        int lo = upperHex(piece.charAt(4));
        return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
    }

    private static int upperHex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    /** The number of pieces (the vocabulary size). */
    public int size() {
        return pieces.length;
    }

    /** The piece with id {@code id}. */
    public String piece(int id) {
        return pieces[id];
    }

    /** The score of piece {@code id} (a log probability for unigram, the merge rank for BPE). */
    public float score(int id) {
        return scores[id];
    }

    byte[] pieceBytes(int id) {
        return pieceBytes[id];
    }

    int type(int id) {
        return types[id];
    }

    int unkId() {
        return unkId;
    }

    public ModelType modelType() {
        return modelType;
    }

    public boolean byteFallback() {
        return byteFallback;
    }

    public boolean treatWhitespaceAsSuffix() {
        return treatWhitespaceAsSuffix;
    }

    /** {@code split_digits}: a training option (every digit a piece); encoding follows from the vocabulary. */
    public boolean splitDigits() {
        return splitDigits;
    }

    /** {@code normalizer_spec.name}: {@code nmt_nfkc}, {@code nfkc}, {@code identity}, ... (informative only). */
    public String normalizerName() {
        return normalizerName;
    }

    byte[] precompiledCharsmap() {
        return precompiledCharsmap;
    }

    public boolean addDummyPrefix() {
        return addDummyPrefix;
    }

    public boolean removeExtraWhitespaces() {
        return removeExtraWhitespaces;
    }

    public boolean escapeWhitespaces() {
        return escapeWhitespaces;
    }

    @Override
    public String toString() {
        return "SentencePieceModel[" + modelType + ", " + pieces.length + " pieces, normalizer " + normalizerName
                + (byteFallback ? ", byte fallback" : "") + "]";
    }

    /** The fields while reading; proto2 semantics: a repeated scalar field keeps its last value. */
    private static final class Parsed {
        final List<String> pieces = new ArrayList<>();
        final List<byte[]> pieceBytes = new ArrayList<>();
        final List<Float> scores = new ArrayList<>();
        final List<Integer> types = new ArrayList<>();
        ModelType modelType = ModelType.UNIGRAM;
        boolean byteFallback;
        boolean treatWhitespaceAsSuffix;
        boolean splitDigits;
        String normalizerName = "";
        byte[] precompiledCharsmap = new byte[0];
        boolean addDummyPrefix = true;
        boolean removeExtraWhitespaces = true;
        boolean escapeWhitespaces = true;

        void readPiece(ProtoReader r) {
            byte[] piece = new byte[0];
            float score = 0f;
            int type = NORMAL;
            while (r.hasMore()) {
                int tag = r.readTag();
                switch (tag) {
                    case 1 << 3 | ProtoReader.LENGTH_DELIMITED -> piece = r.readBytes();
                    case 2 << 3 | ProtoReader.FIXED32 -> score = r.readFloat();
                    case 3 << 3 | ProtoReader.VARINT -> {
                        int t = r.readInt32();
                        // proto2: a value the enum does not know is kept as an unknown field.
                        if (t >= NORMAL && t <= BYTE) {
                            type = t;
                        }
                    }
                    default -> r.skip(tag);
                }
            }
            pieces.add(new String(piece, StandardCharsets.UTF_8));
            pieceBytes.add(piece);
            scores.add(score);
            types.add(type);
        }

        void readTrainerSpec(ProtoReader r) {
            while (r.hasMore()) {
                int tag = r.readTag();
                switch (tag) {
                    case 3 << 3 | ProtoReader.VARINT -> {
                        int t = r.readInt32();
                        if (t >= 1 && t <= 4) {
                            modelType = ModelType.values()[t - 1];
                        }
                    }
                    case 24 << 3 | ProtoReader.VARINT -> treatWhitespaceAsSuffix = r.readBool();
                    case 25 << 3 | ProtoReader.VARINT -> splitDigits = r.readBool();
                    case 35 << 3 | ProtoReader.VARINT -> byteFallback = r.readBool();
                    default -> r.skip(tag);
                }
            }
        }

        void readNormalizerSpec(ProtoReader r) {
            while (r.hasMore()) {
                int tag = r.readTag();
                switch (tag) {
                    case 1 << 3 | ProtoReader.LENGTH_DELIMITED -> normalizerName = r.readString();
                    case 2 << 3 | ProtoReader.LENGTH_DELIMITED -> precompiledCharsmap = r.readBytes();
                    case 3 << 3 | ProtoReader.VARINT -> addDummyPrefix = r.readBool();
                    case 4 << 3 | ProtoReader.VARINT -> removeExtraWhitespaces = r.readBool();
                    case 5 << 3 | ProtoReader.VARINT -> escapeWhitespaces = r.readBool();
                    default -> r.skip(tag);
                }
            }
        }
    }
}
