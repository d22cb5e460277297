package io.github.nlgmetrics.compat.perl;

import io.github.nlgmetrics.compat.python.PyFormat;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * How Perl turns numbers into text: {@code sprintf("%W.Nf", x)} (C's {@code printf}: from the exact
 * binary value of the double, exact halves to even, so the same digits as Python's
 * {@code f"{x:.Nf}"}, {@link PyFormat#fixed}) and Perl's default stringification of a number
 * ({@code "$x"}: integers plainly, anything else as {@code %.15g} without trailing zeros).
 * ROUGE-1.5.5 prints every score with {@code %7.5f} and its counts ({@code -t 1|2}) as plain numbers.
 */
public final class PerlFormat {
    private PerlFormat() {
    }

    /**
     * {@code sprintf("%W.Nf", x)}: {@code digits} decimals, left-padded with spaces to {@code width}
     * characters ({@code %7.5f} never pads a number in [0, 10)).
     */
    public static String fixed(double x, int width, int digits) {
        String s = PyFormat.fixed(x, digits);
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    /** {@code sprintf("%.Nf", x) + 0}: the number rounded as printed and read back. */
    public static double round(double x, int digits) {
        return Double.parseDouble(PyFormat.fixed(x, digits));
    }

    /** Perl's default stringification of a number: integers plainly, others as {@code %.15g}. */
    public static String number(double x) {
        if (x == Math.rint(x) && Math.abs(x) < 1e15) {
            return Long.toString((long) x);
        }
        BigDecimal d = new BigDecimal(x).round(new MathContext(15, RoundingMode.HALF_EVEN));
        int exp = d.precision() - d.scale() - 1;
        if (exp < -4 || exp >= 15) {
            String digits = d.unscaledValue().abs().toString().replaceFirst("0+$", "");
            String mant = digits.length() > 1 ? digits.charAt(0) + "." + digits.substring(1) : digits;
            return (x < 0 ? "-" : "") + mant + "e" + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "")
                    + Math.abs(exp);
        }
        String s = d.toPlainString();
        if (s.contains(".")) {
            s = s.replaceFirst("0+$", "").replaceFirst("\\.$", "");
        }
        return s;
    }
}
