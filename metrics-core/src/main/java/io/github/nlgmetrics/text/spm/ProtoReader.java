package io.github.nlgmetrics.text.spm;

import java.nio.charset.StandardCharsets;

/**
 * A minimal reader of the protocol-buffers wire format: varints, 32-bit fixed values and
 * length-delimited fields, enough for SentencePiece's {@code ModelProto} (proto2) and for the
 * graph of an ONNX {@code ModelProto} (metrics-bertscore reads and edits its outputs). Unknown
 * fields are skipped by their wire type, as protobuf does, so newer model files still load.
 *
 * <p>Every read checks the bounds: a truncated or corrupt file is an
 * {@link IllegalArgumentException} naming what the bytes should have been and the offset, never an
 * index error. Not safe for concurrent use (it holds a position).
 */
public final class ProtoReader {
    /** Wire type of varint fields. */
    public static final int VARINT = 0;
    /** Wire type of 64-bit fixed fields. */
    public static final int FIXED64 = 1;
    /** Wire type of length-delimited fields (strings, bytes, messages, packed repeated). */
    public static final int LENGTH_DELIMITED = 2;
    /** Wire type of 32-bit fixed fields. */
    public static final int FIXED32 = 5;

    private final byte[] buf;
    private int pos;
    private final int limit;
    private final String kind;

    ProtoReader(byte[] buf, int offset, int limit) {
        this(buf, offset, limit, "a SentencePiece model");
    }

    /**
     * A reader over {@code buf[offset, limit)}; {@code kind} names what the bytes should be
     * ("an ONNX model") in the message of a corrupt-input error.
     */
    public ProtoReader(byte[] buf, int offset, int limit, String kind) {
        if (offset < 0 || limit > buf.length || offset > limit) {
            throw new IllegalArgumentException("bad range [" + offset + ", " + limit + ") of " + buf.length + " bytes");
        }
        this.buf = buf;
        this.pos = offset;
        this.limit = limit;
        this.kind = kind;
    }

    /** Whether a field is left before the limit. */
    public boolean hasMore() {
        return pos < limit;
    }

    /** The offset of the next byte to read in the underlying array. */
    public int position() {
        return pos;
    }

    /** The next tag ({@code field << 3 | wireType}). */
    public int readTag() {
        long tag = readVarint();
        if (tag <= 0 || tag > Integer.MAX_VALUE) {
            throw corrupt("invalid tag " + tag);
        }
        return (int) tag;
    }

    /** A varint (up to 10 bytes). */
    public long readVarint() {
        long result = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (pos >= limit) {
                throw corrupt("truncated varint");
            }
            byte b = buf[pos++];
            result |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return result;
            }
        }
        throw corrupt("varint longer than 10 bytes");
    }

    /** A {@code bool}. */
    public boolean readBool() {
        return readVarint() != 0;
    }

    /** An {@code int32}: the low 32 bits of the varint (negative values are sign-extended to 10 bytes). */
    public int readInt32() {
        return (int) readVarint();
    }

    /** A little-endian {@code float} (wire type 5). */
    public float readFloat() {
        if (limit - pos < 4) {
            throw corrupt("truncated fixed32");
        }
        int bits = (buf[pos] & 0xFF) | (buf[pos + 1] & 0xFF) << 8 | (buf[pos + 2] & 0xFF) << 16
                | (buf[pos + 3] & 0xFF) << 24;
        pos += 4;
        return Float.intBitsToFloat(bits);
    }

    /** The bytes of a length-delimited field, as a reader over them. */
    public ProtoReader readMessage() {
        int length = readLength();
        ProtoReader sub = new ProtoReader(buf, pos, pos + length, kind);
        pos += length;
        return sub;
    }

    /** The bytes of a length-delimited field, copied. */
    public byte[] readBytes() {
        int length = readLength();
        byte[] out = new byte[length];
        System.arraycopy(buf, pos, out, 0, length);
        pos += length;
        return out;
    }

    /** A length-delimited field as UTF-8 text. */
    public String readString() {
        int length = readLength();
        String s = new String(buf, pos, length, StandardCharsets.UTF_8);
        pos += length;
        return s;
    }

    /** Skips the value of a field of wire type {@code tag & 7}. */
    public void skip(int tag) {
        switch (tag & 7) {
            case VARINT -> readVarint();
            case FIXED64 -> advance(8);
            case LENGTH_DELIMITED -> advance(readLength());
            case FIXED32 -> advance(4);
            default -> throw corrupt("unsupported wire type " + (tag & 7) + " of field " + (tag >>> 3));
        }
    }

    private int readLength() {
        long length = readVarint();
        if (length < 0 || length > limit - pos) {
            throw corrupt("length " + length + " exceeds the " + (limit - pos) + " bytes left");
        }
        return (int) length;
    }

    private void advance(int n) {
        if (limit - pos < n) {
            throw corrupt("truncated field");
        }
        pos += n;
    }

    private IllegalArgumentException corrupt(String what) {
        return new IllegalArgumentException("not " + kind + " (protobuf): " + what + " at byte " + pos);
    }
}
