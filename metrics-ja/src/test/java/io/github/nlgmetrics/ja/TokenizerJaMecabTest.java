package io.github.nlgmetrics.ja;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * sacrebleu's {@code ja-mecab}, one test per quirk of MeCab 0.996 with IPADIC that it reproduces.
 * Every expected string is what {@code tagger.parse(line.strip()).strip()} returns with the
 * reference build (the command in {@code src/test/scripts/record_mecab_wakati.py}).
 */
class TokenizerJaMecabTest {
    private static final Tokenizer JA = Tokenizers.byName("ja-mecab");

    private static void tokenizes(String line, String expected) {
        assertEquals(expected, JA.tokenize(line), () -> "tokenize(" + line + ")");
    }

    @Test
    void isRegisteredUnderSacrebleusNameWithItsSignature() {
        assertSame(TokenizerJaMecab.get(), JA);
        assertEquals("ja-mecab-0.996-IPA", JA.signature());
        assertEquals(true, Tokenizers.names().contains("ja-mecab"));
    }

    @Test
    void segmentsWithTheDictionaryAndTheConnectionCosts() {
        tokenizes("私たちはその町に来て、１週間滞在した。", "私 たち は その 町 に 来 て 、 １ 週間 滞在 し た 。");
        tokenizes("漢字漢字かな", "漢字 漢字 か な");
        tokenizes("ひらがなだけのぶん", "ひ ら が な だけ の ぶん");
    }

    @Test
    void stripsPythonWhitespaceBeforeAndAfter() {
        tokenizes("  私たちはその町に来て、１週間滞在した。  ", "私 たち は その 町 に 来 て 、 １ 週間 滞在 し た 。");
        tokenizes("", "");
        tokenizes("   ", "");
        tokenizes("\u3000天気\u3000", "天気");
    }

    @Test
    void nulEndsTheCString() {
        tokenizes("カーテン\u0000水道", "カーテン");
        tokenizes("abc \u0000def", "abc");
    }

    @Test
    void onlyTheSpaceCategoryDisappears() {
        // SPACE is U+0020, TAB, LF, VT
        tokenizes("天気\t他人\nすれ\u000b合格", "天気 他人 すれ 合格");
        // CR, FF, NBSP, U+2009, U+3000, U+200B are tokens (unknown words of their category)
        tokenizes("天気\r他人\fすれ\u00a0合格\u2009です\u3000ね\u200bよ",
                "天気 \r 他人 \f すれ \u00a0 合格 \u2009 です \u3000 ね \u200b よ");
    }

    @Test
    void u00d0IsALetterNotASpace() {
        // char.def lists 0x00D0 as SPACE, but the later line 0x00C0..0x00FF ALPHA wins
        tokenizes("Ðа", "Ð а");
    }

    @Test
    void unknownWordsGroupByCategory() {
        tokenizes("iPhone15", "iPhone 15");
        tokenizes("!!!???", "!!!???");
        tokenizes("@#$%^&*", "@#$%^&*");
        tokenizes("🍣🍺", "🍣🍺");
        tokenizes("ａｂｃ１２３", "ａｂｃ １ ２ ３");
    }

    @Test
    void unknownKatakanaRunsStayWhole() {
        tokenizes("ヴィヴィアンウエストウッドアクセサリー", "ヴィヴィアンウエストウッドアクセサリー");
        tokenizes("ゔゔゔゔゔ", "ゔゔゔゔゔ");
    }

    @Test
    void unknownKanjiComeInPiecesOfAtMostTwo() {
        tokenizes("龘龘龘龘龘", "龘龘 龘龘 龘");
    }

    @Test
    void groupsLongerThan25CharactersAreNotWords() {
        // MeCab groups a run only when at most 24 characters follow the first (max-grouping-size)
        tokenizes("!".repeat(25), "!".repeat(25));
        tokenizes("!".repeat(26), "! " + "!".repeat(25));
        tokenizes("ａ".repeat(30), "ａ ａ ａ ａ ａ " + "ａ".repeat(25));
    }

    @Test
    void charactersOutsideTheBmpAreDefault() {
        tokenizes("𠮷野家", "𠮷 野家");
    }

