package io.github.nlgmetrics.cli.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.cli.report.Report;
import io.github.nlgmetrics.fixtures.JsonComparison;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The differences between two runs ({@code nlg-metrics regress}): two {@code conformance --json}
 * reports (cases keyed by file and id; status and the {@code actual} numbers), or two
 * {@code --segment-scores} files (segments keyed by metric and number; score and statistics).
 *
 * <p>Report cases are keyed by id (by file and id when an id repeats in a report); a report
 * written before reports carried {@code actual} is compared by status alone. A case changed when
 * its status differs or any of its numbers moved; its movement is the
 * largest absolute difference between the two runs' numbers (NaN when one run has a number the
 * other lacks). It is a regression when it went from passed to another status, when it
 * disappeared while passed, or when it moved by more than the allowed drift.
 *
 * @param changes every changed, added or removed entry: regressions first, then by movement, largest first
 * @param compared how many entries both runs have
 */
record Regression(List<Change> changes, int compared) {

    /**
     * One changed entry.
     *
     * @param key the case id (file:id when ids repeat), or metric#segment
     * @param before the baseline's status ({@code "-"} when absent; {@code ""} for segments)
     * @param after the current status (likewise)
     * @param movement the largest absolute difference of the numbers (0 when none; NaN when not comparable)
     * @param where the first number that moved, as {@code path: expected X, got Y}, or empty
     */
    record Change(String key, String before, String after, double movement, String where) {
        boolean lostPass() {
            return before.equals("passed") && !after.equals("passed");
        }

        boolean regression(double maxDrift) {
            return lostPass() || (after.equals("-") && before.isEmpty()) || Double.isNaN(movement)
                    || movement > maxDrift;
        }

        String line() {
            List<String> parts = new ArrayList<>();
            if (!before.equals(after)) {
                parts.add(before + " -> " + after);
            }
            if (Double.isNaN(movement)) {
                parts.add("numbers not comparable");
            } else if (movement > 0) {
                parts.add("moved " + String.format("%.3g", movement));
            }
            return key + ": " + String.join("; ", parts) + (where.isEmpty() ? "" : " (" + where + ")");
        }
    }

    /** One entry of a run: its status (null for segments) and its numbers. */
    record Entry(String status, JsonNode numbers) {
    }

    /** Compares two runs' files. */
    static Regression compare(Path baseline, Path current, double maxDrift) {
        Map<String, Entry> a = read(baseline);
        Map<String, Entry> b = read(current);
        List<Change> changes = new ArrayList<>();
        int compared = 0;
        for (Map.Entry<String, Entry> e : a.entrySet()) {
            Entry before = e.getValue();
            Entry after = b.get(e.getKey());
            if (after == null) {
                changes.add(new Change(e.getKey(), label(before), "-", 0.0, "only in the baseline"));
                continue;
            }
            compared++;
            double movement = 0.0;
            String where = "";
            // Numbers are compared when both runs have them (a report older than "actual" has none).
            if (before.numbers() != null && after.numbers() != null) {
                JsonComparison forward = JsonComparison.compare(before.numbers(), after.numbers(), 0.0);
                JsonComparison backward = JsonComparison.compare(after.numbers(), before.numbers(), 0.0);
                movement = Double.isNaN(forward.maxAbsDiff()) || Double.isNaN(backward.maxAbsDiff()) ? Double.NaN
                        : Math.max(forward.maxAbsDiff(), backward.maxAbsDiff());
                where = forward.matches() ? (backward.matches() ? "" : "only in current: " + backward.firstMismatch())
                        : forward.firstMismatch();
                if (!where.isEmpty() && movement == 0.0) {
                    movement = Double.NaN;
                }
            }
            if (!label(before).equals(label(after)) || !where.isEmpty()) {
                changes.add(new Change(e.getKey(), label(before), label(after), movement, where));
            }
        }
        for (String key : b.keySet()) {
            if (!a.containsKey(key)) {
                changes.add(new Change(key, "-", label(b.get(key)), 0.0, "only in current"));
            }
        }
        changes.sort(Comparator.comparing((Change c) -> !c.regression(maxDrift))
                .thenComparing(c -> Double.isNaN(c.movement()) ? Double.NEGATIVE_INFINITY : -c.movement())
                .thenComparing(Change::key));
        return new Regression(changes, compared);
    }

