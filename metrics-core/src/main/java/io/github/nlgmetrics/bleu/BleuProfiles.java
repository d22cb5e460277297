package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.OptionValues;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.text.NltkWordTokenizer;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.TokenizerSpm;
import io.github.nlgmetrics.text.Tokenizers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The BLEU profiles, each option declared once under its reference's keyword name, with the
 * default of the factory the profile calls.
 *
 * <table>
 *   <caption>BLEU profiles</caption>
 *   <tr><th>profile</th><th>reference</th><th>options</th></tr>
 *   <tr><td>{@code sacrebleu:bleu}</td><td>sacrebleu 2.6.0 {@code BLEU(...)} ({@link Bleu#sacrebleu()})</td>
 *       <td>{@code lowercase, tokenize, smooth_method, smooth_value, max_ngram_order, effective_order},
 *       and ours: {@code spm_model}</td></tr>
 *   <tr><td>{@code nltk:bleu}</td><td>NLTK 3.8 {@code sentence_bleu / corpus_bleu} ({@link NltkBleu#nltk()})</td>
 *       <td>{@code weights, smoothing, smoothing_params, epsilon, alpha, k, auto_reweigh, tokenize}</td></tr>
 *   <tr><td>{@code tf-nmt:bleu}</td><td>tensorflow/nmt {@code compute_bleu} ({@link TfNmtBleu#tfNmt()})</td>
 *       <td>{@code max_order, smooth, tokenize}</td></tr>
 *   <tr><td>{@code hf-evaluate:bleu}</td><td>Hugging Face evaluate {@code bleu} ({@link TfNmtBleu#hfEvaluate()})</td>
 *       <td>{@code max_order, smooth, tokenizer}</td></tr>
 *   <tr><td>{@code r-sacrebleu:bleu}</td><td>R sacRebleu 0.1.2 {@code bleu_corpus_ids}
 *       ({@link RSacreBleu#rSacRebleu()})</td><td>{@code n, weights, smoothing, epsilon, k, tokenize}</td></tr>
 * </table>
 *
 * <p>Each profile also declares, next to its options, its point in the {@link BleuFamily}
 * behaviour vector: one {@link Quirk} per dimension (its value follows the options where an
 * option sets it; {@code null} where the family's computation cannot switch it), which is all
 * {@code explain} needs to attribute the difference between two profiles.
 */
public final class BleuProfiles implements ProfileProvider {
    private static final Bleu SACREBLEU_DEFAULTS = Bleu.sacrebleu();
    private static final NltkBleu NLTK_DEFAULTS = NltkBleu.nltk();
    private static final TfNmtBleu TF_NMT_DEFAULTS = TfNmtBleu.tfNmt();
    private static final RSacreBleu R_DEFAULTS = RSacreBleu.rSacRebleu();

    // --- sacrebleu:bleu ---------------------------------------------------------------------

    /** sacrebleu's {@code lowercase}. */
    public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", List.of("--lowercase", "-lc"),
            SACREBLEU_DEFAULTS.lowercase(), "lowercase before scoring");
    /** sacrebleu's {@code tokenize}: 13a, intl, zh, char, none, and the SentencePiece spm, flores101, flores200, spBLEU-1K. */
    public static final Option<String> TOKENIZE = tokenize(List.of("--tokenize", "-tok"),
            SACREBLEU_DEFAULTS.tokenizer().signature(), false);
    /** sacrebleu's {@code smooth_method}: none, floor, add-k, exp. */
    public static final Option<SmoothMethod> SMOOTH_METHOD = Option.of("smooth_method",
            List.of("--smooth-method", "-s"), SACREBLEU_DEFAULTS.smoothMethod(), raw -> SmoothMethod.of(raw.toString()),
            "smoothing: none, floor, add-k, exp");
    /**
     * sacrebleu's {@code smooth_value}; {@code null}: the method's default (floor 0.1, add-k 1).
     * Between 0 and 1000: a negative floor makes sacrebleu raise {@code ValueError} (a log of a
     * negative number), a negative k gives precisions above 100%, and huge values overflow.
     */
    public static final Option<Double> SMOOTH_VALUE = Option.number("smooth_value", List.of("--smooth-value", "-sv"),
            null, 0, 1000, "smoothing value, 0 to 1000 (floor: 0.1, add-k: 1 by default)");
    /** sacrebleu's {@code max_ngram_order}. */
    public static final Option<Integer> MAX_NGRAM_ORDER = Option.integer("max_ngram_order",
            List.of("--max-ngram-order"), SACREBLEU_DEFAULTS.maxNgramOrder(), 1, Integer.MAX_VALUE,
            "highest n-gram order");
    /** sacrebleu's {@code effective_order}. */
    public static final Option<Boolean> EFFECTIVE_ORDER = Option.bool("effective_order", List.of("--effective-order", "--use-effective-order"),
            SACREBLEU_DEFAULTS.effectiveOrder(), "average over the orders that have n-grams");

    /**
     * Ours, not sacrebleu's: the SentencePiece model file of {@code tokenize} {@code spm},
     * {@code flores101}, {@code flores200} or {@code spBLEU-1K}; {@code null}: the file sacrebleu
     * reads, {@code $SACREBLEU/models/...} ({@link TokenizerSpm}). The signature stays sacrebleu's.
     */
    public static final Option<String> SPM_MODEL = Option.of("spm_model", List.of("--spm-model"), null,
            BleuProfiles::spmModel, "SentencePiece model file for --tokenize spm, flores101, flores200, spBLEU-1K"
                    + " (ours; default: sacrebleu's $SACREBLEU/models/FILE)");

    /** BLEU as sacrebleu 2.6.0 computes it. */
    public static final Profile SACREBLEU = Profile.builder("sacrebleu:bleu")
            .description("BLEU as sacrebleu 2.6.0 computes it (sacrebleu.metrics.BLEU)")
            .options(List.of(LOWERCASE, TOKENIZE, SMOOTH_METHOD, SMOOTH_VALUE, MAX_NGRAM_ORDER, EFFECTIVE_ORDER,
                    SPM_MODEL))
            .family(BleuFamily.INSTANCE, List.of(
                    Quirk.of(BleuFamily.TOKENIZER, v -> v.get(TOKENIZE),
                            "sacrebleu's tokenizer (13a: mteval-v13a rules, punctuation split off)"),
                    Quirk.of(BleuFamily.LOWERCASE, v -> yesNo(v.get(LOWERCASE)), "lowercase option (off by default)"),
                    Quirk.fixed(BleuFamily.LOWERCASE_ORDER, "before-tokenizer", "lowercases the text, then tokenizes"),
                    Quirk.fixed(BleuFamily.RSTRIP, "yes", "rstrip() before the tokenizer"),
                    Quirk.fixed(BleuFamily.CLOSEST_REF_RULE, "closest-shorter-on-tie",
                            "reference length closest to the hypothesis, the shorter on ties"),
                    Quirk.fixed(BleuFamily.DENOMINATOR_FLOOR, "none", "raw n-gram counts"),
                    Quirk.of(BleuFamily.MAX_ORDER, v -> Integer.toString(v.get(MAX_NGRAM_ORDER)),
                            "max_ngram_order, uniform weights"),
                    Quirk.of(BleuFamily.SMOOTHING, BleuProfiles::sacrebleuSmoothing,
                            "smooth_method: exp by default (k-th order without matches counts 1/(2^k·total))"),
                    Quirk.fixed(BleuFamily.ZERO_MATCH_RULE, "no-match-at-all",
                            "0 before any smoothing when no n-gram matches (sacrebleu #141)"),
                    Quirk.of(BleuFamily.EFFECTIVE_ORDER, v -> yesNo(v.get(EFFECTIVE_ORDER)),
                            "effective_order (off for corpus_score)"),
                    Quirk.fixed(BleuFamily.ZERO_PRECISION, "zero-score", "log 0 taken as -9999999999: the score is 0"),
                    Quirk.fixed(BleuFamily.ARITHMETIC, "sacrebleu", "percent precisions, Σ log p / N"),
                    Quirk.fixed(BleuFamily.SCALE, "100", "reports 0-100")))
            // sacrebleu's CLI: `if args.sentence_level: args.bleu_effective_order = True`
            .sentenceLevel(EFFECTIVE_ORDER, true)
            .build(v -> Bleu.sacrebleu()
                    .withLowercase(v.get(LOWERCASE))
                    .withTokenizer(sacrebleuTokenizer(v.get(TOKENIZE), v.get(SPM_MODEL)))
                    .withSmoothMethod(v.get(SMOOTH_METHOD))
                    .withSmoothValue(v.get(SMOOTH_VALUE))
                    .withMaxNgramOrder(v.get(MAX_NGRAM_ORDER))
                    .withEffectiveOrder(v.get(EFFECTIVE_ORDER)));

    // --- nltk:bleu --------------------------------------------------------------------------

    /** NLTK's {@code weights}: one tuple, or a list of tuples (one score each); repeat the flag for several. */
    public static final Option<NltkBleu.Weights> NLTK_WEIGHTS = Option.doubleTuples("weights", List.of("--weights"),
            NLTK_DEFAULTS.weights(), NltkBleu.Weights.class, NltkBleu.Weights::of, NltkBleu.Weights::sets,
            "n-gram weights W1,W2,...; several tuples give one score each");
    /** NLTK's {@code SmoothingFunction().methodK}. */
    public static final Option<NltkSmoothing> NLTK_SMOOTHING = Option.of("smoothing", List.of("--smoothing"),
            NLTK_DEFAULTS.smoothing(), raw -> NltkSmoothing.of(raw.toString()), "smoothing: method0 .. method7");
    /** {@code SmoothingFunction(epsilon=...)} (method1). */
    public static final Option<Double> NLTK_EPSILON = Option.number("epsilon", List.of("--epsilon"),
            NLTK_DEFAULTS.epsilon(), 0, 1000, "method1's epsilon (0 to 1000)");
    /** {@code SmoothingFunction(alpha=...)} (method6). */
    public static final Option<Double> NLTK_ALPHA = Option.number("alpha", List.of("--alpha"),
            NLTK_DEFAULTS.alpha(), 0, 1000, "method6's alpha (0 to 1000)");
    /** {@code SmoothingFunction(k=...)} (method4, method7). */
    public static final Option<Double> NLTK_K = Option.number("k", List.of("--k"), NLTK_DEFAULTS.k(),
            0, 1000, "method4's and method7's k (0 to 1000)");
    /**
     * {@code SmoothingFunction(epsilon, alpha, k)}'s arguments as one map (the golden cases'
     * {@code smoothing_params}); the same parameter given here and on its own must agree.
     */
    public static final Option<Map<String, Double>> NLTK_SMOOTHING_PARAMS = Option.of("smoothing_params", List.of(),
            Map.of(), BleuProfiles::smoothingParams, "SmoothingFunction arguments: epsilon, alpha, k");
    /** NLTK's {@code auto_reweigh}. */
    public static final Option<Boolean> NLTK_AUTO_REWEIGH = Option.bool("auto_reweigh", List.of("--auto-reweigh"),
            NLTK_DEFAULTS.autoReweigh(), "uniform weights over the hypothesis length when it is below 4");
    /** What NLTK is given: {@code str.split()} tokens (the only form). */
    public static final Option<String> NLTK_TOKENIZE = Option.choice("tokenize", List.of(), NltkBleu.TOKENIZE,
            List.of(NltkBleu.TOKENIZE), "split: NLTK is given str.split() tokens");

    /** BLEU as NLTK 3.8 computes it. */
    public static final Profile NLTK = Profile.builder("nltk:bleu")
            .description("BLEU as NLTK 3.8 computes it (nltk.translate.bleu_score, 0-1)")
            .options(List.of(NLTK_WEIGHTS, NLTK_SMOOTHING, NLTK_SMOOTHING_PARAMS, NLTK_EPSILON, NLTK_ALPHA, NLTK_K,
                    NLTK_AUTO_REWEIGH, NLTK_TOKENIZE))
            .family(BleuFamily.INSTANCE, List.of(
                    Quirk.fixed(BleuFamily.TOKENIZER, BleuFamily.SPLIT,
                            "given str.split() tokens: punctuation stays glued to words"),
                    Quirk.fixed(BleuFamily.LOWERCASE, "no", "never lowercases"),
                    Quirk.fixed(BleuFamily.LOWERCASE_ORDER, "before-tokenizer",
                            "never lowercases (taken as before the tokenizer)"),
                    Quirk.fixed(BleuFamily.RSTRIP, "no", "text used as given"),
                    Quirk.fixed(BleuFamily.CLOSEST_REF_RULE, "closest-shorter-on-tie",
                            "closest_ref_length: the shorter on ties"),
                    Quirk.fixed(BleuFamily.DENOMINATOR_FLOOR, "1-per-segment",
                            "max(1, count) per sentence: an order a sentence is too short for adds one unmatched n-gram"),
                    Quirk.of(BleuFamily.MAX_ORDER, BleuProfiles::nltkOrder,
                            "weights (0.25,)*4; other than one uniform tuple cannot be switched"),
                    Quirk.of(BleuFamily.SMOOTHING, BleuProfiles::nltkSmoothing,
                            "SmoothingFunction().method0 by default: a zero precision becomes sys.float_info.min"),
                    Quirk.fixed(BleuFamily.ZERO_MATCH_RULE, "no-match-at-all", "returns 0 when no unigram matches"),
                    Quirk.fixed(BleuFamily.EFFECTIVE_ORDER, "no", "every weight counts"),
                    Quirk.fixed(BleuFamily.ZERO_PRECISION, "skipped",
                            "a precision left at 0 is skipped in the sum (if p_i > 0)"),
                    Quirk.fixed(BleuFamily.ARITHMETIC, "nltk", "Fraction precisions, w·ln p added with math.fsum"),
                    Quirk.fixed(BleuFamily.SCALE, "1", "reports 0-1")))
            .build(v -> NltkBleu.nltk()
                    .withWeights(v.get(NLTK_WEIGHTS))
                    .withSmoothing(v.get(NLTK_SMOOTHING))
                    .withEpsilon(smoothingParameter(v, NLTK_EPSILON))
                    .withAlpha(smoothingParameter(v, NLTK_ALPHA))
                    .withK(smoothingParameter(v, NLTK_K))
                    .withAutoReweigh(v.get(NLTK_AUTO_REWEIGH)));

    // --- tf-nmt:bleu (hf-evaluate:bleu, which calls it, is declared in hfevaluate) ----------

    /** tensorflow/nmt's {@code max_order}. */
    public static final Option<Integer> MAX_ORDER = Option.integer("max_order", List.of("--max-order"),
            TF_NMT_DEFAULTS.maxOrder(), 1, Integer.MAX_VALUE, "highest n-gram order");
    /** tensorflow/nmt's {@code smooth} (+1 on every order). */
    public static final Option<Boolean> SMOOTH = Option.bool("smooth", List.of("--smooth"), TF_NMT_DEFAULTS.smooth(),
            "add 1 to the matches and totals of every order");
    /** tensorflow/nmt's input: pre-tokenized ({@code split}), or a sacrebleu tokenizer. */
    public static final Option<String> TF_NMT_TOKENIZE = tokenize(List.of(), TF_NMT_DEFAULTS.tokenize(), true);
    /** BLEU as tensorflow/nmt {@code compute_bleu} computes it. */
    public static final Profile TF_NMT = Profile.builder("tf-nmt:bleu")
            .description("BLEU as tensorflow/nmt scripts/bleu.py compute_bleu computes it (0-1)")
            .options(List.of(MAX_ORDER, SMOOTH, TF_NMT_TOKENIZE))
            .family(BleuFamily.INSTANCE, tfNmtQuirks(TF_NMT_TOKENIZE, "given pre-tokenized text (str.split())"))
            .build(v -> TfNmtBleu.tfNmt()
                    .withMaxOrder(v.get(MAX_ORDER))
                    .withSmooth(v.get(SMOOTH))
                    .withTokenizer(v.get(TF_NMT_TOKENIZE)));

    // --- r-sacrebleu:bleu -------------------------------------------------------------------

    /** sacRebleu's {@code n} (sets the default weights {@code rep(1/n, n)}). */
    public static final Option<Integer> R_N = Option.integer("n", List.of("--n"), R_DEFAULTS.n(), 1,
            Integer.MAX_VALUE, "n-gram order of the default weights");
    /**
     * sacRebleu's {@code weights}, one vector; {@code null}: {@code rep(1/n, n)}. The command line's
     * {@code --weights} is repeatable (NLTK takes several tuples), so a list of one text is read too.
     */
    public static final Option<double[]> R_WEIGHTS = Option.of("weights", List.of("--weights"), R_DEFAULTS.weights(),
            BleuProfiles::rWeights, "n-gram weights W1,W2,... (default rep(1/n, n))");
    /** sacRebleu's {@code smoothing}: standard, floor, add-k. */
    public static final Option<RSacreBleu.Smoothing> R_SMOOTHING = Option.of("smoothing", List.of("--smoothing"),
            R_DEFAULTS.smoothing(), raw -> RSacreBleu.Smoothing.of(raw.toString()),
            "smoothing: standard, floor, add-k");
    /** sacRebleu's {@code epsilon} (floor). */
    public static final Option<Double> R_EPSILON = Option.number("epsilon", List.of("--epsilon"),
            R_DEFAULTS.epsilon(), 0, 1000, "floor smoothing's epsilon (0 to 1000)");
    /** sacRebleu's {@code k} (add-k, an integer; {@code 2.0} is read as 2). */
    public static final Option<Integer> R_K = Option.of("k", List.of("--k"), R_DEFAULTS.k(), BleuProfiles::rK,
            "add-k smoothing's k (an integer)");
    /** What sacRebleu is given: integer token ids ({@code ids}, the only form). */
    public static final Option<String> R_TOKENIZE = Option.choice("tokenize", List.of(), RSacreBleu.TOKENIZE,
            List.of(RSacreBleu.TOKENIZE), "ids: each text is space-separated integer token ids");

    /** BLEU as the R package sacRebleu 0.1.2 computes it. */
    public static final Profile R_SACREBLEU = Profile.builder("r-sacrebleu:bleu")
            .description("BLEU as the R package sacRebleu 0.1.2 computes it (bleu_corpus_ids on token ids, 0-1)")
            .options(List.of(R_N, R_WEIGHTS, R_SMOOTHING, R_EPSILON, R_K, R_TOKENIZE))
            .family(BleuFamily.INSTANCE, List.of(
                    Quirk.fixed(BleuFamily.TOKENIZER, BleuFamily.IDS, "given integer token ids"),
                    Quirk.fixed(BleuFamily.LOWERCASE, "no", "never lowercases"),
                    Quirk.fixed(BleuFamily.LOWERCASE_ORDER, "before-tokenizer",
                            "never lowercases (taken as before the tokenizer)"),
                    Quirk.fixed(BleuFamily.RSTRIP, "no", "text used as given"),
                    Quirk.fixed(BleuFamily.CLOSEST_REF_RULE, "closest-first-on-tie",
                            "closest reference length, the FIRST listed on ties"),
                    Quirk.fixed(BleuFamily.DENOMINATOR_FLOOR, "1-per-segment", "max(1, count) per segment"),
                    Quirk.of(BleuFamily.MAX_ORDER, BleuProfiles::rOrder,
                            "weights rep(1/n, n); non-uniform weights cannot be switched"),
                    Quirk.of(BleuFamily.SMOOTHING, BleuProfiles::rSmoothing,
                            "standard (none); floor adds epsilon per segment without a match; add-k adds k at every order"),
                    Quirk.fixed(BleuFamily.ZERO_MATCH_RULE, "none", "no special case: log 0 = -inf gives 0"),
                    Quirk.fixed(BleuFamily.EFFECTIVE_ORDER, "no", "every weight counts"),
                    Quirk.fixed(BleuFamily.ZERO_PRECISION, "zero-score", "log 0 = -inf: the score is 0"),
                    Quirk.fixed(BleuFamily.ARITHMETIC, "r-sacrebleu", "weights as single-precision floats"),
                    Quirk.fixed(BleuFamily.SCALE, "1", "reports 0-1")))
            .build(v -> RSacreBleu.rSacRebleu()
                    .withN(v.get(R_N))
                    .withWeights(v.get(R_WEIGHTS))
                    .withSmoothing(v.get(R_SMOOTHING))
                    .withEpsilon(v.get(R_EPSILON))
                    .withK(v.get(R_K)));

    @Override
    public List<Profile> profiles() {
        return List.of(SACREBLEU, NLTK, TF_NMT, R_SACREBLEU);
    }

    /**
     * The quirks of tensorflow/nmt {@code compute_bleu} (and of HF evaluate's {@code bleu}, which
     * calls it), with the profile's own tokenizer option.
     */
    public static List<Quirk> tfNmtQuirks(Option<String> tokenize, String tokenizeDescription) {
        return List.of(
                Quirk.of(BleuFamily.TOKENIZER, v -> v.get(tokenize), tokenizeDescription),
                Quirk.fixed(BleuFamily.LOWERCASE, "no", "never lowercases"),
                Quirk.fixed(BleuFamily.LOWERCASE_ORDER, "before-tokenizer",
                        "never lowercases (taken as before the tokenizer)"),
                Quirk.fixed(BleuFamily.RSTRIP, "no", "the tokenizer gets the text as given"),
                Quirk.fixed(BleuFamily.CLOSEST_REF_RULE, "shortest", "the SHORTEST reference of each segment"),
                Quirk.fixed(BleuFamily.DENOMINATOR_FLOOR, "none", "raw n-gram counts"),
                Quirk.of(BleuFamily.MAX_ORDER, v -> Integer.toString(v.get(MAX_ORDER)), "max_order, uniform weights"),
                Quirk.of(BleuFamily.SMOOTHING, v -> v.get(SMOOTH) ? "add-k:1:all" : "none",
                        "smooth=False: none; smooth=True adds 1 at every order, unigrams included"),
                Quirk.fixed(BleuFamily.ZERO_MATCH_RULE, "none", "no special case"),
                Quirk.fixed(BleuFamily.EFFECTIVE_ORDER, "no", "every order counts"),
                Quirk.fixed(BleuFamily.ZERO_PRECISION, "zero-score", "min(precisions) = 0 gives geo_mean 0"),
                Quirk.fixed(BleuFamily.ARITHMETIC, "tf-nmt", "Σ (1/N)·ln p left to right; BP = exp(1 - 1/ratio)"),
                Quirk.fixed(BleuFamily.SCALE, "1", "reports 0-1"));
    }

    private static String yesNo(boolean value) {
        return value ? "yes" : "no";
    }

    /** sacrebleu's smoothing as a {@link BleuFamily} value. */
    private static String sacrebleuSmoothing(OptionValues v) {
        SmoothMethod method = v.get(SMOOTH_METHOD);
        Double value = v.get(SMOOTH_VALUE) != null ? v.get(SMOOTH_VALUE) : method.defaultValue();
        return switch (method) {
            case NONE -> "none";
            case EXP -> "exp";
            case FLOOR -> "floor:" + value;
            case ADD_K -> "add-k:" + value + ":from-2";
        };
    }

    /** NLTK's one uniform weight tuple as an order, else null (not switchable). */
    private static String nltkOrder(OptionValues v) {
        NltkBleu.Weights w = v.get(NLTK_WEIGHTS);
        if (w.several() || v.get(NLTK_AUTO_REWEIGH)) {
            return null;
        }
        double[] tuple = w.tuples().get(0).toArray();
        for (double x : tuple) {
            if (x != 1.0 / tuple.length) {
                return null;
            }
        }
        return Integer.toString(tuple.length);
    }

    /** NLTK's smoothing methods the family can switch: 0 (float-min), 1 (floor), 2 (add-1 from order 2), 3 (exp). */
    private static String nltkSmoothing(OptionValues v) {
        return switch (v.get(NLTK_SMOOTHING)) {
            case METHOD0 -> "float-min";
            case METHOD1 -> "floor:" + smoothingParameter(v, NLTK_EPSILON);
            case METHOD2 -> "add-k:1.0:from-2";
            case METHOD3 -> "exp";
            default -> null;
        };
    }

    /** sacRebleu's uniform weights as an order, else null. */
    private static String rOrder(OptionValues v) {
        double[] w = v.get(R_WEIGHTS);
        if (w == null) {
            return Integer.toString(v.get(R_N));
        }
        for (double x : w) {
            if ((float) x != (float) (1.0 / w.length)) {
                return null;
            }
        }
        return Integer.toString(w.length);
    }

    private static String rSmoothing(OptionValues v) {
        return switch (v.get(R_SMOOTHING)) {
            case STANDARD -> "none";
            case FLOOR -> "segment-floor:" + v.get(R_EPSILON);
            case ADD_K -> "add-k:" + v.get(R_K) + ":all";
        };
    }

    /** A {@code tokenize} option: a sacrebleu tokenizer name, or also {@code split} (whitespace, pre-tokenized). */
    private static Option<String> tokenize(List<String> flags, String dflt, boolean split) {
        List<String> known = new ArrayList<>();
        if (split) {
            known.add(TfNmtBleu.SPLIT);
        }
        known.addAll(Tokenizers.names());
        return Option.choice("tokenize", flags, dflt, known, "tokenizer: " + String.join(", ", known));
    }

    /** {@code tokenize} with an explicit {@code spm_model}, which only the SentencePiece tokenizers take. */
    private static Tokenizer sacrebleuTokenizer(String tokenize, String spmModel) {
        if (spmModel == null) {
            return Tokenizers.byName(tokenize);
        }
        if (!TokenizerSpm.isName(tokenize)) {
            throw new IllegalArgumentException("spm_model is read only by the SentencePiece tokenizers ("
                    + String.join(", ", TokenizerSpm.NAMES) + "), not by tokenize '" + tokenize + "'");
        }
        return TokenizerSpm.of(tokenize, Path.of(spmModel));
    }

    /** A model file name: any non-empty text (the file is checked when the tokenizer is made). */
    private static String spmModel(Object raw) {
        String s = raw.toString();
        if (s.isEmpty()) {
            throw new IllegalArgumentException("spm_model must name a file, got an empty value");
        }
        return s;
    }

    /**
     * Hugging Face evaluate's {@code tokenizer} keyword for {@code bleu} and {@code google_bleu}:
     * {@code split}, {@code word_tokenize} or a sacrebleu tokenizer name ({@code 13a} = the scripts'
     * {@code Tokenizer13a}).
     */
    public static Option<String> hfTokenizer(String dflt) {
        List<String> known = new ArrayList<>();
        known.add(TfNmtBleu.SPLIT);
        known.add(NltkWordTokenizer.NAME);
        known.addAll(Tokenizers.names());
        return Option.choice("tokenizer", List.of("--tokenize", "-tok"), dflt, known,
                "tokenizer: " + String.join(", ", known));
    }

    /** sacRebleu's weight vector: numbers, text {@code 0.5,0.5}, or a list of exactly one such text. */
    private static double[] rWeights(Object raw) {
        if (raw instanceof List<?> list && !list.isEmpty() && list.stream().allMatch(x -> x instanceof String)) {
            if (list.size() != 1) {
                throw new IllegalArgumentException("weights: r-sacrebleu takes one weight vector, got " + list.size()
                        + ": " + list);
            }
            return Option.toDoubles("weights", list.get(0));
        }
        return Option.toDoubles("weights", raw);
    }

    /** sacRebleu's integer {@code k}, from a whole number written either way ({@code 2}, {@code 2.0}). */
    private static int rK(Object raw) {
        double k = Option.toDouble("k", raw);
        if (k != Math.rint(k) || Math.abs(k) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("k must be a whole number: " + raw);
        }
        if (k < 0 || k > 1000) {
            throw new IllegalArgumentException("k must be between 0 and 1000: " + raw);
        }
        return (int) k;
    }

    /** {@code smoothing_params}: a map (or text {@code k=3,alpha=2}) of epsilon, alpha and k. */
    private static Map<String, Double> smoothingParams(Object raw) {
        Map<String, Object> entries = new LinkedHashMap<>();
        if (raw instanceof Map<?, ?> map) {
            map.forEach((key, value) -> entries.put(String.valueOf(key), value));
        } else if (!raw.toString().isBlank()) {
            for (String part : raw.toString().split(",", -1)) {
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("smoothing_params: not key=value: '" + part + "'");
                }
                entries.put(part.substring(0, eq).trim(), part.substring(eq + 1));
            }
        }
        Map<String, Double> out = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : entries.entrySet()) {
            Option<Double> o = switch (e.getKey()) {
                case "epsilon" -> NLTK_EPSILON;
                case "alpha" -> NLTK_ALPHA;
                case "k" -> NLTK_K;
                default -> throw new IllegalArgumentException("smoothing_params: unknown parameter '" + e.getKey()
                        + "' (known: epsilon, alpha, k)");
            };
            out.put(o.key(), o.parse(e.getValue()));
        }
        return Map.copyOf(out);
    }

    /** An NLTK smoothing parameter from {@code smoothing_params} or its own option (which must then agree). */
    private static double smoothingParameter(OptionValues v, Option<Double> option) {
        Double fromParams = v.get(NLTK_SMOOTHING_PARAMS).get(option.key());
        if (fromParams == null) {
            return v.get(option);
        }
        if (v.given(option) && !fromParams.equals(v.get(option))) {
            throw new IllegalArgumentException(option.key() + " is given twice with different values: "
                    + v.get(option) + " and smoothing_params " + fromParams);
        }
        return fromParams;
    }
}
