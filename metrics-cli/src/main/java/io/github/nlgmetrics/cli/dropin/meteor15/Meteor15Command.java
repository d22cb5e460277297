package io.github.nlgmetrics.cli.dropin.meteor15;

import io.github.nlgmetrics.cli.CliErrors;
import io.github.nlgmetrics.cli.DropInCommand;
import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.report.PyJson;
import io.github.nlgmetrics.meteor.meteor15.Meteor15;
import io.github.nlgmetrics.meteor.meteor15.Meteor15Flags;
import io.github.nlgmetrics.meteor.meteor15.Meteor15Jar;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;

/**
 * {@code nlg-metrics meteor15 TEST REF [-l en] [-norm] [-t TASK] [-m MODULES] [-r N] [-p 'a b g d']
 * [-w WEIGHTS] [-stdio] ...}: a drop-in for {@code java -jar meteor-1.5.jar} (English) with the jar's
 * own single-dash options (parsed by {@link Meteor15Flags}) and byte-identical output; {@code -stdio}
 * speaks the jar's SCORE/EVAL protocol on standard input and output (the file names are then
 * ignored, as by the jar: pycocoevalcap passes {@code - -}).
 *
 * <p>{@code --format json} (ours, long form only: the jar's {@code -f} is its output prefix) prints
 * instead one JSON object: {@code eval_id}, the system-level {@code score}, {@code precision},
 * {@code recall}, {@code f1}, {@code fMean}, {@code frag_penalty}, {@code chunks},
 * {@code test_length}, {@code reference_length}, and {@code segments} (the same fields per
 * segment), written as Python's {@code json.dumps}; not with {@code -stdio} or {@code -ssOut}.
 * Line counts that disagree, which the jar reports and exits 0 on, are then an error (exit 2).
 * The default output is unchanged, byte for byte.
 */
@Command(name = "meteor15",
        description = "METEOR 1.5 jar drop-in (English): same options, byte-identical output, -stdio protocol.")
public final class Meteor15Command extends DropInCommand {
    /** The METEOR 1.5 jar: fewer than two arguments print its usage on stderr, exit 2. */
    static final int JAR_USAGE = 2;

    @Override
    protected int run(List<String> args, PrintStream out) {
        return run(args, System.in, out, System.err);
    }

    /** Runs the drop-in; returns the exit code (0, or 2 with one line on {@code err}). */
    static int run(List<String> argv, InputStream stdin, PrintStream out, PrintStream err) {
        try {
            argv = new java.util.ArrayList<>(argv);
            boolean json = takeJsonFormat(argv);
            if (argv.size() < 2) {
                // As the jar: fewer than two arguments (none, --help, -h) print its usage on stderr, exit 2.
                err.print(usage());
                err.flush();
                return JAR_USAGE;
            }
            Meteor15Flags flags = Meteor15Flags.parse(argv.subList(2, argv.size()));
            if (json && (flags.stdio() || flags.ssOut())) {
                throw new IllegalArgumentException("--format json prints the scores of two files: "
                        + (flags.stdio() ? "-stdio speaks the jar's protocol" : "-ssOut prints statistics lines")
                        + " instead; leave one out");
            }
            if (flags.stdio()) {
                Meteor15 metric = Meteor15.of(flags.config());
                Meteor15Jar.stdio(metric, new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8)), out);
                return ExitCode.OK;
            }
            String test = read(argv.get(0));
            String ref = read(argv.get(1));
            // The jar crashes on an empty file (or prints NaN and "Final score: 0.0"): bad input never gets a number.
            for (String[] f : new String[][] {{argv.get(0), test}, {argv.get(1), ref}}) {
                if (f[1].isEmpty()) {
                    throw new IllegalArgumentException("empty input: " + f[0] + " has no lines");
                }
            }
            if (json) {
                if (flags.config().weights().size() < flags.config().modules().size()) {
                    err.println(Meteor15Jar.MODULES_WITHOUT_WEIGHTS);
                }
                out.println(PyJson.dumps(Meteor15Jar.fileModeFields(flags, test, ref)));
                out.flush();
                return ExitCode.OK;
            }
            Meteor15Jar.Output o = Meteor15Jar.fileMode(flags, test, ref);
            out.print(o.stdout());
            out.flush();
            err.print(o.stderr());
            err.flush();
            return ExitCode.OK;
        } catch (IllegalArgumentException | UncheckedIOException | IOException e) {
            out.flush();
            err.println("nlg-metrics meteor15: " + CliErrors.oneLine(e));
            err.flush();
            return ExitCode.USAGE;
        }
    }

    /** The jar's usage text, as {@code java -jar meteor-1.5.jar} prints it on stderr (stored as a resource). */
    static String usage() {
        try (InputStream in = Meteor15Command.class.getResourceAsStream("meteor15-usage.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("meteor15-usage.txt is missing from the jar", e);
        }
    }

    /** The file as the jar reads it: UTF-8, malformed bytes replaced (U+FFFD), a BOM kept. */
    private static String read(String file) {
        if (Files.isDirectory(Path.of(file))) {
            throw new IllegalArgumentException(file + ": is a directory, not a text file");
        }
        try {
            return new String(Files.readAllBytes(Path.of(file)), StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException("no such file: " + file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
