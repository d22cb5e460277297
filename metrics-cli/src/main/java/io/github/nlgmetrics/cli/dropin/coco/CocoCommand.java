package io.github.nlgmetrics.cli.dropin.coco;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.caption.CaptionBleuScore;
import io.github.nlgmetrics.caption.CaptionCorpus;
import io.github.nlgmetrics.caption.CaptionScore;
import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.InputOptions;
import io.github.nlgmetrics.cli.VersionProvider;
import io.github.nlgmetrics.cli.input.CocoInput;
import io.github.nlgmetrics.cli.input.InputWarnings;
import io.github.nlgmetrics.cli.input.TerminalText;
import io.github.nlgmetrics.cli.report.OutputFormat;
import io.github.nlgmetrics.compat.python.PyFormat;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code nlg-metrics coco}: the captioning table of pycocoevalcap's {@code COCOEvalCap.evaluate}
 * (BLEU-1..4, ROUGE-L, CIDEr-D; METEOR and SPICE are not part of it) on COCO-format files or on
 * line files, through the registered profiles {@code coco:bleu}, {@code coco:rouge-l} and
 * {@code coco:cider-d}.
 *
 * <p>Text output: the lines {@code evaluate()} prints ({@code computing Bleu score...}, the
 * verbose BLEU totals as a Python dict, {@code ratio: ...}, {@code Bleu_1: 0.xxx}, ...), the
 * scores with three decimals ({@code "%0.3f"}). {@code --format json}: {@code {"overall": eval,
 * "evalImgs": [per image]}} with full precision.
 */
@Command(name = "coco", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Image-captioning metrics exactly as pycocoevalcap computes them: Bleu_1..4, ROUGE_L, CIDEr"
                + " (CIDEr-D), after the PTB tokenizer of COCOEvalCap.",
            "Input: --results and --annotations (COCO caption formats), or line files (-r REF per reference,"
                + " -i HYP or stdin; image ids 0, 1, ...)."})
public final class CocoCommand implements Callable<Integer> {
    @Option(names = "--results", paramLabel = "JSON", description = "COCO results file: [{\"image_id\", \"caption\"}].")
    String results;

    @Option(names = "--annotations", paramLabel = "JSON",
            description = "COCO caption annotations file: {\"images\": [...], \"annotations\": [...]}.")
    String annotations;

    @Option(names = "--tokenized", description = "Captions are already tokenized: skip the PTB tokenizer.")
    boolean tokenized;

    @Mixin
    InputOptions input = new InputOptions();

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = {"-q", "--quiet"}, description = "No warnings about the input on stderr (docs/warnings.md).")
    boolean quiet;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        CocoInput data = read();
        // COCOEvalCap.evaluate tokenizes once; the scorers then get the tokenized captions
        CaptionCorpus.Prepared corpus = (tokenized ? CaptionCorpus.NONE : CaptionCorpus.PTB)
                .prepare(data.hypotheses(), data.references());
        Map<String, Object> options = Map.of("tokenized", true);
        PrintWriter out = spec.commandLine().getOut();
        boolean text = format != OutputFormat.JSON;
        if (text) {
            out.println("tokenization...");
            out.println("setting up scorers...");
        }
        Map<String, Double> overall = new LinkedHashMap<>();
        List<Map<String, Object>> perImage = new ArrayList<>();
        for (int i = 0; i < data.hypotheses().size(); i++) {
            Map<String, Object> img = new LinkedHashMap<>();
            img.put("image_id", data.imageIds().get(i));
            perImage.add(img);
        }
        for (String profile : List.of("coco:bleu", "coco:rouge-l", "coco:cider-d")) {
            Metric<?> metric = Profiles.metric(profile, options);
            if (text) {
                out.println("computing " + method(profile) + " score...");
            }
            Score s = metric.corpusScore(corpus.hypotheses(), corpus.references());
            if (s instanceof CaptionBleuScore b) {
                if (text) {
                    out.println("{'testlen': " + b.testlen() + ", 'reflen': " + b.reflen() + ", 'guess': "
                            + list(b.guess().toArray()) + ", 'correct': " + list(b.correct().toArray()) + "}");
                    out.println("ratio: " + PyFormat.repr(b.ratio()));
                }
                for (int k = 0; k < b.bleu().length(); k++) {
                    put(overall, perImage, "Bleu_" + (k + 1), b.bleu().get(k), b.perImage().get(k).toArray(), text,
                            out);
                }
            } else {
                CaptionScore c = (CaptionScore) s;
                put(overall, perImage, c.key(), c.score(), c.perImage().toArray(), text, out);
            }
        }
        if (!text) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("overall", overall);
            json.put("evalImgs", perImage);
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(json));
        }
        out.flush();
        warn(data, out);
        return ExitCode.OK;
    }

    /**
     * The input checks (docs/warnings.md) on the captions as given, one line each on stderr after
     * the table (pycocoevalcap's output stays as it is, its JSON too): CIDEr's idf from one image,
     * captions identical to a reference, empty captions. Nothing with {@code -q} or when the table
     * could not be written.
     */
    private void warn(CocoInput data, PrintWriter out) {
        if (quiet || out.checkError()) {
            return;
        }
        InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(Profiles.byName("coco:cider-d"),
                Profiles.metric("coco:cider-d", Map.of("tokenized", tokenized))));
        for (int i = 0; i < data.hypotheses().size(); i++) {
            scan.add(data.hypotheses().get(i), data.references().get(i));
        }
        PrintWriter err = spec.commandLine().getErr();
        for (String w : scan.findings(results == null ? input.refs : List.of())) {
            err.println("nlg-metrics: " + TerminalText.escape(w));
        }
        err.flush();
    }

    private static void put(Map<String, Double> overall, List<Map<String, Object>> perImage, String key, double score,
                            double[] scores, boolean text, PrintWriter out) {
        overall.put(key, score);
        for (int i = 0; i < scores.length; i++) {
            perImage.get(i).put(key, scores[i]);
        }
        if (text) {
            out.println(key + ": " + PyFormat.fixed(score, 3));
        }
    }

    private static String method(String profile) {
        return switch (profile) {
            case "coco:bleu" -> "Bleu";
            case "coco:rouge-l" -> "Rouge";
            default -> "CIDEr";
        };
    }

    private static String list(long[] values) {
        List<String> parts = new ArrayList<>();
        for (long v : values) {
            parts.add(Long.toString(v));
        }
        return "[" + String.join(", ", parts) + "]";
    }

    private CocoInput read() {
        boolean coco = results != null || annotations != null;
        if (coco) {
            if (results == null || annotations == null) {
                throw new IllegalArgumentException("--results and --annotations go together");
            }
            if (!input.refs.isEmpty() || !input.inputs.isEmpty()) {
                throw new IllegalArgumentException("--results/--annotations replace -r/-i: give one or the other");
            }
            return CocoInput.read(results, annotations);
        }
        if (input.refs.isEmpty()) {
            throw new IllegalArgumentException("give --results and --annotations, or -r REF (and -i HYP or stdin)");
        }
        List<String> systems = input.systems(false);
        if (systems.size() > 1) {
            throw new IllegalArgumentException("coco scores one system: -i takes one file, not " + systems.size()
                    + " (" + String.join(", ", systems) + "); run it once per system");
        }
        return CocoInput.of(input.read(systems.isEmpty() ? null : systems.get(0), false));
    }
}
