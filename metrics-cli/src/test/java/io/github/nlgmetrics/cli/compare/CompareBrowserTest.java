package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report as a person sees it: opened in a real headless Chromium (started by the test,
 * fresh profile, no network features), with no console error or uncaught exception, its tables and
 * charts rendered, a table sorted by a click, and a screenshot kept as a build artefact
 * ({@code target/compare-report.png}; the top of it, small, is {@code target/compare-report-top.png}, copied to
 * {@code docs/compare-report.png}). Skipped, with the reason, where no Chromium is installed
 * ({@code apt-get install chromium}; {@code $CHROMIUM} names another binary).
 */
class CompareBrowserTest {
    @TempDir
    Path tmp;

    @Test
    void thePageRendersWithoutErrorsAndItsTablesSort() throws Exception {
        Path chromium = HeadlessChromium.find();
        assumeTrue(chromium != null, "no chromium on the PATH (apt-get install chromium, or set $CHROMIUM)");
        CompareFixture f = new CompareFixture(tmp, 4, 120, 11);
        Path page = tmp.resolve("report.html");
        CliRun r = CliRun.of(f.args("--scores", "comet=" + f.scoresTsv, "--html", page.toString(), "--trials", "500", "-q"));
        assertEquals(0, r.exitCode(), r.err());
        try (HeadlessChromium browser = new HeadlessChromium(chromium, Files.createDirectories(tmp.resolve("profile")))) {
            browser.open(page.toUri().toString());
            assertTrue(browser.eval("document.querySelectorAll('table').length").asInt() >= 8);
            assertEquals(0, browser.eval("Array.from(document.querySelectorAll('table')).filter(t => !t.querySelector('th')).length").asInt());
            int svgs = browser.eval("document.querySelectorAll('svg[role=img]').length").asInt();
            assertEquals(4 * 2 + 3, svgs, "a score chart and a rank-range chart per metric, a chart per bucket table");
            assertEquals(0, browser.eval("Array.from(document.querySelectorAll('svg')).filter(s => !s.querySelector('title')"
                    + " || !s.querySelector('desc') || s.getBoundingClientRect().width < 100).length").asInt());
            assertTrue(browser.eval("document.querySelectorAll('svg circle.dot').length").asInt() >= 16);
            assertTrue(browser.eval("document.querySelectorAll('mark').length").asInt() > 0);
            // sort the scores table by system name, then back
            JsonNode before = browser.eval("Array.from(document.querySelectorAll('#scores tbody th')).map(t => t.textContent)");
            browser.eval("document.querySelector('#scores thead th button').click(); 0");
            JsonNode asc = browser.eval("Array.from(document.querySelectorAll('#scores tbody th')).map(t => t.textContent)");
            assertEquals("ascending", browser.eval("document.querySelector('#scores thead th').getAttribute('aria-sort')").asText());
            List<String> sorted = new java.util.ArrayList<>();
            asc.forEach(n -> sorted.add(n.asText()));
            List<String> expected = new java.util.ArrayList<>(sorted);
            expected.sort(String::compareTo);
            assertEquals(expected.size(), before.size());
            assertEquals(expected.stream().map(s -> s.replace(" (baseline)", "")).toList(),
                    sorted.stream().map(s -> s.replace(" (baseline)", "")).toList());
            byte[] png = browser.screenshot();
            assertTrue(png.length > 1000);
            Path target = Path.of("target");
            Files.createDirectories(target);
            Files.write(target.resolve("compare-report.png"), png);
            // the picture of docs/compare.md: the top of the page, small
            Files.write(target.resolve("compare-report-top.png"), browser.screenshotTop(1100, 1300, 0.6));
            assertEquals(List.of(), browser.errors());
        }
    }
}
