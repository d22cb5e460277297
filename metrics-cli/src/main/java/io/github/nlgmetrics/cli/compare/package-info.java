/**
 * {@code nlg-metrics compare}: many systems, many metrics, one report. {@link
 * io.github.nlgmetrics.cli.compare.CompareCommand} parses the command line into typed options; {@link
 * io.github.nlgmetrics.cli.compare.CompareInputs} reads and checks the files; {@code MetricChoice} resolves each
 * metric once (its profile, its metric, the part compared); {@link io.github.nlgmetrics.cli.compare.Comparison}
 * computes every number from the metrics' own rows, resampled as each metric declares
 * ({@code Metric.resampling()}), through the {@code significance} engine ({@code Pairwise}, {@code Ranking},
 * {@code Agreement}); {@link io.github.nlgmetrics.cli.compare.Differences} holds compare-mt's analyses (buckets,
 * n-grams, segments); {@code TextReport}, {@code JsonReport} and {@code HtmlReport} (with its charts,
 * {@code Svg}) print the result, sharing {@code Formats}. Within the package the classes depend one way
 * ({@code CompareLayoutTest}).
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} ({@code VersionProvider}, {@code MetricCommands},
 * {@code StdoutGuard}, {@code ServableCommand}), {@code input} and {@code report}; never a {@code dropin.*} package or {@code conformance}.
 * Only {@code NlgMetrics} refers to this package (to register the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.compare;
