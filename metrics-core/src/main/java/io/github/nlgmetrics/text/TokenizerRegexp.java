package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;

/**
 * The language-dependent rules of mteval-v13a that sacrebleu's {@code 13a} and {@code zh}
 * tokenizers share ({@code TokenizerRegexp} in sacrebleu 2.6.0), applied in this order:
 *
 * <ol>
 *   <li><code>([\&#123;-\~\[-\` -\&amp;\(-\+\:-\@\/])</code> → {@code " $1 "}: space around ASCII punctuation
 *       and symbols except {@code . , -} and {@code '};</li>
 *   <li>{@code ([^0-9])([\.,])} → {@code "$1 $2 "}: period and comma after a non-digit;</li>
 *   <li>{@code ([\.,])([^0-9])} → {@code " $1 $2"}: period and comma before a non-digit;</li>
 *   <li>{@code ([0-9])(-)} → {@code "$1 $2 "}: a dash after a digit;</li>
 *   <li>fold whitespace with Python's {@code str.split()} set.</li>
 * </ol>
 *
 * <p>One scan, no regular expression. Rule 1 cuts the line into chunks: runs of characters that
 * are neither whitespace nor rule-1 punctuation (each of which is a chunk of its own). Rules 2–4
 * can only insert spaces, and only next to a period, a comma or a dash; whitespace can neither be
 * consumed as the first character of their matches nor start one that reaches into the next
 * chunk, so {@code re.sub}'s leftmost, non-overlapping scan restarts at every whitespace
 * character and each chunk is tokenized on its own. A chunk without {@code . , -} (most words) is
 * therefore one token as it stands; only the others run rules 2–4, each a left-to-right scan with
 * {@code re.sub}'s semantics over the chunk padded with a space. The tests check the result
 * against the four regular expressions on generated text.
 */
public final class TokenizerRegexp implements Tokenizer {
    /** The shared instance. */
    public static final TokenizerRegexp INSTANCE = new TokenizerRegexp();

    private static final boolean[] PUNCT = new boolean[128];
    /** Rule-1 punctuation or Python whitespace: the ASCII characters that end a chunk. */
    private static final boolean[] ENDS_CHUNK = new boolean[128];

    static {
        for (int c = 0; c < 128; c++) {
            PUNCT[c] = (c >= '{' && c <= '~') || (c >= '[' && c <= '`') || (c >= ' ' && c <= '&')
                    || (c >= '(' && c <= '+') || (c >= ':' && c <= '@') || c == '/';
            ENDS_CHUNK[c] = PUNCT[c] || TokenBuffer.isSpace((char) c);
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
        java.util.Objects.requireNonNull(line, "line");
        TokenBuffer out = new TokenBuffer();
        rulesInto(line, false, out, false);
        return out.length() == 0 ? "" : new String(out.chars(), 0, out.length() - 1);
    }

    /**
     * Appends the tokens of {@code line} (padded with a space each side when {@code pad}, as the
     * 13a tokenizer does) to {@code out}, each followed by one space. When
     * {@code stopAt13aPreprocessing}, returns {@code false} instead (with {@code out} as it was) as
     * soon as the line holds {@code <}, {@code &} or a newline, the characters that the 13a
     * tokenizer's preprocessing could rewrite.
     */
    static boolean rulesInto(String line, boolean pad, TokenBuffer out, boolean stopAt13aPreprocessing) {
        int n = line.length();
        char[] in = out.scratchA(n);
        line.getChars(0, n, in, 0);
        int before = out.length();
        // Each character yields itself and at most one separator.
        out.ensure(2 * n);
        char[] oc = out.chars();
        int o = before;
        int chunk = o;
        boolean dotted = false;
        // Unpadded, the first chunk has nothing before it, which rules 2 and 3 can tell from a space.
        boolean open = !pad;
        for (int i = 0; i < n; i++) {
            char c = in[i];
            if (c < 128 ? !ENDS_CHUNK[c] : c < 0x85 || !PyStrings.isSpace(c)) {
                dotted |= c == '.' || c == ',' || c == '-';
                oc[o++] = c;
                continue;
            }
            // Whitespace or rule-1 punctuation (a token of its own) ends the chunk.
            if (stopAt13aPreprocessing && (c == '<' || c == '&' || c == '\n')) {
                out.setLength(before);
                return false;
            }
            if (o > chunk) {
                o = dotted ? rules2to4(out, chunk, o, !open, true) : separate(oc, o);
            }
            if (c < 128 && PUNCT[c] && c != ' ') {
                oc[o++] = c;
                oc[o++] = ' ';
            }
            chunk = o;
            dotted = false;
            open = false;
        }
        if (o > chunk) {
            o = dotted ? rules2to4(out, chunk, o, !open, pad) : separate(oc, o);
        }
        out.setLength(o);
        return true;
    }

    private static int separate(char[] oc, int o) {
        oc[o] = ' ';
        return o + 1;
    }

    /**
     * Rules 2–4 on the chunk {@code out.chars()[from, to)}, padded with a space on each side where
     * the line has whitespace or rule-1 punctuation (so a space after rule 1) next to it; its
     * tokens replace it, each followed by a space (no more characters than the chunk and one
     * separator per character, which {@link #rulesInto} has made room for). Returns the new end.
     */
    private static int rules2to4(TokenBuffer out, int from, int to, boolean left, boolean right) {
        int len = to - from + 2;
        char[] a = out.scratchB(8 * len);
        char[] b = out.scratchC(8 * len);
        char[] oc = out.chars();
        int at = 0;
        if (left) {
            a[at++] = ' ';
        }
        System.arraycopy(oc, from, a, at, to - from);
        at += to - from;
        if (right) {
            a[at++] = ' ';
        }
        len = at;
        int m = rule2(a, len, b);
        m = rule3(b, m, a);
        m = rule4(a, m, b, 0);
        int o = from;
        boolean inToken = false;
        for (int i = 0; i < m; i++) {
            char c = b[i];
            if (c == ' ') {
                if (inToken) {
                    oc[o++] = ' ';
                    inToken = false;
                }
            } else {
                oc[o++] = c;
                inToken = true;
            }
        }
        if (inToken) {
            oc[o++] = ' ';
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
        rulesInto(line, false, out, false);
    }

    @Override
    public String signature() {
        return "re";
    }
}
