package io.github.nlgmetrics.bertscore.family;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A checkpoint's {@code config.json}, read as transformers 4.26.1's configuration classes read it: each family
 * asks for its own fields with its configuration class's defaults ({@code BertConfig(hidden_size=768, ...)}),
 * a field absent from the file takes the default, and a field present with the wrong type is one
 * {@link IllegalArgumentException} naming the file, the field and the value.
 */
public final class ModelConfig {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode root;
    private final String source;

    private ModelConfig(JsonNode root, String source) {
        this.root = root;
        this.source = source;
    }

    /** {@code config.json} of {@code modelDir}. */
    public static ModelConfig read(Path modelDir) {
        Path file = modelDir.resolve("config.json");
        try {
            JsonNode root = JSON.readTree(Files.readString(file));
            if (root == null || !root.isObject()) {
                throw new IllegalArgumentException(file + " is not a JSON object");
            }
            return new ModelConfig(root, file.toString());
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no config.json in " + modelDir + " (a Hugging Face model folder has one)");
        } catch (IOException e) {
            String msg = e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("");
            throw new IllegalArgumentException(file + " is not valid JSON: " + msg);
        }
    }

    /** A configuration from JSON text (tests; {@code source} names it in messages). */
    public static ModelConfig parse(String json, String source) {
        try {
            JsonNode root = JSON.readTree(json);
            if (root == null || !root.isObject()) {
                throw new IllegalArgumentException(source + " is not a JSON object");
            }
            return new ModelConfig(root, source);
        } catch (IOException e) {
            throw new IllegalArgumentException(source + " is not valid JSON: " + e.getMessage());
        }
    }

    /** The file, for messages. */
    public String source() {
        return source;
    }

    /** {@code model_type} ("" when absent). */
    public String modelType() {
        return root.path("model_type").asText("");
    }

    /** Whether {@code key} is present and not null. */
    public boolean has(String key) {
        return root.hasNonNull(key);
    }

    /** The integer {@code key}, or {@code dflt} when absent or null. */
    public int integer(String key, int dflt) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw bad(key, v, "a whole number");
        }
        return v.asInt();
    }

    /** The number {@code key}, or {@code dflt}. */
    public double number(String key, double dflt) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isNumber() || !Double.isFinite(v.asDouble())) {
            throw bad(key, v, "a finite number");
        }
        return v.asDouble();
    }

    /** The boolean {@code key}, or {@code dflt}. */
    public boolean bool(String key, boolean dflt) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isBoolean()) {
            throw bad(key, v, "true or false");
        }
        return v.asBoolean();
    }

    /** The string {@code key}, or {@code dflt}. */
    public String string(String key, String dflt) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isTextual()) {
            throw bad(key, v, "a string");
        }
        return v.asText();
    }

    /**
     * The list of strings {@code key}; a single string is split on {@code |} as DeBERTa's configuration splits
     * {@code pos_att_type} ({@code "c2p|p2c"}); {@code dflt} when absent.
     */
    public List<String> strings(String key, List<String> dflt) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        List<String> out = new ArrayList<>();
        if (v.isTextual()) {
            for (String s : v.asText().toLowerCase(java.util.Locale.ROOT).split("\\|")) {
                out.add(s.strip());
            }
            return out;
        }
        if (!v.isArray()) {
            throw bad(key, v, "a list of strings");
        }
        for (JsonNode e : v) {
            if (!e.isTextual()) {
                throw bad(key, v, "a list of strings");
            }
            out.add(e.asText());
        }
        return out;
    }

    /** A configuration value the encoder cannot be built with: one line naming the file, the key and the value. */
    public IllegalArgumentException unsupported(String key, Object value, String why) {
        return new IllegalArgumentException(source + ": " + key + " = " + value + " " + why);
    }

    private IllegalArgumentException bad(String key, JsonNode v, String what) {
        return new IllegalArgumentException(source + ": " + key + " is " + v + ", not " + what);
    }
}
