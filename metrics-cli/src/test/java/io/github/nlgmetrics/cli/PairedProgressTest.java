package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Progress of the paired tests, native ({@code bleu}, {@code rouge}) and in the sacrebleu drop-in, on stderr (README, "A long
 * run shows its progress"): run in a process of its own with {@code NLG_METRICS_PROGRESS=1}, which
 * shows it although stderr is a file, the line is rewritten with {@code \r} and erased at the end,
 * stdout is the same as without it, and {@code -q} silences it.
 */
class PairedProgressTest extends CommandFixture {
    private static final String REF = "The cat sat on the mat.\nA dog barks loudly.\nHello there, world!\n";

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bleu", "rouge", "sacrebleu"})
    void pairedTestsShowStepsOnStderrOnly(String command) throws Exception {
        String ref = file("ref.txt", REF);
        String a = file("a.txt", "The cat sat on a mat.\nThe dog barks.\nHello world!\n");
        String b = file("b.txt", "A cat sat on the mat.\nA dog barks.\nHello, world!\n");
        List<String> args = command.equals("sacrebleu")
                ? new ArrayList<>(List.of("sacrebleu", ref, "-i", a, b, "-m", "bleu", "chrf", "-pbs", "--paired-bs-n", "50"))
                : new ArrayList<>(List.of(command, "-r", ref, "-i", a, b, "--paired-bs", "--paired-n", "50"));
        String[] shown = run(args, "1");
        assertTrue(shown[1].contains("\rsteps: 1/"), shown[1]);
        assertTrue(shown[1].contains("\r\u001b[K"), "the line is erased at the end: " + shown[1]);
        String[] off = run(args, "0");
        assertTrue(!off[1].contains("steps:"), off[1]);
        assertEquals(off[0], shown[0], "progress never reaches stdout");
        args.add("-q");
        assertTrue(!run(args, "1")[1].contains("steps:"), "-q silences it");
    }

    /** Runs the command line in a JVM of its own; stdout and stderr. */
    private String[] run(List<String> args, String progress) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), NlgMetrics.class.getName()));
        cmd.addAll(args);
        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("NLG_METRICS_PROGRESS", progress);
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the command did not end");
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), stderr);
        return new String[] {Files.readString(out, StandardCharsets.UTF_8), stderr};
    }
}
