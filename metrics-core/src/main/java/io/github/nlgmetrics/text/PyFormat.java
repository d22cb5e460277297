package io.github.nlgmetrics.text;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Fixed-point formatting as Python's {@code f"{x:.Nf}"} and C's {@code printf("%.Nf")} do it:
 * from the exact binary value of the double, ties (exactly representable halves) to even.
 *
 * <p>Java's {@link String#format} rounds the shortest decimal representation half-up instead,
 * so {@code String.format("%.2f", 2.675)} gives {@code 2.68} where Python prints {@code 2.67}
 * (2.675 is stored as 2.67499999...). Every score a reference prints goes through here.
 */
public final class PyFormat {
    private PyFormat() {
    }

    /** {@code x} with exactly {@code digits} digits after the point; nan and inf as Python prints them. */
    public static String fixed(double x, int digits) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        String s = new BigDecimal(x).setScale(digits, RoundingMode.HALF_EVEN).toPlainString();
        if (x < 0 || (x == 0 && 1 / x < 0)) {
            // BigDecimal drops the sign of values that round to zero; Python keeps "-0.0".
            if (!s.startsWith("-")) {
                s = "-" + s;
            }
        }
        return s;
    }

    /** {@code x} rounded as {@link #fixed} and read back (Python's {@code float(f"{x:.Nf}")}). */
    public static double round(double x, int digits) {
        return Double.parseDouble(fixed(x, digits));
    }
}
