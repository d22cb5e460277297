package io.github.nlgmetrics.bertscore.checkpoint;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a safetensors file as the format's own reader validates it (huggingface/safetensors,
 * {@code SafeTensors::read_metadata}): an 8-byte little-endian header length {@code N} (at most
 * 100,000,000, and within the file), {@code N} bytes of JSON object starting with '{'
 * ({@code name -> {"dtype", "shape", "data_offsets": [begin, end]}}, plus an optional
 * {@code "__metadata__"} of strings), then the data: each tensor's {@code end - begin} must equal its
 * elements times its type's size, and the tensors sorted by offset must tile the data section exactly
 * (no gap, no overlap, ending at the end of the file). A duplicate key is refused (Jackson's strict
 * duplicate detection; safetensors' serde keeps the last, but a file with two entries for one name is
 * corrupt either way).
 */
final class SafetensorsReader {
    /** safetensors' {@code MAX_HEADER_SIZE}. */
    static final long MAX_HEADER = 100_000_000L;
    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private SafetensorsReader() {
    }

    /** Opens {@code path}; an error naming the file for anything the format does not allow. */
    static Checkpoint open(Path path) {
        return WeightFile.read(path, SafetensorsReader::read);
    }

    private static Checkpoint read(WeightFile file) {
        if (file.size() < 8) {
            throw file.error("not a safetensors file: " + file.size() + " bytes, shorter than the 8-byte header length"
                    + Sniff.hint(file));
        }
        long n = ByteBuffer.wrap(file.read(0, 8, "the header length")).order(ByteOrder.LITTLE_ENDIAN).getLong();
        if (n < 0 || n > MAX_HEADER) {
            throw file.error("not a safetensors file: the header length " + Long.toUnsignedString(n)
                    + " is over the format's limit of " + MAX_HEADER + " bytes" + Sniff.hint(file));
        }
        if (n > file.size() - 8) {
            throw file.error("the header length " + n + " runs past the end of the file (" + file.size() + " bytes)"
                    + Sniff.hint(file));
        }
        byte[] header = file.read(8, (int) n, "the header");
        if (n == 0 || header[0] != '{') {
            throw file.error("not a safetensors file: the header does not start with '{'" + Sniff.hint(file));
        }
        JsonNode root;
        try {
            root = JSON.readTree(header);
        } catch (JsonProcessingException e) {
            throw file.error("the header is not valid JSON: " + WeightFile.oneLine(new Exception(e.getOriginalMessage())));
        } catch (java.io.IOException e) {
            throw file.error("the header is not valid JSON: " + WeightFile.oneLine(e));
        }
        if (root == null || !root.isObject()) {
            throw file.error("the header is not a JSON object");
        }
        long dataStart = 8 + n;
        long dataLength = file.size() - dataStart;
        Map<String, String> metadata = new LinkedHashMap<>();
        Map<String, TensorSlot> slots = new LinkedHashMap<>();
        List<long[]> ranges = new ArrayList<>();
        List<String> rangeNames = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : iterable(root)) {
            String name = e.getKey();
            if (name.equals("__metadata__")) {
                readMetadata(file, e.getValue(), metadata);
                continue;
            }
            long[] range = new long[2];
            TensorSlot slot = slot(file, name, e.getValue(), dataStart, dataLength, range);
            slots.put(name, slot);
            ranges.add(range);
            rangeNames.add(name);
        }
        checkTiling(file, ranges, rangeNames, dataLength);
        String format = metadata.get("format");
        if ("tf".equals(format) || "flax".equals(format)) {
            throw file.error("its __metadata__ says format '" + format + "': " + format + " weights, laid out as that framework"
                    + " lays them out, which transformers 4.26.1 refuses to load into a PyTorch model (NotImplementedError):"
                    + " convert them to a PyTorch checkpoint");
        }
        return new FileCheckpoint(file, slots, metadata);
    }

    private static TensorSlot slot(WeightFile file, String name, JsonNode info, long dataStart, long dataLength,
                                   long[] range) {
        String where = "tensor '" + name + "'";
        if (!info.isObject()) {
            throw file.error(where + ": its header entry is not a JSON object");
        }
        JsonNode dt = info.get("dtype");
        if (dt == null || !dt.isTextual()) {
            throw file.error(where + ": no \"dtype\" string");
        }
        DType dtype = DType.ofSafetensors(dt.asText());
        if (dtype == null) {
            throw file.error(where + " has dtype '" + dt.asText() + "', which this reader does not support ("
                    + DType.supported() + ")");
        }
        long[] shape = longs(file, where, info.get("shape"), "shape", -1);
        long[] offsets = longs(file, where, info.get("data_offsets"), "data_offsets", 2);
        long bytes;
        try {
            bytes = Math.multiplyExact(Tensor.elements(shape), dtype.size());
        } catch (ArithmeticException ex) {
            throw file.error(where + ": shape " + Arrays.toString(shape) + " overflows");
        }
        if (offsets[1] < offsets[0]) {
            throw file.error(where + ": data_offsets " + Arrays.toString(offsets) + " end before they begin");
        }
        if (offsets[1] > dataLength) {
            throw file.error(where + ": data_offsets " + Arrays.toString(offsets) + " run past the end of the file (the data"
                    + " section holds " + dataLength + " bytes)");
        }
        if (offsets[1] - offsets[0] != bytes) {
            throw file.error(where + ": data_offsets " + Arrays.toString(offsets) + " hold " + (offsets[1] - offsets[0])
                    + " bytes but " + dtype + " " + Arrays.toString(shape) + " needs " + bytes);
        }
        range[0] = offsets[0];
        range[1] = offsets[1];
        long start = dataStart + offsets[0];
        return new TensorSlot(name, dtype, shape, TensorSlot.contiguousStrides(shape), start, start, bytes, false, false);
    }

    /** The tensors sorted by offset must cover {@code [0, dataLength)} exactly once. */
    private static void checkTiling(WeightFile file, List<long[]> ranges, List<String> names, long dataLength) {
        Integer[] order = new Integer[ranges.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.<Integer>comparingLong(i -> ranges.get(i)[0]).thenComparingLong(i -> ranges.get(i)[1]));
        long end = 0;
        String previous = null;
        for (int i : order) {
            long[] r = ranges.get(i);
            if (r[0] < end) {
                throw file.error("tensor '" + names.get(i) + "' (data_offsets " + Arrays.toString(r) + ") overlaps tensor '"
                        + previous + "'");
            }
            if (r[0] > end) {
                throw file.error("the data section has a gap: bytes " + end + ".." + r[0] + " belong to no tensor (before '"
                        + names.get(i) + "')");
            }
            end = r[1];
            previous = names.get(i);
        }
        if (end != dataLength) {
            throw file.error("the tensors cover " + end + " bytes of data but the file holds " + dataLength
                    + " after the header (truncated, or trailing bytes)");
        }
    }

    private static void readMetadata(WeightFile file, JsonNode node, Map<String, String> into) {
        if (!node.isObject()) {
            throw file.error("\"__metadata__\" is not a JSON object");
        }
        for (Map.Entry<String, JsonNode> m : iterable(node)) {
            if (!m.getValue().isTextual()) {
                throw file.error("\"__metadata__\" value '" + m.getKey() + "' is not a string");
            }
            into.put(m.getKey(), m.getValue().asText());
        }
    }

    /** A JSON array of non-negative integers ({@code size} of them, or any number when negative). */
    private static long[] longs(WeightFile file, String where, JsonNode node, String field, int size) {
        if (node == null || !node.isArray() || (size >= 0 && node.size() != size)) {
            throw file.error(where + ": \"" + field + "\" is not an array of " + (size >= 0 ? size + " " : "") + "integers");
        }
        long[] out = new long[node.size()];
        for (int i = 0; i < out.length; i++) {
            JsonNode v = node.get(i);
            if (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < 0) {
                throw file.error(where + ": \"" + field + "\" holds " + v + ", not a non-negative integer");
            }
            out[i] = v.asLong();
        }
        return out;
    }

    private static Iterable<Map.Entry<String, JsonNode>> iterable(JsonNode node) {
        return node::fields;
    }
}
