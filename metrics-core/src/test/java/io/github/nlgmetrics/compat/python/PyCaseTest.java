package io.github.nlgmetrics.compat.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * {@link PyCase#lower} against CPython 3.11's {@code str.lower()} (every expected value printed by
 * CPython 3.11). It was also compared exhaustively, over every code point c, on c, c+"Σ",
 * "A"+c+"Σ" and "AΣ"+c.
 */
class PyCaseTest {
    @Test
    void asciiWithoutCapitalsIsReturnedAsIs() {
        String s = "already lower 123 !";
        assertSame(s, PyCase.lower(s));
        assertEquals("abcdef", PyCase.lower("ABCDef"));
    }

    @Test
    void capitalIWithDotAboveBecomesTwoCodePoints() {
        assertEquals("i\u0307", PyCase.lower("\u0130"));
    }

    @Test
    void finalSigmaContext() {
        assertEquals("\u03c3", PyCase.lower("\u03a3"));
        assertEquals("\u03b1\u03c2", PyCase.lower("\u0391\u03a3"));
        assertEquals("\u03b1\u03c3\u03b1", PyCase.lower("\u0391\u03a3\u0391"));
        assertEquals("\u03b1.\u03c2", PyCase.lower("\u0391.\u03a3"));
        assertEquals("\u03b1'\u03c2", PyCase.lower("\u0391'\u03a3"));
        assertEquals("1\u03c3", PyCase.lower("1\u03a3"));
        assertEquals("\u03b1\u03c21", PyCase.lower("\u0391\u03a31"));
        assertEquals("\u03b1\u0301\u03c2", PyCase.lower("\u0391\u0301\u03a3"));
        assertEquals("\u03bf\u03b4\u03bf\u03c2 \u03bf\u03b4\u03bf\u03c2",
                PyCase.lower("\u039f\u0394\u039f\u03a3 \u039f\u0394\u039f\u03a3"));
    }

    @Test
    void finalSigmaWhereJavaToLowerCaseDisagrees() {
        // Java decides with a word BreakIterator; Python with Cased / Case_Ignorable only.
        assertEquals("\u03b1:\u03c2", PyCase.lower("\u0391:\u03a3"));       // Java: σ
        assertEquals("\u03b1-\u03c3", PyCase.lower("\u0391-\u03a3"));       // Java: ς
        assertEquals("\u03b1\u03c2-\u03b1", PyCase.lower("\u0391\u03a3-\u0391")); // Java: σ
    }

    @Test
    void unicode14PropertiesAsCpython311() {
        // Vithkuqi capital (new in Unicode 14) has a lower-case mapping in Python 3.11.
        assertEquals("\uD801\uDD97", PyCase.lower("\uD801\uDD70"));
        // U+0888 is Case_Ignorable in Unicode 14 (unassigned in Java 17's Unicode 13).
        assertEquals("\u03b1\u03c3\u0888\u03b1", PyCase.lower("\u0391\u03a3\u0888\u0391"));
        // U+1734 became Mc (not Case_Ignorable) in Unicode 14.
        assertEquals("\u03b1\u1734\u03c3", PyCase.lower("\u0391\u1734\u03a3"));
    }
}
