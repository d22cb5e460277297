package io.github.nlgmetrics.ja;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.nio.ByteBuffer;
import org.apache.lucene.analysis.ja.dict.BinaryDictionary;
import org.apache.lucene.analysis.ja.dict.CharacterDefinition;
import org.apache.lucene.analysis.ja.dict.ConnectionCosts;
import org.apache.lucene.analysis.ja.dict.TokenInfoDictionary;
import org.apache.lucene.analysis.ja.dict.TokenInfoFST;
import org.apache.lucene.analysis.ja.dict.UnknownDictionary;
import org.apache.lucene.codecs.CodecUtil;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.util.IntsRef;
import org.apache.lucene.util.fst.FST;
import org.apache.lucene.util.fst.PositiveIntOutputs;

/**
 * IPADIC 2.7.0-20070801 as sacrebleu's MeCab sees it (392,126 entries, UTF-8), read from the
 * binary resources of Lucene's {@code lucene-analysis-kuromoji}, which are built from the same
 * IPADIC sources ({@code mecab-ipadic-2.7.0-20070801}, EUC-JP). The source of the dictionary
 * image the tokenizer loads ({@link IpadicImage} writes it at build time, {@link Ipadic} reads
 * it); read at run time only by that build step and by the tests that prove the image equal.
 *
 * <p>What is read, and how it differs from the MeCab build sacrebleu loads (measured entry by
 * entry against a {@code mecab-dict-index} build whose {@code sys.dic} has the pinned sha256
 * {@code ce935ff3116d8bd0…} of {@code conformance/README.md}):
 * <ul>
 *   <li>Words: surface, left and right context ids, cost, from the four resources of
 *       {@link TokenInfoDictionary} (Kuromoji's FST over UTF-16 surfaces, the word id lists, the
 *       entries, the parts of speech), read whole here in Lucene's resource format (codec headers
 *       checked) rather than through the class, whose byte-by-byte stream reading is slower. Kuromoji has 392,127 entries: one more,
 *       {@code 令和} (1288,1288,5904), which Lucene added to its IPADIC build; it is
 *       {@linkplain #isExcluded(int) excluded}. Kuromoji decodes EUC-JP with Java's decoder,
 *       MeCab's dictionary was converted by glibc's iconv; they disagree on one code that
 *       IPADIC surfaces hold, A1BD: iconv gives U+2015 HORIZONTAL BAR, Java U+2014 EM DASH
 *       (12 surfaces: {@code ―}, {@code ――}, {@code ＣＤ―ＲＯＭ}, {@code セブン―イレブン・ジャパン}, ...).
 *       No Kuromoji surface holds U+2015 and none of MeCab's holds U+2014, so the lookup
 *       {@linkplain #dictionaryChar(int) swaps the two} in the key. (The other codes where EUC-JP
 *       decoders disagree, A1DD U+2212, A1C1 U+301C, A1C0 U+FF3C, A1EF U+FFE5, A1F2 U+00A3,
 *       A1C2 U+2016, Java decodes as iconv does.) All other surfaces, ids and costs are equal.
 *   <li>The order of the entries of one surface, which decides MeCab's ties: MeCab keeps them in
 *       the order {@code mecab-dict-index} read them (the CSV files in directory order, then line
 *       order), Kuromoji in its own file order. The file of an entry follows from its part of
 *       speech, so {@link #fileRank} restores MeCab's order (checked on every surface: equal).
 *   <li>The connection costs ({@code matrix.def}, 1316 × 1316) from {@link ConnectionCosts}'s
 *       resource: its {@code get(rightIdOfLeftWord, leftIdOfRightWord)} is MeCab's
 *       {@code matrix[rcAttr + lsize * lcAttr]}, and its layout is MeCab's.
 *   <li>The unknown-word entries ({@code unk.def}) from {@link UnknownDictionary}, per category in
 *       file order; the character table ({@link #charProperty}, corrected as
 *       {@link IpadicCharProperty} says).
 * </ul>
 */
final class KuromojiIpadic {
    /** Kuromoji's extra entry, which sacrebleu's 392,126-entry IPADIC lacks. */
    static final String REIWA = "令和";
    /** The EUC-JP code A1BD as glibc's iconv decodes it (MeCab's dictionary). */
    static final char ICONV_A1BD = '\u2015';
    /** The EUC-JP code A1BD as Java decodes it (Kuromoji's dictionary). */
    static final char JAVA_A1BD = '\u2014';

