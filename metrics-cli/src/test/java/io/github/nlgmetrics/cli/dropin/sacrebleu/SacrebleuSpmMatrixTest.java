package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The drop-in with sacrebleu's SentencePiece tokenizers ({@code -tok spm|flores101|flores200|spBLEU-1K})
 * against sacrebleu 2.6.0 with SentencePiece 0.1.97: every case of {@code sacrebleu/matrix-spm.jsonl}
 * (made by {@code make-matrix-spm.py}, whose first line records the command and the model layouts)
 * runs in process in a scratch folder holding the edge files, links to the WMT17 files and the
 * sacrebleu homes {@code home-a}, {@code home-b} (the stand-in models of
 * {@code conformance-data/spm-models/} under sacrebleu's file names) and {@code home-empty}, with
 * {@code SACREBLEU} naming one; exit code and stdout must be sacrebleu's byte for byte.
 */
class SacrebleuSpmMatrixTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Path scratch;
    private static Optional<Path> wmt;

    @BeforeAll
    static void scratchFolder() throws IOException {
        scratch = Files.createTempDirectory("sacrebleu-spm-matrix");
        JsonNode spec = JSON.readTree(resource("edge-files.json"));
        for (Iterator<Map.Entry<String, JsonNode>> it = spec.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode f = e.getValue();
            if (f.path("gzip").asBoolean()) {
                continue; // no SentencePiece case reads a gzip file
            }
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            data.write(decode(f, "prefix"));
            byte[] unit = decode(f, "base64");
            for (int i = 0; i < (f.has("repeat") ? f.get("repeat").asInt() : 1); i++) {
                data.write(unit);
            }
            data.write(decode(f, "suffix"));
            Files.write(scratch.resolve(e.getKey()), data.toByteArray());
        }
        wmt = RepoPaths.shared("data/wmt17-en-de");
        if (wmt.isPresent()) {
            try (Stream<Path> files = Files.list(wmt.get())) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.createSymbolicLink(scratch.resolve(p.getFileName().toString()), p.toAbsolutePath());
                }
            }
        }
        Path models = RepoPaths.conformanceData().resolve("spm-models");
        JsonNode homes = JSON.readTree(resource("matrix-spm.jsonl").split("\n")[0]).get("homes");
        for (Iterator<Map.Entry<String, JsonNode>> it = homes.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> home = it.next();
            Path dir = Files.createDirectories(scratch.resolve(home.getKey()).resolve("models"));
            for (Iterator<Map.Entry<String, JsonNode>> files = home.getValue().fields(); files.hasNext(); ) {
                Map.Entry<String, JsonNode> f = files.next();
                Files.copy(models.resolve(f.getValue().asText()), dir.resolve(f.getKey()));
            }
        }
    }

    @AfterAll
    static void cleanUp() throws IOException {
        try (Stream<Path> files = Files.walk(scratch)) {
            for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }

    static Stream<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        String[] lines = resource("matrix-spm.jsonl").split("\n");
        for (int i = 1; i < lines.length; i++) {
            JsonNode c = JSON.readTree(lines[i]);
            out.add(Arguments.of(c.get("id").asText(), c));
        }
        return out.stream();
    }

    private static int run(List<String> args, String stdin, Map<String, String> env, ByteArrayOutputStream out,
                           ByteArrayOutputStream err) throws IOException {
        InputStream in = stdin == null ? new ByteArrayInputStream(new byte[0])
                : new ByteArrayInputStream(Files.readAllBytes(scratch.resolve(stdin)));
        return SacrebleuCommand.run(args, scratch, in, out, new PrintStream(err, true, StandardCharsets.UTF_8), env);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatSacrebleuPrints(String id, JsonNode c) throws IOException {
        List<String> args = new ArrayList<>();
        c.get("args").forEach(a -> args.add(a.asText()));
        String stdin = c.get("stdin").isNull() ? null : c.get("stdin").asText();
        Assumptions.assumeTrue(!args.contains("reference.de") || wmt.isPresent(), "../shared/data/wmt17-en-de is absent");
        Map<String, String> env = new HashMap<>();
        c.get("env").fields().forEachRemaining(e -> env.put(e.getKey(), e.getValue().asText()));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = run(args, stdin, env, out, err);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(c.get("exit").asInt(), code, "exit code; stderr: " + stderr);
        assertEquals(c.get("stdout").asText(), out.toString(StandardCharsets.UTF_8), "stdout; stderr: " + stderr);
    }

    @Test
    void aMissingModelIsOneLineNamingThePathAndTheUrl() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = run(List.of("ref4", "-i", "hyp4", "-tok", "flores200"), null, Map.of("SACREBLEU", "home-empty"),
                out, err);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, code);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals(1, stderr.lines().count(), stderr);
        assertTrue(stderr.contains(Path.of("home-empty", "models", "flores200sacrebleuspm").toString()), stderr);
        assertTrue(stderr.contains("https://tinyurl.com/flores200sacrebleuspm"), stderr);
    }

    private static byte[] decode(JsonNode f, String key) {
        return f.has(key) ? Base64.getDecoder().decode(f.get(key).asText()) : new byte[0];
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = SacrebleuSpmMatrixTest.class.getResourceAsStream("/sacrebleu/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
