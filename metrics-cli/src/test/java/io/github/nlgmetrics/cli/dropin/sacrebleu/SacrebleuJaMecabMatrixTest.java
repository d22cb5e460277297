package io.github.nlgmetrics.cli.dropin.sacrebleu;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
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
    private static final String MATRIX = MatrixScratch.resource("matrix-ja-mecab.jsonl");
    private static Path scratch;

    @BeforeAll
    static void writeTheFiles() throws IOException {
        scratch = Files.createTempDirectory("sacrebleu-ja-matrix");
        Iterator<Map.Entry<String, JsonNode>> files = MatrixScratch.header(MATRIX).get("files").fields();
        while (files.hasNext()) {
            Map.Entry<String, JsonNode> f = files.next();
            Files.writeString(scratch.resolve(f.getKey()), f.getValue().asText(), StandardCharsets.UTF_8);
        }
    }

    @AfterAll
    static void cleanUp() throws IOException {
        MatrixScratch.delete(scratch);
    }

    static Stream<Arguments> cases() throws IOException {
        return MatrixScratch.cases(MATRIX);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatSacrebleuPrints(String id, JsonNode c) throws IOException {
        MatrixScratch.assertPrintsWhatSacrebleuPrints(c, scratch, Map.of());
    }
}
