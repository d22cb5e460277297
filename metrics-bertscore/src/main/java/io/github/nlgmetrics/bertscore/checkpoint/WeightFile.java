package io.github.nlgmetrics.bertscore.checkpoint;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * One open weight file: its channel, size, and the one way its problems are reported
 * ({@link #error}: an {@link IllegalArgumentException} "PATH: what is wrong"). Reads small headers
 * into the heap and maps everything else with {@link FileChannel#map} at long offsets, so files past
 * 2 GiB and 4 GiB work; a region that several tensors share (torch's tied storages) is mapped once and
 * kept while the file is open.
 */
final class WeightFile implements AutoCloseable {
    private static final int MAX_MESSAGE = 2000;
    private final Path path;
    private final FileChannel channel;
    private final long size;
    private final Map<Long, ByteBuffer> shared = new ConcurrentHashMap<>();

    private WeightFile(Path path, FileChannel channel, long size) {
        this.path = path;
        this.channel = channel;
        this.size = size;
    }

    /** Opens {@code path} for reading; an error naming it when it is missing, a folder, or unreadable. */
    static WeightFile open(Path path) {
        if (!Files.exists(path)) {
            throw error(path, "no such file");
        }
        if (!Files.isRegularFile(path)) {
            throw error(path, "not a regular file");
        }
        try {
            FileChannel ch = FileChannel.open(path, StandardOpenOption.READ);
            return new WeightFile(path, ch, ch.size());
        } catch (IOException e) {
            throw error(path, "cannot read it: " + oneLine(e));
        }
    }

    /** {@code reader}'s checkpoint of the file {@code path}; the file is closed again when the reader refuses it. */
    static Checkpoint read(Path path, Function<WeightFile, Checkpoint> reader) {
        WeightFile file = open(path);
        try {
            return reader.apply(file);
        } catch (RuntimeException e) {
            file.close();
            throw e;
        }
    }

    Path path() {
        return path;
    }

    /** The file's size in bytes. */
    long size() {
        return size;
    }

    /** {@code "PATH: what"} as the exception every reader throws. */
    IllegalArgumentException error(String what) {
        return error(path, what);
    }

    /** {@code "PATH: what"} on one printable line. */
    static IllegalArgumentException error(Path path, String what) {
        return new IllegalArgumentException(printable(path + ": " + what));
    }

    /**
     * {@code message} as one printable line: control characters (a tensor name or a pickle string may hold
     * any) escaped as {@code \\uXXXX}, and at most {@value #MAX_MESSAGE} characters.
     */
    static String printable(String message) {
        StringBuilder sb = new StringBuilder(Math.min(message.length(), MAX_MESSAGE + 16));
        for (int i = 0; i < message.length() && sb.length() < MAX_MESSAGE; i++) {
            char c = message.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        if (sb.length() >= MAX_MESSAGE) {
            sb.setLength(MAX_MESSAGE);
            sb.append("...");
        }
        return sb.toString();
    }

    /** {@code length} bytes from {@code offset} into the heap (headers only); an error when they run past the end. */
    byte[] read(long offset, int length, String what) {
        checkRange(offset, length, what);
        ByteBuffer buf = ByteBuffer.allocate(length);
        try {
            while (buf.hasRemaining()) {
                if (channel.read(buf, offset + buf.position()) < 0) {
                    throw error(what + " runs past the end of the file (" + size + " bytes)");
                }
            }
        } catch (ClosedChannelException e) {
            throw closed();
        } catch (IOException e) {
            throw error("cannot read " + what + ": " + oneLine(e));
        }
        return buf.array();
    }

    /** Bytes {@code [offset, offset + length)} mapped read-only, little-endian; {@code length} at most {@link Integer#MAX_VALUE}. */
    ByteBuffer map(long offset, long length, String what) {
        checkRange(offset, length, what);
        if (length > Integer.MAX_VALUE) {
            throw error(what + " is " + length + " bytes, more than one buffer holds");
        }
        try {
            return channel.map(FileChannel.MapMode.READ_ONLY, offset, length).order(ByteOrder.LITTLE_ENDIAN);
        } catch (ClosedChannelException e) {
            throw closed();
        } catch (IOException e) {
            throw error("cannot map " + what + ": " + oneLine(e));
        }
    }

    /** Like {@link #map}, but the region starting at {@code offset} is mapped once and shared while the file is open. */
    ByteBuffer mapShared(long offset, long length, String what) {
        if (!channel.isOpen()) {
            throw closed();
        }
        ByteBuffer b = shared.computeIfAbsent(offset, o -> map(o, length, what));
        if (b.capacity() != length) {
            throw error(what + ": a region mapped twice with two lengths");
        }
        return b;
    }

    /** The bytes at {@code offset} as text, for sniffing a file's kind; fewer when the file is shorter. */
    String peek(long offset, int length) {
        int n = (int) Math.max(0, Math.min(length, size - offset));
        return new String(read(offset, n, "the first bytes"), StandardCharsets.ISO_8859_1);
    }

    private void checkRange(long offset, long length, String what) {
        if (offset < 0 || length < 0 || offset > size || length > size - offset) {
            throw error(what + " (bytes " + offset + ".." + (offset + length) + ") runs past the end of the file ("
                    + size + " bytes)");
        }
    }

    private IllegalStateException closed() {
        return new IllegalStateException(path + ": the checkpoint is closed");
    }

    /** An exception's message on one line. */
    static String oneLine(Exception e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return printable(m.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip());
    }

    @Override
    public void close() {
        shared.clear();
        try {
            channel.close();
        } catch (IOException e) {
            throw error("cannot close it: " + oneLine(e));
        }
    }
}
