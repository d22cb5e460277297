package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;

/**
 * sacrebleu's {@code zh} tokenizer (sacrebleu 2.6.0): strip the line, put spaces around every
 * "Chinese" character, then apply the 13a regular expressions ({@link TokenizerRegexp}; no
 * HTML unescaping, unlike {@code 13a}).
 *
 * <p>Quirk kept: sacrebleu writes two of its ranges with five hex digits in a {@code \\u}
 * escape ({@code '\\u20000'} to {@code '\\u2a6d6'}, {@code '\\u2f800'} to {@code '\\u2fa1d'}),
 * which Python reads as a four-digit escape followed by a digit. Compared as strings against a
 * single character, those ranges become U+2001–U+2A6D (General Punctuation, arrows, math
 * operators, dingbats, ...) and U+2F81–U+2FA1 (Kangxi radicals); the supplementary CJK blocks
 * they were meant to cover are not Chinese to sacrebleu.
 */
public final class TokenizerZh implements Tokenizer {
    /** The shared instance. */
    public static final TokenizerZh INSTANCE = new TokenizerZh();

    private static final int[][] RANGES = {
        {0x3400, 0x4DB5}, {0x4E00, 0x9FA5}, {0x9FA6, 0x9FBB}, {0xF900, 0xFA2D}, {0xFA30, 0xFA6A},
        {0xFA70, 0xFAD9},
        {0x2001, 0x2A6D}, // '\u20000'..'\u2a6d6' as Python compares them
        {0x2F81, 0x2FA1}, // '\u2f800'..'\u2fa1d' as Python compares them
        {0xFF00, 0xFFEF}, {0x2E80, 0x2EFF}, {0x3000, 0x303F}, {0x31C0, 0x31EF}, {0x2F00, 0x2FDF},
        {0x2FF0, 0x2FFF}, {0x3100, 0x312F}, {0x31A0, 0x31BF}, {0xFE10, 0xFE1F}, {0xFE30, 0xFE4F},
        {0x2600, 0x26FF}, {0x2700, 0x27BF}, {0x3200, 0x32FF}, {0x3300, 0x33FF},
    };

    /** Whether sacrebleu's {@code _is_chinese_char} is true for this code point. */
    public static boolean isChineseChar(int cp) {
        for (int[] r : RANGES) {
            if (cp >= r[0] && cp <= r[1]) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String tokenize(String line) {
        java.util.Objects.requireNonNull(line, "line");
        line = PyStrings.strip(line);
        StringBuilder sb = new StringBuilder(line.length() * 2);
        line.codePoints().forEach(cp -> {
            if (isChineseChar(cp)) {
                sb.append(' ').appendCodePoint(cp).append(' ');
            } else {
                sb.appendCodePoint(cp);
            }
        });
        return TokenizerRegexp.INSTANCE.tokenize(sb.toString());
    }

    @Override
    public String signature() {
        return "zh";
    }
}
