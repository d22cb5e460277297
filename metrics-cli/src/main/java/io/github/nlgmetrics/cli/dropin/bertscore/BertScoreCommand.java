package io.github.nlgmetrics.cli.dropin.bertscore;

import io.github.nlgmetrics.bertscore.BertScore;
import io.github.nlgmetrics.bertscore.BertScoreConfig;
import io.github.nlgmetrics.bertscore.BertScoreResult;
import io.github.nlgmetrics.bertscore.ScoringProgress;
import io.github.nlgmetrics.bertscore.model.BertModels;
import io.github.nlgmetrics.cli.PythonDropInCommand;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;

/**
 * {@code nlg-metrics bert-score -r REF [REF ...] -c CAND [-m MODEL] [-l N] [--idf] [-s] ...}: a drop-in for
 * bert_score 0.3.13's own command ({@code bert_score_cli/score.py}): its argparse grammar ({@link BertScoreArgs}),
 * its output ({@code HASH P: 0.xxxxxx R: 0.xxxxxx F1: 0.xxxxxx}, the float32 means of the segment scores; with
 * {@code -s} one {@code P\tR\tF} line per segment) and its exit codes (0; 2 for a usage error; 1 where the
 * script fails: an {@code AssertionError}, a {@code KeyError}, a file it cannot read).
 *
 * <p>What the script does, reproduced: when {@code -c} names a file, the candidates are its lines and each
 * {@code -r} file must exist and have as many lines (Python text: UTF-8, universal newlines, each line
 * {@code strip()}ped, blank lines kept as empty texts, which score 0); the references of a segment are the
 * lines of every {@code -r} file (the best of them counts, P, R and F separately). When {@code -c} is not a file
 * but the first {@code -r} is, the candidate file is reported missing. Otherwise {@code -c} is one candidate
 * text and the {@code -r} values are its references ({@code --idf} refused). Without {@code -l} the layer is
 * bert_score's {@code model2layers} entry ({@code KeyError} for a model it does not list);
 * {@code --rescale_with_baseline} needs {@code --lang}; a {@code --baseline_path} that is not a file leaves the
 * scores unrescaled (bert_score only warns) while the hash still says rescaled. {@code --use_fast_tokenizer}
 * (inverted by bert_score: present, the slow tokenizer) changes nothing here: our tokenizers are transformers'
 * slow ones, and BERT's fast tokenizer gives the same ids. {@code --nthreads} is accepted and unused.
 */
@Command(name = "bert-score", description = "bert_score 0.3.13 command-line drop-in: -r REF [REF ...] -c CAND "
        + "[-m MODEL] [-l N] [--idf] [-s] ...; same output and exit codes.")
public final class BertScoreCommand extends PythonDropInCommand {
    static final String USAGE = """
usage: Calculate BERTScore [-h] [--lang LANG] [-m MODEL] [-l NUM_LAYERS]
                           [-b BATCH_SIZE] [--nthreads NTHREADS] [--idf]
                           [--rescale_with_baseline]
                           [--baseline_path BASELINE_PATH]
                           [--use_fast_tokenizer] [-s] [-v] -r REF [REF ...]
                           -c CAND
""";
    static final String HELP = USAGE + """

options:
  -h, --help            show this help message and exit
  --lang LANG           two-letter abbreviation of the language (e.g., en) or
                        "en-sci" for scientific text
  -m MODEL, --model MODEL
                        BERT model name (default: bert-base-uncased) or path
                        to a pretrain model
  -l NUM_LAYERS, --num_layers NUM_LAYERS
                        use first N layer in BERT (default: 8)
  -b BATCH_SIZE, --batch_size BATCH_SIZE
                        batch size (default: 64)
  --nthreads NTHREADS   number of cpu workers (default: 4)
  --idf                 BERT Score with IDF scaling
  --rescale_with_baseline
                        Rescaling the numerical score with precomputed
                        baselines
  --baseline_path BASELINE_PATH
                        path of custom baseline csv file
  --use_fast_tokenizer  whether to use HF fast tokenizer
  -s, --seg_level       show individual score of each pair
  -v, --verbose         increase output verbosity
  -r REF [REF ...], --ref REF [REF ...]
                        reference file path(s) or a string
  -c CAND, --cand CAND  candidate (system outputs) file path or a string
""";

