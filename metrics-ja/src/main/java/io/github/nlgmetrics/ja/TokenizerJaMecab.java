package io.github.nlgmetrics.ja;

import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Tokenizer;
import java.nio.charset.StandardCharsets;

/**
 * sacrebleu 2.6.0's {@code ja-mecab} tokenizer, exact: MeCab 0.996 {@code -Owakati} with IPADIC
 * 2.7.0-20070801 (392,126 entries), on the JVM. Signature {@code ja-mecab-0.996-IPA}.
 *
 * <pre>
 * TokenizerJaMecab(line) = tagger.parse(line.strip()).strip()      # sacrebleu
 * </pre>
 * MeCab segments the line with the least-cost path through its lattice of dictionary words and
 * unknown words ({@link MecabLattice}; the dictionary from Lucene's Kuromoji, corrected to
 * sacrebleu's build: {@link Ipadic}) and writes each token followed by one space.
 *
 * <p>Quirks reproduced (each shown by golden rows and a named test):
 * <ul>
 *   <li>Python's {@code str.strip()} before and after (NBSP, U+3000, U+0085, U+2028 go at the
 *       ends; U+200B, U+FEFF stay).
 *   <li>MeCab reads the line as a C string: nothing after a NUL is tokenized
 *       ({@code カーテン\0水道} → {@code カーテン}).
 *   <li>Only MeCab's SPACE category vanishes between tokens: U+0020, TAB, LF, VT. CR, FF, NBSP,
 *       U+2009, U+3000, U+200B are tokens (Python's {@code split()} later drops some of them).
 *   <li>Unknown words follow {@code char.def}/{@code unk.def}: {@code iPhone15} → {@code iPhone 15};
 *       runs of one category group ({@code !!!???}, {@code 🍣🍺}); unknown kanji come in pieces of
 *       at most two ({@code 龘龘龘龘龘} → {@code 龘龘 龘龘 龘}); characters outside the BMP are
 *       DEFAULT ({@code 𠮷}).
 *   <li>The dictionary's EUC-JP was decoded by glibc's iconv: {@code ＣＤ―ＲＯＭ} (U+2015) is a word,
 *       {@code ＣＤ—ＲＯＭ} (U+2014) is not; {@code 令和} is not a word ({@code 令和元年} →
 *       {@code 令 和 元年}).
 * </ul>
 *
 * <p>Thread-safe (one lattice per thread). The dictionary (a 14 MB image derived from Kuromoji's
 * at build time, {@link Ipadic}) loads on first use, in about 30 ms from the CLI's jar, where it
 * is stored uncompressed (about 80 ms where a jar deflates it).
 */
public final class TokenizerJaMecab implements Tokenizer {
    /** sacrebleu's signature of this tokenizer. */
    public static final String SIGNATURE = "ja-mecab-0.996-IPA";

    private static final class Holder {
        static final TokenizerJaMecab INSTANCE = new TokenizerJaMecab(Ipadic.get());
    }

    private final ThreadLocal<State> state;

    private TokenizerJaMecab(Ipadic dic) {
        this.state = ThreadLocal.withInitial(() -> new State(new MecabLattice(dic)));
    }

    /** The shared instance (loads the dictionary on the first call). */
    public static TokenizerJaMecab get() {
        return Holder.INSTANCE;
    }

    private static final class State {
        final MecabLattice lattice;
        final MecabLattice.IntList ranges = new MecabLattice.IntList();
        final StringBuilder out = new StringBuilder();
        /** The line's chars (tokens are copied from here). */
        char[] text = new char[256];

        State(MecabLattice lattice) {
            this.lattice = lattice;
        }
    }

    @Override
    public String tokenize(String line) {
        String text = PyStrings.strip(line);
        int nul = text.indexOf('\0');
        if (nul >= 0) {
            text = text.substring(0, nul);
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            if (b == '?') {
                // (the encoder writes a lone surrogate as '?': only then can there be one)
                rejectLoneSurrogates(text);
                break;
            }
        }
        State st = state.get();
        int chars = text.length();
        if (st.text.length < chars) {
            st.text = new char[Math.max(chars, 2 * st.text.length)];
        }
        char[] t = st.text;
        text.getChars(0, chars, t, 0);
        st.ranges.clear();
        int n = st.lattice.parse(bytes, bytes.length, st.ranges);
        StringBuilder out = st.out;
        out.setLength(0);
        // Tokens are copied from text, not decoded from bytes: the byte offset bp and the char
        // offset cp walk the text together (tokens come in order; the rare cut or out-of-order
        // token of the 65,535-byte window takes appendToken's way)
        int bp = 0;
        int cp = 0;
        for (int i = 0; i < n; i++) {
            int start = st.ranges.get(2 * i);
            int end = st.ranges.get(2 * i + 1);
            boolean cut = start < end && (bytes[start] & 0xC0) == 0x80 || end < bytes.length && (bytes[end] & 0xC0) == 0x80;
            if (cut || start < bp || end > bytes.length) {
                appendToken(out, bytes, start, end);
            } else {
                while (bp < start) {
                    char c = t[cp];
                    bp += utf8Length(c);
                    cp += Character.isHighSurrogate(c) ? 2 : 1;
                }
                int from = cp;
                while (bp < end) {
                    char c = t[cp];
                    bp += utf8Length(c);
                    cp += Character.isHighSurrogate(c) ? 2 : 1;
                }
                out.append(t, from, cp - from);
            }
            out.append(' ');
        }
        return PyStrings.strip(out.toString());
    }

    /** Rejects a surrogate without its pair: MeCab gets UTF-8, which cannot hold one. */
    private static void rejectLoneSurrogates(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                } else {
                    throw new IllegalArgumentException("ja-mecab: a lone surrogate (U+" + Integer.toHexString(c)
                            + ") cannot be encoded as UTF-8 for MeCab");
                }
            }
        }
    }

    /** The UTF-8 length of the character starting with {@code c} (a high surrogate: its pair's 4). */
    private static int utf8Length(char c) {
        return c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isHighSurrogate(c) ? 4 : 3;
    }

    /**
     * Appends a token's bytes as Python's binding decodes MeCab's output (SWIG:
     * {@code PyUnicode_DecodeUTF8(..., "surrogateescape")}). A token is whole UTF-8 characters
     * except where MeCab's 65,535-byte lookup window cut a character (lines that long only); then
     * every byte of the cut character becomes U+DC80..U+DCFF, as Python writes it.
     */
    static void appendToken(StringBuilder out, byte[] bytes, int start, int end) {
        boolean cutAtStart = start < end && (bytes[start] & 0xC0) == 0x80;
        boolean cutAtEnd = end < bytes.length && (bytes[end] & 0xC0) == 0x80;
        if (!cutAtStart && !cutAtEnd) {
            out.append(new String(bytes, start, end - start, StandardCharsets.UTF_8));
            return;
        }
        int p = start;
        while (p < end) {
            int b0 = bytes[p] & 0xFF;
            int n = b0 < 0x80 ? 1 : (b0 & 0xE0) == 0xC0 ? 2 : (b0 & 0xF0) == 0xE0 ? 3 : (b0 & 0xF8) == 0xF0 ? 4 : 0;
            if (n > 0 && p + n <= end) {
                out.append(new String(bytes, p, n, StandardCharsets.UTF_8));
                p += n;
            } else {
                out.append((char) (0xDC00 + b0));
                p++;
            }
        }
    }

    @Override
    public String signature() {
        return SIGNATURE;
    }
}