    /**
     * The CSV files of IPADIC in the order the reference build's {@code mecab-dict-index} read
     * them (its directory order, which its pinned {@code sys.dic} fixes), each with the parts of
     * speech it holds ({@code *} ends a prefix). Kuromoji's {@code getPartOfSpeech} joins the
     * non-{@code *} fields with {@code -}.
     */
    private static final String[][] FILES = {
        {"Noun.csv", "名詞-一般"},
        {"Verb.csv", "動詞-*"},
        {"Noun.nai.csv", "名詞-ナイ形容詞語幹"},
        {"Auxil.csv", "助動詞"},
        {"Symbol.csv", "記号-*"},
        {"Noun.demonst.csv", "名詞-代名詞-*"},
        {"Noun.place.csv", "名詞-固有名詞-地域-*"},
        {"Conjunction.csv", "接続詞"},
        {"Noun.others.csv", "名詞-非自立-*", "名詞-特殊-*", "名詞-接続詞的", "名詞-動詞非自立的", "名詞-引用文字列"},
        {"Noun.proper.csv", "名詞-固有名詞-一般"},
        {"Prefix.csv", "接頭詞-*"},
        {"Noun.name.csv", "名詞-固有名詞-人名-*"},
        {"Adverb.csv", "副詞-*"},
        {"Adnominal.csv", "連体詞"},
        {"Noun.verbal.csv", "名詞-サ変接続"},
        {"Noun.adjv.csv", "名詞-形容動詞語幹"},
        {"Noun.adverbal.csv", "名詞-副詞可能"},
        {"Others.csv", "その他-*"},
        {"Noun.org.csv", "名詞-固有名詞-組織"},
        {"Filler.csv", "フィラー"},
        {"Postp.csv", "助詞-特殊", "助詞-副助詞", "助詞-終助詞", "助詞-格助詞-一般", "助詞-係助詞", "助詞-接続助詞",
            "助詞-格助詞-引用", "助詞-並立助詞", "助詞-副助詞／並立助詞／終助詞", "助詞-連体化", "助詞-副詞化"},
        {"Interjection.csv", "感動詞"},
        {"Adj.csv", "形容詞-*"},
        {"Suffix.csv", "名詞-接尾-*"},
        {"Noun.number.csv", "名詞-数"},
        {"Postp-col.csv", "助詞-格助詞-連語"},
    };

    private static final class Holder {
        static final KuromojiIpadic INSTANCE = new KuromojiIpadic();
    }

    /** Kuromoji's FST: surface (UTF-16) to the index of its word id list. */
    final TokenInfoFST fst;
    /** The same FST, raw (to enumerate every surface). */
    final FST<Long> rawFst;
    /** Word id lists: {@code targetMap[targetMapOffsets[output] .. targetMapOffsets[output + 1])}. */
    private final int[] targetMap;
    private final int[] targetMapOffsets;
    /** The word entries; a word id is the offset of its entry (ids in the top 13 bits of the first short, the cost next). */
    private final ByteBuffer buffer;
    /** Part of speech by left id. */
    private final String[] posDict;
    /** MeCab's matrix: {@code matrix[rightIdOfLeft + lsize * leftIdOfRight]}. */
    final short[] matrix;
    final int lsize;
    /** Per MeCab category: the unknown-word entries as (left id, right id, cost) triples. */
    final int[][] unknown;
    final IpadicCharProperty chars;
    /** Kuromoji's FST output of {@link #REIWA}. */
    private final int reiwaOutput;
    /** The file rank of a left id (-1: not yet known). Left ids determine the part of speech. */
    private final byte[] rankOfLeftId;

