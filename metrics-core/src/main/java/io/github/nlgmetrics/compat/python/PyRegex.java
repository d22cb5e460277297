package io.github.nlgmetrics.compat.python;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

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
 *
 * <p>{@link #compilePython} translates a whole Python pattern instead (as far as the references'
 * own patterns need it), and {@link #sub} is {@code re.sub} with Python's replacement templates.
 * What changes between the two dialects, and is translated there:
 * <ul>
 *   <li>{@code \s} is every code point for which {@code str.isspace()} is true
 *       ({@link PyStrings#isSpace}: also NBSP, U+3000, U+0085, U+2028, U+001C–U+001F), not Java's
 *       ASCII set;</li>
 *   <li>{@code \w} is {@code str.isalnum()} or {@code _} (letters and every numeric category:
 *       {@code [\p{L}\p{N}_]}), {@code \d} is {@code \p{Nd}}; {@code \b} / {@code \B} are
 *       boundaries of that {@code \w} (Java 17's {@code \b} has its own notion of a word
 *       character);</li>
 *   <li>{@code .} stops only at {@code \n} ({@link Pattern#UNIX_LINES}), as {@code $} does;</li>
 *   <li>{@code (?P<name>...)} and {@code (?P=name)} are Java's {@code (?<name>...)} and
 *       {@code \k<name>}; a {@code [} inside a class is literal;</li>
 *   <li>replacement templates: {@code \1}, {@code \g<1>}, {@code \g<name>}, {@code \n},
 *       {@code \t}, {@code \\}; an unmatched group expands to nothing (Python 3.5+).</li>
 * </ul>
 * Java 17's character tables are Unicode 13.0, CPython 3.11's 14.0: the 525 code points that
 * Unicode 14 assigned as letters or digits are word characters in Python and not here.
 *
 * <pre>
 * sub(compilePython("\\b(\\w+)ed\\b"), "\\1", "is the world doomed or loved?") = "is the world doom or lov?"
 * sub(compilePython("\\s\\s+"), " ", "a\u00a0\u00a0b\tc")                          = "a b\tc"
 * </pre>
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

    // The translator's names for the same sets (compilePython below).
    /** The code points of Python's {@code \s}, as a class body. */
    static final String SPACE = SPACE_SET;
    /** Python's {@code \w} for {@code str} patterns, as a class body. */
    static final String WORD = WORD_SET;
    /** Python's {@code \d}: the decimal digits of every script. */
    static final String DIGIT = D;
    private static final String IS_WORD = W;
    private static final String BOUNDARY = B;
    private static final String NOT_BOUNDARY = "(?:(?<=" + IS_WORD + ")(?=" + IS_WORD + ")|(?<!" + IS_WORD + ")(?!"
            + IS_WORD + "))";

    /**
     * The Java pattern that matches what the Python pattern {@code python} matches (Python's
     * syntax and classes translated; {@link #compile} takes a Java pattern built from the fragments above).
     *
     * @throws IllegalArgumentException naming the pattern when it is not a valid pattern or uses a
     *         construct not translated ({@code \W}, {@code \S}, {@code \D} inside a class)
     */
    public static Pattern compilePython(String python) {
        StringBuilder j = new StringBuilder(python.length() + 16);
        boolean inClass = false;
        int n = python.length();
        for (int i = 0; i < n; i++) {
            char c = python.charAt(i);
            if (c == '\\' && i + 1 < n) {
                char e = python.charAt(++i);
                switch (e) {
                    case 'w' -> j.append(inClass ? WORD : IS_WORD);
                    case 's' -> j.append(inClass ? SPACE : "[" + SPACE + "]");
                    case 'd' -> j.append(inClass ? DIGIT : "[" + DIGIT + "]");
                    case 'W', 'S', 'D' -> {
                        if (inClass) {
                            throw new IllegalArgumentException("Python pattern '" + python + "': \\" + e
                                    + " inside a character class is not supported");
                        }
                        j.append("[^").append(e == 'W' ? WORD : e == 'S' ? SPACE : DIGIT).append(']');
                    }
                    case 'b' -> j.append(inClass ? "\\x08" : BOUNDARY);
                    case 'B' -> j.append(NOT_BOUNDARY);
                    case 'Z' -> j.append("\\z");
                    default -> j.append('\\').append(e);
                }
            } else if (inClass) {
                if (c == ']') {
                    inClass = false;
                    j.append(c);
                } else if (c == '[' || c == '&') {
                    j.append('\\').append(c);
                } else {
                    j.append(c);
                }
            } else if (c == '[') {
                inClass = true;
                j.append(c);
                if (i + 1 < n && python.charAt(i + 1) == '^') {
                    j.append('^');
                    i++;
                }
                if (i + 1 < n && python.charAt(i + 1) == ']') {
                    j.append("\\]");
                    i++;
                }
            } else if (python.startsWith("(?P<", i)) {
                j.append("(?<");
                i += 3;
            } else if (python.startsWith("(?P=", i)) {
                int close = python.indexOf(')', i);
                if (close < 0) {
                    throw new IllegalArgumentException("Python pattern '" + python + "': unterminated (?P=");
                }
                j.append("\\k<").append(python, i + 4, close).append('>');
                i = close;
            } else {
                j.append(c);
            }
        }
        try {
            return Pattern.compile(j.toString(), Pattern.UNIX_LINES);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("not a valid regular expression: '" + python + "' ("
                    + e.getDescription() + ")");
        }
    }

    /** Python's {@code re.sub(pattern, template, s)}: every non-overlapping match, left to right. */
    public static String sub(Pattern pattern, String template, String s) {
        Matcher m = pattern.matcher(s);
        if (!m.find()) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        int last = 0;
        do {
            out.append(s, last, m.start());
            expand(template, m, out);
            last = m.end();
        } while (m.find());
        return out.append(s, last, s.length()).toString();
    }

    /** Appends Python's expansion of the replacement {@code template} for the current match. */
    private static void expand(String template, Matcher m, StringBuilder out) {
        int n = template.length();
        for (int i = 0; i < n; i++) {
            char c = template.charAt(i);
            if (c != '\\' || i + 1 == n) {
                out.append(c);
                continue;
            }
            char e = template.charAt(++i);
            if (e >= '0' && e <= '9') {
                int group = e - '0';
                if (i + 1 < n && Character.isDigit(template.charAt(i + 1)) && template.charAt(i + 1) < 128) {
                    group = group * 10 + template.charAt(++i) - '0';
                }
                appendGroup(m, Integer.toString(group), template, out);
            } else if (e == 'g' && i + 1 < n && template.charAt(i + 1) == '<') {
                int close = template.indexOf('>', i);
                if (close < 0) {
                    throw new IllegalArgumentException("replacement '" + template + "': unterminated \\g<");
                }
                appendGroup(m, template.substring(i + 2, close), template, out);
                i = close;
            } else {
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'f' -> out.append('\f');
                    case 'v' -> out.append('\u000b');
                    case 'a' -> out.append('\u0007');
                    case 'b' -> out.append('\b');
                    case '\\' -> out.append('\\');
                    default -> {
                        if (e < 128 && Character.isLetter(e)) {
                            throw new IllegalArgumentException("replacement '" + template + "': bad escape \\" + e);
                        }
                        out.append('\\').append(e);
                    }
                }
            }
        }
    }

    private static void appendGroup(Matcher m, String group, String template, StringBuilder out) {
        String value;
        try {
            value = group.chars().allMatch(Character::isDigit) ? m.group(Integer.parseInt(group)) : m.group(group);
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            throw new IllegalArgumentException("replacement '" + template + "': invalid group reference " + group);
        }
        if (value != null) {
            out.append(value);
        }
    }
}
