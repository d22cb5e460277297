package io.github.nlgmetrics.bertscore.tokenizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The quirks of transformers' slow {@code BertTokenizer} that {@link WordPieceModel} reproduces, and its loading. */
class WordPieceModelTest {
    private static final SubwordTokenizer MINILM = SubwordTokenizers.miniLm();

    static List<String> tokenize(SubwordTokenizer t, String text) {
        return ((PretrainedTokenizer) t).tokenize(text);
    }

    private static List<String> tokenize(String text) {
        return tokenize(MINILM, text);
    }

    private static List<String> vocabulary() {
        return SubwordTokenizers.miniLmVocabulary();
    }

    @Test
    void bundledMiniLmIsTheUncasedVocabularyWith512Ids() {
        assertEquals(30522, MINILM.vocabularySize());
        assertEquals(512, MINILM.maxLength());
        assertEquals(0, MINILM.padId());
        assertTrue(MINILM.isSpecial(101));
        assertTrue(MINILM.isSpecial(102));
        assertFalse(MINILM.isSpecial(0));
        assertFalse(MINILM.isSpecial(100));
    }

    @Test
    void emptyAndBlankTextsAreClsSep() {
        assertArrayEquals(new int[] {101, 102}, MINILM.encode(""));
        assertArrayEquals(new int[] {101, 102}, MINILM.encode(" \t\u00a0\u3000\n"));
    }

    @Test
    void capitalSigmaIsLowerCasedOneCharacterAtATime() {
        // str.lower() of the word gives a final ς; tokenize()'s per-character re.sub gives σ everywhere
        assertEquals(tokenize("οδοσ"), tokenize("ΟΔΟΣ"));
    }

    @Test
    void specialTokensInTheTextAreKeptWholeOnlyInCapitals() {
        assertEquals(List.of("[CLS]", "a", "[SEP]", "b", "[SEP]"), MINILM.tokens("a [SEP] b"));
        assertEquals(List.of("[", "sep", "]"), tokenize("[sep]"));
        assertEquals(List.of("a", "[MASK]", "b"), tokenize("a[MASK]b"));
    }

    @Test
    void aTokenizerConstructedDirectlySplitsNoSpecialTokenOutButKeepsItWholeBetweenSpaces() {
        // BertTokenizer(vocab_file): no sanitize_special_tokens, so no no-split token; the basic tokenizer's
        // never_split (all_special_tokens) still keeps "[SEP]" whole when it stands alone, and unlowered
        SubwordTokenizer direct = SubwordTokenizers.miniLm(WordPieceOptions.defaults());
        assertEquals(List.of("a", "[SEP]", "b"), tokenize(direct, "a [SEP] b"));
        assertEquals(List.of("a", "[", "sep", "]", "b"), tokenize(direct, "a[SEP]b"));
    }

    @Test
    void stripAccentsIsThreeValued() {
        WordPieceOptions d = WordPieceOptions.defaults();
        assertEquals(List.of("cafe"), tokenize(SubwordTokenizers.miniLm(d), "Café"));
        assertEquals(List.of("cafe"), tokenize(SubwordTokenizers.miniLm(d.withStripAccents(true)), "Café"));
        assertEquals(List.of("[UNK]"), tokenize(SubwordTokenizers.miniLm(d.withDoLowerCase(false)), "Café"));
        assertEquals(tokenize("cafe"),
                tokenize(SubwordTokenizers.miniLm(d.withDoLowerCase(false).withStripAccents(true)), "cafe"));
        assertEquals(List.of("cafe"), tokenize(SubwordTokenizers.miniLm(d.withStripAccents(false)), "Cafe"));
        assertFalse(tokenize(SubwordTokenizers.miniLm(d.withStripAccents(false)), "Café").contains("cafe"));
    }

    @Test
    void aWordOfMoreThan100CodePointsIsUnk() {
        assertEquals(List.of("[UNK]"), tokenize("a".repeat(101)));
        assertFalse(tokenize("a".repeat(100)).contains("[UNK]"));
    }

    @Test
    void aWordWithAnUnknownPieceIsOneUnk() {
        assertEquals(List.of("[UNK]"), tokenize("abc\u0b85")); // Tamil letter after Latin: no ## piece
    }

    @Test
    void controlCharactersAndCodePointsUnassignedInUnicode14AreDropped() {
        assertEquals(tokenize("ab"), tokenize("a\u0000b\u00adb".replace("\u00adb", "")));
        assertEquals(tokenize("ab"), tokenize("a\u200bb")); // Cf
        assertEquals(tokenize("ab"), tokenize("a\u0378b")); // unassigned
        // U+0870 ARABIC LETTER ALEF WITH ATTACHED FATHA: assigned in Unicode 14 (Java 17 says unassigned), kept
        assertEquals(3, tokenize("a \u0870 b").size());
    }

