package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Option;
import picocli.CommandLine;

/**
 * A metric command ({@code bleu}, {@code chrf}, {@code ter}, {@code meteor}, {@code gleu},
 * {@code nist}, {@code ribes}): its declaration plus the one {@link Pipeline} — read the corpus
 * once, build the metric from its profile and the options given, compute the segment statistics
 * once, then print the corpus score, the segment scores, a bootstrap confidence interval or a
 * paired test.
 *
 * <p>The command's own options are generated from the profiles' {@link Option} declarations
 * (flags, defaults in {@code --help}); a flag of another {@code --compat} profile is an error that
 * names both.
 */
final class MetricCommand extends ProfileCommand {
    private MetricCommand(MetricCommandSpec declaration) {
        super(declaration);
    }

    /** The picocli command for {@code declaration}. */
    static CommandLine commandLine(MetricCommandSpec declaration) {
        return wire(new MetricCommand(declaration));
    }

    @Override
    public Integer call() {
        Metric<?> metric = metric();
        new Pipeline(profile, metric, input, significance, report(), declaration.presenter(profile), segmentScores).run();
        return ExitCode.OK;
    }
}
