package io.github.nlgmetrics.compat.python;

import java.util.regex.Pattern;

/**
 * Java regular-expression fragments with the meaning of Python 3's {@code re} classes on
 * {@code str} patterns, for porting Python tokenizers whose regular expressions use them.
 *
 * <p>Java's {@code \s}, {@code \w}, {@code \d} and {@code \b} are ASCII by default, and with
 * {@link Pattern#UNICODE_CHARACTER_CLASS} they follow Unicode's {@code White_Space} and
 * {@code Alphabetic} properties, neither of which is Python's definition:
 * <ul>
 *   <li>{@code \s} = {@code str.isspace()}: the set of {@link PyStrings#isSpace(int)} (it includes
 *       the information separators U+001C–U+001F, which {@code White_Space} does not);</li>
 *   <li>{@code \w} = {@code str.isalnum()} or {@code _}: letters (categories L*) and characters
 *       with a numeric value (categories Nd, Nl, No), no combining marks;</li>
 *   <li>{@code \d} = {@code str.isdecimal()}: category Nd;</li>
 *   <li>{@code \b} = a boundary between a {@code \w} and a non-{@code \w} character (or an end
 *       of the string).</li>
 * </ul>
 * Compile patterns that use {@code $} or {@code .} with {@link #FLAGS} ({@link
 * Pattern#UNIX_LINES}): Python's {@code $} only looks at {@code \n}, Java's also at {@code \r},
 * U+0085, U+2028 and U+2029. Java 17 has Unicode 13 tables, CPython 3.11 Unicode 14: the
 * characters assigned in Unicode 14 may classify differently.
 */
public final class PyRegex {
    /** Python's whitespace set as the inside of a character class. */
    private static final String SPACE_SET =
            "\\t\\n\\x0B\\f\\r\\x1C-\\x20\\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}"
                    + "\\x{202F}\\x{205F}\\x{3000}";
    /** Python's word characters as the inside of a character class. */
    private static final String WORD_SET = "\\p{L}\\p{Nd}\\p{Nl}\\p{No}_";

    /** Python's {@code \s}. */
    public static final String S = "[" + SPACE_SET + "]";
    /** Python's {@code \S}. */
    public static final String NOT_S = "[^" + SPACE_SET + "]";
    /** Python's {@code \w}. */
    public static final String W = "[" + WORD_SET + "]";
    /** Python's {@code \W}. */
    public static final String NOT_W = "[^" + WORD_SET + "]";
    /** Python's {@code \d}. */
    public static final String D = "\\p{Nd}";
    /** Python's {@code [^\W\d]}: a word character that is not a decimal digit. */
    public static final String WORD_NOT_DIGIT = "[\\p{L}\\p{Nl}\\p{No}_]";
    /** Python's {@code \b}. */
    public static final String B = "(?:(?<=" + W + ")(?!" + W + ")|(?<!" + W + ")(?=" + W + "))";
    /** The flags that give {@code $} and {@code .} Python's meaning. */
    public static final int FLAGS = Pattern.UNIX_LINES;

    private PyRegex() {
    }

    /** {@code regex} compiled with {@link #FLAGS}. */
    public static Pattern compile(String regex) {
        return Pattern.compile(regex, FLAGS);
    }

    /** Whether {@code cp} is Python's {@code \w}. */
    public static boolean isWord(int cp) {
        if (cp == '_' || Character.isLetter(cp)) {
            return true;
        }
        int t = Character.getType(cp);
        return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER || t == Character.OTHER_NUMBER;
    }

    /** Python's {@code str.isupper()} of one code point (Unicode's {@code Uppercase}). */
    public static boolean isUpper(int cp) {
        return Character.isUpperCase(cp);
    }

    /** Python's {@code str.islower()} of one code point (Unicode's {@code Lowercase}). */
    public static boolean isLower(int cp) {
        return Character.isLowerCase(cp);
    }
}
