package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.cli.input.CorpusStream;
import io.github.nlgmetrics.cli.input.InputWarnings;
import io.github.nlgmetrics.cli.input.JsonlInput;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.cli.report.RougeReport;
import io.github.nlgmetrics.hfevaluate.HfRouge;
import io.github.nlgmetrics.rouge.Rouge;
import io.github.nlgmetrics.rouge.RougeResult;
import io.github.nlgmetrics.rouge.TorchmetricsRouge;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine;

/**
 * {@code nlg-metrics rouge}: ROUGE-N/L/Lsum as Google's rouge-score 0.1.2 computes it, with the
 * Unicode-correct tokenizer ({@code --profile unicode}), or as torchmetrics 1.9.0's {@code rouge_score}
 * does ({@code --profile torchmetrics}); its options ({@code -t}, {@code --stemmer}; {@code --rouge-keys},
 * {@code --accumulate}, {@code --use-stemmer}) come from the profiles' declarations.
 *
 * <p>Input: line-aligned files ({@code -r REF} per reference, {@code -i HYP} or stdin), or JSON Lines
 * ({@code --jsonl}). Several references: rouge-score's {@code score_multi}. The corpus score of each
 * type is the mean over segments; {@code --aggregate bootstrap} gives rouge-score's
 * {@code BootstrapAggregator} instead, and {@code --confidence} / {@code --paired-bs} /
 * {@code --paired-ar} run sacrebleu's significance tests on each type's mean F.
 */
final class RougeCommand extends ProfileCommand {
    @Mixin
    RougeOptions rougeOptions = new RougeOptions();

    private RougeCommand(MetricCommandSpec declaration) {
        super(declaration);
    }

    /** The picocli command for {@code declaration} ({@link MetricCommandSpec#rouge()}). */
    static CommandLine commandLine(MetricCommandSpec declaration) {
        return wire(new RougeCommand(declaration));
    }

