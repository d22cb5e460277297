package io.github.nlgmetrics.cli.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
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
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one way the command line writes a file (issue 32): {@code --segment-scores}, reports, JSON
 * outputs, {@code compare --html}, caches. It writes to <em>what the path is</em>, as a shell's
 * {@code >} does, and never loses data:
 *
 * <ul>
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
 *       does.</li>
 * </ul>
 *
 * <p>{@link #check} refuses, before anything is read or written, a path that cannot be written
 * or would lose data: a folder, one of the command's input files, a file in a missing or
 * read-only folder, a read-only file. The messages are listed in {@code docs/errors.md} ("Failed
 * writes"); {@code LABEL} is how the user named the file ({@code --segment-scores out.csv}).
 */
public final class OutputFiles {
    private static final int MAX_LINKS = 40; // Linux's MAXSYMLINKS

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
     * that cannot be written or would overwrite an input: a folder; one of {@code inputs} (file
     * names; null and {@code -} are standard input and skipped); a file in a missing or read-only
     * folder; a read-only file. Devices and FIFOs pass (they are written in place).
     */
    public static void check(Path path, String label, Collection<String> inputs) {
        Path target = target(path, label);
        if (Files.isDirectory(target)) {
            throw new IllegalArgumentException(label + ": is a folder, not a file");
        }
        boolean exists = Files.exists(target);
        if (exists && !Files.isRegularFile(target)) {
            if (!Files.isWritable(target)) {
                throw new IllegalArgumentException(label + ": cannot be written (permission denied)");
            }
            return; // a device, FIFO or socket: written in place, nothing to overwrite
        }
        for (String in : inputs) {
            if (in == null || in.equals("-")) {
                continue;
            }
            try {
                Path p = Path.of(in);
                if (exists && Files.exists(p) && Files.isSameFile(p, target)) {
                    throw new IllegalArgumentException(label + ": is an input file; it would be overwritten"
                            + " (choose another path)");
                }
            } catch (IOException | InvalidPathException e) {
                // an input that cannot be compared is reported when it is read
            }
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
    public static void write(Path path, String label, TextBody body) {
        writeBytes(path, label, out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            body.writeTo(w);
            w.flush();
        });
    }

    /** Writes {@code body}'s bytes to {@code path} (see the class comment); {@code label} names it in errors. */
    public static void writeBytes(Path path, String label, ByteBody body) {
        Path target = target(path, label);
        try {
            if (Files.exists(target) && !Files.isRegularFile(target) && !Files.isDirectory(target)) {
                inPlace(target, body);
            } else {
                replace(target, body);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot write " + label + ": " + reason(e), e));
        }
    }

    /** A device, FIFO or socket: opened for writing (no create, no truncate) and written. */
    private static void inPlace(Path target, ByteBody body) throws IOException {
        try (OutputStream out = new java.io.BufferedOutputStream(
                Files.newOutputStream(target, StandardOpenOption.WRITE), 1 << 16)) {
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
                    ch = FileChannel.open(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    tmp = candidate;
                } catch (java.nio.file.FileAlreadyExistsException e) {
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
        }
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

    /** The path the data goes to: {@code path} with every symbolic link of its last component followed. */
    private static Path target(Path path, String label) {
        Path cur = path;
        for (int i = 0; Files.isSymbolicLink(cur); i++) {
            if (i == MAX_LINKS) {
                throw new IllegalArgumentException(label + ": too many levels of symbolic links");
            }
            try {
                Path link = Files.readSymbolicLink(cur);
                Path parent = cur.toAbsolutePath().getParent();
                cur = parent == null ? link : parent.resolve(link);
            } catch (IOException e) {
                throw new UncheckedIOException(new IOException("cannot write " + label + ": " + reason(e), e));
            }
        }
        return cur;
    }

    private static Path folder(Path file) {
        Path abs = file.toAbsolutePath();
        Path parent = abs.getParent();
        return parent == null ? abs.getRoot() : parent;
    }

    /** The cause on its own: a file-system error's reason without the path it repeats. */
    private static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m;
    }
}
