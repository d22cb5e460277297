package io.github.nlgmetrics.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code nlg-metrics} command. Exit codes: 0 success, 1 conformance failures, 2 bad usage
 * or bad input (one line on stderr, never a stack trace).
 */
@Command(name = "nlg-metrics", mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Exact, fast text-generation metrics with compatibility profiles for the reference tools.",
        subcommands = {
            ConformanceCommand.class,
            ConformanceAdapterCommand.class,
            ProfilesCommand.class,
            RegressCommand.class,
            Rouge155Command.class,
            Meteor15Command.class,
        })
public final class NlgMetrics implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (try --help)");
    }

    /** Builds the picocli command line with the project's error handling. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new NlgMetrics());
        for (MetricCommandSpec declaration : MetricCommandSpec.all()) {
            cl.addSubcommand(declaration.name(), MetricCommand.commandLine(declaration));
        }
        cl.addSubcommand("rouge", RougeCommand.commandLine());
        cl.addSubcommand("coco", new CocoCommand());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        // "-i a b --typo" must report --typo, not read it as a file name (-i takes several values).
        cl.setUnmatchedOptionsAllowedAsOptionParameters(false);
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("nlg-metrics: " + ex.getMessage().replace('\n', ' ').trim());
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            err.println("nlg-metrics: " + CliErrors.oneLine(ex));
            err.flush();
            return 2;
        });
        return cl;
    }

    public static void main(String[] args) {
        int code = commandLine().execute(args);
        System.exit(code);
    }
}
