package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Profile;
import java.util.List;
import java.util.Optional;

/**
 * The metric commands' names and the profile each runs when no {@code --compat} is given, read from the one
 * table of metric commands ({@link MetricCommandSpec#all()}): {@code bleu} is {@code sacrebleu:bleu},
 * {@code bertscore} is {@code bert-score:bertscore}. Other commands name metrics this way ({@code compare -m}).
 */
public final class MetricCommands {
    private MetricCommands() {
    }

    /** The profile {@code nlg-metrics NAME} runs by default, or empty when no metric command is called so. */
    public static Optional<Profile> defaultProfile(String name) {
        for (MetricCommandSpec spec : MetricCommandSpec.all()) {
            if (spec.name().equals(name)) {
                return Optional.of(spec.profile(spec.defaultCompat()));
            }
        }
        return Optional.empty();
    }

    /** Every metric command's name, in the order {@code --help} lists them. */
    public static List<String> names() {
        return MetricCommandSpec.all().stream().map(MetricCommandSpec::name).toList();
    }
}
