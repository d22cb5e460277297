package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.cli.CommandFixture;
import io.github.nlgmetrics.fixtures.RepoPaths;
import org.junit.jupiter.api.Test;

/** {@code nlg-metrics conformance}: the parity table, the JSON report and the exit code. */
class ConformanceCommandTest extends CommandFixture {
    private static String sacrebleuGoldens() {
        return RepoPaths.conformanceData().resolve("sacrebleu.csv").toString();
    }

    @Test
    void textModeEndsWithTheCountsLine() {
        CliRun r = CliRun.of("conformance", sacrebleuGoldens());
        String last = r.out().strip().lines().reduce((a, b) -> b).orElse("");
        assertTrue(last.matches("\\d+ passed, 0 failed(, \\d+ skipped)?"), last);
        assertTrue(r.out().contains("sacrebleu    bleu      corpus"), r.out());
        assertEquals(0, r.exitCode());
    }

    @Test
    void jsonModeHasTheSummaryAndEveryCase() throws Exception {
        CliRun r = CliRun.of("conformance", "--json", sacrebleuGoldens());
        JsonNode o = r.json();
        int total = o.get("summary").get("passed").asInt() + o.get("summary").get("failed").asInt()
                + o.get("summary").get("unsupported").asInt();
        assertEquals(240, total);
        assertEquals(240, o.get("cases").size());
        JsonNode first = o.get("cases").get(0);
        for (String k : new String[] {"id", "impl", "metric", "level", "status", "max_abs_diff", "message"}) {
            assertTrue(first.has(k), k);
        }
    }

    @Test
    void aFailingCaseMakesTheExitCodeNonZero() throws Exception {
        String bad = file("bad.csv", "id,impl,metric,level,options,hypotheses,references,expected,tolerance\n"
                + "x-1,sacrebleu,bleu,sentence,{},\"[\"\"a b c d\"\"]\",\"[[\"\"a b c d\"\"]]\",\"{\"\"score\"\": 1.0}\",1e-9\n");
        CliRun r = CliRun.of("conformance", bad);
        assertEquals(1, r.exitCode());
        assertTrue(r.out().contains("FAILED x-1"), r.out());
        assertTrue(r.out().strip().endsWith("0 passed, 1 failed"), r.out());
    }

    @Test
    void aMissingInputIsAUsageError() {
        CliRun r = CliRun.of("conformance", dir.resolve("none.csv").toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().startsWith("nlg-metrics: no such golden file"), r.err());
    }

    /** A stock ROUGE-1.5.5 data/ folder (what ROUGE_EVAL_HOME names for pyrouge users) as --rouge-data. */
    private java.nio.file.Path stockFolder(String name, String db) throws java.io.IOException {
        java.nio.file.Path stock = java.nio.file.Files.createDirectory(dir.resolve(name));
        io.github.nlgmetrics.cli.dropin.rouge155.StockRougeData.folder(stock, db);
        return stock;
    }

    /** The original distribution's WordNet-2.0.exc.db (Berkeley DB 1.85): every rouge155 case passes. */
    @Test
    void aStockRougeDataFolderPassesTheRouge155Goldens() throws Exception {
        java.nio.file.Path stock = stockFolder("stock", "WordNet-2.0.exc.db.185");
        CliRun r = CliRun.of("conformance", "--rouge-data", stock.toString(), "--filter", "rouge155:*:*",
                RepoPaths.conformanceData().resolve("rouge155.csv").toString(),
                RepoPaths.conformanceData().resolve("stem.csv").toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().strip().endsWith("12267 passed, 0 failed"), r.out());
        assertEquals("", r.err());
    }

    /** An empty WordNet-2.0.exc.db is followed (the cases that stem through it fail) and one note says why. */
    @Test
    void anEmptyStockDatabaseFailsTheStemmingCasesWithANote() throws Exception {
        java.nio.file.Path stock = stockFolder("empty", "empty-v9.db");
        CliRun r = CliRun.of("conformance", "--rouge-data", stock.toString(),
                RepoPaths.conformanceData().resolve("rouge155.csv").toString());
        assertEquals(1, r.exitCode());
        assertEquals("nlg-metrics conformance: note: the ROUGE data directory " + stock + " holds an empty exception"
                + " table (an empty WordNet-2.0.exc.db, as many public ROUGE-1.5.5 copies ship); the golden cases were made"
                + " with the bundled 5,930-entry table: rouge155 cases that stem (-m, stem.csv) follow it and fail;"
                + " without --rouge-data and ROUGE_EVAL_HOME the bundled table is used\n", r.err());
    }

    /** A table rebuilt in the other order of WordNet's .exc files ("better" -> "good"): the note counts what differs. */
    @Test
    void theNoteCountsTheEntriesThatDiffer() throws Exception {
        java.nio.file.Path data = java.nio.file.Files.createDirectory(dir.resolve("rebuilt"));
        StringBuilder tsv = new StringBuilder();
        io.github.nlgmetrics.rouge.rouge155.Rouge155Data.bundled().exceptions().forEach((k, v) ->
                tsv.append(k).append('\t').append(k.equals("better") || k.equals("best") ? "good" : v).append('\n'));
        java.nio.file.Files.writeString(data.resolve("WordNet-2.0-exceptions.tsv"), tsv);
        java.nio.file.Files.writeString(data.resolve("smart_common_words.txt"), "the\n");
        java.util.List<io.github.nlgmetrics.fixtures.CaseResult> failed = java.util.List.of(
                io.github.nlgmetrics.fixtures.CaseResult.failed(golden("rouge155"), "differs"));
        assertEquals(java.util.Optional.of("nlg-metrics conformance: note: the ROUGE data directory " + data + " holds"
                + " an exception table of 5,930 entries that differs in 2; the golden cases were made with the bundled"
                + " 5,930-entry table: rouge155 cases that stem (-m, stem.csv) follow it and fail; without --rouge-data and"
                + " ROUGE_EVAL_HOME the bundled table is used"),
                ConformanceCommand.rougeDataNote(new io.github.nlgmetrics.fixtures.EvalContext(data), failed));
        assertEquals(java.util.Optional.empty(), ConformanceCommand.rougeDataNote(
                new io.github.nlgmetrics.fixtures.EvalContext(data), java.util.List.of(
                        io.github.nlgmetrics.fixtures.CaseResult.failed(golden("sacrebleu"), "differs"))));
    }

    private static io.github.nlgmetrics.fixtures.GoldenCase golden(String impl) {
        var n = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        return new io.github.nlgmetrics.fixtures.GoldenCase("x-1", impl, "rouge", "corpus", n.objectNode(), n.arrayNode(),
                n.arrayNode(), n.objectNode(), 0, "x.csv");
    }
}
