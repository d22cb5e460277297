package io.github.nlgmetrics.bertscore.tokenizer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * A model folder's tokenizer files, read once, as transformers 4.26.1's {@code from_pretrained} reads them:
 * {@code tokenizer_config.json} (the constructor's keyword arguments, {@code tokenizer_class} popped),
 * {@code special_tokens_map.json} (set on the tokenizer after construction: an object is an {@code AddedToken}),
 * {@code added_tokens.json} (tokens added after that) and {@code config.json} (for the class: its
 * {@code tokenizer_class} and {@code model_type}). Every problem is an {@link IllegalArgumentException} of one line
 * that names the file.
 */
final class TokenizerFiles {
    /** The folder. */
    final Path dir;
    /** What {@code from_pretrained} was given: a hub name finds {@code model_max_length} in the class's table. */
    final String name;
    private final JsonNode tokenizerConfig;
    private final JsonNode specialTokensMap;
    private final JsonNode addedTokens;
    private final JsonNode config;
    /** The {@code model_max_length} of last resort (a folder transformers would refuse), or 0 for none. */
    private final int positionsFallback;

    private TokenizerFiles(TokenizerFiles f, int positionsFallback) {
        this.dir = f.dir;
        this.name = f.name;
        this.tokenizerConfig = f.tokenizerConfig;
        this.specialTokensMap = f.specialTokensMap;
        this.addedTokens = f.addedTokens;
        this.config = f.config;
        this.positionsFallback = positionsFallback;
    }

    private TokenizerFiles(Path dir, String name) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("model directory " + dir + " does not exist or is not a directory");
        }
        this.dir = dir;
        this.name = name;
        this.tokenizerConfig = object("tokenizer_config.json", true);
        this.specialTokensMap = object("special_tokens_map.json", false);
        this.addedTokens = object("added_tokens.json", false);
        this.config = object("config.json", false);
        this.positionsFallback = 0;
    }

    /**
     * These files, read as a folder that transformers would not load (no class named, no {@code model_type}: an
     * ONNX export's, say): without {@code model_max_length}, {@code config.json}'s {@code max_position_embeddings}
     * less {@code reserved} (2 for RoBERTa, whose positions start after the padding index) bounds the texts, so that
     * a long text is cut rather than run past the model's positions.
     */
    TokenizerFiles withoutClass(int reserved) {
        JsonNode p = config == null ? null : config.get("max_position_embeddings");
        return new TokenizerFiles(this, p != null && p.canConvertToInt() && p.asInt() > reserved ? p.asInt() - reserved : 0);
    }

    /** The files of {@code dir}; {@code name}: what the folder was asked for by (a path, or a hub name). */
    static TokenizerFiles read(Path dir, String name) {
        return new TokenizerFiles(dir, name);
    }

    private JsonNode object(String file, boolean emptyIfAbsent) {
        Path p = path(file);
        if (p == null) {
            return emptyIfAbsent ? JsonNodeFactory.instance.objectNode() : null;
        }
        JsonNode n = SubwordTokenizers.readJson(p);
        if (!n.isObject()) {
            throw new IllegalArgumentException(p + " is not a JSON object");
        }
        return n;
    }

    /** {@code dir/file} when it is a regular file, else null. */
    Path path(String file) {
        Path p = dir.resolve(file);
        return Files.isRegularFile(p) ? p : null;
    }

    /** {@code dir/file}, or a one-line error naming what {@code className} needs it for. */
    Path require(String file, String className, String what) {
        Path p = path(file);
        if (p == null) {
            throw new IllegalArgumentException("model directory " + dir + " has no " + file + " (" + className + "'s "
                    + what + ")");
        }
        return p;
    }

    /** {@code tokenizer_config.json}'s {@code tokenizer_class}, else {@code config.json}'s; null when neither has one. */
    String configuredClass() {
        JsonNode c = tokenizerConfig.get("tokenizer_class");
        if (c == null || c.isNull()) {
            c = config == null ? null : config.get("tokenizer_class");
        }
        if (c == null || c.isNull()) {
            return null;
        }
        if (!c.isTextual()) {
            throw new IllegalArgumentException(dir + ": tokenizer_class is " + c + ", not a class name");
        }
        return c.asText();
    }

    /** {@code config.json}'s {@code model_type}, or null. */
    String modelType() {
        return config == null || !config.path("model_type").isTextual() ? null : config.get("model_type").asText();
    }

    /** A constructor argument of {@code tokenizer_config.json} that must be true or false. */
    boolean flag(String key, boolean dflt) {
        JsonNode n = tokenizerConfig.get(key);
        if (n == null) {
            return dflt;
        }
        if (!n.isBoolean()) {
            throw new IllegalArgumentException(file("tokenizer_config.json") + ": " + key + " must be true or false, got " + n);
        }
        return n.asBoolean();
    }

    /** A constructor argument that is true, false or null (None). */
    Boolean nullableFlag(String key, Boolean dflt) {
        JsonNode n = tokenizerConfig.get(key);
        if (n == null) {
            return dflt;
        }
        return n.isNull() ? null : flag(key, false);
    }

    /** A constructor argument that is a list of strings, or null; empty when absent. */
    List<String> strings(String key) {
        JsonNode n = tokenizerConfig.get(key);
        List<String> out = new ArrayList<>();
        if (n == null || n.isNull()) {
            return out;
        }
        if (!n.isArray()) {
            throw new IllegalArgumentException(file("tokenizer_config.json") + ": " + key + " must be a list of strings, got " + n);
        }
        for (JsonNode e : n) {
            if (!e.isTextual()) {
                throw new IllegalArgumentException(file("tokenizer_config.json") + ": " + key + " holds " + e + ", not a string");
            }
            out.add(e.asText());
        }
        return out;
    }

    /**
     * {@code model_max_length}: the constructor's ({@code model_max_length}, or the older {@code max_len}), the
     * smaller of it and {@code table}'s entry when {@link #name} is a key there, else no limit (for a folder read
     * {@link #withoutClass}, its positions).
     */
    int modelMaxLength(Map<String, Integer> table) {
        JsonNode n = tokenizerConfig.get("model_max_length");
        if (n == null || n.isNull()) {
            n = tokenizerConfig.get("max_len");
        }
        double value = Double.POSITIVE_INFINITY;
        if (n != null && !n.isNull()) {
            if (!n.isNumber()) {
                throw new IllegalArgumentException(file("tokenizer_config.json") + ": model_max_length must be a number, got " + n);
            }
            value = n.asDouble();
        }
        Integer known = name == null ? null : table.get(name);
        if (known != null) {
            value = Math.min(value, known);
        }
        if (value == Double.POSITIVE_INFINITY && positionsFallback > 0) {
            value = positionsFallback;
        }
        return value >= PretrainedTokenizer.NO_LIMIT ? PretrainedTokenizer.NO_LIMIT : (int) value;
    }

    /**
     * The special tokens as {@code from_pretrained} leaves them: the class's {@code defaults} (attribute → content,
     * null for None) unless {@code tokenizer_config.json} gives the attribute (a string, an {@code AddedToken}
     * object or null); a string of an attribute in {@code wrapped} made an {@code AddedToken} with that token's
     * flags, as the class's constructor does; then {@code special_tokens_map.json} set over them.
     */
    SpecialTokens specialTokens(Map<String, String> defaults, List<String> additional, Map<String, AddedToken> wrapped) {
        SpecialTokens s = new SpecialTokens();
        String tc = file("tokenizer_config.json");
        for (String a : SpecialTokens.ATTRIBUTES) {
            AddedToken t = tokenizerConfig.has(a) ? token(tokenizerConfig.get(a), tc, a, true)
                    : defaults.get(a) == null ? null : AddedToken.plain(defaults.get(a));
            AddedToken w = wrapped.get(a);
            if (t != null && t.plain() && w != null) {
                t = new AddedToken(t.content(), w.singleWord(), w.lstrip(), w.rstrip(), w.normalized(), false);
            }
            s.set(a, t);
        }
        if (tokenizerConfig.has(SpecialTokens.ADDITIONAL)) {
            s.setAdditional(tokens(tokenizerConfig.get(SpecialTokens.ADDITIONAL), tc, true));
        } else {
            s.setAdditional(additional.stream().map(AddedToken::plain).toList());
        }
        if (specialTokensMap != null) {
            String sm = file("special_tokens_map.json");
            for (Iterator<Map.Entry<String, JsonNode>> it = specialTokensMap.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (SpecialTokens.ATTRIBUTES.contains(e.getKey())) {
                    s.set(e.getKey(), token(e.getValue(), sm, e.getKey(), false));
                } else if (e.getKey().equals(SpecialTokens.ADDITIONAL)) {
                    s.setAdditional(tokens(e.getValue(), sm, false));
                }
            }
        }
        return s;
    }

    /** The content the constructor gets for {@code attribute}: {@code tokenizer_config.json}'s, else {@code dflt}. */
    String constructorContent(String attribute, String dflt) {
        if (!tokenizerConfig.has(attribute)) {
            return dflt;
        }
        AddedToken t = token(tokenizerConfig.get(attribute), file("tokenizer_config.json"), attribute, true);
        return t == null ? null : t.content();
    }

    /**
     * {@code sp_model_kwargs}: empty, or options that leave {@code encode} deterministic; sampling (subword
     * regularization) is refused, since no two runs would give the same ids.
     */
    void checkSentencePieceOptions() {
        JsonNode n = tokenizerConfig.get("sp_model_kwargs");
        if (n != null && n.path("enable_sampling").asBoolean(false)) {
            throw new IllegalArgumentException(file("tokenizer_config.json") + ": sp_model_kwargs enables sampling "
                    + "(subword regularization): the ids would change from run to run");
        }
    }

    /** The tokens of {@code added_tokens.json} added to {@code v}, if the file exists. */
    void addTokens(AddedVocabulary v) {
        if (addedTokens != null) {
            v.addFromFile(addedTokens, file("added_tokens.json"));
        }
    }

    private List<AddedToken> tokens(JsonNode n, String file, boolean typed) {
        List<AddedToken> out = new ArrayList<>();
        if (n.isNull()) {
            return out;
        }
        if (!n.isArray()) {
            throw new IllegalArgumentException(file + ": " + SpecialTokens.ADDITIONAL + " must be a list, got " + n);
        }
        for (JsonNode e : n) {
            out.add(token(e, file, SpecialTokens.ADDITIONAL, typed));
        }
        return out;
    }

    /**
     * A special token: a string, null (None), or an {@code AddedToken} object (in {@code tokenizer_config.json}
     * marked {@code "__type": "AddedToken"}; in {@code special_tokens_map.json} any object).
     */
    private static AddedToken token(JsonNode n, String file, String key, boolean typed) {
        if (n == null || n.isNull()) {
            return null;
        }
        if (n.isTextual()) {
            return AddedToken.plain(n.asText());
        }
        if (n.isObject() && (!typed || "AddedToken".equals(n.path("__type").asText())) && n.path("content").isTextual()) {
            return new AddedToken(n.get("content").asText(), bool(n, "single_word", false, file, key),
                    bool(n, "lstrip", false, file, key), bool(n, "rstrip", false, file, key),
                    bool(n, "normalized", true, file, key), false);
        }
        throw new IllegalArgumentException(file + ": " + key + " is " + n + ", neither a string nor an AddedToken");
    }

    private static boolean bool(JsonNode o, String field, boolean dflt, String file, String key) {
        JsonNode n = o.get(field);
        if (n == null) {
            return dflt;
        }
        if (!n.isBoolean()) {
            throw new IllegalArgumentException(file + ": " + key + "." + field + " must be true or false, got " + n);
        }
        return n.asBoolean();
    }

    private String file(String name) {
        return dir.resolve(name).toString();
    }
}
