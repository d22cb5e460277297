/**
 * The {@code sacrebleu} drop-in: sacrebleu 2.6.0's {@code sacrebleu} command: its argparse grammar
 * ({@code SacrebleuArgs}), its file reading ({@code SacrebleuFiles}), its metrics from the {@code
 * sacrebleu:*} profiles ({@code SacrebleuMetrics}) and its output byte for byte ({@code
 * SacrebleuFormat}; tables and paired tests through {@code report.SignificanceReport}).
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} (the mixins, {@code DropInCommand},
 * {@code CliErrors}, {@code VersionProvider}), {@code input} and {@code report}; never another
 * drop-in nor {@code conformance}. Only {@code NlgMetrics} refers to this package (to register
 * the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.dropin.sacrebleu;
