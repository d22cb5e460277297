package io.github.nlgmetrics.bertscore.checkpoint;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;

/**
 * Writes safetensors files for the tests, as the format's writer lays them out (header padded with
 * spaces to a multiple of 8, tensors in the order given). A tensor given without bytes is left as a
 * hole (a sparse file reads it as zeros), so a test can write a file past 4 GiB in milliseconds.
 */
final class SafetensorsWriter {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One tensor; {@code data == null}: zeros, not written. */
    record Entry(String name, DType dtype, long[] shape, byte[] data) {
        long bytes() {
            return Tensor.elements(shape) * dtype.size();
        }
    }

    private SafetensorsWriter() {
    }

    /** The JSON header of {@code entries} laid out one after the other. */
    static String header(List<Entry> entries, Map<String, String> metadata) {
        ObjectNode root = JSON.createObjectNode();
        if (!metadata.isEmpty()) {
            ObjectNode m = root.putObject("__metadata__");
            metadata.forEach(m::put);
        }
        long offset = 0;
        for (Entry e : entries) {
            ObjectNode t = root.putObject(e.name());
            t.put("dtype", e.dtype().name());
            var shape = t.putArray("shape");
            for (long d : e.shape()) {
                shape.add(d);
            }
            t.putArray("data_offsets").add(offset).add(offset + e.bytes());
            offset += e.bytes();
        }
        return root.toString();
    }

    /** Writes {@code entries} with {@code metadata} to {@code file}. */
    static void write(Path file, List<Entry> entries, Map<String, String> metadata) throws IOException {
        byte[] header = header(entries, metadata).getBytes(StandardCharsets.UTF_8);
        int padded = (header.length + 7) / 8 * 8;
        ByteBuffer head = ByteBuffer.allocate(8 + padded).order(ByteOrder.LITTLE_ENDIAN);
        head.putLong(padded).put(header);
        while (head.hasRemaining()) {
            head.put((byte) ' ');
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ch.write(head.flip(), 0);
            long at = 8 + padded;
            for (Entry e : entries) {
                if (e.data() != null) {
                    ch.write(ByteBuffer.wrap(e.data()), at);
                }
                at += e.bytes();
            }
            if (ch.size() < at) {
                ch.write(ByteBuffer.wrap(new byte[1]), at - 1);
            }
        }
    }

    /** A file of the 8-byte length {@code declaredLength}, then {@code header}, then {@code data}: for corrupt files. */
    static void writeRaw(Path file, long declaredLength, byte[] header, byte[] data) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(8 + header.length + data.length).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(declaredLength).put(header).put(data);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ch.write(b.flip(), 0);
        }
    }

    /** {@link #writeRaw} with the header's own length. */
    static void writeRaw(Path file, String header, byte[] data) throws IOException {
        byte[] h = header.getBytes(StandardCharsets.UTF_8);
        writeRaw(file, h.length, h, data);
    }
}
