package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.rouge.AggregateScore;
import io.github.nlgmetrics.rouge.BootstrapAggregator;
import io.github.nlgmetrics.rouge.Rouge;
import io.github.nlgmetrics.rouge.RougeResult;
import io.github.nlgmetrics.rouge.RougeScore;
import io.github.nlgmetrics.compat.python.PyFormat;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics rouge}: ROUGE-N/L/Lsum as Google's rouge-score 0.1.2 computes it, or with
 * the Unicode-correct tokenizer ({@code --profile unicode}).
 *
 * <p>Input: line-aligned files ({@code -r REF} per reference, {@code -i HYP} or stdin), where a
 * segment's sentences (for rougeLsum) are separated by {@code --sentence-sep}; or JSON Lines
 * ({@code --jsonl FILE}, one {@code {"hyp": "...", "refs": ["...", ...]}} per segment, sentences
 * separated by {@code \n} inside the strings). Several references: rouge-score's
 * {@code score_multi} (best F per type). Aggregates: the mean of the per-segment scores, or
 * rouge-score's {@code BootstrapAggregator} (low/mid/high; {@code --seed} reproduces rouge-score
 * after {@code np.random.seed(N)}).
 */
@Command(name = "rouge", mixinStandardHelpOptions = true,
        description = "ROUGE-N, ROUGE-L and ROUGE-Lsum, exactly as Google rouge-score 0.1.2, or Unicode-correct.")
