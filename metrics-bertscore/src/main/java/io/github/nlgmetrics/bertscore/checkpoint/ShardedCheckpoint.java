package io.github.nlgmetrics.bertscore.checkpoint;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A checkpoint split into shards by {@code save_pretrained(max_shard_size=...)}: an index
 * ({@code model.safetensors.index.json} or {@code pytorch_model.bin.index.json},
 * {@code {"metadata": {...}, "weight_map": {name: shard file}}}) beside the shards. As transformers'
 * {@code get_checkpoint_shard_files}, every shard named must exist (checked on opening; one line names
 * the first missing one); each shard is opened once, when a tensor of it is first asked for, and read
 * as safetensors when its name ends in {@code .safetensors} (transformers' {@code load_state_dict}),
 * else as a torch zip. {@link #names()} is the index's order; a tensor the index places in a shard that
 * does not hold it is an error naming both. Tensors a shard holds beyond the index are not listed.
 */
final class ShardedCheckpoint implements Checkpoint {
    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final Pattern NUMBERED = Pattern.compile("(.*)-(\\d+)-of-(\\d+)(\\.[^/]*)");

    private final Path index;
    private final Map<String, String> weightMap;
    private final List<String> names;
    private final Map<String, Checkpoint> open = new LinkedHashMap<>();
    private final List<String> shards;
    private boolean closed;

    private ShardedCheckpoint(Path index, Map<String, String> weightMap, List<String> shards) {
        this.index = index;
        this.weightMap = weightMap;
        this.names = List.copyOf(weightMap.keySet());
        this.shards = shards;
    }

    /** Reads the index {@code indexJson} and checks that every shard it names is a file beside it. */
    static Checkpoint open(Path indexJson) {
        JsonNode root;
        try {
            root = JSON.readTree(indexJson.toFile());
        } catch (IOException e) {
            throw error(indexJson, Files.exists(indexJson) ? "not a JSON index: " + WeightFile.oneLine(e) : "no such file");
        }
        JsonNode map = root == null ? null : root.get("weight_map");
        if (map == null || !map.isObject()) {
            throw error(indexJson, "no \"weight_map\" object (an index is {\"weight_map\": {tensor name: shard file}})");
        }
        Map<String, String> weightMap = new LinkedHashMap<>();
        Map<String, String> firstName = new LinkedHashMap<>();
        Path folder = indexJson.toAbsolutePath().normalize().getParent();
        for (var it = map.fields(); it.hasNext(); ) {
            var e = it.next();
            if (!e.getValue().isTextual()) {
                throw error(indexJson, "\"weight_map\" entry '" + e.getKey() + "' is not a file name");
            }
            String shard = e.getValue().asText();
            Path p = folder.resolve(shard).normalize();
            if (shard.isEmpty() || !p.startsWith(folder) || p.equals(folder)) {
                throw error(indexJson, "\"weight_map\" places '" + e.getKey() + "' in '" + shard
                        + "', which is not a file beside the index");
            }
            weightMap.put(e.getKey(), shard);
            firstName.putIfAbsent(shard, e.getKey());
        }
        for (Map.Entry<String, String> s : firstName.entrySet()) {
            if (!Files.isRegularFile(folder.resolve(s.getKey()))) {
                throw error(indexJson, "the shard " + s.getKey() + " (holding '" + s.getValue() + "'"
                        + ") is missing from " + folder);
            }
        }
        return new ShardedCheckpoint(indexJson, weightMap, List.copyOf(firstName.keySet()));
    }

    @Override
    public List<String> names() {
        return names;
    }

    @Override
    public boolean contains(String name) {
        return weightMap.containsKey(name);
    }

    @Override
    public Tensor tensor(String name) {
        return shardOf(name).tensor(name);
    }

    @Override
    public Tensor rows(String name, long firstRow, int count) {
        return shardOf(name).rows(name, firstRow, count);
    }

    @Override
    public long[] shape(String name) {
        return shardOf(name).shape(name);
    }

    @Override
    public DType dtype(String name) {
        return shardOf(name).dtype(name);
    }

    /** {@code "model-0000k-of-00003.safetensors (3 shards)"} for numbered shards, else the index's name and the count. */
    @Override
    public String describe() {
        String count = " (" + shards.size() + (shards.size() == 1 ? " shard)" : " shards)");
        Matcher m = NUMBERED.matcher(shards.isEmpty() ? "" : shards.get(0));
        if (m.matches() && shards.stream().allMatch(s -> s.startsWith(m.group(1) + "-") && s.endsWith(m.group(4)))) {
            return m.group(1) + "-" + "0".repeat(Math.max(0, m.group(2).length() - 1)) + "k-of-" + m.group(3) + m.group(4) + count;
        }
        return index.getFileName() + count;
    }

    @Override
    public synchronized void close() {
        closed = true;
        List<RuntimeException> problems = new ArrayList<>();
        for (Checkpoint c : open.values()) {
            try {
                c.close();
            } catch (RuntimeException e) {
                problems.add(e);
            }
        }
        open.clear();
        if (!problems.isEmpty()) {
            throw problems.get(0);
        }
    }

    /** The open shard holding {@code name}, checked to hold it. */
    private synchronized Checkpoint shardOf(String name) {
        if (closed) {
            throw new IllegalStateException(index + ": the checkpoint is closed");
        }
        String shard = weightMap.get(name);
        if (shard == null) {
            throw error(index, "no tensor named '" + name + "' (the index lists " + weightMap.size() + ")");
        }
        Checkpoint c = open.get(shard);
        if (c == null) {
            Path p = index.resolveSibling(shard);
            c = shard.endsWith(".safetensors") ? SafetensorsReader.open(p) : TorchZipReader.open(p);
            open.put(shard, c);
        }
        if (!c.contains(name)) {
            throw error(index, "the index places '" + name + "' in " + shard + ", which has no such tensor");
        }
        return c;
    }

    private static IllegalArgumentException error(Path index, String what) {
        return WeightFile.error(index, what);
    }

    @Override
    public String toString() {
        return describe();
    }
}
