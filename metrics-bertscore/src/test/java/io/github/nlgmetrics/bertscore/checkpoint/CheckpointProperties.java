package io.github.nlgmetrics.bertscore.checkpoint;

import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.assertOneLine;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.assertWellFormed;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.bytes;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.nlgmetrics.bertscore.checkpoint.RandomCheckpoints.Expected;
import io.github.nlgmetrics.bertscore.checkpoint.RandomCheckpoints.Written;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Invariants over generated files: every well-formed safetensors or torch zip file gives back exactly
 * its tensors (views gathered, big-endian swapped, rows as slices); a truncated one is always refused;
 * a damaged one is read or refused in one line naming the file, never anything else; a pickle naming
 * any foreign global or opcode anywhere is refused by name.
 */
class CheckpointProperties {
    private static final long SEED = 20261128L;
    private static final List<String> HOSTILE = List.of("posix\nsystem", "os\nsystem", "builtins\neval", "builtins\nexec",
            "subprocess\ncheck_output", "torch\nload", "__builtin__\ngetattr", "nt\nsystem", "torch._utils\n_rebuild_qtensor",
            "numpy\ndtype", "collections\ndefaultdict", "webbrowser\nopen");

    @TempDir
    Path tmp;

    private Written make(long seed, boolean torch) {
        try {
            Path file = tmp.resolve("f" + Long.toHexString(seed) + (torch ? ".bin" : ".safetensors"));
            return torch ? RandomCheckpoints.torch(file, seed) : RandomCheckpoints.safetensors(file, seed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Checkpoint open(Path file) {
        return file.toString().endsWith(".bin") ? Checkpoints.torch(file) : Checkpoints.safetensors(file);
    }

    private void assertReadsBack(Written w, long seed) {
        Random r = new Random(~seed);
        try (Checkpoint c = open(w.file())) {
            assertEquals(List.copyOf(w.tensors().keySet()), c.names());
            for (Map.Entry<String, Expected> e : w.tensors().entrySet()) {
                Expected x = e.getValue();
                Tensor t = c.tensor(e.getKey());
                assertWellFormed(t);
                assertEquals(x.dtype(), t.dtype());
                assertArrayEquals(x.shape(), t.shape());
                assertArrayEquals(x.bytes(), bytes(t), e.getKey());
                if (x.shape().length > 0) {
                    int first = r.nextInt((int) x.shape()[0] + 1);
                    int count = r.nextInt((int) x.shape()[0] - first + 1);
                    int rowBytes = (int) (Tensor.elements(x.shape()) / Math.max(1, x.shape()[0])) * x.dtype().size();
                    byte[] expected = x.shape()[0] == 0 ? new byte[0]
                            : Arrays.copyOfRange(x.bytes(), first * rowBytes, (first + count) * rowBytes);
                    Tensor part = c.rows(e.getKey(), first, count);
                    assertWellFormed(part);
                    assertArrayEquals(expected, bytes(part), e.getKey() + " rows " + first + "+" + count);
                }
            }
        }
    }

    @Test
    void aSafetensorsFileGivesBackExactlyItsTensors() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Written w = make(seed, false);
            assertReadsBack(w, seed);
        });
    }

