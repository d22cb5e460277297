package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

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
     * Berkeley DB {@code WordNet-2.0.exc.db}, not our TSV: the message says exactly what to do.
     */
    @Test
    void aStockDataFolderIsAnsweredWithWhatToDo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Files.write(dir.resolve("WordNet-2.0.exc.db"), new byte[] {0, 6, 21, 97});
        java.nio.file.Files.writeString(dir.resolve("smart_common_words.txt"), "the\na\n");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Rouge155Data.load(dir));
        String m = e.getMessage();
        assertTrue(m.contains("stock ROUGE-1.5.5 data/ folder") && m.contains("Leave out -e/--rouge-data/ROUGE_EVAL_HOME")
                && m.contains("perl -MFcntl -MDB_File") && m.contains("$DB_HASH")
                && m.endsWith(dir.resolve("WordNet-2.0-exceptions.tsv").toString()), m);
        // what the message says to write is what load reads
        java.nio.file.Files.writeString(dir.resolve("WordNet-2.0-exceptions.tsv"), "went\tgo\n");
        assertEquals("go", Rouge155Data.load(dir).exceptions().get("went"));
    }
}
