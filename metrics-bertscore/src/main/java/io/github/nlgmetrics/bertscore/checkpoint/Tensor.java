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
