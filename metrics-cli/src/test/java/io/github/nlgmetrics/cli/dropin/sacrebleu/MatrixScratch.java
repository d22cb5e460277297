package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * What the sacrebleu drop-in matrices share: a scratch folder with the edge files of
 * {@code sacrebleu/edge-files.json} and links to the WMT17 files, the cases of a recorded
 * {@code .jsonl} matrix (its first line is the header: the command that made it), and the check
 * that one case gives sacrebleu's exit code and stdout byte for byte.
 */
final class MatrixScratch {
    static final ObjectMapper JSON = new ObjectMapper();

    private MatrixScratch() {
    }

    /** A resource of {@code /sacrebleu/} as text. */
    static String resource(String name) {
        try (InputStream in = MatrixScratch.class.getResourceAsStream("/sacrebleu/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The matrix's header (its first line). */
    static JsonNode header(String matrix) throws IOException {
        return JSON.readTree(matrix.split("\n")[0]);
    }

    /** Every case of a matrix (the lines after the header), as {@code (id, case)}. */
    static Stream<Arguments> cases(String matrix) throws IOException {
        String[] lines = matrix.split("\n");
        List<Arguments> out = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            JsonNode c = JSON.readTree(lines[i]);
            out.add(Arguments.of(c.get("id").asText(), c));
        }
        return out.stream();
    }

    /**
     * Writes the edge files into {@code scratch} ({@code gzip} ones compressed, or left out without
     * {@code withGzip}).
     */
    static void writeEdgeFiles(Path scratch, boolean withGzip) throws IOException {
        JsonNode spec = JSON.readTree(resource("edge-files.json"));
        for (Iterator<Map.Entry<String, JsonNode>> it = spec.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode f = e.getValue();
            boolean gzip = f.path("gzip").asBoolean();
            if (gzip && !withGzip) {
                continue;
            }
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            data.write(decode(f, "prefix"));
            byte[] unit = decode(f, "base64");
            for (int i = 0; i < (f.has("repeat") ? f.get("repeat").asInt() : 1); i++) {
                data.write(unit);
            }
            data.write(decode(f, "suffix"));
            byte[] bytes = data.toByteArray();
            if (gzip) {
                ByteArrayOutputStream gz = new ByteArrayOutputStream();
                try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
                    z.write(bytes);
                }
                bytes = gz.toByteArray();
            }
            Files.write(scratch.resolve(e.getKey()), bytes);
        }
    }

    /** Links every file of {@code ../shared/data/wmt17-en-de} into {@code scratch}; the folder, where present. */
    static Optional<Path> linkWmt(Path scratch) throws IOException {
        Optional<Path> wmt = RepoPaths.shared("data/wmt17-en-de");
        if (wmt.isPresent()) {
            try (Stream<Path> files = Files.list(wmt.get())) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.createSymbolicLink(scratch.resolve(p.getFileName().toString()), p.toAbsolutePath());
                }
            }
        }
        return wmt;
    }

    /** Deletes {@code scratch} and everything in it. */
    static void delete(Path scratch) throws IOException {
        try (Stream<Path> files = Files.walk(scratch)) {
            for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }

    /**
     * Runs case {@code c} ({@code args}, {@code stdin} a file of {@code scratch} or null, {@code env})
     * in {@code scratch}, with {@code extraEnv} for variables the case does not set, and asserts
     * sacrebleu's exit code and stdout.
     */
    static void assertPrintsWhatSacrebleuPrints(JsonNode c, Path scratch, Map<String, String> extraEnv)
            throws IOException {
        List<String> args = arguments(c);
        String stdin = c.path("stdin").isTextual() ? c.get("stdin").asText() : null;
        Map<String, String> env = new java.util.HashMap<>();
        if (c.has("env")) {
            c.get("env").fields().forEachRemaining(e -> env.put(e.getKey(), e.getValue().asText()));
        }
        extraEnv.forEach(env::putIfAbsent);
        InputStream in = stdin == null ? new ByteArrayInputStream(new byte[0])
                : new ByteArrayInputStream(Files.readAllBytes(scratch.resolve(stdin)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SacrebleuCommand.run(args, scratch, in, out, new PrintStream(err, true, StandardCharsets.UTF_8), env);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(c.get("exit").asInt(), code, "exit code; stderr: " + stderr);
        assertEquals(c.get("stdout").asText(), out.toString(StandardCharsets.UTF_8), "stdout; stderr: " + stderr);
    }

    /** The case's command-line arguments. */
    static List<String> arguments(JsonNode c) {
        List<String> args = new ArrayList<>();
        c.get("args").forEach(a -> args.add(a.asText()));
        return args;
    }

    private static byte[] decode(JsonNode f, String field) {
        return f.has(field) ? Base64.getDecoder().decode(f.get(field).asText()) : new byte[0];
    }
}
