package io.github.nlgmetrics.compat.python;

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

    /**
     * Python's {@code repr(x)} of a float: the shortest decimal that reads back as {@code x}
     * ({@code 0.1}, {@code 1.0}, {@code 1e-05}, {@code 2.2250738585072014e-308}, {@code inf}, {@code nan}).
     * Java 17's {@link Double#toString} is not always the shortest and uses another exponent format.
     */
    public static String repr(double x) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        if (x == 0) {
            return 1 / x < 0 ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(x);
        BigDecimal shortest = exact;
        for (int p = 1; p <= 17; p++) {
            BigDecimal r = exact.round(new java.math.MathContext(p, RoundingMode.HALF_EVEN));
            if (r.doubleValue() == x) {
                shortest = r;
                break;
            }
        }
        String digits = shortest.unscaledValue().abs().toString().replaceAll("0+$", "");
        if (digits.isEmpty()) {
            digits = "0";
        }
        // decpt: x = 0.d1d2... * 10^decpt
        int decpt = shortest.precision() - shortest.scale();
        StringBuilder sb = new StringBuilder(x < 0 ? "-" : "");
        if (decpt > -4 && decpt <= 16) {
            if (decpt <= 0) {
                sb.append("0.").append("0".repeat(-decpt)).append(digits);
            } else if (digits.length() <= decpt) {
                sb.append(digits).append("0".repeat(decpt - digits.length())).append(".0");
            } else {
                sb.append(digits, 0, decpt).append('.').append(digits.substring(decpt));
            }
        } else {
            int exp = decpt - 1;
            sb.append(digits.charAt(0));
            if (digits.length() > 1) {
                sb.append('.').append(digits.substring(1));
            }
            sb.append('e').append(exp < 0 ? '-' : '+');
            String e = Integer.toString(Math.abs(exp));
            sb.append(e.length() < 2 ? "0" + e : e);
        }
        return sb.toString();
    }
}
