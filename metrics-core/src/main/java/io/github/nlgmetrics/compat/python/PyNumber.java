package io.github.nlgmetrics.compat.python;

import java.math.BigInteger;

/**
 * A Python number as NLTK's BLEU smoothing handles it: an {@code int}, a
 * {@code fractions.Fraction} or a {@code float}, with Python's arithmetic between them.
 *
 * <p>Why it matters: NLTK builds its precisions as {@code Fraction(num, den, _normalize=False)},
 * so {@link #numerator()} and {@link #denominator()} are the raw counts (not reduced), and the
 * smoothing methods mix the three types. The type rules reproduced:
 * <ul>
 *   <li>int ∘ int is int for {@code + *}; {@code int / int} is a correctly rounded float;</li>
 *   <li>Fraction ∘ (int | Fraction) is an exact Fraction (reduced, as Python's results are);</li>
 *   <li>anything ∘ float is float, the Fraction converted with a correctly rounded division;</li>
 *   <li>{@code Fraction ** 2} keeps the raw numerator and denominator squared.</li>
 * </ul>
 * Immutable.
 */
public final class PyNumber implements Comparable<PyNumber> {
    /** Python's numeric types. */
    public enum Kind { INT, FRACTION, FLOAT }

    private final Kind kind;
    private final BigInteger num;
    private final BigInteger den;
    private final double value;

    private PyNumber(Kind kind, BigInteger num, BigInteger den, double value) {
        this.kind = kind;
        this.num = num;
        this.den = den;
        this.value = value;
    }

    /** A Python {@code int}. */
    public static PyNumber ofInt(long v) {
        return new PyNumber(Kind.INT, BigInteger.valueOf(v), BigInteger.ONE, Double.NaN);
    }

    /** A Python {@code float}. */
    public static PyNumber ofFloat(double v) {
        return new PyNumber(Kind.FLOAT, null, null, v);
    }

    /** {@code Fraction(num, den, _normalize=False)}: the raw numerator and denominator are kept. */
    public static PyNumber fraction(long num, long den) {
        return fraction(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    private static PyNumber fraction(BigInteger num, BigInteger den) {
        if (den.signum() == 0) {
            throw new ArithmeticException("Fraction(" + num + ", 0)");
        }
        if (den.signum() < 0) {
            num = num.negate();
            den = den.negate();
        }
        return new PyNumber(Kind.FRACTION, num, den, Double.NaN);
    }

    private static PyNumber reduced(BigInteger num, BigInteger den) {
        if (den.signum() == 0) {
            throw new ArithmeticException("division by zero (Fraction)");
        }
        BigInteger g = num.gcd(den);
        if (g.signum() != 0 && !g.equals(BigInteger.ONE)) {
            num = num.divide(g);
            den = den.divide(g);
        }
        return fraction(num, den);
    }

    /**
     * A parameter as Python would hold it: an integral value as {@code int} (how
     * {@code SmoothingFunction(alpha=5, k=5)} receives its defaults), anything else as {@code float}.
     */
    public static PyNumber ofParameter(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return ofInt((long) v);
        }
        return ofFloat(v);
    }

    public Kind kind() {
        return kind;
    }

    /** {@code .numerator} of an int or Fraction (raw, not reduced). */
    public BigInteger numerator() {
        requireExact("numerator");
        return num;
    }

    /** {@code .denominator} of an int or Fraction (raw, not reduced). */
    public BigInteger denominator() {
        requireExact("denominator");
        return den;
    }

    private void requireExact(String attr) {
        if (kind == Kind.FLOAT) {
            throw new IllegalArgumentException("'float' object has no attribute '" + attr + "'");
        }
    }

    /** {@code float(x)}: correctly rounded for ints and Fractions. */
    public double toDouble() {
        return kind == Kind.FLOAT ? value : PyMath.trueDivide(num, den);
    }

    /** Truthiness / {@code x == 0}. */
    public boolean isZero() {
        return kind == Kind.FLOAT ? value == 0.0 : num.signum() == 0;
    }

    /** {@code x > 0}. */
    public boolean isPositive() {
        return kind == Kind.FLOAT ? value > 0.0 : num.signum() > 0;
    }

    public PyNumber add(PyNumber o) {
        if (kind == Kind.FLOAT || o.kind == Kind.FLOAT) {
            return ofFloat(toDouble() + o.toDouble());
        }
        if (kind == Kind.INT && o.kind == Kind.INT) {
            return new PyNumber(Kind.INT, num.add(o.num), BigInteger.ONE, Double.NaN);
        }
        return reduced(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    public PyNumber multiply(PyNumber o) {
        if (kind == Kind.FLOAT || o.kind == Kind.FLOAT) {
            return ofFloat(toDouble() * o.toDouble());
        }
        if (kind == Kind.INT && o.kind == Kind.INT) {
            return new PyNumber(Kind.INT, num.multiply(o.num), BigInteger.ONE, Double.NaN);
        }
        return reduced(num.multiply(o.num), den.multiply(o.den));
    }

    /** Python's true division {@code /}; a zero divisor throws (ZeroDivisionError). */
    public PyNumber divide(PyNumber o) {
        if (o.isZero()) {
            throw new ArithmeticException("division by zero");
        }
        if (kind == Kind.FLOAT || o.kind == Kind.FLOAT) {
            return ofFloat(toDouble() / o.toDouble());
        }
        if (kind == Kind.INT && o.kind == Kind.INT) {
            return ofFloat(PyMath.trueDivide(num, o.num));
        }
        return reduced(num.multiply(o.den), den.multiply(o.num));
    }

    /** {@code x ** 2}. */
    public PyNumber squared() {
        switch (kind) {
            case FLOAT:
                return ofFloat(value * value);
            case INT:
                return ofInt(0).add(this).multiply(this);
            default:
                return fraction(num.multiply(num), den.multiply(den));
        }
    }

    /** {@code math.log(x)}; a non-positive argument throws (ValueError: math domain error). */
    public double log() {
        double d = toDouble();
        if (!(d > 0.0) && !isPositive()) {
            throw new ArithmeticException("math domain error");
        }
        return Math.log(d);
    }

    @Override
    public int compareTo(PyNumber o) {
        if (kind == Kind.FLOAT || o.kind == Kind.FLOAT) {
            return Double.compare(toDouble(), o.toDouble());
        }
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    @Override
    public String toString() {
        switch (kind) {
            case FLOAT:
                return Double.toString(value);
            case INT:
                return num.toString();
            default:
                return "Fraction(" + num + ", " + den + ")";
        }
    }
}
