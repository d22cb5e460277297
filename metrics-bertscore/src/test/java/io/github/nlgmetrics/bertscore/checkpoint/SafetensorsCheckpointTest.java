package io.github.nlgmetrics.bertscore.checkpoint;

import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.assertWellFormed;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.bytes;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.bertscore.checkpoint.SafetensorsWriter.Entry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** safetensors files: what is read, and each way a file can be wrong, refused in one line naming the file. */
class SafetensorsCheckpointTest {
    @TempDir
    Path tmp;

    static byte[] random(long seed, int n) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }

    @Test
    void tensorsMetadataAndHeaderOrderAreReadAsWritten() throws IOException {
        Path file = tmp.resolve("model.safetensors");
        List<Entry> entries = List.of(
                new Entry("z.weight", DType.F32, new long[] {3, 4}, random(1, 48)),
                new Entry("a.bias", DType.BF16, new long[] {5}, random(2, 10)),
                new Entry("m.half", DType.F16, new long[] {2, 1, 3}, random(3, 12)),
                new Entry("ids", DType.I64, new long[] {1, 2}, random(4, 16)),
                new Entry("scalar", DType.F64, new long[] {}, random(5, 8)),
                new Entry("empty", DType.F32, new long[] {0, 7}, new byte[0]),
                new Entry("mask", DType.BOOL, new long[] {3}, new byte[] {1, 0, 1}));
        SafetensorsWriter.write(file, entries, Map.of("format", "pt"));
        try (Checkpoint c = Checkpoints.safetensors(file)) {
            assertEquals(entries.stream().map(Entry::name).toList(), c.names());
            assertEquals(Map.of("format", "pt"), c.metadata());
            assertEquals("model.safetensors", c.describe());
            for (Entry e : entries) {
                Tensor t = c.tensor(e.name());
                assertWellFormed(t);
                assertEquals(e.dtype(), t.dtype());
                assertEquals(e.dtype(), c.dtype(e.name()));
                assertArrayEquals(e.shape(), t.shape());
                assertArrayEquals(e.data(), bytes(t), e.name());
            }
        }
    }

    @Test
    void rowsAreTheRowsOfDimensionZero() throws IOException {
        Path file = tmp.resolve("rows.safetensors");
        byte[] data = random(7, 5 * 3 * 4);
        SafetensorsWriter.write(file, List.of(new Entry("w", DType.F32, new long[] {5, 3}, data),
                new Entry("s", DType.F32, new long[] {}, random(8, 4))), Map.of());
        try (Checkpoint c = Checkpoints.safetensors(file)) {
            Tensor part = c.rows("w", 1, 3);
            assertWellFormed(part);
            assertArrayEquals(new long[] {3, 3}, part.shape());
            assertArrayEquals(Arrays.copyOfRange(data, 12, 48), bytes(part));
            assertEquals(0, c.rows("w", 5, 0).data().capacity());
            assertTrue(refused(file, () -> c.rows("w", 4, 2)).contains("outside tensor 'w'"));
            assertTrue(refused(file, () -> c.rows("w", -1, 1)).contains("outside"));
            assertTrue(refused(file, () -> c.rows("s", 0, 1)).contains("scalar"));
        }
    }

    @Test
    void anAbsentTensorNamesTheFile() throws IOException {
        Path file = tmp.resolve("one.safetensors");
        SafetensorsWriter.write(file, List.of(new Entry("a", DType.F32, new long[] {1}, new byte[4])), Map.of());
        try (Checkpoint c = Checkpoints.safetensors(file)) {
            assertTrue(refused(file, () -> c.tensor("bert.a")).contains("no tensor named 'bert.a'"));
            assertTrue(refused(file, () -> c.shape("b")).contains("no tensor named 'b'"));
        }
    }

    @Test
    void aClosedCheckpointSaysSoAndItsBuffersStayValid() throws IOException {
        Path file = tmp.resolve("c.safetensors");
        byte[] data = random(9, 16);
        SafetensorsWriter.write(file, List.of(new Entry("a", DType.F32, new long[] {4}, data)), Map.of());
        Checkpoint c = Checkpoints.safetensors(file);
        Tensor t = c.tensor("a");
        c.close();
        assertArrayEquals(data, bytes(t));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> c.tensor("a"));
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
    }

    /** A corrupt file: its header (or raw bytes), its data, and what the one-line message must say. */
    static Stream<Arguments> corrupt() {
        String f32x2 = "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}";
        return Stream.of(
                Arguments.of("an unknown dtype", "{\"a\":{\"dtype\":\"F8_E4M3\",\"shape\":[2],\"data_offsets\":[0,2]}}", 2,
                        "dtype 'F8_E4M3'"),
                Arguments.of("a dtype that is no string", "{\"a\":{\"dtype\":4,\"shape\":[2],\"data_offsets\":[0,8]}}", 8,
                        "no \"dtype\""),
                Arguments.of("a negative dimension", "{\"a\":{\"dtype\":\"F32\",\"shape\":[-2],\"data_offsets\":[0,8]}}", 8,
                        "not a non-negative integer"),
                Arguments.of("a fractional dimension", "{\"a\":{\"dtype\":\"F32\",\"shape\":[2.5],\"data_offsets\":[0,8]}}", 8,
                        "not a non-negative integer"),
                Arguments.of("no shape", "{\"a\":{\"dtype\":\"F32\",\"data_offsets\":[0,8]}}", 8, "\"shape\" is not an array"),
                Arguments.of("three offsets", "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,4,8]}}", 8,
                        "\"data_offsets\" is not an array of 2"),
                Arguments.of("offsets that end before they begin",
                        "{\"a\":{\"dtype\":\"F32\",\"shape\":[0],\"data_offsets\":[8,0]}}", 8, "end before they begin"),
                Arguments.of("offsets too short for the shape",
                        "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,4]}}", 4, "hold 4 bytes but F32 [2] needs 8"),
                Arguments.of("a shape that overflows",
                        "{\"a\":{\"dtype\":\"F32\",\"shape\":[4611686018427387904,4],\"data_offsets\":[0,8]}}", 8, "overflows"),
                Arguments.of("overlapping tensors",
                        f32x2 + ",\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}", 12, "overlaps tensor 'a'"),
                Arguments.of("a gap between tensors",
                        f32x2 + ",\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[12,20]}}", 20, "has a gap"),
                Arguments.of("trailing bytes", f32x2 + "}", 12, "cover 8 bytes of data but the file holds 12"),
                Arguments.of("a truncated file", f32x2 + "}", 5, "run past the end of the file"),
                Arguments.of("metadata that is not strings", "{\"__metadata__\":{\"format\":1}}", 0, "is not a string"),
                Arguments.of("a duplicate name", f32x2 + "," + f32x2.substring(1) + "}", 8, "Duplicate field 'a'"),
                Arguments.of("a header that is not JSON", "{\"a\": {\"dtype\": ", 0, "not valid JSON"),
                Arguments.of("a header that is not an object", "[1, 2]", 0, "does not start with '{'"),
                Arguments.of("a tensor entry that is not an object", "{\"a\": 3}", 0, "not a JSON object"),
                Arguments.of("TensorFlow weights", "{\"__metadata__\":{\"format\":\"tf\"}}", 0, "format 'tf'"),
                Arguments.of("a name with a newline", "{\"a\\nb\":{\"dtype\":\"X\",\"shape\":[],\"data_offsets\":[0,0]}}", 0,
                        "tensor 'a\\u000ab'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corrupt")
    void aCorruptHeaderIsOneLineNamingTheFileAndTheFault(String what, String header, int dataBytes, String says)
            throws IOException {
        Path file = tmp.resolve("corrupt.safetensors");
        SafetensorsWriter.writeRaw(file, header, new byte[dataBytes]);
        String m = refused(file, () -> Checkpoints.safetensors(file));
        assertTrue(m.contains(says), () -> what + ": " + m);
    }

    @Test
    void aHeaderLengthPastTheFileOrTheLimitIsRefused() throws IOException {
        Path file = tmp.resolve("length.safetensors");
        SafetensorsWriter.writeRaw(file, 1000, "{}".getBytes(StandardCharsets.UTF_8), new byte[0]);
        assertTrue(refused(file, () -> Checkpoints.safetensors(file)).contains("runs past the end of the file (10 bytes)"));
        SafetensorsWriter.writeRaw(file, 200_000_000L, "{}".getBytes(StandardCharsets.UTF_8), new byte[0]);
        assertTrue(refused(file, () -> Checkpoints.safetensors(file)).contains("over the format's limit"));
        SafetensorsWriter.writeRaw(file, -1L, new byte[0], new byte[0]);
        assertTrue(refused(file, () -> Checkpoints.safetensors(file)).contains("18446744073709551615"));
        Files.write(file, new byte[] {1, 2, 3});
        assertTrue(refused(file, () -> Checkpoints.safetensors(file)).contains("shorter than the 8-byte header length"));
    }

    @Test
    void aGitLfsPointerOrAMissingFileIsNamedAsSuch() throws IOException {
        Path file = tmp.resolve("model.safetensors");
        Files.writeString(file, "version https://git-lfs.github.com/spec/v1\noid sha256:ab\nsize 4056648\n");
        assertTrue(refused(file, () -> Checkpoints.safetensors(file)).contains("Git LFS pointer"));
        Path none = tmp.resolve("none.safetensors");
        assertTrue(refused(none, () -> Checkpoints.safetensors(none)).contains("no such file"));
        assertTrue(refused(tmp, () -> Checkpoints.safetensors(tmp)).contains("not a regular file"));
    }

    @Test
    void aFileWithoutMetadataIsRead() throws IOException {
        Path file = tmp.resolve("bare.safetensors");
        SafetensorsWriter.write(file, List.of(new Entry("a", DType.U8, new long[] {2}, new byte[] {7, 9})), Map.of());
        try (Checkpoint c = Checkpoints.safetensors(file)) {
            assertEquals(Map.of(), c.metadata());
            assertArrayEquals(new byte[] {7, 9}, bytes(c.tensor("a")));
        }
    }
}
