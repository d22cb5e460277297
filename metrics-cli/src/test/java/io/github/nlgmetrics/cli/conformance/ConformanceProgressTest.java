package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.CommandFixture;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A first {@code bin/nlg-metrics conformance} runs for minutes (issue 39: silent for two minutes after
 * its one "building" line): it shows on stderr which golden cases it has checked, out of how many,
 * as the other commands show their progress: rewritten with {@code \r} and erased at the end, on a
 * terminal only ({@code NLG_METRICS_PROGRESS=1} shows it where stderr is a file, as here; {@code 0}
 * hides it), never on stdout.
 */
class ConformanceProgressTest extends CommandFixture {
    @Test
    void aConformanceRunShowsTheCasesCheckedOutOfTheTotalOnStderrOnly() throws Exception {
        List<String> args = List.of("conformance", RepoPaths.conformanceData().resolve("tf-nmt.csv").toString());
        String[] shown = inOwnJvm(args, "1");
        assertTrue(shown[1].startsWith("\rgolden cases: 0/45 (0%)"), shown[1]);
        assertTrue(shown[1].endsWith("\r\u001b[K"), "the line is erased at the end: " + shown[1]);
        String[] off = inOwnJvm(args, "0");
        assertEquals("", off[1]);
        assertEquals(off[0], shown[0], "progress never reaches stdout");
        assertTrue(off[0].strip().endsWith("45 passed, 0 failed"), off[0]);
    }
}
