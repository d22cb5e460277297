package io.github.nlgmetrics.cli.report;



/** {@code --format}: sacrebleu's one-line text, or JSON with the reference's keys. */
public enum OutputFormat {
    TEXT, JSON
}
