package io.github.nlgmetrics.text.spm;

/**
 * A Java string as UTF-8 bytes, in one pass into a reused buffer (Python's {@code str} reaches
 * the library the same way). Per-thread scratch; not thread-safe.
 */
final class Utf8Line {
    /** The input line as UTF-8 ({@link #encode}). */
    byte[] bytes = new byte[256];
    private char[] chars = new char[128];

    /**
     * Writes {@code text} as UTF-8 into {@link #bytes}; returns the length. A lone surrogate
     * is an error, as Python's {@code str.encode()} raises.
     */
    int encode(String text) {
        int len = text.length();
        if (chars.length < len) {
            chars = new char[Math.max(len, chars.length * 2)];
        }
        if (bytes.length < 3 * len) {
            bytes = new byte[Math.max(3 * len, bytes.length * 2)];
        }
        char[] cs = chars;
        byte[] out = bytes;
        text.getChars(0, len, cs, 0);
        int n = 0;
        for (int i = 0; i < len; i++) {
            char c = cs[i];
            if (c < 0x80) {
                out[n++] = (byte) c;
            } else if (c < 0x800) {
                out[n++] = (byte) (0xC0 | c >> 6);
                out[n++] = (byte) (0x80 | c & 0x3F);
            } else if (!Character.isSurrogate(c)) {
                out[n++] = (byte) (0xE0 | c >> 12);
                out[n++] = (byte) (0x80 | c >> 6 & 0x3F);
                out[n++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(cs[i + 1])) {
                int cp = Character.toCodePoint(c, cs[++i]);
                out[n++] = (byte) (0xF0 | cp >> 18);
                out[n++] = (byte) (0x80 | cp >> 12 & 0x3F);
                out[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
                out[n++] = (byte) (0x80 | cp & 0x3F);
            } else {
                throw new IllegalArgumentException(String.format(
                        "lone surrogate U+%04X at index %d cannot be encoded as UTF-8", (int) c, i));
            }
        }
        return n;
    }
}
