/**
 * The {@code bert-score} drop-in: bert_score 0.3.13's own command line ({@code bert-score -r REF... -c CAND
 * [-m MODEL] [-l N] [--idf] [-s] ...}, an argparse parser), its {@code HASH P: R: F1:} line, its {@code -s} lines
 * and its exit codes; the scoring is metrics-bertscore's {@code BertScorer}.
 *
 * <p>Dependencies: may use {@code io.github.nlgmetrics.cli} ({@code DropInCommand}), {@code input} and
 * {@code report}; never another drop-in nor {@code conformance}. Only {@code NlgMetrics} refers to this package
 * (to register the subcommand). Checked by {@code CliLayoutTest}.
 */
package io.github.nlgmetrics.cli.dropin.bertscore;
