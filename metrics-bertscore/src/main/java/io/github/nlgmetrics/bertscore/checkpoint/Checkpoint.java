package io.github.nlgmetrics.bertscore.checkpoint;

import java.util.List;
import java.util.Map;

/**
 * The tensors of one model checkpoint (a safetensors file, a torch {@code pytorch_model.bin}, or the
 * shards of a {@code *.index.json}), read lazily and memory-mapped: opening reads only the headers, and
 * each {@link #tensor} maps its bytes from the file when asked (see {@link Tensor} for the buffer's
 * contract). Made by {@link Checkpoints}.
 *
 * <p>Every problem with the files (a missing tensor, a corrupt header, an unsupported type, a tensor
 * too large for one buffer) is an {@link IllegalArgumentException} whose message is one line naming the
 * file and what is wrong. Using a closed checkpoint is an {@link IllegalStateException}. Buffers handed
 * out stay valid after {@link #close()} (a mapping outlives its channel; the garbage collector releases
 * it). Implementations are safe for use from several threads.
 */
public interface Checkpoint extends AutoCloseable {
    /** Every stored tensor's name, in file order (a safetensors header's order, a state dict's order; shards in the index's order). */
    List<String> names();

    /** Whether a tensor {@code name} is stored. */
    boolean contains(String name);

    /**
     * The tensor {@code name}; an {@link IllegalArgumentException} naming the file when it is absent, of an
     * unsupported kind, or larger than one buffer holds ({@link Integer#MAX_VALUE} bytes: read such a
     * tensor with {@link #rows}).
     */
    Tensor tensor(String name);

    /**
     * Rows {@code [firstRow, firstRow + count)} of dimension 0 of tensor {@code name}, as a tensor of
     * shape {@code [count, shape[1], ...]} under the same name (mapped, not copied, when contiguous).
     * The way to read a tensor past 2 GiB: the caller splits it into pieces of at most
     * {@link Integer#MAX_VALUE} bytes. An {@link IllegalArgumentException} for a scalar, a range outside
     * the tensor, or a piece past 2 GiB.
     */
    Tensor rows(String name, long firstRow, int count);

    /** The shape of tensor {@code name}, without mapping its data. */
    long[] shape(String name);

    /** The element type of tensor {@code name}, without mapping its data. */
    DType dtype(String name);

    /**
     * The checkpoint for messages: {@code "model.safetensors"}, {@code "pytorch_model.bin"}, or for a
     * sharded one {@code "pytorch_model-0000k-of-00003.bin (3 shards)"}.
     */
    String describe();

    /**
     * The file's free-form metadata: a safetensors header's {@code __metadata__} (transformers writes
     * {@code {"format": "pt"}}); empty for torch files and for sharded checkpoints.
     */
    default Map<String, String> metadata() {
        return Map.of();
    }

    /** Closes the file channels (buffers already handed out stay valid until collected). */
    @Override
    void close();
}
