package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code nlg-metrics bleu}: sacrebleu's output, and one clear line plus exit 2 on bad input. */
class BleuCommandTest extends CommandFixture {
    @Test
    void printsSacrebleusLine() throws IOException {
        CliRun r = run("bleu", "the cat sat on a mat\nhello world how are you\n",
                "the cat sat on the mat\nhello world , how are you\n");
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
        String hyp = "a b c d e f\n";
        String ref = "a b c d e f g\n";
        assertEquals("84.648", run("bleu", hyp, ref, "-b", "-w", "3").out().strip());
        JsonNode o = run("bleu", hyp, ref, "--format", "json").json();
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
        assertOneLineError(run("bleu", "a\n", "a\nb\n"), "line counts differ", "1 lines", "2");
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
        assertOneLineError(run("bleu", "", ""), "empty input");
    }

    @Test
    void missingFileIsAnError() {
        CliRun r = CliRun.of("bleu", "-r", dir.resolve("nope").toString(), "-i", dir.resolve("nope2").toString());
        assertOneLineError(r, "no such file");
    }

    @Test
    void unknownOptionValuesAreErrors() throws IOException {
        assertOneLineError(run("bleu", "a\n", "a\n", "--tokenize", "13b"), "13b");
        assertOneLineError(run("bleu", "a\n", "a\n", "--smooth-method", "laplace"), "laplace");
        assertOneLineError(run("bleu", "a\n", "a\n", "--no-such-option"), "--no-such-option");
        assertOneLineError(run("bleu", "a\n", "a\n", "--format", "xml"), "xml");
    }

    @Test
    void missingReferenceOptionIsAnError() throws IOException {
        assertOneLineError(CliRun.of("bleu", "-i", file("hyp", "a\n")), "-r");
    }
}
