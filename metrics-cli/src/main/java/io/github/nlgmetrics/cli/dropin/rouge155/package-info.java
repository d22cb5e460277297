/**
 * The {@code rouge155} drop-in: ROUGE-1.5.5.pl: its single-dash options, XML configuration and
 * output, byte for byte (the scoring is the library's {@code rouge.rouge155}).
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} (the mixins, {@code DropInCommand},
 * {@code CliErrors}, {@code VersionProvider}), {@code input} and {@code report}; never another
 * drop-in nor {@code conformance}. Only {@code NlgMetrics} refers to this package (to register
 * the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.dropin.rouge155;
