package io.github.nlgmetrics.text.spm;

import java.nio.charset.StandardCharsets;

/**
 * A minimal reader of the protocol-buffers wire format: varints, 32-bit fixed values and
 * length-delimited fields, enough for SentencePiece's {@code ModelProto} (proto2). Unknown fields
 * are skipped by their wire type, as protobuf does, so newer model files still load.
 *
 * <p>Every read checks the bounds: a truncated or corrupt file is an
 * {@link IllegalArgumentException} naming the offset, never an index error.
 */
final class ProtoReader {
    static final int VARINT = 0;
    static final int FIXED64 = 1;
    static final int LENGTH_DELIMITED = 2;
    static final int FIXED32 = 5;

    private final byte[] buf;
    private int pos;
    private final int limit;

    ProtoReader(byte[] buf, int offset, int limit) {
        this.buf = buf;
        this.pos = offset;
        this.limit = limit;
    }

    boolean hasMore() {
        return pos < limit;
    }

    /** The next tag ({@code field << 3 | wireType}). */
    int readTag() {
        long tag = readVarint();
        if (tag <= 0 || tag > Integer.MAX_VALUE) {
            throw corrupt("invalid tag " + tag);
        }
        return (int) tag;
    }

    long readVarint() {
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

    boolean readBool() {
        return readVarint() != 0;
    }

    /** An {@code int32}: the low 32 bits of the varint (negative values are sign-extended to 10 bytes). */
    int readInt32() {
        return (int) readVarint();
    }

    float readFloat() {
        if (limit - pos < 4) {
            throw corrupt("truncated fixed32");
        }
        int bits = (buf[pos] & 0xFF) | (buf[pos + 1] & 0xFF) << 8 | (buf[pos + 2] & 0xFF) << 16
                | (buf[pos + 3] & 0xFF) << 24;
        pos += 4;
        return Float.intBitsToFloat(bits);
    }

    /** The bytes of a length-delimited field, as a reader over them. */
    ProtoReader readMessage() {
        int length = readLength();
        ProtoReader sub = new ProtoReader(buf, pos, pos + length);
        pos += length;
        return sub;
    }

    byte[] readBytes() {
        int length = readLength();
        byte[] out = new byte[length];
        System.arraycopy(buf, pos, out, 0, length);
        pos += length;
        return out;
    }

    String readString() {
        int length = readLength();
        String s = new String(buf, pos, length, StandardCharsets.UTF_8);
        pos += length;
        return s;
    }

    /** Skips the value of a field of wire type {@code tag & 7}. */
    void skip(int tag) {
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
        return new IllegalArgumentException("not a SentencePiece model (protobuf): " + what + " at byte " + pos);
    }
}
