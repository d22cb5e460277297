package io.github.nlgmetrics.cli.dropin.sacrebleu;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The sacrebleu drop-in run in process with its stdout captured (the command itself writes to the
 * process's raw stdout), for tests of other packages that compare their numbers with it.
 *
 * @param code the exit code
 * @param out what it printed on stdout
 * @param err what it printed on stderr
 */
public record DropInRun(int code, String out, String err) {
    /** {@code sacrebleu ARGS} with no environment variables (seed 12345). */
    public static DropInRun of(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SacrebleuCommand.run(args, Path.of(""), new ByteArrayInputStream(new byte[0]), out,
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        return new DropInRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
