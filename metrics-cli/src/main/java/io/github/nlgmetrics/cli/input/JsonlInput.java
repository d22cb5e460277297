package io.github.nlgmetrics.cli.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * JSON Lines input ({@code nlg-metrics rouge --jsonl}): one {@code {"hyp": ..., "refs": [...]}}
 * object per line, read strictly (every defect names the file and line).
 */
public final class JsonlInput {
    private JsonlInput() {
    }

    /** The corpus in {@code path}: one {@code {"hyp": "...", "refs": ["...", ...]}} per line. */
    public static TextInput.Corpus read(String path) {
        List<String> hyps = new ArrayList<>();
        List<List<String>> segRefs = new ArrayList<>();
        ObjectMapper mapper = new ObjectMapper();
        List<String> lines = TextInput.readLines(path);
        for (int i = 0; i < lines.size(); i++) {
            String where = path + ": line " + (i + 1) + ": ";
            JsonNode n;
            try {
                // A byte-order mark before the first object is not data.
                String line = lines.get(i);
                // One object per line and nothing after it ({...}{...} is not a segment).
                n = mapper.reader().with(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                        .readTree(i == 0 && line.startsWith("\uFEFF") ? line.substring(1) : line);
            } catch (Exception e) {
                throw new IllegalArgumentException(where + "not valid JSON");
            }
            if (n == null || !n.isObject()) {
                throw new IllegalArgumentException(where + "expected a JSON object {\"hyp\": ..., \"refs\": [...]}");
            }
            JsonNode hyp = n.get("hyp");
            JsonNode rs = n.get("refs");
            if (hyp == null || !hyp.isTextual()) {
                throw new IllegalArgumentException(where + "\"hyp\" must be a string");
            }
            if (rs == null || !rs.isArray() || rs.isEmpty()) {
                throw new IllegalArgumentException(where + "\"refs\" must be a non-empty array of strings");
            }
            List<String> refList = new ArrayList<>();
            for (JsonNode r : rs) {
                if (!r.isTextual()) {
                    throw new IllegalArgumentException(where + "\"refs\" must be a non-empty array of strings");
                }
                refList.add(r.asText());
            }
            hyps.add(hyp.asText());
            segRefs.add(refList);
        }
        if (hyps.isEmpty()) {
            throw new IllegalArgumentException("empty input: " + path + " has no lines");
        }
        int nrefs = segRefs.get(0).size();
        for (List<String> r : segRefs) {
            if (r.size() != nrefs) {
                nrefs = -1;
                break;
            }
        }
        return new TextInput.Corpus(hyps, segRefs, nrefs);
    }
}
