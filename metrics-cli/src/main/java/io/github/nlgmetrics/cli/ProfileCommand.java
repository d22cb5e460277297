package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.cli.report.Report;
import io.github.nlgmetrics.cli.report.SegmentScores;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * What every command over a profile shares: its declaration ({@link MetricCommandSpec}), the
 * picocli wiring (name, help, the profile selector, the options generated from the profiles'
 * declarations by {@link ProfileFlags}), the input, output and significance mixins, and the
 * metric built from the profile the command line selects.
 */
abstract class ProfileCommand implements Callable<Integer>, ServableCommand {
    final MetricCommandSpec declaration;
    private CommandSpec spec;
    private ProfileFlags flags;
    /** The selected profile, set by {@link #metric()}. */
    Profile profile;

    @Mixin
    InputOptions input = new InputOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SignificanceOptions significance = new SignificanceOptions();

    @Mixin
    SegmentScores segmentScores = new SegmentScores();

    ProfileCommand(MetricCommandSpec declaration) {
        this.declaration = declaration;
    }

    /** The picocli command for {@code command}: its annotated options and mixins, then the generated ones. */
    static CommandLine wire(ProfileCommand command) {
        MetricCommandSpec d = command.declaration;
        CommandSpec spec = CommandSpec.forAnnotatedObject(command);
        spec.name(d.name()).mixinStandardHelpOptions(true).versionProvider(new VersionProvider());
        spec.usageMessage().description(d.description().toArray(new String[0]));
        if (d.profiles().size() > 1) {
            // ROUGE's selector is --profile; --compat, every other command's, is accepted as its alias.
            String[] names = d.selector().equals("--compat") ? new String[] {"--compat"}
                    : new String[] {d.selector(), "--compat"};
            spec.addOption(OptionSpec.builder(names).paramLabel("PROFILE").type(String.class)
                    .defaultValue(d.defaultCompat())
                    .description("Which tool's " + d.name() + ": " + String.join(", ", d.profiles().keySet())
                            + " (default: ${DEFAULT-VALUE}).")
                    .build());
        }
        command.spec = spec;
        command.flags = ProfileFlags.add(spec, d);
        return new CommandLine(spec);
    }

    /** The metric of the profile the command line selects ({@code --compat NAME}, else the default), configured by the flags given. */
    Metric<?> metric() {
        ParseResult parsed = spec.commandLine().getParseResult();
        String selector = declaration.selector();
        String chosen = parsed.hasMatchedOption(selector) ? parsed.matchedOptionValue(selector, "")
                : declaration.defaultCompat();
        profile = declaration.profile(chosen);
        Map<String, Object> raw = flags.values(parsed, selector + " " + chosen, profile);
        if (profile.option(SEED) != null && significance.seed != null) {
            // A profile whose reference is random unless seeded (HF evaluate's rouge) takes --seed.
            raw.put(SEED, significance.seed);
        }
        if (segmentScores.requested() && !output.sentenceLevel) {
            // The segment file holds what --sentence-level prints (sacrebleu: effective order).
            Map<String, Object> sentence = new java.util.LinkedHashMap<>(raw);
            forceSentenceOptions(profile, sentence);
            segmentScores.scoreSentencesWith(profile.metric(sentence));
        }
        if (output.sentenceLevel) {
            forceSentenceOptions(profile, raw);
        }
        return profile.metric(raw);
    }

    /** The profile option that the command's {@code --seed} sets. */
    static final String SEED = "seed";

    /** The error stream of the command. */
    java.io.PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /**
     * What the reference's command line forces at sentence level, whatever was given: for sacrebleu's
     * BLEU {@code effective_order} ({@code args.bleu_effective_order = True}, {@code eff:yes} in the
     * signature).
     */
    static void forceSentenceOptions(Profile profile, Map<String, Object> raw) {
        // The profile declares them (Profile#sentenceLevelOptions); like the reference's own command
        // line, --sentence-level overrides a value given on the command line.
        raw.putAll(profile.sentenceLevelOptions());
    }

    /** Where and how wide this command prints. */
    Report report() {
        return new Report(spec.commandLine().getOut(), output.style(), declaration.defaultWidth())
                .warningsTo(err(), output.quiet);
    }
}
