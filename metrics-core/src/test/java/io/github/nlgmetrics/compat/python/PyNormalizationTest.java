package io.github.nlgmetrics.compat.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link PyNormalization} and {@link PyUnicode#isDigit} are CPython 3.11's {@code unicodedata.normalize("NFKD")},
 * {@code unicodedata.combining} and {@code str.isdigit} (Unicode 14.0) on every code point: the expected figures
 * are CPython 3.11.2's, printed by
 * {@code python3 -c 'import unicodedata as u; ...'} over {@code range(0x110000)} (surrogates left out of NFKD).
 */
class PyNormalizationTest {
    @Test
    void nfkdChangesTheSameCodePointsIntoTheSameTextAsCpython() {
        int changed = 0;
        long hash = 0;
        for (int cp = 0; cp < 0x110000; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                continue;
            }
            String c = new String(Character.toChars(cp));
            String d = PyNormalization.nfkd(c);
            if (!d.equals(c)) {
                changed++;
                for (int x : d.codePoints().toArray()) {
                    hash = (hash * 31 + x) % 1_000_000_007L;
                }
            }
        }
        // n = sum(1 for cp ... if nfkd(chr(cp)) != chr(cp)); h = (h * 31 + ord(ch)) % 1000000007 over their output
        assertEquals(16967, changed);
        assertEquals(741419757L, hash);
    }

    @Test
    void unicode14ModifierLettersDecomposeAsInPython() {
        assertEquals("\u02D0", PyNormalization.nfkd("\uD801\uDF81")); // U+10781 MODIFIER LETTER SUPERSCRIPT TRIANGULAR COLON
        assertEquals("aC", PyNormalization.nfkd("a\uA7F2"));
        assertEquals("e\u0301", PyNormalization.nfkd("é"));
    }

    @Test
    void combiningAndIsDigitCountTheSameCodePointsAsCpython() {
        int combining = 0;
        int digits = 0;
        for (int cp = 0; cp < 0x110000; cp++) {
            combining += PyNormalization.isCombining(cp) ? 1 : 0;
            digits += PyUnicode.isDigit(cp) ? 1 : 0;
        }
        assertEquals(912, combining);
        assertEquals(788, digits);
        assertTrue(PyNormalization.isCombining(0x301));
        assertFalse(PyNormalization.isCombining('e'));
        assertTrue(PyUnicode.isDigit('²'));
        assertTrue(PyUnicode.isDigit('①'));
        assertFalse(PyUnicode.isDigit('½'));
        assertFalse(PyUnicode.isDigit('Ⅸ'));
        assertTrue(PyUnicode.isDigit('٣'));
    }
}
