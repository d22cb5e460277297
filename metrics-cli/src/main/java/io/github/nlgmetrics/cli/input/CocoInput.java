package io.github.nlgmetrics.cli.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The COCO caption files as users have them, read the way pycocotools' {@code COCO} and
 * {@code COCO.loadRes} plus {@code COCOEvalCap} (with {@code params['image_id'] =
 * cocoRes.getImgIds()}) read them.
 *
 * <ul>
 *   <li>annotations ({@code captions_val2014.json}): {@code {"images": [{"id": ...}, ...],
 *       "annotations": [{"image_id": ..., "caption": ...}, ...]}}; an image's references are its
 *       annotations in file order;</li>
 *   <li>results ({@code captions_results.json}): {@code [{"image_id": ..., "caption": ...}, ...]}:
 *       exactly one caption per evaluated image.</li>
 * </ul>
 * The evaluated images are the annotation file's images that have a result, in the annotation
 * file's order (the order of {@code getImgIds()}). Every problem pycocoevalcap would trip on
 * (an image with two results or no reference, a result for an unknown image) is an error here.
 *
 * <p>The files are read as Python's {@code json.load} on a UTF-8 text file reads them: strictly
 * UTF-8 (UTF-16 fails), a byte-order mark refused ({@code Unexpected UTF-8 BOM}), one document
 * and nothing after it ({@code Extra data}), {@code NaN} and {@code Infinity} accepted; ids are
 * dictionary keys compared as Python compares them ({@code 1}, {@code 1.0} and {@code true} are
 * the same image).
 *
 * @param imageIds the evaluated images, as written in the files (JSON text of the id)
 * @param hypotheses one result caption per image
 * @param references the annotation captions of each image
 */
public record CocoInput(List<JsonNode> imageIds, List<String> hypotheses, List<List<String>> references) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static CocoInput read(String resultsPath, String annotationsPath) {
        JsonNode annotations = json(annotationsPath);
        JsonNode results = json(resultsPath);
        if (!annotations.isObject() || !annotations.path("images").isArray()
                || !annotations.path("annotations").isArray()) {
            throw new IllegalArgumentException(annotationsPath
                    + ": not a COCO caption annotation file (an object with \"images\" and \"annotations\" lists)");
        }
        if (!results.isArray()) {
            throw new IllegalArgumentException(resultsPath
                    + ": not a COCO caption results file (a list of {\"image_id\", \"caption\"})");
        }
        Map<String, JsonNode> ids = new LinkedHashMap<>();
        for (JsonNode img : annotations.get("images")) {
            ids.put(key(img.path("id"), annotationsPath, "images[].id"), img.get("id"));
        }
        Map<String, List<String>> refs = new LinkedHashMap<>();
        for (JsonNode ann : annotations.get("annotations")) {
            refs.computeIfAbsent(key(ann.path("image_id"), annotationsPath, "annotations[].image_id"),
                    k -> new ArrayList<>()).add(caption(ann, annotationsPath));
        }
        Map<String, String> res = new LinkedHashMap<>();
        for (JsonNode r : results) {
            String k = key(r.path("image_id"), resultsPath, "image_id");
            if (!ids.containsKey(k)) {
                throw new IllegalArgumentException(resultsPath + ": image_id " + k
                        + " is not an image of the annotation file");
            }
            if (res.put(k, caption(r, resultsPath)) != null) {
                throw new IllegalArgumentException(resultsPath + ": image_id " + k
                        + " has more than one caption (pycocoevalcap: AssertionError)");
            }
        }
        if (res.isEmpty()) {
            throw new IllegalArgumentException(resultsPath + ": no results");
        }
        List<JsonNode> imageIds = new ArrayList<>();
        List<String> hyps = new ArrayList<>();
        List<List<String>> references = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : ids.entrySet()) {
            String h = res.get(e.getKey());
            if (h == null) {
                continue;
            }
            imageIds.add(e.getValue());
            hyps.add(h);
            List<String> r = refs.get(e.getKey());
            if (r == null) {
                throw new IllegalArgumentException(annotationsPath + ": image " + e.getValue()
                        + " has a result but no annotation (pycocoevalcap: AssertionError)");
            }
            references.add(r);
        }
        return new CocoInput(imageIds, hyps, references);
    }

    /** Line files: image ids 0, 1, ... in line order. */
    public static CocoInput of(TextInput.Corpus corpus) {
        List<JsonNode> ids = new ArrayList<>();
        for (int i = 0; i < corpus.hypotheses().size(); i++) {
            ids.add(MAPPER.getNodeFactory().numberNode(i));
        }
        return new CocoInput(ids, corpus.hypotheses(), corpus.references());
    }

    private static JsonNode json(String path) {
        byte[] bytes;
        try {
            if (java.nio.file.Files.isDirectory(Path.of(path))) {
                throw new IllegalArgumentException(path + ": is a directory, not a JSON file");
            }
            bytes = java.nio.file.Files.readAllBytes(Path.of(path));
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no such file: " + path);
        } catch (IOException e) {
            throw new IllegalArgumentException(path + ": cannot read: " + e.getMessage());
        }
        String text;
        try {
            text = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IllegalArgumentException(path + ": not UTF-8 text (json.load reads UTF-8)");
        }
        if (text.startsWith("\ufeff")) {
            throw new IllegalArgumentException(path + ": starts with a byte-order mark (json.load: Unexpected UTF-8 BOM)");
        }
        try {
            return MAPPER.reader()
                    .with(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .with(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                    .readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            String msg = e.getOriginalMessage().replaceAll("\\s+", " ");
            return fail(path + (line > 0 ? " line " + line : "") + ": not one JSON document ("
                    + (msg.startsWith("Trailing token") ? "more after its end" : msg) + ")");
        }
    }

    private static JsonNode fail(String message) {
        throw new IllegalArgumentException(message);
    }

    /** An id as a Python dictionary key: numbers by value (1, 1.0 and true are one key), strings as strings. */
    private static String key(JsonNode id, String path, String field) {
        if (id.isMissingNode() || id.isNull() || id.isContainerNode()) {
            throw new IllegalArgumentException(path + ": missing or invalid " + field);
        }
        if (id.isBoolean()) {
            return id.booleanValue() ? "1" : "0";
        }
        if (id.isNumber()) {
            if (id.isFloatingPointNumber() && !Double.isFinite(id.doubleValue())) {
                return id.toString();
            }
            java.math.BigDecimal v = id.decimalValue().stripTrailingZeros();
            return v.scale() <= 0 ? v.toBigIntegerExact().toString() : v.toPlainString();
        }
        return id.toString();
    }

    private static String caption(JsonNode node, String path) {
        JsonNode c = node.path("caption");
        if (!c.isTextual()) {
            throw new IllegalArgumentException(path + ": an entry without a \"caption\" string");
        }
        return c.asText();
    }
}
