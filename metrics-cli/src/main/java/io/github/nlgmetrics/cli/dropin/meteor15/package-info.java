/**
 * The {@code meteor15} drop-in: the METEOR 1.5 jar (English): its options, file mode and {@code
 * -stdio} protocol, byte for byte (the scoring is {@code metrics-meteor}'s {@code meteor15}).
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} (the mixins, {@code DropInCommand},
 * {@code CliErrors}, {@code VersionProvider}), {@code input} and {@code report}; never another
 * drop-in nor {@code conformance}. Only {@code NlgMetrics} refers to this package (to register
 * the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.dropin.meteor15;
