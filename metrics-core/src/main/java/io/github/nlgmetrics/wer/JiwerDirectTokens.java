package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.text.TokenBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * The fast path of the two transforms nearly every jiwer call uses, {@code wer_default} and
 * {@code cer_default} (as presets or the same steps by name): {@code transform([s])[0]} as
 * segment-local token ids of a {@link TokenBuffer}, in one scan, without a string per step or per
 * token. The same tokens as {@link JiwerTransform#apply}, which {@code JiwerDirectTokensProperties}
 * checks on hostile text. Immutable and thread-safe.
 */
final class JiwerDirectTokens {
    /** {@code RemoveMultipleSpaces, Strip, ReduceToListOfListOfWords(" ")}. */
    static final JiwerDirectTokens WORDS = new JiwerDirectTokens(false);
    /** {@code Strip, ReduceToListOfListOfChars}. */
    static final JiwerDirectTokens CHARS = new JiwerDirectTokens(true);

    private final boolean chars;

    private JiwerDirectTokens(boolean chars) {
        this.chars = chars;
    }

    /**
     * The fast path of the pipeline whose step names (keyword arguments spelled in) are
     * {@code names} and whose word delimiter is {@code delimiter} (null for characters), or null.
     */
    static JiwerDirectTokens of(List<String> names, String delimiter) {
        if (names.equals(List.of("RemoveMultipleSpaces", "Strip", "ReduceToListOfListOfWords"))
                && " ".equals(delimiter)) {
            return WORDS;
        }
        return names.equals(List.of("Strip", "ReduceToListOfListOfChars")) ? CHARS : null;
    }

    /**
     * The tokens of {@code s} as ids of {@code buffer} (whose text {@code s} is appended to). For
     * {@code wer_default}: after {@code strip()}, a token ends at a run of two or more Python
     * whitespace characters ({@code re.sub(r"\s\s+", " ")} makes it one space) or at a single
     * space; a single other whitespace character (a tab, a no-break space) stays inside the token,
     * as in jiwer. For {@code cer_default}: the code points of {@code s.strip()}. Writes the count
     * to {@code count[0]} and returns {@code ids}, grown when too small.
     */
    int[] ids(String s, TokenBuffer buffer, int[] ids, int[] count) {
        int from = buffer.length();
        buffer.append(s);
        char[] cs = buffer.chars();
        int a = from;
        int b = buffer.length();
        // (Python's whitespace is all in the Basic Multilingual Plane and no surrogate is whitespace,
        // so deciding per UTF-16 unit is deciding per code point.)
        while (a < b && TokenBuffer.isSpace(cs[a])) {
            a++;
        }
        while (b > a && TokenBuffer.isSpace(cs[b - 1])) {
            b--;
        }
        boolean chars = this.chars;
        int n = 0;
        int i = a;
        while (i < b) {
            int start = i;
            int h = 0;
            if (chars) {
                h = cs[i++];
                if (Character.isHighSurrogate((char) h) && i < b && Character.isLowSurrogate(cs[i])) {
                    h = 31 * h + cs[i++];
                }
            } else {
                while (i < b) {
                    char c = cs[i];
                    // (cs[b - 1] is not whitespace, so a whitespace cs[i] has a successor before b;
                    // the common case, a letter above the space, costs one comparison)
                    if (c <= ' ' || c >= 0x85) {
                        if (TokenBuffer.isSpace(c) && (c == ' ' || TokenBuffer.isSpace(cs[i + 1]))) {
                            break;
                        }
                    }
                    h = 31 * h + c;
                    i++;
                }
            }
            if (n == ids.length) {
                ids = Arrays.copyOf(ids, 2 * n + 16);
            }
            ids[n++] = buffer.intern(start, i - start, h);
            while (!chars && i < b && TokenBuffer.isSpace(cs[i])) {
                i++;
            }
        }
        count[0] = n;
        return ids;
    }
}
