package io.github.nlgmetrics.compat.python;

/**
 * CPython 3.11's {@code str.lower()}, per code point.
 *
 * <p>Java's {@link String#toLowerCase(java.util.Locale) String.toLowerCase(Locale.ROOT)} is close
 * but not equal, in two ways that change what a Python reference sees:
 * <ul>
 *   <li>Unicode version: CPython 3.11 has Unicode 14.0, Java 17 Unicode 13.0. The 40 case pairs
 *       added by Unicode 14 (Vithkuqi U+10570–U+10595, Glagolitic U+2C2F, Latin U+A7C0, U+A7D0,
 *       U+A7D6, U+A7D8) are lowered here as Python lowers them, and the final-sigma test uses
 *       Unicode 14's {@code Cased} and {@code Case_Ignorable} (a few dozen code points new in
 *       14.0, and U+1734, which 14.0 made a spacing mark).</li>
 *   <li>Final sigma: both map CAPITAL SIGMA (U+03A3) to FINAL SIGMA (U+03C2) in the
 *       {@code Final_Sigma} context, but Java decides the context with a word
 *       {@link java.text.BreakIterator}, Python with the Unicode definition
 *       {@code \p{cased} \p{case-ignorable}* Σ !(\p{case-ignorable}* \p{cased})} over the whole
 *       string. This class uses Python's.</li>
 * </ul>
 * Everything else is {@link Character#toLowerCase(int)}, plus Python's one unconditional
 * multi-code-point mapping, U+0130 (LATIN CAPITAL LETTER I WITH DOT ABOVE) → {@code "i\u0307"}.
 * Verified against CPython 3.11 over every code point c on c, c+"Σ", "A"+c+"Σ" and "AΣ"+c.
 *
 * <pre>
 * lower("ΟΔΟΣ")    = "οδος"        (final sigma)
 * lower("Σ")       = "σ"           (no cased letter before it)
 * lower("İ")       = "i\u0307"     (two code points: the length changes)
 * </pre>
 */
public final class PyCase {
    /** Upper-case code points new in Unicode 14.0, and their lower-case forms (sorted). */
    private static final int[] U14_UPPER;
    private static final int[] U14_LOWER;

    static {
        int[] upper = new int[40];
        int[] lower = new int[40];
        int k = 0;
        int[][] singles = {{0x2C2F, 0x2C5F}, {0xA7C0, 0xA7C1}, {0xA7D0, 0xA7D1}, {0xA7D6, 0xA7D7},
            {0xA7D8, 0xA7D9}};
        for (int[] p : singles) {
            upper[k] = p[0];
            lower[k++] = p[1];
        }
        // Vithkuqi: capitals U+10570..U+10595 map to U+10597..U+105BC; U+1057B, U+1058B, U+10593
        // are unassigned.
        for (int cp = 0x10570; cp <= 0x10595; cp++) {
            if (cp == 0x1057B || cp == 0x1058B || cp == 0x10593) {
                continue;
            }
            upper[k] = cp;
            lower[k++] = cp + 0x27;
        }
        if (k != 40) {
            throw new AssertionError(k);
        }
        U14_UPPER = upper;
        U14_LOWER = lower;
    }

    /**
     * Code point ranges (inclusive pairs) that are Case_Ignorable in Unicode 14.0 but unassigned
     * in Java 17's Unicode 13.0.
     */
    private static final int[] U14_CASE_IGNORABLE = {
        0x888, 0x888, 0x890, 0x891, 0x898, 0x89F, 0x8C9, 0x8D2, 0xC3C, 0xC3C, 0x180F, 0x180F,
        0x1AC1, 0x1ACE, 0x1DFA, 0x1DFA, 0xA7F2, 0xA7F4, 0xFBC2, 0xFBC2, 0x10780, 0x10785,
        0x10787, 0x107B0, 0x107B2, 0x107BA, 0x10F82, 0x10F85, 0x11070, 0x11070, 0x11073, 0x11074,
        0x110C2, 0x110C2, 0x1AFF0, 0x1AFF3, 0x1AFF5, 0x1AFFB, 0x1AFFD, 0x1AFFE, 0x1CF00, 0x1CF2D,
        0x1CF30, 0x1CF46, 0x1E2AE, 0x1E2AE,
    };

