/**
 * The {@code coco} drop-in: pycocoevalcap's caption evaluation: COCO annotation and result files
 * in, its printed scores and JSON out.
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} (the mixins, {@code DropInCommand},
 * {@code CliErrors}, {@code VersionProvider}), {@code input} and {@code report}; never another
 * drop-in nor {@code conformance}. Only {@code NlgMetrics} refers to this package (to register
 * the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.dropin.coco;
