/**
 * The golden-case tools of the command line: {@code conformance} (every bundled golden file
 * through the library, or through an external adapter), {@code conformance-adapter} (this
 * library behind the external-adapter protocol) and {@code regress} ({@code Regression}: a
 * release's reports or segment scores compared with the last one's).
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} (its mixins, {@code VersionProvider}),
 * {@code input} and {@code report}; never a {@code dropin.*} package. Only {@code NlgMetrics}
 * refers to this package (to register its subcommands). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.conformance;
