package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.bertscore.BertScoreEngine.Setup;
import io.github.nlgmetrics.bertscore.BertScoreEngine.Truncation;
import io.github.nlgmetrics.bertscore.model.BertModel;
import io.github.nlgmetrics.bertscore.model.BertModels;
import io.github.nlgmetrics.bertscore.model.Encoder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The BERTScore behaviour vector: the ways {@code bert-score:bertscore}, {@code hf-evaluate:bertscore}
 * and {@code torchmetrics:bert_score} depart from one another, each a switch of the one
 * {@link BertScoreEngine} ({@link BertScoreEngine.Setup}), so that {@code explain} says why they give
 * different numbers on a corpus. The compared number is each profile's {@link BertScoreResult#score()}:
 * the mean F over the segments (0-1), after the multi-reference maximum and the rescaling. At each
 * profile's own point the computation is the profile's own (the same engine, the same embeddings, the
 * same maximum, rescaling and mean), so the remainders are 0. The dimensions, in walk order:
 *
 * <table>
 *   <caption>BERTScore dimensions</caption>
 *   <tr><th>cause</th><th>values</th></tr>
 *   <tr><td>{@code model}</td><td>the model's name or directory ({@code @cuda} when it runs there)</td></tr>
 *   <tr><td>{@code truncation}</td><td>{@code model-max} (bert_score: cut to the model's maximum, the
 *       special tokens kept), {@code cut:N} (torchmetrics {@code truncation=True}), {@code refuse:N}
 *       (torchmetrics' default: a text longer than {@code max_length} N is refused)</td></tr>
 *   <tr><td>{@code layer}</td><td>a hidden state {@code 0..L}, {@code last}, {@code last-K} (torchmetrics'
 *       negative {@code num_layers}); bert_score's default is {@code model2layers[model]}, else the
 *       last; torchmetrics' the last; {@code all_layers} cannot be switched</td></tr>
 *   <tr><td>{@code batch-size}</td><td>the encoder's batches (and bert_score's matching batches, see
 *       {@code padding})</td></tr>
 *   <tr><td>{@code padding}</td><td>{@code batch-longest} (bert_score: each matching batch padded to its
 *       longest, padding similarity 0: a token whose every similarity is negative scores 0 when the other
 *       side is shorter than the batch's longest), {@code max-length:N} (torchmetrics: every text padded
 *       to N with zero vectors; padding ids count in idf)</td></tr>
 *   <tr><td>{@code cls-sep}</td><td>{@code in-matrix} (bert_score: [CLS]/[SEP] in the similarity matrix,
 *       weight 0), {@code masked} (torchmetrics: zero vectors, out of the matching, a 0 in every
 *       maximum)</td></tr>
 *   <tr><td>{@code idf}</td><td>{@code no}, {@code yes}</td></tr>
 *   <tr><td>{@code ordering}</td><td>{@code input}, {@code sorted-twice} (torchmetrics re-indexes
 *       length-sorted embeddings with the sorting permutation, not its inverse: output i is candidate
 *       s(s(i)) against reference t(t(i)))</td></tr>
 *   <tr><td>{@code rescale}</td><td>{@code no}, {@code bundled:LANG} (bert_score's
 *       {@code rescale_baseline/LANG/MODEL.tsv}), {@code file:PATH}; an inline {@code baseline_csv}
 *       cannot be switched</td></tr>
 * </table>
 *
 * <p>The empty-text rule (bert_score P = R = 0, torchmetrics NaN) changes P and R only, never F, so it
 * is no cause of a difference in F. The corpus keeps the embeddings per model, layer, batch size and
 * truncation ({@link BertScoreEngine.Embeddings}), and the models are {@link BertModels#shared}: one
 * load per model for an explain run, whatever the number of points it scores.
 */
public final class BertScoreFamily extends BehaviourFamily.Declared {
    /** The one instance. */
    public static final BertScoreFamily INSTANCE = new BertScoreFamily();

    public static final String MODEL = "model";
    public static final String TRUNCATION = "truncation";
    public static final String LAYER = "layer";
    public static final String BATCH_SIZE = "batch-size";
    public static final String PADDING = "padding";
    public static final String CLS_SEP = "cls-sep";
    public static final String IDF = "idf";
    public static final String ORDERING = "ordering";
    public static final String RESCALE = "rescale";

    private BertScoreFamily() {
        super("bertscore", "mean F1 (0-1)", List.of(
            Cause.of(MODEL, "the encoder"),
            Cause.of(TRUNCATION, "how texts longer than the model or max_length are handled"),
            Cause.of(LAYER, "which hidden state is matched"),
            Cause.of(BATCH_SIZE, "sentences per encoder (and bert_score matching) batch"),
            Cause.of(PADDING, "what the matching is padded to (the padding has similarity 0)"),
            Cause.of(CLS_SEP, "whether [CLS]/[SEP] take part in the matching"),
            Cause.of(IDF, "idf weights from the references"),
            Cause.of(ORDERING, "which candidate and reference each output pairs"),
            Cause.of(RESCALE, "baseline rescaling (s - b) / (1 - b)")));
    }

    @Override
    protected boolean knowsValue(String cause, String value) {
        return switch (cause) {
            case MODEL -> !value.isBlank();
            case TRUNCATION -> value.equals("model-max") || lengthAfter(value, "cut:") > 0
                    || lengthAfter(value, "refuse:") > 0;
            case LAYER -> value.equals("last") || value.matches("last-[0-9]{1,4}") || value.matches("[0-9]{1,4}");
            case BATCH_SIZE -> value.matches("[1-9][0-9]{0,6}");
            case PADDING -> value.equals("batch-longest") || lengthAfter(value, "max-length:") > 0;
            case CLS_SEP -> value.equals("in-matrix") || value.equals("masked");
            case IDF -> value.equals("no") || value.equals("yes");
            case ORDERING -> value.equals("input") || value.equals("sorted-twice");
            case RESCALE -> value.equals("no") || value.startsWith("bundled:") || value.startsWith("file:");
            default -> false;
        };
    }

    private static int lengthAfter(String value, String prefix) {
        if (!value.startsWith(prefix) || !value.substring(prefix.length()).matches("[0-9]{1,7}")) {
            return -1;
        }
        int n = Integer.parseInt(value.substring(prefix.length()));
        return n >= 2 ? n : -1;
    }

    /** A profile's {@code model} value: the model's name, with {@code @cuda} when it runs there. */
    static String modelValue(BertScoreConfig c) {
        return BertScore.modelName(c) + (c.device() == Encoder.Device.CUDA ? "@cuda" : "");
    }

    /** bert_score's (and evaluate's) {@code layer} value: {@code num_layers}, else {@code model2layers}, else the last. */
    static String bertScoreLayer(BertScoreConfig c) {
        if (c.allLayers()) {
            return null;
        }
        if (c.numLayers() != null) {
            return c.numLayers().toString();
        }
        return BertModels.defaultLayer(BertScore.modelName(c)).map(Object::toString).orElse("last");
    }

    /** torchmetrics' {@code layer} value: {@code num_layers} ({@code last-K} when negative), else the last. */
    static String torchmetricsLayer(BertScoreConfig c) {
        if (c.allLayers()) {
            return null;
        }
        Integer n = c.numLayers();
        if (n == null || n == -1) {
            return "last";
        }
        return n < 0 ? "last-" + (-n - 1) : n.toString();
    }

    /**
     * A profile's {@code rescale} value: {@code no}, {@code bundled:LANG} or {@code file:PATH}; null for an
     * inline baseline. bert_score's {@code score} skips a missing file with a warning: {@code no} there.
     */
    static String rescaleValue(BertScoreConfig c) {
        if (!c.rescaleWithBaseline()) {
            return "no";
        }
        if (c.baselineCsv() != null) {
            return null;
        }
        boolean skipsMissing = c.reference() == BertScoreConfig.Reference.BERT_SCORE;
        if (c.baselinePath() != null) {
            return skipsMissing && !Files.isRegularFile(Path.of(c.baselinePath())) ? "no" : "file:" + c.baselinePath();
        }
        String lang = c.lang() == null ? "en" : c.lang();
        if (skipsMissing && BertModels.bundledBaseline(lang, BertScore.modelName(c)).isEmpty()) {
            return "no";
        }
        return "bundled:" + lang;
    }

    @Override
    public BehaviourFamily.Corpus corpus(List<String> hypotheses, List<List<String>> references) {
        return new FamilyCorpus(new Input(hypotheses, references));
    }

    /** The corpus, its embeddings kept across points, and each point's per-segment F kept. */
    private static final class FamilyCorpus extends BehaviourFamily.InputCorpus {
        private final List<String> cands = new ArrayList<>();
        private final List<String> refs = new ArrayList<>();
        private final List<int[]> groups = new ArrayList<>();
        private final BertScoreEngine.Embeddings embeddings = new BertScoreEngine.Embeddings();
        private final Map<Map<String, String>, ScoreTensor[]> scored = new HashMap<>();

        FamilyCorpus(Input input) {
            super(input);
            for (int i = 0; i < input.hypotheses().size(); i++) {
                List<String> group = input.references().get(i);
                groups.add(new int[] {refs.size(), refs.size() + group.size()});
                for (String r : group) {
                    cands.add(input.hypotheses().get(i));
                    refs.add(r);
                }
            }
        }

        @Override
        public double score(Map<String, String> point) {
            return segments(point)[2].mean();
        }

        /** P, R and F per segment at {@code point} (after the maximum over references and the rescaling). */
        private synchronized ScoreTensor[] segments(Map<String, String> point) {
            Map<String, String> key = Map.copyOf(point);
            ScoreTensor[] done = scored.get(key);
            if (done != null) {
                return done;
            }
            BertModel m = model(point);
            int layer = layer(point.get(LAYER), m);
            Setup setup = setup(point);
            // bert_score's points cut the model after the layer (its num_layers); torchmetrics' take the whole model's
            // hidden state: the two differ only for ALBERT with several layer groups
            float[][][] s = BertScoreEngine.score(m, cands, refs, setup, new BertScoreEngine.Run(new int[] {layer},
                    setup.truncation() == Truncation.MODEL_MAX, Parallelism.defaults(), ScoringProgress.NONE), embeddings);
            int n = s[0].length;
            float[] d = new float[n * 3];
            for (int i = 0; i < n; i++) {
                System.arraycopy(s[0][i], 0, d, i * 3, 3);
            }
            ScoreTensor preds = new ScoreTensor(new int[] {n, 3}, d);
            List<ScoreTensor> maxima = new ArrayList<>();
            for (int[] g : groups) {
                maxima.add(preds.sliceMax(0, g[0], g[1]));
            }
            preds = ScoreTensor.stack(maxima, 0);
            String rescale = point.get(RESCALE);
            if (!rescale.equals("no")) {
                float[][] b = Baselines.parse(baseline(rescale, m.name()), rescale.startsWith("file:")
                        ? rescale.substring(5) : "rescale_baseline/" + rescale.substring("bundled:".length()) + "/"
                        + m.name() + ".tsv");
                String lv = point.get(LAYER);
                preds = preds.rescale(lv.startsWith("last") ? Baselines.torchRow(b, lv.equals("last") ? -1
                        : -1 - Integer.parseInt(lv.substring(5))) : Baselines.row(b, layer));
            }
            ScoreTensor[] out = new ScoreTensor[3];
            for (int k = 0; k < 3; k++) {
                out[k] = preds.lastIndex(k);
            }
            scored.put(key, out);
            return out;
        }

        /** The point's model, loaded once per JVM ({@link BertModels#shared}). */
        private static BertModel model(Map<String, String> point) {
            String v = point.get(MODEL);
            boolean cuda = v.endsWith("@cuda");
            return BertModels.shared(cuda ? v.substring(0, v.length() - "@cuda".length()) : v,
                    cuda ? Encoder.Device.CUDA : Encoder.Device.CPU);
        }

        private static int layer(String value, BertModel m) {
            int l = value.equals("last") ? m.layers()
                    : value.startsWith("last-") ? m.layers() - Integer.parseInt(value.substring(5))
                    : Integer.parseInt(value);
            if (l < 0 || l > m.layers()) {
                throw new IllegalArgumentException("layer " + value + " is not a hidden state of " + m.name()
                        + " (0.." + m.layers() + ")");
            }
            return l;
        }

        private static Setup setup(Map<String, String> p) {
            String t = p.get(TRUNCATION);
            Truncation truncation = t.equals("model-max") ? Truncation.MODEL_MAX
                    : t.startsWith("cut:") ? Truncation.CUT : Truncation.REFUSE;
            int maxLength = truncation == Truncation.MODEL_MAX ? 512 : Integer.parseInt(t.substring(t.indexOf(':') + 1));
            String pad = p.get(PADDING);
            int padLength = pad.equals("batch-longest") ? 0 : Integer.parseInt(pad.substring("max-length:".length()));
            return new Setup(truncation, maxLength, Integer.parseInt(p.get(BATCH_SIZE)), padLength,
                    p.get(CLS_SEP).equals("masked"), p.get(IDF).equals("yes"), p.get(ORDERING).equals("sorted-twice"),
                    false);
        }

        private static String baseline(String value, String model) {
            if (value.startsWith("file:")) {
                Path path = Path.of(value.substring(5));
                try {
                    return Files.readString(path, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new IllegalArgumentException("cannot read the baseline " + path + ": " + e.getMessage());
                }
            }
            String lang = value.substring("bundled:".length());
            return BertModels.bundledBaseline(lang, model).orElseThrow(() -> new IllegalArgumentException(
                    "Baseline not Found for " + model + " on " + lang));
        }

        @Override
        public double[] segmentInfluence(Map<String, String> from, Map<String, String> to) {
            List<?> a = (List<?>) segments(from)[2].toList();
            List<?> b = (List<?>) segments(to)[2].toList();
            double[] out = new double[a.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = ((Double) b.get(i) - (Double) a.get(i)) / out.length;
            }
            return out;
        }

        @Override
        public SegmentView segment(Map<String, String> point, int index) {
            ScoreTensor[] s = segments(point);
            BertModel m = model(point);
            Setup setup = setup(point);
            List<List<String>> refTokens = new ArrayList<>();
            for (String r : references().get(index)) {
                refTokens.add(tokens(m, r, setup));
            }
            String stats = String.format(Locale.ROOT, "P %s R %s F %s", at(s[0], index), at(s[1], index),
                    at(s[2], index));
            if (point.get(ORDERING).equals("sorted-twice") && groups.size() == cands.size()) {
                stats += pairedWith(m, setup, index);
            }
            return new SegmentView(tokens(m, hypotheses().get(index), setup), refTokens, stats);
        }

        /** A text's tokens as the setup sees them ({@code cut:N}: the first N-1 and the last). */
        private static List<String> tokens(BertModel m, String text, Setup setup) {
            List<String> t = m.tokenizer().tokens(text);
            if (setup.truncation() != Truncation.CUT || t.size() <= setup.maxLength()) {
                return t;
            }
            List<String> cut = new ArrayList<>(t.subList(0, setup.maxLength() - 1));
            cut.add(t.get(t.size() - 1));
            return cut;
        }

        private static Object at(ScoreTensor t, int i) {
            return ((List<?>) t.toList()).get(i);
        }

        /** Under the ordering quirk, which candidate and reference output {@code index} pairs (1-based lines). */
        private String pairedWith(BertModel m, Setup setup, int index) {
            int[] sp = BertScoreEngine.argsortByLength(lengths(m, cands, setup));
            int[] sr = BertScoreEngine.argsortByLength(lengths(m, refs, setup));
            return " (scores hypothesis " + (sp[sp[index]] + 1) + " against reference " + (sr[sr[index]] + 1) + ")";
        }

        private static List<int[]> lengths(BertModel m, List<String> texts, Setup setup) {
            List<int[]> out = new ArrayList<>(texts.size());
            for (String t : texts) {
                int n = m.tokenizer().encode(t).length;
                out.add(new int[setup.truncation() == Truncation.CUT ? Math.min(n, setup.maxLength()) : n]);
            }
            return out;
        }
    }
}
