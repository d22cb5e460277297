/**
 * {@code nlg-metrics compare}: many systems, many metrics, one report. {@link
 * io.github.nlgmetrics.cli.compare.CompareCommand} parses the command line; {@link
 * io.github.nlgmetrics.cli.compare.CompareInputs} reads and checks the files; {@link
 * io.github.nlgmetrics.cli.compare.Comparison} computes every number through the metrics' own
 * statistics rows and the {@code significance} engine ({@code Pairwise}, {@code Ranking},
 * {@code Agreement}); {@link io.github.nlgmetrics.cli.compare.Differences} holds compare-mt's
 * analyses (buckets, n-grams, segments); {@code TextReport}, {@code JsonReport} and
 * {@code HtmlReport} print the result.
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} ({@code VersionProvider},
 * {@code ServableCommand}), {@code input} and {@code report}; never a {@code dropin.*} package or {@code conformance}. Only {@code NlgMetrics}
 * refers to this package (to register the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.compare;
