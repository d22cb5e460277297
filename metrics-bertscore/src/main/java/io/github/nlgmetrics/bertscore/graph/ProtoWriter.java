package io.github.nlgmetrics.bertscore.graph;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The few protobuf wire forms an ONNX {@code ModelProto} needs, written into a growing buffer: varint fields
 * (wire type 0), 32-bit floats (wire type 5) and length-delimited fields (wire type 2: strings, bytes,
 * embedded messages, packed repeated varints). The reading side is core's {@code text.spm.ProtoReader}.
 */
public final class ProtoWriter {
    private static final int VARINT = 0;
    private static final int LENGTH_DELIMITED = 2;
    private static final int FIXED32 = 5;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    /** Field {@code field} as a varint ({@code int32}, {@code int64}, {@code enum}, {@code bool}). */
    public ProtoWriter varint(int field, long value) {
        tag(field, VARINT);
        writeVarint(out, value);
        return this;
    }

    /** Field {@code field} as a 32-bit float. */
    public ProtoWriter float32(int field, float value) {
        tag(field, FIXED32);
        int bits = Float.floatToRawIntBits(value);
        for (int i = 0; i < 4; i++) {
            out.write(bits >>> (8 * i) & 0xFF);
        }
        return this;
    }

    /** Field {@code field} as UTF-8 text. */
    public ProtoWriter string(int field, String value) {
        return bytes(field, value.getBytes(StandardCharsets.UTF_8));
    }

    /** Field {@code field} as bytes (or an embedded message's bytes). */
    public ProtoWriter bytes(int field, byte[] value) {
        tag(field, LENGTH_DELIMITED);
        writeVarint(out, value.length);
        out.write(value, 0, value.length);
        return this;
    }

    /** Field {@code field} as an embedded message. */
    public ProtoWriter message(int field, ProtoWriter message) {
        return bytes(field, message.toByteArray());
    }

    /** A repeated varint field, packed. */
    public ProtoWriter packed(int field, long... values) {
        ByteArrayOutputStream p = new ByteArrayOutputStream();
        for (long v : values) {
            writeVarint(p, v);
        }
        return bytes(field, p.toByteArray());
    }

    /** The bytes written so far. */
    public byte[] toByteArray() {
        return out.toByteArray();
    }

    /** The number of bytes written so far. */
    public int size() {
        return out.size();
    }

    private void tag(int field, int wireType) {
        writeVarint(out, (long) field << 3 | wireType);
    }

    /** Writes {@code v} as a base-128 varint (a negative {@code int64} takes ten bytes, as protobuf writes it). */
    public static void writeVarint(ByteArrayOutputStream out, long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write((int) v);
    }
}
