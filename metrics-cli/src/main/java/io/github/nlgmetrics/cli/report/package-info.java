/**
 * How the command line prints: where and how wide ({@code Report}, {@code OutputStyle}), a
 * score as each reference prints it ({@code Presenter}, {@code ReprFields}), ROUGE's report
 * ({@code RougeReport}), sacrebleu's significance output ({@code SignificanceReport}, with
 * tabulate's tables in {@code Tabulate} and Python's JSON in {@code PyJson}), the
 * {@code --segment-scores} file ({@code SegmentScores}, a mixin that carries its one option),
 * the one way any command writes a file ({@code OutputFiles}: a device or FIFO in place, a link's
 * target, a regular file atomically with its mode kept) and the progress line on stderr
 * ({@code Progress}).
 *
 * <p>Dependencies: {@code input} only (a report may print a corpus read there); never the
 * commands ({@code io.github.nlgmetrics.cli}), the drop-ins or {@code conformance}: they pass
 * what they parsed as plain values ({@code OutputStyle}, a significance engine). Checked by
 * {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.report;
