package io.github.nlgmetrics.bertscore.checkpoint;

import java.util.List;

/** A checkpoint's tensors, from one file or several shards, read lazily. */
public interface Checkpoint extends AutoCloseable {
    /** Every stored tensor name, in file order. */
    List<String> names();

    /** Whether {@code name} is stored. */
    boolean contains(String name);

    /** The tensor {@code name}; {@code IllegalArgumentException} naming the file when absent or unreadable. */
    Tensor tensor(String name);

    /** The shape of {@code name}, without mapping its data. */
    long[] shape(String name);

    /** The element type of {@code name}. */
    DType dtype(String name);

    /** The files, for messages ({@code model.safetensors}). */
    String describe();

    @Override
    void close();
}
