package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.cli.report.Report;
import io.github.nlgmetrics.wer.Jiwer;
import io.github.nlgmetrics.wer.JiwerVisualization;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code nlg-metrics wer} / {@code cer}: a {@link MetricCommand} plus {@code --align}, which prints
 * jiwer's {@code visualize_alignment} text (the measures included) instead of the score line: the
 * alignment behind the counts, byte for byte as jiwer 4.0.0 prints it. Only the jiwer profile has
 * an alignment (torchmetrics and evaluate count edits only).
 */
final class ErrorRateCommand extends ProfileCommand {
    @Option(names = "--align", description = "jiwer: print each sentence's alignment and the measures "
            + "(jiwer's visualize_alignment) instead of the score.")
    boolean align;

    private ErrorRateCommand(MetricCommandSpec declaration) {
        super(declaration);
    }

    /** The picocli command for {@code declaration} ({@code wer} or {@code cer}). */
    static CommandLine commandLine(MetricCommandSpec declaration) {
        return wire(new ErrorRateCommand(declaration));
    }

    @Override
    public Integer call() {
        Metric<?> metric = metric();
        if (!align) {
            new Pipeline(profile, metric, input, significance, report(), declaration.presenter(profile), segmentScores)
                    .run();
            return ExitCode.OK;
        }
        if (!(metric instanceof Jiwer jiwer)) {
            throw new IllegalArgumentException("--align: only --compat jiwer aligns (" + profile.name()
                    + " counts edits only)");
        }
        if (significance.any()) {
            throw new IllegalArgumentException("--align prints the alignment: it does not combine with "
                    + "--confidence or the paired tests");
        }
        List<String> systems = input.systems(false);
        TextInput.Corpus c = input.read(systems.isEmpty() ? null : systems.get(0), false);
        List<String> refs = new ArrayList<>(c.references().size());
        for (List<String> r : c.references()) {
            if (r.size() != 1) {
                throw new IllegalArgumentException("--align: jiwer takes exactly one reference file (got " + r.size() + ")");
            }
            refs.add(r.get(0));
        }
        boolean characters = jiwer.measure().equals("cer");
        Jiwer process = Jiwer.of(characters ? "process_characters" : "process_words")
                .withReferenceTransform(jiwer.referenceTransform()).withHypothesisTransform(jiwer.hypothesisTransform());
        Report report = report();
        report.out.print(JiwerVisualization.alignment(process.process(refs, c.hypotheses()), characters, true));
        report.out.flush();
        return ExitCode.OK;
    }
}