final class RougeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = {"-r", "--reference"}, paramLabel = "REF",
            description = "Reference file, one segment per line (repeat for several references).")
    List<String> refs = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "HYP", description = "Hypothesis file (default: stdin).")
    String input;

    @Option(names = "--jsonl", paramLabel = "FILE",
            description = "JSON Lines input instead of -r/-i: {\"hyp\": ..., \"refs\": [...]} per line.")
    String jsonl;

    @Option(names = {"-t", "--types"}, paramLabel = "LIST", defaultValue = "rouge1,rouge2,rougeL,rougeLsum",
            description = "Comma-separated ROUGE types: rouge1..rouge9, rougeL, rougeLsum (default: ${DEFAULT-VALUE}).")
    String types;

    @Option(names = "--stemmer", description = "Stem tokens longer than 3 characters (NLTK Porter), as use_stemmer=True.")
    boolean stemmer;

    @Option(names = "--profile", paramLabel = "NAME", defaultValue = "rouge-score",
            description = "Tokenization profile: rouge-score or unicode (default: ${DEFAULT-VALUE}).")
    String profile;

    @Option(names = "--sentence-sep", paramLabel = "SEP",
            description = "Sentence separator inside a line (e.g. '<n>'), turned into the newline rougeLsum splits on.")
    String sentenceSep;

    @Option(names = "--aggregate", paramLabel = "HOW", defaultValue = "mean",
            description = "mean or bootstrap (default: ${DEFAULT-VALUE}).")
    String aggregate;

    @Option(names = "--seed", paramLabel = "N",
            description = "Bootstrap seed, as np.random.seed(N) before rouge-score's aggregate() (0..2^32-1).")
    Long seed;

    @Option(names = "--confidence-interval", paramLabel = "X", defaultValue = "0.95",
            description = "Bootstrap confidence interval (default: ${DEFAULT-VALUE}).")
    double confidenceInterval;

    @Option(names = "--n-samples", paramLabel = "N", defaultValue = "1000",
            description = "Bootstrap resamples (default: ${DEFAULT-VALUE}).")
    int nSamples;

    @Option(names = {"-w", "--width"}, paramLabel = "N", defaultValue = "4",
            description = "Decimals of printed scores in text output (default: ${DEFAULT-VALUE}).")
    int width;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--sentence-level", description = "Print the scores of every segment.")
    boolean sentenceLevel;

    @Override
    public Integer call() throws Exception {
        if (width < 0 || width > 16) {
            throw new IllegalArgumentException("--width must be between 0 and 16: " + width);
        }
        if (!aggregate.equals("mean") && !aggregate.equals("bootstrap")) {
            throw new IllegalArgumentException("--aggregate must be mean or bootstrap: " + aggregate);
        }
        if (seed != null && !aggregate.equals("bootstrap")) {
            throw new IllegalArgumentException("--seed only applies to --aggregate bootstrap");
        }
        if (sentenceSep != null && sentenceSep.isEmpty()) {
            throw new IllegalArgumentException("--sentence-sep must not be empty");
        }
        List<String> typeList = new ArrayList<>();
        for (String t : types.split(",", -1)) {
            typeList.add(t.trim());
        }
        Rouge rouge = Rouge.rougeScore().withVariant(Rouge.Variant.of(profile)).withTypes(typeList)
                .withStemmer(stemmer);
        BootstrapAggregator bootstrap = null;
        if (aggregate.equals("bootstrap")) {
            bootstrap = BootstrapAggregator.of(confidenceInterval, nSamples);
            if (seed != null) {
                bootstrap = bootstrap.withSeed(seed);
            }
        }

        List<String> hyps = new ArrayList<>();
        List<List<String>> segRefs = new ArrayList<>();
        if (jsonl != null) {
            if (!refs.isEmpty() || input != null) {
                throw new IllegalArgumentException("--jsonl replaces -r/-i: give one or the other");
            }
            readJsonl(jsonl, hyps, segRefs);
        } else {
            TextInput.Corpus corpus = TextInput.readCorpus(input, refs);
            hyps.addAll(corpus.hypotheses());
            segRefs.addAll(corpus.references());
        }

        List<String> h = new ArrayList<>(hyps.size());
        List<List<String>> rs = new ArrayList<>(hyps.size());
        for (int i = 0; i < hyps.size(); i++) {
            h.add(sentences(hyps.get(i)));
            List<String> r = new ArrayList<>();
            for (String ref : segRefs.get(i)) {
                r.add(sentences(ref));
            }
            rs.add(r);
        }
        double[][] rows = rouge.corpusStats(h, rs);
        List<RougeResult> results = rouge.segmentScores(rows);

        String signature = rouge.signature()
                .with("agg", bootstrap == null ? "mean" : bootstrap.signature()).toString();
        PrintWriter out = spec.commandLine().getOut();
        ObjectMapper mapper = new ObjectMapper();
        if (sentenceLevel) {
            for (int i = 0; i < results.size(); i++) {
                if (format == OutputFormat.JSON) {
                    ObjectNode o = mapper.createObjectNode();
                    o.put("segment", i + 1);
                    ObjectNode scores = o.putObject("scores");
                    for (Map.Entry<String, RougeScore> e : results.get(i).scores().entrySet()) {
                        put(scores.putObject(e.getKey()), e.getValue());
                    }
                    out.println(mapper.writeValueAsString(o));
                } else {
                    StringBuilder sb = new StringBuilder().append(i + 1);
                    for (Map.Entry<String, RougeScore> e : results.get(i).scores().entrySet()) {
                        sb.append('\t').append(e.getKey()).append(' ').append(text(e.getValue()));
                    }
                    out.println(sb);
                }
            }
        } else if (bootstrap == null) {
            Map<String, RougeScore> mean = rouge.scoreOfSegments(rows).scores();
            if (format == OutputFormat.JSON) {
                ObjectNode o = mapper.createObjectNode();
                o.put("name", "ROUGE");
                o.put("signature", signature);
                o.put("segments", results.size());
                ObjectNode scores = o.putObject("scores");
                mean.forEach((t, s) -> put(scores.putObject(t), s));
                out.println(mapper.enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(o));
            } else {
                mean.forEach((t, s) -> out.println(String.format("%-10s %s", t, text(s))));
                out.println(signature);
            }
        } else {
            Map<String, AggregateScore> agg = bootstrap.aggregate(results);
            if (format == OutputFormat.JSON) {
                ObjectNode o = mapper.createObjectNode();
                o.put("name", "ROUGE");
                o.put("signature", signature);
                o.put("segments", results.size());
                ObjectNode scores = o.putObject("scores");
                agg.forEach((t, a) -> {
                    ObjectNode n = scores.putObject(t);
                    put(n.putObject("low"), a.low());
                    put(n.putObject("mid"), a.mid());
                    put(n.putObject("high"), a.high());
                });
                out.println(mapper.enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(o));
            } else {
                agg.forEach((t, a) -> out.println(String.format("%-10s P=%s [%s, %s] R=%s [%s, %s] F=%s [%s, %s]", t,
                        fx(a.mid().precision()), fx(a.low().precision()), fx(a.high().precision()),
                        fx(a.mid().recall()), fx(a.low().recall()), fx(a.high().recall()),
                        fx(a.mid().fmeasure()), fx(a.low().fmeasure()), fx(a.high().fmeasure()))));
                out.println(signature);
            }
        }
        out.flush();
        return 0;
    }

    private String sentences(String s) {
        return sentenceSep == null ? s : s.replace(sentenceSep, "\n");
    }

    private String fx(double v) {
        return PyFormat.fixed(v, width);
    }

    private String text(RougeScore s) {
        return "P=" + fx(s.precision()) + " R=" + fx(s.recall()) + " F=" + fx(s.fmeasure());
    }

    private static void put(ObjectNode o, RougeScore s) {
        o.put("precision", s.precision());
        o.put("recall", s.recall());
        o.put("fmeasure", s.fmeasure());
    }

    private static void readJsonl(String path, List<String> hyps, List<List<String>> segRefs) {
        ObjectMapper mapper = new ObjectMapper();
        List<String> lines = TextInput.readLines(path);
        for (int i = 0; i < lines.size(); i++) {
            String where = path + ": line " + (i + 1) + ": ";
            JsonNode n;
            try {
                n = mapper.readTree(lines.get(i));
            } catch (Exception e) {
                throw new IllegalArgumentException(where + "not valid JSON");
            }
            if (n == null || !n.isObject()) {
                throw new IllegalArgumentException(where + "expected a JSON object {\"hyp\": ..., \"refs\": [...]}");
            }
            JsonNode hyp = n.get("hyp");
            JsonNode rs = n.get("refs");
            if (hyp == null || !hyp.isTextual()) {
                throw new IllegalArgumentException(where + "\"hyp\" must be a string");
            }
            if (rs == null || !rs.isArray() || rs.isEmpty()) {
                throw new IllegalArgumentException(where + "\"refs\" must be a non-empty array of strings");
            }
            List<String> refList = new ArrayList<>();
            for (JsonNode r : rs) {
                if (!r.isTextual()) {
                    throw new IllegalArgumentException(where + "\"refs\" must be a non-empty array of strings");
                }
                refList.add(r.asText());
            }
            hyps.add(hyp.asText());
            segRefs.add(refList);
        }
        if (hyps.isEmpty()) {
            throw new IllegalArgumentException("empty input: " + path + " has no lines");
        }
    }
}
