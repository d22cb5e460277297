package io.github.nlgmetrics.bertscore.checkpoint;

import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.assertWellFormed;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.bytes;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Checkpoints past 2 GiB and 4 GiB load: sparse files (the big zero tensors are holes, so each file
 * costs a few KB of disk and milliseconds to write) with real tensors stored past those offsets, read
 * back bit for bit; a tensor past 2 GiB is refused by {@code tensor} and read in pieces by {@code rows}.
 */
class LargeCheckpointTest {
    private static final long GIB = 1L << 30;

    @TempDir
    Path tmp;

    @Test
    void aSafetensorsFilePast4GiBLoads() throws IOException {
        byte[] past2g = SafetensorsCheckpointTest.random(11, 3 * 5 * 4);
        byte[] past4g = SafetensorsCheckpointTest.random(12, 4 * 4 * 4);
        byte[] bf16 = SafetensorsCheckpointTest.random(13, 7 * 2);
        long zerosA = 655_360;
        long zerosB = 524_288;
        Path file = tmp.resolve("model.safetensors");
        SafetensorsWriter.write(file, List.of(
                new Entry("zeros.a", DType.F32, new long[] {zerosA, 1024}, null),
                new Entry("past2g", DType.F32, new long[] {3, 5}, past2g),
                new Entry("zeros.b", DType.F32, new long[] {zerosB, 1024}, null),
                new Entry("past4g", DType.F32, new long[] {4, 4}, past4g),
                new Entry("past4g.bf16", DType.BF16, new long[] {7}, bf16)), Map.of("format", "pt"));
        assertTrue(Files.size(file) > 4 * GIB + GIB / 2, "the file is past 4.5 GiB");
        try (Checkpoint c = Checkpoints.open(tmp)) {
            assertArrayEquals(past2g, bytes(c.tensor("past2g")));
            assertArrayEquals(past4g, bytes(c.tensor("past4g")));
            assertArrayEquals(bf16, bytes(c.tensor("past4g.bf16")));
            assertWellFormed(c.tensor("past4g"));
            assertArrayEquals(new long[] {zerosA, 1024}, c.shape("zeros.a"));
            String m = refused(file, () -> c.tensor("zeros.a"));
            assertTrue(m.contains("more than one buffer holds") && m.contains("rows()"), m);
            assertZeroRows(c.rows("zeros.a", zerosA - 2, 2), 2);
            assertZeroRows(c.rows("zeros.b", zerosB - 1, 1), 1);
            Tensor justUnder2GiB = c.rows("zeros.b", 1, (int) (zerosB - 1));
            assertEquals((zerosB - 1) * 4096, justUnder2GiB.data().capacity());
            assertEquals(0f, justUnder2GiB.data().getFloat(justUnder2GiB.data().capacity() - 4));
            refused(file, () -> c.rows("zeros.b", 0, (int) zerosB));
        }
    }

    @Test
    void aTorchZipPast4GiBLoadsThroughZip64() throws IOException {
        long bigRows = 1_310_720;
        long bigNumel = bigRows * 1024;
        byte[] small = SafetensorsCheckpointTest.random(21, 15 * 4);
        byte[] half = SafetensorsCheckpointTest.random(22, 7 * 2);
        List<TensorSpec> specs = List.of(
                new TensorSpec("big", DType.F32, "0", bigNumel, 0, new long[] {bigRows, 1024}, new long[] {1024, 1}, false),
                new TensorSpec("big.tail", DType.F32, "0", bigNumel, bigNumel - 8, new long[] {8}, new long[] {1}, false),
                new TensorSpec("small", DType.F32, "1", 15, 0, new long[] {3, 5}, new long[] {5, 1}, true),
                new TensorSpec("small.t", DType.F32, "1", 15, 0, new long[] {5, 3}, new long[] {1, 5}, false),
                new TensorSpec("half", DType.F16, "2", 7, 0, new long[] {7}, new long[] {1}, false));
        Path file = tmp.resolve("pytorch_model.bin");
        TorchZipWriter.write(file, TorchZipWriter.checkpoint("pytorch_model", PickleWriter.stateDict(specs, true).bytes(),
                List.of(Record.hole("0", bigNumel * 4), Record.of("1", small), Record.of("2", half))), false);
        assertTrue(Files.size(file) > 5 * GIB, "the file is past 5 GiB");
        try (Checkpoint c = Checkpoints.open(tmp)) {
            assertArrayEquals(small, bytes(c.tensor("small")));
            assertArrayEquals(half, bytes(c.tensor("half")));
            Tensor t = c.tensor("small.t");
            assertWellFormed(t);
            for (int i = 0; i < 5; i++) {
                for (int j = 0; j < 3; j++) {
                    assertEquals(c.tensor("small").data().getFloat(4 * (j * 5 + i)), t.data().getFloat(4 * (i * 3 + j)));
                }
            }
            assertZeroRows(c.tensor("big.tail"), 8 / 1024.0);
            refused(file, () -> c.tensor("big"));
            assertZeroRows(c.rows("big", bigRows - 3, 3), 3);
        }
    }

    private static void assertZeroRows(Tensor t, double rows) {
        assertWellFormed(t);
        assertEquals((long) (rows * 1024 * 4), t.data().capacity());
        byte[] b = bytes(t);
        for (byte x : b) {
            assertEquals(0, x);
        }
    }
}
