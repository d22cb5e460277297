/**
 * {@code nlg-metrics serve}: one JVM answering requests, one JSON object per line on standard input
 * and one answer per line on standard output, so that a caller (the Python module's
 * {@code Session}) pays a JVM start once, not per call. {@link
 * io.github.nlgmetrics.cli.serve.ServeCommand} runs the loop; {@link
 * io.github.nlgmetrics.cli.serve.RequestLines} reads the request lines (bounded, strict UTF-8);
 * {@link io.github.nlgmetrics.cli.serve.Request} reads and checks one request; {@link
 * io.github.nlgmetrics.cli.serve.Dispatcher} runs it through the very command the command line runs
 * (built by {@code NlgMetrics}, its files the request's texts through {@code input.InlineFiles}) and
 * makes the answer from what the command printed: no second scoring path. The protocol is in
 * {@code docs/python.md} ("The serve protocol").
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} ({@code NlgMetrics}, {@code ServableCommand},
 * {@code CliErrors}, {@code StdoutGuard}), {@code input} and {@code report}; never a {@code dropin.*}
 * package, {@code conformance} or {@code compare}. Only {@code NlgMetrics} refers to this package (to
 * register the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.serve;
