package io.github.nlgmetrics.torchmetrics;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.bleu.BleuFamily;
import io.github.nlgmetrics.bleu.TorchmetricsBleu;
import io.github.nlgmetrics.chrf.ChrfProfiles;
import io.github.nlgmetrics.rouge.RougeProfiles;
import io.github.nlgmetrics.rouge.TorchmetricsRouge;
import io.github.nlgmetrics.ter.TerProfiles;
import io.github.nlgmetrics.ter.TorchmetricsTer;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.ArrayList;
import java.util.List;

/**
 * Every {@code torchmetrics:*} profile, declared here and nowhere else: torchmetrics 1.9.0's
 * functional text metrics, each option under torchmetrics' keyword name with its default. The
 * options of each function are in a nested class named after its family ({@link Bleu},
 * {@link Chrf}, {@link Ter}, {@link Rouge}, {@link EditDistance}).
 *
 * <table>
 *   <caption>torchmetrics profiles</caption>
 *   <tr><th>profile</th><th>metric</th></tr>
 *   <tr><td>{@code torchmetrics:bleu_score}, {@code torchmetrics:sacre_bleu_score}</td><td>{@link TorchmetricsBleu}</td></tr>
 *   <tr><td>{@code torchmetrics:chrf_score}</td><td>{@link TorchmetricsChrf}</td></tr>
 *   <tr><td>{@code torchmetrics:translation_edit_rate}</td><td>{@link TorchmetricsTer}</td></tr>
 *   <tr><td>{@code torchmetrics:rouge_score}</td><td>{@link TorchmetricsRouge}</td></tr>
 *   <tr><td>{@code torchmetrics:word_error_rate}, {@code char_error_rate}, {@code match_error_rate},
 *       {@code word_information_lost}, {@code word_information_preserved}</td><td>{@link TorchmetricsWer}</td></tr>
 *   <tr><td>{@code torchmetrics:extended_edit_distance}</td><td>{@link ExtendedEditDistance}</td></tr>
 * </table>
 */
public final class TorchmetricsProfiles implements ProfileProvider {
    /**
     * torchmetrics 1.9.0's BLEU functions as profiles, each option under torchmetrics' keyword name
     * with its default ({@link TorchmetricsBleu}).
     *
     * <table>
     *   <caption>torchmetrics BLEU profiles</caption>
     *   <tr><th>profile</th><th>reference</th><th>options</th></tr>
     *   <tr><td>{@code torchmetrics:bleu_score}</td><td>{@code torchmetrics.functional.text.bleu_score}</td>
     *       <td>{@code n_gram, smooth, weights}</td></tr>
     *   <tr><td>{@code torchmetrics:sacre_bleu_score}</td><td>{@code torchmetrics.functional.text.sacre_bleu_score}</td>
     *       <td>{@code n_gram, smooth, tokenize, lowercase, weights}</td></tr>
     * </table>
     */
    public static final class Bleu {
        private static final TorchmetricsBleu BLEU_DEFAULTS = TorchmetricsBleu.bleuScore();
        private static final TorchmetricsBleu SACRE_DEFAULTS = TorchmetricsBleu.sacreBleuScore();

        /** torchmetrics' {@code n_gram}. */
        public static final Option<Integer> N_GRAM = Option.integer("n_gram", List.of("--n-gram"), BLEU_DEFAULTS.nGram(),
                1, 1000, "highest n-gram order");
        /** torchmetrics' {@code smooth}: (m+1)/(t+1) for orders 2 and up. */
        public static final Option<Boolean> SMOOTH = Option.bool("smooth", List.of("--smooth"), BLEU_DEFAULTS.smooth(),
                "add 1 to the matches and totals of orders 2 and up (never rescues a zero-match order)");
        /** torchmetrics' {@code weights}: {@code n_gram} numbers; null gives {@code [1/n_gram] * n_gram}. */
        public static final Option<double[]> WEIGHTS = Option.of("weights", List.of("--weights"), null,
                Bleu::weights, "n-gram weights W1,W2,... (n_gram of them; default uniform)");
        /** {@code sacre_bleu_score}'s {@code tokenize}. */
        public static final Option<String> TOKENIZE = Option.choice("tokenize", List.of("--tokenize", "-tok"),
                SACRE_DEFAULTS.tokenize(), new ArrayList<>(Tokenizers.names()),
                "tokenizer: " + String.join(", ", Tokenizers.names()));
        /** {@code sacre_bleu_score}'s {@code lowercase} (applied after tokenizing). */
        public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", List.of("--lowercase", "-lc"),
                SACRE_DEFAULTS.lowercase(), "lowercase the tokenized text");

