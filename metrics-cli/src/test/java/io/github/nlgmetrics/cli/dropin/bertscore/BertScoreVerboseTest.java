package io.github.nlgmetrics.cli.dropin.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bert-score -v}: bert_score's phase lines on stdout ({@code calculating scores...},
 * {@code computing bert embedding.}, {@code computing greedy matching.}, {@code done in S seconds, N sentences/sec}
 * with N over the flattened references), before its {@code HASH P: R: F1:} line; its tqdm bars are our progress
 * line on stderr, shown only on a terminal (none here).
 */
class BertScoreVerboseTest {
    @TempDir
    Path dir;

    @Test
    void verbosePrintsBertScoresPhasesThenTheScoreLine() throws IOException {
        Files.writeString(dir.resolve("cand.txt"), "the cat sat on the mat\nhello world\n");
        Files.writeString(dir.resolve("ref.txt"), "a cat was on the mat\nhello there world\n");
        Files.writeString(dir.resolve("ref2.txt"), "the cat is on a mat\nhi world\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BertScoreCommand.run(List.of("-r", "ref.txt", "ref2.txt", "-c", "cand.txt", "-m",
                "sentence-transformers/all-MiniLM-L6-v2", "-l", "6", "-v"), dir,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of("calculating scores...", "computing bert embedding.", "computing greedy matching."),
                lines.subList(0, 3));
        assertTrue(lines.get(3).matches("done in \\d+\\.\\d\\d seconds, \\d+\\.\\d\\d sentences/sec"), lines.get(3));
        assertTrue(lines.get(4).startsWith("sentence-transformers/all-MiniLM-L6-v2_L6_no-idf_"), lines.get(4));
        assertEquals(5, lines.size());
        assertEquals("", err.toString(StandardCharsets.UTF_8), "no progress line off a terminal");
    }
}
