package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.bleu.BleuScore;
import io.github.nlgmetrics.bleu.NltkBleu;
import io.github.nlgmetrics.bleu.NltkSmoothing;
import io.github.nlgmetrics.bleu.RSacreBleu;
import io.github.nlgmetrics.bleu.SmoothMethod;
import io.github.nlgmetrics.bleu.TfNmtBleu;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.Significance;
import io.github.nlgmetrics.compat.python.PyFormat;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics bleu}: BLEU with sacrebleu's option names and output by default, or the
 * number another tool computes with {@code --compat nltk|tf-nmt|hf-evaluate|r-sacrebleu} (each
 * profile takes only the options its reference has; another is an error naming both).
 */
@Command(name = "bleu", mixinStandardHelpOptions = true,
        description = {"BLEU, exactly as sacrebleu 2.6.0 computes it, or as another tool does with --compat:",
            "  nltk         NLTK 3.8 corpus_bleu/sentence_bleu (pre-tokenized, whitespace split)",
            "  tf-nmt       tensorflow/nmt compute_bleu (pre-tokenized, whitespace split)",
            "  hf-evaluate  Hugging Face evaluate 'bleu' (13a tokens + compute_bleu)",
            "  r-sacrebleu  R sacRebleu 0.1.2 bleu_corpus_ids (space-separated integer ids)"})
final class BleuCommand implements Callable<Integer> {
    /** Options every profile has. */
    private static final Set<String> COMMON = Set.of("--reference", "--input", "--score-only", "--width", "--format",
            "--sentence-level", "--compat", "--help", "--version",
            // significance (checked separately: sacrebleu profile only)
            "--confidence", "--confidence-n", "--paired-bs", "--paired-ar", "--paired-n", "--paired-bs-n",
            "--paired-ar-n", "--seed", "--paired-jobs");

    /** The options of each profile besides {@link #COMMON}. */
    private static final Map<String, Set<String>> PROFILE_OPTIONS = Map.of(
            "sacrebleu", Set.of("--tokenize", "--smooth-method", "--smooth-value", "--lowercase", "--max-ngram-order",
                    "--effective-order"),
            "nltk", Set.of("--weights", "--smoothing", "--epsilon", "--alpha", "--k", "--auto-reweigh"),
            "tf-nmt", Set.of("--max-order", "--smooth"),
            "hf-evaluate", Set.of("--max-order", "--smooth", "--tokenize"),
            "r-sacrebleu", Set.of("--n", "--weights", "--smoothing", "--epsilon", "--k"));

    @Spec
    CommandSpec spec;

    @Option(names = "--compat", paramLabel = "PROFILE", defaultValue = "sacrebleu",
            description = "Which tool's BLEU: sacrebleu, nltk, tf-nmt, hf-evaluate, r-sacrebleu (default: ${DEFAULT-VALUE}).")
    String compat;

