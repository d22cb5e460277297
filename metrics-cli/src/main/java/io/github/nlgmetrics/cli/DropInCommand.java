package io.github.nlgmetrics.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Unmatched;

/**
 * A drop-in for another tool's command line ({@code sacrebleu}, {@code rouge155}, {@code meteor15}): picocli hands
 * over every argument untouched, the command parses them with the tool's own grammar and writes
 * UTF-8 bytes to standard output as the tool does.
 */
public abstract class DropInCommand implements Callable<Integer> {
    @Unmatched
    List<String> args = new ArrayList<>();

    /**
     * The exit code after the results could not be written to standard output ({@code cause}: the
     * first failed write, null when unknown): by default the CLI's policy
     * ({@link CliErrors#writeFailed}); a drop-in whose tool does otherwise overrides it.
     */
    protected int writeFailed(java.io.IOException cause) {
        return CliErrors.writeFailed(new java.io.PrintWriter(System.err, true), cause);
    }

    /**
     * Whether the tool's own grammar gets {@code --} as given (argparse, click) instead of picocli
     * reading it; {@link NlgMetrics} asks each registered drop-in. ({@code @file} reaches every
     * command as written: no command expands it.)
     */
    public boolean parsesOwnArguments() {
        return false;
    }

    /** Runs the tool's command line {@code args}, writing to {@code out}; returns the exit code. */
    protected abstract int run(List<String> args, PrintStream out);

    @Override
    public final Integer call() {
        PrintStream out = new PrintStream(StdoutGuard.raw(), false, StandardCharsets.UTF_8);
        int code = run(args, out);
        out.flush();
        if (out.checkError()) {
            return writeFailed(StdoutGuard.failure());
        }
        return code;
    }

    /**
     * Takes {@code --format text|json} ({@code --format=json}) out of a drop-in's {@code argv} and
     * says whether JSON was asked for. The long form only: the tools' own short {@code -f} means
     * something else (ROUGE-1.5.5's scoring formula, METEOR's output prefix). The tool's own output
     * stays the default, byte for byte; a value other than {@code text} or {@code json} is an
     * {@link IllegalArgumentException} naming it.
     */
    public static boolean takeJsonFormat(List<String> argv) {
        int i = argv.indexOf("--format");
        String value = null;
        if (i >= 0) {
            if (i + 1 >= argv.size()) {
                throw new IllegalArgumentException("--format takes text or json");
            }
            value = argv.remove(i + 1);
            argv.remove(i);
        } else {
            for (String a : argv) {
                if (a.startsWith("--format=")) {
                    value = a.substring("--format=".length());
                    argv.remove(a);
                    break;
                }
            }
        }
        if (value != null && !value.equals("text") && !value.equals("json")) {
            throw new IllegalArgumentException("--format takes text or json: " + value);
        }
        return "json".equals(value);
    }
}
