package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.report.SpecialFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code nlg-metrics bertscore --rescale-with-baseline --baseline-path F} (issue 39). bert_score 0.3.13's
 * command, given a path that is no regular file (missing, a folder, {@code /dev/null}, a FIFO), prints
 * {@code Warning: Baseline not Found for M on en at F} and then the unrescaled numbers under a hash that
 * says {@code -custom-rescaled} (recorded with the reference env, {@code bert-score -r r -c h -m
 * sentence-transformers/all-MiniLM-L6-v2 -l 6 --lang en --rescale_with_baseline --baseline_path F}: exit 0).
 * The {@code bert-score} drop-in reproduces that; the native command refuses it in one line, and a
 * {@code --baseline-path} without {@code --rescale-with-baseline} (which bert_score ignores). A baseline
 * value that makes {@code (s - b) / (1 - b)} meaningless (1 or more: -inf or a sign flip; NaN, Infinity,
 * 1e400: nan) is refused naming the file, line and value, where bert_score printed -inf or nan, exit 0.
 */
class BertScoreBaselineTest extends CommandFixture {
    private static final String MODEL = "sentence-transformers/all-MiniLM-L6-v2";

    private CliRun bertscore(String... extra) throws IOException {
        List<String> args = new ArrayList<>(List.of("bertscore", "-r", file("ref.txt", "a cat sat on a mat\nhello world\n"),
                "-i", file("hyp.txt", "the cat sat on the mat\nhello there world\n"), "--model", MODEL, "--lang", "en"));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static String baseline(String layer6) {
        StringBuilder sb = new StringBuilder("LAYER,P,R,F\n");
        for (int i = 0; i < 6; i++) {
            sb.append(i).append(",0.5,0.5,0.5\n");
        }
        return sb.append("6,").append(layer6).append('\n').toString();
    }

    @Test
    void aBaselinePathThatIsNoFileIsRefused() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("folder"));
        for (String path : List.of(dir.resolve("missing.tsv").toString(), folder.toString(), "/dev/null")) {
            CliRun r = bertscore("--rescale-with-baseline", "--baseline-path", path);
            assertOneLineError(r, "--baseline-path " + path);
            assertEquals("", r.out());
        }
        Path fifo = SpecialFiles.fifo(dir.resolve("fifo.tsv"));
        assertOneLineError(bertscore("--rescale-with-baseline", "--baseline-path", fifo.toString()),
                "--baseline-path " + fifo);
    }

    @Test
    void aBaselinePathWithoutRescalingIsRefused() throws IOException {
        String good = file("good.tsv", baseline("0.5,0.5,0.5"));
        assertOneLineError(bertscore("--baseline-path", good), "--baseline-path", "--rescale-with-baseline");
        CliRun rescaled = bertscore("--rescale-with-baseline", "--baseline-path", good);
        assertEquals(0, rescaled.exitCode(), rescaled.err());
        assertTrue(rescaled.out().contains("-custom-rescaled P: "), rescaled.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "1.0,0.5,0.5 | 1.0", "0.5,NaN,0.5 | NaN", "0.5,0.5,Infinity | Infinity", "1e400,0.5,0.5 | 1e400",
        "0.5,-Infinity,0.5 | -Infinity", "1.5,0.5,0.5 | 1.5",
    })
    void aBaselineValueThatBreaksTheRescalingIsRefused(String row, String value) throws IOException {
        String path = file("bad.tsv", baseline(row));
        CliRun r = bertscore("--rescale-with-baseline", "--baseline-path", path);
        assertOneLineError(r, path, "line 8", "'" + value + "'");
    }
}
