package io.github.nlgmetrics.bertscore.checkpoint;

import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.assertWellFormed;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.bytes;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Files written by the real {@code torch.save} (torch 1.13.1; {@code make-torch-fixtures.py} in the test
 * resources made them and {@code expected.json}, the bytes of each tensor made contiguous by torch):
 * a module's {@code state_dict()} with every dtype, a scalar, an empty tensor, strided views, tied
 * storages and an expanded (stride 0) view; {@code nn.Parameter}s ({@code _rebuild_parameter});
 * pickle protocol 4 (FRAME, STACK_GLOBAL, MEMOIZE); the legacy format; a pickle naming
 * {@code posix.system}.
 */
class TorchFixturesTest {
    private static final String FOLDER = "/io/github/nlgmetrics/bertscore/checkpoint/";

    @TempDir
    Path tmp;

    static Path fixture(Path tmp, String name) throws IOException {
        Path p = tmp.resolve(name);
        try (InputStream in = TorchFixturesTest.class.getResourceAsStream(FOLDER + name)) {
            Files.copy(in, p, StandardCopyOption.REPLACE_EXISTING);
        }
        return p;
    }

    static Stream<String> savedFiles() {
        return Stream.of("torch-kinds.bin", "torch-parameters.bin", "torch-protocol4.bin");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("savedFiles")
    void everyTensorIsTheBytesTorchHadInCOrder(String file) throws IOException {
        JsonNode expected;
        try (InputStream in = getClass().getResourceAsStream(FOLDER + "expected.json")) {
            expected = new ObjectMapper().readTree(in).get(file);
        }
        List<String> names = new ArrayList<>();
        expected.fieldNames().forEachRemaining(names::add);
        try (Checkpoint c = Checkpoints.torch(fixture(tmp, file))) {
            assertEquals(names, c.names(), "the state dict's order");
            for (String n : names) {
                JsonNode e = expected.get(n);
                Tensor t = c.tensor(n);
                assertWellFormed(t);
                assertEquals(e.get("dtype").asText(), t.dtype().name(), n);
                long[] shape = new long[e.get("shape").size()];
                for (int i = 0; i < shape.length; i++) {
                    shape[i] = e.get("shape").get(i).asLong();
                }
                assertArrayEquals(shape, t.shape(), n);
                assertEquals(e.get("hex").asText(), HexFormat.of().formatHex(bytes(t)), n);
            }
        }
    }

    @Test
    void theKindsFileCoversWhatItClaims() throws IOException {
        try (Checkpoint c = Checkpoints.torch(fixture(tmp, "torch-kinds.bin"))) {
            for (DType t : DType.values()) {
                assertTrue(c.names().stream().anyMatch(n -> c.dtype(n) == t), "a tensor of " + t);
            }
            assertArrayEquals(new long[0], c.shape("shape.scalar"));
            assertEquals(3.25f, c.tensor("shape.scalar").data().getFloat(0));
            assertEquals(0, c.tensor("shape.empty").data().capacity());
            assertEquals(c.tensor("tied.a").data(), c.tensor("tied.b").data());
            Tensor transposed = c.tensor("view.transposed");
            Tensor base = c.tensor("tied.a");
            assertEquals(base.data().getFloat(4 * (6 + 1)), transposed.data().getFloat(4 * (4 + 1)), "base[1][1] == t[1][1]");
            assertEquals(base.data().getFloat(4 * 2), transposed.data().getFloat(4 * (2 * 4)), "base[0][2] == t[2][0]");
        }
    }

    @Test
    void rowsOfAStridedViewAreItsRows() throws IOException {
        try (Checkpoint c = Checkpoints.torch(fixture(tmp, "torch-kinds.bin"))) {
            Tensor whole = c.tensor("view.every_other");
            Tensor part = c.rows("view.every_other", 1, 2);
            assertArrayEquals(new long[] {2, 3}, part.shape());
            assertWellFormed(part);
            byte[] all = bytes(whole);
            byte[] expected = java.util.Arrays.copyOfRange(all, 3 * 4, 3 * 4 * 3);
            assertArrayEquals(expected, bytes(part));
        }
    }

    @Test
    void tiedTensorsAreViewsOfOneMappingOfTheirStorage() throws IOException {
        Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/self/maps")), "needs Linux's /proc/self/maps");
        Path file = fixture(tmp, "torch-kinds.bin");
        try (Checkpoint c = Checkpoints.torch(file)) {
            List<Tensor> held = new ArrayList<>();
            for (String n : List.of("tied.a", "tied.b", "tied.row", "view.sliced")) {
                held.add(c.tensor(n));
            }
            long maps = Files.readAllLines(Path.of("/proc/self/maps")).stream().filter(l -> l.endsWith(file.toString())).count();
            assertEquals(1, maps, "one mapping of the file for four tensors on one storage");
            assertEquals(4, held.size());
        }
    }

    @Test
    void theLegacyFormatIsRefusedWithWhatToDo() throws IOException {
        Path file = fixture(tmp, "torch-legacy.bin");
        String m = refused(file, () -> Checkpoints.torch(file));
        assertTrue(m.contains("legacy format") && m.contains("re-save") && m.contains("safetensors"), m);
    }

    @Test
    void aPickleNamingOsSystemIsRefusedAndNothingRuns() throws IOException {
        Path file = fixture(tmp, "torch-hostile.bin");
        String m = refused(file, () -> Checkpoints.torch(file));
        assertTrue(m.contains("posix.system") && m.contains("nothing is executed"), m);
    }
}