    @Test
    void asciiSymbolsArePunctuationButUnicodeSymbolsAreNot() {
        assertEquals(List.of("a", "$", "b", "+", "c"), tokenize("a$b+c"));
        List<String> euro = tokenize("a€b"); // one basic token: its pieces continue with ##
        assertTrue(euro.size() == 1 || euro.subList(1, euro.size()).stream().allMatch(p -> p.startsWith("##")), euro.toString());
    }

    @Test
    void cjkIdeographsAreSplitButKanaIsNot() {
        assertEquals(List.of("日", "本"), tokenize("日本"));
        SubwordTokenizer noCjk = SubwordTokenizers.miniLm(WordPieceOptions.defaults().withTokenizeChineseChars(false));
        assertEquals(List.of("日", "##本"), tokenize(noCjk, "日本"));
    }

    @Test
    void longTextsAreTruncatedWithTheSpecialTokensKept() {
        int[] ids = MINILM.encode("word ".repeat(1000));
        assertEquals(512, ids.length);
        assertEquals(101, ids[0]);
        assertEquals(102, ids[511]);
        assertEquals(1002, MINILM.untruncatedLength("word ".repeat(1000)));
    }

    @Test
    void encodeIsClsPiecesSepWithinTheMaximumForAnyText() {
        qt().withExamples(300).forAll(strings().allPossible().ofLengthBetween(0, 120)).checkAssert(s -> {
            int[] ids = MINILM.encode(s);
            assertTrue(ids.length >= 2 && ids.length <= 512);
            assertEquals(101, ids[0]);
            assertEquals(102, ids[ids.length - 1]);
            assertEquals(ids.length, MINILM.tokens(s).size());
            assertEquals(ids.length, MINILM.untruncatedLength(s));
        });
    }

    @Test
    void loadsAModelDirectoryWithVocabTxtAndTokenizerConfig(@TempDir Path dir) throws IOException {
        Files.write(dir.resolve("vocab.txt"), vocabulary(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("tokenizer_config.json"), "{\"do_lower_case\": false, \"model_max_length\": 6,"
                + " \"unk_token\": {\"__type\": \"AddedToken\", \"content\": \"[UNK]\"}}");
        Files.writeString(dir.resolve("config.json"), "{\"max_position_embeddings\": 512}");
        SubwordTokenizer t = SubwordTokenizers.load(dir);
        assertEquals(6, t.maxLength());
        assertEquals(List.of("[CLS]", "[UNK]", "cat", "sat", "on", "[SEP]"), t.tokens("The cat sat on the mat"));
    }

    @Test
    void loadsAModelDirectoryWithOnlyTokenizerJson(@TempDir Path dir) throws IOException {
        try (var in = getClass().getClassLoader().getResourceAsStream(SubwordTokenizers.MINILM_TOKENIZER_RESOURCE)) {
            Files.copy(in, dir.resolve("tokenizer.json"));
        }
        Files.writeString(dir.resolve("config.json"), "{\"max_position_embeddings\": 512}");
        SubwordTokenizer t = SubwordTokenizers.load(dir);
        assertArrayEquals(MINILM.encode("Héllo, wörld! 日本"), t.encode("Héllo, wörld! 日本"));
        assertEquals(512, t.maxLength()); // no class, no model_type: bounded by max_position_embeddings
    }

    @Test
    void badModelDirectoriesAreRefusedWithTheFileNamed(@TempDir Path dir) throws IOException {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SubwordTokenizers.load(dir.resolve("nope")));
        assertTrue(e.getMessage().contains("nope"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(dir));
        assertTrue(e.getMessage().contains("vocab.txt"), e.getMessage());
        Files.writeString(dir.resolve("vocab.txt"), "a\nb\n");
        // transformers loads it ([SEP], [PAD], [CLS], [MASK] added as 2..5); a word it cannot piece has no id
        SubwordTokenizer noUnk = SubwordTokenizers.load(dir);
        assertArrayEquals(new int[] {4, 0, 1, 2}, noUnk.encode("a b"));
        e = assertThrows(IllegalArgumentException.class, () -> noUnk.encode("c"));
        assertTrue(e.getMessage().contains("[UNK]"), e.getMessage());
        Files.writeString(dir.resolve("vocab.txt"), "[UNK]\n[CLS]\n[SEP]\n");
        Files.writeString(dir.resolve("tokenizer_config.json"), "{\"do_lower_case\": \"yes\"");
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(dir));
        assertTrue(e.getMessage().contains("tokenizer_config.json"), e.getMessage());
        Files.writeString(dir.resolve("tokenizer_config.json"), "{\"do_lower_case\": \"yes\"}");
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(dir));
        assertTrue(e.getMessage().contains("tokenizer_config.json: do_lower_case must be true or false"), e.getMessage());
    }
}
