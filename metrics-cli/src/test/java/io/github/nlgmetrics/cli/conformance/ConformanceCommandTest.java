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
}