    @Test
    void kanjiNumeralsAndIdeographicZero() {
        // 〇 is SYMBOL KANJINUMERIC, 一 KANJINUMERIC KANJI
        tokenizes("〇一二", "〇 一 二");
        tokenizes("一〇", "一 〇");
    }

    @Test
    void katakanaMiddleDotIsKatakana() {
        // char.def's KATAKANA range holds U+30FB; Kuromoji makes it SYMBOL
        tokenizes("ア・イ", "ア・イ");
        tokenizes("・・・", "・ ・ ・");
    }

    @Test
    void uffffHasNoCategoryBit() {
        // char.bin has no entry for U+FFFF; MeCab reads zeros: DEFAULT, not grouped
        tokenizes("\uffff\uffff", "\uffff \uffff");
    }

    @Test
    void dictionarySpellingsAreIconvsDecodingOfEucJp() {
        // A1BD is U+2015 to iconv (MeCab's build), U+2014 to Java (Kuromoji's)
        tokenizes("ＣＤ―ＲＯＭ", "ＣＤ―ＲＯＭ");
        tokenizes("ＣＤ—ＲＯＭ", "ＣＤ — ＲＯＭ");
        // A1DD is U+2212 to both
        tokenizes("セブン−イレブン・ジャパン", "セブン−イレブン・ジャパン");
        tokenizes("セブン－イレブン・ジャパン", "セブン － イレブン ・ ジャパン");
    }

    @Test
    void reiwaIsNotAWord() {
        tokenizes("令和元年", "令 和 元年");
    }

    private static String repeatJoined(String token, int times) {
        return String.join(" ", java.util.Collections.nCopies(times, token));
    }

    @Test
    void lookupSeesAtMost65535BytesAhead() {
        // a word straddling byte 65,535 after the position is not seen whole: 天気 becomes 天 気
        tokenizes("天気" + " ".repeat(65530) + "天気", "天気 天 気");
        // a group of more than 25 characters is never a word, however long the run
        tokenizes("a".repeat(70000), repeatJoined("a", 69975) + " " + "a".repeat(25));
        tokenizes("!".repeat(65534) + "ああ", repeatJoined("!", 65509) + " " + "!".repeat(25) + " ああ");
        tokenizes("ア".repeat(22000) + "x", repeatJoined("アア", 10988) + " " + "ア".repeat(24) + " x");
        tokenizes("あ".repeat(30000), repeatJoined("ああ", 15000));
    }

    @Test
    void aCharacterCutByTheLookupWindowComesOutAsPythonDecodesIt() {
        // the window ends inside the second emoji: its bytes are split between two tokens, which
        // Python's binding decodes with surrogateescape (U+DC80..U+DCFF per byte)
        tokenizes("天" + " ".repeat(65530) + "😀".repeat(10),
                "天 😀\udcf0 \udc9f\udc98\udc80" + "😀".repeat(8));
        tokenizes("天" + " ".repeat(65531) + "ああああ", "天 あ あ ああ");
    }

    @Test
    void nodeLengthsAre16Bits() {
        // after 65,540 skipped spaces the next node's rlength wraps to 0: the rest is never reached
        tokenizes("天気" + " ".repeat(65540) + "天気", "天気");
    }

    @Test
    void loneSurrogatesAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> JA.tokenize("a\ud800b"));
    }

    @Test
    void threadsShareNothingButTheDictionary() throws Exception {
        List<String> lines = List.of("私たちはその町に来て、１週間滞在した。", "iPhone15", "龘龘龘龘龘", "令和元年");
        List<String> expected = new ArrayList<>();
        for (String l : lines) {
            expected.add(JA.tokenize(l));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                results.add(pool.submit(() -> {
                    for (int i = 0; i < 200; i++) {
                        for (int k = 0; k < lines.size(); k++) {
                            if (!JA.tokenize(lines.get(k)).equals(expected.get(k))) {
                                return false;
                            }
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> f : results) {
                assertEquals(true, f.get());
            }
        } finally {
            pool.shutdown();
        }
    }
}