        /** {@code torchmetrics.functional.text.bleu_score}. */
        public static final Profile BLEU_SCORE = Profile.builder("torchmetrics:bleu_score")
                .description("BLEU as torchmetrics 1.9.0 bleu_score computes it (str.split tokens, float32, 0-1)")
                .options(List.of(N_GRAM, SMOOTH, WEIGHTS))
                .family(BleuFamily.INSTANCE, quirks(
                        Quirk.fixed(BleuFamily.TOKENIZER, BleuFamily.SPLIT, "str.split() tokens"),
                        Quirk.fixed(BleuFamily.LOWERCASE, "no", "never lowercases")))
                .build(v -> TorchmetricsBleu.bleuScore()
                        .withNGram(v.get(N_GRAM))
                        .withSmooth(v.get(SMOOTH))
                        .withWeights(v.get(WEIGHTS)));

        /** {@code torchmetrics.functional.text.sacre_bleu_score}. */
        public static final Profile SACRE_BLEU_SCORE = Profile.builder("torchmetrics:sacre_bleu_score")
                .description("BLEU as torchmetrics 1.9.0 sacre_bleu_score computes it (its sacrebleu tokenizer ports, "
                        + "float32, 0-1)")
                .options(List.of(N_GRAM, SMOOTH, TOKENIZE, LOWERCASE, WEIGHTS))
                .family(BleuFamily.INSTANCE, quirks(
                        Quirk.of(BleuFamily.TOKENIZER, v -> v.get(TOKENIZE), "torchmetrics' port of sacrebleu's tokenizers"),
                        Quirk.of(BleuFamily.LOWERCASE, v -> v.get(LOWERCASE) ? "yes" : "no", "lowercase option")))
                .build(v -> TorchmetricsBleu.sacreBleuScore()
                        .withNGram(v.get(N_GRAM))
                        .withSmooth(v.get(SMOOTH))
                        .withTokenizer(v.get(TOKENIZE))
                        .withLowercase(v.get(LOWERCASE))
                        .withWeights(v.get(WEIGHTS)));

        /**
         * Both profiles' points in the BLEU family (explain): their own tokenizer and lowercasing, then
         * the arithmetic they share (torchmetrics' {@code _bleu_score_compute} in float32).
         */
        private static List<Quirk> quirks(Quirk tokenizer, Quirk lowercase) {
            return List.of(tokenizer, lowercase,
                    Quirk.fixed(BleuFamily.LOWERCASE_ORDER, "after-tokenizer", "tokenizes, then lowercases"),
                    Quirk.fixed(BleuFamily.RSTRIP, "no", "the tokenizer gets the line as given"),
                    Quirk.fixed(BleuFamily.CLOSEST_REF_RULE, "closest-first-on-tie", "closest, first on ties"),
                    Quirk.fixed(BleuFamily.DENOMINATOR_FLOOR, "none", "raw counts"),
                    Quirk.of(BleuFamily.MAX_ORDER, v -> v.get(WEIGHTS) == null ? Integer.toString(v.get(N_GRAM)) : null, "n_gram"),
                    Quirk.of(BleuFamily.SMOOTHING, v -> v.get(SMOOTH) ? "add-k:1:from-2" : "none", "smooth"),
                    Quirk.fixed(BleuFamily.ZERO_MATCH_RULE, "any-order", "0 when any order has no match"),
                    Quirk.fixed(BleuFamily.EFFECTIVE_ORDER, "no", "every order"),
                    Quirk.fixed(BleuFamily.ZERO_PRECISION, "zero-score", "log 0"),
                    Quirk.fixed(BleuFamily.ARITHMETIC, "float32", "float32"),
                    Quirk.fixed(BleuFamily.SCALE, "1", "0-1"));
        }


