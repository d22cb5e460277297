package io.github.nlgmetrics.cli.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One {@code serve} request, read from its JSON line and checked: {@code {"id": ANY, "args": ["bleu",
 * "-r", "ref", "-i", "hyp", ...], "files": {"ref": ["segment 1", ...], "hyp": [...]}}}. {@code args}
 * is the command line after {@code nlg-metrics} (the command first); {@code files} holds the texts
 * the arguments name, one string per segment ({@code "-"} is standard input); {@code id}, echoed in
 * the answer, is optional. Anything else is an {@link IllegalArgumentException} saying what is wrong.
 *
 * @param id the caller's id (null when none)
 * @param args the command line, the command first
 * @param files the texts by the names the arguments give them
 */
record Request(JsonNode id, List<String> args, Map<String, List<String>> files) {
    private static final Set<String> KEYS = Set.of("id", "args", "files");

    /** A strict reader: one JSON value per line, nothing after it, no duplicate keys. */
    private static final ObjectReader JSON = new ObjectMapper().reader()
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .with(StreamReadFeature.STRICT_DUPLICATE_DETECTION);

    /** The JSON value on {@code line}; an {@link IllegalArgumentException} when it is not JSON. */
    static JsonNode read(String line) {
        try {
            return JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the request is not valid JSON: "
                    + e.getOriginalMessage().replace('\n', ' '));
        }
    }

    /** The request {@code n} (a line read by {@link #read}), checked. */
    static Request of(JsonNode n) {
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException("a request is a JSON object {\"args\": [\"bleu\", \"-r\", \"ref\", ...],"
                    + " \"files\": {\"ref\": [...], ...}}");
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException("unknown request key \"" + key + "\" (known: id, args, files)");
            }
        }
        JsonNode args = n.get("args");
        if (args == null || !args.isArray() || args.isEmpty()) {
            throw new IllegalArgumentException("\"args\" must be a list of strings, the command first: [\"bleu\", \"-r\","
                    + " \"ref\", \"-i\", \"hyp\"]");
        }
        List<String> argv = new ArrayList<>();
        for (JsonNode a : args) {
            if (!a.isTextual()) {
                throw new IllegalArgumentException("\"args\" must be a list of strings: " + a + " is not a string");
            }
            argv.add(a.textValue());
        }
        Map<String, List<String>> files = new LinkedHashMap<>();
        JsonNode f = n.get("files");
        if (f != null && !f.isNull()) {
            if (!f.isObject()) {
                throw new IllegalArgumentException("\"files\" must be an object: {\"NAME\": [\"segment 1\", ...], ...}");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = f.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                files.put(e.getKey(), segments(e.getKey(), e.getValue()));
            }
        }
        return new Request(n.get("id"), List.copyOf(argv), files);
    }

    private static List<String> segments(String name, JsonNode text) {
        if (!text.isArray()) {
            throw new IllegalArgumentException("\"files\": \"" + name + "\" must be a list of strings, one per segment");
        }
        List<String> out = new ArrayList<>(text.size());
        for (JsonNode s : text) {
            if (!s.isTextual()) {
                throw new IllegalArgumentException("\"files\": \"" + name + "\": segment " + (out.size() + 1)
                        + " is not a string: " + abbreviated(s.toString()));
            }
            out.add(s.textValue());
        }
        return out;
    }

    private static String abbreviated(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
