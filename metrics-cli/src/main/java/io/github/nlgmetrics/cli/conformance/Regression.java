package io.github.nlgmetrics.cli.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.fixtures.JsonComparison;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The differences between two runs ({@code nlg-metrics regress}): two {@code conformance --json}
 * reports (cases keyed by file and id; status and the {@code actual} numbers), or two
 * {@code --segment-scores} files (segments keyed by metric and number; score and statistics).
 *
 * <p>Report cases are keyed by id (by file and id when an id repeats in a report); a report
 * written before reports carried {@code actual} is compared by status alone. A case changed when
 * its status differs or any of its numbers moved; its movement is the
 * largest absolute difference between the two runs' numbers (NaN when one run has a number the
 * other lacks). Each change has one label: {@code REGRESSED} when it went from passed to another
 * status or disappeared while passed; {@code IMPROVED} when it went from another status to passed
 * (its numbers moved to the expected ones: a fix, however far they moved, e.g. 11.04 to 100);
 * {@code MOVED} when its numbers moved by more than the allowed drift with no change of status to
 * say which way (a segment has no status: its score moved); {@code CHANGED} otherwise. The run
 * fails on {@code REGRESSED} and {@code MOVED}.
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

        /** From a real status other than passed to passed. */
        boolean gainedPass() {
            return after.equals("passed") && !before.equals("passed") && !before.equals("-") && !before.isEmpty();
        }

        /** {@code REGRESSED}, {@code IMPROVED}, {@code MOVED} or {@code CHANGED} (see the class comment). */
        String label(double maxDrift) {
            if (lostPass() || (after.equals("-") && before.isEmpty())) {
                return "REGRESSED";
            }
            if (gainedPass()) {
                return "IMPROVED";
            }
            return Double.isNaN(movement) || movement > maxDrift ? "MOVED" : "CHANGED";
        }

        boolean regression(double maxDrift) {
            String label = label(maxDrift);
            return label.equals("REGRESSED") || label.equals("MOVED");
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
        RunFiles.Kind kind = RunFiles.kind(baseline);
        if (kind != RunFiles.kind(current)) {
            throw new IllegalArgumentException("--baseline " + baseline + " is " + kind.what + " but --current "
                    + current + " is " + RunFiles.kind(current).what + ": compare two files of one kind");
        }
        Map<String, Entry> a = RunFiles.read(baseline);
        Map<String, Entry> b = RunFiles.read(current);
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

    /**
     * {@code regress --format json}: {@code {"compared", "changed", "regressed", "changes": [{"key",
     * "before", "after", "movement" (null when not comparable), "where", "regression"}]}}.
     */
    Object json(double maxDrift) {
        List<Object> list = new ArrayList<>();
        for (Change c : changes) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("key", c.key());
            m.put("before", c.before());
            m.put("after", c.after());
            m.put("movement", Double.isNaN(c.movement()) ? null : c.movement());
            m.put("where", c.where());
            m.put("regression", c.regression(maxDrift));
            list.add(m);
        }
        java.util.Map<String, Object> o = new java.util.LinkedHashMap<>();
        o.put("compared", compared);
        o.put("changed", changes.size());
        o.put("regressed", regressed(maxDrift));
        o.put("changes", list);
        return o;
    }

    /** Every change, one line each, then a summary line. */
    String text(double maxDrift) {
        StringBuilder sb = new StringBuilder();
        for (Change c : changes) {
            sb.append(c.label(maxDrift)).append(' ').append(c.line()).append(System.lineSeparator());
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
}
