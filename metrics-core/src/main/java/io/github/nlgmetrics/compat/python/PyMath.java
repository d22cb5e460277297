package io.github.nlgmetrics.compat.python;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Python's floating-point helpers that reference implementations rely on, reproduced bit for bit:
 * {@code math.fsum} (exactly rounded sum), {@code sys.float_info.min}, and the correctly rounded
 * true division of two integers ({@code int / int}, {@code float(Fraction)}).
 */
public final class PyMath {
    /** {@code sys.float_info.min}: the smallest positive normal double, 2.2250738585072014e-308. */
    public static final double FLOAT_INFO_MIN = Double.MIN_NORMAL;

    private static final BigInteger TWO_53 = BigInteger.ONE.shiftLeft(53);

    private PyMath() {
    }

    /**
     * {@code math.fsum}: the correctly rounded sum of the values (Shewchuk's algorithm with
     * Python's final half-even correction), independent of the order of the values.
     */
    public static double fsum(double[] values, int count) {
        double[] partials = new double[Math.max(4, count)];
        int n = 0;
        double special = 0.0;
        boolean hasSpecial = false;
        for (int v = 0; v < count; v++) {
            double x = values[v];
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                special = hasSpecial ? special + x : x;
                hasSpecial = true;
                continue;
            }
            int i = 0;
            for (int j = 0; j < n; j++) {
                double y = partials[j];
                if (Math.abs(x) < Math.abs(y)) {
                    double t = x;
                    x = y;
                    y = t;
                }
                double hi = x + y;
                double lo = y - (hi - x);
                if (lo != 0.0) {
                    partials[i++] = lo;
                }
                x = hi;
            }
            n = i;
            if (x != 0.0) {
                if (n >= partials.length) {
                    partials = java.util.Arrays.copyOf(partials, partials.length * 2);
                }
                partials[n++] = x;
            }
        }
        if (hasSpecial) {
            return special;
        }
        double hi = 0.0;
        if (n > 0) {
            n--;
            hi = partials[n];
            double lo = 0.0;
            while (n > 0) {
                double x = hi;
                double y = partials[--n];
                hi = x + y;
                double yr = hi - x;
                lo = y - yr;
                if (lo != 0.0) {
                    break;
                }
            }
            // Round half to even across the remaining partials, as CPython's math_fsum does.
            if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0))) {
                double y = lo * 2.0;
                double x = hi + y;
                double yr = x - hi;
                if (y == yr) {
                    hi = x;
                }
            }
        }
        return hi;
    }

    /** {@code math.fsum} of all the values. */
    public static double fsum(double... values) {
        return fsum(values, values.length);
    }

    /** Python's {@code a / b} for integers: the correctly rounded quotient. */
    public static double trueDivide(BigInteger a, BigInteger b) {
        if (b.signum() == 0) {
            throw new ArithmeticException("division by zero");
        }
        if (a.abs().compareTo(TWO_53) <= 0 && b.abs().compareTo(TWO_53) <= 0) {
            return a.doubleValue() / b.doubleValue();
        }
        return new BigDecimal(a).divide(new BigDecimal(b), new MathContext(80)).doubleValue();
    }

    /** Python's {@code a / b} for integers that fit in a long. */
    public static double trueDivide(long a, long b) {
        return trueDivide(BigInteger.valueOf(a), BigInteger.valueOf(b));
    }
}