    /** Success, and {@code -h}. */
    static final int OK = 0;

    @Override
    protected int run(List<String> args, PrintStream out) {
        return run(args, Path.of(""), out, System.err);
    }

    /** A failure of the script: its Python exception line, exit 1. */
    private static final class ScriptError extends RuntimeException {
        ScriptError(String line) {
            super(line, null, false, false);
        }
    }

    /** Runs the drop-in with relative paths resolved against {@code cwd}; returns bert_score's exit code. */
    public static int run(List<String> argv, Path cwd, PrintStream out, PrintStream err) {
        BertScoreArgs a;
        try {
            a = BertScoreArgs.parse(argv);
        } catch (BertScoreArgs.UsageError e) {
            err.print(USAGE + "Calculate BERTScore: error: " + e.getMessage() + "\n");
            err.flush();
            return ARGPARSE_USAGE;
        }
        if (a.flag("help")) {
            out.print(HELP);
            out.flush();
            return OK;
        }
        try {
            score(a, cwd, out, err);
            out.flush();
            return OK;
        } catch (ScriptError e) {
            out.flush();
            err.println(e.getMessage());
            err.flush();
            return PYTHON_EXCEPTION;
        } catch (IllegalArgumentException | IllegalStateException | IndexOutOfBoundsException e) {
            out.flush();
            err.println("nlg-metrics bert-score: " + e.getMessage());
            err.flush();
            return PYTHON_EXCEPTION;
        }
    }

