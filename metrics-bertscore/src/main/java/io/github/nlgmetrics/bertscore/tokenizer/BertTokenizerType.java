package io.github.nlgmetrics.bertscore.tokenizer;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code BertTokenizer}, {@code DistilBertTokenizer} and {@code ElectraTokenizer} (one code, three class names): the
 * vocabulary {@code vocab.txt}, or (for folders that only have the fast tokenizer's file) a {@code tokenizer.json}
 * whose model is WordPiece, its {@code BertNormalizer} flags then the defaults of {@code do_lower_case},
 * {@code strip_accents} and {@code tokenize_chinese_chars}. Constructor options read: those three,
 * {@code do_basic_tokenize} (false: no basic tokenizer and no lower-casing at all, since the class's
 * {@code do_lower_case} attribute then does not exist), {@code never_split}, the five special tokens (plain
 * strings: they strip the whitespace on both sides). Framing {@code [CLS] x [SEP]}.
 */
final class BertTokenizerType implements TokenizerType {
    static final Map<String, String> DEFAULTS = Map.of("unk_token", "[UNK]", "sep_token", "[SEP]", "pad_token", "[PAD]",
            "cls_token", "[CLS]", "mask_token", "[MASK]");
    private static final Map<String, Map<String, Integer>> CLASSES = Map.of(
            "BertTokenizer", TokenizerType.sizes(512, "bert-base-uncased", "bert-large-uncased", "bert-base-cased",
                    "bert-large-cased", "bert-base-multilingual-uncased", "bert-base-multilingual-cased",
                    "bert-base-chinese", "bert-base-german-cased", "bert-large-uncased-whole-word-masking",
                    "bert-large-cased-whole-word-masking", "bert-large-uncased-whole-word-masking-finetuned-squad",
                    "bert-large-cased-whole-word-masking-finetuned-squad", "bert-base-cased-finetuned-mrpc",
                    "bert-base-german-dbmdz-cased", "bert-base-german-dbmdz-uncased",
                    "TurkuNLP/bert-base-finnish-cased-v1", "TurkuNLP/bert-base-finnish-uncased-v1",
                    "wietsedv/bert-base-dutch-cased"),
            "DistilBertTokenizer", TokenizerType.sizes(512, "distilbert-base-uncased",
                    "distilbert-base-uncased-distilled-squad", "distilbert-base-cased",
                    "distilbert-base-cased-distilled-squad", "distilbert-base-german-cased",
                    "distilbert-base-multilingual-cased"),
            "ElectraTokenizer", TokenizerType.sizes(512, "google/electra-small-generator",
                    "google/electra-base-generator", "google/electra-large-generator",
                    "google/electra-small-discriminator", "google/electra-base-discriminator",
                    "google/electra-large-discriminator"));

    @Override
    public Map<String, Map<String, Integer>> classes() {
        return CLASSES;
    }

    @Override
    public SubwordTokenizer load(String className, TokenizerFiles f) {
        WordPieceOptions o = WordPieceOptions.defaults();
        List<String> vocab;
        Path vocabTxt = f.path("vocab.txt");
        if (vocabTxt != null) {
            vocab = SubwordTokenizers.readVocabTxt(vocabTxt);
        } else {
            Path tj = f.require("tokenizer.json", className, "vocabulary: vocab.txt, or a WordPiece tokenizer.json");
            JsonNode json = SubwordTokenizers.readJson(tj);
            vocab = SubwordTokenizers.tokenizerJsonVocab(json, tj.toString());
            o = SubwordTokenizers.normalizerOptions(json, o);
        }
        o = new WordPieceOptions(f.flag("do_lower_case", o.doLowerCase()), f.nullableFlag("strip_accents", o.stripAccents()),
                f.flag("tokenize_chinese_chars", o.tokenizeChineseChars()));
        boolean basic = f.flag("do_basic_tokenize", true);
        SpecialTokens specials = f.specialTokens(DEFAULTS, List.of(), Map.of());
        String wordPieceUnk = f.constructorContent("unk_token", DEFAULTS.get("unk_token"));
        return build(className + "(" + f.dir + ")", vocab, o, basic, f.strings("never_split"), specials, wordPieceUnk,
                f.modelMaxLength(CLASSES.get(className)), true, f);
    }

    /**
     * {@code BertTokenizer(vocab_file, **options, model_max_length=maxLength)} with the default special tokens:
     * constructed directly ({@code fromPretrained} false: no special token is split out of the text) or as
     * {@code from_pretrained} finishes it.
     */
    static SubwordTokenizer construct(String description, List<String> vocab, WordPieceOptions o, int maxLength,
                                      boolean fromPretrained) {
        SpecialTokens specials = new SpecialTokens();
        DEFAULTS.forEach((a, t) -> specials.set(a, AddedToken.plain(t)));
        return build(description, vocab, o, true, List.of(), specials, DEFAULTS.get("unk_token"), maxLength,
                fromPretrained, null);
    }

    private static SubwordTokenizer build(String description, List<String> vocab, WordPieceOptions o, boolean basic,
                                          List<String> neverSplit, SpecialTokens specials, String wordPieceUnk,
                                          int maxLength, boolean fromPretrained, TokenizerFiles files) {
        Set<String> basicNeverSplit = new HashSet<>(neverSplit);
        basicNeverSplit.addAll(specials.all());
        BertBasicTokenizer basicTokenizer = basic ? new BertBasicTokenizer(o.doLowerCase(), o.stripAccents(),
                o.tokenizeChineseChars(), basicNeverSplit) : null;
        TokenizerModel model = new WordPieceModel(vocab, basicTokenizer, new HashSet<>(neverSplit), wordPieceUnk,
                specials.content("unk_token"));
        return PipelineBuilder.build(description, model, specials, basic && o.doLowerCase(),
                TextPreparation.PrefixSpace.NONE, TextPreparation.PrefixSpace.NONE, Framing.CLS_SEP, maxLength, fromPretrained, files);
    }
}
