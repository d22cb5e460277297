package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report as a person sees it: opened in a real headless Chromium (started by the test,
 * fresh profile, no network features), with no console error or uncaught exception, its tables and
 * charts rendered, a table sorted by a click, and nothing wider than the window on a phone, a tablet, a
 * desktop and a wide screen (360, 500, 1400 and 2560 px: the document, every chart, every table's box),
 * for 2, 16 and 50 systems; on paper the boxes unfold and the pairs' lists open. Screenshots are kept as build
 * artefacts ({@code target/compare-report-WIDTH.png}; the top of a 1100 px page, small, is
 * {@code target/compare-report-top.png}, copied to {@code docs/compare-report.png}). Skipped, with the reason,
 * where no Chromium is installed ({@code apt-get install chromium}; {@code $CHROMIUM} names another binary).
 */
class CompareBrowserTest {
    /** A system name longer than any column or chart label gives room for. */
    static final String LONG_NAME = "uedin-nmt-ensemble-of-eight-right-to-left-reranked-constrained-submission-4722";
    /** Everything outside a table's scrolling box that reaches past the window (at most 20). */
    private static final String TOO_WIDE = """
            (() => { const w = document.documentElement.clientWidth, out = [];
              if (document.documentElement.scrollWidth > w) out.push('document ' + document.documentElement.scrollWidth);
              for (const e of document.querySelectorAll('body *')) {
                if (e.closest('.scroll') && !e.classList.contains('scroll')) continue;
                const r = e.getBoundingClientRect();
                if (r.width > 0 && (r.right > w + 0.5 || r.left < -0.5)) {
                  out.push(e.tagName + (e.id ? '#' + e.id : '') + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
                }
              }
              return out.slice(0, 20); })()""";

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
            browser.viewport(1100, 1300);
            browser.open(page.toUri().toString());
            // the picture of docs/compare.md: the top of the page, small
            Files.createDirectories(Path.of("target"));
            Files.write(Path.of("target", "compare-report-top.png"), browser.screenshotTop(1100, 1300, 0.6));
            assertTrue(browser.eval("document.querySelectorAll('table').length").asInt() >= 8);
            assertEquals(0, browser.eval("Array.from(document.querySelectorAll('table')).filter(t => !t.querySelector('th')).length").asInt());
            int svgs = browser.eval("document.querySelectorAll('svg[role=img]').length").asInt();
            assertEquals(4 * 2 + 3, svgs, "a score chart and a rank-range chart per metric, a chart per bucket table");
            assertEquals(0, browser.eval("Array.from(document.querySelectorAll('svg')).filter(s => !s.querySelector('title')"
                    + " || !s.querySelector('desc') || s.getBoundingClientRect().width < 100).length").asInt());
            assertEquals(0, browser.eval("Array.from(document.querySelectorAll('svg')).filter(s =>"
                    + " s.querySelectorAll('text.title').length < 2).length").asInt(), "every chart has two axis titles");
            assertTrue(browser.eval("document.querySelectorAll('svg circle.dot').length").asInt() >= 16);
            assertTrue(browser.eval("document.querySelectorAll('mark').length").asInt() > 0);
            assertTrue(browser.eval("document.querySelector('.legend').textContent").asText().contains("2 (2-4)"),
                    "the legend explains cluster (rank range)");
            // sort the scores table by system name, then back
            String names = "Array.from(document.querySelectorAll('#scores tbody th')).map(t => t.dataset.s)";
            JsonNode before = browser.eval(names);
            browser.eval("document.querySelector('#scores thead th button').click(); 0");
            assertEquals("ascending", browser.eval("document.querySelector('#scores thead th').getAttribute('aria-sort')").asText());
            List<String> sorted = strings(browser.eval(names));
            List<String> expected = new ArrayList<>(strings(before));
            expected.sort(String::compareTo);
            assertEquals(expected, sorted);
            assertEquals(List.of(), browser.errors());
        }
    }

    /**
     * The check: 16 systems, one with a long name, at 360, 500, 1400 and 2560 px: nothing outside a
     * table's own scrolling box is wider than the window, the system column stays in view as a box scrolls, and
     * the long name is cut with its whole text as the tooltip.
     */
    @Test
    void nothingIsWiderThanTheWindowFromAPhoneToAWideScreen() throws Exception {
        Path chromium = HeadlessChromium.find();
        assumeTrue(chromium != null, "no chromium on the PATH (apt-get install chromium, or set $CHROMIUM)");
        CompareFixture f = new CompareFixture(tmp, 16, 60, 13);
        Path renamed = tmp.resolve(LONG_NAME + ".txt");
        Files.move(f.systems.get(2), renamed);
        f.systems.set(2, renamed);
        Path page = tmp.resolve("report16.html");
        CliRun r = CliRun.of(f.args("-m", "bleu,chrf,ter", "--html", page.toString(), "--bootstrap", "200", "--trials", "200",
                "-q"));
        assertEquals(0, r.exitCode(), r.err());
        try (HeadlessChromium browser = new HeadlessChromium(chromium, Files.createDirectories(tmp.resolve("profile")))) {
            browser.open(page.toUri().toString());
            Files.createDirectories(Path.of("target"));
            for (int width : new int[] {360, 500, 1400, 2560}) {
                browser.viewport(width, 1000);
                assertEquals(List.of(), strings(browser.eval(TOO_WIDE)), "at " + width + " px");
                Files.write(Path.of("target", "compare-report-" + width + ".png"), browser.screenshot());
            }
            browser.viewport(500, 1000);
            assertEquals("sticky", browser.eval("getComputedStyle(document.querySelector('#scores tbody th')).position").asText());
            assertTrue(browser.eval("document.querySelector('#scores').getBoundingClientRect().width"
                    + " > document.querySelector('#scores').parentNode.clientWidth").asBoolean(), "the table scrolls in its box");
            JsonNode cut = browser.eval("(() => { const s = document.querySelector('#scores .name[title=\"" + LONG_NAME
                    + "\"]'); return [s.scrollWidth > s.clientWidth, s.textContent]; })()");
            assertTrue(cut.get(0).asBoolean(), "the long name is cut");
            assertEquals(LONG_NAME, cut.get(1).asText(), "its whole text is there, and in its tooltip");
            // on paper: the boxes unfold and the pairs' lists open
            browser.media("print");
            browser.eval("window.dispatchEvent(new Event('beforeprint')); 0");
            assertEquals("visible", browser.eval("getComputedStyle(document.querySelector('.scroll')).overflowX").asText());
            assertEquals(0, browser.eval("document.querySelectorAll('details:not([open])').length").asInt());
            assertEquals(List.of(), browser.errors());
        }
    }

    /** The fewest and the most systems the page is made for, on the narrowest and the widest window. */
    @Test
    void twoAndFiftySystemsFitTheNarrowestAndTheWidestWindow() throws Exception {
        Path chromium = HeadlessChromium.find();
        assumeTrue(chromium != null, "no chromium on the PATH (apt-get install chromium, or set $CHROMIUM)");
        try (HeadlessChromium browser = new HeadlessChromium(chromium, Files.createDirectories(tmp.resolve("profile")))) {
            for (int systems : new int[] {2, 50}) {
                CompareFixture f = new CompareFixture(Files.createDirectories(tmp.resolve("s" + systems)), systems, 30, 17);
                Path page = tmp.resolve("report" + systems + ".html");
                CliRun r = CliRun.of(f.args("-m", "bleu,chrf", "--html", page.toString(), "--bootstrap", "100", "--trials",
                        "0", "-q"));
                assertEquals(0, r.exitCode(), r.err());
                browser.open(page.toUri().toString());
                for (int width : new int[] {360, 2560}) {
                    browser.viewport(width, 1000);
                    assertEquals(List.of(), strings(browser.eval(TOO_WIDE)), systems + " systems at " + width + " px");
                }
            }
            assertEquals(List.of(), browser.errors());
        }
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
