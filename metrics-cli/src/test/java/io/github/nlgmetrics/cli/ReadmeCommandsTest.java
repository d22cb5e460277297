package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.fixtures.CaseFilter;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's commands run as written (issue 21): each message a user meets following it names
 * the file and the way out, and the numbers it quotes are the ones a run gives.
 */
class ReadmeCommandsTest extends CommandFixture {
    private static String readme() throws IOException {
        Path root = RepoPaths.conformanceData().getParent();
        return Files.readString(root.resolve("README.md"));
    }

    @Test
    void rSacrebleuOnTextNamesTheFileTheLineAndWhatTheProfileTakes() throws IOException {
        CliRun r = run("bleu", "ein 28-jähriger Mann\n", "ein 28-jähriger Mann\n", "--compat", "r-sacrebleu");
        assertOneLineError(r, "line 1 of ", "hyp", "not an integer token id: 'ein'",
                "takes lines of space-separated integer token ids");
        assertTrue(readme().contains("`r-sacrebleu` takes lines of space-separated integer token ids"));
    }

    @Test
    void meteor15WithTheJarsDefaultModulesSaysWhichModulesWork() throws IOException {
        CliRun compat = run("meteor", "the cat sat\n", "the cat sat\n", "--compat", "meteor15", "--flags", "-l en -norm");
        assertOneLineError(compat, "-m 'exact stem synonym'");
        String hyp = file("h", "the cat sat\n");
        CliRun dropIn = CliRun.of("meteor15", hyp, hyp, "-l", "en", "-norm");
        // The drop-in prints through its own stream; run it in-process through its entry point.
        assertTrue(dropIn.exitCode() != 0);
        CliRun works = run("meteor", "the cat sat\n", "the cat sat\n", "--compat", "meteor15", "--flags",
                "-l en -norm -m 'exact stem synonym'");
        assertEquals(0, works.exitCode(), works.err());
        assertTrue(readme().contains("--flags \"-l en -norm -m 'exact stem synonym'\""));
    }

    @Test
    void rougeScoreOnlyPrintsTheScoresOnly() throws IOException {
        CliRun r = run("rouge", "the cat sat\n", "the cat sat on\n", "-b");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().strip().lines().toList();
        assertEquals(4, lines.size(), r.out());
        for (String l : lines) {
            assertTrue(l.matches("\\d\\.\\d{4}"), l);
        }
    }

    @Test
    void profilesPrintsMeteor15sDefaultReadably() {
        CliRun r = CliRun.of("profiles");
        assertEquals(0, r.exitCode());
        assertFalse(r.out().contains("Meteor15Flags["), "record dump");
        assertFalse(r.out().contains("Config["), "record dump");
        assertTrue(r.out().contains("modules=exact,stem,synonym"), r.out());
    }

    @Test
    void theCaseCountTheReadmeQuotesIsTheBundledOne() throws IOException {
        Matcher m = Pattern.compile("sends all ([\\d,]+)\\s+cases").matcher(readme());
        assertTrue(m.find(), "README quotes the number of bundled cases");
        long quoted = Long.parseLong(m.group(1).replace(",", ""));
        long n = 0;
        for (Iterator<?> it = GoldenFiles.stream(List.of(RepoPaths.conformanceData()), CaseFilter.ALL); it.hasNext(); it.next()) {
            n++;
        }
        assertEquals(n, quoted, "README's case count");
        String kit = Files.readString(RepoPaths.conformanceData().getParent().resolve("docs/conformance-kit.md"));
        Matcher k = Pattern.compile("\\(([\\d,]+) rows|sends all ([\\d,]+) cases").matcher(kit);
        int seen = 0;
        while (k.find()) {
            String v = k.group(1) != null ? k.group(1) : k.group(2);
            assertEquals(n, Long.parseLong(v.replace(",", "")), "docs/conformance-kit.md: " + k.group());
            seen++;
        }
        assertTrue(seen >= 2, "docs/conformance-kit.md quotes the count");
    }

    @Test
    void theClosingLineTheReadmePromisesIsTheReportsOwn() throws IOException {
        assertTrue(readme().contains("ends with the line `N passed, 0 failed`, followed by `, K skipped`"));
        CliRun r = CliRun.of("conformance", "--filter", "tf-nmt:*:corpus");
        String last = r.out().strip().lines().reduce((a, b) -> b).orElse("");
        assertTrue(last.matches("\\d+ passed, 0 failed(, \\d+ skipped)?"), last);
    }
}
