package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.chrf.Chrf;
import io.github.nlgmetrics.chrf.ChrfScore;
import io.github.nlgmetrics.compat.python.PyFormat;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.Significance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics chrf}: chrF / chrF++ with sacrebleu's option names and output.
 */
@Command(name = "chrf", mixinStandardHelpOptions = true,
        description = "chrF and chrF++, exactly as sacrebleu 2.6.0 computes them.")
final class ChrfCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = {"-r", "--reference"}, paramLabel = "REF", required = true,
            description = "Reference file (repeat for several references).")
    List<String> refs = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "HYP", arity = "1..*",
            description = "Hypothesis file (default: stdin); several for a paired test, the first is the baseline.")
    List<String> inputs = new ArrayList<>();

    @Mixin
    SignificanceOptions significance = new SignificanceOptions();

    @Option(names = {"-cc", "--chrf-char-order"}, paramLabel = "N", defaultValue = "6",
            description = "Character n-gram order (default: ${DEFAULT-VALUE}).")
    int charOrder;

    @Option(names = {"-cw", "--chrf-word-order"}, paramLabel = "N", defaultValue = "0",
            description = "Word n-gram order; 2 gives chrF++ (default: ${DEFAULT-VALUE}).")
    int wordOrder;

    @Option(names = "--chrf-beta", paramLabel = "N", defaultValue = "2",
            description = "Recall weight beta (default: ${DEFAULT-VALUE}).")
    int beta;

    @Option(names = "--chrf-whitespace", description = "Keep whitespace in character n-grams.")
    boolean whitespace;

    @Option(names = "--chrf-lowercase", description = "Lowercase before scoring.")
    boolean lowercase;

    @Option(names = "--chrf-eps-smoothing", description = "chrF++.py / NLTK / Moses epsilon smoothing instead of effective order.")
    boolean epsSmoothing;

    @Option(names = {"-b", "--score-only"}, description = "Print the score only.")
    boolean scoreOnly;

    @Option(names = {"-w", "--width"}, paramLabel = "N", defaultValue = "1",
            description = "Decimals of the printed score (default: ${DEFAULT-VALUE}).")
    int width;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--sentence-level", description = "Print one score per segment.")
    boolean sentenceLevel;

    @Override
    public Integer call() throws Exception {
        if (width < 0 || width > 16) {
            throw new IllegalArgumentException("--width must be between 0 and 16: " + width);
        }
        Chrf chrf = Chrf.sacrebleu()
                .withCharOrder(charOrder)
                .withWordOrder(wordOrder)
                .withBeta(beta)
                .withWhitespace(whitespace)
                .withLowercase(lowercase)
                .withEpsSmoothing(epsSmoothing);
        List<String> systems = SystemInputs.names(inputs, significance.paired());
        significance.validate(systems.size(), sentenceLevel);
        PrintWriter out = spec.commandLine().getOut();
        if (significance.paired()) {
            List<double[][]> allStats = new ArrayList<>();
            int nrefs = 0;
            for (String path : systems) {
                TextInput.Corpus c = TextInput.rstripped(TextInput.readCorpus(path, refs));
                allStats.add(chrf.corpusStats(c.hypotheses(), c.references()));
                nrefs = c.nrefs();
            }
            SignificanceReport.printPaired(out, chrf, systems, allStats, significance, nrefs, width, format);
            return 0;
        }
        // sacrebleu's command line right-strips every input line (it matters with --chrf-whitespace).
        TextInput.Corpus corpus = TextInput.rstripped(
                TextInput.readCorpus(systems.isEmpty() ? null : systems.get(0), refs));
        double[][] stats = chrf.corpusStats(corpus.hypotheses(), corpus.references());
        String signature = chrf.signature(corpus.nrefs()).toString();
        ConfidenceEstimate ci = null;
        if (significance.confidence) {
            Significance engine = significance.engine();
            ci = engine.bootstrap(chrf, stats, significance.confidenceN);
            signature = SignificanceReport.signature(signature, "bs", significance.confidenceN, engine);
        }
        if (sentenceLevel) {
            for (double[] s : stats) {
                print(out, chrf.score(s), signature, null);
            }
        } else {
            print(out, chrf.scoreOfSegments(stats), signature, ci);
        }
        out.flush();
        return 0;
    }

    private void print(PrintWriter out, ChrfScore score, String signature, ConfidenceEstimate ci)
            throws Exception {
        if (format == OutputFormat.JSON) {
            ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ObjectNode o = mapper.createObjectNode();
            o.put("name", score.name());
            o.put("score", PyFormat.round(score.score(), width));
            o.put("signature", signature);
            SignificanceReport.putConfidence(o, ci, width);
            JsonSignature.addFields(o, signature);
            out.println(sentenceLevel ? mapper.writer().without(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(o) : mapper.writeValueAsString(o));
        } else if (ci != null) {
            out.println(SignificanceReport.scoreLine(score.name(), signature, score.score(), ci, null, width, scoreOnly));
        } else {
            out.println(score.format(width, scoreOnly, signature));
        }
    }
}