    private static String label(Entry e) {
        return e.status() == null ? "" : e.status();
    }

    /** Whether anything went from passed to not passed, a passed entry disappeared, or a number moved more than {@code maxDrift}. */
    boolean regressed(double maxDrift) {
        return changes.stream().anyMatch(c -> c.regression(maxDrift));
    }

    /** Every change, one line each, then a summary line. */
    String text(double maxDrift) {
        StringBuilder sb = new StringBuilder();
        for (Change c : changes) {
            sb.append(c.regression(maxDrift) ? "REGRESSED " : "CHANGED ").append(c.line()).append(System.lineSeparator());
        }
        long lost = changes.stream().filter(Change::lostPass).count();
        long moved = changes.stream().filter(c -> c.movement() != 0.0).count();
        Change largest = changes.stream().filter(c -> !Double.isNaN(c.movement()))
                .max(Comparator.comparingDouble(Change::movement)).orElse(null);
        sb.append(compared).append(" compared, ").append(changes.size()).append(" changed (")
                .append(lost).append(" passed -> not passed, ").append(moved).append(" moved");
        if (largest != null && largest.movement() > 0) {
            sb.append("; largest movement ").append(String.format("%.3g", largest.movement())).append(" at ")
                    .append(largest.key());
        }
        return sb.append(')').toString();
    }

    /** The entries of a report ({@code .json}), or of a segment-scores file ({@code .csv}, else JSON Lines). */
    static Map<String, Entry> read(Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        try {
            if (name.endsWith(".csv")) {
                return readCsv(file);
            }
            if (name.endsWith(".json")) {
                return readReport(file);
            }
            return readJsonLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }

    private static Map<String, Entry> readReport(Path file) throws IOException {
        JsonNode root = Report.mapper().readTree(file.toFile());
        if (root == null || !root.has("cases") || !root.get("cases").isArray()) {
            throw new IllegalArgumentException(file + ": not a conformance --json report (no \"cases\" array)");
        }
        // Keyed by id (ids are unique in the bundled set, and reports older than "file" match), by
        // file:id when an id repeats.
        java.util.Set<String> ids = new java.util.HashSet<>();
        boolean unique = true;
        for (JsonNode c : root.get("cases")) {
            unique &= ids.add(c.path("id").asText());
        }
        Map<String, Entry> out = new LinkedHashMap<>();
        for (JsonNode c : root.get("cases")) {
            String key = (!unique && c.hasNonNull("file") ? c.get("file").asText() + ":" : "") + c.path("id").asText();
            out.put(key, new Entry(c.path("status").asText(), c.hasNonNull("actual") ? c.get("actual") : null));
        }
        return out;
    }

    private static Map<String, Entry> readJsonLines(Path file) throws IOException {
        Map<String, Entry> out = new LinkedHashMap<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank()) {
                    continue;
                }
                JsonNode o;
                try {
                    o = Report.mapper().readTree(line);
                } catch (IOException e) {
                    throw new IllegalArgumentException(file + " line " + n + ": not JSON", e);
                }
                if (o == null || !o.has("metric") || !o.has("segment")) {
                    throw new IllegalArgumentException(file + " line " + n
                            + ": not a --segment-scores line (needs \"metric\" and \"segment\")");
                }
                ObjectNode numbers = ((ObjectNode) o).deepCopy();
                numbers.remove("metric");
                numbers.remove("segment");
                out.put(o.get("metric").asText() + "#" + o.get("segment").asText(), new Entry(null, numbers));
            }
        }
        return out;
    }

    private static Map<String, Entry> readCsv(Path file) throws IOException {
        Map<String, Entry> out = new LinkedHashMap<>();
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8); CSVParser p = CSVParser.parse(in, format)) {
            if (!p.getHeaderMap().containsKey("metric") || !p.getHeaderMap().containsKey("segment")) {
                throw new IllegalArgumentException(file + ": not a --segment-scores CSV (needs columns metric, segment)");
            }
            for (CSVRecord r : p) {
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
                out.put(r.get("metric") + "#" + r.get("segment"), new Entry(null, numbers));
            }
        }
        return out;
    }
}
