package io.github.nlgmetrics.compat.python;

/**
 * CPython 3.11's {@code unicodedata} (Unicode 14.0) where a reference reads a general category.
 *
 * <p>Java 17's {@link Character#getType(int)} has Unicode 13.0. For the punctuation categories
 * ({@code Pc Pd Ps Pe Pi Pf Po}) the two differ on exactly 21 code points, all assigned by
 * Unicode 14 (U+061D, U+1B7D–U+1B7E, U+2E53–U+2E5D, U+10F86–U+10F89, U+116B9, U+12FF1–U+12FF2);
 * they are added here, so {@link #isPunctuation} equals
 * {@code unicodedata.category(chr(cp)).startswith("P")} on every code point (checked against
 * CPython 3.11.7 over U+0000–U+10FFFF).
 */
public final class PyUnicode {
    private PyUnicode() {
    }

    /** {@code unicodedata.category(chr(cp)).startswith("P")} with CPython 3.11's Unicode 14.0 tables. */
    public static boolean isPunctuation(int cp) {
        switch (Character.getType(cp)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                    Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION,
                    Character.FINAL_QUOTE_PUNCTUATION, Character.OTHER_PUNCTUATION -> {
                return true;
            }
            case Character.UNASSIGNED -> {
                return isUnicode14Punctuation(cp);
            }
            default -> {
                return false;
            }
        }
    }

    /** The punctuation code points Unicode 14.0 added (unassigned in Java 17's Unicode 13.0). */
    private static boolean isUnicode14Punctuation(int cp) {
        return cp == 0x061D || cp == 0x1B7D || cp == 0x1B7E || (cp >= 0x2E53 && cp <= 0x2E5D)
                || (cp >= 0x10F86 && cp <= 0x10F89) || cp == 0x116B9 || cp == 0x12FF1 || cp == 0x12FF2;
    }
}
