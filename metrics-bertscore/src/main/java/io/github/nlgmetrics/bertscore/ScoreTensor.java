package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.compat.torch.TorchFloat32;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The few float32 tensor operations the references apply to their score tensors after matching,
 * with torch 1.13's shape rules, so that every shape the references return (and every shape error
 * they raise) comes out the same: multi-reference maxima over slices, baseline rescaling by
 * broadcasting, {@code squeeze}, {@code stack} and {@code tolist()}.
 *
 * <p>Errors are those torch raises, by class: {@link IndexOutOfBoundsException} for torch's
 * {@code IndexError} (a reduction over an empty slice, an index past the end), and
 * {@link IllegalStateException} for its {@code RuntimeError} (shapes that do not broadcast).
 * Immutable.
 */
final class ScoreTensor {
    final int[] shape;
    final float[] data;

    ScoreTensor(int[] shape, float[] data) {
        this.shape = shape;
        this.data = data;
        if (size(shape) != data.length) {
            throw new IllegalArgumentException("shape " + Arrays.toString(shape) + " holds " + size(shape)
                    + " values, not " + data.length);
        }
    }

    static int size(int[] shape) {
        int n = 1;
        for (int d : shape) {
            n *= d;
        }
        return n;
    }

    int dim() {
        return shape.length;
    }

    private int stride(int d) {
        int s = 1;
        for (int i = d + 1; i < shape.length; i++) {
            s *= shape[i];
        }
        return s;
    }

    /** {@code t[..., i]}: the last dimension indexed. */
    ScoreTensor lastIndex(int i) {
        int last = shape[shape.length - 1];
        if (i >= last) {
            throw new IndexOutOfBoundsException("index " + i + " is out of bounds for dimension with size " + last);
        }
        int[] s = Arrays.copyOf(shape, shape.length - 1);
        float[] d = new float[data.length / last];
        for (int k = 0; k < d.length; k++) {
            d[k] = data[k * last + i];
        }
        return new ScoreTensor(s, d);
    }

    /** {@code t[i]} along dimension 0. */
    ScoreTensor select(int i) {
        if (shape.length == 0) {
            throw new IndexOutOfBoundsException("invalid index of a 0-dim tensor");
        }
        if (i < 0) {
            i += shape[0];
        }
        if (i < 0 || i >= shape[0]) {
            throw new IndexOutOfBoundsException("index " + i + " is out of bounds for dimension 0 with size " + shape[0]);
        }
        int s = stride(0);
        return new ScoreTensor(Arrays.copyOfRange(shape, 1, shape.length), Arrays.copyOfRange(data, i * s, (i + 1) * s));
    }

    /**
     * {@code t[(:,)* start:end].max(dim=d)[0]}: the maximum over the slice {@code [start, end)} of
     * dimension {@code d} (clamped as Python slices are); NaN wins, as in torch. An empty slice is
     * torch's {@code IndexError}.
     */
    ScoreTensor sliceMax(int d, int start, int end) {
        if (shape.length <= d) {
            throw new IndexOutOfBoundsException(shape.length == 0 ? "slice() cannot be applied to a 0-dim tensor."
                    : "Dimension out of range (expected to be in range of [" + -shape.length + ", "
                    + (shape.length - 1) + "], but got " + d + ")");
        }
        int lo = Math.min(start, shape[d]);
        int hi = Math.min(end, shape[d]);
        if (hi <= lo) {
            throw new IndexOutOfBoundsException("max(): Expected reduction dim " + d + " to have non-zero size.");
        }
        int outer = 1;
        for (int i = 0; i < d; i++) {
            outer *= shape[i];
        }
        int inner = stride(d);
        int[] s = new int[shape.length - 1];
        for (int i = 0, j = 0; i < shape.length; i++) {
            if (i != d) {
                s[j++] = shape[i];
            }
        }
        float[] out = new float[outer * inner];
        for (int o = 0; o < outer; o++) {
            for (int in = 0; in < inner; in++) {
                float m = Float.NEGATIVE_INFINITY;
                for (int k = lo; k < hi; k++) {
                    float v = data[(o * shape[d] + k) * inner + in];
                    if (Float.isNaN(v) || Float.isNaN(m)) {
                        m = Float.NaN;
                    } else if (v > m) {
                        m = v;
                    }
                }
                out[o * inner + in] = m;
            }
        }
        return new ScoreTensor(s, out);
    }

