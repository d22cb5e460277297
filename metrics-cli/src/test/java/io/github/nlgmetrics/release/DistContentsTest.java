package io.github.nlgmetrics.release;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * What the downloadable archive carries (src/assembly/dist.xml) and what its README.txt promises:
 * the documentation and the conformance kit beside the command, and a conformance summary line as
 * the command prints it.
 */
class DistContentsTest {
    private static final Path CLI = Path.of(System.getProperty("nlgmetrics.repo.root", "..")).resolve("metrics-cli");

    @Test
    void theArchiveCarriesTheDocsAndTheConformanceKit() throws Exception {
        String dist = Files.readString(CLI.resolve("src/assembly/dist.xml"));
        for (String dir : new String[] {"docs", "conformance-kit", "conformance-data", "python"}) {
            assertTrue(dist.contains("<directory>${project.basedir}/../" + dir + "</directory>")
                    && dist.contains("<outputDirectory>" + dir + "</outputDirectory>"), "dist.xml packs " + dir + "/");
        }
        String readme = Files.readString(CLI.resolve("src/dist/README.txt"));
        assertTrue(readme.contains("docs/") && readme.contains("conformance-kit/"), readme);
    }

    /** The summary the README quotes is the one {@code ConformanceReport} prints: no ", K skipped" when none is. */
    @Test
    void theReadmeQuotesTheSummaryAsPrinted() throws Exception {
        String readme = Files.readString(CLI.resolve("src/dist/README.txt"));
        assertFalse(readme.contains("0 failed, K skipped\""), readme);
        assertTrue(readme.contains("ends \"N passed, 0 failed\""), readme);
    }
}
