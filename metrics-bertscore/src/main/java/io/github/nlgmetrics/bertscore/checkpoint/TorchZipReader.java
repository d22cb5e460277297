package io.github.nlgmetrics.bertscore.checkpoint;

import io.github.nlgmetrics.bertscore.checkpoint.TorchPickle.StorageRef;
import io.github.nlgmetrics.bertscore.checkpoint.TorchPickle.TensorRecipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads torch's zip checkpoint format (torch &ge; 1.6 {@code torch.save}, what transformers'
 * {@code save_pretrained} writes as {@code pytorch_model.bin}) without executing anything. The archive
 * holds {@code <name>/data.pkl}, a pickle of the state dict in which each tensor is
 * {@code _rebuild_tensor_v2} of a persistent id naming the record {@code <name>/data/<key>} (read by
 * {@link PickleMachine} with {@link TorchPickle}'s short list of allowed names), the raw storages
 * {@code <name>/data/<key>} (STORED, 64-byte aligned), and, from torch 2.1, {@code <name>/byteorder}
 * ({@code little} when absent). A tensor is a view of its storage: offset, sizes and strides in elements,
 * checked to lie inside the storage; two tensors on one storage (tied weights) are views of one mapping.
 */
final class TorchZipReader {
    private static final long MAX_PICKLE = 1L << 28;

    private TorchZipReader() {
    }

    /** Opens {@code path}; an error naming the file for anything this reader does not accept. */
    static Checkpoint open(Path path) {
        return WeightFile.read(path, TorchZipReader::read);
    }

    private static Checkpoint read(WeightFile file) {
        switch (Sniff.kind(file)) {
            case LFS_POINTER -> throw file.error("a Git LFS pointer, not the weights: run `git lfs pull` in the model folder");
            case LEGACY_TORCH, PICKLE -> throw file.error(Sniff.legacyTorch());
            case SAFETENSORS -> throw file.error("a safetensors file, not torch's zip format (name it *.safetensors)");
            default -> {
            }
        }
        ZipDirectory zip = ZipDirectory.read(file);
        String prefix = null;
        for (String name : zip.entries().keySet()) {
            int slash = name.indexOf('/');
            if (slash > 0 && name.substring(slash).equals("/data.pkl")) {
                if (prefix != null) {
                    throw file.error("two data.pkl records (" + prefix + "/data.pkl and " + name + "): not one torch checkpoint");
                }
                prefix = name.substring(0, slash);
            }
        }
        if (prefix == null) {
            throw file.error("a zip archive without <name>/data.pkl: not a torch checkpoint");
        }
        ZipDirectory.Entry pkl = zip.get(prefix + "/data.pkl");
        long start = zip.dataStart(pkl);
        if (pkl.size() > MAX_PICKLE) {
            throw file.error(prefix + "/data.pkl is " + pkl.size() + " bytes, far more than any state dict's pickle");
        }
        byte[] code = file.read(start, (int) pkl.size(), prefix + "/data.pkl");
        boolean bigEndian = bigEndian(file, zip, prefix);
        Object dict = PickleMachine.load(code, new TorchPickle(), file::error);
        if (!(dict instanceof Map<?, ?> stateDict)) {
            throw file.error("data.pkl holds a " + PickleMachine.kind(dict) + ", not a state dict");
        }
        Map<String, Integer> uses = new HashMap<>();
        for (Map.Entry<?, ?> e : stateDict.entrySet()) {
            if (!(e.getKey() instanceof String name)) {
                throw file.error("the state dict has a key of type " + PickleMachine.kind(e.getKey()) + ", not a tensor name");
            }
            if (!(e.getValue() instanceof TensorRecipe r)) {
                throw file.error("'" + name + "' holds a " + PickleMachine.kind(e.getValue()) + ", not a tensor: this is not a"
                        + " flat state dict (save model.state_dict())");
            }
            uses.merge(r.storage().key(), 1, Integer::sum);
        }
        Map<String, TensorSlot> slots = new LinkedHashMap<>();
        Map<String, DType> storageTypes = new HashMap<>();
        Map<String, Long> storageStarts = new HashMap<>();
        for (Map.Entry<?, ?> e : stateDict.entrySet()) {
            String name = (String) e.getKey();
            TensorRecipe r = (TensorRecipe) e.getValue();
            StorageRef s = r.storage();
            String record = prefix + "/data/" + s.key();
            DType seen = storageTypes.putIfAbsent(s.key(), s.dtype());
            if (seen != null && seen != s.dtype()) {
                throw file.error("the storage " + record + " is read both as " + seen + " and as " + s.dtype());
            }
            ZipDirectory.Entry entry = zip.get(record);
            if (entry == null) {
                throw file.error("tensor '" + name + "' needs the record " + record + ", which the archive lacks");
            }
            long regionStart = storageStarts.computeIfAbsent(s.key(), k -> zip.dataStart(entry));
            slots.put(name, slot(file, name, r, record, entry.size(), regionStart, uses.get(s.key()) > 1, bigEndian));
        }
        return new FileCheckpoint(file, slots, Map.of());
    }

    private static TensorSlot slot(WeightFile file, String name, TensorRecipe r, String record, long recordSize,
                                   long regionStart, boolean shared, boolean bigEndian) {
        StorageRef s = r.storage();
        String where = "tensor '" + name + "' (" + s.dtype() + " " + Arrays.toString(r.size()) + ", stride "
                + Arrays.toString(r.stride()) + ", offset " + r.offset() + ")";
        for (int i = 0; i < r.size().length; i++) {
            if (r.size()[i] < 0 || r.stride()[i] < 0) {
                throw file.error(where + ": a negative size or stride");
            }
        }
        try {
            long storageBytes = Math.multiplyExact(s.numel(), s.dtype().size());
            if (recordSize < storageBytes) {
                throw file.error("the record " + record + " holds " + recordSize + " bytes but its " + s.numel() + " "
                        + s.dtype() + " elements need " + storageBytes);
            }
            long extent = TensorSlot.extentBytes(r.size(), r.stride(), s.dtype());
            long begin = Math.multiplyExact(r.offset(), s.dtype().size());
            Math.multiplyExact(Tensor.elements(r.size()), s.dtype().size());
            if (r.offset() < 0 || (extent > 0 && Math.addExact(begin, extent) > storageBytes)) {
                throw file.error(where + " reaches past the end of its storage " + record + " (" + s.numel() + " elements)");
            }
            return new TensorSlot(name, s.dtype(), r.size(), r.stride(), regionStart + begin, regionStart, storageBytes,
                    shared, bigEndian);
        } catch (ArithmeticException e) {
            throw file.error(where + ": its sizes overflow");
        }
    }

    /** Whether {@code <prefix>/byteorder} says {@code big} (absent: little, as torch before 2.1 wrote). */
    private static boolean bigEndian(WeightFile file, ZipDirectory zip, String prefix) {
        ZipDirectory.Entry entry = zip.get(prefix + "/byteorder");
        if (entry == null) {
            return false;
        }
        long start = zip.dataStart(entry);
        String order = new String(file.read(start, (int) Math.min(entry.size(), 16), prefix + "/byteorder"),
                StandardCharsets.US_ASCII).strip();
        return switch (order) {
            case "little" -> false;
            case "big" -> true;
            default -> throw file.error(prefix + "/byteorder says '" + order + "', neither little nor big");
        };
    }
}
