package io.github.nlgmetrics.compat.python;

/**
 * CPython 3.11's {@code unicodedata} (Unicode 14.0) where a reference reads a general category.
 *
 * <p>Java 17's {@link Character#getType(int)} has Unicode 13.0. The two differ on 838 code points:
 * 837 that Unicode 14 assigned (unassigned, {@code Cn}, in Java 17), and U+1734 HANUNOO SIGN PAMUDPOD,
 * which Unicode 14 moved from {@code Mn} to {@code Mc}. {@link #type} carries those differences as a
 * table, so it equals {@code unicodedata.category(chr(cp))} on every code point (checked against
 * CPython 3.11.7 over U+0000–U+10FFFF). The punctuation categories ({@code Pc Pd Ps Pe Pi Pf Po}) differ
 * on exactly 21 of them (U+061D, U+1B7D–U+1B7E, U+2E53–U+2E5D, U+10F86–U+10F89, U+116B9,
 * U+12FF1–U+12FF2).
 */
public final class PyUnicode {
    private static final int CF = Character.FORMAT;
    private static final int LL = Character.LOWERCASE_LETTER;
    private static final int LM = Character.MODIFIER_LETTER;
    private static final int LO = Character.OTHER_LETTER;
    private static final int LU = Character.UPPERCASE_LETTER;
    private static final int MC = Character.COMBINING_SPACING_MARK;
    private static final int MN = Character.NON_SPACING_MARK;
    private static final int ND = Character.DECIMAL_DIGIT_NUMBER;
    private static final int PD = Character.DASH_PUNCTUATION;
    private static final int PE = Character.END_PUNCTUATION;
    private static final int PO = Character.OTHER_PUNCTUATION;
    private static final int PS = Character.START_PUNCTUATION;
    private static final int SC = Character.CURRENCY_SYMBOL;
    private static final int SK = Character.MODIFIER_SYMBOL;
    private static final int SO = Character.OTHER_SYMBOL;
    private static final int[] UNICODE14 = {
            0x61D, 0x61D, PO, 0x870, 0x887, LO, 0x888, 0x888, SK, 0x889, 0x88E, LO, 0x890, 0x891, CF,
            0x898, 0x89F, MN, 0x8B5, 0x8B5, LO, 0x8C8, 0x8C8, LO, 0x8C9, 0x8C9, LM, 0x8CA, 0x8D2, MN,
            0xC3C, 0xC3C, MN, 0xC5D, 0xC5D, LO, 0xCDD, 0xCDD, LO, 0x170D, 0x170D, LO, 0x1715, 0x1715, MC,
            0x171F, 0x171F, LO, 0x1734, 0x1734, MC, 0x180F, 0x180F, MN, 0x1AC1, 0x1ACE, MN, 0x1B4C, 0x1B4C, LO,
            0x1B7D, 0x1B7E, PO, 0x1DFA, 0x1DFA, MN, 0x20C0, 0x20C0, SC, 0x2C2F, 0x2C2F, LU, 0x2C5F, 0x2C5F, LL,
            0x2E53, 0x2E54, PO, 0x2E55, 0x2E55, PS, 0x2E56, 0x2E56, PE, 0x2E57, 0x2E57, PS, 0x2E58, 0x2E58, PE,
            0x2E59, 0x2E59, PS, 0x2E5A, 0x2E5A, PE, 0x2E5B, 0x2E5B, PS, 0x2E5C, 0x2E5C, PE, 0x2E5D, 0x2E5D, PD,
            0x9FFD, 0x9FFF, LO, 0xA7C0, 0xA7C0, LU, 0xA7C1, 0xA7C1, LL, 0xA7D0, 0xA7D0, LU, 0xA7D1, 0xA7D1, LL,
            0xA7D3, 0xA7D3, LL, 0xA7D5, 0xA7D5, LL, 0xA7D6, 0xA7D6, LU, 0xA7D7, 0xA7D7, LL, 0xA7D8, 0xA7D8, LU,
            0xA7D9, 0xA7D9, LL, 0xA7F2, 0xA7F4, LM, 0xFBC2, 0xFBC2, SK, 0xFD40, 0xFD4F, SO, 0xFDCF, 0xFDCF, SO,
            0xFDFE, 0xFDFF, SO, 0x10570, 0x1057A, LU, 0x1057C, 0x1058A, LU, 0x1058C, 0x10592, LU,
            0x10594, 0x10595, LU, 0x10597, 0x105A1, LL, 0x105A3, 0x105B1, LL, 0x105B3, 0x105B9, LL,
            0x105BB, 0x105BC, LL, 0x10780, 0x10785, LM, 0x10787, 0x107B0, LM, 0x107B2, 0x107BA, LM,
            0x10F70, 0x10F81, LO, 0x10F82, 0x10F85, MN, 0x10F86, 0x10F89, PO, 0x11070, 0x11070, MN,
            0x11071, 0x11072, LO, 0x11073, 0x11074, MN, 0x11075, 0x11075, LO, 0x110C2, 0x110C2, MN,
            0x116B9, 0x116B9, PO, 0x11740, 0x11746, LO, 0x11AB0, 0x11ABF, LO, 0x12F90, 0x12FF0, LO,
            0x12FF1, 0x12FF2, PO, 0x16A70, 0x16ABE, LO, 0x16AC0, 0x16AC9, ND, 0x1AFF0, 0x1AFF3, LM,
            0x1AFF5, 0x1AFFB, LM, 0x1AFFD, 0x1AFFE, LM, 0x1B11F, 0x1B122, LO, 0x1CF00, 0x1CF2D, MN,
            0x1CF30, 0x1CF46, MN, 0x1CF50, 0x1CFC3, SO, 0x1D1E9, 0x1D1EA, SO, 0x1DF00, 0x1DF09, LL,
            0x1DF0A, 0x1DF0A, LO, 0x1DF0B, 0x1DF1E, LL, 0x1E290, 0x1E2AD, LO, 0x1E2AE, 0x1E2AE, MN,
            0x1E7E0, 0x1E7E6, LO, 0x1E7E8, 0x1E7EB, LO, 0x1E7ED, 0x1E7EE, LO, 0x1E7F0, 0x1E7FE, LO,
            0x1F6DD, 0x1F6DF, SO, 0x1F7F0, 0x1F7F0, SO, 0x1F979, 0x1F979, SO, 0x1F9CC, 0x1F9CC, SO,
            0x1FA7B, 0x1FA7C, SO, 0x1FAA9, 0x1FAAC, SO, 0x1FAB7, 0x1FABA, SO, 0x1FAC3, 0x1FAC5, SO,
            0x1FAD7, 0x1FAD9, SO, 0x1FAE0, 0x1FAE7, SO, 0x1FAF0, 0x1FAF6, SO, 0x2A6DE, 0x2A6DF, LO,
            0x2B735, 0x2B738, LO
    };

