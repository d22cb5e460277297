package io.github.nlgmetrics.bertscore.tokenizer;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The byte-level BPE classes: {@code GPT2Tokenizer}, {@code RobertaTokenizer}, {@code BartTokenizer},
 * {@code LongformerTokenizer} and {@code DebertaTokenizer} (DeBERTa v1), on {@code vocab.json} and
 * {@code merges.txt} (or GPT-2's original {@code encoder.json} and {@code vocab.bpe}). What differs between them:
 * <ul>
 *   <li>the special tokens: GPT-2's {@code <|endoftext|>} (bos, eos and unk; no padding), RoBERTa's, BART's and
 *       Longformer's {@code <s> </s> <unk> <pad> <mask>}, DeBERTa's {@code [CLS] [SEP] [UNK] [PAD] [MASK]}; the
 *       constructor makes each given as a string an {@code AddedToken} that strips no whitespace, except the
 *       mask token, which takes the whitespace on its left ({@code lstrip=True});</li>
 *   <li>the framing: GPT-2 adds {@code bos} only with {@code add_bos_token}; the others {@code cls … sep};</li>
 *   <li>the prefix space: bert_score passes {@code add_prefix_space=True} to the classes its {@code isinstance}
 *       test names, {@code GPT2Tokenizer} and {@code RobertaTokenizer} (BART, Longformer and DeBERTa are not
 *       subclasses of either in 4.26.1, so they use their own {@code add_prefix_space}, false by default); GPT-2
 *       then puts a space before any text, the others before a text that does not start with whitespace.</li>
 * </ul>
 */
final class ByteLevelBpeTokenizerType implements TokenizerType {
    private static final Map<String, String> GPT2_DEFAULTS = Map.of("bos_token", "<|endoftext|>", "eos_token",
            "<|endoftext|>", "unk_token", "<|endoftext|>");
    private static final Map<String, String> ROBERTA_DEFAULTS = Map.of("bos_token", "<s>", "eos_token", "</s>",
            "sep_token", "</s>", "cls_token", "<s>", "unk_token", "<unk>", "pad_token", "<pad>", "mask_token", "<mask>");
    private static final Map<String, String> DEBERTA_DEFAULTS = Map.of("bos_token", "[CLS]", "eos_token", "[SEP]",
            "sep_token", "[SEP]", "cls_token", "[CLS]", "unk_token", "[UNK]", "pad_token", "[PAD]", "mask_token", "[MASK]");
    private static final Map<String, Map<String, Integer>> CLASSES = Map.of(
            "GPT2Tokenizer", TokenizerType.sizes(1024, "gpt2", "gpt2-medium", "gpt2-large", "gpt2-xl", "distilgpt2"),
            "RobertaTokenizer", TokenizerType.sizes(512, "roberta-base", "roberta-large", "roberta-large-mnli",
                    "distilroberta-base", "roberta-base-openai-detector", "roberta-large-openai-detector"),
            "BartTokenizer", TokenizerType.sizes(1024, "facebook/bart-base", "facebook/bart-large",
                    "facebook/bart-large-mnli", "facebook/bart-large-cnn", "facebook/bart-large-xsum",
                    "yjernite/bart_eli5"),
            "LongformerTokenizer", TokenizerType.sizes(4096, "allenai/longformer-base-4096",
                    "allenai/longformer-large-4096", "allenai/longformer-large-4096-finetuned-triviaqa",
                    "allenai/longformer-base-4096-extra.pos.embd.only",
                    "allenai/longformer-large-4096-extra.pos.embd.only"),
            "DebertaTokenizer", TokenizerType.sizes(512, "microsoft/deberta-base", "microsoft/deberta-large",
                    "microsoft/deberta-xlarge", "microsoft/deberta-base-mnli", "microsoft/deberta-large-mnli",
                    "microsoft/deberta-xlarge-mnli"));

    @Override
    public Map<String, Map<String, Integer>> classes() {
        return CLASSES;
    }

    @Override
    public SubwordTokenizer load(String className, TokenizerFiles f) {
        Path vocab = f.path("vocab.json");
        Path merges = f.path("merges.txt");
        if (vocab == null && merges == null && f.path("encoder.json") != null) {
            vocab = f.path("encoder.json");
            merges = f.require("vocab.bpe", className, "merges, beside encoder.json");
        }
        vocab = vocab != null ? vocab : f.require("vocab.json", className, "vocabulary");
        merges = merges != null ? merges : f.require("merges.txt", className, "merges");
        boolean gpt2 = className.equals("GPT2Tokenizer");
        Map<String, String> defaults = gpt2 ? GPT2_DEFAULTS
                : className.equals("DebertaTokenizer") ? DEBERTA_DEFAULTS : ROBERTA_DEFAULTS;
        SpecialTokens specials = f.specialTokens(defaults, List.of(), wrapped(gpt2));
        boolean bertScorePrefix = gpt2 || className.equals("RobertaTokenizer");
        TextPreparation.PrefixSpace prefix = !bertScorePrefix && !f.flag("add_prefix_space", false)
                ? TextPreparation.PrefixSpace.NONE
                : gpt2 ? TextPreparation.PrefixSpace.ALWAYS : TextPreparation.PrefixSpace.UNLESS_SPACE;
        // tokenizer(text) (torchmetrics) adds the space only where the folder asks for it
        TextPreparation.PrefixSpace calledPrefix = !f.flag("add_prefix_space", false) ? TextPreparation.PrefixSpace.NONE
                : gpt2 ? TextPreparation.PrefixSpace.ALWAYS : TextPreparation.PrefixSpace.UNLESS_SPACE;
        Framing framing = !gpt2 ? Framing.CLS_SEP : f.flag("add_bos_token", false) ? Framing.BOS : Framing.NONE;
        TokenizerModel model = new ByteLevelBpeModel(SubwordTokenizers.readBpeVocab(vocab),
                SubwordTokenizers.readMerges(merges), specials.content("unk_token"));
        return PipelineBuilder.fromFolder(className, f, CLASSES.get(className), model, specials,
                false, prefix, calledPrefix, framing);
    }

    /** {@code GPT2Tokenizer(vocab_file, merges_file, model_max_length=maxLength)}, constructed directly. */
    static SubwordTokenizer constructGpt2(Map<String, Integer> encoder, List<String[]> merges, int maxLength) {
        SpecialTokens specials = new SpecialTokens();
        wrapped(true).forEach((a, w) -> {
            if (GPT2_DEFAULTS.containsKey(a)) {
                specials.set(a, AddedToken.of(GPT2_DEFAULTS.get(a), false, false));
            }
        });
        TokenizerModel model = new ByteLevelBpeModel(encoder, merges, specials.content("unk_token"));
        return PipelineBuilder.build("GPT2Tokenizer", model, specials, false, TextPreparation.PrefixSpace.ALWAYS,
                TextPreparation.PrefixSpace.NONE, Framing.NONE, maxLength, false, null);
    }

    /** The constructor's string → {@code AddedToken} conversions. */
    private static Map<String, AddedToken> wrapped(boolean gpt2) {
        Map<String, AddedToken> w = new HashMap<>();
        AddedToken keep = AddedToken.of("", false, false);
        for (String a : gpt2 ? List.of("bos_token", "eos_token", "unk_token", "pad_token")
                : List.of("bos_token", "eos_token", "sep_token", "cls_token", "unk_token", "pad_token")) {
            w.put(a, keep);
        }
        if (!gpt2) {
            w.put("mask_token", AddedToken.of("", true, false));
        }
        return w;
    }
}