    private KuromojiIpadic() {
        // the connection costs (2.6 MB to inflate and decode) load beside the words
        CompletableFuture<short[]> costs = CompletableFuture.supplyAsync(KuromojiIpadic::readConnectionCosts);
        try {
            String base = TokenInfoDictionary.class.getSimpleName();
            ByteArrayDataInput in = resource(base + BinaryDictionary.TARGETMAP_FILENAME_SUFFIX);
            CodecUtil.checkHeader(in, BinaryDictionary.TARGETMAP_HEADER, BinaryDictionary.VERSION, BinaryDictionary.VERSION);
            targetMap = new int[in.readVInt()];
            targetMapOffsets = new int[in.readVInt()];
            int accum = 0;
            int sourceId = 0;
            for (int ofs = 0; ofs < targetMap.length; ofs++) {
                int val = in.readVInt();
                if ((val & 1) != 0) {
                    targetMapOffsets[sourceId++] = ofs;
                }
                accum += val >>> 1;
                targetMap[ofs] = accum;
            }
            if (sourceId + 1 != targetMapOffsets.length) {
                throw new IllegalStateException("Kuromoji's targetMap is broken: " + sourceId + " lists, "
                        + targetMapOffsets.length + " offsets");
            }
            targetMapOffsets[sourceId] = targetMap.length;

            in = resource(base + BinaryDictionary.POSDICT_FILENAME_SUFFIX);
            CodecUtil.checkHeader(in, BinaryDictionary.POSDICT_HEADER, BinaryDictionary.VERSION, BinaryDictionary.VERSION);
            posDict = new String[in.readVInt()];
            for (int j = 0; j < posDict.length; j++) {
                posDict[j] = in.readString();
                in.readString(); // inflection type
                in.readString(); // inflection form
            }

            in = resource(base + BinaryDictionary.DICT_FILENAME_SUFFIX);
            CodecUtil.checkHeader(in, BinaryDictionary.DICT_HEADER, BinaryDictionary.VERSION, BinaryDictionary.VERSION);
            int size = in.readVInt();
            byte[] entries = new byte[size];
            in.readBytes(entries, 0, size);
            buffer = ByteBuffer.wrap(entries);

            in = resource(base + TokenInfoDictionary.FST_FILENAME_SUFFIX);
            rawFst = new FST<>(FST.readMetadata(in, PositiveIntOutputs.getSingleton()), in);
            fst = new TokenInfoFST(rawFst, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        UnknownDictionary unk = UnknownDictionary.getInstance();
        chars = charProperty(unk.getCharacterDefinition());
        matrix = costs.join();
        lsize = (int) Math.round(Math.sqrt(matrix.length));
        IntsRef ids = new IntsRef();
        unknown = new int[IpadicCharProperty.NAMES.length][];
        for (int cat = 0; cat < unknown.length; cat++) {
            unk.lookupWordIds(kuromojiClass(cat), ids);
            int[] t = new int[3 * ids.length];
            for (int i = 0; i < ids.length; i++) {
                int w = ids.ints[ids.offset + i];
                t[3 * i] = unk.getLeftId(w);
                t[3 * i + 1] = unk.getRightId(w);
                t[3 * i + 2] = unk.getWordCost(w);
            }
            unknown[cat] = t;
        }
        rankOfLeftId = new byte[lsize];
        Arrays.fill(rankOfLeftId, (byte) -1);
        reiwaOutput = exactOutput(REIWA);
        if (reiwaOutput >= 0) {
            int w = targetMap[targetMapOffsets[reiwaOutput]];
            if (wordCount(reiwaOutput) != 1 || leftId(w) != 1288 || cost(w) != 5904) {
                throw new IllegalStateException("Kuromoji's 令和 is not the one entry (1288,1288,5904) Lucene added");
            }
        }
    }

    /**
     * Kuromoji's {@code ConnectionCosts.dat} in its resource format (what {@link ConnectionCosts}
     * reads: a codec header, the two sizes, then the costs as zig-zag deltas, backward id major),
     * read from one byte array: the same numbers in MeCab's layout
     * {@code matrix[rightIdOfLeft + lsize * leftIdOfRight]}, ten times faster than through
     * {@code ConnectionCosts.get} (about 30 ms instead of 400).
     */
    private static short[] readConnectionCosts() {
        String name = ConnectionCosts.class.getSimpleName() + ConnectionCosts.FILENAME_SUFFIX;
        try (InputStream is = ConnectionCosts.class.getResourceAsStream(name)) {
            if (is == null) {
                throw new IllegalStateException("no " + name + " next to Kuromoji's ConnectionCosts");
            }
            ByteArrayDataInput in = new ByteArrayDataInput(is.readAllBytes());
            CodecUtil.checkHeader(in, ConnectionCosts.HEADER, ConnectionCosts.VERSION, ConnectionCosts.VERSION);
            int forwardSize = in.readVInt();
            int backwardSize = in.readVInt();
            if (forwardSize != backwardSize) {
                throw new IllegalStateException("Kuromoji's connection costs are not square: " + forwardSize + " x " + backwardSize);
            }
            short[] m = new short[forwardSize * backwardSize];
            int accum = 0;
            for (int k = 0; k < m.length; k++) {
                accum += in.readZInt();
                m[k] = (short) accum;
            }
            return m;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A resource of Kuromoji's IPADIC, read whole. */
    private static ByteArrayDataInput resource(String name) throws IOException {
        try (InputStream is = TokenInfoDictionary.class.getResourceAsStream(name)) {
            if (is == null) {
                throw new IllegalStateException("no " + name + " next to Kuromoji's TokenInfoDictionary");
            }
            return new ByteArrayDataInput(is.readAllBytes());
        }
    }

    /** The start of the word id list of a surface (its FST output) in {@link #wordIds()}. */
    int wordStart(int output) {
        return targetMapOffsets[output];
    }

    /** The number of entries of a surface (its FST output). */
    int wordCount(int output) {
        return targetMapOffsets[output + 1] - targetMapOffsets[output];
    }

    /** All word id lists, concatenated (see {@link #wordStart}). */
    int[] wordIds() {
        return targetMap;
    }

    /** A word's left context id (IPADIC's left and right ids are equal: Kuromoji stores one). */
    int leftId(int wordId) {
        return (buffer.getShort(wordId) & 0xFFFF) >>> 3;
    }

    /** A word's right context id. */
    int rightId(int wordId) {
        return (buffer.getShort(wordId) & 0xFFFF) >>> 3;
    }

    /** A word's cost. */
    int cost(int wordId) {
        return buffer.getShort(wordId + 2);
    }

    /** The shared instance, loaded on first use (about 4 MB of Kuromoji resources). */
    static KuromojiIpadic get() {
        return Holder.INSTANCE;
    }

    /** The FST output of a surface in Kuromoji's dictionary, or -1. */
    private int exactOutput(String surface) {
        try {
            FST.Arc<Long> arc = fst.getFirstArc(new FST.Arc<>());
            FST.BytesReader reader = fst.getBytesReader();
            int output = 0;
            for (int i = 0; i < surface.length(); i++) {
                if (fst.findTargetArc(surface.charAt(i), arc, arc, i == 0, reader) == null) {
                    return -1;
                }
                output += arc.output().intValue();
            }
            return arc.isFinal() ? output + arc.nextFinalOutput().intValue() : -1;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether a surface's FST output is an entry sacrebleu's IPADIC lacks ({@link #REIWA}). */
    boolean isExcluded(int output) {
        return output == reiwaOutput;
    }

    /**
     * The UTF-16 unit to look up in Kuromoji's FST for a unit of MeCab's key, or -1 when no
     * Kuromoji surface can hold it as MeCab's dictionary does: U+2015 is looked up as U+2014,
     * and U+2014, which no MeCab surface holds, matches nothing.
     */
    static int dictionaryChar(int unit) {
        if (unit == ICONV_A1BD) {
            return JAVA_A1BD;
        }
        return unit == JAVA_A1BD ? -1 : unit;
    }

    /** The rank of the CSV file that holds word {@code wordId} (its part of speech's file). */
    int fileRank(int wordId) {
        int left = leftId(wordId);
        int r = rankOfLeftId[left];
        if (r < 0) {
            r = rankOf(posDict[left]);
            rankOfLeftId[left] = (byte) r;
        }
        return r;
    }

    /**
     * Sorts word ids {@code ids[0, n)} (one surface's entries, in Kuromoji's order) into MeCab's
     * order: by the rank of their file, stably.
     */
    void sortByFile(int[] ids, int n) {
        if (n < 2) {
            return;
        }
        for (int i = 1; i < n; i++) {
            int w = ids[i];
            int rank = fileRank(w);
            int j = i;
            while (j > 0 && fileRank(ids[j - 1]) > rank) {
                ids[j] = ids[j - 1];
                j--;
            }
            ids[j] = w;
        }
    }

    /**
     * The entries of the word {@code surface} as MeCab's dictionary holds them: (left id, right
     * id, cost) triples in MeCab's order; empty when it is not a word.
     */
    int[] entries(String surface) {
        StringBuilder key = new StringBuilder(surface.length());
        for (int i = 0; i < surface.length(); i++) {
            int u = dictionaryChar(surface.charAt(i));
            if (u < 0) {
                return new int[0];
            }
            key.append((char) u);
        }
        int output = exactOutput(key.toString());
        if (output < 0 || isExcluded(output)) {
            return new int[0];
        }
        int[] w = Arrays.copyOfRange(targetMap, wordStart(output), wordStart(output) + wordCount(output));
        sortByFile(w, w.length);
        int[] t = new int[3 * w.length];
        for (int i = 0; i < w.length; i++) {
            t[3 * i] = leftId(w[i]);
            t[3 * i + 1] = rightId(w[i]);
            t[3 * i + 2] = cost(w[i]);
        }
        return t;
    }

    /**
     * MeCab's character table from Kuromoji's character definition, with the corrections
     * {@link IpadicCharProperty} lists (length 2 for KANJI, HIRAGANA, KATAKANA; the second
     * categories of the kanji numerals and of U+3007; U+30FB KATAKANA; U+FFFF all zero).
     */
    static IpadicCharProperty charProperty(CharacterDefinition kuromoji) {
        String[] names = IpadicCharProperty.NAMES;
        int[] info = new int[0x10000];
        int[] lengthOf = new int[names.length];
        for (int c : IpadicCharProperty.LENGTH_2) {
            lengthOf[c] = 2;
        }
        // Each category's invoke and group, as Kuromoji records them for the category's characters.
        int[] categoryInfo = new int[names.length];
        boolean[] seen = new boolean[names.length];
        for (int ch = 0; ch < 0xFFFF; ch++) {
            int cat = category(kuromoji.getCharacterClass((char) ch));
            boolean invoke = kuromoji.isInvoke((char) ch);
            boolean group = kuromoji.isGroup((char) ch);
            int packed = IpadicCharProperty.pack(1 << cat, cat, lengthOf[cat], group, invoke);
            if (seen[cat] && categoryInfo[cat] != packed) {
                throw new IllegalStateException("Kuromoji's character definition: category " + names[cat]
                        + " has two invoke/group settings (U+" + Integer.toHexString(ch) + ")");
            }
            seen[cat] = true;
            categoryInfo[cat] = packed;
            info[ch] = packed;
        }
        for (int cat = 0; cat < names.length; cat++) {
            if (!seen[cat]) {
                throw new IllegalStateException("Kuromoji's character definition has no character of " + names[cat]);
            }
        }
        info[0x30FB] = categoryInfo[IpadicCharProperty.KATAKANA];
        for (int i = 0; i < IpadicCharProperty.KANJI_NUMERALS.length(); i++) {
            char ch = IpadicCharProperty.KANJI_NUMERALS.charAt(i);
            if (IpadicCharProperty.defaultType(info[ch]) != IpadicCharProperty.KANJINUMERIC) {
                throw new IllegalStateException("Kuromoji's character definition: " + ch + " is not KANJINUMERIC");
            }
            info[ch] |= 1 << IpadicCharProperty.KANJI;
        }
        if (IpadicCharProperty.defaultType(info[0x3007]) != IpadicCharProperty.SYMBOL) {
            throw new IllegalStateException("Kuromoji's character definition: U+3007 is not SYMBOL");
        }
        info[0x3007] |= 1 << IpadicCharProperty.KANJINUMERIC;
        info[0xFFFF] = 0;
        return new IpadicCharProperty(info);
    }

    /** The MeCab category id of a Kuromoji character class. */
    static int category(byte kuromojiClass) {
        for (int cat = 0; cat < IpadicCharProperty.NAMES.length; cat++) {
            if (kuromojiClass(cat) == kuromojiClass) {
                return cat;
            }
        }
        throw new IllegalStateException("Kuromoji character class " + kuromojiClass + " is not in IPADIC's char.def");
    }

    /** The Kuromoji character class of a MeCab category id (the key of its unknown-word entries). */
    static byte kuromojiClass(int category) {
        return CharacterDefinition.lookupCharacterClass(IpadicCharProperty.NAMES[category]);
    }

    /** The IPADIC CSV files in the order MeCab's reference build read them. */
    static String[] fileOrder() {
        String[] names = new String[FILES.length];
        for (int i = 0; i < FILES.length; i++) {
            names[i] = FILES[i][0];
        }
        return names;
    }

    /** The rank of the IPADIC file holding part of speech {@code pos}. */
    static int rankOf(String pos) {
        for (int f = 0; f < FILES.length; f++) {
            for (int j = 1; j < FILES[f].length; j++) {
                String p = FILES[f][j];
                if (p.endsWith("*") ? pos.startsWith(p.substring(0, p.length() - 1)) : pos.equals(p)) {
                    return f;
                }
            }
        }
        throw new IllegalStateException("part of speech in no IPADIC file: " + pos);
    }
}
