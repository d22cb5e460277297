package io.github.nlgmetrics.cli.conformance;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.fixtures.CaseAnswer;
import io.github.nlgmetrics.fixtures.ConformanceRunner;
import io.github.nlgmetrics.fixtures.EvalContext;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.protocol.CaseProtocol;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Deliberately broken adapters for the conformance protocol (our own answers, then broken), run
 * as {@code java -cp ... BrokenAdapter MODE}:
 * <ul>
 * <li>{@code bleu-plus} adds 0.01 to every BLEU {@code score};</li>
 * <li>{@code crash-10} exits with status 3 on the 10th case it reads, after "boom" on stderr;</li>
 * <li>{@code garbage} prints a line that is not JSON for every case;</li>
 * <li>{@code wrong-id} answers with id "x-" + the case's id;</li>
 * <li>{@code no-key} answers {@code {"id": ...}} only;</li>
 * <li>{@code trailing} prints the right answer followed by {@code  garbage} on the same line;</li>
 * <li>{@code two} prints the right answer and, on the same line, a wrong one;</li>
 * <li>{@code exit-at-once} exits with status 5 before reading anything.</li>
 * </ul>
 */
public final class BrokenAdapter {
    private BrokenAdapter() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        if (mode.equals("exit-at-once")) {
            System.err.println("exit-at-once: no model loaded");
            System.exit(5);
        }
        ConformanceRunner runner = new ConformanceRunner(new EvalContext(null));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String line;
        int n = 0;
        while ((line = in.readLine()) != null) {
            n++;
            GoldenCase c = CaseProtocol.parseRequest(line);
            CaseAnswer a = runner.answer(c);
            switch (mode) {
                case "bleu-plus" -> {
                    if (c.metric().equals("bleu") && a.result() != null && a.result().has("score")) {
                        ObjectNode r = ((ObjectNode) a.result()).deepCopy();
                        r.put("score", r.get("score").doubleValue() + 0.01);
                        a = CaseAnswer.result(r);
                    }
                    out.println(CaseProtocol.answer(c.id(), a));
                }
                case "crash-10" -> {
                    if (n == 10) {
                        System.err.println("boom");
                        System.exit(3);
                    }
                    out.println(CaseProtocol.answer(c.id(), a));
                }
                case "garbage" -> out.println("Traceback (most recent call last): not json at all");
                case "wrong-id" -> out.println(CaseProtocol.answer("x-" + c.id(), a));
                case "trailing" -> out.println(CaseProtocol.answer(c.id(), a) + " garbage");
                case "two" -> out.println(CaseProtocol.answer(c.id(), a) + "{\"id\": \"" + c.id()
                        + "\", \"result\": {\"score\": -1}}");
                case "no-key" -> out.println("{\"id\": \"" + c.id() + "\"}");
                default -> throw new IllegalArgumentException("unknown mode: " + mode);
            }
            out.flush();
        }
    }
}
