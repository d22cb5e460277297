package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.fixtures.CaseFilter;
import io.github.nlgmetrics.fixtures.CaseResult;
import io.github.nlgmetrics.fixtures.CaseStatus;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import io.github.nlgmetrics.fixtures.protocol.ExternalRunner;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code conformance --external} never passes falsely, never hangs, never fills the heap (issue
 * 21): an answer followed by anything on its line fails; an adapter that never answers is given
 * up after {@value ExternalRunner#GIVE_UP} timeouts in a row; one that prints without end, an
 * endless line or endless stderr costs bounded memory; a timeout too large to count is refused;
 * a filter that matches nothing is an error, not a clean run of zero cases.
 */
class ExternalHardeningTest {
    private static List<CaseResult> external(String command, String filter, Duration timeout) {
        return new ExternalRunner(command, 1, timeout, null)
                .run(GoldenFiles.stream(List.of(RepoPaths.conformanceData()), CaseFilter.parse(filter)));
    }

    private static List<CaseResult> broken(String mode) {
        return external(ExternalConformanceTest.javaCommand(BrokenAdapter.class.getName(), mode), "tf-nmt:*:corpus",
                Duration.ofSeconds(60));
    }

    @Test
    void anAnswerFollowedByGarbageOrASecondAnswerFails() {
        for (String mode : List.of("trailing", "two")) {
            List<CaseResult> r = broken(mode);
            assertEquals(45, r.size());
            for (CaseResult c : r) {
                assertEquals(CaseStatus.FAILED, c.status(), mode + " " + c.goldenCase().id());
                assertTrue(c.message().startsWith("answer has more after its JSON value: "), c.message());
            }
        }
    }

    @Test
    void anAdapterThatNeverAnswersIsGivenUpAfterThreeTimeouts() {
        ExternalRunner.AdapterException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () ->
                assertThrows(ExternalRunner.AdapterException.class,
                        () -> external("sleep 1000", "tf-nmt", Duration.ofSeconds(1))));
        assertTrue(e.getMessage().contains("answered nothing within --case-timeout 1.0 s (3 times in a row)"),
                e.getMessage());
    }

    @Test
    void anAdapterPrintingWithoutEndFailsEachCaseWithoutFillingTheHeap() {
        List<CaseResult> r = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> external("yes", "tf-nmt:*:corpus", Duration.ofSeconds(5)));
        assertEquals(45, r.size());
        assertTrue(r.stream().allMatch(c -> c.status() == CaseStatus.FAILED));
    }

    @Test
    void anOverlongLineFailsItsCaseAndEndlessStderrIsDrained() {
        String longLine = "cat /dev/zero | tr '\\0' e >&2 & while read l; do head -c 5000000 /dev/zero | tr '\\0' x; echo; done";
        List<CaseResult> r = assertTimeoutPreemptively(Duration.ofSeconds(90),
                () -> external(longLine, "tf-nmt:*:corpus", Duration.ofSeconds(20)).subList(0, 3));
        for (CaseResult c : r) {
            assertEquals(CaseStatus.FAILED, c.status());
            assertTrue(c.message().startsWith("answer longer than "), c.message());
        }
    }

    @Test
    void aCaseTimeoutTooLargeIsOneLine() {
        CliRun r = CliRun.of("conformance", "--external", "cat", "--case-timeout", "1e12", "--filter", "tf-nmt");
        assertEquals(2, r.exitCode());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("nlg-metrics: --case-timeout must be a positive number of seconds, at most 86400"),
                r.err());
        assertEquals("", r.out());
    }

    @Test
    void aFilterThatMatchesNothingIsAnError() {
        for (List<String> args : List.of(List.of("conformance", "--filter", "nosuchimpl"),
                List.of("conformance", "--external", "cat", "--filter", "nosuchimpl"))) {
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, r.exitCode(), r.out() + r.err());
            assertTrue(r.err().startsWith("nlg-metrics: --filter nosuchimpl matched no case in "), r.err());
        }
    }
}
