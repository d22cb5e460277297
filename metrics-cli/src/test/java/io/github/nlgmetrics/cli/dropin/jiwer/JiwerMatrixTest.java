package io.github.nlgmetrics.cli.dropin.jiwer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.cli.dropin.RecordedMatrix;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The drop-in against jiwer 4.0.0's own {@code jiwer} command: every case of {@code jiwer/matrix.jsonl}
 * (made by {@code make-jiwer-matrix.py}, whose first line records the command and the input files)
 * runs {@code nlg-metrics jiwer ARGS} in process, in a scratch folder holding those files, and must
 * give jiwer's exit code and its stdout byte for byte (words and characters, {@code -a}, {@code -g},
 * lines dropped at stripped length ≤ 1, CRLF, tabs and NBSP, empty files, click's usage errors);
 * and {@code --format json} (ours) holds the numbers jiwer printed.
 */
class JiwerMatrixTest {
    @RegisterExtension
    static final RecordedMatrix MATRIX = RecordedMatrix.load("/jiwer/matrix.jsonl");

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

    // ---- --format json (issue 33, one grammar): ours, not jiwer's; the default output above is unchanged ----

    private static String[] run(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = JiwerCommand.run(args, MATRIX.folder(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    /**
     * For every recorded run that printed a number, {@code --format json}'s measure is that number,
     * and with {@code -a} its counts are the ones jiwer printed.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theJsonHoldsWhatJiwerPrinted(String id, JsonNode c) throws Exception {
        List<String> args = new ArrayList<>(RecordedMatrix.args(c));
        if (c.get("exit").asInt() != 0 || args.contains("--help")) {
            return; // jiwer's usage errors and failures are the drop-in's whatever --format says (JiwerMatrixTest)
        }
        boolean align = args.stream().anyMatch(a -> a.equals("-a") || a.equals("--align")
                || a.matches("-[cg]*a[cg]*"));
        args.addAll(List.of("--format", "json"));
        String[] got = run(args);
        assertEquals("0", got[0], got[2]);
        JsonNode o = new ObjectMapper().readTree(got[1]);
        String printed = c.get("stdout").asText();
        String measure = o.has("cer") ? "cer" : "wer";
        if (!align) {
            assertEquals(Double.parseDouble(printed.strip()), o.get(measure).asDouble(), 0.0, id);
            return;
        }
        // -a: jiwer printed its alignment, then "substitutions=S deletions=D insertions=I hits=H"
        assertTrue(o.has("alignments") && o.has("references") && o.has("hypotheses"), got[1]);
        String counts = printed.lines().filter(l -> l.startsWith("substitutions=")).findFirst()
                .orElseThrow(() -> new AssertionError(id + ": no counts line in " + printed));
        for (String kv : counts.strip().split(" ")) {
            String[] p = kv.split("=");
            assertEquals(Long.parseLong(p[1]), o.get(p[0]).asLong(), id + ": " + p[0]);
        }
    }

    @Test
    void aBadFormatIsClicksUsageError() {
        String[] got = run(List.of("-r", "a", "-h", "b", "--format", "xml"));
        assertEquals("2", got[0]);
        assertEquals("Usage: jiwer [OPTIONS]\nTry 'jiwer --help' for help.\n\nError: Invalid value for '--format':"
                + " 'xml' is not one of 'text', 'json'.\n", got[2]);
    }
}
