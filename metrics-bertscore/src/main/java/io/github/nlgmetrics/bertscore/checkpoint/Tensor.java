package io.github.nlgmetrics.bertscore.checkpoint;

import java.nio.ByteBuffer;

/**
 * One stored tensor: its name as stored, element type, shape and bytes (contiguous C order, little-endian, a
 * read-only direct buffer at position 0, memory-mapped from the file where the bytes are contiguous on disk).
 *
 * @param name the name as stored
 * @param dtype the element type
 * @param shape the dimensions
 * @param data the bytes
 */
public record Tensor(String name, DType dtype, long[] shape, ByteBuffer data) {
    /** The number of elements (the product of the dimensions). */
    public long elements() {
        long n = 1;
        for (long d : shape) {
            n *= d;
        }
        return n;
    }
}
