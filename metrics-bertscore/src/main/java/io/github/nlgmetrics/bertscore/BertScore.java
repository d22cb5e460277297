package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.bertscore.BertScoreConfig.Reference;
import io.github.nlgmetrics.bertscore.model.BertModel;
import io.github.nlgmetrics.bertscore.model.BertModels;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * BERTScore (Zhang et al., ICLR 2020) as bert_score 0.3.13, Hugging Face evaluate's {@code bertscore}
 * script or torchmetrics 1.9.0 compute it ({@link BertScoreConfig.Reference}): contextual embeddings
 * of candidate and reference from one hidden state of an encoder, greedy cosine matching
 * ({@code P = sum_i w_i max_j cos(h_i, r_j)}, R symmetrically, {@code F = 2PR/(P+R)}), optional idf
 * weights ({@code log((M+1)/(df+1))} over the references), the maximum over several references taken
 * for P, R and F separately, and optional baseline rescaling {@code (s - b) / (1 - b)}.
 *
 * <p>The corpus result is what the reference returns: one P, R and F per segment (per layer and
 * segment with {@code all_layers}, in the reference's shapes), and for bert_score and evaluate the hash
 * {@code <model>_L<layer>_<idf|no-idf>_version=0.3.12(hug_trans=4.26.1)[-rescaled|-custom-rescaled]}.
 * {@link #score()} of a result is the mean F. Idf depends on the whole corpus, so the metric is not
 * additive: the corpus is scored as one call ({@link #corpusScore}); {@link #corpusStats} gives rows
 * {@code [P, R, F, 1]} of that call, whose column means are the corpus means.
 *
 * <p>Quirks reproduced (see docs/bertscore.md): bert_score's matching-batch padding (a token whose
 * best similarity is negative scores 0 when the other side is shorter than its batch's longest);
 * [CLS]/[SEP] in the matrix with weight 0 (torchmetrics masks them out); an empty text scores 0
 * (torchmetrics: NaN); P or R is NaN when every idf weight of a text is 0; torchmetrics' ordering
 * quirk; the references' shape errors with {@code all_layers} and several references.
 */
public final class BertScore implements Metric<BertScoreResult> {
    /** bert_score's {@code __version__} as its hash prints it (0.3.13 still says 0.3.12). */
    public static final String HASH_VERSION = "0.3.12";
    /** The transformers version of the hash (the references ran on 4.26.1). */
    public static final String HASH_TRANSFORMERS = "4.26.1";

    private final BertScoreConfig config;
    private final Supplier<BertModel> model;
    private final ScoringProgress progress;

    private BertScore(BertScoreConfig config, Supplier<BertModel> model, ScoringProgress progress) {
        this.config = Objects.requireNonNull(config, "config");
        this.model = model;
        this.progress = Objects.requireNonNull(progress, "progress");
    }

    /** This metric (its model shared), reporting its progress to {@code listener} (the command line's progress line). */
    public BertScore withProgress(ScoringProgress listener) {
        return new BertScore(config, model, listener);
    }

    /**
     * The metric for {@code config}, its model resolved by name ({@link BertModels#shared}: loaded once
     * per JVM, on first use).
     */
    public static BertScore of(BertScoreConfig config) {
        return new BertScore(config, () -> BertModels.shared(modelName(config), config.device()), ScoringProgress.NONE);
    }

    /** The metric for {@code config} on a model the caller loaded (and closes). */
    public static BertScore of(BertScoreConfig config, BertModel model) {
        Objects.requireNonNull(model, "model");
        return new BertScore(config, () -> model, ScoringProgress.NONE);
    }

    /** The options. */
    public BertScoreConfig config() {
        return config;
    }

    /** The model name: {@code model_type}, else {@code lang2model[lang]}, else the bundled model. */
    static String modelName(BertScoreConfig c) {
        if (c.modelType() != null) {
            return c.modelType();
        }
        if (c.lang() != null && c.reference() != Reference.TORCHMETRICS) {
            return BertModels.modelForLanguage(c.lang());
        }
        return BertModels.BUNDLED;
    }

    /** The engine's switches for {@code c}: its reference's point ({@link BertScoreEngine.Setup}). */
    static BertScoreEngine.Setup setup(BertScoreConfig c) {
        return c.reference() == Reference.TORCHMETRICS
                ? BertScoreEngine.Setup.torchmetrics(c.maxLength(), c.truncation(), c.batchSize(), c.idf())
                : BertScoreEngine.Setup.bertScore(c.batchSize(), c.idf());
    }

    /** The layer used: {@code num_layers}, else bert_score's table, else the model's last layer. */
    int layer(BertModel m) {
        if (config.numLayers() != null) {
            return config.numLayers();
        }
        if (config.reference() != Reference.TORCHMETRICS) {
            return BertModels.defaultLayer(modelName(config)).orElse(m.layers());
        }
        return m.layers();
    }

    @Override
    public String name() {
        return "bertscore";
    }

    @Override
    public Signature signature(int nrefs) {
        String layer = config.allLayers() ? "all" : config.numLayers() == null ? "default" : config.numLayers().toString();
        return Signature.of("nrefs", Signature.nrefs(nrefs), "impl", config.reference().id(),
                "model", modelName(config).replace('|', '_'), "layer", layer, "idf", config.idf() ? "yes" : "no",
                "rescaled", !config.rescaleWithBaseline() ? "no" : customBaseline() ? "custom" : "yes");
    }

    private boolean customBaseline() {
        return config.baselineCsv() != null || config.baselinePath() != null;
    }

    /** bert_score's {@code get_hash}. */
    String hash(int layer) {
        String msg = modelName(config) + "_L" + layer + (config.idf() ? "_idf" : "_no-idf") + "_version=" + HASH_VERSION
                + "(hug_trans=" + HASH_TRANSFORMERS + ")";
        if (config.rescaleWithBaseline()) {
            msg += customBaseline() ? "-custom-rescaled" : "-rescaled";
        }
        return msg;
    }

    @Override
    public boolean additive() {
        return false;
    }

    /**
     * {@link Resampling#SEGMENT_SCORES}: the rows {@code [P, R, F, 1]} of one corpus call are the segments' scores,
     * whose means are the corpus scores ({@link Resampling#NONE} with {@code all_layers}: a list per layer).
     */
    @Override
    public Resampling resampling() {
        return config.allLayers() ? Resampling.NONE : Resampling.SEGMENT_SCORES;
    }

    /**
     * The rows of each system against the same references, each exactly {@link #corpusStats} of that system (its
     * own idf and matching batches, as {@code nlg-metrics bertscore} scores it), with the model loaded once and each
     * distinct sentence embedded once across the systems: the references once, a hypothesis that several systems
     * share once, and each embedding dropped when no later system needs it ({@link AcrossSystems}).
     */
    @Override
    public java.util.Iterator<double[][]> corpusStatsOfSystems(List<? extends List<String>> systems,
            List<? extends List<String>> references) {
        Objects.requireNonNull(systems, "systems");
        Objects.requireNonNull(references, "references");
        if (config.allLayers()) {
            return Metric.super.corpusStatsOfSystems(systems, references);
        }
        return new AcrossSystems(this, systems, references);
    }

    /** The tokenizer and switches a corpus call uses: what {@link AcrossSystems} keys its embeddings by. */
    BertScoreEngine.Setup setup() {
        return setup(config);
    }

    /** The model (loaded on first use). */
    BertModel model() {
        return model.get();
    }

    @Override
    public SegmentScorer newScorer() {
        return (hyp, refs) -> rows(corpusScore(List.of(hyp), List.of(refs), Parallelism.sequential()))[0];
    }

    @Override
    public double[][] corpusStats(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        return rows(corpusScore(hypotheses, references, parallelism));
    }

    /** {@link #corpusScore}, the embeddings taken from (and added to) {@code cache}, or computed for this call (null). */
    BertScoreResult scoreWith(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism, BertScoreEngine.Embeddings cache) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(parallelism, "parallelism");
        if (config.reference() == Reference.TORCHMETRICS && hypotheses.isEmpty()) {
            checkTorchmetricsSizes(hypotheses, references);
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("precision", List.of(0.0));
            fields.put("recall", List.of(0.0));
            fields.put("f1", List.of(0.0));
            return new BertScoreResult(fields);
        }
        Flat flat = flatten(hypotheses, references);
        BertModel m = model.get();
        int[] states = states(m);
        float[][][] s = BertScoreEngine.score(m, flat.cands(), flat.refs(), setup(config),
                new BertScoreEngine.Run(states, cut(), parallelism, progress), cache);
        return finish(flat.refsPerRow(), layer(m), s);
    }

    /**
     * A call's texts as the reference flattens them: each hypothesis once per reference of its segment, beside
     * that reference ({@code refsPerRow}: each segment's number of references).
     */
    record Flat(List<String> cands, List<String> refs, int[] refsPerRow) {
    }

    /** The call's texts flattened to pairs, after the reference's own checks of their shape (in its order). */
    Flat flatten(List<String> hypotheses, List<? extends List<String>> references) {
        if (config.reference() == Reference.TORCHMETRICS) {
            checkTorchmetricsSizes(hypotheses, references);
        } else {
            if (config.reference() != Reference.HF_EVALUATE) {
                Stats.requireSameLength(hypotheses.size(), references.size());
            }
            if (references.isEmpty()) {
                throw new IndexOutOfBoundsException("list index out of range (refs[0] of an empty corpus)");
            }
            if (config.rescaleWithBaseline() && config.lang() == null) {
                throw new IllegalArgumentException("Need to specify Language when rescaling with baseline");
            }
        }
        List<String> cands = new ArrayList<>();
        List<String> refs = new ArrayList<>();
        int rows = Math.min(hypotheses.size(), references.size());
        int[] refsPerRow = new int[rows];
        for (int i = 0; i < rows; i++) {
            List<String> group = references.get(i);
            refsPerRow[i] = group.size();
            for (String r : group) {
                cands.add(Objects.requireNonNull(hypotheses.get(i), "a hypothesis is null"));
                refs.add(Objects.requireNonNull(r, "a reference is null"));
            }
        }
        if (config.reference() == Reference.TORCHMETRICS && cands.isEmpty()) {
            throw new IllegalArgumentException("Invalid input provided.");
        }
        return new Flat(cands, refs, refsPerRow);
    }

    private static void checkTorchmetricsSizes(List<String> hypotheses, List<? extends List<String>> references) {
        if (hypotheses.size() != references.size()) {
            throw new IllegalArgumentException("Expected number of predicted and reference sententes to be the same, but got"
                    + hypotheses.size() + " and " + references.size());
        }
    }

    /** The model cut after the largest state scored (bert_score's {@code num_layers}), or not (torchmetrics, {@code all_layers}). */
    boolean cut() {
        return config.reference() != Reference.TORCHMETRICS && !config.allLayers();
    }

    /** The hidden states scored on {@code m}: the layer asked for, or every one ({@code all_layers}), refused as the reference refuses. */
    int[] states(BertModel m) {
        if (config.reference() == Reference.TORCHMETRICS) {
            Integer numLayers = config.numLayers();
            if (numLayers != null && numLayers != 0 && numLayers > m.layers()) {
                throw new IllegalArgumentException("num_layers=" + numLayers + " is forbidden for " + modelName(config)
                        + ". Please use num_layers <= " + m.layers());
            }
            if (config.allLayers()) {
                return range(m.layers() + 1);
            }
            int l = numLayers == null ? m.layers() : numLayers < 0 ? m.layers() + 1 + numLayers : numLayers;
            if (l < 0) {
                throw new IndexOutOfBoundsException("tuple index out of range (hidden_states[" + numLayers + "])");
            }
            return new int[] {l};
        }
        if (config.allLayers()) {
            return range(m.layers() + 1);
        }
        int layer = layer(m);
        if (layer > m.layers()) {
            throw new IllegalArgumentException("Invalid num_layers: num_layers should be between 0 and " + m.layers()
                    + " for " + modelName(config));
        }
        return new int[] {layer};
    }

    /**
     * The result of a call from the scores of its flattened pairs ({@code s}: {@code [states][pairs][3]}, as
     * {@link BertScoreEngine#score} returns them): the best of each segment's references, the baseline rescaling,
     * and the fields in the reference's order ({@code layer}: the hash's).
     */
    BertScoreResult finish(int[] refsPerRow, int layer, float[][][] s) {
        return config.reference() == Reference.TORCHMETRICS ? finishTorchmetrics(refsPerRow, s)
                : finishBertScore(refsPerRow, layer, s);
    }

    private static List<int[]> groups(int[] refsPerRow) {
        List<int[]> groups = new ArrayList<>(refsPerRow.length);
        int at = 0;
        for (int n : refsPerRow) {
            groups.add(new int[] {at, at + n});
            at += n;
        }
        return groups;
    }

    /**
     * The rows {@code [P, R, F, 1]} of one corpus result, one per segment: {@link #score(double[])} of a row is
     * that segment's score from the corpus call (bert_score's {@code -s} line), and the column means are the
     * corpus means. {@code IllegalStateException} for an {@code all_layers} result (a list per layer).
     */
    public static double[][] rows(BertScoreResult r) {
        double[] p = r.segments(0);
        double[] rec = r.segments(1);
        double[] f = r.segments(2);
        double[][] rows = new double[p.length][];
        for (int i = 0; i < p.length; i++) {
            rows[i] = new double[] {p[i], rec[i], f[i], 1};
        }
        return rows;
    }

    @Override
    public BertScoreResult score(double[] summed) {
        double n = summed[3];
        Map<String, Object> fields = new LinkedHashMap<>();
        String[] keys = keys();
        for (int k = 0; k < 3; k++) {
            fields.put(keys[k], summed[k] / n);
        }
        if (config.reference() != Reference.TORCHMETRICS) {
            fields.put(keys[3], hash(layer(model.get())));
        }
        return new BertScoreResult(fields, summed[2] / n);
    }

    private String[] keys() {
        return config.reference() == Reference.BERT_SCORE ? new String[] {"P", "R", "F", "hash"}
                : new String[] {"precision", "recall", "f1", "hashcode"};
    }

    @Override
    public BertScoreResult corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(parallelism, "parallelism");
        return scoreWith(hypotheses, references, parallelism, null);
    }

    @Override
    public BertScoreResult corpusScore(List<String> hypotheses, List<? extends List<String>> references) {
        return corpusScore(hypotheses, references, Parallelism.defaults());
    }

    @Override
    public BertScoreResult sentenceScore(String hypothesis, List<String> references) {
        return corpusScore(List.of(hypothesis), List.of(references));
    }

    private BertScoreResult finishBertScore(int[] refsPerRow, int layer, float[][][] s) {
        boolean hf = config.reference() == Reference.HF_EVALUATE;
        boolean nested = hf || Arrays.stream(refsPerRow).anyMatch(n -> n != 1);
        List<int[]> groups = groups(refsPerRow);
        ScoreTensor preds = config.allLayers() ? tensor(s) : tensor(s[0]);
        if (nested) {
            List<ScoreTensor> maxima = new ArrayList<>();
            for (int[] g : groups) {
                maxima.add(preds.sliceMax(0, g[0], g[1]));
            }
            preds = ScoreTensor.stack(maxima, 0);
        }
        List<String> warnings = new ArrayList<>();
        if (config.rescaleWithBaseline()) {
            String csv = baselineText(modelName(config), !hf);
            if (csv != null) {
                float[][] b = Baselines.parse(csv, baselineName(modelName(config)));
                preds = preds.rescale(config.allLayers() ? Baselines.allLayers(b) : Baselines.row(b, layer));
            } else {
                // bert_score prints this on stderr and goes on unrescaled (its hash still says -rescaled)
                warnings.add("Warning: Baseline not Found for " + modelName(config) + " on " + config.lang() + " at "
                        + (config.baselinePath() != null ? config.baselinePath()
                                : "rescale_baseline/" + config.lang() + "/" + modelName(config) + ".tsv"));
            }
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        String[] keys = keys();
        ScoreTensor f = preds.lastIndex(2);
        for (int k = 0; k < 3; k++) {
            fields.put(keys[k], preds.lastIndex(k).toList());
        }
        fields.put(keys[3], hash(layer));
        return new BertScoreResult(fields, warnings);
    }

    /** The baseline as messages name it: its path, {@code baseline_csv}, or the bundled file. */
    private String baselineName(String modelName) {
        return config.baselineCsv() != null ? "baseline_csv" : config.baselinePath() != null ? config.baselinePath()
                : "rescale_baseline/" + (config.lang() == null ? "en" : config.lang()) + "/" + modelName + ".tsv";
    }

    /** The baseline's text; null (with bert_score's warning skipped) when {@code score()} finds no file. */
    private String baselineText(String modelName, boolean missingIsWarning) {
        if (config.baselineCsv() != null) {
            return config.baselineCsv();
        }
        if (config.baselinePath() != null) {
            Path p = Path.of(config.baselinePath());
            if (Files.isRegularFile(p)) {
                try {
                    return Files.readString(p, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new IllegalArgumentException("cannot read the baseline " + p + ": " + e.getMessage());
                }
            }
            if (missingIsWarning) {
                return null;
            }
            throw new IllegalArgumentException("Baseline not Found for " + modelName + " on " + config.lang() + " at " + p);
        }
        String lang = config.lang() == null ? "en" : config.lang();
        return BertModels.bundledBaseline(lang, modelName).orElseGet(() -> {
            if (missingIsWarning && config.reference() == Reference.BERT_SCORE) {
                return null;
            }
            throw new IllegalArgumentException("Baseline not Found for " + modelName + " on " + lang
                    + " at bert_score's rescale_baseline/" + lang + "/" + modelName + ".tsv (bert_score bundles no such file)");
        });
    }

    private BertScoreResult finishTorchmetrics(int[] refsPerRow, float[][][] s) {
        Integer numLayers = config.numLayers();
        boolean nested = Arrays.stream(refsPerRow).anyMatch(n -> n != 1);
        List<int[]> groups = groups(refsPerRow);
        Map<String, Object> fields = new LinkedHashMap<>();
        ScoreTensor all = tensor(s); // [layers][pairs][3]
        ScoreTensor[] prf = new ScoreTensor[3];
        for (int k = 0; k < 3; k++) {
            prf[k] = all.lastIndex(k).squeeze();
        }
        if (config.rescaleWithBaseline()) {
            String csv = baselineText(modelName(config), false);
            float[][] b = Baselines.parse(csv, baselineName(modelName(config)));
            ScoreTensor baseline = config.allLayers() ? Baselines.allLayers(b)
                    : Baselines.torchRow(b, numLayers == null ? -1 : numLayers);
            ScoreTensor stacked = ScoreTensor.stack(List.of(prf[0], prf[1], prf[2]), prf[0].dim()).rescale(baseline);
            for (int k = 0; k < 3; k++) {
                prf[k] = stacked.lastIndex(k);
            }
        }
        if (nested) {
            for (int k = 0; k < 3; k++) {
                List<ScoreTensor> maxima = new ArrayList<>();
                boolean layered = prf[k].dim() > 1;
                for (int[] g : groups) {
                    maxima.add(prf[k].sliceMax(layered ? 1 : 0, g[0], g[1]));
                }
                prf[k] = ScoreTensor.stack(maxima, layered ? 1 : 0);
            }
        }
        fields.put("precision", prf[0].toList());
        fields.put("recall", prf[1].toList());
        fields.put("f1", prf[2].toList());
        return new BertScoreResult(fields);
    }

    private static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        return r;
    }

    private static ScoreTensor tensor(float[][] rows) {
        float[] d = new float[rows.length * 3];
        for (int i = 0; i < rows.length; i++) {
            System.arraycopy(rows[i], 0, d, i * 3, 3);
        }
        return new ScoreTensor(new int[] {rows.length, 3}, d);
    }

    private static ScoreTensor tensor(float[][][] layers) {
        int n = layers[0].length;
        float[] d = new float[layers.length * n * 3];
        for (int l = 0; l < layers.length; l++) {
            for (int i = 0; i < n; i++) {
                System.arraycopy(layers[l][i], 0, d, (l * n + i) * 3, 3);
            }
        }
        return new ScoreTensor(new int[] {layers.length, n, 3}, d);
    }

    @Override
    public String toString() {
        return "BertScore" + config;
    }
}
