package io.github.nlgmetrics.bertscore.checkpoint;

import java.util.List;
import java.util.Map;

/**
 * A checkpoint in one file, once its reader has located every tensor ({@link TensorSlot}s in file
 * order): what safetensors and torch's zip format have in common.
 */
final class FileCheckpoint implements Checkpoint {
    private final WeightFile file;
    private final Map<String, TensorSlot> slots;
    private final List<String> names;
    private final Map<String, String> metadata;

    /** {@code slots} in file order (a LinkedHashMap); {@code metadata} as the format stores it. */
    FileCheckpoint(WeightFile file, Map<String, TensorSlot> slots, Map<String, String> metadata) {
        this.file = file;
        this.slots = slots;
        this.names = List.copyOf(slots.keySet());
        this.metadata = Map.copyOf(metadata);
    }

    @Override
    public List<String> names() {
        return names;
    }

    @Override
    public boolean contains(String name) {
        return slots.containsKey(name);
    }

    @Override
    public Tensor tensor(String name) {
        return slot(name).read(file);
    }

    @Override
    public Tensor rows(String name, long firstRow, int count) {
        return slot(name).rows(file, firstRow, count);
    }

    @Override
    public long[] shape(String name) {
        return slot(name).shape().clone();
    }

    @Override
    public DType dtype(String name) {
        return slot(name).dtype();
    }

    @Override
    public String describe() {
        return file.path().getFileName().toString();
    }

    @Override
    public Map<String, String> metadata() {
        return metadata;
    }

    @Override
    public void close() {
        file.close();
    }

    private TensorSlot slot(String name) {
        TensorSlot s = slots.get(name);
        if (s == null) {
            throw file.error("no tensor named '" + name + "' (the file holds " + slots.size() + " tensors)");
        }
        return s;
    }

    @Override
    public String toString() {
        return describe();
    }
}
