package io.github.nlgmetrics.cli.report;

import java.io.BufferedWriter;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.Collection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The one way the command line writes a file (issue 32): {@code --segment-scores}, reports, JSON
 * outputs, {@code compare --html}, caches. It writes to <em>what the path is</em>, as a shell's
 * {@code >} does, and never loses data:
 *
 * <ul>
 *   <li>one of the process's own <b>open streams</b> ({@code /dev/stdout}, {@code /dev/stderr},
 *       {@code /dev/fd/N}, {@code /proc/self/fd/N}) is written through that stream, never replaced:
 *       {@code --segment-scores /dev/stdout >> log.txt} appends to the log as the results do
 *       ({@link OutputTarget} says how each is written);</li>
 *   <li>a <b>character or block device</b> ({@code /dev/null}, {@code /dev/full}, a terminal), a
 *       <b>FIFO</b> or a socket is opened and written in place, never replaced by a regular file
 *       (opening a FIFO waits for its reader, as {@code >} does); a failed write (
 *       {@code /dev/full}: "No space left on device", a reader gone: "Broken pipe") is an
 *       {@link UncheckedIOException} {@code cannot write LABEL: cause}, which the commands print as
 *       one line, exit 2;</li>
 *   <li>a <b>symbolic link</b> is followed (chains too) and its target written; the link stays a
 *       link; a dangling link creates its target;</li>
 *   <li>a <b>regular file</b> (or a new one) is replaced atomically: the content goes to a
 *       temporary {@code .NAME.RANDOM.part} in the same folder, is forced to disk, takes the
 *       existing file's permission bits (and owner and group where the process may set them; a
 *       new file gets {@code 0666} less the umask, as {@code >} gives it), and is renamed over the
 *       path only when complete. On any failure (the content's own error, a full disk) the
 *       temporary file is removed and the original is left as it was. A file with several hard
 *       links is replaced by a new one (the other names keep the old content), as {@code sed -i}
 *       does. A run ended by SIGINT or SIGTERM while it writes removes its temporary file too (a
 *       shutdown hook), so no {@code .part} file outlives any run.</li>
 * </ul>
 *
 * <p>{@link #check} refuses, before anything is read or written, a path that cannot be written
 * or would lose data: a folder (or a path written with a trailing {@code /}), one of the command's
 * input files (standard input's file too), a file in a missing or read-only folder, a read-only
 * file, a descriptor that is not open. Paths are taken as the user wrote them (a string: a
 * {@link Path} would drop a trailing slash). The messages are listed in {@code docs/errors.md} ("Failed
 * writes"); {@code LABEL} is how the user named the file ({@code --segment-scores out.csv}).
 */
public final class OutputFiles {
    /** Temporary files being written, removed by a shutdown hook if the run is ended (SIGINT, SIGTERM) first. */
    private static final Set<Path> PARTS = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean HOOK = new AtomicBoolean();

    private OutputFiles() {
    }

    /** What is written, to a UTF-8 text writer (buffered; flushed and closed by {@link #write}). */
    @FunctionalInterface
    public interface TextBody {
        void writeTo(Writer out) throws IOException;
    }

    /** What is written, as bytes (buffered; flushed and closed by {@link #writeBytes}). */
    @FunctionalInterface
    public interface ByteBody {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Refuses with an {@link IllegalArgumentException} (one line, naming {@code label}) a path
     * that cannot be written or would overwrite an input: a folder or a path ending in {@code /};
     * one of {@code inputs} (file names; null and {@code -} are standard input, compared through
     * descriptor 0); a file in a missing or read-only folder; a read-only file; a descriptor that
     * is not open. Devices, FIFOs and the process's open streams pass (they are written in place).
     */
    public static void check(String path, String label, Collection<String> inputs) {
        OutputTarget t = OutputTarget.of(path, label);
        Path target = t.path();
        if (Files.isDirectory(target)) {
            throw new IllegalArgumentException(label + ": is a folder, not a file");
        }
        boolean exists = Files.exists(target);
        if (t.kind() == OutputTarget.Kind.IN_PLACE && !exists) {
            throw new IllegalArgumentException(label + ": no such open file descriptor");
        }
        if (exists && !Files.isRegularFile(target)) {
            if (t.kind() == OutputTarget.Kind.IN_PLACE && !Files.isWritable(target)) {
                throw new IllegalArgumentException(label + ": cannot be written (permission denied)");
            }
            return; // a device, FIFO or socket: written in place, nothing to overwrite
        }
        for (String in : inputs) {
            try {
                Path p = in == null || in.equals("-") ? Path.of("/proc/self/fd/0") : Path.of(in);
                if (exists && Files.isRegularFile(p) && Files.isSameFile(p, target)) {
                    throw new IllegalArgumentException(label + ": is an input file; it would be overwritten"
                            + " (choose another path)");
                }
            } catch (IOException | InvalidPathException e) {
                // an input that cannot be compared is reported when it is read
            }
        }
        if (t.kind() != OutputTarget.Kind.REPLACE) {
            return; // an open stream or descriptor: written through, never replaced
        }
        Path folder = folder(target);
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(label + ": the folder " + folder + " does not exist");
        }
        if (!Files.isWritable(folder) || (exists && !Files.isWritable(target))) {
            throw new IllegalArgumentException(label + ": cannot be written (permission denied)");
        }
    }

    /** Writes {@code body} as UTF-8 text to {@code path} (see the class comment); {@code label} names it in errors. */
    public static void write(String path, String label, TextBody body) {
        writeBytes(path, label, out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            body.writeTo(w);
            w.flush();
        });
    }

    /** Writes {@code body}'s bytes to {@code path} (see the class comment); {@code label} names it in errors. */
    public static void writeBytes(String path, String label, ByteBody body) {
        OutputTarget t = OutputTarget.of(path, label);
        try {
            switch (t.kind()) {
                case STDOUT -> through(System.out, body);
                case STDERR -> through(System.err, body);
                case APPEND -> inPlace(t.path(), body, StandardOpenOption.APPEND);
                case IN_PLACE -> inPlace(t.path(), body, StandardOpenOption.WRITE);
                default -> replace(t.path(), body);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot write " + label + ": " + reason(e), e));
        }
    }

    /**
     * Through the process's own standard output or error, after what was printed before and before
     * what is printed after; a failed write is the stream's, reported as every result on it is
     * (a closed pipe silent, a full device one line: docs/errors.md).
     */
    private static void through(PrintStream stream, ByteBody body) throws IOException {
        stream.flush();
        body.writeTo(new FilterOutputStream(stream) {
            @Override
            public void write(byte[] b, int off, int len) {
                stream.write(b, off, len);
            }

            @Override
            public void close() {
                stream.flush(); // the process's stream stays open
            }
        });
        stream.flush();
    }

    /** A device, FIFO, socket or descriptor: opened for writing ({@code mode}; no create, no truncate) and written. */
    private static void inPlace(Path target, ByteBody body, StandardOpenOption mode) throws IOException {
        try (OutputStream out = new java.io.BufferedOutputStream(
                Files.newOutputStream(target, StandardOpenOption.WRITE, mode), 1 << 16)) {
            body.writeTo(out);
            out.flush();
        }
    }

    /** A regular file or a new one: temporary file, mode kept, forced, renamed over the target. */
    private static void replace(Path target, ByteBody body) throws IOException {
        Path folder = folder(target);
        PosixFileAttributes old = Files.exists(target) ? posix(target) : null;
        Path tmp = null;
        boolean done = false;
        try {
            FileChannel ch = null;
            for (int i = 0; ch == null; i++) {
                Path candidate = folder.resolve("." + target.getFileName() + "."
                        + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".part");
                try {
                    pending(candidate);
                    ch = FileChannel.open(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    tmp = candidate;
                } catch (java.nio.file.FileAlreadyExistsException e) {
                    PARTS.remove(candidate);
                    if (i > 100) {
                        throw e;
                    }
                }
            }
            try (FileChannel channel = ch;
                    OutputStream out = new java.io.BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16)) {
                body.writeTo(out);
                out.flush();
                channel.force(true);
            }
            if (old != null) {
                keepModeAndOwner(tmp, old);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done && tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // named .NAME.*.part: recognisable as a leftover
                }
            }
            if (tmp != null) {
                PARTS.remove(tmp);
            }
        }
    }

    /** {@code part} is removed by a shutdown hook (SIGINT, SIGTERM: no finally block runs then) unless renamed first. */
    private static void pending(Path part) {
        if (HOOK.compareAndSet(false, true)) {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(() -> PARTS.forEach(p -> {
                    try {
                        Files.deleteIfExists(p);
                    } catch (IOException e) {
                        // named .NAME.*.part: recognisable as a leftover
                    }
                }), "nlg-metrics-part-cleanup"));
            } catch (IllegalStateException e) {
                // already shutting down
            }
        }
        PARTS.add(part);
    }

    private static PosixFileAttributes posix(Path p) {
        try {
            PosixFileAttributeView v = Files.getFileAttributeView(p, PosixFileAttributeView.class);
            return v == null ? null : v.readAttributes();
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    /** The old file's permission bits (which must be settable) and, where allowed, its owner and group. */
    private static void keepModeAndOwner(Path tmp, PosixFileAttributes old) throws IOException {
        PosixFileAttributeView v = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
        if (v == null) {
            return;
        }
        try {
            PosixFileAttributes now = v.readAttributes();
            if (!now.group().equals(old.group())) {
                v.setGroup(old.group());
            }
            if (!now.owner().equals(old.owner())) {
                v.setOwner(old.owner());
            }
        } catch (IOException | SecurityException e) {
            // only root (or the group's member) may: the new file is then the writer's
        }
        v.setPermissions(old.permissions()); // after chown, which may clear set-id bits
    }

    private static Path folder(Path file) {
        Path abs = file.toAbsolutePath();
        Path parent = abs.getParent();
        return parent == null ? abs.getRoot() : parent;
    }

    /** The cause on its own: a file-system error's reason without the path it repeats. */
    static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m;
    }
}
