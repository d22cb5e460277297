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

/** The quirks of transformers' slow {@code BertTokenizer} that {@link WordPieceTokenizer} reproduces, and its loaders. */
class WordPieceTokenizerTest {
    private static final WordPieceTokenizer MINILM = SubwordTokenizers.miniLm();

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
        assertEquals(MINILM.tokenize("οδοσ"), MINILM.tokenize("ΟΔΟΣ"));
    }

    @Test
    void specialTokensInTheTextAreKeptWholeOnlyInCapitals() {
        assertEquals(List.of("[CLS]", "a", "[SEP]", "b", "[SEP]"), MINILM.tokens("a [SEP] b"));
        assertEquals(List.of("[", "sep", "]"), MINILM.tokenize("[sep]"));
        assertEquals(List.of("a", "[MASK]", "b"), MINILM.tokenize("a[MASK]b"));
    }

    @Test
    void stripAccentsIsThreeValued() {
        WordPieceTokenizer.Options d = WordPieceTokenizer.Options.defaults();
        List<String> vocab = MINILM.vocabulary();
        assertEquals(List.of("cafe"), WordPieceTokenizer.of(vocab, d).tokenize("Café"));
        assertEquals(List.of("cafe"), WordPieceTokenizer.of(vocab, d.withStripAccents(true)).tokenize("Café"));
        assertEquals(List.of("[UNK]"), WordPieceTokenizer.of(vocab, d.withDoLowerCase(false)).tokenize("Café"));
        assertEquals(MINILM.tokenize("cafe"),
                WordPieceTokenizer.of(vocab, d.withDoLowerCase(false).withStripAccents(true)).tokenize("cafe"));
        assertEquals(List.of("cafe"), WordPieceTokenizer.of(vocab, d.withStripAccents(false)).tokenize("Cafe"));
        assertFalse(WordPieceTokenizer.of(vocab, d.withStripAccents(false)).tokenize("Café").contains("cafe"));
    }

    @Test
    void aWordOfMoreThan100CodePointsIsUnk() {
        assertEquals(List.of("[UNK]"), MINILM.tokenize("a".repeat(101)));
        assertEquals(List.of("[UNK]"), MINILM.tokenize("😀".repeat(101).replace("😀", "a").substring(0, 101)));
        assertFalse(MINILM.tokenize("a".repeat(100)).contains("[UNK]"));
    }

    @Test
    void aWordWithAnUnknownPieceIsOneUnk() {
        assertEquals(List.of("[UNK]"), MINILM.tokenize("abc\u0b85")); // Tamil letter after Latin: no ## piece
    }

    @Test
    void controlCharactersAndCodePointsUnassignedInUnicode14AreDropped() {
        assertEquals(MINILM.tokenize("ab"), MINILM.tokenize("a\u0000b\u00adb".replace("\u00adb", "")));
        assertEquals(MINILM.tokenize("ab"), MINILM.tokenize("a\u200bb")); // Cf
        assertEquals(MINILM.tokenize("ab"), MINILM.tokenize("a\u0378b")); // unassigned
        // U+0870 ARABIC LETTER ALEF WITH ATTACHED FATHA: assigned in Unicode 14 (Java 17 says unassigned), kept
        assertEquals(List.of("a", "[UNK]", "b").size(), MINILM.tokenize("a \u0870 b").size());
    }

    @Test
    void asciiSymbolsArePunctuationButUnicodeSymbolsAreNot() {
        assertEquals(List.of("a", "$", "b", "+", "c"), MINILM.tokenize("a$b+c"));
        List<String> euro = MINILM.tokenize("a€b"); // one basic token: its pieces continue with ##
        assertTrue(euro.size() == 1 || euro.subList(1, euro.size()).stream().allMatch(p -> p.startsWith("##")), euro.toString());
    }

    @Test
    void cjkIdeographsAreSplitButKanaIsNot() {
        assertEquals(List.of("日", "本"), MINILM.tokenize("日本"));
        WordPieceTokenizer noCjk = WordPieceTokenizer.of(MINILM.vocabulary(),
                WordPieceTokenizer.Options.defaults().withTokenizeChineseChars(false));
        assertEquals(List.of("日", "##本"), noCjk.tokenize("日本"));
    }

    @Test
    void longTextsAreTruncatedWithTheSpecialTokensKept() {
        int[] ids = MINILM.encode("word ".repeat(1000));
        assertEquals(512, ids.length);
        assertEquals(101, ids[0]);
        assertEquals(102, ids[511]);
    }

    @Test
    void encodeIsClsPiecesSepWithinTheMaximumForAnyText() {
        qt().withExamples(300).forAll(strings().allPossible().ofLengthBetween(0, 120)).checkAssert(s -> {
            int[] ids = MINILM.encode(s);
            assertTrue(ids.length >= 2 && ids.length <= 512);
            assertEquals(101, ids[0]);
            assertEquals(102, ids[ids.length - 1]);
            assertEquals(ids.length, MINILM.tokens(s).size());
        });
    }

    @Test
    void loadsAModelDirectoryWithVocabTxtAndTokenizerConfig(@TempDir Path dir) throws IOException {
        Files.write(dir.resolve("vocab.txt"), MINILM.vocabulary(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("tokenizer_config.json"),
                "{\"do_lower_case\": false, \"model_max_length\": 6, \"unk_token\": {\"content\": \"[UNK]\"}}");
        Files.writeString(dir.resolve("config.json"), "{\"max_position_embeddings\": 512}");
        WordPieceTokenizer t = SubwordTokenizers.loadWordPiece(dir);
        assertEquals(6, t.maxLength());
        assertFalse(t.options().doLowerCase());
        assertEquals(List.of("[CLS]", "[UNK]", "cat", "sat", "on", "[SEP]"), t.tokens("The cat sat on the mat"));
    }

    @Test
    void loadsAModelDirectoryWithOnlyTokenizerJson(@TempDir Path dir) throws IOException {
        try (var in = getClass().getClassLoader().getResourceAsStream(SubwordTokenizers.MINILM_TOKENIZER_RESOURCE)) {
            Files.copy(in, dir.resolve("tokenizer.json"));
        }
        Files.writeString(dir.resolve("config.json"), "{\"max_position_embeddings\": 512}");
        WordPieceTokenizer t = SubwordTokenizers.loadWordPiece(dir);
        assertArrayEquals(MINILM.encode("Héllo, wörld! 日本"), t.encode("Héllo, wörld! 日本"));
        assertEquals(MINILM.options(), t.options());
    }

    @Test
    void badModelDirectoriesAreRefusedWithTheFileNamed(@TempDir Path dir) throws IOException {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SubwordTokenizers.load(dir.resolve("nope")));
        assertTrue(e.getMessage().contains("nope"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(dir));
        assertTrue(e.getMessage().contains("vocab.txt"), e.getMessage());
        Files.writeString(dir.resolve("vocab.txt"), "a\nb\n");
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(dir));
        assertTrue(e.getMessage().contains("[UNK]"), e.getMessage());
        Files.writeString(dir.resolve("vocab.txt"), "[UNK]\n[CLS]\n[SEP]\n");
        Files.writeString(dir.resolve("tokenizer_config.json"), "{\"do_lower_case\": \"yes\"");
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(dir));
        assertTrue(e.getMessage().contains("tokenizer_config.json"), e.getMessage());
    }
}
