package io.github.nlgmetrics.cli.dropin.sacrebleu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where sacrebleu 2.6.0's command line (read in its source: argparse's version action, Python's
 * {@code int()}, {@code corpus_score}'s {@code n_bootstrap > 1}, {@code PairedTest}'s
 * {@code n_jobs}, {@code _bootstrap_resample}'s {@code SACREBLEU_SEED}) does something a user
 * relies on, the drop-in does the same (issue 21). The differences kept are listed in
 * docs/sacrebleu-cli.md.
 */
class SacrebleuDropInEdgesTest {
    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void files() throws IOException {
        Files.writeString(dir.resolve("ref"), "a b c d e\nx y z w v\n");
        Files.writeString(dir.resolve("hyp"), "a b c d e\nx y z q v\n");
        Files.writeString(dir.resolve("hyp2"), "a b c d f\nx y z q v\n");
    }

    private Run run(Map<String, String> env, String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SacrebleuCommand.run(List.of(argv), dir, new ByteArrayInputStream(new byte[0]), out,
                new PrintStream(err, true, StandardCharsets.UTF_8), env);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Run run(String... argv) {
        return run(Map.of(), argv);
    }

    @Test
    void versionIsPrintedWhenReachedWhateverFollows() {
        Run r = run("--version", "--bogus");
        assertEquals(0, r.code(), r.err());
        assertEquals("sacrebleu 2.6.0\n", r.out());
    }

    @Test
    void fullWidthDigitsAreNumbersAsPythonsIntReadsThem() {
        Run wide = run("ref", "-i", "hyp", "-b", "-w", "\uff11");
        Run ascii = run("ref", "-i", "hyp", "-b", "-w", "1");
        assertEquals(0, wide.code(), wide.err());
        assertEquals(ascii.out(), wide.out());
    }

    @Test
    void aConfidenceIntervalOfOneOrFewerSamplesIsThePlainScore() {
        String plain = run("ref", "-i", "hyp", "-f", "text").out();
        for (String n : List.of("1", "0", "-3")) {
            Run r = run("ref", "-i", "hyp", "-f", "text", "-ci", "-cin", n);
            assertEquals(0, r.code(), n + ": " + r.err());
            assertEquals(plain, r.out(), n);
        }
    }

    @Test
    void theSeedVariableIsReadWithPythonsInt() {
        String seeded = run(Map.of("SACREBLEU_SEED", "7"), "ref", "-i", "hyp", "-b", "-ci", "-cin", "20").out();
        for (String s : List.of(" 7 ", "007", "+7")) {
            Run r = run(Map.of("SACREBLEU_SEED", s), "ref", "-i", "hyp", "-b", "-ci", "-cin", "20");
            assertEquals(0, r.code(), s + ": " + r.err());
            assertEquals(seeded, r.out(), s);
        }
        Run underscores = run(Map.of("SACREBLEU_SEED", "1_000"), "ref", "-i", "hyp", "-b", "-ci", "-cin", "20");
        assertEquals(run(Map.of("SACREBLEU_SEED", "1000"), "ref", "-i", "hyp", "-b", "-ci", "-cin", "20").out(),
                underscores.out());
        // Not an integer to Python: sacrebleu dies (ValueError), exit 1, and reads it only when resampling.
        assertEquals(1, run(Map.of("SACREBLEU_SEED", "2**64"), "ref", "-i", "hyp", "-ci", "-cin", "20").code());
        assertEquals(0, run(Map.of("SACREBLEU_SEED", "2**64"), "ref", "-i", "hyp").code());
    }

    @Test
    void aNegativeNumberOfPairedJobsFailsAsMultiprocessingDoes() {
        Run r = run("ref", "-i", "hyp", "hyp2", "-pbs", "-j", "-3");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.err().contains("Number of processes must be at least 1"), r.err());
        assertEquals("", r.out());
    }
}
