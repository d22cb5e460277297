package io.github.nlgmetrics.compat.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Fixed-point formatting that matches Python's {@code f"{x:.Nf}"} rather than Java's Formatter. */
class PyFormatTest {
    @Test
    void roundsTheExactBinaryValueNotTheShortestDecimal() {
        // 2.675 is 2.67499999999999982236431605997495353221893310546875 in binary.
        assertEquals("2.67", PyFormat.fixed(2.675, 2));
        assertEquals("0.9", PyFormat.fixed(0.95, 1)); // 0.95 is 0.9499999999999999555910790149937...
        assertEquals("1.0", PyFormat.fixed(0.9500000001, 1));
    }

    @Test
    void exactTiesGoToEven() {
        assertEquals("0.12", PyFormat.fixed(0.125, 2));
        assertEquals("0.38", PyFormat.fixed(0.375, 2));
        assertEquals("2", PyFormat.fixed(2.5, 0));
    }

    @Test
    void negativeZeroAndSpecialValuesPrintAsPython() {
        assertEquals("-0.0", PyFormat.fixed(-0.04, 1));
        assertEquals("-0.0", PyFormat.fixed(-0.0, 1));
        assertEquals("nan", PyFormat.fixed(Double.NaN, 2));
        assertEquals("inf", PyFormat.fixed(Double.POSITIVE_INFINITY, 2));
    }

    @Test
    void roundReadsTheFormattedValueBack() {
        assertEquals(26.7, PyFormat.round(26.6549999, 1));
        assertEquals(26.65, PyFormat.round(26.6549999, 2));
    }
}
