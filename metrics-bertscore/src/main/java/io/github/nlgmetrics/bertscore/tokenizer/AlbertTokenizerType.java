package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.util.List;
import java.util.Map;

/**
 * {@code AlbertTokenizer}: SentencePiece ({@code spiece.model}) with ALBERT's text rules ({@link SpmRules#albert}:
 * {@code remove_space}, {@code keep_accents}, {@code do_lower_case}, the digit-comma rule), ids by
 * {@code PieceToId}. Special tokens {@code [CLS] [SEP] <unk> <pad> [MASK]}, the mask token taking the whitespace on
 * its left; those the SentencePiece model lacks are added after its pieces by {@code sanitize_special_tokens} (a
 * 6,000-piece model: {@code [CLS]}=6000, {@code [SEP]}=6001, ...). Lower-cased outside the special tokens first
 * ({@code do_lower_case} is an attribute), then again by {@code preprocess_text}. Framing {@code [CLS] x [SEP]}.
 */
final class AlbertTokenizerType implements TokenizerType {
    private static final Map<String, String> DEFAULTS = Map.of("bos_token", "[CLS]", "eos_token", "[SEP]", "unk_token",
            "<unk>", "sep_token", "[SEP]", "pad_token", "<pad>", "cls_token", "[CLS]", "mask_token", "[MASK]");
    private static final Map<String, Map<String, Integer>> CLASSES = Map.of("AlbertTokenizer",
            TokenizerType.sizes(512, "albert-base-v1", "albert-large-v1", "albert-xlarge-v1", "albert-xxlarge-v1",
                    "albert-base-v2", "albert-large-v2", "albert-xlarge-v2", "albert-xxlarge-v2"));

    @Override
    public Map<String, Map<String, Integer>> classes() {
        return CLASSES;
    }

    @Override
    public SubwordTokenizer load(String className, TokenizerFiles f) {
        SentencePieceEncoder spm = TokenizerTypes.sentencePiece(f, "spiece.model", className);
        boolean lower = f.flag("do_lower_case", true);
        SpecialTokens specials = f.specialTokens(DEFAULTS, List.of(),
                Map.of("mask_token", new AddedToken("", false, true, false, false, false)));
        TokenizerModel model = new SpmModel(spm, null, SpmRules.albert(f.flag("remove_space", true),
                f.flag("keep_accents", false), lower), specials.content("unk_token"));
        return PipelineBuilder.fromFolder(className, f, CLASSES.get(className), model, specials,
                lower, TextPreparation.PrefixSpace.NONE, TextPreparation.PrefixSpace.NONE, Framing.CLS_SEP);
    }
}
