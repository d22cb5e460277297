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
}
