package io.github.nlgmetrics.rouge.rouge155;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ROUGE-1.5.5.pl's text handling, on byte strings: the script reads summaries as raw bytes, so a
 * summary is held as a Java string with one char per byte (ISO-8859-1), which makes every
 * length ({@code -b}) a byte count and every non-ASCII byte a separator, exactly as in Perl.
 *
 * <ul>
 *   <li>sentence extraction per input format (SEE HTML, SPL one sentence per line, ISI),
 *       each sentence lower-cased with {@code tr/A-Z/a-z/} (ASCII only);</li>
 *   <li>{@code normalize}: {@code s/-/ - /g; s/[^A-Za-z0-9-]/ /g}, trim, squeeze spaces;</li>
 *   <li>{@link #splitWs}: Perl's {@code split(/\s+/, $s)}, which keeps a leading empty field
 *       (so a sentence starting with a space counts one extra word for {@code -l}).</li>
 * </ul>
 */
public final class Rouge155Text {
    private static final Pattern SEE_SIZED = Pattern.compile(
            "^<a size=\"[0-9]+\" name=\"[0-9]+\">\\[([0-9]+)\\]</a>\\s+<a href=\"#[0-9]+\" id=[0-9]+>([^<]+)");
    private static final Pattern SEE_PLAIN = Pattern.compile(
            "^<a name=\"[0-9]+\">\\[([0-9]+)\\]</a>\\s+<a href=\"#[0-9]+\" id=[0-9]+>([^<]+)");
    private static final Pattern ISI = Pattern.compile("^<S SNTNO=\"[0-9a-z,]+\">([^<]+)</S>");

    private Rouge155Text() {
    }

    /** Bytes as a one-char-per-byte string. */
    public static String bytesToString(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    /** A Unicode text as the byte string of its UTF-8 encoding (how the script sees a UTF-8 file). */
    public static String utf8Bytes(String text) {
        return bytesToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Perl's {@code tr/A-Z/a-z/}. */
    public static String asciiLower(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && (s.charAt(i) < 'A' || s.charAt(i) > 'Z')) {
            i++;
        }
        if (i == n) {
            return s;
        }
        char[] c = s.toCharArray();
        for (; i < n; i++) {
            if (c[i] >= 'A' && c[i] <= 'Z') {
                c[i] = (char) (c[i] + 32);
            }
        }
        return new String(c);
    }

    /**
     * The lower-cased sentences of a summary file's content (a byte string), as the script's
     * {@code readText}/{@code readText_LCS} collect them before any length limit.
     *
     * @param format SEE, SPL or ISI (case-insensitive)
     */
    public static List<String> sentences(String content, String format) {
        List<String> out = new ArrayList<>();
        List<String> lines = perlLines(content);
        if (format.equalsIgnoreCase("SEE")) {
            for (String line : lines) {
                Matcher m = SEE_SIZED.matcher(line);
                if (!m.find()) {
                    m = SEE_PLAIN.matcher(line);
                    if (!m.find()) {
                        continue;
                    }
                }
                out.add(asciiLower(m.group(2)));
            }
        } else if (format.equalsIgnoreCase("ISI")) {
            for (String line : lines) {
                Matcher m = ISI.matcher(line);
                if (m.find()) {
                    out.add(asciiLower(m.group(1)));
                }
            }
        } else if (format.equalsIgnoreCase("SPL")) {
            for (String line : lines) {
                String l = line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
                if (!l.isEmpty()) {
                    out.add(asciiLower(l));
                }
            }
        } else {
            throw new IllegalArgumentException("Unknown input format: " + format);
        }
        return out;
    }

    /**
     * {@link #sentences sentences(bytesToString(bytes), "SPL")} in one scan: the non-empty lines
     * (without their "\n"), lower-cased with {@code tr/A-Z/a-z/}. Lower-cases {@code bytes} in place.
     */
    public static List<String> splSentences(byte[] bytes) {
        List<String> out = new ArrayList<>();
        int n = bytes.length;
        int start = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || bytes[i] == '\n') {
                if (i > start) {
                    out.add(new String(bytes, start, i - start, StandardCharsets.ISO_8859_1));
                }
                start = i + 1;
            } else if (bytes[i] >= 'A' && bytes[i] <= 'Z') {
                bytes[i] += 32;
            }
        }
        return out;
    }

    /** Perl's {@code <FH>} records: each line keeps its "\n"; the last may lack one. */
    static List<String> perlLines(String content) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = content.length();
        while (start < n) {
            int nl = content.indexOf('\n', start);
            int end = nl < 0 ? n : nl + 1;
            lines.add(content.substring(start, end));
            start = end;
        }
        return lines;
    }

    /** Perl's {@code \s} on a byte string: space, \t, \n, \x0B, \f, \r. */
    static boolean isPerlSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }

    /**
     * Perl's {@code split(/\s+/, $s)}: fields between whitespace runs, a leading empty field
     * when {@code s} starts with whitespace, trailing empty fields removed.
     */
    public static List<String> splitWs(String s) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        int i = 0;
        int start = 0;
        while (i < n) {
            if (isPerlSpace(s.charAt(i))) {
                out.add(s.substring(start, i));
                while (i < n && isPerlSpace(s.charAt(i))) {
                    i++;
                }
                start = i;
            } else {
                i++;
            }
        }
        if (start < n) {
            out.add(s.substring(start, n));
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    /**
     * The script's clean-up of a (truncated) text: {@code s/-/ - /g; s/[^A-Za-z0-9-]/ /g},
     * then the words between spaces. Every word is {@code [a-z0-9]+} (letters are already lower
     * case) or a lone {@code -}.
     */
    public static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '-') {
                out.add("-");
                i++;
            } else if (isWordChar(c)) {
                int start = i;
                while (i < n && isWordChar(text.charAt(i))) {
                    i++;
                }
                out.add(text.substring(start, i));
            } else {
                i++;
            }
        }
        return out;
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}
