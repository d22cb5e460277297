package io.github.nlgmetrics.cli.input;

/**
 * The one sanitizer of text from the user's files (file names, system names) before it is shown: in the
 * error line, the warnings, {@code compare}'s text report and HTML page (issue 39). A name is the user's
 * data, and a terminal obeys what it holds: ESC starts a control sequence (colours, a cleared screen, a
 * changed title), a bidi override (U+202E) shows {@code abc<U+202E>txt.exe} as {@code abcexe.txt}, a
 * newline splits one message into two. Such characters are written as Python's {@code repr} writes them,
 * so the drop-ins' messages read as their tools' do:
 * <ul>
 *   <li>{@code \t}, {@code \n}, {@code \r};</li>
 *   <li>the other C0 controls, DEL and the C1 controls as {@code \xNN};</li>
 *   <li>invisible format characters (Unicode category Cf: bidi embeddings, overrides and isolates, the
 *       marks LRM/RLM/ALM, zero-width characters, the byte-order mark, tags), the line and paragraph
 *       separators U+2028/U+2029 and lone surrogates as a backslash, {@code u} and four hex digits (a backslash,
 *       {@code U} and eight beyond the BMP).</li>
 * </ul>
 * Everything else, letters of any script and symbols such as U+2581, is kept; a backslash is kept too
 * (a message stays readable, it only has to be safe).
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** {@code s} with every character that a terminal would act on written out (see the class comment). */
    public static String escape(String s) {
        int i = 0;
        while (i < s.length() && !special(s.charAt(i))) {
            i++;
        }
        if (i == s.length()) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length() + 16).append(s, 0, i);
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            switch (cp) {
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (cp < 0x20 || cp >= 0x7f && cp <= 0x9f) {
                        sb.append(String.format("\\x%02x", cp));
                    } else if (invisible(cp)) {
                        sb.append(cp > 0xFFFF ? String.format("\\U%08x", cp) : String.format("\\u%04x", cp));
                    } else {
                        sb.appendCodePoint(cp);
                    }
                }
            }
        }
        return sb.toString();
    }

    /** Whether {@code c} may need writing out (a surrogate: when its code point is a format character, or alone). */
    private static boolean special(char c) {
        return c < 0x20 || c >= 0x7f && c <= 0x9f || c >= 0xa0 && (Character.isSurrogate(c) || invisible(c));
    }

    private static boolean invisible(int cp) {
        int type = Character.getType(cp);
        return type == Character.FORMAT || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE;
    }
}
