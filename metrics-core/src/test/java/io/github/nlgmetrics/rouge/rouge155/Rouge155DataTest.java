package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ROUGE-1.5.5 data bundled in the jar: the populated WordNet 2.0 exception table and the SMART list. */
class Rouge155DataTest {
    @Test
    void bundledExceptionTableIsThePopulatedOne() {
        Rouge155Data d = Rouge155Data.bundled();
        // an empty WordNet-2.0.exc.db (as many public copies ship) would give 0 entries
        assertEquals(5_930, d.exceptions().size());
        assertEquals("abacus", d.exceptions().get("abaci"));
        assertEquals("abet", d.exceptions().get("abetted"));
    }

    @Test
    void bundledStopWordsAreTheScriptsSmartList() {
        Rouge155Data d = Rouge155Data.bundled();
        assertTrue(d.stopwords().contains("reuters"));
        assertTrue(d.stopwords().contains("the"));
        assertEquals(596, d.stopwords().size());
    }

    @Test
    void bundledIsLoadedOnceAndLicencedBesideTheData() {
        assertSame(Rouge155Data.bundled(), Rouge155Data.bundled());
        assertNotNull(Rouge155Data.class.getResource("WordNet-2.0-exceptions.LICENSE.txt"));
        assertNotNull(Rouge155Data.class.getResource("smart_common_words.NOTICE.txt"));
    }

    /**
     * A stock ROUGE-1.5.5 {@code data/} folder (what pyrouge users point ROUGE_EVAL_HOME at) holds a
     * Berkeley DB {@code WordNet-2.0.exc.db}, not our TSV: it is read, and the original
     * distribution's (1.85) gives the bundled table.
     */
    @Test
    void aStockDataFolderIsRead(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("WordNet-2.0.exc.db"), BerkeleyDbHashTest.fixture("WordNet-2.0.exc.db.185"));
        Files.writeString(dir.resolve("smart_common_words.txt"), "the\na\n");
        Rouge155Data d = Rouge155Data.load(dir);
        assertEquals(Rouge155Data.bundled().exceptions(), d.exceptions());
        assertEquals(java.util.Set.of("the", "a"), d.stopwords());
    }

    /** Follow what the file holds: an empty database is an empty table, even with a TSV beside it. */
    @Test
    void theDatabaseIsWhatTheScriptReadsEvenWhenEmpty(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("WordNet-2.0.exc.db"), BerkeleyDbHashTest.fixture("empty-v9.db"));
        Files.writeString(dir.resolve("smart_common_words.txt"), "the\n");
        Files.writeString(dir.resolve("WordNet-2.0-exceptions.tsv"), "went\tgo\n");
        assertEquals(java.util.Map.of(), Rouge155Data.load(dir).exceptions());
        Files.delete(dir.resolve("WordNet-2.0.exc.db"));
        assertEquals(java.util.Map.of("went", "go"), Rouge155Data.load(dir).exceptions());
    }

    @Test
    void aMalformedDatabaseIsNamedWithWhatIsWrong(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("WordNet-2.0.exc.db"), new byte[] {0, 6, 21, 97});
        Files.writeString(dir.resolve("smart_common_words.txt"), "the\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Rouge155Data.load(dir));
        assertEquals(dir.resolve("WordNet-2.0.exc.db") + ": too short to be a Berkeley DB file (4 bytes)", e.getMessage());
    }

    @Test
    void aFolderWithoutTheTableSaysWhatItLacks(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("smart_common_words.txt"), "the\n");
        assertEquals("ROUGE data directory " + dir + " has neither WordNet-2.0.exc.db (ROUGE-1.5.5's exception table)"
                + " nor WordNet-2.0-exceptions.tsv (its text export); leave out -e/--rouge-data/ROUGE_EVAL_HOME to use"
                + " the bundled table", assertThrows(IllegalArgumentException.class, () -> Rouge155Data.load(dir))
                .getMessage());
        Files.createSymbolicLink(dir.resolve("WordNet-2.0.exc.db"), dir.resolve("WordNet-2.0-Exceptions/gone.db"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Rouge155Data.load(dir)).getMessage()
                .endsWith("WordNet-2.0.exc.db is a link to " + dir.resolve("WordNet-2.0-Exceptions/gone.db")
                        + ", which is not a file"));
    }
}
