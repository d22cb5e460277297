package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
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
    private static Path scratch;
    private static Optional<Path> wmt;

    @BeforeAll
    static void scratchFolder() throws IOException {
        scratch = Files.createTempDirectory("sacrebleu-matrix");
        MatrixScratch.writeEdgeFiles(scratch, true);
        wmt = MatrixScratch.linkWmt(scratch);
        if (wmt.isPresent()) {
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
        MatrixScratch.delete(scratch);
    }

    static Stream<Arguments> cases() throws IOException {
        // -Dsacrebleu.matrix=FILE checks another generated matrix (e.g. a fresh make-matrix.py run).
        String other = System.getProperty("sacrebleu.matrix");
        return MatrixScratch.cases(other == null ? MatrixScratch.resource("matrix.jsonl")
                : Files.readString(Path.of(other), StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatSacrebleuPrints(String id, JsonNode c) throws IOException {
        List<String> args = MatrixScratch.arguments(c);
        String stdin = c.get("stdin").isNull() ? null : c.get("stdin").asText();
        boolean needsWmt = args.contains("reference.de") || args.contains("-t")
                || (stdin != null && (stdin.startsWith("wmt") || stdin.endsWith(".de")));
        Assumptions.assumeTrue(!needsWmt || wmt.isPresent(), "../shared/data/wmt17-en-de is absent");
        // The matrix was recorded with no ~/.sacrebleu models: a home without them keeps the cases
        // that need one (err-spm) independent of this machine's own ~/.sacrebleu.
        MatrixScratch.assertPrintsWhatSacrebleuPrints(c, scratch, Map.of("HOME", scratch.toString()));
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
}
