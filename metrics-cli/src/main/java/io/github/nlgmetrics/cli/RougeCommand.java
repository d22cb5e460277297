package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.rouge.Rouge;
import io.github.nlgmetrics.rouge.RougeResult;
import io.github.nlgmetrics.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * {@code nlg-metrics rouge}: ROUGE-N/L/Lsum as Google's rouge-score 0.1.2 computes it, or with the
 * Unicode-correct tokenizer ({@code --profile unicode}); its options ({@code -t}, {@code --stemmer})
 * come from the two profiles' declarations.
 *
 * <p>Input: line-aligned files ({@code -r REF} per reference, {@code -i HYP} or stdin), or JSON Lines
 * ({@code --jsonl}). Several references: rouge-score's {@code score_multi}. The corpus score of each
 * type is the mean over segments; {@code --aggregate bootstrap} gives rouge-score's
 * {@code BootstrapAggregator} instead, and {@code --confidence} / {@code --paired-bs} /
 * {@code --paired-ar} run sacrebleu's significance tests on each type's mean F.
 */
final class RougeCommand implements Callable<Integer> {
    private static final MetricCommandSpec DECLARATION = MetricCommandSpec.rouge();
    private CommandSpec spec;
    private ProfileFlags flags;

    @Mixin
    InputOptions input = new InputOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SignificanceOptions significance = new SignificanceOptions();

    @Mixin
    RougeOptions rougeOptions = new RougeOptions();

    @Mixin
    SegmentScores segmentScores = new SegmentScores();

    /** The picocli command. */
    static CommandLine commandLine() {
        RougeCommand command = new RougeCommand();
        command.spec = MetricCommand.spec(command, DECLARATION);
        command.flags = ProfileFlags.add(command.spec, DECLARATION);
        return new CommandLine(command.spec);
    }

    @Override
    public Integer call() {
        ParseResult parsed = spec.commandLine().getParseResult();
        String chosen = MetricCommand.selection(parsed, DECLARATION);
        Profile profile = DECLARATION.profile(chosen);
        Rouge rouge = (Rouge) profile.metric(flags.values(parsed, DECLARATION.selector() + " " + chosen, profile));
        RougeReport report = new RougeReport(new Report(spec.commandLine().getOut(), output, DECLARATION.defaultWidth()));
        List<String> systems = input.systems(significance.paired());
        significance.validate(systems.size(), output.sentenceLevel);
        rougeOptions.validate(significance.seed != null, significance.any());
        if (significance.paired()) {
            segmentScores.refuseForPairedTests();
            List<TextInput.Corpus> corpora = new ArrayList<>();
            for (String path : systems) {
                corpora.add(read(path));
            }
            report.paired(rouge, systems, corpora, significance);
            return 0;
        }
        TextInput.Corpus corpus = read(systems.isEmpty() ? null : systems.get(0));
        segmentScores.write(rouge, corpus.hypotheses(), corpus.references());
        double[][] rows = rouge.corpusStats(corpus.hypotheses(), corpus.references());
        if (output.sentenceLevel) {
            report.segments(rouge.segmentScores(rows));
        } else if (significance.confidence) {
            report.confidence(rouge, rows, corpus.nrefs(), significance);
        } else if (rougeOptions.bootstrap()) {
            // np.random.seed(N) before rouge-score's aggregate(): the aggregator checks N's range.
            Long seed = significance.seed == null ? null : Option.toLong("--seed", significance.seed);
            report.bootstrap(rouge, rougeOptions.aggregator(seed), rouge.segmentScores(rows));
        } else {
            RougeResult mean = rouge.scoreOfSegments(rows);
            report.mean(mean, rouge.signature().with("agg", "mean"));
        }
        return 0;
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
