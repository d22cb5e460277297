package io.github.nlgmetrics.compat.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Python's whitespace set, as {@code str.split()} and {@code str.isspace()} define it. */
class PyStringsTest {
    @ParameterizedTest(name = "U+{0}")
    @ValueSource(ints = {0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x1D, 0x1E, 0x1F, 0x20, 0x85, 0xA0, 0x1680,
        0x2000, 0x2005, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000})
    void pythonWhitespaceIncludesCodePointsJavaDoesNotCallWhitespace(int cp) {
        assertTrue(PyStrings.isSpace(cp));
    }

    @ParameterizedTest(name = "U+{0}")
    @ValueSource(ints = {0x200B, 0x180E, 0xFEFF, 0x2060, 'a', '_', 0x00AD})
    void zeroWidthAndFormatCharactersAreNotWhitespace(int cp) {
        assertFalse(PyStrings.isSpace(cp));
    }

    @Test
    void splitFoldsRunsOfAnyPythonWhitespace() {
        assertEquals(List.of("a", "b", "c"), PyStrings.split("\u00a0a\u202fb \t\u3000 c\u0085"));
    }

    @Test
    void splitOfBlankIsEmpty() {
        assertEquals(List.of(), PyStrings.split(" \u2003 "));
        assertEquals(List.of(), PyStrings.split(""));
    }

    @Test
    void splitKeepsAstralCharactersWhole() {
        assertEquals(List.of("😀", "𠀀x"), PyStrings.split("😀 𠀀x"));
    }

    @Test
    void stripAndRstripUsePythonWhitespace() {
        assertEquals("a b", PyStrings.strip("\u00a0 a b\u3000"));
        assertEquals("\u00a0a", PyStrings.rstrip("\u00a0a\u00a0"));
        assertEquals("a\u00a0", PyStrings.lstrip("\u00a0a\u00a0"));
    }

    @Test
    void lowerAppliesFullUnicodeMappings() {
        // Python: 'İ'.lower() == 'i̇' (two code points); 'ΣΑΣ'.lower() == 'σας' (final sigma).
        assertEquals("i\u0307", PyStrings.lower("\u0130"));
        assertEquals("σας", PyStrings.lower("ΣΑΣ"));
    }

    @Test
    void normalizeSpaceFoldsPythonWhitespaceAndReturnsAFoldedTextItself() {
        assertEquals("a b c", PyStrings.normalizeSpace(" a\tb\u00a0\u00a0c\n"));
        assertEquals("a b", PyStrings.normalizeSpace("a \u3000b"));
        assertEquals("a b", PyStrings.normalizeSpace("a\u001cb"));
        assertEquals("", PyStrings.normalizeSpace("  "));
        String folded = "already folded, one space each";
        assertTrue(folded == PyStrings.normalizeSpace(folded));
        assertEquals("", PyStrings.normalizeSpace(""));
    }
}
