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
 * <p>Each rule is a single left-to-right scan over a {@code char[]} with {@code re.sub}'s
 * leftmost, non-overlapping semantics (a match consumes both of its characters), written as a
 * small loop instead of a regular expression (the tests check it against the regular
 * expressions on generated text). Scanning UTF-16 units gives the same output as scanning code
 * points here, because only ASCII characters are ever matched in second position and spaces are
 * only inserted. {@link #rulesInto} writes the result into a {@link TokenBuffer} without building
 * any {@code String}, for the BLEU kernel.
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
        TokenBuffer out = new TokenBuffer();
        rulesInto(line, false, out);
        return PyStrings.normalizeSpace(new String(out.chars(), 0, out.length()));
    }

    /**
     * Appends the four rules' output for {@code line} (padded with one space each side when
     * {@code pad}, as the 13a tokenizer does) to {@code out}, whitespace not yet folded.
     */
    static void rulesInto(String line, boolean pad, TokenBuffer out) {
        int n = line.length() + (pad ? 2 : 0);
        char[] a = out.scratchA(3 * n);
        int m = rule1(line, pad, a);
        char[] b = out.scratchB(2 * m);
        m = rule2(a, m, b);
        a = out.scratchA(2 * m);
        m = rule3(b, m, a);
        out.ensure(2 * m);
        int at = out.length();
        out.setLength(at + rule4(a, m, out.chars(), at));
    }

    /** Rule 1: single characters, no overlap to worry about. */
    private static int rule1(String line, boolean pad, char[] out) {
        int o = 0;
        if (pad) {
            out[o++] = ' ';
        }
        for (int i = 0, n = line.length(); i < n; i++) {
            char c = line.charAt(i);
            if (c < 128 && PUNCT[c]) {
                out[o] = ' ';
                out[o + 1] = c;
                out[o + 2] = ' ';
                o += 3;
            } else {
                out[o++] = c;
            }
        }
        if (pad) {
            out[o++] = ' ';
        }
        return o;
    }

    /** Rule 2: {@code ([^0-9])([\.,]) -> "$1 $2 "}. */
    private static int rule2(char[] in, int m, char[] out) {
        int o = 0;
        for (int i = 0; i < m; i++) {
            char c = in[i];
            if (i + 1 < m && !isDigit(c) && isPeriodOrComma(in[i + 1])) {
                out[o] = c;
                out[o + 1] = ' ';
                out[o + 2] = in[i + 1];
                out[o + 3] = ' ';
                o += 4;
                i++;
            } else {
                out[o++] = c;
            }
        }
        return o;
    }

    /** Rule 3: {@code ([\.,])([^0-9]) -> " $1 $2"}. */
    private static int rule3(char[] in, int m, char[] out) {
        int o = 0;
        for (int i = 0; i < m; i++) {
            char c = in[i];
            if (i + 1 < m && isPeriodOrComma(c) && !isDigit(in[i + 1])) {
                out[o] = ' ';
                out[o + 1] = c;
                out[o + 2] = ' ';
                out[o + 3] = in[i + 1];
                o += 4;
                i++;
            } else {
                out[o++] = c;
            }
        }
        return o;
    }

    /** Rule 4: {@code ([0-9])(-) -> "$1 $2 "}; writes from {@code out[at]}, returns the count written. */
    private static int rule4(char[] in, int m, char[] out, int at) {
        int o = at;
        for (int i = 0; i < m; i++) {
            char c = in[i];
            if (i + 1 < m && isDigit(c) && in[i + 1] == '-') {
                out[o] = c;
                out[o + 1] = ' ';
                out[o + 2] = '-';
                out[o + 3] = ' ';
                o += 4;
                i++;
            } else {
                out[o++] = c;
            }
        }
        return o - at;
    }

    @Override
    public void tokenizeInto(String line, TokenBuffer out) {
        rulesInto(line, false, out);
    }

    @Override
    public String signature() {
        return "re";
    }
}
