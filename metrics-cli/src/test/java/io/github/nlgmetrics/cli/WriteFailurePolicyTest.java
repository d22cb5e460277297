package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The policy for failed writes of the results (docs/errors.md, "Failed writes"), on a real
 * process: a closed pipe ({@code | head -1}) is silent, exit 141; {@code >/dev/full} is one line
 * naming standard output and the cause, exit 2; the {@code sacrebleu} drop-in does as sacrebleu
 * 2.6.0 (141 silent; 120 on a full device); {@code meteor15} never exits 0 when its report was not written.
 */
@EnabledOnOs({OS.LINUX})
class WriteFailurePolicyTest extends CommandFixture {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    record Outcome(int code, String err) {
    }

    private Outcome run(boolean closedPipe, String... args) throws IOException, InterruptedException {
        List<String> argv = new ArrayList<>(List.of(JAVA, "-cp", System.getProperty("java.class.path"),
                "-Dnlgmetrics.repo.root=" + System.getProperty("nlgmetrics.repo.root", "."),
                NlgMetrics.class.getName()));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile());
        if (!closedPipe) {
            pb.redirectOutput(new File("/dev/full"));
        }
        Process p = pb.start();
        if (closedPipe) {
            p.getInputStream().close();
        }
        p.getOutputStream().close();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "hung: " + argv);
        return new Outcome(p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    private void corpus() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            sb.append("the cat sat on the mat number ").append(i).append('\n');
        }
        Files.writeString(dir.resolve("hyp"), sb);
        Files.writeString(dir.resolve("ref"), sb);
    }

    @Test
    void aNativeCommandIsSilentOnAClosedPipeAndOneLineOnAFullDevice() throws Exception {
        corpus();
        Outcome pipe = run(true, "bleu", "-r", "ref", "-i", "hyp", "--sentence-level");
        assertEquals(StdoutGuard.CLOSED_PIPE, pipe.code(), pipe.err());
        assertEquals("", pipe.err());
        Outcome full = run(false, "bleu", "-r", "ref", "-i", "hyp");
        assertEquals(2, full.code(), full.err());
        assertEquals("nlg-metrics: cannot write the results to standard output: No space left on device",
                full.err().strip());
    }

    /** compare's input warnings follow its results: with nothing written, only the failed write is reported. */
    @Test
    void compareOnAFullDeviceSaysOnlyThatItCouldNotWrite() throws Exception {
        Files.writeString(dir.resolve("ref"), "the cat sat on the mat\na dog barks in the garden\n");
        Files.writeString(dir.resolve("sys"), "the cat sat on a mat\nthe dog barks in a garden\n");
        Files.writeString(dir.resolve("copy"), "the cat sat on the mat\na dog barks in the garden\n");
        Outcome full = run(false, "compare", "-r", "ref", "-i", "sys", "copy", "--bootstrap", "20", "--trials", "0");
        assertEquals(2, full.code(), full.err());
        assertEquals("nlg-metrics: cannot write the results to standard output: No space left on device",
                full.err().strip(), "no warning about the system 'copy' before the error");
    }

    @Test
    void theSacrebleuDropInExitsAsSacrebleuDoes() throws Exception {
        corpus();
        Outcome pipe = run(true, "sacrebleu", "ref", "-i", "hyp", "-sl");
        assertEquals(141, pipe.code(), pipe.err());
        assertEquals("", pipe.err());
        Outcome full = run(false, "sacrebleu", "ref", "-i", "hyp");
        assertEquals(120, full.code(), full.err());
        assertTrue(full.err().contains("No space left on device"), full.err());
    }

    @Test
    void meteor15IsNotASuccessWhenItsReportWasNotWritten() throws Exception {
        Files.writeString(dir.resolve("hyp"), "the cat sat\n");
        Files.writeString(dir.resolve("ref"), "the cat sat\n");
        Outcome full = run(false, "meteor15", "hyp", "ref", "-l", "en", "-m", "exact");
        assertEquals(2, full.code(), full.err());
        assertTrue(full.err().contains("cannot write the results to standard output"), full.err());
    }

    /** Issue 32: the rouge155 drop-in printed its own line and then the CLI's: one is the promise. */
    @Test
    void rouge155SaysItOnceOnAFullDevice() throws Exception {
        Outcome full = run(false, "rouge155", "-h");
        assertEquals(2, full.code(), full.err());
        assertEquals("nlg-metrics rouge155: cannot write the results to standard output: No space left on device",
                full.err().strip());
    }

    /** Issue 32: jiwer (click) exits 1 on a failed write: silently on a closed pipe, Python's OSError line otherwise. */
    @Test
    void theJiwerDropInExitsAsJiwerDoes() throws Exception {
        Files.writeString(dir.resolve("hyp"), "the cat sat\n");
        Files.writeString(dir.resolve("ref"), "the cat sat\n");
        Outcome full = run(false, "jiwer", "-r", "ref", "-h", "hyp");
        assertEquals(1, full.code(), full.err());
        assertEquals("nlg-metrics jiwer: OSError: [Errno 28] No space left on device", full.err().strip());
        Outcome pipe = run(true, "jiwer", "-r", "ref", "-h", "hyp");
        assertEquals(1, pipe.code(), pipe.err());
        assertEquals("", pipe.err());
    }
}
