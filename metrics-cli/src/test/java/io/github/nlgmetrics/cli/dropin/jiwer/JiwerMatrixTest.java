package io.github.nlgmetrics.cli.dropin.jiwer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.dropin.RecordedMatrix;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The drop-in against jiwer 4.0.0's own {@code jiwer} command: every case of {@code jiwer/matrix.jsonl}
 * (made by {@code make-jiwer-matrix.py}, whose first line records the command and the input files)
 * runs {@code nlg-metrics jiwer ARGS} in process, in a scratch folder holding those files, and must
 * give jiwer's exit code and its stdout byte for byte (words and characters, {@code -a}, {@code -g},
 * lines dropped at stripped length ≤ 1, CRLF, tabs and NBSP, empty files, click's usage errors).
 */
class JiwerMatrixTest {
    private static final RecordedMatrix MATRIX = RecordedMatrix.load("/jiwer/matrix.jsonl");

    @AfterAll
    static void cleanUp() {
        MATRIX.close();
    }

    static Stream<Arguments> cases() {
        return MATRIX.arguments();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatJiwerPrints(String id, JsonNode c) {
        List<String> args = RecordedMatrix.args(c);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = JiwerCommand.run(args, MATRIX.folder(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(c.get("exit").asInt(), code, "exit code; stderr: " + stderr);
        assertEquals(c.get("stdout").asText(), out.toString(StandardCharsets.UTF_8), "stdout; stderr: " + stderr);
        if (code != 0) {
            assertEquals(1, stderr.lines().filter(l -> l.startsWith("Error:") || l.startsWith("nlg-metrics jiwer:")).count(),
                    "one line naming the problem: " + stderr);
        }
    }

    /**
     * Issue 32: {@code jiwer --help} as click 8.4.0 prints jiwer 4.0.0's help without a terminal:
     * wrapped at 78 columns (click's 80 less 2), so {@code -g}'s help breaks before "and".
     */
    @org.junit.jupiter.api.Test
    void theHelpIsWrappedAt78ColumnsAsClickWrapsIt() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = JiwerCommand.run(List.of("--help"), MATRIX.folder(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        String help = out.toString(StandardCharsets.UTF_8);
        help.lines().forEach(l -> org.junit.jupiter.api.Assertions.assertTrue(l.length() <= 78, "over 78: " + l));
        org.junit.jupiter.api.Assertions.assertTrue(help.contains(
                "  -g, --global           Apply a global minimal alignment between reference\n"
                + "                         and hypothesis sentences before computing the WER.\n"), help);
    }
}
