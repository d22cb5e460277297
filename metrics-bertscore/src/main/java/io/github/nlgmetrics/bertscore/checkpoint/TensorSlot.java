package io.github.nlgmetrics.bertscore.checkpoint;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Where one tensor lies in its file, and how it becomes a {@link Tensor}: a contiguous little-endian
 * tensor is a slice of a mapping; a strided one (torch's views) or a big-endian one is copied once into
 * a direct buffer, element by element (bytes swapped for big-endian).
 *
 * @param name         the tensor's name
 * @param dtype        its element type
 * @param shape        its sizes
 * @param strides      its strides in elements (C-contiguous for safetensors)
 * @param offset       the file offset of element {@code [0, ..., 0]}
 * @param regionStart  the file offset of the bytes it may touch (its torch storage, its safetensors range)
 * @param regionLength their length; validated against the file and against the tensor's extent
 * @param shared       whether other tensors view the same region (tied torch storages): then the region is
 *                     mapped once and every tensor is a view of that mapping
 * @param bigEndian    whether the elements are stored big-endian (a torch archive whose {@code byteorder} says so)
 */
record TensorSlot(String name, DType dtype, long[] shape, long[] strides, long offset, long regionStart,
                  long regionLength, boolean shared, boolean bigEndian) {

    /** The strides of a C-contiguous tensor of {@code shape} (all 0 for a tensor without elements, whose strides never matter). */
    static long[] contiguousStrides(long[] shape) {
        long[] s = new long[shape.length];
        for (long d : shape) {
            if (d == 0) {
                return s;
            }
        }
        long step = 1;
        for (int i = shape.length - 1; i >= 0; i--) {
            s[i] = step;
            step = Math.multiplyExact(step, Math.max(shape[i], 1));
        }
        return s;
    }

    /** The bytes from element {@code [0, ..., 0]} to the end of the last element (0 when empty). */
    static long extentBytes(long[] shape, long[] strides, DType dtype) {
        long last = 0;
        for (int i = 0; i < shape.length; i++) {
            if (shape[i] == 0) {
                return 0;
            }
            last = Math.addExact(last, Math.multiplyExact(shape[i] - 1, strides[i]));
        }
        return Math.multiplyExact(last + 1, dtype.size());
    }

    /** The whole tensor. */
    Tensor read(WeightFile file) {
        return view(file, shape, offset);
    }

    /** Rows {@code [first, first + count)} of dimension 0. */
    Tensor rows(WeightFile file, long first, int count) {
        if (shape.length == 0) {
            throw file.error("tensor '" + name + "' is a scalar: it has no rows");
        }
        if (first < 0 || count < 0 || first > shape[0] - count) {
            throw file.error("rows [" + first + ", " + (first + count) + ") are outside tensor '" + name + "' of shape "
                    + Arrays.toString(shape));
        }
        long[] part = shape.clone();
        part[0] = count;
        return view(file, part, offset + first * strides[0] * dtype.size());
    }

    private Tensor view(WeightFile file, long[] shp, long start) {
        int es = dtype.size();
        long bytes = Math.multiplyExact(Tensor.elements(shp), es);
        if (bytes > Integer.MAX_VALUE) {
            throw file.error("tensor '" + name + "' (" + dtype + " " + Arrays.toString(shp) + ") is " + bytes
                    + " bytes, more than one buffer holds (" + Integer.MAX_VALUE + "): read it in pieces with rows()");
        }
        if (bytes == 0) {
            return new Tensor(name, dtype, shp, ByteBuffer.allocateDirect(0).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN));
        }
        boolean swap = bigEndian && es > 1;
        if (isContiguous(shp) && !swap) {
            return new Tensor(name, dtype, shp, source(file, start, bytes).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN));
        }
        long span = extentBytes(shp, strides, dtype);
        if (span > Integer.MAX_VALUE) {
            throw file.error("tensor '" + name + "' is a strided view spanning " + span
                    + " bytes of its storage, more than one buffer holds: save it contiguous");
        }
        ByteBuffer src = source(file, start, span);
        ByteBuffer dst = ByteBuffer.allocateDirect((int) bytes);
        copyStrided(src, dst, shp, es, swap);
        return new Tensor(name, dtype, shp, dst.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN));
    }

    /** Bytes {@code [start, start + length)} of the file: a slice of the shared region's mapping, or a mapping of their own. */
    private ByteBuffer source(WeightFile file, long start, long length) {
        if (shared && regionLength <= Integer.MAX_VALUE) {
            ByteBuffer region = file.mapShared(regionStart, regionLength, "the storage of '" + name + "'");
            return region.slice((int) (start - regionStart), (int) length);
        }
        return file.map(start, length, "tensor '" + name + "'");
    }

    private boolean isContiguous(long[] shp) {
        long expected = 1;
        for (int i = shp.length - 1; i >= 0; i--) {
            if (shp[i] != 1 && strides[i] != expected) {
                return false;
            }
            expected *= shp[i];
        }
        return true;
    }

    /** Gathers the elements of a strided view in C order, swapping each element's bytes when asked. */
    private void copyStrided(ByteBuffer src, ByteBuffer dst, long[] shp, int es, boolean swap) {
        int nd = shp.length;
        int inner = nd == 0 ? 1 : (int) shp[nd - 1];
        long innerStride = nd == 0 ? 1 : strides[nd - 1];
        long[] idx = new long[Math.max(nd - 1, 0)];
        int d = 0;
        while (true) {
            long base = 0;
            for (int i = 0; i < idx.length; i++) {
                base += idx[i] * strides[i];
            }
            if (innerStride == 1 && !swap) {
                dst.put(d, src, (int) (base * es), inner * es);
                d += inner * es;
            } else {
                for (int j = 0; j < inner; j++) {
                    int s = (int) ((base + j * innerStride) * es);
                    for (int b = 0; b < es; b++) {
                        dst.put(d + b, src.get(s + (swap ? es - 1 - b : b)));
                    }
                    d += es;
                }
            }
            int i = idx.length - 1;
            while (i >= 0 && ++idx[i] == shp[i]) {
                idx[i--] = 0;
            }
            if (i < 0) {
                return;
            }
        }
    }
}
