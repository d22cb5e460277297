package io.github.nlgmetrics.bertscore.checkpoint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Opens checkpoints: a Hugging Face model folder as transformers 4.26.1 chooses its weight file, or one
 * file of a known format. Every failure is one {@link IllegalArgumentException} line naming the file.
 *
 * <p>transformers 4.26.1's {@code PreTrainedModel.from_pretrained} on a local folder (without
 * {@code from_tf}/{@code from_flax}) takes the first of these that is a file (symbolic links followed,
 * as in a hub cache's {@code snapshots/REV/} whose entries link into {@code blobs/}):
 * <ol>
 * <li>{@code model.safetensors} and then {@code model.safetensors.index.json}, only when the
 * {@code safetensors} package is installed ({@code is_safetensors_available()}); here it always is;</li>
 * <li>{@code pytorch_model.bin};</li>
 * <li>{@code pytorch_model.bin.index.json}.</li>
 * </ol>
 * So a folder holding both {@code model.safetensors} and {@code pytorch_model.bin} is read from the
 * safetensors file. A folder with none of these is an error listing them (and saying so when it holds
 * only TensorFlow or Flax weights, as transformers does).
 */
public final class Checkpoints {
    /** The weight files {@link #open} looks for, in transformers 4.26.1's order. */
    public static final List<String> WEIGHT_FILES = List.of("model.safetensors", "model.safetensors.index.json",
            "pytorch_model.bin", "pytorch_model.bin.index.json");

    private Checkpoints() {
    }

    /** The weights of the model folder {@code modelDir}, chosen as transformers 4.26.1 chooses them. */
    public static Checkpoint open(Path modelDir) {
        if (!Files.isDirectory(modelDir)) {
            throw WeightFile.error(modelDir, Files.exists(modelDir) ? "not a model folder (a file)" : "no such model folder");
        }
        for (String name : WEIGHT_FILES) {
            Path p = modelDir.resolve(name);
            if (Files.isRegularFile(p)) {
                return name.endsWith(".index.json") ? sharded(p) : name.endsWith(".safetensors") ? safetensors(p) : torch(p);
            }
        }
        String other = "";
        try (Stream<Path> files = Files.list(modelDir)) {
            List<String> names = files.map(p -> p.getFileName().toString()).toList();
            if (names.contains("tf_model.h5") || names.contains("model.ckpt.index")) {
                other = "; it holds TensorFlow weights (tf_model.h5), which this reader does not read: convert them with"
                        + " transformers (from_tf=True, then save_pretrained)";
            } else if (names.contains("flax_model.msgpack")) {
                other = "; it holds Flax weights (flax_model.msgpack), which this reader does not read: convert them with"
                        + " transformers (from_flax=True, then save_pretrained)";
            }
        } catch (IOException e) {
            other = "; " + WeightFile.oneLine(e);
        }
        throw WeightFile.error(modelDir, "no weights: none of " + String.join(", ", WEIGHT_FILES) + " is there" + other);
    }

    /** A safetensors file. */
    public static Checkpoint safetensors(Path file) {
        return SafetensorsReader.open(file);
    }

    /** A torch zip checkpoint ({@code pytorch_model.bin}, torch &ge; 1.6 {@code torch.save}), read without executing anything. */
    public static Checkpoint torch(Path file) {
        return TorchZipReader.open(file);
    }

    /** The shards listed by {@code indexJson} ({@code model.safetensors.index.json} or {@code pytorch_model.bin.index.json}). */
    public static Checkpoint sharded(Path indexJson) {
        return ShardedCheckpoint.open(indexJson);
    }
}
