package io.github.nlgmetrics.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link OutputFiles} writes to what the path is (issue 32): a device or FIFO in place, a link's
 * target, a regular file atomically with its mode (and owner) kept; a failure leaves the original
 * and no temporary file.
 */
class OutputFilesTest {
    @TempDir
    Path dir;

    private static void write(Path p, String text) {
        OutputFiles.write(p.toString(), "--out " + p, w -> w.write(text));
    }

    @Test
    void aCopyOfDevNullIsWrittenInPlaceAndStaysADevice() throws IOException {
        Path nul = SpecialFiles.devNull(dir.resolve("null"));
        write(nul, "scores\n");
        assertTrue(SpecialFiles.isCharDevice(nul), "the device was replaced by a file");
    }

    @Test
    void aFullDeviceIsOneErrorAndStaysADevice() throws IOException {
        Path full = SpecialFiles.devFull(dir.resolve("full"));
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> write(full, "scores\n"));
        assertEquals("cannot write --out " + full + ": No space left on device", e.getCause().getMessage());
        assertTrue(SpecialFiles.isCharDevice(full), "the device was replaced by a file");
        // the copy behaved: the real /dev/full too
        Path real = Path.of("/dev/full");
        assumeTrue(SpecialFiles.isCharDevice(real), "no /dev/full");
        UncheckedIOException r = assertThrows(UncheckedIOException.class, () -> write(real, "x\n"));
        assertTrue(r.getCause().getMessage().endsWith("No space left on device"), r.getCause().getMessage());
        assertTrue(SpecialFiles.isCharDevice(real), "/dev/full was replaced by a file");
    }

    @Test
    void aFifoIsWrittenToItsReader() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("fifo"));
        CompletableFuture<String> read = SpecialFiles.reader(fifo);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> write(fifo, "a\nb\n"));
        assertEquals("a\nb\n", read.get(20, TimeUnit.SECONDS));
        assertTrue(SpecialFiles.isFifo(fifo), "the FIFO was replaced by a file");
    }

    @Test
    void aLinkIsFollowedAndStaysALink() throws IOException {
        Path target = dir.resolve("real.csv");
        Files.writeString(target, "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.csv"), Path.of("real.csv"));
        Path chain = Files.createSymbolicLink(dir.resolve("chain.csv"), link);
        write(chain, "new\n");
        assertTrue(Files.isSymbolicLink(link) && Files.isSymbolicLink(chain), "a link was replaced");
        assertEquals("new\n", Files.readString(target));
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.csv"), Path.of("created.csv"));
        write(dangling, "made\n");
        assertTrue(Files.isSymbolicLink(dangling));
        assertEquals("made\n", Files.readString(dir.resolve("created.csv")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"rw-r--r--", "rwxr-xr-x", "rw-------", "rw-rw-r--"})
    void aRegularFileKeepsItsMode(String mode) throws IOException {
        Path p = dir.resolve("s.csv");
        Files.writeString(p, "old\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(mode));
        write(p, "new\n");
        assertEquals("new\n", Files.readString(p));
        assertEquals(mode, PosixFilePermissions.toString(Files.getPosixFilePermissions(p)));
    }

    @Test
    void aNewFileGetsTheModeARedirectionGives() throws IOException {
        Path plain = Files.createFile(dir.resolve("plain")); // 0666 less the umask
        Path p = dir.resolve("new.csv");
        write(p, "x\n");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(p));
    }

    @Test
    void aRegularFileKeepsItsOwnerWhereAllowed() throws IOException {
        Path p = dir.resolve("owned.csv");
        Files.writeString(p, "old\n");
        UserPrincipal other;
        try {
            other = p.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("daemon");
            Files.setOwner(p, other);
        } catch (IOException | UnsupportedOperationException e) {
            assumeTrue(false, "cannot give a file to user daemon (the test needs root): " + e);
            return;
        }
        write(p, "new\n");
        assertEquals(other, Files.getOwner(p));
    }

    @Test
    void aFailureLeavesTheOriginalAndNoTemporaryFile() throws IOException {
        Path p = dir.resolve("s.jsonl");
        Files.writeString(p, "old\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OutputFiles.write(p.toString(), "--out", w -> {
                    w.write("half".repeat(100_000));
                    throw new IllegalArgumentException("segment 2: boom");
                }));
        assertEquals("segment 2: boom", e.getMessage());
        assertEquals("old\n", Files.readString(p));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(p)));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(p), files.toList(), "a temporary file was left");
        }
    }

    @Test
    void aWriteThatFailsOnDiskLeavesTheOriginal() throws IOException {
        Path p = dir.resolve("s.jsonl");
        Files.writeString(p, "old\n");
        UncheckedIOException e = assertThrows(UncheckedIOException.class,
                () -> OutputFiles.writeBytes(p.toString(), "--out " + p, out -> {
                    out.write("partial".getBytes(StandardCharsets.UTF_8));
                    throw new IOException("No space left on device");
                }));
        assertEquals("cannot write --out " + p + ": No space left on device", e.getCause().getMessage());
        assertEquals("old\n", Files.readString(p));
        try (Stream<Path> files = Files.list(dir)) {
            assertFalse(files.anyMatch(f -> f.getFileName().toString().endsWith(".part")));
        }
    }

    @Test
    void checkRefusesFoldersAndInputsButPassesDevicesAndFifos() throws IOException {
        IllegalArgumentException folder = assertThrows(IllegalArgumentException.class,
                () -> OutputFiles.check(dir.toString(), "--out " + dir, List.of()));
        assertEquals("--out " + dir + ": is a folder, not a file", folder.getMessage());
        Path in = Files.writeString(dir.resolve("hyp"), "a\n");
        Path link = Files.createSymbolicLink(dir.resolve("hyp.link"), in);
        IllegalArgumentException input = assertThrows(IllegalArgumentException.class,
                () -> OutputFiles.check(link.toString(), "--out", List.of(in.toString())));
        assertTrue(input.getMessage().contains("is an input file"), input.getMessage());
        Path missing = dir.resolve("no/such.csv");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> OutputFiles.check(missing.toString(), "--out", List.of()))
                .getMessage().contains("does not exist"));
        Path fifo = SpecialFiles.fifo(dir.resolve("fifo"));
        OutputFiles.check(fifo.toString(), "--out", List.of(fifo.toString()));
        OutputFiles.check("/dev/null", "--out", List.of("/dev/null"));
    }
}