    /** {@code torch.stack(parts, dim)}: equal shapes, a new dimension {@code dim}. */
    static ScoreTensor stack(List<ScoreTensor> parts, int dim) {
        int[] ps = parts.get(0).shape;
        for (ScoreTensor p : parts) {
            if (!Arrays.equals(p.shape, ps)) {
                throw new IllegalStateException("stack expects each tensor to be equal size, but got "
                        + Arrays.toString(ps) + " and " + Arrays.toString(p.shape));
            }
        }
        int[] s = new int[ps.length + 1];
        for (int i = 0, j = 0; i < s.length; i++) {
            s[i] = i == dim ? parts.size() : ps[j++];
        }
        int outer = 1;
        for (int i = 0; i < dim; i++) {
            outer *= ps[i];
        }
        int inner = size(ps) / Math.max(1, outer);
        float[] d = new float[size(s)];
        for (int o = 0; o < outer; o++) {
            for (int p = 0; p < parts.size(); p++) {
                System.arraycopy(parts.get(p).data, o * inner, d, (o * parts.size() + p) * inner, inner);
            }
        }
        return new ScoreTensor(s, d);
    }

    /** {@code squeeze()}: every dimension of size 1 dropped. */
    ScoreTensor squeeze() {
        return new ScoreTensor(Arrays.stream(shape).filter(x -> x != 1).toArray(), data);
    }

    /** {@code (t - b) / (1 - b)} in float32 with torch's broadcasting ({@code RuntimeError} when the shapes do not fit). */
    ScoreTensor rescale(ScoreTensor b) {
        int n = Math.max(shape.length, b.shape.length);
        int[] s = new int[n];
        for (int i = 0; i < n; i++) {
            int x = dimFromEnd(shape, n - 1 - i);
            int y = dimFromEnd(b.shape, n - 1 - i);
            if (x != y && x != 1 && y != 1) {
                throw new IllegalStateException("The size of tensor a (" + x + ") must match the size of tensor b (" + y
                        + ") at non-singleton dimension " + i);
            }
            s[i] = Math.max(x, y);
        }
        float[] d = new float[size(s)];
        int[] idx = new int[n];
        for (int k = 0; k < d.length; k++) {
            int rem = k;
            for (int i = n - 1; i >= 0; i--) {
                idx[i] = rem % s[i];
                rem /= s[i];
            }
            float v = data[offset(shape, idx, n)];
            float base = b.data[offset(b.shape, idx, n)];
            d[k] = (v - base) / (1f - base);
        }
        return new ScoreTensor(s, d);
    }

    private static int dimFromEnd(int[] shape, int fromEnd) {
        int i = shape.length - 1 - fromEnd;
        return i >= 0 ? shape[i] : 1;
    }

    private static int offset(int[] shape, int[] idx, int n) {
        int off = 0;
        int lead = n - shape.length;
        for (int i = 0; i < shape.length; i++) {
            off = off * shape[i] + (shape[i] == 1 ? 0 : idx[lead + i]);
        }
        return off;
    }

    /** {@code tolist()}: nested lists of doubles (the exact value of each float), a bare number for 0 dimensions. */
    Object toList() {
        return toList(0, 0);
    }

    private Object toList(int d, int off) {
        if (d == shape.length) {
            return (double) data[off];
        }
        List<Object> out = new ArrayList<>(shape[d]);
        int s = stride(d);
        for (int i = 0; i < shape[d]; i++) {
            out.add(toList(d + 1, off + i * s));
        }
        return out;
    }

    /** {@code Tensor.mean()}: the mean of every value in torch's float32 reduction (NaN when there are none). */
    double mean() {
        return TorchFloat32.mean(data);
    }
}
