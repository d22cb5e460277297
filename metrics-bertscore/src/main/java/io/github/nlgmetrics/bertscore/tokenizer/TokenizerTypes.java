package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The registry of {@link TokenizerType}s, and the choice of class as transformers 4.26.1's
 * {@code AutoTokenizer.from_pretrained(dir, use_fast=False)} makes it: {@code tokenizer_config.json}'s
 * {@code tokenizer_class}, else {@code config.json}'s {@code tokenizer_class}, else the slow class its
 * {@code model_type} maps to ({@code TOKENIZER_MAPPING_NAMES}). A class named with {@code Fast} is read as its slow
 * class (4.26.1 would build the fast tokenizer, which gives the same ids for these families). A folder with neither
 * file naming a class or a {@code model_type} (an ONNX export's, say; transformers refuses it) is read by the
 * vocabulary it has: {@code vocab.txt} or a WordPiece
 * {@code tokenizer.json} → {@code BertTokenizer}; {@code vocab.json}/{@code encoder.json} → {@code RobertaTokenizer}
 * when the vocabulary has {@code <s>} and {@code </s>}, else {@code GPT2Tokenizer}; {@code spiece.model} →
 * ALBERT, {@code spm.model} → DeBERTa-v2, {@code sentencepiece.bpe.model} → XLM-R; such a folder without
 * {@code model_max_length} is bounded by {@code config.json}'s {@code max_position_embeddings}
 * ({@link TokenizerFiles#withoutClass}).
 */
final class TokenizerTypes {
    private static final List<TokenizerType> TYPES = List.of(new BertTokenizerType(), new ByteLevelBpeTokenizerType(),
            new XlmRobertaTokenizerType(), new AlbertTokenizerType(), new DebertaV2TokenizerType());
    /** {@code TOKENIZER_MAPPING_NAMES}' slow class of each model type whose class is here. */
    private static final Map<String, String> BY_MODEL_TYPE = Map.ofEntries(
            Map.entry("albert", "AlbertTokenizer"), Map.entry("bart", "BartTokenizer"), Map.entry("bert", "BertTokenizer"),
            Map.entry("blip", "BertTokenizer"), Map.entry("camembert", "CamembertTokenizer"),
            Map.entry("chinese_clip", "BertTokenizer"), Map.entry("data2vec-text", "RobertaTokenizer"),
            Map.entry("deberta", "DebertaTokenizer"), Map.entry("deberta-v2", "DebertaV2Tokenizer"),
            Map.entry("distilbert", "DistilBertTokenizer"), Map.entry("electra", "ElectraTokenizer"),
            Map.entry("ernie", "BertTokenizer"), Map.entry("git", "BertTokenizer"), Map.entry("gpt2", "GPT2Tokenizer"),
            Map.entry("gpt_neo", "GPT2Tokenizer"), Map.entry("gptj", "GPT2Tokenizer"), Map.entry("ibert", "RobertaTokenizer"),
            Map.entry("longformer", "LongformerTokenizer"), Map.entry("megatron-bert", "BertTokenizer"),
            Map.entry("nezha", "BertTokenizer"), Map.entry("nystromformer", "AlbertTokenizer"), Map.entry("opt", "GPT2Tokenizer"),
            Map.entry("qdqbert", "BertTokenizer"), Map.entry("roberta", "RobertaTokenizer"),
            Map.entry("roberta-prelayernorm", "RobertaTokenizer"), Map.entry("vilt", "BertTokenizer"),
            Map.entry("visual_bert", "BertTokenizer"), Map.entry("xlm-roberta", "XLMRobertaTokenizer"),
            Map.entry("xlm-roberta-xl", "XLMRobertaTokenizer"), Map.entry("yoso", "AlbertTokenizer"));
    private static final Map<String, TokenizerType> BY_CLASS = new HashMap<>();

    static {
        for (TokenizerType t : TYPES) {
            t.classes().keySet().forEach(c -> BY_CLASS.put(c, t));
        }
    }

    private TokenizerTypes() {
    }

    /** The tokenizer of the folder's files. */
    static SubwordTokenizer load(TokenizerFiles f) {
        String className = className(f);
        if (f.configuredClass() == null && f.modelType() == null) {
            f = f.withoutClass(className.equals("RobertaTokenizer") ? 2 : 0);
        }
        TokenizerType type = BY_CLASS.get(className);
        if (type == null) {
            throw new IllegalArgumentException(f.dir + ": the tokenizer class " + className
                    + " is not supported (supported: " + String.join(", ", new TreeSet<>(BY_CLASS.keySet())) + ")");
        }
        return type.load(className, f);
    }

    /** {@code AutoTokenizer}'s choice of class (see the class comment). */
    static String className(TokenizerFiles f) {
        String configured = f.configuredClass();
        if (configured != null) {
            return configured.endsWith("Fast") ? configured.substring(0, configured.length() - 4) : configured;
        }
        String type = f.modelType();
        if (type != null) {
            String c = BY_MODEL_TYPE.get(type);
            if (c == null) {
                throw new IllegalArgumentException(f.dir.resolve("config.json") + ": model_type " + type
                        + " has no supported tokenizer (supported model types: "
                        + String.join(", ", new TreeSet<>(BY_MODEL_TYPE.keySet())) + ")");
            }
            return c;
        }
        return byFiles(f);
    }

    private static String byFiles(TokenizerFiles f) {
        if (f.path("vocab.txt") != null || f.path("tokenizer.json") != null && f.path("vocab.json") == null) {
            return "BertTokenizer";
        }
        Path bpe = f.path("vocab.json") != null ? f.path("vocab.json") : f.path("encoder.json");
        if (bpe != null) {
            Map<String, Integer> v = SubwordTokenizers.readBpeVocab(bpe);
            return v.containsKey("<s>") && v.containsKey("</s>") ? "RobertaTokenizer" : "GPT2Tokenizer";
        }
        if (f.path("spiece.model") != null) {
            return "AlbertTokenizer";
        }
        if (f.path("spm.model") != null) {
            return "DebertaV2Tokenizer";
        }
        if (f.path("sentencepiece.bpe.model") != null) {
            return "XLMRobertaTokenizer";
        }
        throw new IllegalArgumentException("model directory " + f.dir + " has no tokenizer: no tokenizer_config.json or "
                + "config.json names its class, and it has no vocab.txt, tokenizer.json, vocab.json + merges.txt, "
                + "spiece.model, spm.model or sentencepiece.bpe.model");
    }

    /** The SentencePiece model {@code file} of the folder, for {@code className}. */
    static SentencePieceEncoder sentencePiece(TokenizerFiles f, String file, String className) {
        f.checkSentencePieceOptions();
        return SentencePieceEncoder.load(f.require(file, className, "SentencePiece model"));
    }
}
