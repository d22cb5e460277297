package io.github.nlgmetrics.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.StdoutGuard;
import io.github.nlgmetrics.cli.VersionProvider;
import java.io.BufferedInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code nlg-metrics serve}: answers requests, one JSON object per line on standard input, one
 * answer per line on standard output, in order, until standard input ends ({@link Request} the
 * request, {@link Dispatcher} the answer). The commands run as on the command line, their models
 * and tables (BERTScore's encoder, METEOR's WordNet, ROUGE-1.5.5's data, the tokenizers) loaded
 * once and kept, so a call after the first costs milliseconds. A bad request (not JSON, not UTF-8,
 * too long, an unknown command or option, bad input) gets an error answer and the loop goes on;
 * nothing ever prints a stack trace. The process's own standard output carries the answers only:
 * anything else that would print there goes to standard error. It ends with exit 0 at the end of
 * its input, silently with {@link StdoutGuard#CLOSED_PIPE} when the reader of its answers has gone
 * (a killed client), and as any command on SIGTERM (the JVM's exit, 143), writing no file of its own.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Answer scoring requests, one JSON object per line on stdin, one answer per line on stdout, in"
                + " one JVM", "(models stay loaded): the Python module's Session. Protocol: docs/python.md."})
public final class ServeCommand implements Callable<Integer> {
    /** The default limit of one request line: 256 MiB (a corpus of millions of segments). */
    static final long DEFAULT_MAX_REQUEST = 256L << 20;

    /** The most a request line can be: a Java array's length. */
    private static final long MAX_REQUEST = Integer.MAX_VALUE - 16;

    @Option(names = "--max-request-bytes", paramLabel = "N",
            description = "Longest request line read, in bytes (default: 268435456, 256 MiB); a longer one is"
                    + " skipped and answered with an error.")
    long maxRequestBytes = DEFAULT_MAX_REQUEST;

    @Override
    public Integer call() throws IOException {
        if (maxRequestBytes < 2 || maxRequestBytes > MAX_REQUEST) {
            throw new IllegalArgumentException("--max-request-bytes must be between 2 and " + MAX_REQUEST + ": "
                    + maxRequestBytes);
        }
        OutputStream answers = StdoutGuard.raw();
        // Whatever else would print on standard output (a library's println) goes to standard error.
        System.setOut(System.err);
        InputStream requests = new BufferedInputStream(new FileInputStream(FileDescriptor.in), 1 << 16);
        try (CommandLines commandLines = new CommandLines()) {
            return serve(new RequestLines(requests, maxRequestBytes), answers, new Dispatcher(commandLines));
        }
    }

    /** Answers every request of {@code lines} on {@code answers}; the exit code. */
    static int serve(RequestLines lines, OutputStream answers, Dispatcher dispatcher) throws IOException {
        for (RequestLines.Line line = lines.next(); line != null; line = lines.next()) {
            if (line.error() == null && line.text().isBlank()) {
                continue;
            }
            ObjectNode answer = answer(line, dispatcher);
            byte[] bytes;
            try {
                bytes = Dispatcher.WRITE.writeValueAsBytes(answer);
            } catch (IOException | RuntimeException e) {
                bytes = Dispatcher.WRITE.writeValueAsBytes(Dispatcher.failure(answer.get("id"), e));
            }
            try {
                answers.write(bytes);
                answers.write('\n');
                answers.flush();
            } catch (IOException e) {
                // The reader of the answers has gone (a closed pipe): nothing to say, no one to say it to.
                return StdoutGuard.closedPipe(e) ? StdoutGuard.CLOSED_PIPE : ExitCode.USAGE;
            }
        }
        return ExitCode.OK;
    }

    /** The answer to one line; never an exception. */
    private static ObjectNode answer(RequestLines.Line line, Dispatcher dispatcher) {
        JsonNode id = null;
        try {
            if (line.error() != null) {
                throw new IllegalArgumentException(line.error());
            }
            JsonNode request = Request.read(line.text());
            id = request != null && request.isObject() ? request.get("id") : null;
            return dispatcher.answer(Request.of(request));
        } catch (Throwable t) { // NOPMD: every failure of a request is its answer, never the worker's end
            return Dispatcher.failure(id, t);
        }
    }
}
