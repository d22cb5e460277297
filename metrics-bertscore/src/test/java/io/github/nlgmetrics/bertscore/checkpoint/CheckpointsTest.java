package io.github.nlgmetrics.bertscore.checkpoint;

import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.bytes;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.bertscore.checkpoint.PickleWriter.TensorSpec;
import io.github.nlgmetrics.bertscore.checkpoint.SafetensorsWriter.Entry;
import io.github.nlgmetrics.bertscore.checkpoint.TorchZipWriter.Record;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Checkpoints#open}: the weight file transformers 4.26.1's {@code from_pretrained} chooses in a
 * folder (safetensors first, then its index, then {@code pytorch_model.bin}, then its index), through a
 * hub cache's symbolic links; sharded indexes and their faults.
 */
class CheckpointsTest {
    @TempDir
    Path tmp;

    /** {@code model.safetensors} in {@code dir} holding one F32 tensor {@code name} = {@code value}. */
    static void safetensors(Path file, String name, float value) throws IOException {
        byte[] b = new byte[4];
        java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN).putFloat(value);
        SafetensorsWriter.write(file, List.of(new Entry(name, DType.F32, new long[] {1}, b)), Map.of("format", "pt"));
    }

    /** A torch zip holding one F32 tensor {@code name} = {@code value}. */
    static void torch(Path file, String name, float value) throws IOException {
        byte[] b = new byte[4];
        java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN).putFloat(value);
        byte[] pickle = PickleWriter.stateDict(List.of(new TensorSpec(name, DType.F32, "0", 1, 0, new long[] {1},
                new long[] {1}, false)), true).bytes();
        TorchZipWriter.write(file, TorchZipWriter.checkpoint("pytorch_model", pickle, List.of(Record.of("0", b))), false);
    }

    static float value(Checkpoint c, String name) {
        return c.tensor(name).data().getFloat(0);
    }

    @Test
    void transformersOrderDecidesWhichFileIsRead() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("model"));
        torch(dir.resolve("pytorch_model-00001-of-00001.bin"), "x", 4f);
        Files.writeString(dir.resolve("pytorch_model.bin.index.json"),
                "{\"metadata\": {}, \"weight_map\": {\"x\": \"pytorch_model-00001-of-00001.bin\"}}");
        try (Checkpoint c = Checkpoints.open(dir)) {
            assertEquals(4f, value(c, "x"));
            assertEquals("pytorch_model-0000k-of-00001.bin (1 shard)", c.describe());
        }
        torch(dir.resolve("pytorch_model.bin"), "x", 3f);
        try (Checkpoint c = Checkpoints.open(dir)) {
            assertEquals(3f, value(c, "x"), "pytorch_model.bin before its index");
        }
        safetensors(dir.resolve("model-00001-of-00001.safetensors"), "x", 2f);
        Files.writeString(dir.resolve("model.safetensors.index.json"),
                "{\"weight_map\": {\"x\": \"model-00001-of-00001.safetensors\"}}");
        try (Checkpoint c = Checkpoints.open(dir)) {
            assertEquals(2f, value(c, "x"), "the safetensors index before pytorch_model.bin");
        }
        safetensors(dir.resolve("model.safetensors"), "x", 1f);
        try (Checkpoint c = Checkpoints.open(dir)) {
            assertEquals(1f, value(c, "x"), "model.safetensors first");
            assertEquals("model.safetensors", c.describe());
        }
    }

    @Test
    void aHubCacheSnapshotIsReadThroughItsLinksIntoBlobs() throws IOException {
        Path repo = tmp.resolve("hub/models--org--tiny");
        Path blob = Files.createDirectories(repo.resolve("blobs")).resolve("5d1c0a");
        safetensors(blob, "embeddings.word_embeddings.weight", 7f);
        Path snapshot = Files.createDirectories(repo.resolve("snapshots/0123abc"));
        Files.createSymbolicLink(snapshot.resolve("model.safetensors"), Path.of("../../blobs/5d1c0a"));
        Files.createSymbolicLink(snapshot.resolve("pytorch_model.bin"), Path.of("../../blobs/missing"));
        try (Checkpoint c = Checkpoints.open(snapshot)) {
            assertEquals(7f, value(c, "embeddings.word_embeddings.weight"));
        }
        Files.delete(snapshot.resolve("model.safetensors"));
        String m = refused(snapshot, () -> Checkpoints.open(snapshot));
        assertTrue(m.contains("no weights"), "a dangling link is no file, as for os.path.isfile: " + m);
    }

    @Test
    void aFolderWithoutWeightsListsTheFilesLookedFor() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("empty"));
        String m = refused(dir, () -> Checkpoints.open(dir));
        assertTrue(m.contains("model.safetensors, model.safetensors.index.json, pytorch_model.bin, pytorch_model.bin.index.json"),
                m);
        Files.writeString(dir.resolve("tf_model.h5"), "");
        assertTrue(refused(dir, () -> Checkpoints.open(dir)).contains("TensorFlow weights (tf_model.h5)"));
        Path flax = Files.createDirectory(tmp.resolve("flax"));
        Files.writeString(flax.resolve("flax_model.msgpack"), "");
        assertTrue(refused(flax, () -> Checkpoints.open(flax)).contains("Flax weights"));
        Path none = tmp.resolve("none");
        assertTrue(refused(none, () -> Checkpoints.open(none)).contains("no such model folder"));
        Path file = Files.writeString(tmp.resolve("file"), "");
        assertTrue(refused(file, () -> Checkpoints.open(file)).contains("not a model folder"));
    }

    @Test
    void aShardedIndexReadsEachShardLazilyInTheIndexOrder() throws IOException {
        safetensors(tmp.resolve("first.safetensors"), "b", 1f);
        torch(tmp.resolve("second.bin"), "a", 2f);
        Path index = Files.writeString(tmp.resolve("mixed.index.json"),
                "{\"weight_map\": {\"b\": \"first.safetensors\", \"a\": \"second.bin\"}}");
        try (Checkpoint c = Checkpoints.sharded(index)) {
            assertEquals(List.of("b", "a"), c.names());
            assertEquals("mixed.index.json (2 shards)", c.describe());
            assertEquals(2f, value(c, "a"));
            assertEquals(1f, value(c, "b"));
            assertArrayEquals(new long[] {1}, c.rows("a", 0, 1).shape());
            assertTrue(refused(index, () -> c.tensor("c")).contains("no tensor named 'c'"));
        }
    }

    @Test
    void aShardedIndexWithAMissingOrWrongShardIsOneLine() throws IOException {
        safetensors(tmp.resolve("s1.safetensors"), "a", 1f);
        Path missing = Files.writeString(tmp.resolve("missing.index.json"),
                "{\"weight_map\": {\"a\": \"s1.safetensors\", \"b\": \"s2.safetensors\", \"c\": \"s2.safetensors\"}}");
        assertTrue(refused(missing, () -> Checkpoints.sharded(missing)).contains("the shard s2.safetensors (holding 'b') is missing"));
        Path wrong = Files.writeString(tmp.resolve("wrong.index.json"), "{\"weight_map\": {\"z\": \"s1.safetensors\"}}");
        try (Checkpoint c = Checkpoints.sharded(wrong)) {
            assertTrue(refused(wrong, () -> c.tensor("z")).contains("places 'z' in s1.safetensors, which has no such tensor"));
        }
        Path outside = Files.writeString(tmp.resolve("outside.index.json"), "{\"weight_map\": {\"a\": \"../s1.safetensors\"}}");
        assertTrue(refused(outside, () -> Checkpoints.sharded(outside)).contains("not a file beside the index"));
        Path noMap = Files.writeString(tmp.resolve("nomap.index.json"), "{\"metadata\": {}}");
        assertTrue(refused(noMap, () -> Checkpoints.sharded(noMap)).contains("no \"weight_map\""));
        Path notJson = Files.writeString(tmp.resolve("bad.index.json"), "{\"weight_map\": ");
        assertTrue(refused(notJson, () -> Checkpoints.sharded(notJson)).contains("not a JSON index"));
        Path notString = Files.writeString(tmp.resolve("num.index.json"), "{\"weight_map\": {\"a\": 3}}");
        assertTrue(refused(notString, () -> Checkpoints.sharded(notString)).contains("is not a file name"));
    }

    @Test
    void aCorruptShardIsNamedWhenItIsFirstRead() throws IOException {
        Files.writeString(tmp.resolve("bad.safetensors"), "not safetensors");
        Path index = Files.writeString(tmp.resolve("i.index.json"), "{\"weight_map\": {\"a\": \"bad.safetensors\"}}");
        try (Checkpoint c = Checkpoints.sharded(index)) {
            refused(tmp.resolve("bad.safetensors"), () -> c.tensor("a"));
        }
    }

    @Test
    void aClosedShardedCheckpointSaysSo() throws IOException {
        safetensors(tmp.resolve("s.safetensors"), "a", 5f);
        Path index = Files.writeString(tmp.resolve("c.index.json"), "{\"weight_map\": {\"a\": \"s.safetensors\"}}");
        Checkpoint c = Checkpoints.sharded(index);
        Tensor a = c.tensor("a");
        c.close();
        assertEquals(5f, a.data().getFloat(0));
        assertArrayEquals(bytes(a), bytes(a));
        assertThrows(IllegalStateException.class, () -> c.tensor("a"));
    }
}
