package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.OptionValues;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.List;

/**
 * The image-captioning profiles: pycocoevalcap (salaniz/pycocoevalcap, the Python 3 port of
 * tylin/coco-caption) with the Stanford CoreNLP 3.4.1 PTB tokenizer it runs first.
 *
 * <table>
 *   <caption>Captioning profiles</caption>
 *   <tr><th>profile</th><th>reference</th><th>options</th></tr>
 *   <tr><td>{@code coco:bleu}</td><td>{@code Bleu(n).compute_score} ({@link CaptionBleu})</td>
 *       <td>{@code n, tokenizer, tokenized}</td></tr>
 *   <tr><td>{@code coco:rouge-l}</td><td>{@code Rouge().compute_score} ({@link CaptionRougeL})</td>
 *       <td>{@code tokenizer, tokenized}</td></tr>
 *   <tr><td>{@code coco:cider-d}</td><td>{@code Cider(n, sigma).compute_score} ({@link CiderD})</td>
 *       <td>{@code n, sigma, tokenizer, tokenized}</td></tr>
 * </table>
 * {@code tokenizer: ptb} (the default) tokenizes both sides as {@code COCOEvalCap.evaluate} does;
 * {@code tokenized: true} (or {@code tokenizer: none}) hands the captions to the scorers as given.
 */
public final class CaptionProfiles implements ProfileProvider {
    /** Which tokenizer prepares the captions: {@code ptb} (pycocoevalcap's) or {@code none}. */
    public static final Option<String> TOKENIZER = Option.choice("tokenizer", List.of("--tokenizer"), "ptb",
            List.of("ptb", "none"), "caption tokenizer: ptb (CoreNLP 3.4.1 PTBTokenizer as pycocoevalcap runs it)"
                    + " or none");
    /** Captions already tokenized: the scorers get them as written. */
    public static final Option<Boolean> TOKENIZED = Option.bool("tokenized", List.of("--tokenized"), false,
            "captions are already tokenized (no PTB tokenizer)");
    /** {@code Bleu(n)}: BLEU-1..n. */
    public static final Option<Integer> BLEU_N = Option.integer("n", List.of("--bleu-n"), CaptionBleu.coco().n(), 1,
            4, "highest BLEU order (pycocoevalcap counts n-grams up to 4)");
    /** {@code Cider(n=...)}. */
    public static final Option<Integer> CIDER_N = Option.integer("n", List.of("--cider-n"), CiderD.coco().n(), 1,
            Integer.MAX_VALUE, "highest CIDEr-D order");
    /** {@code Cider(sigma=...)}. */
    public static final Option<Double> SIGMA = Option.number("sigma", List.of("--sigma"), CiderD.coco().sigma(),
            Double.MIN_VALUE, Double.MAX_VALUE, "CIDEr-D length-penalty width");

    /** pycocoevalcap's BLEU. */
    public static final Profile BLEU = Profile.builder("coco:bleu")
            .description("BLEU-1..4 as pycocoevalcap computes it (bleu_scorer.py, closest reference length)")
            .options(List.of(BLEU_N, TOKENIZER, TOKENIZED))
            .build(v -> CaptionBleu.coco().withN(v.get(BLEU_N)).withInput(input(v)));
    /** pycocoevalcap's ROUGE-L. */
    public static final Profile ROUGE_L = Profile.builder("coco:rouge-l")
            .description("ROUGE-L as pycocoevalcap computes it (rouge.py, beta 1.2); not resampleable")
            .options(List.of(TOKENIZER, TOKENIZED))
            .build(v -> CaptionRougeL.coco().withInput(input(v)));
    /** pycocoevalcap's CIDEr-D. */
    public static final Profile CIDER_D = Profile.builder("coco:cider-d")
            .description("CIDEr-D as pycocoevalcap computes it (cider_scorer.py); corpus-dependent, not"
                    + " resampleable")
            .options(List.of(CIDER_N, SIGMA, TOKENIZER, TOKENIZED))
            .build(v -> CiderD.coco().withN(v.get(CIDER_N)).withSigma(v.get(SIGMA)).withInput(input(v)));

    /** The caption preparation the options select. */
    public static CaptionCorpus input(OptionValues v) {
        return v.get(TOKENIZED) || v.get(TOKENIZER).equals("none") ? CaptionCorpus.NONE : CaptionCorpus.PTB;
    }

    @Override
    public List<Profile> profiles() {
        return List.of(BLEU, ROUGE_L, CIDER_D);
    }
}
