package io.github.nlgmetrics.bertscore.checkpoint;

import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.assertWellFormed;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.bytes;
import static io.github.nlgmetrics.bertscore.checkpoint.CheckpointAssertions.refused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.bertscore.checkpoint.PickleWriter.TensorSpec;
import io.github.nlgmetrics.bertscore.checkpoint.TorchZipWriter.Record;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * torch's zip format, written here opcode by opcode and record by record: what is read (byte orders,
 * ZIP64, both dict forms), and each hostile or corrupt file refused in one line naming the file.
 */
class TorchZipCheckpointTest {
    @TempDir
    Path tmp;

    static TensorSpec spec(String name, DType dtype, String key, long numel, long[] shape) {
        return new TensorSpec(name, dtype, key, numel, 0, shape, TensorSlot.contiguousStrides(shape), false);
    }

    Path write(String name, byte[] pickle, List<Record> storages, List<Record> extra, boolean zip64) throws IOException {
        Path file = tmp.resolve(name);
        List<Record> records = new ArrayList<>(TorchZipWriter.checkpoint("archive", pickle, storages));
        records.addAll(extra);
        TorchZipWriter.write(file, records, zip64);
        return file;
    }

    Path simple(String name, byte[] pickle) throws IOException {
        return write(name, pickle, List.of(Record.of("0", SafetensorsCheckpointTest.random(1, 8))), List.of(), false);
    }

    static byte[] simplePickle() {
        return PickleWriter.stateDict(List.of(spec("w", DType.F32, "0", 2, new long[] {2})), true).bytes();
    }

    @Test
    void bothDictFormsParametersAndZip64AreRead() throws IOException {
        byte[] a = SafetensorsCheckpointTest.random(2, 24);
        byte[] b = SafetensorsCheckpointTest.random(3, 6);
        List<TensorSpec> specs = List.of(spec("a", DType.F32, "0", 6, new long[] {2, 3}),
                new TensorSpec("b", DType.BF16, "1", 3, 0, new long[] {3}, new long[] {1}, true));
        for (boolean ordered : new boolean[] {true, false}) {
            for (boolean zip64 : new boolean[] {true, false}) {
                Path file = write("m" + ordered + zip64 + ".bin", PickleWriter.stateDict(specs, ordered).bytes(),
                        List.of(Record.of("0", a), Record.of("1", b)), List.of(), zip64);
                try (Checkpoint c = Checkpoints.torch(file)) {
                    assertEquals(List.of("a", "b"), c.names());
                    assertArrayEquals(a, bytes(c.tensor("a")));
                    assertArrayEquals(b, bytes(c.tensor("b")));
                    assertEquals(DType.BF16, c.dtype("b"));
                    assertEquals(file.getFileName().toString(), c.describe());
                }
            }
        }
    }

    @Test
    void aBigEndianArchiveIsByteSwappedIntoLittleEndian() throws IOException {
        ByteBuffer f32 = ByteBuffer.allocate(12).order(ByteOrder.BIG_ENDIAN).putFloat(1.5f).putFloat(-2f).putFloat(3.25f);
        ByteBuffer i64 = ByteBuffer.allocate(16).order(ByteOrder.BIG_ENDIAN).putLong(-3).putLong(1L << 40);
        byte[] u8 = {5, 6};
        List<TensorSpec> specs = List.of(spec("f", DType.F32, "0", 3, new long[] {3}),
                new TensorSpec("ft", DType.F32, "0", 3, 1, new long[] {2}, new long[] {1}, false),
                spec("l", DType.I64, "1", 2, new long[] {2}), spec("u", DType.U8, "2", 2, new long[] {2}));
        Path file = write("big.bin", PickleWriter.stateDict(specs, true).bytes(),
                List.of(Record.of("0", f32.array()), Record.of("1", i64.array()), Record.of("2", u8)),
                List.of(Record.text("archive/byteorder", "big")), false);
        try (Checkpoint c = Checkpoints.torch(file)) {
            Tensor f = c.tensor("f");
            assertWellFormed(f);
            assertEquals(1.5f, f.data().getFloat(0));
            assertEquals(3.25f, f.data().getFloat(8));
            assertEquals(-2f, c.tensor("ft").data().getFloat(0));
            assertEquals(1L << 40, c.tensor("l").data().getLong(8));
            assertArrayEquals(u8, bytes(c.tensor("u")));
        }
        Path little = write("little.bin", simplePickle(), List.of(Record.of("0", new byte[] {0, 0, (byte) 0x80, 0x3f, 0, 0, 0, 0})),
                List.of(Record.text("archive/byteorder", "little")), false);
        try (Checkpoint c = Checkpoints.torch(little)) {
            assertEquals(1f, c.tensor("w").data().getFloat(0));
        }
        Path odd = write("odd.bin", simplePickle(), List.of(Record.of("0", new byte[8])),
                List.of(Record.text("archive/byteorder", "middle")), false);
        assertTrue(refused(odd, () -> Checkpoints.torch(odd)).contains("neither little nor big"));
    }

