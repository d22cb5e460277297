package io.github.nlgmetrics.bertscore.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import org.junit.jupiter.api.function.Executable;

/** What every test of the package checks the same way: refusals, buffers, the shared models. */
final class CheckpointAssertions {
    private CheckpointAssertions() {
    }

    /** {@code call} fails with one printable line that starts with {@code file}'s path; the message. */
    static String refused(Path file, Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertOneLine(file, e);
        return e.getMessage();
    }

    /** {@code e}'s message is one printable line that starts with {@code file}'s path. */
    static void assertOneLine(Path file, IllegalArgumentException e) {
        String m = e.getMessage();
        assertTrue(m.startsWith(file + ": "), () -> "the message names the file " + file + ": " + m);
        assertTrue(m.chars().noneMatch(Character::isISOControl), () -> "one printable line: " + m);
    }

    /** The buffer contract of {@link Tensor}: direct, read-only, little-endian, position 0, exact capacity. */
    static void assertWellFormed(Tensor t) {
        assertTrue(t.data().isDirect(), t + " is direct");
        assertTrue(t.data().isReadOnly(), t + " is read-only");
        assertEquals(ByteOrder.LITTLE_ENDIAN, t.data().order(), t + " is little-endian");
        assertEquals(0, t.data().position(), t + " starts at 0");
        assertEquals(t.elements() * t.dtype().size(), t.data().capacity(), t + " holds its elements");
        assertFalse(t.data().hasArray(), t + " is not on the heap");
    }

    /** The tensor's bytes. */
    static byte[] bytes(Tensor t) {
        byte[] b = new byte[t.data().capacity()];
        t.data().get(0, b);
        return b;
    }

    /** SHA-256 of the tensor's bytes, in hex. */
    static String sha256(Tensor t) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes(t)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * {@code ../shared/data/bertscore-models} beside the repository ({@code -Dnlgmetrics.shared=DIR} or
     * {@code NLG_METRICS_SHARED=DIR} move it, {@code none} hides it), when present.
     */
    static Optional<Path> sharedModels() {
        String override = System.getProperty("nlgmetrics.shared", System.getenv("NLG_METRICS_SHARED"));
        Path shared = null;
        if (override != null && !override.isBlank()) {
            shared = override.equals("none") ? null : Path.of(override);
        } else {
            for (Path p = Path.of("").toAbsolutePath(); p != null && shared == null; p = p.getParent()) {
                if (Files.isDirectory(p.resolve("conformance-data"))) {
                    shared = p.resolveSibling("shared");
                }
            }
        }
        return Optional.ofNullable(shared).map(s -> s.resolve("data/bertscore-models")).filter(Files::isDirectory);
    }
}
