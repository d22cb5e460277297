package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
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
    /** Profile-option flags added to this command, by long flag. */
    private final Map<String, OptionSpec> profileFlags = new LinkedHashMap<>();
    private CommandSpec spec;

    @Mixin
    InputOptions input = new InputOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SignificanceOptions significance = new SignificanceOptions();

    private MetricCommand(MetricCommandSpec declaration) {
        this.declaration = declaration;
    }

    /** The picocli command for {@code declaration}. */
    static CommandLine commandLine(MetricCommandSpec declaration) {
        MetricCommand command = new MetricCommand(declaration);
        CommandSpec spec = CommandSpec.forAnnotatedObject(command);
        spec.name(declaration.name()).mixinStandardHelpOptions(true).versionProvider(new VersionProvider());
        spec.usageMessage().description(declaration.description().toArray(new String[0]));
        if (declaration.profiles().size() > 1) {
            spec.addOption(OptionSpec.builder("--compat").paramLabel("PROFILE").type(String.class)
                    .defaultValue(declaration.defaultCompat())
                    .description("Which tool's " + declaration.name() + ": "
                            + String.join(", ", declaration.profiles().keySet()) + " (default: ${DEFAULT-VALUE}).")
                    .build());
        }
        // Flags shared by several --compat profiles are one option whose help names each profile.
        Map<String, List<String>> help = new LinkedHashMap<>();
        Map<String, Option<?>> first = new LinkedHashMap<>();
        for (String compat : declaration.profiles().keySet()) {
            for (Option<?> o : declaration.profile(compat).options()) {
                if (o.flags().isEmpty()) {
                    continue;
                }
                Option<?> seen = first.putIfAbsent(o.longFlag(), o);
                if (seen != null && seen.flag() != o.flag()) {
                    throw new IllegalStateException(o.longFlag() + " is a switch in one profile and takes a value in another");
                }
                String owner = declaration.profiles().size() > 1 ? compat + ": " : "";
                String dflt = o.defaultValue() == null || o.flag() ? "" : " (default: " + display(o.defaultValue()) + ")";
                help.computeIfAbsent(o.longFlag(), k -> new ArrayList<>()).add(owner + o.description() + dflt);
            }
        }
        for (Option<?> o : first.values()) {
            OptionSpec.Builder b = OptionSpec.builder(o.flags().toArray(new String[0]))
                    .description(String.join("; ", help.get(o.longFlag())) + ".");
            if (o.flag()) {
                b.type(boolean.class).arity("0");
            } else if (o.multiple()) {
                b.type(List.class).auxiliaryTypes(String.class).paramLabel("VALUE").arity("1");
            } else {
                b.type(String.class).paramLabel("VALUE").arity("1");
            }
            OptionSpec built = b.build();
            spec.addOption(built);
            command.profileFlags.put(o.longFlag(), built);
        }
        command.spec = spec;
        return new CommandLine(spec);
    }

    /** A default as the reference spells it: enum constants as their lower-case, dashed names. */
    private static String display(Object v) {
        String text = v instanceof Enum<?> e ? e.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
                : v instanceof double[] d ? java.util.Arrays.toString(d) : String.valueOf(v);
        return text.replace("%", "%%");
    }

    @Override
    public Integer call() {
        ParseResult parsed = spec.commandLine().getParseResult();
        String compat = parsed.hasMatchedOption("--compat") ? parsed.matchedOptionValue("--compat", "")
                : declaration.defaultCompat();
        Profile profile = declaration.profile(compat);
        Metric<?> metric = profile.metric(profileOptions(parsed, compat, profile));
        Report report = new Report(spec.commandLine().getOut(), output, declaration.defaultWidth());
        Presenter presenter = declaration.presenter(profile);
        List<String> systems = input.systems(significance.paired());
        significance.validate(systems.size(), output.sentenceLevel);
        if (significance.any() && !metric.additive()) {
            throw new IllegalArgumentException(profile.name() + " cannot be resampled: its corpus score is not a "
                    + "function of summed segment statistics (--confidence and the paired tests need one)");
        }
        // sacrebleu's command line reads every line right-stripped.
        boolean rstrip = profile.reference().equals("sacrebleu");
        if (significance.paired()) {
            List<double[][]> stats = new ArrayList<>();
            int nrefs = 0;
            for (String path : systems) {
                TextInput.Corpus c = input.read(path, rstrip);
                stats.add(metric.corpusStats(c.hypotheses(), c.references()));
                nrefs = c.nrefs();
            }
            SignificanceReport.printPaired(report.out, metric, systems, stats, significance, nrefs, report.width,
                    output.format);
            return 0;
        }
        TextInput.Corpus corpus = input.read(systems.isEmpty() ? null : systems.get(0), rstrip);
        Signature signature = metric.signature(corpus.nrefs());
        if (output.sentenceLevel) {
            for (int i = 0; i < corpus.hypotheses().size(); i++) {
                Score s;
                try {
                    s = metric.sentenceScore(corpus.hypotheses().get(i), corpus.references().get(i));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("segment " + (i + 1) + ": " + e.getMessage(), e);
                }
                presenter.print(report, metric, s, signature, null);
            }
        } else if (!metric.additive()) {
            presenter.print(report, metric, metric.corpusScore(corpus.hypotheses(), corpus.references()), signature,
                    null);
        } else {
            double[][] stats = metric.corpusStats(corpus.hypotheses(), corpus.references());
            ConfidenceEstimate ci = null;
            if (significance.confidence) {
                Significance engine = significance.engine();
                ci = engine.bootstrap(metric, stats, significance.confidenceN);
                signature = SignificanceReport.signature(signature, "bs", significance.confidenceN, engine);
            }
            presenter.print(report, metric, metric.scoreOfSegments(stats), signature, ci);
        }
        report.out.flush();
        return 0;
    }

    /** The options given on the command line, as {@code profile}'s raw values by key. */
    private Map<String, Object> profileOptions(ParseResult parsed, String compat, Profile profile) {
        Map<String, Object> raw = new LinkedHashMap<>();
        for (Map.Entry<String, OptionSpec> e : profileFlags.entrySet()) {
            if (!parsed.hasMatchedOption(e.getKey())) {
                continue;
            }
            Option<?> own = null;
            for (Option<?> o : profile.options()) {
                if (e.getKey().equals(o.longFlag())) {
                    own = o;
                }
            }
            if (own == null) {
                TreeSet<String> has = new TreeSet<>();
                profile.options().forEach(o -> {
                    if (o.longFlag() != null) {
                        has.add(o.longFlag());
                    }
                });
                throw new IllegalArgumentException("--compat " + compat + " has no option " + e.getKey()
                        + " (its options: " + String.join(", ", has) + ")");
            }
            Object value = parsed.matchedOptionValue(e.getKey(), null);
            raw.put(own.key(), own.flag() ? Boolean.TRUE : value);
        }
        return raw;
    }
}
