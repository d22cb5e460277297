package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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
        String[] shown = inOwnJvm(args, "1");
        assertTrue(shown[1].contains("\rsteps: 1/"), shown[1]);
        assertTrue(shown[1].contains("\r\u001b[K"), "the line is erased at the end: " + shown[1]);
        String[] off = inOwnJvm(args, "0");
        assertTrue(!off[1].contains("steps:"), off[1]);
        assertEquals(off[0], shown[0], "progress never reaches stdout");
        args.add("-q");
        assertTrue(!inOwnJvm(args, "1")[1].contains("steps:"), "-q silences it");
    }
}
