package io.github.nlgmetrics.cli.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an output path names, resolved once, before {@link OutputFiles} checks or writes it:
 *
 * <ul>
 *   <li>{@link Kind#STDOUT}, {@link Kind#STDERR}: this process's descriptor 1 or 2, named by
 *       {@code /dev/stdout}, {@code /dev/stderr}, {@code /dev/fd/N}, {@code /proc/self/fd/N} (or a
 *       link to one of them). Written through {@link System#out} / {@link System#err}, as a shell
 *       writes {@code /dev/stdout}: the shell's redirection holds ({@code >> log} appends, {@code > log}
 *       shares the offset with the results printed after), a pipe receives the lines. Such a
 *       {@code /proc} entry is a handle on an open file, not a path to replace: replacing the file it
 *       leads to lost what {@code >>} had kept (issue 39).</li>
 *   <li>{@link Kind#APPEND}: another open descriptor ({@code /dev/fd/3} of {@code 3>> file}, or a
 *       descriptor of another process) that leads to a regular file: opened again and written after
 *       what the file holds (a reopened descriptor cannot share the shell's offset; appending never
 *       overwrites).</li>
 *   <li>{@link Kind#IN_PLACE}: a character or block device, a FIFO, a socket (directly, through
 *       links, or through a descriptor): opened and written where it is.</li>
 *   <li>{@link Kind#REPLACE}: a regular file, a new one, or what a missing path would be (links
 *       followed to their target): written to a temporary file and renamed over it.</li>
 * </ul>
 *
 * <p>A path written with a trailing {@code /} names a folder: it is refused, never written
 * without its slash.
 *
 * @param kind how the path is written
 * @param path the path to open (a link's target; the {@code /proc} entry of a descriptor)
 */
record OutputTarget(Kind kind, Path path) {
    /** How a path is written. */
    enum Kind { STDOUT, STDERR, APPEND, IN_PLACE, REPLACE }

    private static final int MAX_LINKS = 40; // Linux's MAXSYMLINKS
    /** The folder of a process's (or one of its threads') descriptors, as its real path reads. */
    private static final Pattern DESCRIPTORS = Pattern.compile("/proc/(\\d+)(?:/task/\\d+)?/fd");

    /** Resolves {@code given} (the path as the user wrote it); {@code label} names it in errors. */
    static OutputTarget of(String given, String label) {
        Path cur;
        try {
            cur = Path.of(given);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(label + ": not a valid path (" + e.getReason() + ")");
        }
        if (given.length() > 1 && given.endsWith("/")) {
            throw new IllegalArgumentException(label + ": " + (Files.isDirectory(cur) ? "is a folder"
                    : "ends with '/', which names a folder") + ", not a file");
        }
        for (int i = 0; ; i++) {
            OutputTarget descriptor = descriptor(cur);
            if (descriptor != null) {
                return descriptor;
            }
            if (!Files.isSymbolicLink(cur)) {
                break;
            }
            if (i == MAX_LINKS) {
                throw new IllegalArgumentException(label + ": too many levels of symbolic links");
            }
            try {
                Path link = Files.readSymbolicLink(cur);
                Path parent = cur.toAbsolutePath().getParent();
                cur = parent == null ? link : parent.resolve(link);
            } catch (IOException e) {
                throw new UncheckedIOException(new IOException("cannot write " + label + ": "
                        + OutputFiles.reason(e), e));
            }
        }
        boolean special = Files.exists(cur) && !Files.isRegularFile(cur) && !Files.isDirectory(cur);
        return new OutputTarget(special ? Kind.IN_PLACE : Kind.REPLACE, cur);
    }

    /** The descriptor {@code p} names ({@code /proc/PID/fd/N} once its folder is resolved), or null. */
    private static OutputTarget descriptor(Path p) {
        Path name = p.getFileName();
        Path parent = p.toAbsolutePath().getParent();
        if (name == null || parent == null || !name.toString().matches("\\d{1,9}")) {
            return null;
        }
        Matcher m;
        try {
            m = DESCRIPTORS.matcher(parent.toRealPath().toString());
        } catch (IOException | SecurityException e) {
            return null;
        }
        if (!m.matches()) {
            return null;
        }
        boolean own = Long.parseLong(m.group(1)) == ProcessHandle.current().pid();
        int fd = Integer.parseInt(name.toString());
        if (own && fd == 1) {
            return new OutputTarget(Kind.STDOUT, p);
        }
        if (own && fd == 2) {
            return new OutputTarget(Kind.STDERR, p);
        }
        return new OutputTarget(Files.isRegularFile(p) ? Kind.APPEND : Kind.IN_PLACE, p);
    }
}