        /** A weight vector: numbers, text {@code 0.5,0.5}, or (repeated command-line flag) a list of one such text. */
        private static double[] weights(Object raw) {
            if (raw instanceof List<?> list && list.size() == 1 && list.get(0) instanceof String s) {
                return Option.toDoubles("weights", s);
            }
            return Option.toDoubles("weights", raw);
        }

        private Bleu() {
        }
    }

    /**
     * torchmetrics 1.9.0's {@code chrf_score} as the profile {@code torchmetrics:chrf_score}, each
     * option under torchmetrics' keyword name with its default ({@link TorchmetricsChrf}):
     * {@code n_char_order, n_word_order, beta, lowercase, whitespace}.
     */
    public static final class Chrf {
        private static final TorchmetricsChrf DEFAULTS = TorchmetricsChrf.torchmetrics();

        /** torchmetrics' {@code n_char_order} (at least 1). */
        public static final Option<Integer> N_CHAR_ORDER = Option.integer("n_char_order", ChrfProfiles.CHAR_ORDER.flags(),
                DEFAULTS.nCharOrder(), 1, 100, "character n-gram order");
        /** torchmetrics' {@code n_word_order} (0: chrF, 2: chrF++). */
        public static final Option<Integer> N_WORD_ORDER = Option.integer("n_word_order", ChrfProfiles.WORD_ORDER.flags(),
                DEFAULTS.nWordOrder(), 0, 100, "word n-gram order (0: chrF, 2: chrF++)");
        /** torchmetrics' {@code beta}. */
        public static final Option<Double> BETA = Option.number("beta", ChrfProfiles.BETA.flags(), DEFAULTS.beta(), 0, 1000,
                "weight of recall against precision");
        /** torchmetrics' {@code lowercase}. */
        public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", ChrfProfiles.LOWERCASE.flags(),
                DEFAULTS.lowercase(), "lowercase before extracting n-grams");
        /** torchmetrics' {@code whitespace}: keep whitespace in character n-grams. */
        public static final Option<Boolean> WHITESPACE = Option.bool("whitespace", ChrfProfiles.WHITESPACE.flags(),
                DEFAULTS.whitespace(), "keep whitespace in character n-grams");

        /** {@code torchmetrics.functional.text.chrf_score}. */
        public static final Profile CHRF_SCORE = Profile.builder("torchmetrics:chrf_score")
                .description("chrF/chrF++ as torchmetrics 1.9.0 chrf_score computes it (its own chrF, float32, 0-1)")
                .options(List.of(N_CHAR_ORDER, N_WORD_ORDER, BETA, LOWERCASE, WHITESPACE))
                .build(v -> TorchmetricsChrf.torchmetrics()
                        .withNCharOrder(v.get(N_CHAR_ORDER))
                        .withNWordOrder(v.get(N_WORD_ORDER))
                        .withBeta(v.get(BETA))
                        .withLowercase(v.get(LOWERCASE))
                        .withWhitespace(v.get(WHITESPACE)));

        private Chrf() {
        }
    }

    /**
     * torchmetrics 1.9.0's {@code translation_edit_rate} as the profile
     * {@code torchmetrics:translation_edit_rate}, each option under torchmetrics' keyword name with
     * its default ({@link TorchmetricsTer}): {@code normalize, no_punctuation, lowercase, asian_support}.
     */
    public static final class Ter {
        private static final TorchmetricsTer DEFAULTS = TorchmetricsTer.torchmetrics();

        /** torchmetrics' {@code normalize}: tercom's general and western tokenization. */
        public static final Option<Boolean> NORMALIZE = Option.bool("normalize", TerProfiles.NORMALIZED.flags(),
                DEFAULTS.normalize(), "apply tercom's general tokenization");
        /** torchmetrics' {@code no_punctuation}. */
        public static final Option<Boolean> NO_PUNCTUATION = Option.bool("no_punctuation", TerProfiles.NO_PUNCT.flags(),
                DEFAULTS.noPunctuation(), "remove punctuation");
        /** torchmetrics' {@code lowercase} (true by default: case-insensitive). */
        public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", List.of("--lowercase"),
                DEFAULTS.lowercase(), "lowercase before scoring (torchmetrics' default: true)");
        /** torchmetrics' {@code asian_support}. */
        public static final Option<Boolean> ASIAN_SUPPORT = Option.bool("asian_support", TerProfiles.ASIAN_SUPPORT.flags(),
                DEFAULTS.asianSupport(), "split CJK characters, handle Asian punctuation");

        /** {@code torchmetrics.functional.text.translation_edit_rate}. */
        public static final Profile TRANSLATION_EDIT_RATE = Profile.builder("torchmetrics:translation_edit_rate")
                .description("TER as torchmetrics 1.9.0 translation_edit_rate computes it (float32, 0-1 rate)")
                .options(List.of(NORMALIZE, NO_PUNCTUATION, LOWERCASE, ASIAN_SUPPORT))
                .build(v -> TorchmetricsTer.torchmetrics()
                        .withNormalize(v.get(NORMALIZE))
                        .withNoPunctuation(v.get(NO_PUNCTUATION))
                        .withLowercase(v.get(LOWERCASE))
                        .withAsianSupport(v.get(ASIAN_SUPPORT)));

        private Ter() {
        }
    }

    /**
     * torchmetrics 1.9.0's {@code rouge_score} as the profile {@code torchmetrics:rouge_score}, each
     * option under torchmetrics' keyword name with its default ({@link TorchmetricsRouge}):
     * {@code rouge_keys, accumulate, use_stemmer} (its {@code normalizer} and {@code tokenizer}
     * callables have no equivalent here).
     */
    public static final class Rouge {
        /** torchmetrics' {@code rouge_keys}: one key or several (a list, or text {@code rouge1,rougeL}). */
        public static final Option<List<String>> ROUGE_KEYS = Option.of("rouge_keys", List.of("--rouge-keys"),
                TorchmetricsRouge.DEFAULT_KEYS, Rouge::keys,
                "keys: rouge1..rouge9, rougeL, rougeLsum (default rouge1, rouge2, rougeL, rougeLsum)").repeatable();
        /** torchmetrics' {@code accumulate}: {@code best} or {@code avg}. */
        public static final Option<String> ACCUMULATE = Option.choice("accumulate", List.of("--accumulate"),
                TorchmetricsRouge.Accumulate.BEST.id(), List.of("best", "avg"),
                "several references: best (highest F) or avg (mean of P, R, F)");
        /** torchmetrics' {@code use_stemmer}. */
        public static final Option<Boolean> USE_STEMMER = Option.bool("use_stemmer", RougeProfiles.USE_STEMMER.flags(), false,
                "Porter-stem tokens longer than 3 characters");

        /** {@code torchmetrics.functional.text.rouge_score}. */
        public static final Profile ROUGE_SCORE = Profile.builder("torchmetrics:rouge_score")
                .description("ROUGE as torchmetrics 1.9.0 rouge_score computes it (float32 means over segments)")
                .options(List.of(ROUGE_KEYS, ACCUMULATE, USE_STEMMER))
                .build(v -> TorchmetricsRouge.torchmetrics(v.get(ROUGE_KEYS))
                        .withAccumulate(TorchmetricsRouge.Accumulate.of(v.get(ACCUMULATE)))
                        .withUseStemmer(v.get(USE_STEMMER)));


        /** Keys from a list, or from text (one key, or several separated by commas). */
        private static List<String> keys(Object raw) {
            List<Object> items = raw instanceof List<?> list ? new ArrayList<>(list) : List.of(raw);
            List<String> out = new ArrayList<>();
            for (Object item : items) {
                for (String part : item.toString().split(",", -1)) {
                    String k = part.trim();
                    if (k.isEmpty()) {
                        throw new IllegalArgumentException("rouge_keys: empty key in '" + raw + "'");
                    }
                    out.add(k);
                }
            }
            return out;
        }

        private Rouge() {
        }
    }

    /** The WER family and Extended Edit Distance. */
    public static final class EditDistance {
        private static final ExtendedEditDistance EED = ExtendedEditDistance.torchmetrics();

        /** torchmetrics' {@code language}. */
        public static final Option<String> LANGUAGE = Option.choice("language", List.of("--eed-language"), EED.language(),
                List.of("en", "ja"), "EED preprocessing: en or ja");
        /** torchmetrics' {@code alpha}. */
        public static final Option<Double> ALPHA = Option.number("alpha", List.of("--eed-alpha"), 2.0, 0,
                Double.MAX_VALUE, "EED jump penalty");
        /** torchmetrics' {@code rho}. */
        public static final Option<Double> RHO = Option.number("rho", List.of("--eed-rho"), 0.3, 0, Double.MAX_VALUE,
                "EED coverage cost");
        /** torchmetrics' {@code deletion}. */
        public static final Option<Double> DELETION = Option.number("deletion", List.of("--eed-deletion"), 0.2, 0,
                Double.MAX_VALUE, "EED deletion cost");
        /** torchmetrics' {@code insertion}. */
        public static final Option<Double> INSERTION = Option.number("insertion", List.of("--eed-insertion"), 1.0, 0,
                Double.MAX_VALUE, "EED insertion and substitution cost");
        /** torchmetrics' {@code return_sentence_level_score}. */
        public static final Option<Boolean> SENTENCE_SCORES = Option.bool("return_sentence_level_score",
                List.of("--eed-sentence-scores"), false, "also report each segment's score (sentence_scores)");

        /** {@code torchmetrics:extended_edit_distance}. */
        public static final Profile EXTENDED_EDIT_DISTANCE = Profile.builder("torchmetrics:extended_edit_distance")
                .description("Extended Edit Distance as torchmetrics 1.9.0 computes it (float32)")
                .options(List.of(LANGUAGE, ALPHA, RHO, DELETION, INSERTION, SENTENCE_SCORES))
                .build(v -> ExtendedEditDistance.torchmetrics().withLanguage(v.get(LANGUAGE)).withAlpha(v.get(ALPHA))
                        .withRho(v.get(RHO)).withDeletion(v.get(DELETION)).withInsertion(v.get(INSERTION))
                        .withSentenceScores(v.get(SENTENCE_SCORES)));

        /** {@code torchmetrics.functional.text.<function>} of the WER family, in {@link TorchmetricsWer#FUNCTIONS} order. */
        public static final List<Profile> ERROR_RATES = TorchmetricsWer.FUNCTIONS.stream()
                .map(f -> Profile.builder("torchmetrics:" + f)
                        .description("torchmetrics 1.9.0 " + f + " (str.split, plain edit distance, float32)")
                        .build(v -> TorchmetricsWer.of(f)))
                .toList();

        private EditDistance() {
        }
    }

    private static final List<Profile> ALL;

    static {
        List<Profile> all = new ArrayList<>(List.of(Bleu.BLEU_SCORE, Bleu.SACRE_BLEU_SCORE, Chrf.CHRF_SCORE,
                Ter.TRANSLATION_EDIT_RATE, Rouge.ROUGE_SCORE));
        all.addAll(EditDistance.ERROR_RATES);
        all.add(EditDistance.EXTENDED_EDIT_DISTANCE);
        ALL = List.copyOf(all);
    }

    @Override
    public List<Profile> profiles() {
        return ALL;
    }
}
