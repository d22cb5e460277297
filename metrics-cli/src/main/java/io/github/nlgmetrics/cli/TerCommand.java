package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.ter.Ter;
import io.github.nlgmetrics.ter.TerScore;
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
 * {@code nlg-metrics ter}: TER with sacrebleu's option names and output.
 */
@Command(name = "ter", mixinStandardHelpOptions = true,
        description = "TER (translation edit rate), exactly as sacrebleu 2.6.0 computes it.")
final class TerCommand implements Callable<Integer> {
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

    @Option(names = "--ter-case-sensitive", description = "Do not lowercase.")
    boolean caseSensitive;

    @Option(names = "--ter-asian-support", description = "Split CJK characters / remove CJK punctuation (with --ter-normalized / --ter-no-punct).")
    boolean asianSupport;

    @Option(names = "--ter-no-punct", description = "Remove punctuation.")
    boolean noPunct;

    @Option(names = "--ter-normalized", description = "Apply tercom's normalization (entities, punctuation tokenization).")
    boolean normalized;

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
        Ter ter = Ter.sacrebleu()
                .withCaseSensitive(caseSensitive)
                .withAsianSupport(asianSupport)
                .withNoPunct(noPunct)
                .withNormalized(normalized);
        List<String> systems = SystemInputs.names(inputs, significance.paired());
        significance.validate(systems.size(), sentenceLevel);
        PrintWriter out = spec.commandLine().getOut();
        if (significance.paired()) {
            List<double[][]> allStats = new ArrayList<>();
            int nrefs = 0;
            for (String path : systems) {
                TextInput.Corpus c = TextInput.rstripped(TextInput.readCorpus(path, refs));
                allStats.add(ter.corpusStats(c.hypotheses(), c.references()));
                nrefs = c.nrefs();
            }
            SignificanceReport.printPaired(out, ter, systems, allStats, significance, nrefs, width, format);
            return 0;
        }
        // sacrebleu's command line right-strips every input line (it matters with --chrf-whitespace).
        TextInput.Corpus corpus = TextInput.rstripped(
                TextInput.readCorpus(systems.isEmpty() ? null : systems.get(0), refs));
        double[][] stats = ter.corpusStats(corpus.hypotheses(), corpus.references());
        String signature = ter.signature(corpus.nrefs()).toString();
        ConfidenceEstimate ci = null;
        if (significance.confidence) {
            Significance engine = significance.engine();
            ci = engine.bootstrap(ter, stats, significance.confidenceN);
            signature = SignificanceReport.signature(signature, "bs", significance.confidenceN, engine);
        }
        if (sentenceLevel) {
            for (double[] s : stats) {
                print(out, ter.score(s), signature, null);
            }
        } else {
            print(out, ter.scoreOfSegments(stats), signature, ci);
        }
        out.flush();
        return 0;
    }

    private void print(PrintWriter out, TerScore score, String signature, ConfidenceEstimate ci)
            throws Exception {
        if (format == OutputFormat.JSON) {
            ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ObjectNode o = mapper.createObjectNode();
            o.put("name", "TER");
            o.put("score", PyFormat.round(score.score(), width));
            o.put("signature", signature);
            SignificanceReport.putConfidence(o, ci, width);
            JsonSignature.addFields(o, signature);
            out.println(sentenceLevel ? mapper.writer().without(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(o) : mapper.writeValueAsString(o));
        } else if (ci != null) {
            out.println(SignificanceReport.scoreLine("TER", signature, score.score(), ci, null, width, scoreOnly));
        } else {
            out.println(score.format(width, scoreOnly, signature));
        }
    }
}
