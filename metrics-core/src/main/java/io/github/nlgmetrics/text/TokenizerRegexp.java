package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;

/**
 * The language-dependent rules of mteval-v13a that sacrebleu's {@code 13a} and {@code zh}
 * tokenizers share ({@code TokenizerRegexp} in sacrebleu 2.6.0), applied in this order:
 *
 * <ol>
 *   <li>{@code ([\{-\~\[-\` -\&\(-\+\:-\@\/])} → {@code " $1 "}: space around ASCII punctuation
 *       and symbols except {@code . , -} and {@code '};</li>
 *   <li>{@code ([^0-9])([\.,])} → {@code "$1 $2 "}: period and comma after a non-digit;</li>
 *   <li>{@code ([\.,])([^0-9])} → {@code " $1 $2"}: period and comma before a non-digit;</li>
 *   <li>{@code ([0-9])(-)} → {@code "$1 $2 "}: a dash after a digit;</li>
 *   <li>fold whitespace with Python's {@code str.split()} set.</li>
 * </ol>
 *
 * <p>Each rule is a single left-to-right scan with {@code re.sub}'s leftmost, non-overlapping
 * semantics (a match consumes both of its characters), written as a loop instead of a regular
 * expression: it is several times faster and the tests check it against the regular expressions
 * on generated text. Scanning UTF-16 units gives the same output as scanning code points here,
 * because only ASCII characters are ever matched in second position and spaces are only inserted.
 */
public final class TokenizerRegexp implements Tokenizer {
    /** The shared instance. */
    public static final TokenizerRegexp INSTANCE = new TokenizerRegexp();

    private static final boolean[] PUNCT = new boolean[128];

    static {
        for (int c = 0; c < 128; c++) {
            PUNCT[c] = (c >= '{' && c <= '~') || (c >= '[' && c <= '`') || (c >= ' ' && c <= '&')
                    || (c >= '(' && c <= '+') || (c >= ':' && c <= '@') || c == '/';
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isPeriodOrComma(char c) {
        return c == '.' || c == ',';
    }

    @Override
    public String tokenize(String line) {
        int n = line.length();
        // Rule 1: single characters, no overlap to worry about.
        StringBuilder a = new StringBuilder(n + 16);
        for (int i = 0; i < n; i++) {
            char c = line.charAt(i);
            if (c < 128 && PUNCT[c]) {
                a.append(' ').append(c).append(' ');
            } else {
                a.append(c);
            }
        }
        // Rule 2: ([^0-9])([\.,]) -> "$1 $2 ".
        StringBuilder b = new StringBuilder(a.length() + 16);
        for (int i = 0, m = a.length(); i < m; i++) {
            char c = a.charAt(i);
            if (i + 1 < m && !isDigit(c) && isPeriodOrComma(a.charAt(i + 1))) {
                b.append(c).append(' ').append(a.charAt(i + 1)).append(' ');
                i++;
            } else {
                b.append(c);
            }
        }
        // Rule 3: ([\.,])([^0-9]) -> " $1 $2".
        a.setLength(0);
        for (int i = 0, m = b.length(); i < m; i++) {
            char c = b.charAt(i);
            if (i + 1 < m && isPeriodOrComma(c) && !isDigit(b.charAt(i + 1))) {
                a.append(' ').append(c).append(' ').append(b.charAt(i + 1));
                i++;
            } else {
                a.append(c);
            }
        }
        // Rule 4: ([0-9])(-) -> "$1 $2 ".
        b.setLength(0);
        for (int i = 0, m = a.length(); i < m; i++) {
            char c = a.charAt(i);
            if (i + 1 < m && isDigit(c) && a.charAt(i + 1) == '-') {
                b.append(c).append(' ').append('-').append(' ');
                i++;
            } else {
                b.append(c);
            }
        }
        return PyStrings.normalizeSpace(b.toString());
    }

    @Override
    public String signature() {
        return "re";
    }
}
