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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The drop-in against sacrebleu 2.6.0 itself: every case of {@code sacrebleu/matrix.jsonl}
 * (made by {@code make-matrix.py}, whose first line records the command) runs
 * {@code nlg-metrics sacrebleu ARGS} in process, in a scratch folder holding the edge files of
 * {@code edge-files.json} and links to the WMT17 files of {@code ../shared/data/wmt17-en-de}, and
 * must give sacrebleu's exit code and its stdout byte for byte. Cases that read the WMT17 files
 * are skipped where that folder is absent.
 */
class SacrebleuMatrixTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Path scratch;
    private static Optional<Path> wmt;

    @BeforeAll
    static void scratchFolder() throws IOException {
        scratch = Files.createTempDirectory("sacrebleu-matrix");
        JsonNode spec = JSON.readTree(resource("edge-files.json"));
        for (Iterator<Map.Entry<String, JsonNode>> it = spec.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode f = e.getValue();
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            data.write(decode(f, "prefix"));
            byte[] unit = decode(f, "base64");
            for (int i = 0; i < (f.has("repeat") ? f.get("repeat").asInt() : 1); i++) {
                data.write(unit);
            }
            data.write(decode(f, "suffix"));
            byte[] bytes = data.toByteArray();
            if (f.path("gzip").asBoolean()) {
                ByteArrayOutputStream gz = new ByteArrayOutputStream();
                try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
                    z.write(bytes);
                }
                bytes = gz.toByteArray();
            }
            Files.write(scratch.resolve(e.getKey()), bytes);
        }
        wmt = RepoPaths.shared("data/wmt17-en-de");
        if (wmt.isPresent()) {
            try (Stream<Path> files = Files.list(wmt.get())) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.createSymbolicLink(scratch.resolve(p.getFileName().toString()), p.toAbsolutePath());
                }
            }
            List<String> a = Files.readAllLines(wmt.get().resolve("xmu.4910.de"), StandardCharsets.UTF_8);
            List<String> b = Files.readAllLines(wmt.get().resolve("FBK.4870.de"), StandardCharsets.UTF_8);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                sb.append(a.get(i)).append('\t').append(b.get(i)).append('\n');
            }
            Files.writeString(scratch.resolve("wmt-two-systems.tsv"), sb.toString());
        }
    }

    @AfterAll
    static void cleanUp() throws IOException {
        try (Stream<Path> files = Files.list(scratch)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Files.delete(p);
            }
        }
        Files.delete(scratch);
    }

    static Stream<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        // -Dsacrebleu.matrix=FILE checks another generated matrix (e.g. a fresh make-matrix.py run).
        String other = System.getProperty("sacrebleu.matrix");
        String[] lines = (other == null ? resource("matrix.jsonl")
                : Files.readString(Path.of(other), StandardCharsets.UTF_8)).split("\n");
        for (int i = 1; i < lines.length; i++) {
            JsonNode c = JSON.readTree(lines[i]);
            out.add(Arguments.of(c.get("id").asText(), c));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatSacrebleuPrints(String id, JsonNode c) throws IOException {
        List<String> args = new ArrayList<>();
        c.get("args").forEach(a -> args.add(a.asText()));
        String stdin = c.get("stdin").isNull() ? null : c.get("stdin").asText();
        boolean needsWmt = args.contains("reference.de") || args.contains("-t")
                || (stdin != null && (stdin.startsWith("wmt") || stdin.endsWith(".de")));
        Assumptions.assumeTrue(!needsWmt || wmt.isPresent(), "../shared/data/wmt17-en-de is absent");
        Map<String, String> env = new HashMap<>();
        c.get("env").fields().forEachRemaining(e -> env.put(e.getKey(), e.getValue().asText()));
        // The matrix was recorded with no ~/.sacrebleu models: a home without them keeps the cases
        // that need one (err-spm) independent of this machine's own ~/.sacrebleu.
        env.putIfAbsent("HOME", scratch.toString());
        InputStream in = stdin == null ? new ByteArrayInputStream(new byte[0])
                : new ByteArrayInputStream(Files.readAllBytes(scratch.resolve(stdin)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SacrebleuCommand.run(args, scratch, in, out, new PrintStream(err, true, StandardCharsets.UTF_8), env);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(c.get("exit").asInt(), code, "exit code; stderr: " + stderr);
        assertEquals(c.get("stdout").asText(), out.toString(StandardCharsets.UTF_8), "stdout; stderr: " + stderr);
    }

    /** {@code sacrebleu REF -i} (no file) dies with a traceback in sacrebleu 2.6.0: exit 1, nothing on stdout. */
    @org.junit.jupiter.api.Test
    void inputFlagWithoutFilesExitsOneAsSacrebleuDies() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = SacrebleuCommand.run(List.of("ref4", "-i", "-f", "text"), scratch,
                new ByteArrayInputStream(new byte[0]), out, new PrintStream(new ByteArrayOutputStream(), true,
                        StandardCharsets.UTF_8), Map.of());
        assertEquals(1, code);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    private static byte[] decode(JsonNode f, String field) {
        return f.has(field) ? Base64.getDecoder().decode(f.get(field).asText()) : new byte[0];
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = SacrebleuMatrixTest.class.getResourceAsStream("/sacrebleu/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
