package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The one pipeline behind every metric command: read the corpus once, build the metric from its
 * profile and the options given, compute the segment statistics once, then print the corpus
 * score, the segment scores, a bootstrap confidence interval or a paired test.
 *
 * <p>The command's own options are generated from the profiles' {@link Option} declarations
 * (flags, defaults in {@code --help}); a flag of another {@code --compat} profile is an error that
 * names both.
 */
final class MetricCommand implements Callable<Integer> {
    private final MetricCommandSpec declaration;
    private ProfileFlags flags;
    private CommandSpec spec;

    @Mixin
    InputOptions input = new InputOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SignificanceOptions significance = new SignificanceOptions();

    @Mixin
    SegmentScores segmentScores = new SegmentScores();

    private MetricCommand(MetricCommandSpec declaration) {
        this.declaration = declaration;
    }

    /** The picocli command for {@code declaration}. */
    static CommandLine commandLine(MetricCommandSpec declaration) {
        MetricCommand command = new MetricCommand(declaration);
        command.spec = spec(command, declaration);
        command.flags = ProfileFlags.add(command.spec, declaration);
        return new CommandLine(command.spec);
    }

    /**
     * The picocli spec of a command object (its annotated options and mixins) named and described by
     * {@code declaration}, with the profile selector when there are several profiles.
     */
    static CommandSpec spec(Object command, MetricCommandSpec declaration) {
        CommandSpec spec = CommandSpec.forAnnotatedObject(command);
        spec.name(declaration.name()).mixinStandardHelpOptions(true).versionProvider(new VersionProvider());
        spec.usageMessage().description(declaration.description().toArray(new String[0]));
        if (declaration.profiles().size() > 1) {
            spec.addOption(OptionSpec.builder(declaration.selector()).paramLabel("PROFILE").type(String.class)
                    .defaultValue(declaration.defaultCompat())
                    .description("Which tool's " + declaration.name() + ": "
                            + String.join(", ", declaration.profiles().keySet()) + " (default: ${DEFAULT-VALUE}).")
                    .build());
        }
        return spec;
    }

    /** The name of the profile the command line selects ({@code --compat NAME}, else the default). */
    static String selection(ParseResult parsed, MetricCommandSpec declaration) {
        return parsed.hasMatchedOption(declaration.selector())
                ? parsed.matchedOptionValue(declaration.selector(), "") : declaration.defaultCompat();
    }

    @Override
    public Integer call() {
        ParseResult parsed = spec.commandLine().getParseResult();
        String compat = selection(parsed, declaration);
        Profile profile = declaration.profile(compat);
        Metric<?> metric = profile.metric(flags.values(parsed, declaration.selector() + " " + compat, profile));
        Report report = new Report(spec.commandLine().getOut(), output, declaration.defaultWidth());
        new Pipeline(profile, metric, input, significance, report, declaration.presenter(profile), segmentScores).run();
        return 0;
    }
}
