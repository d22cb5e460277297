package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.compat.python.PyFormat;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What the NLTK metric commands ({@code meteor}, {@code gleu}, {@code nist}, {@code ribes}) share
 * with {@code bleu}: {@code -r REF} (repeatable), {@code -i HYP} or stdin, {@code -b}, {@code -w},
 * {@code --format text|json}, {@code --sentence-level}. Lines are tokenized with Python's
 * {@code str.split()}, as the NLTK functions expect pre-tokenized input.
 */
abstract class NltkMetricCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = {"-r", "--reference"}, paramLabel = "REF", required = true,
            description = "Reference file (repeat for several references).")
    List<String> refs = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "HYP", description = "Hypothesis file (default: stdin).")
    String input;

    @Option(names = {"-b", "--score-only"}, description = "Print the score only.")
    boolean scoreOnly;

    @Option(names = {"-w", "--width"}, paramLabel = "N", defaultValue = "4",
            description = "Decimals of the printed score (default: ${DEFAULT-VALUE}).")
    int width;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--sentence-level", description = "Print one score per segment.")
    boolean sentenceLevel;

    /** The printed name, e.g. {@code METEOR}. */
    abstract String name();

    /** Validates the options and builds the metric (called once, before reading input). */
    abstract void configure();

    abstract String signature(int nrefs);

    /** The sentence-level score of one segment. */
    abstract double sentence(String hypothesis, List<String> references);

    /** The corpus-level score. */
    abstract double corpus(List<String> hypotheses, List<List<String>> references);

    @Override
    public Integer call() throws Exception {
        if (width < 0 || width > 16) {
            throw new IllegalArgumentException("--width must be between 0 and 16: " + width);
        }
        configure();
        TextInput.Corpus corpus = TextInput.readCorpus(input, refs);
        PrintWriter out = spec.commandLine().getOut();
        String signature = signature(corpus.nrefs());
        if (sentenceLevel) {
            for (int i = 0; i < corpus.hypotheses().size(); i++) {
                double score;
                try {
                    score = sentence(corpus.hypotheses().get(i), corpus.references().get(i));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("segment " + (i + 1) + ": " + e.getMessage(), e);
                }
                print(out, score, signature);
            }
        } else {
            print(out, corpus(corpus.hypotheses(), corpus.references()), signature);
        }
        out.flush();
        return 0;
    }

    private void print(PrintWriter out, double score, String signature) throws Exception {
        if (format == OutputFormat.JSON) {
            ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ObjectNode o = mapper.createObjectNode();
            o.put("name", name());
            o.put("score", PyFormat.round(score, width));
            o.put("signature", signature);
            for (String part : signature.split("\\|")) {
                int colon = part.indexOf(':');
                o.put(part.substring(0, colon), part.substring(colon + 1));
            }
            out.println(sentenceLevel ? mapper.writer().without(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(o) : mapper.writeValueAsString(o));
        } else if (scoreOnly) {
            out.println(PyFormat.fixed(score, width));
        } else {
            out.println(name() + "|" + signature + " = " + PyFormat.fixed(score, width));
        }
    }
}
