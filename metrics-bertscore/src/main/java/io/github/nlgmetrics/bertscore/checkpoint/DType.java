package io.github.nlgmetrics.bertscore.checkpoint;

/**
 * The element types a checkpoint stores, with their size in bytes. Names are safetensors' dtype strings
 * ({@code "F32"}, {@code "BF16"}, ...); torch's zip format names them by storage class
 * ({@code torch.FloatStorage}, {@code torch.BFloat16Storage}, ...). Values are little-endian as stored;
 * nothing here converts them (the consumer casts to float32 as transformers does, so a checkpoint is
 * never held twice).
 *
 * <pre>
 * DType  safetensors  torch storage            bytes
 * F64    F64          torch.DoubleStorage      8
 * F32    F32          torch.FloatStorage       4
 * F16    F16          torch.HalfStorage        2   IEEE 754 binary16
 * BF16   BF16         torch.BFloat16Storage    2   the high half of a float32
 * I64    I64          torch.LongStorage        8
 * I32    I32          torch.IntStorage         4
 * I16    I16          torch.ShortStorage       2
 * I8     I8           torch.CharStorage        1
 * U8     U8           torch.ByteStorage        1
 * BOOL   BOOL         torch.BoolStorage        1   0 or 1
 * </pre>
 */
public enum DType {
    /** IEEE 754 binary64. */
    F64(8, "DoubleStorage"),
    /** IEEE 754 binary32. */
    F32(4, "FloatStorage"),
    /** IEEE 754 binary16. */
    F16(2, "HalfStorage"),
    /** bfloat16: the sign, exponent and 7 high mantissa bits of a binary32. */
    BF16(2, "BFloat16Storage"),
    /** Signed 64-bit integer. */
    I64(8, "LongStorage"),
    /** Signed 32-bit integer. */
    I32(4, "IntStorage"),
    /** Signed 16-bit integer. */
    I16(2, "ShortStorage"),
    /** Signed 8-bit integer. */
    I8(1, "CharStorage"),
    /** Unsigned 8-bit integer. */
    U8(1, "ByteStorage"),
    /** Boolean, one byte per element. */
    BOOL(1, "BoolStorage");

    private final int size;
    private final String torchStorage;

    DType(int size, String torchStorage) {
        this.size = size;
        this.torchStorage = torchStorage;
    }

    /** Bytes per element. */
    public int size() {
        return size;
    }

    /** The torch storage class of this type, without its module: {@code "FloatStorage"} for {@link #F32}. */
    public String torchStorage() {
        return torchStorage;
    }

    /** The type named {@code name} in a safetensors header, or null when it is none of these. */
    static DType ofSafetensors(String name) {
        for (DType t : values()) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** The type of the torch storage class {@code name} (without {@code torch.}), or null when it is none of these. */
    static DType ofTorchStorage(String name) {
        for (DType t : values()) {
            if (t.torchStorage.equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** The supported names, for messages: {@code "F64, F32, ..., BOOL"}. */
    static String supported() {
        return String.join(", ", java.util.Arrays.stream(values()).map(Enum::name).toList());
    }
}