    @Override
    public Integer call() {
        Metric<?> metric = metric();
        if (metric instanceof HfRouge hf) {
            return hfEvaluate(hf);
        }
        if (metric instanceof TorchmetricsRouge torchmetrics) {
            return torchmetrics(torchmetrics);
        }
        Rouge rouge = (Rouge) metric;
        RougeReport report = new RougeReport(report());
        List<String> systems = input.systems(significance.paired());
        segmentScores.checkTarget(input.files());
        significance.validate(systems.size(), output.sentenceLevel);
        rougeOptions.validate(significance.seed != null, significance.any());
        if (significance.paired()) {
            segmentScores.refuseForPairedTests();
            List<TextInput.Corpus> corpora = new ArrayList<>();
            java.util.Set<String> findings = new java.util.LinkedHashSet<>();
            for (String path : systems) {
                TextInput.Corpus c = read(path);
                corpora.add(c);
                InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(profile, rouge));
                scan.add(c);
                findings.addAll(scan.findings(input.refs, path));
            }
            report.warn(new ArrayList<>(findings));
            report.paired(rouge, systems, corpora, significance::engine, significance.pairedBs,
                    significance.pairedSamples());
            if (StdoutGuard.failure() == null && !System.out.checkError()) {
                report.printWarnings();
            }
            return ExitCode.OK;
        }
        String system = systems.isEmpty() ? null : systems.get(0);
        InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(profile, rouge));
        try {
            return scored(rouge, report, system, scan);
        } finally {
            if (StdoutGuard.failure() == null && !System.out.checkError()) {
                report.printWarnings();
            }
        }
    }

    /** The corpus score of one system, its segments also given to the input checks. */
    private int scored(Rouge rouge, RougeReport report, String system, InputWarnings scan) {
        if (!output.sentenceLevel && !significance.confidence && !rougeOptions.bootstrap()
                && !segmentScores.requested() && rougeOptions.jsonl == null) {
            // The mean needs only the summed rows: stream the files (see Pipeline#streamedScore).
            try (CorpusStream stream = new CorpusStream(system, input.refs, rougeOptions::sentences)) {
                RougeResult mean = Pipeline.streamedScore(rouge, stream, "the files", "", scan, output.quiet);
                report.warn(scan.findings(input.refs));
                report.mean(mean, rouge.signature().with("agg", "mean"));
            }
            return ExitCode.OK;
        }
        TextInput.Corpus corpus = read(system);
        scan.add(corpus);
        report.warn(scan.findings(input.refs));
        segmentScores.write(rouge, corpus.hypotheses(), corpus.references());
        double[][] rows = rouge.corpusStats(corpus.hypotheses(), corpus.references());
        if (output.sentenceLevel) {
            report.segments(rouge.segmentScores(rows));
        } else if (significance.confidence) {
            report.confidence(rouge, rows, corpus.nrefs(), significance.engine(), significance.confidenceN);
        } else if (rougeOptions.bootstrap()) {
            // np.random.seed(N) before rouge-score's aggregate(): the aggregator checks N's range.
            Long seed = significance.seed == null ? null : Option.toLong("--seed", significance.seed);
            report.bootstrap(rouge, rougeOptions.aggregator(seed), rouge.segmentScores(rows));
        } else {
            RougeResult mean = rouge.scoreOfSegments(rows);
            report.mean(mean, rouge.signature().with("agg", "mean"));
        }
        return ExitCode.OK;
    }

    /**
     * {@code --profile hf-evaluate}: the script's dict for the corpus, as {@code json.dumps} with
     * {@code -f json}; unseeded, a line on stderr says that {@code --seed} makes it reproducible.
     */
    private int hfEvaluate(HfRouge hf) {
        if (significance.any() || output.sentenceLevel || rougeOptions.bootstrap() || segmentScores.requested()) {
            throw new IllegalArgumentException("--profile hf-evaluate prints the script's dict for the corpus: it takes"
                    + " --seed, -t, --stemmer and --use-aggregator, not --confidence, the paired tests,"
                    + " --sentence-level, --aggregate or --segment-scores");
        }
        TextInput.Corpus corpus = read(input.systems(false).isEmpty() ? null : input.systems(false).get(0));
        HfRouge.Result result = hf.corpusScore(corpus.hypotheses(), corpus.references());
        declaration.presenter(profile).print(report(), hf, result, hf.signature(corpus.nrefs()), null);
        if (!result.seeded()) {
            err().println("nlg-metrics rouge: " + result.verbose());
            err().flush();
        }
        return ExitCode.OK;
    }

    /**
     * {@code --profile torchmetrics}: torchmetrics' {@code rouge_score} dict (its float32 means over
     * the segments), printed as the other Python-valued profiles print (JSON: {@code json.dumps} of the
     * dict). torchmetrics has no aggregator, significance test or sentence
     * separator option: those are refused by name.
     */
    private Integer torchmetrics(TorchmetricsRouge metric) {
        List<String> systems = input.systems(false);
        if (systems.size() > 1 || significance.any() || output.sentenceLevel || segmentScores.requested()
                || rougeOptions.bootstrap() || rougeOptions.jsonl != null || rougeOptions.sentenceSep != null
                || significance.seed != null) {
            throw new IllegalArgumentException("--profile torchmetrics computes rouge_score's corpus dict only: "
                    + "no --aggregate bootstrap, --jsonl, --sentence-sep, --seed, significance tests, "
                    + "sentence-level or segment-score output, one system");
        }
        TextInput.Corpus corpus = input.read(systems.isEmpty() ? null : systems.get(0), false);
        TorchmetricsRouge.Result result = metric.corpusScore(corpus.hypotheses(), corpus.references());
        declaration.presenter(profile).print(report(), metric, result, metric.signature(corpus.nrefs()), null);
        return ExitCode.OK;
    }

    /** The corpus of one system (files or JSON Lines), sentences separated as rougeLsum expects. */
    private TextInput.Corpus read(String path) {
        TextInput.Corpus c;
        if (rougeOptions.jsonl != null) {
            if (!input.refs.isEmpty() || path != null) {
                throw new IllegalArgumentException("--jsonl replaces -r/-i: give one or the other");
            }
            c = JsonlInput.read(rougeOptions.jsonl);
        } else {
            c = input.read(path, false);
        }
        return c.map(rougeOptions::sentences);
    }
}
