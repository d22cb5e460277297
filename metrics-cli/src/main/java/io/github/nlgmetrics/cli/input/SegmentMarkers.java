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
        int found = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            switch (s.charAt(i)) {
                case ' ' -> {
                    if ((found & PTB) == 0 && ptbAfterSpace(s, i + 1)) {
                        found |= PTB;
                    }
                }
                case '@' -> {
                    if (i + 1 < n && s.charAt(i + 1) == '@' && spaceOrEnd(s, i + 2)) {
                        found |= BPE;
                    }
                }
                case '.', '!', '?' -> {
                    if ((found & SENTENCE_INSIDE) == 0 && textAfterSentenceEnd(s, i + 1)) {
                        found |= SENTENCE_INSIDE;
                    }
                }
                case '\u2581' -> found |= PIECE;
                default -> {
                }
            }
        }
        return found;
    }

    /** Whether a PTB token starts at {@code i}, just after a space. */
    private static boolean ptbAfterSpace(String s, int i) {
        int n = s.length();
        if (i >= n) {
            return false;
        }
        char c = s.charAt(i);
        switch (c) {
            case ',':
                return i + 1 < n && s.charAt(i + 1) == ' ';
            case '.', '?', '!':
                return end(s, i + 1);
            case 'n':
                return s.startsWith("'t", i + 1) && spaceOrEnd(s, i + 3);
            case '\'':
                if (i + 1 >= n) {
                    return false;
                }
                switch (s.charAt(i + 1)) {
                    case 's', 'd', 'm':
                        return spaceOrEnd(s, i + 2);
                    case 'r', 'v':
                        return i + 2 < n && s.charAt(i + 2) == 'e' && spaceOrEnd(s, i + 3);
                    case 'l':
                        return i + 2 < n && s.charAt(i + 2) == 'l' && spaceOrEnd(s, i + 3);
                    default:
                        return false;
                }
            default:
                return false;
        }
    }

    /** {@code [\"')]? +\S} at {@code i}, just after a sentence end. */
    private static boolean textAfterSentenceEnd(String s, int i) {
        int n = s.length();
        if (i < n && (s.charAt(i) == '"' || s.charAt(i) == '\'' || s.charAt(i) == ')')) {
            i++;
        }
        if (i >= n || s.charAt(i) != ' ') {
            return false;
        }
        while (i < n && s.charAt(i) == ' ') {
            i++;
        }
        if (i >= n) {
            return false;
        }
        char c = s.charAt(i);
        return c != '\t' && c != '\n' && c != '\u000B' && c != '\f' && c != '\r';
    }

    /** {@code (?= |$)} at {@code i}. */
    private static boolean spaceOrEnd(String s, int i) {
        return i < s.length() && s.charAt(i) == ' ' || end(s, i);
    }

    /** Java's {@code $} without MULTILINE at {@code i}: the end, or before a line terminator that ends the text. */
    private static boolean end(String s, int i) {
        int n = s.length();
        if (i == n) {
            return true;
        }
        if (i == n - 2) {
            return s.charAt(i) == '\r' && s.charAt(i + 1) == '\n';
        }
        if (i != n - 1) {
            return false;
        }
        char c = s.charAt(i);
        return c == '\n' ? i == 0 || s.charAt(i - 1) != '\r'
                : c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }
}