    /** Lower-case letters without a case pair (so Cased) new in Unicode 14.0. */
    private static final int[] U14_CASED = {
        0xA7D3, 0xA7D3, 0xA7D5, 0xA7D5, 0x1DF00, 0x1DF09, 0x1DF0B, 0x1DF1E,
    };

    private PyCase() {
    }

    /** {@code s.lower()} as CPython 3.11 computes it. Returns {@code s} itself when unchanged. */
    public static String lower(String s) {
        int n = s.length();
        int i = 0;
        // Fast path: ASCII without capitals is returned as is.
        while (i < n) {
            char c = s.charAt(i);
            if (c >= 0x80 || (c >= 'A' && c <= 'Z')) {
                break;
            }
            i++;
        }
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 4);
        sb.append(s, 0, i);
        while (i < n) {
            int cp = s.codePointAt(i);
            if (cp < 0x80) {
                sb.append((char) (cp >= 'A' && cp <= 'Z' ? cp + 32 : cp));
            } else if (cp == 0x130) {
                sb.append('i').append('\u0307');
            } else if (cp == 0x3A3) {
                sb.append(finalSigma(s, i) ? '\u03C2' : '\u03C3');
            } else {
                sb.appendCodePoint(lowerCodePoint(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    /** The single-code-point lower-case mapping (U+0130 and U+03A3 excepted, see the class). */
    public static int lowerCodePoint(int cp) {
        if (cp >= 0x2C2F && cp <= 0x105BC) {
            int k = java.util.Arrays.binarySearch(U14_UPPER, cp);
            if (k >= 0) {
                return U14_LOWER[k];
            }
        }
        return Character.toLowerCase(cp);
    }

    /** Whether the sigma at {@code index} of {@code s} is in Unicode's Final_Sigma context. */
    private static boolean finalSigma(String s, int index) {
        int j = index;
        int c = -1;
        while (j > 0) {
            c = s.codePointBefore(j);
            j -= Character.charCount(c);
            if (!isCaseIgnorable(c)) {
                break;
            }
            c = -1;
        }
        if (c < 0 || !isCased(c)) {
            return false;
        }
        j = index + 1;
        while (j < s.length()) {
            c = s.codePointAt(j);
            if (!isCaseIgnorable(c)) {
                return !isCased(c);
            }
            j += Character.charCount(c);
        }
        return true;
    }

    /** Unicode's {@code Cased}: Lowercase, Uppercase or Lt. */
    static boolean isCased(int cp) {
        return Character.isLowerCase(cp) || Character.isUpperCase(cp) || Character.isTitleCase(cp)
                || (cp >= 0x2C2F && cp <= 0x105BC && isU14Cased(cp)) || inRanges(U14_CASED, cp);
    }

    private static boolean inRanges(int[] ranges, int cp) {
        for (int k = 0; k < ranges.length; k += 2) {
            if (cp >= ranges[k] && cp <= ranges[k + 1]) {
                return true;
            }
        }
        return false;
    }

    private static boolean isU14Cased(int cp) {
        for (int k = 0; k < U14_UPPER.length; k++) {
            if (U14_UPPER[k] == cp || U14_LOWER[k] == cp) {
                return true;
            }
        }
        return false;
    }

    /**
     * Unicode's {@code Case_Ignorable}: general category Mn, Me, Cf, Lm or Sk, or Word_Break
     * MidLetter, MidNumLet or Single_Quote (Unicode 14.0, as CPython 3.11).
     */
    static boolean isCaseIgnorable(int cp) {
        switch (cp) {
            case '\'': case '.': case ':': case 0xB7: case 0x387: case 0x55F: case 0x5F4:
            case 0x2018: case 0x2019: case 0x2024: case 0x2027: case 0xFE13: case 0xFE52: case 0xFE55:
            case 0xFF07: case 0xFF0E: case 0xFF1A:
                return true;
            case 0x1734:
                // HANUNOO SIGN PAMUDPOD: Mn in Unicode 13, Mc (not ignorable) in Unicode 14.
                return false;
            default:
                break;
        }
        if (inRanges(U14_CASE_IGNORABLE, cp)) {
            return true;
        }
        switch (Character.getType(cp)) {
            case Character.NON_SPACING_MARK:
            case Character.ENCLOSING_MARK:
            case Character.FORMAT:
            case Character.MODIFIER_LETTER:
            case Character.MODIFIER_SYMBOL:
                return true;
            default:
                return false;
        }
    }
}
