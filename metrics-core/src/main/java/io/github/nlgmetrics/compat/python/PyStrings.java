package io.github.nlgmetrics.compat.python;

import java.util.ArrayList;
import java.util.List;

/**
 * Python's {@code str} whitespace handling, per code point.
 *
 * <p>The reference scorers are Python programs, and {@code str.split()} / {@code str.strip()}
 * use Python's own whitespace set, which is wider than {@link Character#isWhitespace(int)}:
 * it includes NO-BREAK SPACE (U+00A0), NARROW NO-BREAK SPACE (U+202F), NEXT LINE (U+0085) and the
 * information separators U+001C–U+001F. Using Java's notion instead changes token counts, and
 * so scores, on real data (web text is full of U+00A0).
 *
 * <pre>
 * split("a\u00a0b  c") = ["a", "b", "c"]      (Java's String.split("\\s+") gives ["a\u00a0b", "c"])
 * </pre>
 */
public final class PyStrings {
    private PyStrings() {
    }

    /** {@code True} where CPython's {@code str.isspace()} is true for this single code point. */
    public static boolean isSpace(int cp) {
        if (cp < 0x80) {
            return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1F);
        }
        switch (cp) {
            case 0x85: case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F:
            case 0x3000:
                return true;
            default:
                return cp >= 0x2000 && cp <= 0x200A;
        }
    }

    /** Python's {@code s.split()}: runs of whitespace separate tokens, no empty tokens. */
    public static List<String> split(String s) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        int i = 0;
        while (i < n) {
            int cp = s.codePointAt(i);
            if (isSpace(cp)) {
                i += Character.charCount(cp);
                continue;
            }
            int start = i;
            while (i < n) {
                cp = s.codePointAt(i);
                if (isSpace(cp)) {
                    break;
                }
                i += Character.charCount(cp);
            }
            out.add(s.substring(start, i));
        }
        return out;
    }

    /**
     * Python's {@code ' '.join(s.split())}: whitespace runs folded to one space, ends trimmed; {@code s} itself when
     * it is already so (every whitespace character is BMP, so a look at each {@code char} decides).
     */
    public static String normalizeSpace(String s) {
        int n = s.length();
        boolean folded = n == 0 || !isSpace(s.charAt(0)) && !isSpace(s.charAt(n - 1));
        for (int i = 0; folded && i < n; i++) {
            char c = s.charAt(i);
            folded = c == ' ' ? !isSpace(s.charAt(i + 1)) : !isSpace(c);
        }
        return folded ? s : String.join(" ", split(s));
    }

    /** Python's {@code s.strip()}. */
    public static String strip(String s) {
        return rstrip(lstrip(s));
    }

    /** Python's {@code s.lstrip()}. */
    public static String lstrip(String s) {
        int i = 0;
        int n = s.length();
        while (i < n) {
            int cp = s.codePointAt(i);
            if (!isSpace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return s.substring(i);
    }

    /** Python's {@code s.rstrip()}. */
    public static String rstrip(String s) {
        int end = s.length();
        while (end > 0) {
            int cp = s.codePointBefore(end);
            if (!isSpace(cp)) {
                break;
            }
            end -= Character.charCount(cp);
        }
        return s.substring(0, end);
    }

    /**
     * Python's {@code s.lower()} (CPython 3.11's Unicode tables and final-sigma rule); see
     * {@link PyCase#lower(String)}, which this delegates to.
     */
    public static String lower(String s) {
        return PyCase.lower(s);
    }

    /** The code points of {@code s} as an array (what iterating a Python {@code str} yields). */
    public static int[] codePoints(String s) {
        return s.codePoints().toArray();
    }
}
