package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nlg-metrics bleu}: sacrebleu's output, and one clear line plus exit 2 on bad input. */
class BleuCommandTest {
    @TempDir
    Path dir;

    private String file(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p.toString();
    }

    private static void assertOneLineError(CliRun r, String... fragments) {
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("nlg-metrics: "), r.err());
        for (String f : fragments) {
            assertTrue(r.err().contains(f), "expected '" + f + "' in: " + r.err());
        }
        assertTrue(!r.err().contains("\tat "), "stack trace printed: " + r.err());
    }

    @Test
    void printsSacrebleusLine() throws IOException {
        String ref = file("ref", "the cat sat on the mat\nhello world , how are you\n");
        String hyp = file("hyp", "the cat sat on a mat\nhello world how are you\n");
        CliRun r = CliRun.of("bleu", "-r", ref, "-i", hyp);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().matches("BLEU\\|nrefs:1\\|case:mixed\\|eff:no\\|tok:13a\\|smooth:exp\\|version:\\S+ = "
                + "\\d+\\.\\d \\d+\\.\\d/\\d+\\.\\d/\\d+\\.\\d/\\d+\\.\\d \\(BP = \\d\\.\\d{3} ratio = \\d\\.\\d{3} "
                + "hyp_len = 11 ref_len = 12\\)\\n"), r.out());
    }

    @Test
    void readsTheHypothesisFromStandardInput() throws IOException {
        String ref = file("ref", "a b c d\n");
        CliRun r = CliRun.withStdin("a b c d\n", "bleu", "-r", ref, "-b");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("100.0", r.out().strip());
    }

    @Test
    void scoreOnlyWidthAndJsonKeys() throws Exception {
        String ref = file("ref", "a b c d e f g\n");
        String hyp = file("hyp", "a b c d e f\n");
        CliRun r = CliRun.of("bleu", "-r", ref, "-i", hyp, "-b", "-w", "3");
        assertEquals("84.648", r.out().strip());
        CliRun j = CliRun.of("bleu", "-r", ref, "-i", hyp, "--format", "json");
        JsonNode o = new ObjectMapper().readTree(j.out());
        assertEquals("BLEU", o.get("name").asText());
        assertEquals(84.6, o.get("score").asDouble());
        assertEquals("13a", o.get("tok").asText());
        assertEquals("1", o.get("nrefs").asText());
        assertTrue(o.get("verbose_score").asText().startsWith("100.0/100.0/100.0/100.0 (BP = 0.846"));
    }

    @Test
    void severalReferencesAndSentenceLevelScores() throws IOException {
        String r1 = file("r1", "a b c d\nx y z w\n");
        String r2 = file("r2", "a b c e\np q r s\n");
        String hyp = file("hyp", "a b c e\np q r s\n");
        CliRun r = CliRun.of("bleu", "-r", r1, "-r", r2, "-i", hyp, "--sentence-level", "-b");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("100.0\n100.0\n", r.out());
    }

    @Test
    void mismatchedLineCountsAreAnError() throws IOException {
        CliRun r = CliRun.of("bleu", "-r", file("ref", "a\nb\n"), "-i", file("hyp", "a\n"));
        assertOneLineError(r, "line counts differ", "1 lines", "2");
    }

    @Test
    void invalidUtf8NamesTheFileAndLine() throws IOException {
        Path hyp = dir.resolve("bad");
        Files.write(hyp, new byte[] {'o', 'k', '\n', 'b', (byte) 0xC3, '(', '\n'});
        CliRun r = CliRun.of("bleu", "-r", file("ref", "a\nb\n"), "-i", hyp.toString());
        assertOneLineError(r, "bad", "line 2", "UTF-8");
    }

    @Test
    void emptyInputIsAnError() throws IOException {
        CliRun r = CliRun.of("bleu", "-r", file("ref", ""), "-i", file("hyp", ""));
        assertOneLineError(r, "empty input");
    }

    @Test
    void missingFileIsAnError() {
        CliRun r = CliRun.of("bleu", "-r", dir.resolve("nope").toString(), "-i", dir.resolve("nope2").toString());
        assertOneLineError(r, "no such file");
    }

    @Test
    void unknownOptionValuesAreErrors() throws IOException {
        String ref = file("ref", "a\n");
        String hyp = file("hyp", "a\n");
        assertOneLineError(CliRun.of("bleu", "-r", ref, "-i", hyp, "--tokenize", "13b"), "13b");
        assertOneLineError(CliRun.of("bleu", "-r", ref, "-i", hyp, "--smooth-method", "laplace"), "laplace");
        assertOneLineError(CliRun.of("bleu", "-r", ref, "-i", hyp, "--no-such-option"), "--no-such-option");
        assertOneLineError(CliRun.of("bleu", "-r", ref, "-i", hyp, "--format", "xml"), "xml");
    }

    @Test
    void missingReferenceOptionIsAnError() throws IOException {
        assertOneLineError(CliRun.of("bleu", "-i", file("hyp", "a\n")), "-r");
    }
}
