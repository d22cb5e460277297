package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.util.List;
import java.util.Map;

/**
 * {@code DebertaV2Tokenizer} (DeBERTa-v2 and v3): SentencePiece ({@code spm.model}) through its
 * {@code SPMTokenizer}, ids by {@code PieceToId} ({@code [CLS]}, {@code [SEP]}, ... are control pieces of the
 * hub's models; those the model lacks are added after its pieces), an id past the pieces reading as the unknown
 * token. Options {@code do_lower_case} (false by default; lower-cased outside the special tokens, then
 * {@code str.lower()} again) and {@code split_by_punct} ({@link SpmRules#debertaV2}). Special tokens
 * {@code [CLS] [SEP] [UNK] [PAD] [MASK]} as plain strings (they strip the whitespace on both sides); no prefix
 * space (its {@code prepare_for_tokenization} ignores the folder's {@code add_prefix_space}); framing
 * {@code [CLS] x [SEP]}.
 */
final class DebertaV2TokenizerType implements TokenizerType {
    private static final Map<String, String> DEFAULTS = Map.of("bos_token", "[CLS]", "eos_token", "[SEP]", "unk_token",
            "[UNK]", "sep_token", "[SEP]", "pad_token", "[PAD]", "cls_token", "[CLS]", "mask_token", "[MASK]");
    private static final Map<String, Map<String, Integer>> CLASSES = Map.of("DebertaV2Tokenizer",
            TokenizerType.sizes(512, "microsoft/deberta-v2-xlarge", "microsoft/deberta-v2-xxlarge",
                    "microsoft/deberta-v2-xlarge-mnli", "microsoft/deberta-v2-xxlarge-mnli"));

    @Override
    public Map<String, Map<String, Integer>> classes() {
        return CLASSES;
    }

    @Override
    public SubwordTokenizer load(String className, TokenizerFiles f) {
        SentencePieceEncoder spm = TokenizerTypes.sentencePiece(f, "spm.model", className);
        boolean lower = f.flag("do_lower_case", false);
        SpecialTokens specials = f.specialTokens(DEFAULTS, List.of(), Map.of());
        TokenizerModel model = new SpmModel(spm, null, SpmRules.debertaV2(lower, f.flag("split_by_punct", false)),
                specials.content("unk_token"));
        return PipelineBuilder.fromFolder(className, f, CLASSES.get(className), model, specials,
                lower, TextPreparation.PrefixSpace.NONE, TextPreparation.PrefixSpace.NONE, Framing.CLS_SEP);
    }
}
