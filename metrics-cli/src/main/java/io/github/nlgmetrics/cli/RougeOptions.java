package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.rouge.BootstrapAggregator;
import picocli.CommandLine.Option;

/**
 * The options of {@code nlg-metrics rouge} that are not rouge-score's keyword arguments: JSON Lines
 * input, the sentence separator rougeLsum splits on, and rouge-score's {@code BootstrapAggregator}
 * ({@code --aggregate bootstrap}; its seed is {@code --seed}, as {@code np.random.seed(N)}).
 */
final class RougeOptions {
    @Option(names = "--jsonl", paramLabel = "FILE",
            description = "JSON Lines input instead of -r/-i: {\"hyp\": ..., \"refs\": [...]} per line.")
    String jsonl;

    @Option(names = "--sentence-sep", paramLabel = "SEP",
            description = "Sentence separator inside a line (e.g. '<n>'), turned into the newline rougeLsum splits on.")
    String sentenceSep;

    @Option(names = "--aggregate", paramLabel = "HOW", defaultValue = "mean",
            description = "mean or bootstrap (rouge-score's BootstrapAggregator; default: ${DEFAULT-VALUE}).")
    String aggregate;

    @Option(names = "--confidence-interval", paramLabel = "X",
            description = "--aggregate bootstrap: the confidence interval (default: 0.95).")
    Double confidenceInterval;

    @Option(names = "--n-samples", paramLabel = "N",
            description = "--aggregate bootstrap: resamples (default: 1000).")
    Integer nSamples;

    /** Checks the combination; {@code seeded}: whether --seed was given, {@code tested}: whether a significance test runs. */
    void validate(boolean seeded, boolean tested) {
        if (!aggregate.equals("mean") && !aggregate.equals("bootstrap")) {
            throw new IllegalArgumentException("--aggregate must be mean or bootstrap: " + aggregate);
        }
        if (seeded && !bootstrap() && !tested) {
            throw new IllegalArgumentException("--seed only applies to --aggregate bootstrap or a significance test");
        }
        if (sentenceSep != null && sentenceSep.isEmpty()) {
            throw new IllegalArgumentException("--sentence-sep must not be empty");
        }
    }

    boolean bootstrap() {
        return aggregate.equals("bootstrap");
    }

    /** rouge-score's aggregator with the options given (its own defaults otherwise), seeded when {@code seed} is not null. */
    BootstrapAggregator aggregator(Long seed) {
        BootstrapAggregator b = BootstrapAggregator.rougeScore();
        if (confidenceInterval != null) {
            b = b.withConfidenceInterval(confidenceInterval);
        }
        if (nSamples != null) {
            b = b.withNSamples(nSamples);
        }
        return seed == null ? b : b.withSeed(seed);
    }

    /** A line with the separator turned into the newline rougeLsum splits on. */
    String sentences(String s) {
        return sentenceSep == null ? s : s.replace(sentenceSep, "\n");
    }
}
