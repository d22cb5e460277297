package io.github.nlgmetrics.bertscore.checkpoint;

import io.github.nlgmetrics.bertscore.checkpoint.PickleWriter.TensorSpec;
import io.github.nlgmetrics.bertscore.checkpoint.SafetensorsWriter.Entry;
import io.github.nlgmetrics.bertscore.checkpoint.TorchZipWriter.Record;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random checkpoints for the properties, each with what a correct reader must give: the bytes of every
 * tensor in C order, little-endian. Torch files get random views (permuted and gapped strides, storage
 * offsets, shared storages), random byte orders, parameters, both dict forms and ZIP64 or not; their
 * expected bytes come from a plain gather by index arithmetic, independent of the reader's.
 */
final class RandomCheckpoints {
    /** What reading {@code name} must give. */
    record Expected(DType dtype, long[] shape, byte[] bytes) {
    }

    /** A written file, its tensors in file order, and for a pickle the offsets where its opcodes start. */
    record Written(Path file, Map<String, Expected> tensors, List<Integer> boundaries) {
    }

    private RandomCheckpoints() {
    }

    static long[] shape(Random r, int maxRank, int maxDim) {
        long[] s = new long[r.nextInt(maxRank + 1)];
        for (int i = 0; i < s.length; i++) {
            s[i] = r.nextInt(10) == 0 ? 0 : 1 + r.nextInt(maxDim);
        }
        return s;
    }

    static DType dtype(Random r) {
        return DType.values()[r.nextInt(DType.values().length)];
    }

    static Written safetensors(Path file, long seed) throws IOException {
        Random r = new Random(seed);
        List<Entry> entries = new ArrayList<>();
        Map<String, Expected> expected = new LinkedHashMap<>();
        int n = r.nextInt(7);
        for (int i = 0; i < n; i++) {
            DType t = dtype(r);
            long[] shape = shape(r, 3, 5);
            byte[] b = new byte[(int) (Tensor.elements(shape) * t.size())];
            r.nextBytes(b);
            String name = "layer." + i + (r.nextBoolean() ? ".weight" : ".bias\u00e9");
            entries.add(new Entry(name, t, shape, b));
            expected.put(name, new Expected(t, shape, b));
        }
        SafetensorsWriter.write(file, entries, r.nextBoolean() ? Map.of("format", "pt") : Map.of());
        return new Written(file, expected, List.of());
    }

    static Written torch(Path file, long seed) throws IOException {
        Random r = new Random(seed);
        boolean big = r.nextInt(3) == 0;
        List<TensorSpec> specs = new ArrayList<>();
        Map<String, byte[]> storages = new LinkedHashMap<>();
        Map<String, DType> storageTypes = new LinkedHashMap<>();
        Map<String, Expected> expected = new LinkedHashMap<>();
        int n = r.nextInt(7);
        for (int i = 0; i < n; i++) {
            long[] shape = shape(r, 3, 4);
            long[] stride = strides(r, shape);
            long offset = r.nextInt(4);
            long extent = 0;
            boolean empty = Tensor.elements(shape) == 0;
            for (int d = 0; d < shape.length && !empty; d++) {
                extent += (shape[d] - 1) * stride[d];
            }
            long needed = offset + (empty ? 0 : extent + 1);
            String key;
            DType t;
            if (!storages.isEmpty() && r.nextInt(3) == 0) {
                key = new ArrayList<>(storages.keySet()).get(r.nextInt(storages.size()));
                t = storageTypes.get(key);
                long numel = storages.get(key).length / t.size();
                if (needed > numel) {
                    offset = 0;
                    needed = empty ? 0 : extent + 1;
                }
                if (needed > numel) {
                    key = null;
                }
            } else {
                key = null;
                t = dtype(r);
            }
            if (key == null) {
                key = String.valueOf(storages.size());
                byte[] logical = new byte[(int) ((needed + r.nextInt(3)) * t.size())];
                r.nextBytes(logical);
                storages.put(key, logical);
                storageTypes.put(key, t);
            }
            byte[] logical = storages.get(key);
            String name = "t" + i;
            specs.add(new TensorSpec(name, t, key, logical.length / t.size(), offset, shape, stride, r.nextBoolean()));
            expected.put(name, new Expected(t, shape, gather(logical, t.size(), offset, shape, stride)));
        }
        PickleWriter pickle = PickleWriter.stateDict(specs, r.nextBoolean());
        List<Record> records = new ArrayList<>();
        storages.forEach((k, logical) -> records.add(Record.of(k, big ? swap(logical, storageTypes.get(k).size()) : logical)));
        List<Record> all = new ArrayList<>(TorchZipWriter.checkpoint("archive", pickle.bytes(), records));
        if (big || r.nextBoolean()) {
            all.add(Record.text("archive/byteorder", big ? "big" : "little"));
        }
        TorchZipWriter.write(file, all, r.nextBoolean());
        return new Written(file, expected, pickle.boundaries());
    }

    /** Contiguous strides, sometimes of a transpose (two dimensions swapped), and some doubled (a step) or 0 (an expand). */
    static long[] strides(Random r, long[] shape) {
        long[] s = TensorSlot.contiguousStrides(shape);
        if (shape.length >= 2 && r.nextBoolean()) {
            int a = r.nextInt(shape.length);
            int b = r.nextInt(shape.length);
            long step = 1;
            for (int i = shape.length - 1; i >= 0; i--) {
                int d = i == a ? b : i == b ? a : i;
                s[d] = step;
                step *= Math.max(shape[d], 1);
            }
        }
        for (int i = 0; i < s.length; i++) {
            int k = r.nextInt(6);
            s[i] = k == 0 ? 0 : k == 1 ? s[i] * 2 : s[i];
        }
        return s;
    }

    /** The elements of a view, in C order: element (i0, i1, ...) is storage element offset + sum(i_d * stride_d). */
    static byte[] gather(byte[] storage, int es, long offset, long[] shape, long[] stride) {
        int count = (int) Tensor.elements(shape);
        byte[] out = new byte[count * es];
        for (int flat = 0; flat < count; flat++) {
            long rest = flat;
            long at = offset;
            for (int d = shape.length - 1; d >= 0; d--) {
                at += (rest % shape[d]) * stride[d];
                rest /= shape[d];
            }
            System.arraycopy(storage, (int) at * es, out, flat * es, es);
        }
        return out;
    }

    /** Each element's bytes reversed. */
    static byte[] swap(byte[] in, int es) {
        byte[] out = new byte[in.length];
        for (int i = 0; i < in.length; i += es) {
            for (int b = 0; b < es; b++) {
                out[i + b] = in[i + es - 1 - b];
            }
        }
        return out;
    }
}