    @Test
    void aTorchZipGivesBackEachViewAsTorchWouldMakeItContiguous() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Written w = make(seed, true);
            assertReadsBack(w, seed);
        });
    }

    @Test
    void aTruncatedFileIsAlwaysRefusedInOneLine() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Written w = make(seed, seed % 2 == 0);
            try {
                byte[] all = Files.readAllBytes(w.file());
                int keep = new Random(seed).nextInt(all.length);
                Files.write(w.file(), Arrays.copyOf(all, keep));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            refused(w.file(), () -> readEverything(w.file()));
        });
    }

    @Test
    void aDamagedFileIsReadOrRefusedInOneLineAndNothingElse() {
        qt().withFixedSeed(SEED).withExamples(400).forAll(longs().all()).checkAssert(seed -> {
            Written w = make(seed, seed % 2 == 0);
            Random r = new Random(seed);
            try {
                byte[] all = Files.readAllBytes(w.file());
                int flips = 1 + r.nextInt(4);
                for (int i = 0; i < flips; i++) {
                    int at = switch (r.nextInt(3)) {
                        case 0 -> r.nextInt(Math.min(all.length, 600));
                        case 1 -> all.length - 1 - r.nextInt(Math.min(all.length, 300));
                        default -> r.nextInt(all.length);
                    };
                    all[at] = r.nextBoolean() ? (byte) r.nextInt(256) : (byte) (all[at] ^ (1 << r.nextInt(8)));
                }
                Files.write(w.file(), all);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            try {
                readEverything(w.file());
            } catch (IllegalArgumentException e) {
                assertOneLine(w.file(), e);
            }
        });
    }

    @Test
    void aForeignGlobalAnywhereInThePickleIsRefusedByName() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            Written w = make(seed, true);
            String global = HOSTILE.get(r.nextInt(HOSTILE.size()));
            byte[] inserted = ("c" + global + "\n").getBytes(StandardCharsets.UTF_8);
            Path hostile = insertIntoPickle(w, r, inserted);
            String m = refused(hostile, () -> readEverything(hostile));
            assertTrue(m.contains("the global " + global.replace('\n', '.')) && m.contains("nothing is executed"), m);
        });
    }

    @Test
    void aForeignOpcodeAnywhereInThePickleIsRefusedByName() {
        int[] foreign = {'i', 'o', 0x81, 0x92, 'P', 'I', 'L', 'F', 'S', 'V', 'g', 'p', 0x82, 0x83, 0x84, 'T', 'U', 0x8f, 0x90,
            0x91, 0x96, 0x97, 0x98, 0xfe, 0x0a, 'Z'};
        qt().withFixedSeed(SEED).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            Written w = make(seed, true);
            int op = foreign[r.nextInt(foreign.length)];
            Path hostile = insertIntoPickle(w, r, new byte[] {(byte) op});
            String m = refused(hostile, () -> readEverything(hostile));
            assertTrue(m.contains("pickle opcode 0x" + Integer.toHexString(op)) && m.contains("refused"), m);
        });
    }

    /** A copy of the file with {@code inserted} at a random opcode boundary of its pickle (after PROTO). */
    private Path insertIntoPickle(Written w, Random r, byte[] inserted) {
        try {
            String name = w.file().getFileName().toString();
            Path out = tmp.resolve("hostile-" + name);
            List<Integer> b = w.boundaries();
            int at = b.get(1 + r.nextInt(b.size() - 1));
            byte[] pickle = zipRecords(w.file()).get("archive/data.pkl");
            byte[] changed = new byte[pickle.length + inserted.length];
            System.arraycopy(pickle, 0, changed, 0, at);
            System.arraycopy(inserted, 0, changed, at, inserted.length);
            System.arraycopy(pickle, at, changed, at + inserted.length, pickle.length - at);
            List<TorchZipWriter.Record> records = new ArrayList<>();
            records.add(TorchZipWriter.Record.of("archive/data.pkl", changed));
            for (var e : zipRecords(w.file()).entrySet()) {
                if (!e.getKey().equals("archive/data.pkl")) {
                    records.add(TorchZipWriter.Record.of(e.getKey(), e.getValue()));
                }
            }
            TorchZipWriter.write(out, records, false);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every record of a zip written by {@link TorchZipWriter}, through the JDK's own zip reader. */
    private static Map<String, byte[]> zipRecords(Path file) throws IOException {
        Map<String, byte[]> out = new java.util.LinkedHashMap<>();
        try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(file.toFile())) {
            for (var e : java.util.Collections.list(z.entries())) {
                out.put(e.getName(), z.getInputStream(e).readAllBytes());
            }
        }
        return out;
    }

    /** Opens the file and reads every tensor and its first row. */
    private static void readEverything(Path file) {
        try (Checkpoint c = open(file)) {
            for (String n : c.names()) {
                Tensor t = c.tensor(n);
                assertEquals(t.elements() * t.dtype().size(), t.data().capacity());
                if (t.shape().length > 0 && t.shape()[0] > 0) {
                    c.rows(n, 0, 1);
                }
            }
        }
    }
}
