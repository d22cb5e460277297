package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The drop-in with {@code -tok ja-mecab} (and {@code -l en-ja}, which selects it) against sacrebleu
 * 2.6.0 with MeCab and the 392,126-entry IPADIC: every case of
 * {@code sacrebleu/matrix-ja-mecab.jsonl}, whose first line holds the input files (Japanese
 * sentences and the edge-case lines of {@code sacrebleu-tok.csv}) and the command that recorded
 * sacrebleu's exit code and stdout ({@code make-matrix-ja.py}, beside it).
 */
class SacrebleuJaMecabMatrixTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Path scratch;
    private static String[] lines;

    @BeforeAll
    static void writeTheFiles() throws IOException {
        try (InputStream in = SacrebleuJaMecabMatrixTest.class.getResourceAsStream("/sacrebleu/matrix-ja-mecab.jsonl")) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
        }
        scratch = Files.createTempDirectory("sacrebleu-ja-matrix");
        scratch.toFile().deleteOnExit();
        Iterator<Map.Entry<String, JsonNode>> files = JSON.readTree(lines[0]).get("files").fields();
        while (files.hasNext()) {
            Map.Entry<String, JsonNode> f = files.next();
            Path p = scratch.resolve(f.getKey());
            Files.writeString(p, f.getValue().asText(), StandardCharsets.UTF_8);
            p.toFile().deleteOnExit();
        }
    }

    static Stream<Arguments> cases() throws IOException {
        if (lines == null) {
            writeTheFiles();
        }
        List<Arguments> out = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            JsonNode c = JSON.readTree(lines[i]);
            out.add(Arguments.of(c.get("id").asText(), c));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatSacrebleuPrints(String id, JsonNode c) {
        List<String> args = new ArrayList<>();
        c.get("args").forEach(a -> args.add(a.asText()));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SacrebleuCommand.run(args, scratch, new ByteArrayInputStream(new byte[0]), out,
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(c.get("exit").asInt(), code, "exit code; stderr: " + stderr);
        assertEquals(c.get("stdout").asText(), out.toString(StandardCharsets.UTF_8), "stdout; stderr: " + stderr);
    }
}
