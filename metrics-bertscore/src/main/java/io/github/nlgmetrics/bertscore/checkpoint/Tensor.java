package io.github.nlgmetrics.bertscore.checkpoint;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * One stored tensor: its name in the checkpoint, element type, shape and bytes.
 *
 * <p>{@code data} holds the elements in C order (the last index varies fastest), little-endian, from
 * position 0, with {@code capacity == elements() * dtype().size()}. A tensor read from a
 * {@link Checkpoint} is a read-only <em>direct</em> buffer whose byte order is set to
 * {@link java.nio.ByteOrder#LITTLE_ENDIAN} (so {@code data.getFloat(4 * i)} is element {@code i} of an
 * F32 tensor); it is memory-mapped from the file whenever its bytes lie contiguous there (a torch view
 * at an offset into its storage included), and otherwise (a torch view whose strides are not C order:
 * a transpose, a step, an expand; any multi-byte tensor of a big-endian archive) copied once into a
 * direct buffer; never copied onto the Java heap. A tensor of more than {@link Integer#MAX_VALUE}
 * bytes cannot be one buffer: {@link Checkpoint#rows} reads it in pieces. Note that {@link ByteBuffer#slice()} and
 * {@link ByteBuffer#duplicate()} reset the byte order to big-endian, as for any buffer.
 *
 * <p>A scalar has the shape {@code []} and one element. {@link #shape()} returns a copy; equality
 * compares names, types, shapes and the bytes (all of {@code data}, whatever its position), so two
 * tensors are equal exactly when they are bit for bit the same.
 *
 * @param name  the tensor's name as stored ({@code encoder.layer.0.attention.self.query.weight})
 * @param dtype the element type
 * @param shape the size of each dimension, outermost first
 * @param data  the bytes, as described above
 */
public record Tensor(String name, DType dtype, long[] shape, ByteBuffer data) {
    /** Checks that {@code data} holds exactly {@code elements * dtype.size()} bytes. */
    public Tensor {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(dtype, "dtype");
        Objects.requireNonNull(data, "data");
        shape = shape.clone();
        long bytes = Math.multiplyExact(elements(shape), dtype.size());
        if (data.capacity() != bytes) {
            throw new IllegalArgumentException("tensor '" + name + "': " + dtype + " " + Arrays.toString(shape)
                    + " needs " + bytes + " bytes but the buffer holds " + data.capacity());
        }
    }

    /** The size of each dimension, outermost first (a copy). */
    @Override
    public long[] shape() {
        return shape.clone();
    }

    /**
     * The same bytes under another shape of as many elements (a torch {@code view}): no copy. The buffer is the
     * same, so the view is as long-lived as this tensor.
     */
    public Tensor reshaped(long... newShape) {
        if (elements(newShape) != elements()) {
            throw new IllegalArgumentException("tensor '" + name + "': " + Arrays.toString(shape) + " cannot be viewed as "
                    + Arrays.toString(newShape));
        }
        return new Tensor(name, dtype, newShape, data);
    }

    /**
     * This tensor in float32, as torch's {@code tensor.float()} converts it (exact: every F16 and BF16 value is a
     * float32); itself when already F32. A converted tensor is a new direct buffer, little-endian.
     */
    public Tensor toFloat32() {
        if (dtype == DType.F32) {
            return this;
        }
        if (dtype != DType.F16 && dtype != DType.BF16) {
            throw new IllegalArgumentException("tensor '" + name + "' is " + dtype + ", not a floating-point type");
        }
        long n = elements();
        if (n * 4 > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("tensor '" + name + "' is more than 2 GiB in float32");
        }
        java.nio.ByteBuffer out = java.nio.ByteBuffer.allocateDirect((int) (n * 4)).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        java.nio.ByteBuffer in = data.duplicate().order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            int bits = in.getShort(2 * i) & 0xFFFF;
            out.putFloat(4 * i, dtype == DType.BF16 ? Float.intBitsToFloat(bits << 16) : halfToFloat(bits));
        }
        return new Tensor(name, DType.F32, shape, out.asReadOnlyBuffer().order(java.nio.ByteOrder.LITTLE_ENDIAN));
    }

    /** IEEE 754 binary16 to float32, exactly (subnormals, infinities and NaN payloads included). */
    static float halfToFloat(int h) {
        int sign = (h & 0x8000) << 16;
        int exponent = (h >>> 10) & 0x1F;
        int mantissa = h & 0x3FF;
        if (exponent == 0x1F) {
            return Float.intBitsToFloat(sign | 0x7F800000 | mantissa << 13);
        }
        if (exponent == 0) {
            if (mantissa == 0) {
                return Float.intBitsToFloat(sign);
            }
            float v = mantissa * 0x1p-24f; // exact: a subnormal half is mantissa * 2^-24
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | (exponent + 112) << 23 | mantissa << 13);
    }

    /** The number of elements: the product of the shape (1 for a scalar). */
    public long elements() {
        return elements(shape);
    }

    /** The product of {@code shape}; an error for a negative size or an overflow. */
    static long elements(long[] shape) {
        long n = 1;
        for (long d : shape) {
            if (d < 0) {
                throw new IllegalArgumentException("negative dimension in shape " + Arrays.toString(shape));
            }
            n = Math.multiplyExact(n, d);
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tensor t && name.equals(t.name) && dtype == t.dtype && Arrays.equals(shape, t.shape)
                && data.slice(0, data.capacity()).equals(t.data.slice(0, t.data.capacity()));
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, dtype, Arrays.hashCode(shape), data.slice(0, data.capacity()));
    }

    @Override
    public String toString() {
        return name + " " + dtype + " " + Arrays.toString(shape);
    }
}
