/**
 * The {@code jiwer} drop-in: jiwer 4.0.0's own command line ({@code jiwer -r REF -h HYP [-c] [-a]
 * [-g]}, a click command), its grammar, stdout and exit codes (the scoring is metrics-core's
 * {@code wer} package: {@code Jiwer}, {@code JiwerVisualization}).
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} ({@code DropInCommand}, {@code CliErrors}),
 * {@code input} and {@code report}; never another drop-in nor {@code conformance}. Only
 * {@code NlgMetrics} refers to this package (to register the subcommand). Checked by
 * {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.dropin.jiwer;