    /** A pickle that names {@code module.name} where a state dict names an allowed global. */
    static Stream<Arguments> hostileGlobals() {
        return Stream.of(Arguments.of("posix", "system"), Arguments.of("os", "system"), Arguments.of("builtins", "eval"),
                Arguments.of("builtins", "exec"), Arguments.of("__builtin__", "getattr"), Arguments.of("subprocess", "Popen"),
                Arguments.of("torch", "load"), Arguments.of("torch.serialization", "load"),
                Arguments.of("numpy.core.multiarray", "_reconstruct"), Arguments.of("torch._utils", "_rebuild_qtensor"),
                Arguments.of("torch._utils", "_rebuild_device_tensor_from_numpy"), Arguments.of("torch", "Tensor"));
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("hostileGlobals")
    void anyOtherGlobalIsRefusedByNameWhereverItStands(String module, String name) throws IOException {
        byte[] asValue = new PickleWriter().op(0x80).u8(2).op('}').string("x").global(module, name).string("echo")
                .op(0x85).op('R').op('s').op('.').bytes();
        byte[] asStackGlobal = new PickleWriter().op(0x80).u8(4).op('}').string("x").stackGlobal(module, name)
                .op(')').op('R').op('s').op('.').bytes();
        byte[] asCallable = PickleWriter.stateDict(List.of(spec("w", DType.F32, "0", 2, new long[] {2})), true).bytes();
        asCallable = replace(asCallable, "torch._utils\n_rebuild_tensor_v2\n", module + "\n" + name + "\n");
        for (byte[] pickle : List.of(asValue, asStackGlobal, asCallable)) {
            Path file = simple("hostile.bin", pickle);
            String m = refused(file, () -> Checkpoints.torch(file));
            assertTrue(m.contains("the global " + module + "." + name) && m.contains("nothing is executed"), m);
        }
    }

    @Test
    void anUnsupportedStorageTypeIsNamed() throws IOException {
        byte[] pickle = replace(simplePickle(), "torch\nFloatStorage\n", "torch\nComplexFloatStorage\n");
        Path file = simple("complex.bin", pickle);
        assertTrue(refused(file, () -> Checkpoints.torch(file)).contains("storage type torch.ComplexFloatStorage is not supported"));
    }

    /** Opcodes a state dict never uses: each refused by name, at its offset. */
    static Stream<Arguments> refusedOpcodes() {
        return Stream.of(Arguments.of(0x69, "INST"), Arguments.of(0x6f, "OBJ"), Arguments.of(0x81, "NEWOBJ"),
                Arguments.of(0x92, "NEWOBJ_EX"), Arguments.of(0x82, "EXT1"), Arguments.of(0x50, "PERSID"),
                Arguments.of(0x49, "INT"), Arguments.of(0x53, "STRING"), Arguments.of(0x67, "GET"), Arguments.of(0xff, ""),
                Arguments.of(0x00, ""));
    }

    @ParameterizedTest(name = "0x{0} {1}")
    @MethodSource("refusedOpcodes")
    void anOpcodeOutsideTheStateDictSetIsRefusedByName(int op, String name) throws IOException {
        byte[] good = simplePickle();
        byte[] bad = new byte[good.length + 1];
        System.arraycopy(good, 0, bad, 0, 2);
        bad[2] = (byte) op;
        System.arraycopy(good, 2, bad, 3, good.length - 2);
        Path file = simple("opcode.bin", bad);
        String m = refused(file, () -> Checkpoints.torch(file));
        assertTrue(m.contains("pickle opcode 0x" + Integer.toHexString(op) + (name.isEmpty() ? "" : " (" + name + ")"))
                && m.contains("data.pkl byte 2"), m);
    }

    /** Archives that are wrong in one way, and what the message says. */
    static Stream<Arguments> corruptArchives() {
        return Stream.of(
                Arguments.of("a list, not a dict", new PickleWriter().op(0x80).u8(2).op(']').op('.').bytes(), "holds a list"),
                Arguments.of("a non-tensor value", new PickleWriter().op(0x80).u8(2).op('}').string("epoch").integer(3)
                        .op('s').op('.').bytes(), "'epoch' holds a int, not a tensor"),
                Arguments.of("a nested state dict", new PickleWriter().op(0x80).u8(2).op('}').string("model").op('}')
                        .op('s').op('.').bytes(), "not a flat state dict"),
                Arguments.of("an integer key", new PickleWriter().op(0x80).u8(2).op('}').integer(1).integer(2)
                        .op('s').op('.').bytes(), "a key of type int"),
                Arguments.of("no STOP", Arrays.copyOf(simplePickle(), simplePickle().length - 1), "ends without STOP"),
                Arguments.of("a cut string", Arrays.copyOf(simplePickle(), 40), "truncated"),
                Arguments.of("a memo read before it is written", new PickleWriter().op(0x80).u8(2).op('h').u8(9).op('.').bytes(),
                        "memo 9 is read before it is written"),
                Arguments.of("an empty stack", new PickleWriter().op(0x80).u8(2).op('s').op('.').bytes(), "stack is empty"),
                Arguments.of("a tuple with no MARK", new PickleWriter().op(0x80).u8(2).op('t').op('.').bytes(), "needs a MARK"),
                Arguments.of("protocol 1", new PickleWriter().op(0x80).u8(1).op('.').bytes(), "pickle protocol 1"),
                Arguments.of("OrderedDict with arguments", new PickleWriter().op(0x80).u8(2).global("collections", "OrderedDict")
                        .op(']').op(0x85).op('R').op('.').bytes(), "with arguments"),
                Arguments.of("BUILD of a tensor", new PickleWriter().op(0x80).u8(2).op(']').op('}').op('b').op('.').bytes(),
                        "BUILD of a list"),
                Arguments.of("a persistent id of the wrong shape", new PickleWriter().op(0x80).u8(2).string("storage").op('Q')
                        .op('.').bytes(), "persistent id str"),
                Arguments.of("a view past its storage", PickleWriter.stateDict(List.of(new TensorSpec("w", DType.F32, "0", 2, 1,
                        new long[] {2}, new long[] {1}, false)), true).bytes(), "reaches past the end of its storage"),
                Arguments.of("a storage larger than its record", PickleWriter.stateDict(List.of(spec("w", DType.F32, "0", 3,
                        new long[] {3})), true).bytes(), "holds 8 bytes but its 3 F32 elements need 12"),
                Arguments.of("a storage that is not in the archive", PickleWriter.stateDict(List.of(spec("w", DType.F32, "7", 2,
                        new long[] {2})), true).bytes(), "needs the record archive/data/7, which the archive lacks"),
                Arguments.of("a negative stride", PickleWriter.stateDict(List.of(new TensorSpec("w", DType.F32, "0", 2, 1,
                        new long[] {2}, new long[] {-1}, false)), true).bytes(), "negative size or stride"),
                Arguments.of("an overflowing size", PickleWriter.stateDict(List.of(new TensorSpec("w", DType.F32, "0", 2, 0,
                        new long[] {1L << 62, 1L << 62}, new long[] {1, 1}, false)), true).bytes(), "overflow"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corruptArchives")
    void aCorruptStateDictIsOneLineNamingTheFile(String what, byte[] pickle, String says) throws IOException {
        Path file = simple("corrupt.bin", pickle);
        String m = refused(file, () -> Checkpoints.torch(file));
        assertTrue(m.contains(says), () -> what + ": " + m);
    }

    @Test
    void aCompressedRecordIsRefused() throws IOException {
        Path file = write("deflated.bin", simplePickle(), List.of(new Record("0", new byte[8], 8, 8)), List.of(), false);
        assertTrue(refused(file, () -> Checkpoints.torch(file)).contains("is compressed (zip method 8)"));
    }

    @Test
    void aFileThatIsNoTorchZipSaysWhatItIs() throws IOException {
        Path junk = tmp.resolve("junk.bin");
        Files.write(junk, SafetensorsCheckpointTest.random(5, 300));
        assertTrue(refused(junk, () -> Checkpoints.torch(junk)).contains("not a zip archive"));
        Path st = tmp.resolve("st.bin");
        SafetensorsWriter.write(st, List.of(new SafetensorsWriter.Entry("a", DType.F32, new long[] {1}, new byte[4])),
                java.util.Map.of());
        assertTrue(refused(st, () -> Checkpoints.torch(st)).contains("a safetensors file"));
        Path lfs = tmp.resolve("lfs.bin");
        Files.writeString(lfs, "version https://git-lfs.github.com/spec/v1\n");
        assertTrue(refused(lfs, () -> Checkpoints.torch(lfs)).contains("Git LFS pointer"));
        Path noPkl = tmp.resolve("nopkl.bin");
        TorchZipWriter.write(noPkl, List.of(Record.text("archive/version", "3\n")), false);
        assertTrue(refused(noPkl, () -> Checkpoints.torch(noPkl)).contains("without <name>/data.pkl"));
        Path two = tmp.resolve("two.bin");
        TorchZipWriter.write(two, List.of(Record.of("a/data.pkl", simplePickle()), Record.of("b/data.pkl", simplePickle())),
                false);
        assertTrue(refused(two, () -> Checkpoints.torch(two)).contains("two data.pkl records"));
    }

    @Test
    void aTruncatedArchiveIsRefusedAtEveryLength() throws IOException {
        Path whole = simple("whole.bin", simplePickle());
        byte[] all = Files.readAllBytes(whole);
        Path cut = tmp.resolve("cut.bin");
        for (int n = 0; n < all.length; n += 7) {
            Files.write(cut, Arrays.copyOf(all, n));
            refused(cut, () -> Checkpoints.torch(cut).close());
        }
    }

    static byte[] replace(byte[] in, String from, String to) {
        String s = new String(in, java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(s.contains(from), from);
        return s.replace(from, to).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
