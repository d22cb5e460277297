package io.github.nlgmetrics.compat.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Python's float helpers: values checked against CPython 3. */
class PyMathTest {
    @Test
    void fsumIsExactlyRounded() {
        double[] tenths = new double[10];
        java.util.Arrays.fill(tenths, 0.1);
        assertEquals(1.0, PyMath.fsum(tenths));
        assertEquals(1.0, PyMath.fsum(1e100, 1.0, -1e100));
        assertEquals(1e-16, PyMath.fsum(1.0, 1e-16, -1.0));
        assertEquals(0.0, PyMath.fsum());
        assertEquals(Double.NEGATIVE_INFINITY, PyMath.fsum(1.0, Double.NEGATIVE_INFINITY));
    }

    @Test
    void fsumDiffersFromLeftToRightSum() {
        // sum([0.1]*10) == 0.9999999999999999 in Python, fsum gives 1.0.
        double s = 0;
        for (int i = 0; i < 10; i++) {
            s += 0.1;
        }
        assertEquals(0.9999999999999999, s);
    }

    @Test
    void trueDivisionIsCorrectlyRounded() {
        assertEquals(1.0 / 3, PyMath.trueDivide(1, 3));
        BigInteger big = BigInteger.TEN.pow(30);
        assertEquals(1.0 / 3, PyMath.trueDivide(big, big.multiply(BigInteger.valueOf(3))));
        assertThrows(ArithmeticException.class, () -> PyMath.trueDivide(1, 0));
    }

    @Test
    void floatInfoMin() {
        assertEquals("2.2250738585072014e-308", PyFormat.repr(PyMath.FLOAT_INFO_MIN));
    }

    @Test
    void reprIsPythonsShortestRepr() {
        assertEquals("0.1", PyFormat.repr(0.1));
        assertEquals("1.0", PyFormat.repr(1.0));
        assertEquals("1e-05", PyFormat.repr(1e-5));
        assertEquals("0.0001", PyFormat.repr(1e-4));
        assertEquals("1e+16", PyFormat.repr(1e16));
        assertEquals("1000000000000000.0", PyFormat.repr(1e15));
        assertEquals("0.30000000000000004", PyFormat.repr(0.1 + 0.2));
        assertEquals("-2.5", PyFormat.repr(-2.5));
        assertEquals("6.895185651876169e-78", PyFormat.repr(6.895185651876169e-78));
        assertEquals("0.0", PyFormat.repr(0.0));
    }

    @Test
    void pythonNumberTypeRules() {
        PyNumber half = PyNumber.fraction(2, 4);
        assertEquals(BigInteger.valueOf(4), half.denominator());
        assertEquals(PyNumber.Kind.FLOAT, PyNumber.ofInt(1).divide(PyNumber.ofInt(3)).kind());
        assertEquals(PyNumber.Kind.FRACTION, half.divide(PyNumber.ofInt(3)).kind());
        assertEquals(PyNumber.Kind.FLOAT, half.add(PyNumber.ofFloat(0.5)).kind());
        assertEquals(BigInteger.valueOf(16), half.squared().denominator());
        assertEquals(PyNumber.Kind.INT, PyNumber.ofParameter(5).kind());
        assertEquals(PyNumber.Kind.FLOAT, PyNumber.ofParameter(0.1).kind());
        assertThrows(ArithmeticException.class, () -> half.divide(PyNumber.ofInt(0)));
    }
}
