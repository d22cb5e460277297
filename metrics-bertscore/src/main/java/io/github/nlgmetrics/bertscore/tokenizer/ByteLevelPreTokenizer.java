package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.compat.python.PyUnicode;
import java.util.ArrayList;
import java.util.List;

/**
 * GPT-2's pre-tokenization, {@code regex.findall(r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+", text)}
 * as the Python {@code regex} module of Debian 12 ({@code python3-regex} 2022.10.31, Unicode 15.0) matches it,
 * written out by hand: at each position the first alternative that matches wins, each greedy.
 *
 * <p>Character classes: {@code \p{L}} and {@code \p{N}} are Java 17's (Unicode 13.0) plus the 4,913 letters and
 * numbers Unicode 14 and 15 added (tables below, taken from that {@code regex} module over U+0000–U+10FFFF);
 * {@code \s} is Unicode's {@code White_Space} (25 code points; not U+001C–U+001F, which Python's
 * {@code str.isspace()} counts).
 *
 * <p>{@code \s+(?!\S)} backtracks: a run of whitespace followed by a non-space gives up its last character,
 * which then starts the next token ({@code " ?\p{L}+"} takes it when it is a plain space).
 */
final class ByteLevelPreTokenizer {
    /** Letters ({@code \p{L}}) in the regex module's Unicode 15.0 that Java 17 does not know: ranges, inclusive. */
    private static final int[] EXTRA_LETTERS = {
            0x870, 0x887, 0x889, 0x88E, 0x8B5, 0x8B5, 0x8C8, 0x8C9, 0xC5D, 0xC5D, 0xCDD, 0xCDD, 0x170D, 0x170D,
            0x171F, 0x171F, 0x1B4C, 0x1B4C, 0x2C2F, 0x2C2F, 0x2C5F, 0x2C5F, 0x9FFD, 0x9FFF, 0xA7C0, 0xA7C1,
            0xA7D0, 0xA7D1, 0xA7D3, 0xA7D3, 0xA7D5, 0xA7D9, 0xA7F2, 0xA7F4, 0x10570, 0x1057A, 0x1057C, 0x1058A,
            0x1058C, 0x10592, 0x10594, 0x10595, 0x10597, 0x105A1, 0x105A3, 0x105B1, 0x105B3, 0x105B9,
            0x105BB, 0x105BC, 0x10780, 0x10785, 0x10787, 0x107B0, 0x107B2, 0x107BA, 0x10F70, 0x10F81,
            0x11071, 0x11072, 0x11075, 0x11075, 0x1123F, 0x11240, 0x11740, 0x11746, 0x11AB0, 0x11ABF,
            0x11F02, 0x11F02, 0x11F04, 0x11F10, 0x11F12, 0x11F33, 0x12F90, 0x12FF0, 0x1342F, 0x1342F,
            0x13441, 0x13446, 0x16A70, 0x16ABE, 0x1AFF0, 0x1AFF3, 0x1AFF5, 0x1AFFB, 0x1AFFD, 0x1AFFE,
            0x1B11F, 0x1B122, 0x1B132, 0x1B132, 0x1B155, 0x1B155, 0x1DF00, 0x1DF1E, 0x1DF25, 0x1DF2A,
            0x1E030, 0x1E06D, 0x1E290, 0x1E2AD, 0x1E4D0, 0x1E4EB, 0x1E7E0, 0x1E7E6, 0x1E7E8, 0x1E7EB,
            0x1E7ED, 0x1E7EE, 0x1E7F0, 0x1E7FE, 0x2A6DE, 0x2A6DF, 0x2B735, 0x2B739, 0x31350, 0x323AF
    };
    /** Numbers ({@code \p{N}}) in Unicode 15.0 that Java 17 does not know. */
    private static final int[] EXTRA_NUMBERS = {
            0x11F50, 0x11F59, 0x16AC0, 0x16AC9, 0x1D2C0, 0x1D2D3, 0x1E4F0, 0x1E4F9
    };

