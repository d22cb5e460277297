package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.compat.python.PyUnicode;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * transformers 4.26.1's {@code BasicTokenizer.tokenize(text, never_split)}: clean the text (drop U+0000,
 * U+FFFD and every {@code C*} code point except tab, newline and carriage return; {@code _is_whitespace}
 * characters become a space), pad the CJK ideograph blocks with spaces ({@code tokenize_chinese_chars}),
 * split on Python whitespace ({@code str.split()}), lower-case ({@code str.lower()}) and strip accents (NFD,
 * then drop {@code Mn}) per token, and split every punctuation character off.
 *
 * <p>{@code strip_accents} is three-valued as in transformers: {@code null} strips only when lower-casing,
 * {@code TRUE} always strips, {@code FALSE} never. Character classes are CPython 3.11's {@code unicodedata}
 * (Unicode 14.0, {@link PyUnicode}); {@code _is_punctuation} also counts every ASCII non-alphanumeric
 * printable character ({@code $}, {@code +}, {@code ^}, ...) as punctuation.
 */
final class BertBasicTokenizer {
    private final boolean doLowerCase;
    private final Boolean stripAccents;
    private final boolean tokenizeChineseChars;
    private final Set<String> neverSplit;

    BertBasicTokenizer(boolean doLowerCase, Boolean stripAccents, boolean tokenizeChineseChars, Set<String> neverSplit) {
        this.doLowerCase = doLowerCase;
        this.stripAccents = stripAccents;
        this.tokenizeChineseChars = tokenizeChineseChars;
        this.neverSplit = Set.copyOf(neverSplit);
    }

    /** The basic tokens of {@code text}, in order, none empty. */
    List<String> tokenize(String text) {
        String cleaned = clean(text);
        if (tokenizeChineseChars) {
            cleaned = padChineseChars(cleaned);
        }
        boolean strip = doLowerCase ? !Boolean.FALSE.equals(stripAccents) : Boolean.TRUE.equals(stripAccents);
        List<String> out = new ArrayList<>();
        for (String token : PyStrings.split(cleaned)) {
            boolean keep = neverSplit.contains(token);
            if (!keep) {
                if (doLowerCase) {
                    token = PyCase.lower(token);
                }
                if (strip) {
                    token = stripAccents(token);
                }
            }
            // " ".join(split_tokens) then whitespace_tokenize: each piece split on Python whitespace
            if (keep || neverSplit.contains(token)) {
                out.addAll(PyStrings.split(token));
            } else {
                splitOnPunctuation(token, out);
            }
        }
        return out;
    }

    /** {@code _clean_text}. */
    static String clean(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp >= 0x20 && cp < 0x7F) {
                sb.append((char) cp);
            } else if (cp == 0 || cp == 0xFFFD || isControl(cp)) {
                continue;
            } else if (isWhitespace(cp)) {
                sb.append(' ');
            } else {
                sb.appendCodePoint(cp);
            }
        }
        return sb.toString();
    }

    /** {@code _tokenize_chinese_chars}: a space on each side of every CJK ideograph. */
    static String padChineseChars(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (isChineseChar(cp)) {
                if (sb == null) {
                    sb = new StringBuilder(text.length() + 16).append(text, 0, i);
                }
                sb.append(' ').appendCodePoint(cp).append(' ');
            } else if (sb != null) {
                sb.appendCodePoint(cp);
            }
            i += Character.charCount(cp);
        }
        return sb == null ? text : sb.toString();
    }

    /** {@code _run_strip_accents}: NFD, then every {@code Mn} code point removed. */
    static String stripAccents(String token) {
        if (isAscii(token)) {
            return token; // no decomposition, no Mn
        }
        String nfd = Normalizer.normalize(token, Normalizer.Form.NFD);
        StringBuilder sb = new StringBuilder(nfd.length());
        nfd.codePoints().filter(cp -> PyUnicode.type(cp) != Character.NON_SPACING_MARK).forEach(sb::appendCodePoint);
        return sb.toString();
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** {@code _run_split_on_punc}: every punctuation character its own token, the runs between kept. */
    private static void splitOnPunctuation(String token, List<String> out) {
        int start = 0;
        for (int i = 0; i < token.length(); ) {
            int cp = token.codePointAt(i);
            int next = i + Character.charCount(cp);
            if (isPunctuation(cp)) {
                addSplit(token.substring(start, i), out);
                out.add(token.substring(i, next));
                start = next;
            }
            i = next;
        }
        addSplit(token.substring(start), out);
    }

    private static void addSplit(String piece, List<String> out) {
        if (!piece.isEmpty()) {
            out.addAll(PyStrings.split(piece));
        }
    }

    /** {@code _is_whitespace}: space, tab, newline, carriage return or category {@code Zs}. */
    static boolean isWhitespace(int cp) {
        return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || PyUnicode.type(cp) == Character.SPACE_SEPARATOR;
    }

    /** {@code _is_control}: a {@code C*} category (Unicode 14.0), tab, newline and carriage return excepted. */
    static boolean isControl(int cp) {
        return cp != '\t' && cp != '\n' && cp != '\r' && PyUnicode.isOther(cp);
    }

    /** {@code _is_punctuation}: the ASCII ranges 33-47, 58-64, 91-96, 123-126, or a {@code P*} category. */
    static boolean isPunctuation(int cp) {
        return (cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96) || (cp >= 123 && cp <= 126)
                || PyUnicode.isPunctuation(cp);
    }

    /** {@code _is_chinese_char}: the CJK Unified Ideographs blocks transformers lists. */
    static boolean isChineseChar(int cp) {
        return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x20000 && cp <= 0x2A6DF)
                || (cp >= 0x2A700 && cp <= 0x2B73F) || (cp >= 0x2B740 && cp <= 0x2B81F)
                || (cp >= 0x2B820 && cp <= 0x2CEAF) || (cp >= 0xF900 && cp <= 0xFAFF)
                || (cp >= 0x2F800 && cp <= 0x2FA1F);
    }
}
