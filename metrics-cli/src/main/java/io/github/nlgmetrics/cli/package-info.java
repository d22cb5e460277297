/**
 * The {@code nlg-metrics} command line: the entry point ({@link io.github.nlgmetrics.cli.NlgMetrics}),
 * the metric commands ({@code bleu}, {@code chrf}, {@code ter}, {@code rouge}, {@code meteor},
 * {@code gleu}, {@code nist}, {@code ribes}: one {@link io.github.nlgmetrics.cli.MetricCommandSpec}
 * each, run by {@link io.github.nlgmetrics.cli.Pipeline}), {@code profiles}, {@code explain}, and the option mixins
 * every command shares ({@code InputOptions}, {@code OutputOptions}, {@code SignificanceOptions},
 * {@code RougeOptions}), with the drop-in base ({@link io.github.nlgmetrics.cli.DropInCommand}),
 * {@code CliErrors} and {@code VersionProvider}.
 *
 * <p>The map of the sibling packages: {@code input} reads the files, {@code report} prints,
 * {@code dropin.*} emulate other tools' command lines, {@code conformance} runs the golden cases.
 *
 * <p>Dependencies: this package may use {@code input} and {@code report}. It never uses a
 * {@code dropin.*} or {@code conformance} class, except {@code NlgMetrics}, which registers their
 * subcommands; those packages may use this one (its mixins, {@code DropInCommand},
 * {@code CliErrors}, {@code VersionProvider}). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli;
