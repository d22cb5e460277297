package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.OptionValues;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.bertscore.BertScoreConfig.Reference;
import io.github.nlgmetrics.bertscore.model.BertModels;
import io.github.nlgmetrics.bertscore.model.Encoder;
import java.util.List;

/**
 * The BERTScore profiles: {@code bert-score:bertscore} (bert_score 0.3.13's {@code score}),
 * {@code hf-evaluate:bertscore} (evaluate's script: references always nested, its output keys, a
 * missing baseline an error) and {@code torchmetrics:bert_score} (torchmetrics 1.9.0). Options use the
 * references' keyword names; {@code baseline_csv} is a baseline file's text given inline.
 *
 * <p>One deviation, for a library that must run with no download: when neither {@code model_type} nor
 * {@code lang} is given, the model is the bundled {@value BertModels#BUNDLED} (bert_score asserts and
 * evaluate raises {@code ValueError}; with {@code lang} alone they pick {@code lang2model[lang]}, as we do).
 */
public final class BertScoreProfiles implements ProfileProvider {
    /** {@code model_type}: a model name (models folder, or the bundled one) or a directory. */
    public static final Option<String> MODEL_TYPE = Option.of("model_type", List.of("--model"), null,
            raw -> nonBlank("model_type", raw), "model name (in $NLG_METRICS_MODELS) or directory; default: the bundled "
                    + BertModels.BUNDLED + " (or lang2model[lang])");
    /** {@code num_layers}. */
    public static final Option<Integer> NUM_LAYERS = Option.integer("num_layers", List.of("--layer"), null, 0, 10_000,
            "hidden state used (0 = embeddings); default: bert_score's model2layers, else the last");
    /** {@code idf}. */
    public static final Option<Boolean> IDF = Option.bool("idf", List.of("--idf"), false,
            "idf weights from the references");
    /** {@code lang}. */
    public static final Option<String> LANG = Option.of("lang", List.of("--lang"), null, raw -> nonBlank("lang", raw),
            "language: picks the model when none is given, and the baseline");
    /** {@code batch_size}. */
    public static final Option<Integer> BATCH_SIZE = Option.integer("batch_size", List.of("--batch-size"), 64, 1,
            1_000_000, "sentences per batch (bert_score's matching batches decide its padding quirk)");
    /** {@code rescale_with_baseline}. */
    public static final Option<Boolean> RESCALE = Option.bool("rescale_with_baseline", List.of("--rescale-with-baseline"),
            false, "rescale with the baseline: (s - b) / (1 - b)");
    /** {@code baseline_path}. */
    public static final Option<String> BASELINE_PATH = Option.of("baseline_path", List.of("--baseline-path"), null,
            raw -> nonBlank("baseline_path", raw), "custom baseline file (LAYER,P,R,F rows)");
    /** {@code baseline_csv}: a baseline file's text, inline. */
    public static final Option<String> BASELINE_CSV = Option.of("baseline_csv", List.of(), null,
            raw -> nonBlank("baseline_csv", raw), "custom baseline text, inline (LAYER,P,R,F rows)");
    /** {@code all_layers}. */
    public static final Option<Boolean> ALL_LAYERS = Option.bool("all_layers", List.of("--all-layers"), false,
            "score with every hidden state (one list per layer)");
    /** torchmetrics' {@code max_length}. */
    public static final Option<Integer> MAX_LENGTH = Option.integer("max_length", List.of("--max-length"), 512, 2,
            1_000_000, "pad (and with truncation, cut) to this many tokens");
    /** torchmetrics' {@code truncation}. */
    public static final Option<Boolean> TRUNCATION = Option.bool("truncation", List.of("--truncation"), false,
            "truncate texts longer than max_length (else they are refused)");

    /** {@code device}: {@code cpu}, or {@code cuda} with the onnxruntime_gpu build on the class path. */
    public static final Option<String> DEVICE = Option.choice("device", List.of("--device"), "cpu",
            List.of("cpu", "cuda"), "where the encoder runs (cuda: the onnxruntime_gpu build must be on the class path)");

    private static final List<Option<?>> COMMON = List.of(MODEL_TYPE, NUM_LAYERS, IDF, LANG, BATCH_SIZE, RESCALE,
            BASELINE_PATH, BASELINE_CSV, ALL_LAYERS, DEVICE);

    /** bert_score 0.3.13. */
    public static final Profile BERT_SCORE = Profile.builder("bert-score:bertscore")
            .description("BERTScore as bert_score 0.3.13 computes it (score(...), transformers 4.26.1): P, R, F per"
                    + " segment and the hash")
            .options(COMMON)
            .family(BertScoreFamily.INSTANCE, bertScoreQuirks(Reference.BERT_SCORE))
            .build(v -> BertScore.of(config(Reference.BERT_SCORE, v)));

    /** Hugging Face evaluate's script. */
    public static final Profile HF_EVALUATE = Profile.builder("hf-evaluate:bertscore")
            .description("BERTScore as Hugging Face evaluate's 'bertscore' computes it (bert_score's BERTScorer):"
                    + " precision, recall, f1, hashcode")
            .options(COMMON)
            .family(BertScoreFamily.INSTANCE, bertScoreQuirks(Reference.HF_EVALUATE))
            .build(v -> BertScore.of(config(Reference.HF_EVALUATE, v)));