    private ByteLevelPreTokenizer() {
    }

    /** The pre-tokens of {@code text}, in order; their concatenation is {@code text}. */
    static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            int end = contraction(text, i);
            if (end < 0) {
                end = classRun(text, i);
            }
            if (end < 0) {
                end = whitespace(text, i);
            }
            out.add(text.substring(i, end));
            i = end;
        }
        return out;
    }

    /** {@code 's|'t|'re|'ve|'m|'ll|'d}: the end of the match at {@code i}, or -1. */
    private static int contraction(String s, int i) {
        if (s.charAt(i) != '\'' || i + 1 >= s.length()) {
            return -1;
        }
        char c = s.charAt(i + 1);
        if (c == 's' || c == 't' || c == 'm' || c == 'd') {
            return i + 2;
        }
        if (i + 2 < s.length()) {
            char d = s.charAt(i + 2);
            if ((c == 'r' && d == 'e') || (c == 'v' && d == 'e') || (c == 'l' && d == 'l')) {
                return i + 3;
            }
        }
        return -1;
    }

    private static final int LETTER = 0;
    private static final int NUMBER = 1;
    private static final int OTHER = 2;
    private static final int SPACE = 3;

    /** {@code " ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+"}: the end of the match at {@code i}, or -1. */
    private static int classRun(String s, int i) {
        int j = i;
        if (s.charAt(j) == ' ') {
            j++;
            if (j >= s.length()) {
                return -1;
            }
        }
        int cp = s.codePointAt(j);
        int cls = classOf(cp);
        if (cls == SPACE) {
            return -1;
        }
        j += Character.charCount(cp);
        while (j < s.length()) {
            cp = s.codePointAt(j);
            if (classOf(cp) != cls) {
                break;
            }
            j += Character.charCount(cp);
        }
        return j;
    }

    /** {@code \s+(?!\S)|\s+} at a whitespace character {@code i}. */
    private static int whitespace(String s, int i) {
        int j = i;
        int last = i;
        while (j < s.length()) {
            int cp = s.codePointAt(j);
            if (!isSpace(cp)) {
                break;
            }
            last = j;
            j += Character.charCount(cp);
        }
        if (j == i) {
            // unreachable: every code point is a letter, a number, whitespace or other
            return i + Character.charCount(s.codePointAt(i));
        }
        if (j >= s.length()) {
            return j; // the run reaches the end: \s+(?!\S) takes it all
        }
        return last > i ? last : j; // give the last space back to the next token; a single one is \s+
    }

    static int classOf(int cp) {
        if (isSpace(cp)) {
            return SPACE;
        }
        if (isLetter(cp)) {
            return LETTER;
        }
        if (isNumber(cp)) {
            return NUMBER;
        }
        return OTHER;
    }

    /** The regex module's {@code \s}: Unicode's White_Space. */
    static boolean isSpace(int cp) {
        if (cp < 0x80) {
            return cp == ' ' || (cp >= 0x09 && cp <= 0x0D);
        }
        return cp == 0x85 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028
                || cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000;
    }

    /** The regex module's {@code \p{L}} (Unicode 15.0). */
    static boolean isLetter(int cp) {
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
        }
        return switch (Character.getType(cp)) {
            case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
                    Character.MODIFIER_LETTER, Character.OTHER_LETTER -> true;
            case Character.UNASSIGNED -> PyUnicode.inRanges(EXTRA_LETTERS, cp);
            default -> false;
        };
    }

    /** The regex module's {@code \p{N}} (Unicode 15.0). */
    static boolean isNumber(int cp) {
        if (cp < 0x80) {
            return cp >= '0' && cp <= '9';
        }
        return switch (Character.getType(cp)) {
            case Character.DECIMAL_DIGIT_NUMBER, Character.LETTER_NUMBER, Character.OTHER_NUMBER -> true;
            case Character.UNASSIGNED -> PyUnicode.inRanges(EXTRA_NUMBERS, cp);
            default -> false;
        };
    }
}
