package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.util.List;
import java.util.Map;

/**
 * {@code XLMRobertaTokenizer} and {@code CamembertTokenizer}: SentencePiece ({@code sentencepiece.bpe.model}) with
 * fairseq's ids around it ({@link SpmModel.Fairseq}: XLM-R {@code <s>}=0 {@code <pad>}=1 {@code </s>}=2
 * {@code <unk>}=3 and the pieces one up; CamemBERT its own table and four up); a piece SentencePiece does not know
 * is {@code <unk>}. Special tokens {@code <s> </s> <unk> <pad> <mask>} (CamemBERT also
 * {@code <s>NOTUSED}, {@code </s>NOTUSED}), the mask token taking the whitespace on its left; framing
 * {@code <s> x </s>}; the text goes to SentencePiece as it is.
 */
final class XlmRobertaTokenizerType implements TokenizerType {
    private static final Map<String, String> DEFAULTS = Map.of("bos_token", "<s>", "eos_token", "</s>", "sep_token",
            "</s>", "cls_token", "<s>", "unk_token", "<unk>", "pad_token", "<pad>", "mask_token", "<mask>");
    private static final Map<String, Map<String, Integer>> CLASSES = Map.of(
            "XLMRobertaTokenizer", TokenizerType.sizes(512, "xlm-roberta-base", "xlm-roberta-large",
                    "xlm-roberta-large-finetuned-conll02-dutch", "xlm-roberta-large-finetuned-conll02-spanish",
                    "xlm-roberta-large-finetuned-conll03-english", "xlm-roberta-large-finetuned-conll03-german"),
            "CamembertTokenizer", TokenizerType.sizes(512, "camembert-base"));

    @Override
    public Map<String, Map<String, Integer>> classes() {
        return CLASSES;
    }

    @Override
    public SubwordTokenizer load(String className, TokenizerFiles f) {
        boolean camembert = className.equals("CamembertTokenizer");
        SentencePieceEncoder spm = TokenizerTypes.sentencePiece(f, "sentencepiece.bpe.model", className);
        SpecialTokens specials = f.specialTokens(DEFAULTS, camembert ? List.of("<s>NOTUSED", "</s>NOTUSED") : List.of(),
                Map.of("mask_token", AddedToken.of("", true, false)));
        TokenizerModel model = new SpmModel(spm, camembert ? SpmModel.Fairseq.CAMEMBERT : SpmModel.Fairseq.XLM_ROBERTA,
                SpmRules.plain(), specials.content("unk_token"));
        return PipelineBuilder.fromFolder(className, f, CLASSES.get(className), model, specials,
                false, TextPreparation.PrefixSpace.NONE, TextPreparation.PrefixSpace.NONE, Framing.CLS_SEP);
    }
}
