package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.cli.CommandFixture;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No false pass in {@code regress} (issue 21): a file that is not exactly a report or a segment
 * file is refused (exit 2, one line naming the file), never read as a smaller run that then
 * compares clean.
 */
class RegressStrictInputTest extends CommandFixture {
    private static final String GOOD = "{\"cases\":[{\"id\":\"a\",\"status\":\"passed\"},{\"id\":\"b\",\"status\":\"passed\"}]}";

    private CliRun regress(String baseline, String current) {
        return CliRun.of("regress", "--baseline", baseline, "--current", current);
    }

    @Test
    void casesWithoutIdAreRefusedNotMergedIntoOne() throws IOException {
        String base = file("base.json", "{\"cases\":[{\"status\":\"passed\"},{\"status\":\"passed\"}]}");
        String cur = file("cur.json", "{\"cases\":[{\"status\":\"passed\"},{\"status\":\"failed\"}]}");
        assertOneLineError(regress(base, cur), "base.json", "case 1", "\"id\"");
    }

    @Test
    void aDuplicateIdIsRefusedNotOverwritten() throws IOException {
        String base = file("base.json", "{\"cases\":[{\"id\":\"a\",\"status\":\"passed\"},{\"id\":\"a\",\"status\":\"passed\"}]}");
        String cur = file("cur.json", "{\"cases\":[{\"id\":\"a\",\"status\":\"failed\"},{\"id\":\"a\",\"status\":\"passed\"}]}");
        assertOneLineError(regress(base, cur), "base.json", "'a' appears twice");
    }

    @Test
    void trailingGarbageOrASecondDocumentIsRefused() throws IOException {
        String base = file("base.json", GOOD);
        assertOneLineError(regress(base, file("garbage.json", GOOD + " xyz")), "garbage.json", "not one JSON document");
        assertOneLineError(regress(base, file("two.json", GOOD + "\n" + GOOD)), "two.json", "not one JSON document");
        CliRun r = regress(base, file("two.json", GOOD + "\n" + GOOD));
        assertTrue(!r.err().contains("Source"), r.err());
    }

    @Test
    void casesThatAreNotObjectsAreRefused() throws IOException {
        assertOneLineError(regress(file("base.json", GOOD), file("nums.json", "{\"cases\":[1,2,3]}")),
                "nums.json", "case 1 is not a conformance case");
    }

    @Test
    void aCsvAndAJsonLinesFileAreNotComparedAsRegressions() throws IOException {
        String hyp = file("hyp", "a b c d\nx y z\n");
        String ref = file("ref", "a b c d\nx y q\n");
        Path csv = dir.resolve("s.csv");
        Path jsonl = dir.resolve("s.jsonl");
        assertEquals(0, CliRun.of("bleu", "-r", ref, "-i", hyp, "--segment-scores", csv.toString()).exitCode());
        assertEquals(0, CliRun.of("bleu", "-r", ref, "-i", hyp, "--segment-scores", jsonl.toString()).exitCode());
        assertOneLineError(regress(csv.toString(), jsonl.toString()), "compare two files of one kind");
    }

    @Test
    void aMissingBaselineIsOneLineNamingIt() throws IOException {
        CliRun r = regress(dir.resolve("missing.json").toString(), file("cur.json", GOOD));
        assertOneLineError(r, "no such file", "missing.json");
        assertTrue(!r.err().contains("(No such file or directory)"), r.err());
    }

    @Test
    void aShortCsvRowNamesItsLine() throws IOException {
        String base = file("a.csv", "metric,segment,score,stat_1\nBLEU,1,1.0,2.0\n");
        String cur = file("b.csv", "metric,segment,score,stat_1\nBLEU,1,1.0\n");
        CliRun r = regress(base, cur);
        assertOneLineError(r, "b.csv line 2", "3 fields, the header has 4");
    }

    @Test
    void aDuplicateSegmentIsRefused() throws IOException {
        String base = file("a.jsonl", "{\"metric\":\"BLEU\",\"segment\":1,\"score\":1}\n");
        String cur = file("b.jsonl", "{\"metric\":\"BLEU\",\"segment\":1,\"score\":1}\n{\"metric\":\"BLEU\",\"segment\":1,\"score\":0}\n");
        assertOneLineError(regress(base, cur), "b.jsonl line 2", "appears twice");
        assertOneLineError(regress(base, file("c.jsonl", "{\"metric\":\"BLEU\",\"segment\":1,\"score\":1} {}\n")),
                "c.jsonl line 1", "not one JSON document");
    }

    @Test
    void twoEmptyRunsAreNotAClean() throws IOException {
        // Found by HostileInputFuzzTest: "0 compared, 0 changed", exit 0.
        assertOneLineError(regress(file("a.jsonl", ""), file("b.jsonl", "")), "a.jsonl: no segments");
        assertOneLineError(regress(file("a.json", "{\"cases\":[]}"), file("b.json", GOOD)), "a.json: no cases");
    }

    @Test
    void anUnclosedQuoteInACsvNamesTheFileNotTheParser() throws IOException {
        String base = file("a.csv", "metric,segment,score\nBLEU,1,1.0\n");
        for (String bad : List.of("metric,segment,score\nBLEU,1,\"1.0\n", "\"metric,segment,score\n")) {
            CliRun r = regress(base, file("b.csv", bad));
            assertOneLineError(r, "b.csv", "not CSV");
            assertTrue(!r.err().contains("startline"), r.err());
        }
    }

    @Test
    void invalidUtf8IsNamedNotJavasInputLength() throws IOException {
        Path bad = dir.resolve("bad.jsonl");
        java.nio.file.Files.write(bad, new byte[] {'{', '"', (byte) 0xff, '"', ':', '1', '}', '\n'});
        CliRun r = regress(file("a.jsonl", "{\"metric\":\"BLEU\",\"segment\":1,\"score\":1}\n"), bad.toString());
        assertOneLineError(r, "bad.jsonl", "not UTF-8");
        assertTrue(!r.err().contains("Input length"), r.err());
    }
}
