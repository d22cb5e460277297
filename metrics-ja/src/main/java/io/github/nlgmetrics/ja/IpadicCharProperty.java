package io.github.nlgmetrics.ja;

/**
 * MeCab's character property table ({@code char.bin}) of IPADIC 2.7.0-20070801, rebuilt at build
 * time from Kuromoji's {@code CharacterDefinition} plus what Kuromoji's format does not carry
 * ({@link KuromojiIpadic#charProperty}), and read back from the dictionary image.
 *
 * <p>MeCab reads {@code char.def} into one 32-bit {@code CharInfo} per UCS-2 code point
 * (MeCab 0.996 {@code char_property.h}): {@code type} (18 bits, one bit per category the
 * character belongs to), {@code default_type} (8 bits, the first category listed), and the
 * {@code length} (4 bits), {@code group} and {@code invoke} (1 bit each) of the default
 * category. This class packs the same fields the same way ({@link #type}, {@link #defaultType},
 * {@link #length}, {@link #group}, {@link #invoke}).
 *
 * <p>Kuromoji keeps, per character, only the default category, and per category only invoke and
 * group. Measured against the {@code char.bin} of the reference build (byte-identical to PyPI
 * {@code ipadic} 1.0.0's) over all 65,535 entries, the only differences are:
 * <ul>
 *   <li>{@code length}: IPADIC's {@code char.def} gives KANJI, HIRAGANA and KATAKANA length 2,
 *       every other category 0; Kuromoji has no such field ({@link #LENGTH_2}).
 *   <li>Characters listed with two categories: the fifteen kanji numerals 一二三四五六七八九十百千万億兆
 *       ({@code KANJINUMERIC KANJI}) also carry the KANJI bit, and U+3007 〇 ({@code SYMBOL
 *       KANJINUMERIC}) also the KANJINUMERIC bit. The bits matter where MeCab asks whether the
 *       next character is "of the same kind" (grouping, the length loop).
 *   <li>U+30FB ・ (KATAKANA MIDDLE DOT): KATAKANA in {@code char.def} (its range 0x30A1..0x30FF),
 *       SYMBOL in Kuromoji, which overrides it on purpose.
 *   <li>U+FFFF: {@code char.bin} holds 0xFFFF entries (U+0000..U+FFFE); MeCab reads the entry
 *       after the last one from the zero-filled rest of the mapped page: all fields 0 (DEFAULT,
 *       no type bit, no invoke, no group).
 * </ul>
 * {@code SPACE} is only U+0020, TAB, LF and VT: {@code char.def} also lists U+00D0 as SPACE but a
 * later line makes U+00C0..U+00FF ALPHA (later lines win), as Kuromoji has it too.
 */
final class IpadicCharProperty {
    /** MeCab's category ids: their order in IPADIC's {@code char.def}. */
    static final int DEFAULT = 0;
    static final int SPACE = 1;
    static final int KANJI = 2;
    static final int SYMBOL = 3;
    static final int NUMERIC = 4;
    static final int ALPHA = 5;
    static final int HIRAGANA = 6;
    static final int KATAKANA = 7;
    static final int KANJINUMERIC = 8;
    static final int GREEK = 9;
    static final int CYRILLIC = 10;
    /** The category names in id order (the keys of {@code unk.def}). */
    static final String[] NAMES = {"DEFAULT", "SPACE", "KANJI", "SYMBOL", "NUMERIC", "ALPHA", "HIRAGANA",
        "KATAKANA", "KANJINUMERIC", "GREEK", "CYRILLIC"};
    /** The categories whose {@code length} is 2 in IPADIC's {@code char.def} (all others: 0). */
    static final int[] LENGTH_2 = {KANJI, HIRAGANA, KATAKANA};
    /** The kanji numerals {@code char.def} lists as {@code KANJINUMERIC KANJI}. */
    static final String KANJI_NUMERALS = "一二三四五六七八九十百千万億兆";

    private final int[] info = new int[0x10000];

    /** The table as {@link #table()} gave it (65,536 packed entries; read from the dictionary image). */
    IpadicCharProperty(int[] table) {
        if (table.length != info.length) {
            throw new IllegalArgumentException("a character table has 65536 entries, not " + table.length);
        }
        System.arraycopy(table, 0, info, 0, info.length);
    }

    static int pack(int type, int defaultType, int length, boolean group, boolean invoke) {
        return type | defaultType << 18 | length << 26 | (group ? 1 << 30 : 0) | (invoke ? 1 << 31 : 0);
    }

    /** A copy of the whole table, by UCS-2 code. */
    int[] table() {
        return info.clone();
    }

    /** The packed {@code CharInfo} of a UCS-2 code (MeCab's {@code map_[t]}). */
    int info(int ucs2) {
        return info[ucs2];
    }

    static int type(int info) {
        return info & 0x3FFFF;
    }

    static int defaultType(int info) {
        return (info >>> 18) & 0xFF;
    }

    static int length(int info) {
        return (info >>> 26) & 0xF;
    }

    static boolean group(int info) {
        return (info & 1 << 30) != 0;
    }

    static boolean invoke(int info) {
        return (info & 1 << 31) != 0;
    }

    /** MeCab's {@code CharInfo::isKindOf}: whether the two share a category bit. */
    static boolean isKindOf(int a, int b) {
        return (type(a) & type(b)) != 0;
    }
}
