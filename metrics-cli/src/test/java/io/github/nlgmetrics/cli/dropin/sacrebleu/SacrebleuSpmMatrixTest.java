package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
    private static Path scratch;
    private static Optional<Path> wmt;

    @BeforeAll
    static void scratchFolder() throws IOException {
        scratch = Files.createTempDirectory("sacrebleu-spm-matrix");
        MatrixScratch.writeEdgeFiles(scratch, false); // no SentencePiece case reads a gzip file
        wmt = MatrixScratch.linkWmt(scratch);
        Path models = RepoPaths.conformanceData().resolve("spm-models");
        JsonNode homes = MatrixScratch.header(MatrixScratch.resource("matrix-spm.jsonl")).get("homes");
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
        MatrixScratch.delete(scratch);
    }

    static Stream<Arguments> cases() throws IOException {
        return MatrixScratch.cases(MatrixScratch.resource("matrix-spm.jsonl"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatSacrebleuPrints(String id, JsonNode c) throws IOException {
        Assumptions.assumeTrue(!MatrixScratch.arguments(c).contains("reference.de") || wmt.isPresent(),
                "../shared/data/wmt17-en-de is absent");
        MatrixScratch.assertPrintsWhatSacrebleuPrints(c, scratch, Map.of());
    }

    /**
     * {@code sacrebleu ref4 -i hyp4 -tok flores200} with {@code SACREBLEU=home}: a model error, one
     * line on stderr, exit 1, nothing on stdout; the line.
     */
    private String modelErrorLine(String home) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SacrebleuCommand.run(List.of("ref4", "-i", "hyp4", "-tok", "flores200"), scratch,
                new ByteArrayInputStream(new byte[0]), out, new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("SACREBLEU", home));
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, code, stderr);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals(1, stderr.lines().count(), stderr);
        return stderr;
    }

    @Test
    void aMissingModelIsOneLineNamingThePathAndTheUrl() {
        String stderr = modelErrorLine("home-empty");
        assertTrue(stderr.contains(Path.of("home-empty", "models", "flores200sacrebleuspm").toString()), stderr);
        assertTrue(stderr.contains("https://tinyurl.com/flores200sacrebleuspm"), stderr);
    }

    /** Issue 32: a model path that exists but is a folder or a device is said to be one, not "not found ... downloads it". */
    @Test
    void aModelPathThatIsAFolderOrADeviceIsSaidToBeOne() throws IOException {
        Path models = java.nio.file.Files.createDirectories(scratch.resolve("home-odd/models"));
        Path model = models.resolve("flores200sacrebleuspm");
        java.nio.file.Files.createDirectories(model);
        assertModelLine("is a folder, not a model file");
        java.nio.file.Files.delete(model);
        java.nio.file.Files.createSymbolicLink(model, Path.of("/dev/null"));
        assertModelLine("is a device, FIFO or socket, not a model file");
        java.nio.file.Files.delete(model);
    }

    private void assertModelLine(String what) {
        String stderr = modelErrorLine("home-odd");
        assertTrue(stderr.contains(Path.of("home-odd", "models", "flores200sacrebleuspm") + " " + what), stderr);
        assertTrue(!stderr.contains("not found") && !stderr.contains("downloads it"), stderr);
    }
}
