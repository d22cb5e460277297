package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nlg-metrics regress}: two reports (or two segment-score files) that differ in exactly one
 * case report exactly that case, with its movement; the exit code follows {@code --max-drift} and
 * passed -> failed.
 */
class RegressCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** The conformance --json report of the tf-nmt goldens. */
    private Path report(String name) throws IOException {
        CliRun r = CliRun.of("conformance", "--json", RepoPaths.conformanceData().resolve("tf-nmt.csv").toString());
        assertEquals(0, r.exitCode(), r.err());
        Path p = dir.resolve(name);
        Files.writeString(p, r.out(), StandardCharsets.UTF_8);
        return p;
    }

    /** {@code report} with case {@code index}'s score moved by {@code delta} (and its status set). */
    private Path edited(Path report, int index, double delta, String status) throws IOException {
        JsonNode root = JSON.readTree(report.toFile());
        ObjectNode c = (ObjectNode) root.get("cases").get(index);
        ObjectNode actual = (ObjectNode) c.get("actual");
        actual.put("bleu", actual.get("bleu").doubleValue() + delta);
        c.put("status", status);
        Path p = dir.resolve("edited-" + index + ".json");
        JSON.writeValue(p.toFile(), root);
        return p;
    }

    private static List<String> changeLines(CliRun r) {
        return r.out().strip().lines().filter(l -> l.matches("(REGRESSED|IMPROVED|MOVED|CHANGED) .*")).toList();
    }

    /** One grammar: regress and conformance print JSON with --format json; conformance --json is its alias. */
    @Test
    void formatJson() throws IOException {
        Path a = report("a.json");
        CliRun viaFormat = CliRun.of("conformance", "--format", "json",
                RepoPaths.conformanceData().resolve("tf-nmt.csv").toString());
        assertEquals(JSON.readTree(a.toFile()).get("summary"), viaFormat.json().get("summary"));
        Path moved = edited(a, 3, 1e-3, "passed");
        CliRun r = CliRun.of("regress", "--format", "json", "--baseline", a.toString(), "--current", moved.toString());
        assertEquals(1, r.exitCode(), r.err());
        JsonNode o = r.json();
        assertEquals(45, o.get("compared").asInt());
        assertEquals(1, o.get("changed").asInt());
        assertTrue(o.get("regressed").asBoolean());
        JsonNode change = o.get("changes").get(0);
        assertEquals(1e-3, change.get("movement").asDouble(), 1e-9);
        assertTrue(change.get("regression").asBoolean());
    }

    @Test
    void identicalReportsHaveNoChanges() throws IOException {
        Path a = report("a.json");
        CliRun r = CliRun.of("regress", "--baseline", a.toString(), "--current", report("b.json").toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertEquals("45 compared, 0 changed (0 passed -> not passed, 0 moved)", r.out().strip());
    }

    @Test
    void aMovementWithinToleranceIsReportedAndFailsOnlyBeyondTheAllowedDrift() throws IOException {
        Path a = report("a.json");
        Path b = edited(a, 7, 1e-12, "passed");
        CliRun r = CliRun.of("regress", "--baseline", a.toString(), "--current", b.toString());
        List<String> lines = changeLines(r);
        assertEquals(1, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("MOVED tf-nmt-bleu-corpus-00007: moved 1.00e-12 (bleu: expected "),
                lines.get(0));
        assertEquals(1, r.exitCode());
        CliRun allowed = CliRun.of("regress", "--baseline", a.toString(), "--current", b.toString(), "--max-drift", "1e-9");
        assertEquals(0, allowed.exitCode(), allowed.out());
        assertTrue(changeLines(allowed).get(0).startsWith("CHANGED tf-nmt-bleu-corpus-00007: moved 1.00e-12"),
                allowed.out());
    }

    @Test
    void aCaseThatWentFromPassedToFailedIsTheOneReported() throws IOException {
        Path a = report("a.json");
        Path b = edited(a, 30, 0.5, "failed");
        CliRun r = CliRun.of("regress", "--baseline", a.toString(), "--current", b.toString(), "--max-drift", "1");
        List<String> lines = changeLines(r);
        assertEquals(1, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("REGRESSED tf-nmt-bleu-corpus-00030: passed -> failed; moved 0.500"),
                lines.get(0));
        assertTrue(r.out().strip().endsWith("45 compared, 1 changed (1 passed -> not passed, 1 moved; largest movement "
                + "0.500 at tf-nmt-bleu-corpus-00030)"), r.out());
        assertEquals(1, r.exitCode());
    }

    private String file(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p.toString();
    }

    /** Issue 32: a case that went from failed (11.04) to passed (100) is a fix, not a regression. */
    @Test
    void aCaseThatWentFromFailedToPassedIsAnImprovementHoweverFarItMoved() throws IOException {
        Path current = report("current.json");
        JsonNode root = JSON.readTree(current.toFile());
        double score = root.get("cases").get(12).get("actual").get("bleu").doubleValue();
        Path baseline = edited(current, 12, 11.04 - score, "failed");
        CliRun r = CliRun.of("regress", "--baseline", baseline.toString(), "--current", current.toString());
        List<String> lines = changeLines(r);
        assertEquals(1, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("IMPROVED tf-nmt-bleu-corpus-00012: failed -> passed; moved "), lines.get(0));
        assertEquals(0, r.exitCode(), r.out());
        CliRun back = CliRun.of("regress", "--baseline", current.toString(), "--current", baseline.toString());
        assertTrue(changeLines(back).get(0).startsWith("REGRESSED tf-nmt-bleu-corpus-00012: passed -> failed"), back.out());
        assertEquals(1, back.exitCode());
    }

    @Test
    void aReportWithoutFilesAndNumbersIsComparedByIdAndStatus() throws IOException {
        Path a = report("a.json");
        JsonNode root = JSON.readTree(a.toFile());
        for (JsonNode c : root.get("cases")) {
            ((ObjectNode) c).remove("file");
            ((ObjectNode) c).remove("actual");
        }
        ((ObjectNode) root.get("cases").get(3)).put("status", "failed");
        Path old = dir.resolve("old.json");
        JSON.writeValue(old.toFile(), root);
        CliRun r = CliRun.of("regress", "--baseline", old.toString(), "--current", a.toString());
        assertEquals(List.of("IMPROVED tf-nmt-bleu-corpus-00003: failed -> passed"), changeLines(r));
        assertEquals(0, r.exitCode(), r.out());
    }

    @Test
    void segmentScoreFilesDifferingInOneSegmentReportThatSegment() throws IOException {
        String ref = file("ref", "the cat sat on the mat\nhello world , how are you\na b c d e\n");
        String hyp1 = file("hyp1", "the cat sat on a mat\nhello world how are you\na b c d e\n");
        String hyp2 = file("hyp2", "the cat sat on a mat\nhello world , how are you\na b c d e\n");
        for (String ext : new String[] {"jsonl", "csv"}) {
            Path a = dir.resolve("a." + ext);
            Path b = dir.resolve("b." + ext);
            CliRun ra = CliRun.of("bleu", "-r", ref, "-i", hyp1, "--segment-scores", a.toString());
            assertEquals(0, ra.exitCode(), ra.err());
            assertEquals(0, CliRun.of("bleu", "-r", ref, "-i", hyp2, "--segment-scores", b.toString()).exitCode());
            assertEquals(3, Files.readAllLines(a).size() - (ext.equals("csv") ? 1 : 0));
            CliRun r = CliRun.of("regress", "--baseline", a.toString(), "--current", b.toString());
            List<String> lines = changeLines(r);
            assertEquals(1, lines.size(), r.out());
            assertTrue(lines.get(0).startsWith("MOVED BLEU#2: moved "), lines.get(0));
            assertEquals(1, r.exitCode());
        }
    }

    @Test
    void theSegmentScoresAreTheSentenceLevelScores() throws IOException {
        String ref = file("ref", "the cat sat on the mat\nhello world , how are you\n");
        String hyp = file("hyp", "the cat sat on a mat\nhello world how are you\n");
        Path a = dir.resolve("a.jsonl");
        CliRun r = CliRun.of("bleu", "-r", ref, "-i", hyp, "--segment-scores", a.toString());
        CliRun sentences = CliRun.of("bleu", "-r", ref, "-i", hyp, "--sentence-level", "-f", "json");
        List<String> lines = Files.readAllLines(a);
        List<String> printed = sentences.out().strip().lines().toList();
        assertEquals(2, lines.size(), r.err());
        for (int i = 0; i < 2; i++) {
            JsonNode seg = JSON.readTree(lines.get(i));
            assertEquals(i + 1, seg.get("segment").asInt());
            assertEquals(JSON.readTree(printed.get(i)).get("score").doubleValue(), seg.get("score").doubleValue(), 0.05);
            assertTrue(seg.get("stats").size() > 0, lines.get(i));
        }
    }

    @Test
    void rougeWritesSegmentScoresWithEveryTypeInItsFields() throws IOException {
        String ref = file("ref", "the cat sat on the mat\nhello world\n");
        String hyp = file("hyp", "the cat sat on a mat\nhello world\n");
        Path a = dir.resolve("rouge.jsonl");
        CliRun r = CliRun.of("rouge", "-r", ref, "-i", hyp, "--types", "rouge1,rougeL", "--segment-scores", a.toString());
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = Files.readAllLines(a);
        assertEquals(2, lines.size());
        JsonNode second = JSON.readTree(lines.get(1));
        assertEquals(2, second.get("segment").asInt());
        assertTrue(second.get("fields").toString().contains("rougeL"), lines.get(1));
        CliRun same = CliRun.of("regress", "--baseline", a.toString(), "--current", a.toString());
        assertEquals("2 compared, 0 changed (0 passed -> not passed, 0 moved)", same.out().strip());
    }

    @Test
    void anUnreadableBaselineIsOneLineAndExit2() throws IOException {
        String notReport = file("x.json", "{\"a\": 1}");
        CliRun r = CliRun.of("regress", "--baseline", notReport, "--current", notReport);
        assertEquals(2, r.exitCode());
        assertTrue(r.err().startsWith("nlg-metrics: ") && r.err().contains("not a conformance --json report"), r.err());
    }
}
