package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.cli.compare.CompareCommand;
import io.github.nlgmetrics.cli.conformance.ConformanceAdapterCommand;
import io.github.nlgmetrics.cli.conformance.ConformanceCommand;
import io.github.nlgmetrics.cli.conformance.RegressCommand;
import io.github.nlgmetrics.cli.dropin.coco.CocoCommand;
import io.github.nlgmetrics.cli.dropin.bertscore.BertScoreCommand;
import io.github.nlgmetrics.cli.dropin.jiwer.JiwerCommand;
import io.github.nlgmetrics.cli.dropin.meteor15.Meteor15Command;
import io.github.nlgmetrics.cli.dropin.rouge155.Rouge155Command;
import io.github.nlgmetrics.cli.dropin.sacrebleu.SacrebleuCommand;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The {@code nlg-metrics} command. Exit codes ({@link ExitCode}): 0 success, 1 conformance
 * failures, 2 bad usage, bad input, a failed write of the results or exhausted memory (one line on
 * stderr, never a stack trace; every message is listed in {@code docs/errors.md}).
 */
@Command(name = "nlg-metrics", mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Exact, fast text-generation metrics with compatibility profiles for the reference tools.")
public final class NlgMetrics implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (try --help)");
    }

    /** The columns of {@code --help}: every command's description lines fit them. */
    static final int HELP_WIDTH = 120;

    /** Builds the picocli command line, every subcommand included, with the project's error handling. */
    public static CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * The command line for arguments starting with {@code first}: when it names a subcommand, only
     * that subcommand is built (picocli reflects over every option of every subcommand it is given,
     * about a tenth of a second for all of them, paid on every run); none for {@code --version};
     * otherwise all of them, in the order {@code --help} lists them.
     */
    static CommandLine commandLine(String first) {
        Map<String, Supplier<Object>> all = new LinkedHashMap<>();
        // One line registers a command: a tool command by its class, a drop-in the same way (it says
        // itself whether it parses its own arguments), a metric command by its MetricCommandSpec entry.
        all.put("conformance", ConformanceCommand::new);
        all.put("conformance-adapter", ConformanceAdapterCommand::new);
        all.put("profiles", ProfilesCommand::new);
        all.put("explain", ExplainCommand::new);
        all.put("compare", CompareCommand::new);
        all.put("regress", RegressCommand::new);
        all.put("rouge155", Rouge155Command::new);
        all.put("meteor15", Meteor15Command::new);
        all.put("sacrebleu", SacrebleuCommand::new);
        all.put("cds-training", CdsTrainingCommand::new);
        for (MetricCommandSpec declaration : MetricCommandSpec.all()) {
            all.put(declaration.name(), declaration::newCommand);
        }
        all.put("coco", CocoCommand::new);
        all.put("jiwer", JiwerCommand::new);
        all.put("bert-score", BertScoreCommand::new);
        CommandLine cl = new CommandLine(new NlgMetrics());
        boolean versionOnly = "--version".equals(first) || "-V".equals(first);
        all.forEach((name, command) -> {
            if (!versionOnly && (first == null || !all.containsKey(first) || first.equals(name))) {
                cl.addSubcommand(name, command.get());
            }
        });
        // An argument is taken as written: "@FILE" names a file, never a file of more arguments (picocli's
        // expansion, on by default, read "sacrebleu @ref.txt" as the reference's words and "bert-score @args.txt"
        // as options; argparse and click without fromfile_prefix_chars, and every reference we follow, take it
        // as a file name). Off for every command, the native ones too: a file may be named "@x".
        cl.setExpandAtFiles(false);
        // A drop-in that parses its own arguments (argparse's, click's grammar) gets "--" as given.
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (sub.getCommand() instanceof DropInCommand dropIn && dropIn.parsesOwnArguments()) {
                sub.setEndOfOptionsDelimiter("\u0000--");
            }
        }
        // The command list of --help shows one summary per command: a whole sentence, never a first
        // description line that ends "with --compat:" or mid-phrase. Picocli lists a command's header
        // when it has one; the command's own --help keeps its description and prints no header.
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandLine.Model.UsageMessageSpec usage = sub.getCommandSpec().usageMessage();
            if (usage.header().length == 0 && usage.description().length > 0) {
                usage.header(summary(usage.description()));
                java.util.List<String> keys = new java.util.ArrayList<>(sub.getHelpSectionKeys());
                keys.remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_HEADER);
                sub.setHelpSectionKeys(keys);
            }
        }
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        // Descriptions are written to fit HELP_WIDTH columns; picocli's 80 broke them mid-line.
        cl.setUsageHelpWidth(HELP_WIDTH);
        // "-i a b --typo" must report --typo, not read it as a file name (-i takes several values).
        cl.setUnmatchedOptionsAllowedAsOptionParameters(false);
        cl.setParameterExceptionHandler(new OneLineErrors());
        cl.setExecutionExceptionHandler(new OneLineErrors());
        return cl;
    }

    /**
     * The first sentence of a command's description, for the command list of {@code --help}: the
     * lines joined up to the first sentence end ({@code ". "}, not after {@code e.g}/{@code i.e}),
     * or up to a line that ends with a colon (the list that follows it is the command's own help:
     * the colon becomes a full stop, {@code "... or with --compat."}).
     */
    static String summary(String[] description) {
        StringBuilder sb = new StringBuilder();
        for (String line : description) {
            String l = line.strip();
            if (l.isEmpty()) {
                continue;
            }
            int from = sb.length();
            sb.append(sb.length() == 0 ? "" : " ").append(l);
            for (int i = sb.indexOf(". ", Math.max(0, from - 1)); i >= 0; i = sb.indexOf(". ", i + 1)) {
                if (!(sb.substring(0, i).endsWith("e.g") || sb.substring(0, i).endsWith("i.e"))) {
                    return sb.substring(0, i + 1);
                }
            }
            if (l.endsWith(".")) {
                return sb.toString();
            }
            if (l.endsWith(":")) {
                return sb.substring(0, sb.length() - 1) + ".";
            }
        }
        return sb.toString();
    }

    /**
     * Bad usage and failed commands as one line on stderr, exit 2. A class, not two lambdas: a
     * lambda implementing one of picocli's interfaces cannot be stored in the class-data archive
     * (picocli's classes are Java 5 class files), so each run would spin it, and with the first
     * such lambda the JVM's whole lambda machinery, about 30 ms of start-up.
     */
    private static final class OneLineErrors
            implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
        @Override
        public int handleParseException(CommandLine.ParameterException ex, String[] args) {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("nlg-metrics: " + Suggestions.line(ex));
            return ExitCode.USAGE;
        }

        @Override
        public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
            PrintWriter err = commandLine.getErr();
            if (ex.getCause() instanceof OutOfMemoryError) {
                return CliErrors.outOfMemory(err);
            }
            err.println("nlg-metrics: " + CliErrors.oneLine(ex));
            err.flush();
            return ExitCode.USAGE;
        }
    }

    public static void main(String[] args) {
        StdoutGuard.install();
        CommandLine cl = commandLine(args.length > 0 ? args[0] : null);
        cl.setOut(cl.getOut()); // one stdout writer for every subcommand, checked after the run
        System.exit(execute(cl, args, System.out));
    }

    /**
     * Runs {@code args} on {@code cl} with the faults no command handles itself: an
     * {@link OutOfMemoryError} anywhere ends with one line and the hint to raise the heap, a
     * {@link LinkageError} (a native library or class that could not be loaded) with one line, and a
     * failed write of the results ({@code stdout} or the command line's writer closed or full:
     * both swallow {@code IOException}s and only remember them) is exit 2 with one line instead of
     * a silent success.
     */
    static int execute(CommandLine cl, String[] args, PrintStream stdout) {
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError e) {
            code = CliErrors.outOfMemory(cl.getErr());
        } catch (LinkageError e) {
            // (a native library or a class that failed to load: one line, as every failed command)
            cl.getErr().println("nlg-metrics: " + CliErrors.oneLine(e));
            cl.getErr().flush();
            code = ExitCode.USAGE;
        }
        if (cl.getOut().checkError() || (stdout != null && stdout.checkError())) {
            return CliErrors.writeFailed(cl.getErr(), StdoutGuard.failure());
        }
        return code;
    }
}
