package io.github.nlgmetrics.cli.report;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Device nodes, FIFOs and links for the tests of {@link OutputFiles} and of every output option:
 * copies of {@code /dev/null} and {@code /dev/full} made with {@code mknod} (root only: the test is
 * skipped with the reason otherwise), FIFOs made with {@code mkfifo} and read by a thread. Public
 * for the command tests.
 */
public final class SpecialFiles {
    private SpecialFiles() {
    }

    /** A copy of {@code /dev/null} (major 1, minor 3) at {@code p}; skips the test where mknod is refused. */
    public static Path devNull(Path p) {
        return mknod(p, "3");
    }

    /** A copy of {@code /dev/full} (major 1, minor 7) at {@code p}; skips the test where mknod is refused. */
    public static Path devFull(Path p) {
        return mknod(p, "7");
    }

    private static Path mknod(Path p, String minor) {
        assumeTrue(run("mknod", p.toString(), "c", "1", minor) && Files.exists(p, LinkOption.NOFOLLOW_LINKS),
                "mknod c 1 " + minor + " refused (the test needs root): " + p);
        return p;
    }

    /** A FIFO at {@code p}; skips the test where mkfifo is missing. */
    public static Path fifo(Path p) {
        assumeTrue(run("mkfifo", p.toString()), "mkfifo is not available");
        return p;
    }

    /** Reads {@code fifo} to its end on a daemon thread: its content, as UTF-8. */
    public static CompletableFuture<String> reader(Path fifo) {
        CompletableFuture<String> f = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                f.complete(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            } catch (IOException | RuntimeException e) {
                f.completeExceptionally(e);
            }
        }, "fifo-reader");
        t.setDaemon(true);
        t.start();
        return f;
    }

    /** Whether {@code p} is (itself, not a link's target) a character device. */
    public static boolean isCharDevice(Path p) throws IOException {
        return fileType(p) == 0020000;
    }

    /** Whether {@code p} is (itself) a FIFO. */
    public static boolean isFifo(Path p) throws IOException {
        return fileType(p) == 0010000;
    }

    private static int fileType(Path p) throws IOException {
        return ((Integer) Files.getAttribute(p, "unix:mode", LinkOption.NOFOLLOW_LINKS)) & 0170000;
    }

    private static boolean run(String... command) {
        try {
            Process pr = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return pr.waitFor(30, TimeUnit.SECONDS) && pr.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
