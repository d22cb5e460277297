package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.bertscore.BertScore;
import io.github.nlgmetrics.bertscore.BertScoreResult;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.cli.report.Presenter;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.cli.report.Report;
import io.github.nlgmetrics.cli.report.SegmentScores;

/**
 * The {@link Pipeline} of {@code nlg-metrics bertscore} on a corpus held whole: one corpus call (idf from every
 * reference, the whole corpus's matching batches) gives the printed score, the {@code --segment-scores} file
 * (each segment's P, R, F from that call, as bert_score's {@code -s} lines) and the rows {@code [P, R, F, 1]}
 * whose mean F {@code --confidence} resamples, and the lines of {@code --sentence-level} (each segment's score
 * from that call: a segment scored as a corpus of its own would take its idf from itself alone, log(2/2) = 0,
 * and print R nan, F1 0); the encoder's batches go to a progress line on stderr (a
 * terminal only, not with {@code -q} or {@code NLG_METRICS_PROGRESS=0}).
 */
final class BertScoreRun {
    private BertScoreRun() {
    }

    /**
     * Refuses a {@code --baseline-path} that would be ignored: without {@code --rescale-with-baseline}, or one
     * that is no regular file (missing, a folder, {@code /dev/null}, a FIFO), where bert_score's {@code score()}
     * warns and prints the unrescaled numbers under a hash that says {@code -custom-rescaled} (its
     * {@code bert-score} command does so; our drop-in reproduces it, this command does not: docs/bertscore.md).
     */
    static void checkBaseline(BertScore metric) {
        String path = metric.config().baselinePath();
        if (path == null || metric.config().baselineCsv() != null) {
            return;
        }
        String given = "--baseline-path " + path;
        if (!metric.config().rescaleWithBaseline()) {
            throw new IllegalArgumentException(given + ": a baseline is read only with --rescale-with-baseline");
        }
        java.nio.file.Path p = java.nio.file.Path.of(path);
        if (!java.nio.file.Files.isRegularFile(p)) {
            throw new IllegalArgumentException(given + ": " + (!java.nio.file.Files.exists(p) ? "no such file"
                    : java.nio.file.Files.isDirectory(p) ? "is a folder, not a file"
                    : "is a device, FIFO or socket, not a file") + " (bert_score would print unrescaled numbers under"
                    + " a -custom-rescaled hash)");
        }
    }

    /** Scores {@code corpus} with {@code metric} and prints (and writes) what was asked for. */
    static void score(BertScore metric, TextInput.Corpus corpus, SignificanceOptions significance, Report report,
            Presenter presenter, SegmentScores segmentScores) {
        checkBaseline(metric);
        Signature signature = metric.signature(corpus.nrefs());
        boolean sentences = report.style.sentenceLevel();
        boolean perSegment = significance.confidence || segmentScores.requested() || sentences;
        if (perSegment && metric.config().allLayers()) {
            throw new IllegalArgumentException("--confidence, --sentence-level and --segment-scores need one score"
                    + " per segment, and --all-layers gives one per layer");
        }
        BertScoreResult full;
        try (Progress progress = Progress.on(System.err, report.quiet(), "sentences embedded", 0)) {
            full = metric.withProgress((done, total) -> progress.update(done, total))
                    .corpusScore(corpus.hypotheses(), corpus.references());
        }
        if (!full.warnings().isEmpty()) {
            // the reference's own warning (a baseline not found: the scores are not rescaled), in our words' frame
            report.warn(full.warnings().stream().map(w -> w.replaceFirst("^Warning: ", "")
                    + ": the scores are not rescaled (the hash says -rescaled, as bert_score's does)").toList());
        }
        if (!perSegment) {
            presenter.print(report, metric, full, signature, null);
            return;
        }
        double[][] rows = BertScore.rows(full);
        segmentScores.writeRows(metric, rows);
        if (sentences) {
            // each segment's score from the corpus call (idf from every reference), as bert_score's -s lines
            for (double[] row : rows) {
                presenter.print(report, metric, metric.score(row), signature, null);
            }
        } else if (significance.confidence) {
            Pipeline.printWithConfidence(metric, rows, signature, significance, report, presenter);
        } else {
            presenter.print(report, metric, full, signature, null);
        }
    }
}
