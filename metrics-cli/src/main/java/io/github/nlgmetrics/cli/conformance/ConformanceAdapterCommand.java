package io.github.nlgmetrics.cli.conformance;

import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.fixtures.CaseAnswer;
import io.github.nlgmetrics.fixtures.ConformanceRunner;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.protocol.CaseProtocol;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code nlg-metrics conformance-adapter}: our own implementation behind the conformance line
 * protocol (docs/conformance-kit.md). Reads one JSON case per line on stdin until end of input
 * and writes one JSON answer per line on stdout, flushed after each: {@code result} (our
 * outputs), {@code error} (our code rejected the input) or {@code unsupported}. A request line
 * it cannot read is answered with an {@code error} naming the problem (id {@code null} when the
 * line has none), never with a stack trace.
 */
@Command(name = "conformance-adapter", mixinStandardHelpOptions = true,
        description = "Answer golden cases on stdin (one JSON object per line) with our results on stdout: "
                + "the protocol of conformance --external.")
public final class ConformanceAdapterCommand implements Callable<Integer> {
    @Option(names = "--rouge-data", paramLabel = "DIR",
            description = "ROUGE-1.5.5 data directory (default: $ROUGE_EVAL_HOME, else ../shared/rouge155-data where present).")
    Path rougeData;

    @Override
    public Integer call() throws IOException {
        ConformanceRunner runner = new ConformanceRunner(ConformanceCommand.context(rougeData));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        serve(runner, in, out);
        return ExitCode.OK;
    }

    /** Answers every request line of {@code in} on {@code out}. */
    static void serve(ConformanceRunner runner, BufferedReader in, Writer out) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            String answer;
            try {
                GoldenCase c = CaseProtocol.parseRequest(line);
                answer = CaseProtocol.answer(c.id(), runner.answer(c));
            } catch (IllegalArgumentException e) {
                answer = CaseProtocol.answer(null, CaseAnswer.error(e.getMessage()));
            }
            out.write(answer);
            out.write('\n');
            out.flush();
        }
    }
}