    /** Numeric_Type=Digit code points (not decimal): {@code str.isdigit()} but not {@code isdecimal()}, Unicode 14.0. */
    private static final int[] DIGITS = {
            0xB2, 0xB3, 0xB9, 0xB9, 0x1369, 0x1371, 0x19DA, 0x19DA, 0x2070, 0x2070, 0x2074, 0x2079, 0x2080, 0x2089,
            0x2460, 0x2468, 0x2474, 0x247C, 0x2488, 0x2490, 0x24EA, 0x24EA, 0x24F5, 0x24FD, 0x24FF, 0x24FF,
            0x2776, 0x277E, 0x2780, 0x2788, 0x278A, 0x2792, 0x10A40, 0x10A43, 0x10E60, 0x10E68, 0x11052, 0x1105A,
            0x1F100, 0x1F10A
    };

    private PyUnicode() {
    }

    /**
     * {@code unicodedata.category(chr(cp))} of CPython 3.11 (Unicode 14.0), as a {@link Character#getType}
     * constant ({@link Character#UNASSIGNED} for {@code Cn}).
     */
    public static int type(int cp) {
        int lo = 0;
        int hi = UNICODE14.length / 3 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (cp < UNICODE14[3 * mid]) {
                hi = mid - 1;
            } else if (cp > UNICODE14[3 * mid + 1]) {
                lo = mid + 1;
            } else {
                return UNICODE14[3 * mid + 2];
            }
        }
        return Character.getType(cp);
    }

    /** {@code unicodedata.category(chr(cp)).startswith("P")} with CPython 3.11's Unicode 14.0 tables. */
    public static boolean isPunctuation(int cp) {
        return switch (type(cp)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                    Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION,
                    Character.FINAL_QUOTE_PUNCTUATION, Character.OTHER_PUNCTUATION -> true;
            default -> false;
        };
    }

    /** {@code unicodedata.category(chr(cp)).startswith("C")}: Cc, Cf, Cs, Co or Cn (unassigned in Unicode 14.0). */
    public static boolean isOther(int cp) {
        return switch (type(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE,
                    Character.UNASSIGNED -> true;
            default -> false;
        };
    }

    /**
     * {@code chr(cp).isdigit()} of CPython 3.11: a decimal digit ({@code Nd}) or one of the 128 Numeric_Type=Digit
     * code points (superscripts, circled and parenthesized digits, ...; table from CPython 3.11.2).
     */
    public static boolean isDigit(int cp) {
        if (cp < 0x80) {
            return cp >= '0' && cp <= '9';
        }
        return type(cp) == Character.DECIMAL_DIGIT_NUMBER || inRanges(DIGITS, cp);
    }

    /** Whether {@code cp} is in one of {@code ranges}: sorted, disjoint, inclusive pairs {@code lo, hi}. */
    public static boolean inRanges(int[] ranges, int cp) {
        int lo = 0;
        int hi = ranges.length / 2 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (cp < ranges[2 * mid]) {
                hi = mid - 1;
            } else if (cp > ranges[2 * mid + 1]) {
                lo = mid + 1;
            } else {
                return true;
            }
        }
        return false;
    }
}
