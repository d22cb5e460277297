package io.github.nlgmetrics.compat.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Python's {@code re} semantics that {@link PyRegex} translates, and {@link PyUnicode}'s Unicode 14 punctuation. */
class PyRegexTest {
    @Test
    void backslashSIsPythonsWhitespaceIncludingNbspAndIdeographicSpace() {
        assertEquals("a b\tc d", PyRegex.sub(PyRegex.compilePython("\\s\\s+"), " ", "a\u00a0\u3000b\tc\u2028\u0085d"));
        assertEquals("a\u200bb", PyRegex.sub(PyRegex.compilePython("\\s+"), " ", "a\u200bb")); // ZERO WIDTH SPACE is not \s
    }

    @Test
    void wordBoundariesUsePythonsWordCharacters() {
        // "'" is not a word character: \b'm\b needs a word character before the quote, none after the m.
        assertEquals("i am", PyRegex.sub(PyRegex.compilePython("\\b'm\\b"), " am", "i'm"));
        assertEquals("doom or lov?", PyRegex.sub(PyRegex.compilePython("\\b(\\w+)ed\\b"), "\\1", "doomed or loved?"));
        assertEquals("café", PyRegex.sub(PyRegex.compilePython("\\bcaf\\b"), "X", "café")); // é is a word character
        assertEquals("x²", PyRegex.sub(PyRegex.compilePython("\\bx\\b"), "y", "x²")); // so is ² (No): no boundary
    }

    @Test
    void templatesAndNamedGroups() {
        assertEquals("b-a", PyRegex.sub(PyRegex.compilePython("(?P<x>a)-(?P<y>b)"), "\\g<y>-\\g<x>", "a-b"));
        assertEquals("1.5", PyRegex.sub(PyRegex.compilePython("(\\d) ([.,]) (\\d)"), "\\1\\2\\3", "1 . 5"));
        assertEquals("x", PyRegex.sub(PyRegex.compilePython("(a)|(b)"), "\\2x", "a")); // an unmatched group is empty
        assertThrows(IllegalArgumentException.class, () -> PyRegex.sub(PyRegex.compilePython("a"), "\\q", "a"));
        assertThrows(IllegalArgumentException.class, () -> PyRegex.compilePython("(unclosed"));
    }

    @Test
    void dotStopsOnlyAtNewline() {
        assertEquals("Mr.", PyRegex.sub(PyRegex.compilePython("(Mr) ."), "\\1.", "Mr \u2028"));
        assertEquals("Mr \n", PyRegex.sub(PyRegex.compilePython("(Mr) ."), "\\1.", "Mr \n"));
    }

    @Test
    void punctuationIsUnicode14() {
        assertTrue(PyUnicode.isPunctuation('_'));
        assertTrue(PyUnicode.isPunctuation(0x2E5D)); // added in Unicode 14
        assertTrue(PyUnicode.isPunctuation(0x061D));
        assertFalse(PyUnicode.isPunctuation('$')); // Sc, a symbol
        assertFalse(PyUnicode.isPunctuation(0x2E5E)); // unassigned in 14.0
    }
}
