package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * The WER-family profiles of torchmetrics 1.9.0 ({@code torchmetrics:word_error_rate},
 * {@code char_error_rate}, {@code match_error_rate}, {@code word_information_lost},
 * {@code word_information_preserved}, {@code extended_edit_distance}) and of Hugging Face
 * evaluate ({@code hf-evaluate:wer}, {@code hf-evaluate:cer}), each option under the reference's
 * keyword name with its default.
 */
public final class EditDistanceProfiles implements ProfileProvider {
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
    /** evaluate's {@code concatenate_texts}. */
    public static final Option<Boolean> CONCATENATE_TEXTS = Option.bool("concatenate_texts",
            List.of("--concatenate-texts"), false, "jiwer's corpus measure on the two lists instead of the per-pair sums");

    /** {@code torchmetrics:extended_edit_distance}. */
    public static final Profile TORCHMETRICS_EED = Profile.builder("torchmetrics:extended_edit_distance")
            .description("Extended Edit Distance as torchmetrics 1.9.0 computes it (float32)")
            .options(List.of(LANGUAGE, ALPHA, RHO, DELETION, INSERTION, SENTENCE_SCORES))
            .build(v -> ExtendedEditDistance.torchmetrics().withLanguage(v.get(LANGUAGE)).withAlpha(v.get(ALPHA))
                    .withRho(v.get(RHO)).withDeletion(v.get(DELETION)).withInsertion(v.get(INSERTION))
                    .withSentenceScores(v.get(SENTENCE_SCORES)));

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

    private static final List<Profile> ALL;

    static {
        List<Profile> all = new ArrayList<>();
        for (String f : TorchmetricsWer.FUNCTIONS) {
            all.add(Profile.builder("torchmetrics:" + f)
                    .description("torchmetrics 1.9.0 " + f + " (str.split, plain edit distance, float32)")
                    .build(v -> TorchmetricsWer.of(f)));
        }
        all.add(TORCHMETRICS_EED);
        all.add(HF_WER);
        all.add(HF_CER);
        ALL = List.copyOf(all);
    }

    @Override
    public List<Profile> profiles() {
        return ALL;
    }
}
