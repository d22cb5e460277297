package io.github.nlgmetrics.bertscore.checkpoint;

import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.assertWellFormed;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.sha256;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The nine checkpoints of {@code ../shared/data/bertscore-models} (bertscore-hf.csv's models), read as
 * an independent reader reads them: {@code bertscore-models.tsv} holds each tensor's dtype, shape and
 * SHA-256 as torch.load (the {@code .bin} files) and a plain json/struct reading (the
 * {@code .safetensors} files) saw them ({@code make-bertscore-models-manifest.py}).
 */
class SharedModelsCheckpointTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One manifest row. */
    record Row(String tensor, String dtype, String shape, String sha256) {
    }

    /** folder -> file -> rows in the file's order. */
    static Map<String, Map<String, List<Row>>> manifest() throws IOException {
        Map<String, Map<String, List<Row>>> out = new TreeMap<>();
        try (InputStream in = SharedModelsCheckpointTest.class.getResourceAsStream("bertscore-models.tsv")) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            for (String line : lines.subList(2, lines.size())) {
                String[] f = line.split("\t");
                out.computeIfAbsent(f[0], k -> new TreeMap<>()).computeIfAbsent(f[1], k -> new ArrayList<>())
                        .add(new Row(f[2], f[3], f[4], f[5]));
            }
        }
        return out;
    }

    static Path models() {
        var dir = CheckpointAssertions.sharedModels();
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/bertscore-models is absent");
        return dir.get();
    }

    static Stream<Arguments> files() throws IOException {
        List<Arguments> out = new ArrayList<>();
        manifest().forEach((folder, files) -> files.forEach((file, rows) -> out.add(Arguments.of(folder, file, rows))));
        return out.stream();
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("files")
    void everyTensorOfEveryWeightFileIsWhatTheIndependentReaderSaw(String folder, String file, List<Row> rows) {
        Path p = models().resolve(folder).resolve(file);
        try (Checkpoint c = file.endsWith(".bin") ? Checkpoints.torch(p) : Checkpoints.safetensors(p)) {
            assertEquals(rows.stream().map(Row::tensor).toList(), c.names(), "names in file order");
            for (Row r : rows) {
                Tensor t = c.tensor(r.tensor());
                assertWellFormed(t);
                assertEquals(r.dtype(), t.dtype().name(), r.tensor());
                assertEquals(r.shape(), java.util.Arrays.toString(t.shape()), r.tensor());
                assertEquals(r.shape(), java.util.Arrays.toString(c.shape(r.tensor())), r.tensor());
                assertEquals(r.sha256(), sha256(t), r.tensor());
            }
        }
    }

    static Stream<Arguments> folders() {
        return Stream.of(
                Arguments.of("tiny-albert", "model.safetensors"),
                Arguments.of("tiny-bert", "model.safetensors"),
                Arguments.of("tiny-bert-cased", "pytorch_model.bin"),
                Arguments.of("tiny-deberta", "pytorch_model.bin"),
                Arguments.of("tiny-deberta-v3", "model-0000k-of-00003.safetensors (3 shards)"),
                Arguments.of("tiny-distilbert", "model.safetensors"),
                Arguments.of("tiny-electra", "pytorch_model-0000k-of-00003.bin (3 shards)"),
                Arguments.of("tiny-roberta", "model.safetensors"),
                Arguments.of("tiny-xlm-roberta", "pytorch_model.bin"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("folders")
    void openReadsTheFileTransformersChoosesAndEveryTensorMatches(String folder, String chosen) throws IOException {
        Map<String, List<Row>> files = manifest().get(folder);
        Map<String, Row> expected = new LinkedHashMap<>();
        boolean single = !chosen.contains("shards");
        for (var e : files.entrySet()) {
            if (!single || chosen.equals(e.getKey())) {
                e.getValue().forEach(r -> expected.put(r.tensor(), r));
            }
        }
        try (Checkpoint c = Checkpoints.open(models().resolve(folder))) {
            assertEquals(chosen, c.describe());
            assertEquals(new TreeSet<>(expected.keySet()), new TreeSet<>(c.names()));
            for (Row r : expected.values()) {
                assertTrue(c.contains(r.tensor()));
                assertEquals(r.dtype(), c.dtype(r.tensor()).name());
                assertEquals(r.sha256(), sha256(c.tensor(r.tensor())), r.tensor());
            }
        }
    }

    @Test
    void tinyBertsBinAndSafetensorsHoldTheSameTensorsBitForBit() {
        Path dir = models().resolve("tiny-bert");
        try (Checkpoint bin = Checkpoints.torch(dir.resolve("pytorch_model.bin"));
             Checkpoint st = Checkpoints.safetensors(dir.resolve("model.safetensors"))) {
            assertEquals(new TreeSet<>(bin.names()), new TreeSet<>(st.names()));
            for (String n : bin.names()) {
                assertEquals(bin.tensor(n), st.tensor(n), n);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shardedFolders")
    void aShardedCheckpointIsExactlyItsIndexInTheIndexsOrder(String folder, String index) throws IOException {
        Path dir = models().resolve(folder);
        JsonNode weightMap = JSON.readTree(dir.resolve(index).toFile()).get("weight_map");
        List<String> indexOrder = new ArrayList<>();
        weightMap.fieldNames().forEachRemaining(indexOrder::add);
        try (Checkpoint c = Checkpoints.sharded(dir.resolve(index))) {
            assertEquals(indexOrder, c.names());
            Map<String, Set<String>> byShard = new TreeMap<>();
            weightMap.fields().forEachRemaining(e -> byShard.computeIfAbsent(e.getValue().asText(), k -> new TreeSet<>())
                    .add(e.getKey()));
            for (var e : byShard.entrySet()) {
                Path shard = dir.resolve(e.getKey());
                try (Checkpoint one = shard.toString().endsWith(".bin") ? Checkpoints.torch(shard) : Checkpoints.safetensors(shard)) {
                    assertEquals(e.getValue(), new TreeSet<>(one.names()), "the shard holds what the index says: " + shard);
                    for (String n : one.names()) {
                        assertEquals(one.tensor(n), c.tensor(n), n);
                        assertArrayEquals(one.shape(n), c.shape(n), n);
                    }
                }
            }
        }
    }

    static Stream<Arguments> shardedFolders() {
        return Stream.of(Arguments.of("tiny-deberta-v3", "model.safetensors.index.json"),
                Arguments.of("tiny-electra", "pytorch_model.bin.index.json"));
    }
}