    /** torchmetrics 1.9.0. */
    public static final Profile TORCHMETRICS = Profile.builder("torchmetrics:bert_score")
            .description("BERTScore as torchmetrics 1.9.0 computes it ([CLS]/[SEP] masked, last layer by default,"
                    + " no truncation, NaN for empty text, its ordering quirk): precision, recall, f1")
            .options(List.of(MODEL_TYPE, NUM_LAYERS, IDF, LANG, BATCH_SIZE, RESCALE, BASELINE_PATH, BASELINE_CSV,
                    ALL_LAYERS, MAX_LENGTH, TRUNCATION, DEVICE))
            .family(BertScoreFamily.INSTANCE, List.of(
                    Quirk.of(BertScoreFamily.MODEL, v -> BertScoreFamily.modelValue(config(Reference.TORCHMETRICS, v)),
                            "model_type (lang does not pick a model)"),
                    Quirk.of(BertScoreFamily.TRUNCATION, v -> (v.get(TRUNCATION) ? "cut:" : "refuse:") + v.get(MAX_LENGTH),
                            "truncation=True cuts to max_length; otherwise a longer text is refused"),
                    Quirk.of(BertScoreFamily.LAYER, v -> BertScoreFamily.torchmetricsLayer(config(Reference.TORCHMETRICS, v)),
                            "num_layers indexes hidden_states; default: the last layer"),
                    Quirk.of(BertScoreFamily.BATCH_SIZE, v -> v.get(BATCH_SIZE).toString(),
                            "batch_size: the encoder's batches only"),
                    Quirk.of(BertScoreFamily.PADDING, v -> "max-length:" + v.get(MAX_LENGTH),
                            "every text padded to max_length with zero vectors (padding ids count in idf)"),
                    Quirk.fixed(BertScoreFamily.CLS_SEP, "masked",
                            "[CLS] and [SEP] are zero vectors: out of the matching, weight 0, a 0 in every maximum"),
                    Quirk.of(BertScoreFamily.IDF, v -> v.get(IDF) ? "yes" : "no", "idf from the padded references"),
                    Quirk.fixed(BertScoreFamily.ORDERING, "sorted-twice",
                            "re-indexes length-sorted embeddings with the sort permutation, not its inverse"),
                    Quirk.of(BertScoreFamily.RESCALE, v -> BertScoreFamily.rescaleValue(config(Reference.TORCHMETRICS, v)),
                            "rescale_with_baseline, before the multi-reference maximum; a missing baseline raises")))
            .build(v -> BertScore.of(config(Reference.TORCHMETRICS, v)));

    /** bert_score's point (evaluate's is the same: it calls bert_score's {@code BERTScorer}). */
    private static List<Quirk> bertScoreQuirks(Reference ref) {
        return List.of(
                Quirk.of(BertScoreFamily.MODEL, v -> BertScoreFamily.modelValue(config(ref, v)),
                        "model_type, else lang2model[lang]"),
                Quirk.fixed(BertScoreFamily.TRUNCATION, "model-max",
                        "sent_encode cuts to the model's maximum, [CLS] and [SEP] kept"),
                Quirk.of(BertScoreFamily.LAYER, v -> BertScoreFamily.bertScoreLayer(config(ref, v)),
                        "num_layers; default: model2layers[model_type], else the last layer"),
                Quirk.of(BertScoreFamily.BATCH_SIZE, v -> v.get(BATCH_SIZE).toString(),
                        "batch_size: the encoder's batches and the matching batches"),
                Quirk.fixed(BertScoreFamily.PADDING, "batch-longest",
                        "each matching batch padded to its longest text (padding similarity 0)"),
                Quirk.fixed(BertScoreFamily.CLS_SEP, "in-matrix", "[CLS] and [SEP] in the similarity matrix, weight 0"),
                Quirk.of(BertScoreFamily.IDF, v -> v.get(IDF) ? "yes" : "no", "idf from the references"),
                Quirk.fixed(BertScoreFamily.ORDERING, "input", "output i is pair i"),
                Quirk.of(BertScoreFamily.RESCALE, v -> BertScoreFamily.rescaleValue(config(ref, v)),
                        ref == Reference.BERT_SCORE ? "rescale_with_baseline (a missing baseline: a warning, no rescaling)"
                                : "rescale_with_baseline (a missing baseline raises)"));
    }

    private static BertScoreConfig config(Reference ref, OptionValues v) {
        String lang = v.get(LANG);
        if (ref == Reference.TORCHMETRICS && lang == null) {
            lang = "en";
        }
        boolean tm = ref == Reference.TORCHMETRICS;
        return new BertScoreConfig(ref, v.get(MODEL_TYPE), lang, v.get(NUM_LAYERS), v.get(IDF), v.get(BATCH_SIZE),
                v.get(RESCALE), v.get(BASELINE_PATH), v.get(BASELINE_CSV), v.get(ALL_LAYERS),
                tm ? v.get(MAX_LENGTH) : 512, tm && v.get(TRUNCATION),
                v.get(DEVICE).equals("cuda") ? Encoder.Device.CUDA : Encoder.Device.CPU);
    }

    private static String nonBlank(String key, Object raw) {
        String s = raw.toString();
        if (s.isBlank()) {
            throw new IllegalArgumentException(key + " must not be empty");
        }
        return s;
    }

    @Override
    public List<Profile> profiles() {
        return List.of(BERT_SCORE, HF_EVALUATE, TORCHMETRICS);
    }
}
