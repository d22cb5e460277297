package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.cli.input.TerminalText;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.cli.input.TextInput;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files of {@code compare}, read and checked before anything is computed: the references
 * (one segment per line, every file the same length), the systems (named by their file's base
 * name, without the extension all of them share, e.g. {@code uedin-nmt.4722} for
 * {@code uedin-nmt.4722.de}; an empty or repeated name is refused), and the external segment
 * scores of {@code --scores NAME=FILE} ({@link #readScores}).
 *
 * @param names the systems' names, in {@code -i} order
 * @param hypotheses per system, one line per segment
 * @param references per segment, one entry per reference file
 * @param referenceFiles the reference files as given
 * @param systemFiles the systems' files as given, in {@code -i} order
 */
record CompareInputs(List<String> names, List<List<String>> hypotheses, List<List<String>> references,
                     List<String> referenceFiles, List<String> systemFiles) {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A decimal number as JSON and Python's {@code float()} write one: no NaN, no infinity, no hex. */
    private static final java.util.regex.Pattern NUMBER =
            java.util.regex.Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    /** Reads and checks the reference and system files. */
    static CompareInputs read(List<String> refPaths, List<String> systemPaths) {
        List<String> names = names(systemPaths);
        List<List<String>> refFiles = new ArrayList<>();
        for (String r : refPaths) {
            refFiles.add(TextInput.readLines(r));
        }
        int n = refFiles.get(0).size();
        for (int k = 1; k < refFiles.size(); k++) {
            if (refFiles.get(k).size() != n) {
                throw new IllegalArgumentException("reference " + refPaths.get(k) + " has " + refFiles.get(k).size()
                        + " lines but " + refPaths.get(0) + " has " + n);
            }
        }
        if (n == 0) {
            throw new IllegalArgumentException("the references have no segments: " + refPaths.get(0));
        }
        List<List<String>> hyps = new ArrayList<>();
        for (int i = 0; i < systemPaths.size(); i++) {
            List<String> h = TextInput.readLines(systemPaths.get(i));
            if (h.size() != n) {
                throw new IllegalArgumentException("system " + names.get(i) + " (" + systemPaths.get(i) + ") has "
                        + h.size() + " lines but the references have " + n);
            }
            hyps.add(h);
        }
        List<List<String>> refs = new ArrayList<>(n);
        for (int j = 0; j < n; j++) {
            List<String> seg = new ArrayList<>(refFiles.size());
            for (List<String> f : refFiles) {
                seg.add(f.get(j));
            }
            refs.add(seg);
        }
        return new CompareInputs(names, hyps, refs, List.copyOf(refPaths), List.copyOf(systemPaths));
    }

    /** The number of reference files. */
    int nrefs() {
        return referenceFiles.size();
    }

    /**
     * System names from file names: the base name, less the final extension when every file has
     * the same one. Empty and repeated names are refused (a name is how a system is reported).
     */
    static List<String> names(List<String> paths) {
        List<String> base = new ArrayList<>();
        for (String p : paths) {
            Path f = Path.of(p).getFileName();
            base.add(f == null ? "" : f.toString());
        }
        String ext = null;
        boolean shared = paths.size() > 1;
        for (String b : base) {
            int dot = b.lastIndexOf('.');
            String e = dot > 0 ? b.substring(dot) : "";
            if (e.isEmpty() || (ext != null && !ext.equals(e))) {
                shared = false;
            }
            ext = e;
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < base.size(); i++) {
            String b = base.get(i);
            String name = shown(shared ? b.substring(0, b.length() - ext.length()) : b);
            if (name.isBlank()) {
                throw new IllegalArgumentException("system " + (i + 1) + " (" + paths.get(i) + ") has an empty name");
            }
            if (out.contains(name)) {
                throw new IllegalArgumentException("two systems are named '" + name + "' (" + paths.get(out.indexOf(name))
                        + ", " + paths.get(i) + "); systems are named by file, rename one");
            }
            out.add(name);
        }
        return out;
    }

    /**
     * A file's name as the reports show it: {@link TerminalText#escape}, the one sanitizer (a control, format
     * character such as U+202E, or line separator written out as Python's repr writes it), so that a name can
     * neither move the terminal's cursor nor reverse the text around it in the table, the JSON or the page.
     */
    static String shown(String name) {
        return TerminalText.escape(name);
    }

    /**
     * A file name as one shell word for a command line the reports print: as given when plain, in single quotes when
     * it holds a character the shell reads, and as {@code $'...'} with those escapes when it holds a character
     * that {@link #shown} escapes (bash reads it back as the same name).
     */
    static String shellWord(String word) {
        if (!shown(word).equals(word)) {
            return "$'" + shown(word.replace("\\", "\\\\").replace("'", "\\'")) + "'";
        }
        return word.isEmpty() || word.matches(".*[\\s'\"$`\\\\|&;<>()*?\\[\\]{}~#!].*")
                ? "'" + word.replace("'", "'\\''") + "'" : word;
    }

    /** The index of the system called {@code name} (its name, as given or as shown, or its file's base name). */
    int indexOf(String name) {
        for (int i = 0; i < names.size(); i++) {
            Path f = Path.of(systemFiles.get(i)).getFileName();
            if (names.get(i).equals(name) || names.get(i).equals(shown(name)) || (f != null && f.toString().equals(name))) {
                return i;
            }
        }
        throw new IllegalArgumentException("unknown system '" + shown(name) + "' (known: " + String.join(", ", names) + ")");
    }

    /**
     * The scores of {@code file}: {@code [system][segment]} in this comparison's order. Either TSV,
     * one {@code system<TAB>segment<TAB>score} per line, or JSONL, one
     * {@code {"system": ..., "segment": ..., "score": ...}} per line (chosen by the first
     * non-blank character, {@code {}); segments are numbered from 1 as the lines of the references;
     * every system of the comparison needs exactly one finite score for every segment; a system
     * not compared is refused (a misspelt name would otherwise vanish); a score so large that the
     * resampling's float32 sums of {@code segments} scores could overflow (past 3.4e38) is refused.
     */
    double[][] readScores(String metric, String file) {
        List<String> lines = TextInput.readLines(file);
        int n = references.size();
        double[][] out = new double[names.size()][n];
        boolean[][] seen = new boolean[names.size()][n];
        int[] count = new int[names.size()];
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            index.put(names.get(i), i);
        }
        int largestLine = -1;
        String largestText = null;
        double largest = 0;
        boolean jsonl = lines.stream().filter(l -> !l.isBlank()).findFirst().map(l -> l.strip().startsWith("{"))
                .orElse(false);
        for (int ln = 0; ln < lines.size(); ln++) {
            String line = lines.get(ln);
            if (line.isBlank()) {
                continue;
            }
            String where = file + " line " + (ln + 1);
            String system;
            String segText;
            String scoreText;
            if (jsonl) {
                JsonNode node;
                boolean trailing;
                try (com.fasterxml.jackson.core.JsonParser parser = JSON.createParser(line)) {
                    node = JSON.readTree(parser);
                    try {
                        trailing = parser.nextToken() != null;
                    } catch (java.io.IOException e) {
                        trailing = true;
                    }
                } catch (java.io.IOException e) {
                    throw new IllegalArgumentException(where + ": not a JSON object");
                }
                if (trailing) {
                    throw new IllegalArgumentException(where + ": text after the JSON object (one object per line)");
                }
                if (node == null || !node.isObject() || !node.has("system") || !node.has("segment") || !node.has("score")) {
                    throw new IllegalArgumentException(where + ": needs \"system\", \"segment\" and \"score\"");
                }
                system = node.get("system").asText();
                segText = node.get("segment").asText();
                JsonNode s = node.get("score");
                scoreText = s.isNumber() || s.isTextual() ? s.asText() : s.toString();
            } else {
                String[] f = line.split("\t", -1);
                if (f.length != 3) {
                    throw new IllegalArgumentException(where + ": needs 3 tab-separated fields (system, segment, score),"
                            + " found " + f.length);
                }
                system = f[0];
                segText = f[1].strip();
                scoreText = f[2].strip();
            }
            Integer sys = index.get(system);
            if (sys == null) {
                throw new IllegalArgumentException(where + ": system '" + system + "' is not compared (known: "
                        + String.join(", ", names) + ")");
            }
            int seg;
            try {
                seg = Integer.parseInt(segText);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": segment '" + segText + "' is not a line number");
            }
            if (seg < 1 || seg > n) {
                throw new IllegalArgumentException(where + ": segment " + seg + " is outside 1.." + n);
            }
            if (!NUMBER.matcher(scoreText).matches()) {
                throw new IllegalArgumentException(where + ": score '" + scoreText + "' is not a finite decimal number");
            }
            double v = Double.parseDouble(scoreText);
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException(where + ": score '" + scoreText + "' is out of range");
            }
            if (seen[sys][seg - 1]) {
                throw new IllegalArgumentException(where + ": a second score for system '" + system + "' segment " + seg);
            }
            seen[sys][seg - 1] = true;
            out[sys][seg - 1] = v;
            if (largestLine < 0 || Math.abs(v) > largest) {
                largestLine = ln;
                largestText = scoreText;
                largest = Math.abs(v);
            }
            count[sys]++;
        }
        if (largest * n >= Float.MAX_VALUE) {
            throw new IllegalArgumentException(file + " line " + (largestLine + 1) + ": score '" + largestText
                    + "' is too large: the bootstrap sums " + n + " scores in float32 (as sacrebleu), which holds at most"
                    + " 3.4e38");
        }
        for (int i = 0; i < names.size(); i++) {
            if (count[i] != n) {
                throw new IllegalArgumentException("--scores " + metric + "=" + file + ": system '" + names.get(i)
                        + "' has " + count[i] + " scores but there are " + n + " segments");
            }
        }
        return out;
    }
}
