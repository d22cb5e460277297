package io.github.nlgmetrics.cli.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.cli.report.Report;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The files {@code regress} compares, read strictly: a file that is not exactly what its kind
 * says is an error naming the file (and line), never a silently smaller or merged run — a false
 * pass. A {@code conformance --json} report must be one JSON document whose {@code cases} are
 * objects, each with a string {@code id} and {@code status}, keys (id, or file:id when ids repeat
 * across files) unique; a segment file must have one entry per metric and segment.
 */
final class RunFiles {
    private RunFiles() {
    }

    /** What a file holds, by its name. */
    enum Kind {
        REPORT("a conformance --json report"), CSV("a CSV segment-scores file"), JSONL("a JSON Lines segment-scores file");

        final String what;

        Kind(String what) {
            this.what = what;
        }
    }

    static Kind kind(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return name.endsWith(".csv") ? Kind.CSV : name.endsWith(".json") ? Kind.REPORT : Kind.JSONL;
    }

    /** The entries of a report ({@code .json}), or of a segment-scores file ({@code .csv}, else JSON Lines). */
    static Map<String, Regression.Entry> read(Path file) {
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(file + ": is a folder, not a file");
        }
        try {
            Map<String, Regression.Entry> entries = switch (kind(file)) {
                case CSV -> readCsv(file);
                case REPORT -> readReport(file);
                case JSONL -> readJsonLines(file);
            };
            if (entries.isEmpty()) {
                // Zero entries compared is no pass: an empty or truncated file is an error.
                throw new IllegalArgumentException(file + ": no " + (kind(file) == Kind.REPORT ? "cases" : "segments")
                        + " (an empty run)");
            }
            return entries;
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + ": not UTF-8 text");
        } catch (java.nio.file.NoSuchFileException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        } catch (IOException e) {
            // commons-csv's "(startline 1) EOF reached before encapsulated token finished" and the like, in our words.
            if (kind(file) == Kind.CSV && String.valueOf(e.getMessage()).contains("EOF reached")) {
                throw new IllegalArgumentException(file + ": not CSV (a quoted field is not closed)");
            }
            throw new IllegalArgumentException(file + ": cannot read (" + e.getMessage() + ")");
        }
    }

    /** One JSON document, nothing after it; an error names the file and line in our words. */
    private static JsonNode parse(Path file, String text, String where) {
        ObjectReader reader = Report.mapper().reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        try {
            return reader.readTree(text);
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            String msg = e.getOriginalMessage().replaceAll("\\s+", " ");
            int cut = msg.indexOf(" at [Source");
            throw new IllegalArgumentException(file + (where.isEmpty() ? (line > 0 ? " line " + line : "") : where)
                    + ": not one JSON document (" + (cut < 0 ? msg : msg.substring(0, cut)) + ")");
        }
    }

    private static String text(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(in.readAllBytes()))
                    .toString();
        }
    }

    private static Map<String, Regression.Entry> readReport(Path file) throws IOException {
        JsonNode root = parse(file, text(file), "");
        if (root == null || !root.isObject() || !root.has("cases") || !root.get("cases").isArray()) {
            throw new IllegalArgumentException(file + ": not a conformance --json report (no \"cases\" array)");
        }
        JsonNode cases = root.get("cases");
        java.util.Set<String> ids = new java.util.HashSet<>();
        boolean unique = true;
        for (int i = 0; i < cases.size(); i++) {
            JsonNode c = cases.get(i);
            if (!c.isObject() || !c.path("id").isTextual() || !c.path("status").isTextual()) {
                throw new IllegalArgumentException(file + ": case " + (i + 1)
                        + " is not a conformance case (an object with a string \"id\" and \"status\")");
            }
            unique &= ids.add(c.get("id").asText());
        }
        // Keyed by id (reports older than "file" match), by file:id when an id repeats.
        Map<String, Regression.Entry> out = new LinkedHashMap<>();
        for (JsonNode c : cases) {
            String key = (!unique && c.hasNonNull("file") ? c.get("file").asText() + ":" : "") + c.get("id").asText();
            Regression.Entry e = new Regression.Entry(c.get("status").asText(), c.hasNonNull("actual") ? c.get("actual") : null);
            if (out.put(key, e) != null) {
                throw new IllegalArgumentException(file + ": case id '" + key + "' appears twice (a case would hide"
                        + " another)");
            }
        }
        return out;
    }

    private static Map<String, Regression.Entry> readJsonLines(Path file) throws IOException {
        Map<String, Regression.Entry> out = new LinkedHashMap<>();
        String[] lines = text(file).split("\n", -1);
        for (int n = 1; n <= lines.length; n++) {
            String line = lines[n - 1];
            if (line.isBlank()) {
                continue;
            }
            JsonNode o = parse(file, line, " line " + n);
            if (o == null || !o.isObject() || !o.has("metric") || !o.has("segment")) {
                throw new IllegalArgumentException(file + " line " + n
                        + ": not a --segment-scores line (needs \"metric\" and \"segment\")");
            }
            ObjectNode numbers = ((ObjectNode) o).deepCopy();
            numbers.remove("metric");
            numbers.remove("segment");
            String key = o.get("metric").asText() + "#" + o.get("segment").asText();
            if (out.put(key, new Regression.Entry(null, numbers)) != null) {
                throw new IllegalArgumentException(file + " line " + n + ": segment " + key + " appears twice");
            }
        }
        return out;
    }

    private static Map<String, Regression.Entry> readCsv(Path file) throws IOException {
        Map<String, Regression.Entry> out = new LinkedHashMap<>();
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();
        try (Reader in = new java.io.StringReader(text(file)); CSVParser p = CSVParser.parse(in, format)) {
            if (!p.getHeaderMap().containsKey("metric") || !p.getHeaderMap().containsKey("segment")) {
                throw new IllegalArgumentException(file + ": not a --segment-scores CSV (needs columns metric, segment)");
            }
            int width = p.getHeaderNames().size();
            java.util.Iterator<CSVRecord> it = p.iterator();
            for (CSVRecord r; (r = GoldenFiles.nextRecord(it, e -> new IllegalArgumentException(file + " line "
                    + (p.getCurrentLineNumber() + 1) + ": not CSV (a quoted field is not closed)"))) != null; ) {
                if (r.size() != width) {
                    throw new IllegalArgumentException(file + " line " + (r.getRecordNumber() + 1) + ": " + r.size()
                            + " fields, the header has " + width);
                }
                ObjectNode numbers = JsonNodeFactory.instance.objectNode();
                for (String col : p.getHeaderNames()) {
                    if (col.equals("metric") || col.equals("segment")) {
                        continue;
                    }
                    try {
                        numbers.put(col, Double.parseDouble(r.get(col)));
                    } catch (NumberFormatException e) {
                        numbers.put(col, r.get(col));
                    }
                }
                String key = r.get("metric") + "#" + r.get("segment");
                if (out.put(key, new Regression.Entry(null, numbers)) != null) {
                    throw new IllegalArgumentException(file + " line " + (r.getRecordNumber() + 1) + ": segment " + key
                            + " appears twice");
                }
            }
        }
        return out;
    }
}
