package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The script's Porter variant; expected values are rows of stem.csv (ROUGE-1.5.5 MorphStem). */
class Rouge155StemmerTest {
    @ParameterizedTest
    @CsvSource({
        "generalizations, gener", "caresses, caress", "ponies, poni", "running, run", "hopping, hop",
        "conflated, conflat", "sensitivity, sensit", "relational, relat", "troubled, troubl",
        "happiness, happi", "adjustable, adjust", "oscillators, oscil", "studies, studi",
        "controll, control", "roll, roll", "motoring, motor", "sized, size", "bowdlerize, bowdler",
        "filing, file", "formaliti, formal", "yelling, yell", "1990s, 1990"})
    void porterVariant(String word, String stem) {
        assertEquals(stem, Rouge155Stemmer.porter(word));
    }

    @Test
    void step4CutsEmentBeforeTryingMentAndEnt() {
        // CYL's 02/14/2004 change: "-ement" is one step-4 suffix.
        assertEquals("replac", Rouge155Stemmer.porter("replacement"));
    }

    @Test
    void exceptionTableComesFirst() {
        Rouge155Stemmer s = new Rouge155Stemmer(Map.of("dying", "die", "geese", "goose"));
        assertEquals("die", s.morphStem("dying"));
        assertEquals("goose", s.morphStem("GEESE"));
        assertEquals("run", s.morphStem("running"));
    }

    @Test
    void emptyTokenHasNoStem() {
        assertNull(new Rouge155Stemmer(Map.of()).morphStem(""));
    }

    @Test
    void shortWordsAreUnchanged() {
        assertEquals("as", Rouge155Stemmer.porter("as"));
    }
}
