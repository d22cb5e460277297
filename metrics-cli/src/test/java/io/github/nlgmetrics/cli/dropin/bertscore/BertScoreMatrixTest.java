package io.github.nlgmetrics.cli.dropin.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.dropin.RecordedMatrix;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The drop-in against bert_score 0.3.13's own command: every case of {@code bertscore/matrix.jsonl} (made by
 * {@code make-bertscore-matrix.py}, whose first line records the command and the input files) runs
 * {@code nlg-metrics bert-score ARGS} in process, in a scratch folder holding those files, and must give
 * bert_score's exit code and its stdout: the same lines, the hash exact, every number within one unit of the
 * printed sixth decimal (the scores are float32 model outputs; ONNX Runtime moves them by about 3e-6, so a
 * rounding can land on the neighbouring digit). Layers 0-6 and 7, one and two reference files, {@code -s},
 * {@code --idf}, custom baselines, blank lines, CRLF, texts over 512 tokens, string mode, usage errors.
 */
class BertScoreMatrixTest {
    private static final Pattern NUMBER = Pattern.compile("-?\\d+\\.\\d{6}");
    @RegisterExtension
    static final RecordedMatrix MATRIX = RecordedMatrix.load("/bertscore/matrix.jsonl");

    static Stream<Arguments> cases() {
        return MATRIX.arguments();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatBertScorePrints(String id, JsonNode c) {
        List<String> args = RecordedMatrix.args(c);
        Assumptions.assumeFalse(c.get("stderr_last_line").asText().contains("tokenizers")
                        && !args.contains("--use_fast_tokenizer"),
                "the reference ran without --use_fast_tokenizer, i.e. with the native fast tokenizer, which its "
                        + "environment stubs out; ours has no fast tokenizer to fail");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BertScoreCommand.run(args, MATRIX.folder(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(c.get("exit").asInt(), code, "exit code; stderr: " + stderr);
        String expected = c.get("stdout").asText();
        String actual = out.toString(StandardCharsets.UTF_8);
        assertEquals(NUMBER.matcher(expected).replaceAll("#"), NUMBER.matcher(actual).replaceAll("#"),
                "stdout apart from the numbers; stderr: " + stderr);
        Matcher e = NUMBER.matcher(expected);
        Matcher a = NUMBER.matcher(actual);
        while (e.find() && a.find()) {
            double d = Math.abs(Double.parseDouble(e.group()) - Double.parseDouble(a.group()));
            assertTrue(d < 1.5e-6, "number " + a.group() + " vs bert_score's " + e.group() + "\n" + actual);
        }
        if (code != 0) {
            assertTrue(stderr.lines().anyMatch(l -> !l.isBlank()), "a line naming the problem");
        }
    }
}
