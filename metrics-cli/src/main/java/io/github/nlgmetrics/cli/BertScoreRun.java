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
 * whose mean F {@code --confidence} resamples; the encoder's batches go to a progress line on stderr (a
 * terminal only, not with {@code -q} or {@code NLG_METRICS_PROGRESS=0}).
 */
final class BertScoreRun {
    private BertScoreRun() {
    }

    /** Scores {@code corpus} with {@code metric} and prints (and writes) what was asked for. */
    static void score(BertScore metric, TextInput.Corpus corpus, SignificanceOptions significance, Report report,
            Presenter presenter, SegmentScores segmentScores) {
        Signature signature = metric.signature(corpus.nrefs());
        boolean perSegment = significance.confidence || segmentScores.requested();
        if (perSegment && metric.config().allLayers()) {
            throw new IllegalArgumentException("--confidence and --segment-scores need one score per segment, and"
                    + " --all-layers gives one per layer");
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
        if (significance.confidence) {
            Pipeline.printWithConfidence(metric, rows, signature, significance, report, presenter);
        } else {
            presenter.print(report, metric, full, signature, null);
        }
    }
}