    private static void score(BertScoreArgs a, Path cwd, PrintStream out, PrintStream err) {
        String cand = a.string("cand");
        List<String> refArgs = a.refs();
        List<String> cands;
        List<List<String>> refs = new ArrayList<>();
        if (Files.isRegularFile(cwd.resolve(cand))) {
            cands = lines(cwd.resolve(cand), cand);
            List<List<String>> files = new ArrayList<>();
            for (String r : refArgs) {
                if (!Files.exists(cwd.resolve(r))) {
                    throw new ScriptError("AssertionError: reference file " + r + " doesn't exist");
                }
                List<String> current = lines(cwd.resolve(r), r);
                if (current.size() != cands.size()) {
                    throw new ScriptError("AssertionError: # of sentences in " + r + " doesn't match the # of candidates");
                }
                files.add(current);
            }
            for (int i = 0; i < cands.size(); i++) {
                List<String> group = new ArrayList<>();
                for (List<String> f : files) {
                    group.add(f.get(i));
                }
                refs.add(group);
            }
        } else if (Files.isRegularFile(cwd.resolve(refArgs.get(0)))) {
            if (!Files.exists(cwd.resolve(cand))) {
                throw new ScriptError("AssertionError: candidate file " + cand + " doesn't exist");
            }
            throw new ScriptError("UnboundLocalError: cannot access local variable 'cands' where it is not associated"
                    + " with a value");
        } else {
            cands = List.of(cand);
            refs.add(List.copyOf(refArgs));
            if (a.flag("idf")) {
                throw new ScriptError("AssertionError: do not support idf mode for a single pair of sentences");
            }
        }
        String model = a.string("model");
        String lang = a.string("lang");
        if (lang == null && model == null) {
            throw new ScriptError("AssertionError: Either lang or model_type should be specified");
        }
        if (cands.isEmpty()) {
            throw new ScriptError("IndexError: list index out of range");
        }
        if (a.flag("rescale_with_baseline") && lang == null) {
            throw new ScriptError("AssertionError: Need to specify Language when rescaling with baseline");
        }
        String modelName = model != null ? model : BertModels.modelForLanguage(lang);
        Integer layers = a.integer("num_layers", null);
        if (layers == null && BertModels.defaultLayer(modelName).isEmpty()) {
            throw new ScriptError("KeyError: '" + modelName + "'");
        }
        if (layers != null && layers < 0) {
            throw new ScriptError("AssertionError: Invalid num_layers: num_layers should be between 0 and the model's"
                    + " layers for " + modelName);
        }
        BertScoreConfig config = BertScoreConfig.defaults(BertScoreConfig.Reference.BERT_SCORE)
                .withModelType(modelName).withLang(lang).withNumLayers(layers).withIdf(a.flag("idf"))
                .withBatchSize(a.integer("batch_size", 64));
        if (layers != null) {
            // bert_score's get_model asserts the layer against the model it loaded
            int modelLayers = BertModels.shared(modelName, config.device()).layers();
            if (layers > modelLayers) {
                throw new ScriptError("AssertionError: Invalid num_layers: num_layers should be between 0 and " + modelLayers
                        + " for " + modelName);
            }
        }
        if (a.flag("rescale_with_baseline")) {
            String path = a.string("baseline_path");
            config = config.withRescale(true, path == null ? null : cwd.resolve(path).toString());
        }
        if (a.integer("batch_size", 64) < 1) {
            throw new ScriptError("ValueError: batch_size should be a positive integer value, but got batch_size="
                    + a.integer("batch_size", 64));
        }
        long start = System.nanoTime();
        if (a.flag("verbose")) {
            out.println("calculating scores...");
        }
        // the model is loaded once per JVM (BertModels.shared): one per process, one per test run
        BertScoreResult r;
        boolean verbose = a.flag("verbose");
        // -v: bert_score's phase lines on stdout, and (for its tqdm bar) our progress line on stderr, on a terminal
        try (Progress bar = Progress.on(err, !verbose, "computing bert embedding", 0)) {
            r = BertScore.of(config).withProgress(!verbose ? ScoringProgress.NONE : new ScoringProgress() {
                @Override
                public void embedded(int done, int total) {
                    if (done == 0) {
                        out.println("computing bert embedding.");
                    }
                    bar.update(done, total);
                }

                @Override
                public void matching(int pairs) {
                    out.println("computing greedy matching.");
                }
            }).corpusScore(cands, refs);
        }
        r.warnings().forEach(err::println); // bert_score's own lines (a baseline not found), before its timing line
        if (verbose) {
            double secs = (System.nanoTime() - start) / 1e9;
            int pairs = refs.stream().mapToInt(List::size).sum(); // bert_score's len(refs), flattened
            out.println("done in " + PyFormat.fixed(secs, 2) + " seconds, " + PyFormat.fixed(pairs / secs, 2)
                    + " sentences/sec");
        }
        float[][] prf = new float[3][];
        for (int k = 0; k < 3; k++) {
            double[] v = r.segments(k);
            prf[k] = new float[v.length];
            for (int i = 0; i < v.length; i++) {
                prf[k][i] = (float) v[i];
            }
        }
        out.println(r.fields().get("hash") + " P: " + PyFormat.fixed(r.mean(0), 6) + " R: "
                + PyFormat.fixed(r.mean(1), 6) + " F1: " + PyFormat.fixed(r.mean(2), 6));
        if (a.flag("seg_level")) {
            for (int i = 0; i < prf[0].length; i++) {
                out.println(PyFormat.fixed(prf[0][i], 6) + "\t" + PyFormat.fixed(prf[1][i], 6) + "\t"
                        + PyFormat.fixed(prf[2][i], 6));
            }
        }
    }

    /** {@code [line.strip() for line in open(file)]}: UTF-8, universal newlines ({@code \n}, {@code \r\n}, {@code \r}). */
    static List<String> lines(Path file, String name) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new ScriptError("UnicodeDecodeError: '" + name + "' is not valid UTF-8");
        } catch (IOException e) {
            throw new ScriptError("OSError: cannot read " + name + ": " + e.getMessage());
        }
        List<String> out = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(PyStrings.strip(text.substring(start, i)));
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < n) {
            out.add(PyStrings.strip(text.substring(start)));
        }
        return out;
    }
}
