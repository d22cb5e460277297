package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.bleu.BleuScore;
import io.github.nlgmetrics.bleu.BleuStats;
import io.github.nlgmetrics.bleu.SmoothMethod;
import io.github.nlgmetrics.text.PyFormat;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import io.github.nlgmetrics.stats.ConfidenceEstimate;
import io.github.nlgmetrics.stats.Significance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code nlg-metrics bleu}: BLEU with sacrebleu's option names and output.
 */
@Command(name = "bleu", mixinStandardHelpOptions = true,
        description = "BLEU, exactly as sacrebleu 2.6.0 computes it.")
final class BleuCommand implements Callable<Integer> {
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

    @Option(names = {"-tok", "--tokenize"}, paramLabel = "NAME", defaultValue = "13a",
            description = "Tokenizer: 13a, intl, zh, char, none (default: ${DEFAULT-VALUE}).")
    String tokenize;

    @Option(names = {"-s", "--smooth-method"}, paramLabel = "METHOD", defaultValue = "exp",
            description = "Smoothing: none, floor, add-k, exp (default: ${DEFAULT-VALUE}).")
    String smoothMethod;

    @Option(names = {"-sv", "--smooth-value"}, paramLabel = "X",
            description = "Smoothing value (floor: 0.1, add-k: 1 by default).")
    Double smoothValue;

    @Option(names = {"-lc", "--lowercase"}, description = "Lowercase before scoring.")
    boolean lowercase;

    @Option(names = "--max-ngram-order", paramLabel = "N", defaultValue = "4",
            description = "Highest n-gram order (default: ${DEFAULT-VALUE}).")
    int maxNgramOrder;

    @Option(names = "--effective-order", description = "Average over the orders that have n-grams.")
    boolean effectiveOrder;

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
        Bleu bleu = Bleu.sacrebleu()
                .withTokenizer(tokenize)
                .withSmoothMethod(SmoothMethod.of(smoothMethod))
                .withSmoothValue(smoothValue)
                .withLowercase(lowercase)
                .withMaxNgramOrder(maxNgramOrder)
                .withEffectiveOrder(effectiveOrder);
        List<String> systems = SystemInputs.names(inputs, significance.paired());
        significance.validate(systems.size(), sentenceLevel);
        PrintWriter out = spec.commandLine().getOut();
        if (significance.paired()) {
            List<double[][]> allStats = new ArrayList<>();
            int nrefs = 0;
            for (String path : systems) {
                TextInput.Corpus c = TextInput.readCorpus(path, refs);
                allStats.add(bleu.segmentStats(c.hypotheses(), c.references()));
                nrefs = c.nrefs();
            }
            SignificanceReport.printPaired(out, bleu, systems, allStats, significance, nrefs, width, format);
            return 0;
        }
        TextInput.Corpus corpus = TextInput.readCorpus(systems.isEmpty() ? null : systems.get(0), refs);
        List<BleuStats> stats = bleu.corpusStats(corpus.hypotheses(), corpus.references());
        String signature = bleu.signature(corpus.nrefs());
        if (significance.confidence) {
            Significance engine = significance.engine();
            ConfidenceEstimate ci = engine.bootstrap(bleu, bleu.segmentStats(corpus.hypotheses(),
                    corpus.references()), significance.confidenceN);
            signature = SignificanceReport.signature(signature, "bs", significance.confidenceN, engine);
            print(out, bleu.score(bleu.sum(stats)), signature, ci);
        } else if (sentenceLevel) {
            for (BleuStats s : stats) {
                print(out, bleu.score(s), signature, null);
            }
        } else {
            print(out, bleu.score(bleu.sum(stats)), signature, null);
        }
        out.flush();
        return 0;
    }

    private void print(PrintWriter out, BleuScore score, String signature, ConfidenceEstimate ci) throws Exception {
        if (format == OutputFormat.JSON) {
            ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ObjectNode o = mapper.createObjectNode();
            o.put("name", "BLEU");
            o.put("score", PyFormat.round(score.score(), width));
            o.put("signature", signature);
            SignificanceReport.putConfidence(o, ci, width);
            o.put("verbose_score", score.verbose());
            for (String part : signature.split("\\|")) {
                int colon = part.indexOf(':');
                o.put(part.substring(0, colon), part.substring(colon + 1));
            }
            out.println(sentenceLevel ? mapper.writer().without(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(o) : mapper.writeValueAsString(o));
        } else if (ci != null) {
            // sacrebleu appends " (μ = mean ± ci)" to the score itself, also with -b.
            String sc = PyFormat.fixed(score.score(), width) + SignificanceReport.confidence(ci, width);
            out.println(scoreOnly ? sc : "BLEU|" + signature + " = " + sc + " " + score.verbose());
        } else {
            out.println(score.format(width, scoreOnly, signature));
        }
    }
}
