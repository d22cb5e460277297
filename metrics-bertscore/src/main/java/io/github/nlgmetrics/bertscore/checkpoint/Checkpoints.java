package io.github.nlgmetrics.bertscore.checkpoint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Opens checkpoints (placeholder: safetensors only, until the full readers land). */
public final class Checkpoints {
    private Checkpoints() {
    }

    /** The weights of a model folder. */
    public static Checkpoint open(Path modelDir) {
        Path st = modelDir.resolve("model.safetensors");
        if (Files.isRegularFile(st)) {
            return safetensors(st);
        }
        throw new IllegalArgumentException("no model.safetensors in " + modelDir);
    }

    /** A safetensors file. */
    public static Checkpoint safetensors(Path file) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer len = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
            ch.read(len, 0);
            long n = len.getLong(0);
            ByteBuffer header = ByteBuffer.allocate((int) n);
            ch.read(header, 8);
            JsonNode h = new ObjectMapper().readTree(new String(header.array(), java.nio.charset.StandardCharsets.UTF_8));
            Map<String, Tensor> tensors = new LinkedHashMap<>();
            long base = 8 + n;
            for (Iterator<Map.Entry<String, JsonNode>> it = h.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getKey().equals("__metadata__")) {
                    continue;
                }
                JsonNode t = e.getValue();
                long[] shape = new long[t.get("shape").size()];
                for (int i = 0; i < shape.length; i++) {
                    shape[i] = t.get("shape").get(i).asLong();
                }
                long start = t.get("data_offsets").get(0).asLong();
                long end = t.get("data_offsets").get(1).asLong();
                ByteBuffer data = ch.map(FileChannel.MapMode.READ_ONLY, base + start, end - start).order(ByteOrder.LITTLE_ENDIAN);
                tensors.put(e.getKey(), new Tensor(e.getKey(), DType.valueOf(t.get("dtype").asText()), shape, data));
            }
            return new Checkpoint() {
                @Override
                public List<String> names() {
                    return new ArrayList<>(tensors.keySet());
                }

                @Override
                public boolean contains(String name) {
                    return tensors.containsKey(name);
                }

                @Override
                public Tensor tensor(String name) {
                    Tensor t = tensors.get(name);
                    if (t == null) {
                        throw new IllegalArgumentException(file + " has no tensor " + name);
                    }
                    return t;
                }

                @Override
                public long[] shape(String name) {
                    return tensor(name).shape();
                }

                @Override
                public DType dtype(String name) {
                    return tensor(name).dtype();
                }

                @Override
                public String describe() {
                    return file.getFileName().toString();
                }

                @Override
                public void close() {
                }
            };
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
    }
}