    @Option(names = {"-r", "--reference"}, paramLabel = "REF", required = true,
            description = "Reference file (repeat for several references).")
    List<String> refs = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "HYP", arity = "1..*",
            description = "Hypothesis file (default: stdin); several for a paired test, the first is the baseline.")
    List<String> inputs = new ArrayList<>();

    @Mixin
    SignificanceOptions significance = new SignificanceOptions();

    @Option(names = {"-tok", "--tokenize"}, paramLabel = "NAME",
            description = "sacrebleu, hf-evaluate: tokenizer 13a, intl, zh, char, none (default: 13a).")
    String tokenize;

    @Option(names = {"-s", "--smooth-method"}, paramLabel = "METHOD", defaultValue = "exp",
            description = "sacrebleu: smoothing none, floor, add-k, exp (default: ${DEFAULT-VALUE}).")
    String smoothMethod;

    @Option(names = {"-sv", "--smooth-value"}, paramLabel = "X",
            description = "sacrebleu: smoothing value (floor: 0.1, add-k: 1 by default).")
    Double smoothValue;

    @Option(names = {"-lc", "--lowercase"}, description = "sacrebleu: lowercase before scoring.")
    boolean lowercase;

    @Option(names = "--max-ngram-order", paramLabel = "N", defaultValue = "4",
            description = "sacrebleu: highest n-gram order (default: ${DEFAULT-VALUE}).")
    int maxNgramOrder;

    @Option(names = "--effective-order", description = "sacrebleu: average over the orders that have n-grams.")
    boolean effectiveOrder;

    @Option(names = "--weights", paramLabel = "W1,W2,...",
            description = "nltk, r-sacrebleu: n-gram weights; nltk: repeat for one score per weight tuple.")
    List<String> weights = new ArrayList<>();

    @Option(names = "--smoothing", paramLabel = "NAME",
            description = "nltk: method0..method7 (default method0); r-sacrebleu: standard, floor, add-k (default standard).")
    String smoothing;

    @Option(names = "--epsilon", paramLabel = "X", description = "nltk method1 (default 0.1), r-sacrebleu floor (default 0.1).")
    Double epsilon;

    @Option(names = "--alpha", paramLabel = "X", description = "nltk method6 (default 5).")
    Double alpha;

    @Option(names = "--k", paramLabel = "X", description = "nltk method4/7 (default 5), r-sacrebleu add-k (default 1).")
    Double k;

    @Option(names = "--auto-reweigh", description = "nltk: auto_reweigh=True.")
    boolean autoReweigh;

    @Option(names = "--max-order", paramLabel = "N", description = "tf-nmt, hf-evaluate: max_order (default 4).")
    Integer maxOrder;

    @Option(names = "--smooth", description = "tf-nmt, hf-evaluate: smooth=True (+1 on every order).")
    boolean smooth;

    @Option(names = "--n", paramLabel = "N", description = "r-sacrebleu: n (default 4; sets the default weights).")
    Integer n;

    @Option(names = {"-b", "--score-only"}, description = "Print the score only.")
    boolean scoreOnly;

    @Option(names = {"-w", "--width"}, paramLabel = "N", defaultValue = "1",
            description = "Decimals of the printed score (default: ${DEFAULT-VALUE} for sacrebleu; the other "
                    + "profiles print the full value unless -w is given).")
    int width;

    @Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--sentence-level", description = "Print one score per segment.")
    boolean sentenceLevel;

    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Override
    public Integer call() throws Exception {
        if (width < 0 || width > 16) {
            throw new IllegalArgumentException("--width must be between 0 and 16: " + width);
        }
        checkOptions();
        List<String> systems = SystemInputs.names(inputs, significance.paired());
        significance.validate(systems.size(), sentenceLevel);
        if (significance.any() && !compat.equals("sacrebleu")) {
            throw new IllegalArgumentException("--confidence and the paired tests reproduce sacrebleu's and need "
                    + "--compat sacrebleu (got --compat " + compat + ")");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (significance.paired()) {
            Bleu bleu = sacrebleuBleu();
            List<double[][]> stats = new ArrayList<>();
            int nrefs = 0;
            for (String path : systems) {
                TextInput.Corpus c = TextInput.readCorpus(path, refs);
                stats.add(bleu.corpusStats(c.hypotheses(), c.references()));
                nrefs = c.nrefs();
            }
            SignificanceReport.printPaired(out, bleu, systems, stats, significance, nrefs, width, format);
            return 0;
        }
        TextInput.Corpus corpus = TextInput.readCorpus(systems.isEmpty() ? null : systems.get(0), refs);
        switch (compat) {
            case "nltk" -> runNltk(out, corpus);
            case "tf-nmt", "hf-evaluate" -> runTfNmt(out, corpus);
            case "r-sacrebleu" -> runRSacreBleu(out, corpus);
            default -> runSacrebleu(out, corpus);
        }
        out.flush();
        return 0;
    }

    /** Rejects an unknown profile and any option the chosen profile does not have. */
    private void checkOptions() {
        Set<String> own = PROFILE_OPTIONS.get(compat);
        if (own == null) {
            throw new IllegalArgumentException("--compat: unknown profile '" + compat
                    + "' (known: sacrebleu, nltk, tf-nmt, hf-evaluate, r-sacrebleu)");
        }
        for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
            String name = o.longestName();
            if (!COMMON.contains(name) && !own.contains(name)) {
                Set<String> has = new LinkedHashSet<>(new java.util.TreeSet<>(own));
                throw new IllegalArgumentException("--compat " + compat + " has no option " + name
                        + " (its options: " + String.join(", ", has) + ")");
            }
        }
    }

    private boolean widthGiven() {
        return spec.commandLine().getParseResult().hasMatchedOption("--width");
    }

    /** A score as the reference prints it (Python repr), or with -w decimals when given. */
    private String number(double x) {
        return widthGiven() ? PyFormat.fixed(x, width) : PyFormat.repr(x);
    }

    private static double[] parseWeights(String text) {
        String[] parts = text.split(",", -1);
        double[] w = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                w[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--weights: not a number: '" + parts[i] + "' in '" + text + "'");
            }
            if (!Double.isFinite(w[i])) {
                throw new IllegalArgumentException("--weights: not a finite number: '" + parts[i] + "'");
            }
        }
        return w;
    }

    private Bleu sacrebleuBleu() {
        return Bleu.sacrebleu()
                .withTokenizer(tokenize == null ? "13a" : tokenize)
                .withSmoothMethod(SmoothMethod.of(smoothMethod))
                .withSmoothValue(smoothValue)
                .withLowercase(lowercase)
                .withMaxNgramOrder(maxNgramOrder)
                .withEffectiveOrder(effectiveOrder);
    }

    private void runSacrebleu(PrintWriter out, TextInput.Corpus corpus) throws Exception {
        Bleu bleu = sacrebleuBleu();
        double[][] stats = bleu.corpusStats(corpus.hypotheses(), corpus.references());
        String signature = bleu.signature(corpus.nrefs()).toString();
        if (significance.confidence) {
            Significance engine = significance.engine();
            ConfidenceEstimate ci = engine.bootstrap(bleu, stats, significance.confidenceN);
            printSacrebleu(out, bleu.scoreOfSegments(stats),
                    SignificanceReport.signature(signature, "bs", significance.confidenceN, engine), ci);
        } else if (sentenceLevel) {
            for (double[] s : stats) {
                printSacrebleu(out, bleu.score(s), signature, null);
            }
        } else {
            printSacrebleu(out, bleu.scoreOfSegments(stats), signature, null);
        }
    }

    private void printSacrebleu(PrintWriter out, BleuScore score, String signature, ConfidenceEstimate ci)
            throws Exception {
        if (format == OutputFormat.JSON) {
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
            printJson(out, o);
        } else if (ci != null) {
            out.println(SignificanceReport.scoreLine("BLEU", signature, score.score(), ci, score.verbose(), width,
                    scoreOnly));
        } else {
            out.println(score.format(width, scoreOnly, signature));
        }
    }

    private void printJson(PrintWriter out, ObjectNode o) throws Exception {
        out.println(sentenceLevel ? mapper.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(o)
                : mapper.writeValueAsString(o));
    }

    private void runNltk(PrintWriter out, TextInput.Corpus corpus) throws Exception {
        NltkBleu bleu = NltkBleu.nltk().withAutoReweigh(autoReweigh);
        boolean several = weights.size() > 1;
        if (several) {
            List<double[]> sets = new ArrayList<>();
            for (String w : weights) {
                sets.add(parseWeights(w));
            }
            bleu = bleu.withWeightSets(sets);
        } else if (weights.size() == 1) {
            bleu = bleu.withWeights(parseWeights(weights.get(0)));
        }
        if (smoothing != null) {
            bleu = bleu.withSmoothing(NltkSmoothing.of(smoothing));
        }
        if (epsilon != null) {
            bleu = bleu.withEpsilon(epsilon);
        }
        if (alpha != null) {
            bleu = bleu.withAlpha(alpha);
        }
        if (k != null) {
            bleu = bleu.withK(k);
        }
        String signature = bleu.signature(corpus.nrefs()).toString();
        if (sentenceLevel) {
            for (int i = 0; i < corpus.hypotheses().size(); i++) {
                printNltk(out, bleu.sentenceScore(corpus.hypotheses().get(i), corpus.references().get(i)), several,
                        signature);
            }
        } else {
            printNltk(out, bleu.corpusScore(corpus.hypotheses(), corpus.references()), several, signature);
        }
    }

    private String nltkValue(NltkBleu.Score s, boolean several) {
        List<String> parts = new ArrayList<>();
        for (double v : s.scores()) {
            parts.add(s.integerZero() ? "0" : number(v));
        }
        return several ? "[" + String.join(", ", parts) + "]" : parts.get(0);
    }

    private void printNltk(PrintWriter out, NltkBleu.Score s, boolean several, String signature) throws Exception {
        if (format == OutputFormat.JSON) {
            ObjectNode o = mapper.createObjectNode();
            o.put("name", "BLEU");
            if (several) {
                var arr = o.putArray("score");
                for (double v : s.scores()) {
                    if (s.integerZero()) {
                        arr.add(0);
                    } else {
                        arr.add(widthGiven() ? PyFormat.round(v, width) : v);
                    }
                }
            } else if (s.integerZero()) {
                o.put("score", 0);
            } else {
                o.put("score", widthGiven() ? PyFormat.round(s.score(), width) : s.score());
            }
            o.put("signature", signature);
            printJson(out, o);
        } else if (scoreOnly) {
            out.println(nltkValue(s, several));
        } else {
            out.println("BLEU|" + signature + " = " + nltkValue(s, several));
        }
    }

    private void runTfNmt(PrintWriter out, TextInput.Corpus corpus) throws Exception {
        TfNmtBleu bleu = compat.equals("hf-evaluate") ? TfNmtBleu.hfEvaluate() : TfNmtBleu.tfNmt();
        if (tokenize != null) {
            bleu = bleu.withTokenizer(tokenize);
        }
        if (maxOrder != null) {
            bleu = bleu.withMaxOrder(maxOrder);
        }
        bleu = bleu.withSmooth(smooth);
        String signature = bleu.signature(corpus.nrefs()).toString();
        if (sentenceLevel) {
            for (int i = 0; i < corpus.hypotheses().size(); i++) {
                printTfNmt(out, bleu.sentenceScore(corpus.hypotheses().get(i), corpus.references().get(i)), signature);
            }
        } else {
            printTfNmt(out, bleu.corpusScore(corpus.hypotheses(), corpus.references()), signature);
        }
    }

    private void printTfNmt(PrintWriter out, TfNmtBleu.Score s, String signature) throws Exception {
        boolean hf = compat.equals("hf-evaluate");
        if (format == OutputFormat.JSON) {
            ObjectNode o = mapper.createObjectNode();
            o.put("name", "BLEU");
            o.put("bleu", widthGiven() ? PyFormat.round(s.bleu(), width) : s.bleu());
            var p = o.putArray("precisions");
            for (double v : s.precisions()) {
                p.add(v);
            }
            o.put(hf ? "brevity_penalty" : "bp", s.bp());
            o.put(hf ? "length_ratio" : "ratio", s.ratio());
            o.put("translation_length", s.translationLength());
            o.put("reference_length", s.referenceLength());
            o.put("signature", signature);
            printJson(out, o);
        } else if (scoreOnly) {
            out.println(number(s.bleu()));
        } else {
            StringBuilder sb = new StringBuilder("BLEU|").append(signature).append(" = ").append(number(s.bleu()))
                    .append(" (precisions = ");
            double[] p = s.precisions();
            for (int i = 0; i < p.length; i++) {
                sb.append(i > 0 ? "/" : "").append(PyFormat.fixed(p[i], 4));
            }
            sb.append(hf ? " brevity_penalty = " : " bp = ").append(PyFormat.fixed(s.bp(), 4))
                    .append(hf ? " length_ratio = " : " ratio = ").append(PyFormat.fixed(s.ratio(), 4))
                    .append(" translation_length = ").append(s.translationLength())
                    .append(" reference_length = ").append(s.referenceLength()).append(')');
            out.println(sb);
        }
    }

    private void runRSacreBleu(PrintWriter out, TextInput.Corpus corpus) throws Exception {
        RSacreBleu bleu = RSacreBleu.rSacRebleu();
        if (n != null) {
            bleu = bleu.withN(n);
        }
        if (weights.size() > 1) {
            throw new IllegalArgumentException("--compat r-sacrebleu takes one --weights vector, got " + weights.size());
        }
        if (weights.size() == 1) {
            bleu = bleu.withWeights(parseWeights(weights.get(0)));
        }
        if (smoothing != null) {
            bleu = bleu.withSmoothing(RSacreBleu.Smoothing.of(smoothing));
        }
        if (epsilon != null) {
            bleu = bleu.withEpsilon(epsilon);
        }
        if (k != null) {
            if (k != Math.rint(k)) {
                throw new IllegalArgumentException("--k: r-sacrebleu takes an integer k: " + k);
            }
            bleu = bleu.withK((int) (double) k);
        }
        String signature = bleu.signature(corpus.nrefs()).toString();
        if (sentenceLevel) {
            for (int i = 0; i < corpus.hypotheses().size(); i++) {
                printScore(out, bleu.sentenceScore(corpus.hypotheses().get(i), corpus.references().get(i)).score(),
                        signature);
            }
        } else {
            printScore(out, bleu.corpusScore(corpus.hypotheses(), corpus.references()).score(), signature);
        }
    }

    private void printScore(PrintWriter out, double score, String signature) throws Exception {
        if (format == OutputFormat.JSON) {
            ObjectNode o = mapper.createObjectNode();
            o.put("name", "BLEU");
            o.put("score", widthGiven() ? PyFormat.round(score, width) : score);
            o.put("signature", signature);
            printJson(out, o);
        } else if (scoreOnly) {
            out.println(number(score));
        } else {
            out.println("BLEU|" + signature + " = " + number(score));
        }
    }
}
