package io.github.nlgmetrics.cli.input;

/**
 * The marks {@link InputWarnings} looks for in a hypothesis, found in one scan of its characters
 * instead of a regular expression per mark: every scoring run passes every segment through here,
 * and three {@code java.util.regex} searches per segment cost BLEU on WMT17's 48,064 segments
 * about 0.26 s of a 0.6 s run (issue 39). The marks are defined by these expressions, and
 * {@code SegmentMarkersTest} checks that the scan answers exactly as they do:
 * <pre>
 *   PTB              " (?:n't|'s|'re|'ve|'ll|'d|'m)(?= |$)| [.?!]$| , "
 *   BPE              "@@( |$)"
 *   PIECE            U+2581 anywhere
 *   SENTENCE_INSIDE  "[.!?][\"')]? +\\S"
 * </pre>
 * {@code $} is Java's: the end of the text, or before one line terminator that ends it
 * ({@code \n}, {@code \r\n}, {@code \r}, U+0085, U+2028, U+2029); {@code \S} is any character but
 * {@code [ \t\n\x0B\f\r]}.
 */
final class SegmentMarkers {
    /** PTB-style tokens: a split clitic, a line-final {@code " ."}, a {@code " , "}. */
    static final int PTB = 1;
    /** subword-nmt's {@code "@@ "} join. */
    static final int BPE = 2;
    /** A SentencePiece piece mark, U+2581. */
    static final int PIECE = 4;
    /** A sentence end, spaces and more text: two sentences on one line. */
    static final int SENTENCE_INSIDE = 8;

    private SegmentMarkers() {
    }

    /** The marks {@code s} holds, as bits. */
    static int scan(String s) {
        return scan(s, new char[s.length()]);
    }

    /**
     * As above, the characters copied into {@code buffer} (at least {@code s.length()} long, reused
     * by the caller) and scanned there: with the C1 compiler that runs a short command,
     * {@code String.charAt} per character cost twice the scan of an array.
     */
    static int scan(String s, char[] buffer) {
        int n = s.length();
        s.getChars(0, n, buffer, 0);
        char[] a = buffer;
        int found = 0;
        for (int i = 0; i < n; i++) {
            char c = a[i];
            // (letters and most text are above '@': one comparison for them)
            if (c > '@') {
                if (c == '\u2581') {
                    found |= PIECE;
                }
                continue;
            }
            switch (c) {
                case ' ' -> {
                    if ((found & PTB) == 0 && ptbAfterSpace(a, n, i + 1)) {
                        found |= PTB;
                    }
                }
                case '@' -> {
                    if (i + 1 < n && a[i + 1] == '@' && spaceOrEnd(a, n, i + 2)) {
                        found |= BPE;
                    }
                }
                case '.', '!', '?' -> {
                    if ((found & SENTENCE_INSIDE) == 0 && textAfterSentenceEnd(a, n, i + 1)) {
                        found |= SENTENCE_INSIDE;
                    }
                }
                default -> {
                }
            }
        }
        return found;
    }

    /** Whether a PTB token starts at {@code i} of the {@code n} characters {@code a}, just after a space. */
    private static boolean ptbAfterSpace(char[] a, int n, int i) {
        if (i >= n) {
            return false;
        }
        switch (a[i]) {
            case ',':
                return i + 1 < n && a[i + 1] == ' ';
            case '.', '?', '!':
                return end(a, n, i + 1);
            case 'n':
                return i + 2 < n && a[i + 1] == '\'' && a[i + 2] == 't' && spaceOrEnd(a, n, i + 3);
            case '\'':
                if (i + 1 >= n) {
                    return false;
                }
                switch (a[i + 1]) {
                    case 's', 'd', 'm':
                        return spaceOrEnd(a, n, i + 2);
                    case 'r', 'v':
                        return i + 2 < n && a[i + 2] == 'e' && spaceOrEnd(a, n, i + 3);
                    case 'l':
                        return i + 2 < n && a[i + 2] == 'l' && spaceOrEnd(a, n, i + 3);
                    default:
                        return false;
                }
            default:
                return false;
        }
    }

    /** {@code [\"')]? +\S} at {@code i}, just after a sentence end. */
    private static boolean textAfterSentenceEnd(char[] a, int n, int i) {
        if (i < n && (a[i] == '"' || a[i] == '\'' || a[i] == ')')) {
            i++;
        }
        if (i >= n || a[i] != ' ') {
            return false;
        }
        while (i < n && a[i] == ' ') {
            i++;
        }
        if (i >= n) {
            return false;
        }
        char c = a[i];
        return c != '\t' && c != '\n' && c != '\u000B' && c != '\f' && c != '\r';
    }

    /** {@code (?= |$)} at {@code i}. */
    private static boolean spaceOrEnd(char[] a, int n, int i) {
        return i < n && a[i] == ' ' || end(a, n, i);
    }

    /** Java's {@code $} without MULTILINE at {@code i}: the end, or before a line terminator that ends the text. */
    private static boolean end(char[] a, int n, int i) {
        if (i == n) {
            return true;
        }
        if (i == n - 2) {
            return a[i] == '\r' && a[i + 1] == '\n';
        }
        if (i != n - 1) {
            return false;
        }
        char c = a[i];
        return c == '\n' ? i == 0 || a[i - 1] != '\r'
                : c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }
}
