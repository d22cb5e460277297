package io.github.nlgmetrics.hfevaluate;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.OptionValues;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.bleu.BleuFamily;
import io.github.nlgmetrics.bleu.BleuProfiles;
import io.github.nlgmetrics.bleu.BleuScore;
import io.github.nlgmetrics.bleu.TfNmtBleu;
import io.github.nlgmetrics.chrf.Chrf;
import io.github.nlgmetrics.chrf.ChrfProfiles;
import io.github.nlgmetrics.gleu.Gleu;
import io.github.nlgmetrics.gleu.GleuProfiles;
import io.github.nlgmetrics.rouge.Rouge;
import io.github.nlgmetrics.rouge.RougeFamily;
import io.github.nlgmetrics.rouge.RougeProfiles;
import io.github.nlgmetrics.ter.Ter;
import io.github.nlgmetrics.ter.TerProfiles;
import io.github.nlgmetrics.ter.TerScore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every Hugging Face evaluate profile {@code hf-evaluate:*} of this module, declared here and
 * nowhere else: the metric scripts of huggingface/evaluate @ a7dd338 with their {@code _compute}
 * keyword arguments as options and their returned dicts as {@link Score#fields()}
 * ({@code hf-evaluate:meteor} is declared in metrics-meteor, which core cannot see). Besides the
 * table: {@code hf-evaluate:bleu} (tensorflow/nmt {@code compute_bleu} on {@code Tokenizer13a}
 * tokens, {@link TfNmtBleu#hfEvaluate()}), {@code hf-evaluate:wer} and {@code hf-evaluate:cer}
 * (jiwer 4.0.0, {@link HfEvaluateWer}).
 *
 * <table>
 *   <caption>Hugging Face evaluate profiles</caption>
 *   <tr><th>profile</th><th>what the script calls</th><th>options</th><th>returns</th></tr>
 *   <tr><td>{@code hf-evaluate:google_bleu}</td><td>NLTK 3.8 {@code corpus_gleu} on {@code Tokenizer13a}
 *       tokens ({@link Gleu})</td><td>{@code tokenizer, min_len, max_len}</td><td>{@code google_bleu}</td></tr>
 *   <tr><td>{@code hf-evaluate:sacrebleu}</td><td>sacrebleu 2.6.0 {@code corpus_bleu} ({@link Bleu})</td>
 *       <td>{@code smooth_method, smooth_value, force, lowercase, tokenize, use_effective_order}</td>
 *       <td>{@code score, counts, totals, precisions, bp, sys_len, ref_len}</td></tr>
 *   <tr><td>{@code hf-evaluate:chrf}</td><td>sacrebleu 2.6.0 {@code CHRF(...).corpus_score} ({@link Chrf})</td>
 *       <td>{@code char_order, word_order, beta, lowercase, whitespace, eps_smoothing}</td>
 *       <td>{@code score, char_order, word_order, beta}</td></tr>
 *   <tr><td>{@code hf-evaluate:ter}</td><td>sacrebleu 2.6.0 {@code TER(normalized, no_punct=ignore_punct,
 *       asian_support=support_zh_ja_chars, case_sensitive).corpus_score} ({@link Ter})</td>
 *       <td>{@code normalized, ignore_punct, support_zh_ja_chars, case_sensitive}</td>
 *       <td>{@code score, num_edits, ref_length}</td></tr>
 *   <tr><td>{@code hf-evaluate:rouge}</td><td>rouge-score 0.1.2 {@code score_multi} and
 *       {@code BootstrapAggregator} ({@link HfRouge})</td>
 *       <td>{@code rouge_types, use_aggregator, use_stemmer, tokenizer, seed}</td>
 *       <td>{@code {type: F}} or {@code {type: [F, ...]}}</td></tr>
 * </table>
 * The sacrebleu wrappers transpose the references into streams: every segment must have as
 * many references as the first. Every script rejects an empty corpus.
 */
public final class HfEvaluateProfiles implements ProfileProvider {
    // --- bleu (tensorflow/nmt compute_bleu on Tokenizer13a tokens) -----------------------

    /**
     * Hugging Face evaluate's {@code tokenizer} keyword: its default {@code Tokenizer13a}
     * ({@code 13a}), {@code split} ({@code lambda x: x.split()}), {@code word_tokenize} (NLTK 3.8's
     * {@code word_tokenize}, as in the bleu README), or another sacrebleu tokenizer by name.
     */
    public static final Option<String> BLEU_TOKENIZER = BleuProfiles.hfTokenizer(TfNmtBleu.hfEvaluate().tokenize());

    /** BLEU as Hugging Face evaluate's {@code bleu} metric computes it. */
    public static final Profile BLEU = Profile.builder("hf-evaluate:bleu")
            .description("BLEU as Hugging Face evaluate's 'bleu' computes it (Tokenizer13a + compute_bleu, 0-1)")
            .options(List.of(BleuProfiles.MAX_ORDER, BleuProfiles.SMOOTH, BLEU_TOKENIZER))
            .family(BleuFamily.INSTANCE, BleuProfiles.tfNmtQuirks(BLEU_TOKENIZER, "Tokenizer13a (sacrebleu's 13a)"))
            .build(v -> TfNmtBleu.hfEvaluate()
                    .withMaxOrder(v.get(BleuProfiles.MAX_ORDER))
                    .withSmooth(v.get(BleuProfiles.SMOOTH))
                    .withTokenizer(v.get(BLEU_TOKENIZER)));

    // --- wer, cer (jiwer 4.0.0) --------------------------------------------------------

    /** evaluate's {@code concatenate_texts}. */
    public static final Option<Boolean> CONCATENATE_TEXTS = Option.bool("concatenate_texts",
            List.of("--concatenate-texts"), false, "jiwer's corpus measure on the two lists instead of the per-pair sums");

    /** {@code hf-evaluate:wer}. */
    public static final Profile HF_WER = Profile.builder("hf-evaluate:wer")
            .description("the wer metric script of Hugging Face evaluate (a7dd338) on jiwer 4.0.0")
            .option(CONCATENATE_TEXTS)
            .build(v -> HfEvaluateWer.wer().withConcatenateTexts(v.get(CONCATENATE_TEXTS)));

    /** {@code hf-evaluate:cer}. */
    public static final Profile HF_CER = Profile.builder("hf-evaluate:cer")
            .description("the cer metric script of Hugging Face evaluate (a7dd338) on jiwer 4.0.0")
            .option(CONCATENATE_TEXTS)
            .build(v -> HfEvaluateWer.cer().withConcatenateTexts(v.get(CONCATENATE_TEXTS)));

    // --- google_bleu ----------------------------------------------------------------------

    /** evaluate's {@code tokenizer}: {@code Tokenizer13a} ({@code 13a}) by default. */
    public static final Option<String> GOOGLE_BLEU_TOKENIZER = BleuProfiles.hfTokenizer("13a");

    /** {@code google_bleu}: NLTK's corpus GLEU on 13a tokens. */
    public static final Profile GOOGLE_BLEU = Profile.builder("hf-evaluate:google_bleu")
            .description("Google-BLEU as Hugging Face evaluate's 'google_bleu' computes it (Tokenizer13a + NLTK 3.8"
                    + " corpus_gleu, 0-1)")
            .options(List.of(GOOGLE_BLEU_TOKENIZER, GleuProfiles.MIN_LEN, GleuProfiles.MAX_LEN))
            .build(v -> HfEvaluateMetric.of("google_bleu",
                    Gleu.nltk().withLengths(v.get(GleuProfiles.MIN_LEN), v.get(GleuProfiles.MAX_LEN))
                            .withTokenizer(v.get(GOOGLE_BLEU_TOKENIZER)),
                    s -> dict("google_bleu", s.score())));

    // --- sacrebleu ------------------------------------------------------------------------

    /** evaluate's {@code use_effective_order} (sacrebleu's {@code effective_order}). */
    public static final Option<Boolean> USE_EFFECTIVE_ORDER = Option.bool("use_effective_order",
            BleuProfiles.EFFECTIVE_ORDER.flags(), false, "average over the orders that have n-grams");
    /** evaluate's {@code force}: only silences sacrebleu's warning about tokenized input (no effect). */
    public static final Option<Boolean> FORCE = Option.bool("force", List.of("--force"), false,
            "accepted for compatibility: sacrebleu's warning switch, no effect on the score");

    /** {@code sacrebleu}: sacrebleu's corpus BLEU. */
    public static final Profile SACREBLEU = Profile.builder("hf-evaluate:sacrebleu")
            .description("BLEU as Hugging Face evaluate's 'sacrebleu' computes it (sacrebleu 2.6.0 corpus_bleu, 0-100)")
            .options(List.of(BleuProfiles.SMOOTH_METHOD, BleuProfiles.SMOOTH_VALUE, FORCE, BleuProfiles.LOWERCASE,
                    BleuProfiles.TOKENIZE, USE_EFFECTIVE_ORDER))
            .family(BleuFamily.INSTANCE, List.of(
                    Quirk.of(BleuFamily.TOKENIZER, v -> v.get(BleuProfiles.TOKENIZE), "sacrebleu's tokenizer (13a by default)"),
                    Quirk.of(BleuFamily.LOWERCASE, v -> v.get(BleuProfiles.LOWERCASE) ? "yes" : "no", "lowercase option"),
                    Quirk.fixed(BleuFamily.LOWERCASE_ORDER, "before-tokenizer", "lowercases, then tokenizes"),
                    Quirk.fixed(BleuFamily.RSTRIP, "yes", "rstrip() before the tokenizer"),
                    Quirk.fixed(BleuFamily.CLOSEST_REF_RULE, "closest-shorter-on-tie", "closest, the shorter on ties"),
                    Quirk.fixed(BleuFamily.DENOMINATOR_FLOOR, "none", "raw counts"),
                    Quirk.fixed(BleuFamily.MAX_ORDER, "4", "order 4"),
                    Quirk.of(BleuFamily.SMOOTHING, v -> switch (v.get(BleuProfiles.SMOOTH_METHOD)) {
                        case NONE -> "none";
                        case EXP -> "exp";
                        case FLOOR -> "floor:" + (v.get(BleuProfiles.SMOOTH_VALUE) != null ? v.get(BleuProfiles.SMOOTH_VALUE) : 0.1);
                        case ADD_K -> "add-k:" + (v.get(BleuProfiles.SMOOTH_VALUE) != null ? v.get(BleuProfiles.SMOOTH_VALUE) : 1.0) + ":from-2";
                    }, "smooth_method"),
                    Quirk.fixed(BleuFamily.ZERO_MATCH_RULE, "no-match-at-all", "0 before smoothing when nothing matches"),
                    Quirk.of(BleuFamily.EFFECTIVE_ORDER, v -> v.get(USE_EFFECTIVE_ORDER) ? "yes" : "no", "use_effective_order"),
                    Quirk.fixed(BleuFamily.ZERO_PRECISION, "zero-score", "log 0 = -9999999999"),
                    Quirk.fixed(BleuFamily.ARITHMETIC, "sacrebleu", "sacrebleu's"),
                    Quirk.fixed(BleuFamily.SCALE, "100", "0-100")))
            .build(v -> HfEvaluateMetric.of("sacrebleu", Bleu.sacrebleu()
                            .withSmoothMethod(v.get(BleuProfiles.SMOOTH_METHOD))
                            .withSmoothValue(v.get(BleuProfiles.SMOOTH_VALUE))
                            .withLowercase(v.get(BleuProfiles.LOWERCASE))
                            .withTokenizer(v.get(BleuProfiles.TOKENIZE))
                            .withEffectiveOrder(v.get(USE_EFFECTIVE_ORDER)),
                    (BleuScore s) -> pick(s, "score", "counts", "totals", "precisions", "bp", "sys_len", "ref_len"))
                    .withSameReferenceCount(true));

    // --- chrf -----------------------------------------------------------------------------

    /** {@code chrf}: sacrebleu's corpus chrF / chrF++. */
    public static final Profile CHRF = Profile.builder("hf-evaluate:chrf")
            .description("chrF / chrF++ as Hugging Face evaluate's 'chrf' computes it (sacrebleu 2.6.0 CHRF, 0-100)")
            .options(List.of(ChrfProfiles.CHAR_ORDER, ChrfProfiles.WORD_ORDER, ChrfProfiles.BETA, ChrfProfiles.LOWERCASE,
                    ChrfProfiles.WHITESPACE, ChrfProfiles.EPS_SMOOTHING))
            .build(HfEvaluateProfiles::chrf);

    // --- ter ------------------------------------------------------------------------------

    /** evaluate's {@code ignore_punct} (sacrebleu's {@code no_punct}). */
    public static final Option<Boolean> IGNORE_PUNCT = Option.bool("ignore_punct", TerProfiles.NO_PUNCT.flags(), false,
            "remove punctuation (sacrebleu's no_punct)");
    /** evaluate's {@code support_zh_ja_chars} (sacrebleu's {@code asian_support}). */
    public static final Option<Boolean> SUPPORT_ZH_JA_CHARS = Option.bool("support_zh_ja_chars",
            TerProfiles.ASIAN_SUPPORT.flags(), false,
            "split CJK characters / remove CJK punctuation with normalized / ignore_punct (sacrebleu's asian_support)");

    /** {@code ter}: sacrebleu's corpus TER. */
    public static final Profile TER = Profile.builder("hf-evaluate:ter")
            .description("TER as Hugging Face evaluate's 'ter' computes it (sacrebleu 2.6.0 TER, 0-100)")
            .options(List.of(TerProfiles.NORMALIZED, IGNORE_PUNCT, SUPPORT_ZH_JA_CHARS, TerProfiles.CASE_SENSITIVE))
            .build(v -> HfEvaluateMetric.of("ter", Ter.sacrebleu()
                            .withNormalized(v.get(TerProfiles.NORMALIZED))
                            .withNoPunct(v.get(IGNORE_PUNCT))
                            .withAsianSupport(v.get(SUPPORT_ZH_JA_CHARS))
                            .withCaseSensitive(v.get(TerProfiles.CASE_SENSITIVE)),
                    (TerScore s) -> pick(s, "score", "num_edits", "ref_length"))
                    .withSameReferenceCount(true));

    // --- rouge ----------------------------------------------------------------------------

    /** evaluate's {@code use_aggregator}: the bootstrap median (true, the default) or per-segment lists. */
    public static final Option<Boolean> USE_AGGREGATOR = Option.bool("use_aggregator", List.of("--use-aggregator"), true,
            "true: median of 1000 bootstrap means (BootstrapAggregator); false: F of every segment");
    /**
     * {@code np.random.seed(seed)} before the call: the bootstrap's draws, {@code 0 <= seed < 2^32};
     * absent, the aggregated numbers change from run to run. No flag of its own: the command line
     * passes its {@code --seed}.
     */
    public static final Option<Long> SEED = Option.of("seed", List.of(), null, raw -> {
        long s = Option.toLong("seed", raw);
        if (s < 0 || s > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("seed must be between 0 and 2**32 - 1: " + raw);
        }
        return s;
    }, "np.random.seed(seed) before the call: a reproducible bootstrap (0 to 2**32-1)");

    /** {@code rouge}: rouge-score's scores, bootstrap-aggregated or per segment. */
    public static final Profile ROUGE = Profile.builder("hf-evaluate:rouge")
            .description("ROUGE as Hugging Face evaluate's 'rouge' computes it (rouge-score 0.1.2 score_multi; by default"
                    + " the median F of 1000 bootstrap resamples, reproducible only with a seed)")
            .options(List.of(RougeProfiles.ROUGE_TYPES, USE_AGGREGATOR, RougeProfiles.USE_STEMMER, RougeProfiles.TOKENIZER,
                    SEED))
            .family(RougeFamily.INSTANCE, List.of(
                    Quirk.of(RougeFamily.TOKENIZER, v -> "split".equals(v.get(RougeProfiles.TOKENIZER)) ? "split" : "rouge-score",
                            "rouge-score's tokenizer, or str.split()"),
                    Quirk.of(RougeFamily.STEMMER, v -> v.get(RougeProfiles.USE_STEMMER) ? "porter" : "none", "use_stemmer"),
                    Quirk.fixed(RougeFamily.STOPWORDS, "keep", "keeps every token"),
                    Quirk.fixed(RougeFamily.TRUNCATION, "none", "whole texts"),
                    Quirk.of(RougeFamily.MEASURE, v -> {
                        String first = v.get(RougeProfiles.ROUGE_TYPES).get(0);
                        return first.matches("rouge[1-9]|rougeL") ? first : null;
                    }, "the first of rouge_types"),
                    Quirk.fixed(RougeFamily.MULTI_REFERENCE, "best-f", "score_multi"),
                    Quirk.fixed(RougeFamily.F_MEASURE, "harmonic", "2PR/(P+R)"),
                    Quirk.fixed(RougeFamily.ROUNDING, "none", "full precision"),
                    Quirk.of(RougeFamily.AGGREGATION, v -> v.get(USE_AGGREGATOR) && v.get(SEED) != null
                            ? "bootstrap-median:" + v.get(SEED) : null,
                            "median of 1000 bootstrap means (BootstrapAggregator), reproducible with a seed")))
            .build(HfEvaluateProfiles::rouge);

    @Override
    public List<Profile> profiles() {
        return List.of(BLEU, GOOGLE_BLEU, SACREBLEU, CHRF, TER, ROUGE, HF_WER, HF_CER);
    }

    private static HfEvaluateMetric<?> chrf(OptionValues v) {
        Chrf chrf = Chrf.sacrebleu()
                .withCharOrder(v.get(ChrfProfiles.CHAR_ORDER))
                .withWordOrder(v.get(ChrfProfiles.WORD_ORDER))
                .withBeta(v.get(ChrfProfiles.BETA))
                .withLowercase(v.get(ChrfProfiles.LOWERCASE))
                .withWhitespace(v.get(ChrfProfiles.WHITESPACE))
                .withEpsSmoothing(v.get(ChrfProfiles.EPS_SMOOTHING));
        return HfEvaluateMetric.of("chrf", chrf, s -> {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("score", s.score());
            d.put("char_order", chrf.charOrder());
            d.put("word_order", chrf.wordOrder());
            d.put("beta", chrf.beta());
            return d;
        }).withSameReferenceCount(true);
    }

    private static HfRouge rouge(OptionValues v) {
        Rouge r = Rouge.rougeScore()
                .withTypes(v.get(RougeProfiles.ROUGE_TYPES))
                .withStemmer(v.get(RougeProfiles.USE_STEMMER))
                .withVariant(v.get(RougeProfiles.TOKENIZER).equals("split") ? Rouge.Variant.SPLIT
                        : Rouge.Variant.ROUGE_SCORE);
        HfRouge m = HfRouge.hfEvaluate().withRouge(r).withAggregator(v.get(USE_AGGREGATOR));
        Long seed = v.get(SEED);
        return seed == null ? m : m.withSeed(seed);
    }

    private static Map<String, Object> dict(String key, double value) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put(key, value);
        return d;
    }

    /** The named fields of a score, in the order given. */
    static Map<String, Object> pick(Score s, String... keys) {
        Map<String, Object> all = s.fields();
        Map<String, Object> d = new LinkedHashMap<>();
        for (String k : keys) {
            if (!all.containsKey(k)) {
                throw new IllegalStateException("score has no field '" + k + "': " + all.keySet());
            }
            d.put(k, all.get(k));
        }
        return d;
    }
}
