package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.bertscore.BertScore;
import io.github.nlgmetrics.cli.input.BlockReader;
import io.github.nlgmetrics.cli.input.CorpusStream;
import io.github.nlgmetrics.cli.input.InputWarnings;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.cli.report.OutputStyle;
import io.github.nlgmetrics.cli.report.Presenter;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.cli.report.Report;
import io.github.nlgmetrics.cli.report.SegmentScores;
import io.github.nlgmetrics.cli.report.SignificanceReport;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.List;

/**
 * What every metric command does once its metric is built: read the corpus once, compute the
 * segment statistics once, and print the corpus score, the segment scores, a bootstrap
 * confidence interval (from the same statistics) or a paired test of several systems.
 *
 * @param profile the profile the metric comes from (its reference decides how lines are read)
 * @param metric the configured metric
 * @param input the files
 * @param significance the significance options
 * @param report where and how wide to print
 * @param presenter how the reference prints a score
 * @param segmentScores where to write every segment's score and statistics (when asked for)
 */
record Pipeline(Profile profile, Metric<?> metric, InputOptions input, SignificanceOptions significance,
                Report report, Presenter presenter, SegmentScores segmentScores) {

    void run() {
        OutputStyle output = report.style;
        List<String> systems = input.systems(significance.paired());
        segmentScores.checkTarget(input.files());
        significance.validate(systems.size(), output.sentenceLevel());
        if (significance.any() && metric.resampling() == Metric.Resampling.NONE) {
            throw new IllegalArgumentException(profile.name() + " cannot be resampled: its corpus score is not a "
                    + "function of per-segment statistics or scores (--confidence and the paired tests need one)");
        }
        // sacrebleu's command line reads every line right-stripped (its Python API does not: --no-rstrip).
        boolean rstrip = profile.reference().equals("sacrebleu") && !input.noRstrip;
        if (significance.paired()) {
            segmentScores.refuseForPairedTests();
            List<double[][]> stats = new ArrayList<>();
            List<TextInput.Corpus> corpora = new ArrayList<>();
            java.util.Set<String> findings = new java.util.LinkedHashSet<>();
            for (String path : systems) {
                TextInput.Corpus c = input.read(path, rstrip);
                corpora.add(c);
                InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(profile, metric));
                scan.add(c);
                findings.addAll(scan.findings(input.refs, path));
            }
            int nrefs = corpora.get(0).nrefs();
            // Progress by step on a terminal: each system scored, then the test (16 WMT systems take seconds).
            try (Progress progress = Progress.on(System.err, report.quiet(), "steps", systems.size() + 1L)) {
                // one call for every system: a metric may share work between them (BERTScore embeds each sentence once)
                java.util.Iterator<double[][]> rows = metric.corpusStatsOfSystems(
                        corpora.stream().map(TextInput.Corpus::hypotheses).toList(), corpora.get(0).references());
                for (TextInput.Corpus c : corpora) {
                    double[][] r;
                    try {
                        r = rows.next();
                    } catch (IllegalArgumentException e) {
                        r = located(metric, c, 0, "the files", hint()); // names the segment, or throws e's like
                    }
                    stats.add(r);
                    progress.advance(1);
                }
                report.warn(new ArrayList<>(findings));
                SignificanceReport.Paired result = SignificanceReport.paired(metric, stats, significance.engine(),
                        significance.pairedBs, significance.pairedSamples());
                progress.advance(1);
                progress.close();
                SignificanceReport.printPaired(report.out, metric, systems, result, nrefs, report.width, output.format());
            }
            printWarnings(report);
            return;
        }
        String system = systems.isEmpty() ? null : systems.get(0);
        InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(profile, metric));
        // (BERTScore's segment scores come from one corpus call, sentence level too: BertScoreRun)
        if (output.sentenceLevel() && !segmentScores.requested() && !(metric instanceof BertScore)) {
            printSentences(system, rstrip, scan);
        } else if (metric.additive() && !significance.any() && !segmentScores.requested()) {
            try (CorpusStream stream = input.stream(system, rstrip)) {
                // (-q prints no warnings: the checks are not run either)
                Score score = streamedScore(metric, stream, files(system), hint(), report.quiet() ? null : scan,
                        report.quiet());
                report.warn(scan.findings(input.refs));
                presenter.print(report, metric, score, metric.signature(stream.nrefs()), null);
            }
        } else {
            TextInput.Corpus corpus = input.read(system, rstrip);
            scan.add(corpus);
            report.warn(scan.findings(input.refs));
            scoreHeld(corpus);
        }
        report.out.flush();
        printWarnings(report);
    }

    /**
     * The input warnings of {@code report}, unless the results could not be written: a closed pipe
     * stays silent and a full device gets its one line (docs/errors.md, "Failed writes").
     */
    static void printWarnings(Report report) {
        if (StdoutGuard.failure() == null && !System.out.checkError()) {
            report.printWarnings();
        }
    }

    /**
     * Segments read, scored and dropped per block: large enough for both cores to share a block,
     * small enough that a block's text and rows stay a few megabytes.
     */
    static final int BLOCK = 2_048;

    /**
     * The corpus score of an additive metric, streamed: the blocks are read ahead on a thread of
     * their own ({@link BlockReader}), each block's rows are computed (on all cores), folded into the metric's {@link io.github.nlgmetrics.Accumulator} in segment order and
     * dropped, so memory does not grow with the corpus and the score has the bits of
     * {@code scoreOfSegments} over all rows.
     */
    static <S extends Score> S streamedScore(Metric<S> metric, CorpusStream stream) {
        return streamedScore(metric, stream, "the files", "");
    }

    /** As above; a segment the metric rejects is named by its line of {@code files}, with {@code hint}. */
    static <S extends Score> S streamedScore(Metric<S> metric, CorpusStream stream, String files, String hint) {
        return streamedScore(metric, stream, files, hint, null, false);
    }

    /**
     * As above, every block also given to the input checks {@code scan} (when not null); {@code quiet}
     * ({@code -q}) shows no progress.
     */
    static <S extends Score> S streamedScore(Metric<S> metric, CorpusStream stream, String files, String hint,
            InputWarnings scan, boolean quiet) {
        io.github.nlgmetrics.Accumulator<S> acc = metric.newAccumulator();
        int first = 0;
        try (Progress progress = Progress.on(System.err, quiet, "segments", 0);
                // (the input checks run on the reading thread, beside the scoring: BlockReader)
                BlockReader blocks = new BlockReader(stream, BLOCK, scan == null ? block -> { } : scan::add)) {
            for (TextInput.Corpus block = blocks.next(); block != null; block = blocks.next()) {
                double[][] rows = located(metric, block, first, files, hint);
                first += rows.length;
                for (double[] row : rows) {
                    acc.add(row);
                }
                progress.advance(rows.length);
            }
        }
        return acc.score();
    }

    /**
     * The statistics rows of {@code block} (its first segment is corpus segment {@code first},
     * 0-based); when the metric rejects one, the error names its segment and line.
     */
    private static double[][] located(Metric<?> metric, TextInput.Corpus block, int first, String files, String hint) {
        try {
            return metric.corpusStats(block.hypotheses(), block.references());
        } catch (IllegalArgumentException e) {
            for (int i = 0; i < block.hypotheses().size(); i++) {
                try {
                    metric.segmentStats(block.hypotheses().get(i), block.references().get(i));
                } catch (IllegalArgumentException bad) {
                    int n = first + i + 1;
                    throw new IllegalArgumentException("segment " + n + " (line " + n + " of " + files + "): "
                            + bad.getMessage() + hint, bad);
                }
            }
            throw e;
        }
    }

    /** The files of system {@code path}, as an error names them: the hypotheses, then the references. */
    private String files(String path) {
        List<String> all = new ArrayList<>();
        all.add(path == null || path.equals("-") ? "<stdin>" : path);
        all.addAll(input.refs);
        return String.join(", ", all);
    }

    /** What a rejected segment means for this profile. */
    private String hint() {
        return profile.name().equals("r-sacrebleu:bleu")
                ? " (--compat r-sacrebleu takes lines of space-separated integer token ids, as R sacRebleu's"
                        + " bleu_corpus_ids; tokenize the text first)" : "";
    }

    /** {@code --sentence-level}: one score per segment, printed as each block is read. */
    private void printSentences(String system, boolean rstrip, InputWarnings scan) {
        try (CorpusStream stream = input.stream(system, rstrip);
                Progress progress = Progress.on(System.err, report.quiet(), "segments", 0)) {
            Signature signature = null;
            for (TextInput.Corpus block = stream.next(BLOCK); block != null; block = stream.next(BLOCK)) {
                if (signature == null) {
                    signature = metric.signature(stream.nrefs());
                }
                printSentences(block, stream.segments() - block.hypotheses().size(), signature);
                scan.add(block);
                progress.advance(block.hypotheses().size());
            }
        }
        report.warn(scan.findings(input.refs));
    }

    /**
     * The sentence score of every segment of {@code segments}, whose first is corpus segment
     * {@code first} (0-based): an error names the segment as the whole corpus numbers it.
     */
    private void printSentences(TextInput.Corpus segments, int first, Signature signature) {
        for (int i = 0; i < segments.hypotheses().size(); i++) {
            Score s;
            try {
                s = metric.sentenceScore(segments.hypotheses().get(i), segments.references().get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("segment " + (first + i + 1) + ": " + e.getMessage(), e);
            }
            presenter.print(report, metric, s, signature, null);
        }
    }

    /** Scores a corpus held whole: needed for --segment-scores, significance and non-additive metrics. */
    private void scoreHeld(TextInput.Corpus corpus) {
        OutputStyle output = report.style;
        if (metric instanceof BertScore) {
            BertScoreRun.score((BertScore) metric, corpus, significance, report, presenter, segmentScores);
            return;
        }
        segmentScores.write(metric, corpus.hypotheses(), corpus.references());
        Signature signature = metric.signature(corpus.nrefs());
        if (output.sentenceLevel()) {
            printSentences(corpus, 0, signature);
        } else if (!metric.additive()) {
            presenter.print(report, metric, metric.corpusScore(corpus.hypotheses(), corpus.references()), signature,
                    null);
        } else {
            printWithConfidence(metric, stats(corpus, "segments"), signature, significance, report, presenter);
        }
    }

    /**
     * Prints the score of {@code rows} (a corpus's rows: statistics, or segment scores, {@link Metric#resampling()}),
     * with {@code --confidence} the bootstrap interval of those rows and the test's fields in the signature: the
     * one way every metric command resamples, BERTScore's ({@link BertScoreRun}) included.
     */
    static void printWithConfidence(Metric<?> metric, double[][] rows, Signature signature,
            SignificanceOptions significance, Report report, Presenter presenter) {
        ConfidenceEstimate ci = null;
        Signature sig = signature;
        if (significance.confidence) {
            Significance engine = significance.engine();
            ci = engine.bootstrap(metric, rows, significance.confidenceN);
            sig = SignificanceReport.signature(signature, "bs", significance.confidenceN, engine);
        }
        presenter.print(report, metric, metric.scoreOfSegments(rows), sig, ci);
    }

    /** Segments scored per progress update when stderr is a terminal. */
    private static final int CHUNK = 8_192;

    /**
     * The statistics rows of a corpus: in one call, or, when progress is shown, chunk by chunk (the
     * rows do not depend on the split: {@link Metric#corpusStats}).
     */
    private double[][] stats(TextInput.Corpus c, String what) {
        int n = c.hypotheses().size();
        try (Progress progress = Progress.on(System.err, report.quiet(), what, n)) {
            if (!progress.active() || n <= CHUNK) {
                return located(metric, c, 0, "the files", hint());
            }
            double[][] rows = new double[n][];
            for (int from = 0; from < n; from += CHUNK) {
                int to = Math.min(n, from + CHUNK);
                double[][] part = metric.corpusStats(c.hypotheses().subList(from, to), c.references().subList(from, to));
                System.arraycopy(part, 0, rows, from, part.length);
                progress.advance(to - from);
            }
            return rows;
        }
    }
}
