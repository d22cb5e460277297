package io.github.nlgmetrics.bertscore.tokenizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The quirks of transformers' slow GPT-2/RoBERTa tokenizers that {@link ByteLevelBpeTokenizer} reproduces. */
class ByteLevelBpeTokenizerTest {
    private static final ByteLevelBpeTokenizer GPT2 = ByteLevelBpeGoldenTest.GPT2;

    @Test
    void aPrefixSpaceMakesTheFirstWordLikeTheOthers() {
        assertEquals(List.of("Ġhello", "Ġworld"), GPT2.tokenize("hello world"));
    }

    @Test
    void aWhitespaceRunGivesItsLastSpaceToTheNextWord() {
        // \s+(?!\S) backtracks one character; the space then prefixes the word
        assertEquals(List.of("Ġa", "Ġ", "Ġb"), GPT2.tokenize("a  b"));
        assertEquals(List.of("Ġa", "Ċ", "b"), GPT2.tokenize("a\nb")); // one non-space whitespace: \s+ alone
        assertEquals(List.of("a", "Ġ", "Ġb"), ByteLevelPreTokenizer.split("a  b").stream()
                .map(ByteLevelBpeTokenizer::byteEncode).toList());
    }

    @Test
    void contractionsSplitOnlyInLowerCase() {
        assertEquals(List.of(" they", "'ll"), ByteLevelPreTokenizer.split(" they'll"));
        assertEquals(List.of(" THEY", "'", "LL"), ByteLevelPreTokenizer.split(" THEY'LL"));
    }

    @Test
    void lettersAndNumbersAreUnicode15AsTheRegexModuleSeesThem() {
        assertTrue(ByteLevelPreTokenizer.isLetter(0x0870)); // Unicode 14
        assertTrue(ByteLevelPreTokenizer.isLetter(0x11F04)); // Kawi, Unicode 15
        assertTrue(ByteLevelPreTokenizer.isNumber(0x1E4F0)); // Nag Mundari digit, Unicode 15
        assertFalse(ByteLevelPreTokenizer.isSpace(0x1C)); // str.isspace() but not White_Space
        assertEquals(List.of(" a\u0870"), ByteLevelPreTokenizer.split(" a\u0870"));
    }

    @Test
    void specialTokensAreSplitOnlyAfterFromPretrained() {
        assertTrue(GPT2.tokenize("a<|endoftext|>b").size() > 3);
        ByteLevelBpeTokenizer loaded = ByteLevelBpeTokenizer.of(
                SubwordTokenizers.readBpeVocab(dir().resolve("encoder.json")),
                SubwordTokenizers.readMerges(dir().resolve("vocab.bpe")), ByteLevelBpeTokenizer.Flavor.GPT2, 1024, true);
        assertEquals(List.of("Ġa", "<|endoftext|>", "b"), loaded.tokenize("a<|endoftext|>b"));
    }

    @Test
    void gpt2AddsNoSpecialTokensAndAnEmptyTextHasNoIds() {
        assertArrayEquals(new int[0], GPT2.encode("  "));
        assertFalse(GPT2.isSpecial(GPT2.encode("hi")[0]));
    }

    @Test
    void aRobertaDirectoryGivesSBodySlashS(@TempDir Path d) throws IOException {
        java.util.Map<String, Integer> vocab = new java.util.LinkedHashMap<>(
                SubwordTokenizers.readBpeVocab(dir().resolve("encoder.json")));
        vocab.put("<s>", 50257);
        vocab.put("</s>", 50258);
        vocab.put("<pad>", 50259);
        vocab.put("<mask>", 50260);
        new com.fasterxml.jackson.databind.ObjectMapper().writeValue(d.resolve("vocab.json").toFile(), vocab);
        Files.copy(dir().resolve("vocab.bpe"), d.resolve("merges.txt"));
        Files.writeString(d.resolve("config.json"), "{\"model_type\": \"roberta\", \"max_position_embeddings\": 10}");
        ByteLevelBpeTokenizer t = assertInstanceOf(ByteLevelBpeTokenizer.class, SubwordTokenizers.load(d));
        assertEquals(ByteLevelBpeTokenizer.Flavor.ROBERTA, t.flavor());
        assertEquals(8, t.maxLength());
        assertEquals(List.of("<s>", "Ġone", "Ġtwo", "Ġthree", "Ġfour", "Ġfive", "Ġsix", "</s>"),
                t.tokens("one two three four five six seven eight nine"));
        assertArrayEquals(new int[] {50257, 50258}, t.encode(" "));
        assertTrue(t.isSpecial(50257) && t.isSpecial(50258) && !t.isSpecial(50260));
        assertEquals(50259, t.padId());
        // <mask> is AddedToken(lstrip=True): the space before it goes
        assertEquals(List.of("Ġa", "<mask>", "Ġb"), t.tokenize("a <mask> b"));
    }

    @Test
    void aRobertaVocabularyWithoutSIsRefused(@TempDir Path d) throws IOException {
        Files.writeString(d.resolve("vocab.json"), "{\"a\": 0, \"b\": 1}");
        Files.writeString(d.resolve("merges.txt"), "#version: 0.2\na b\n");
        Files.writeString(d.resolve("config.json"), "{\"model_type\": \"roberta\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(d));
        assertTrue(e.getMessage().contains("<s>"), e.getMessage());
    }

    @Test
    void theLastLineOfTheMergesFileIsAlwaysDropped(@TempDir Path d) throws IOException {
        Files.writeString(d.resolve("m1.txt"), "#version: 0.2\na b\nab c\n");
        Files.writeString(d.resolve("m2.txt"), "#version: 0.2\na b\nab c");
        assertEquals(2, SubwordTokenizers.readMerges(d.resolve("m1.txt")).size());
        assertEquals(1, SubwordTokenizers.readMerges(d.resolve("m2.txt")).size());
    }

    @Test
    void piecesConcatenateToTheTextAndEveryIdIsKnown() {
        qt().withExamples(300).forAll(strings().allPossible().ofLengthBetween(0, 80)).checkAssert(s -> {
            assertEquals(s, String.join("", ByteLevelPreTokenizer.split(s)));
            int[] ids = GPT2.encode(s);
            assertEquals(ids.length, GPT2.tokens(s).size());
            for (int id : ids) {
                assertTrue(id >= 0 && id < GPT2.vocabularySize());
            }
        });
    }

    private static Path dir() {
        return TokenizeGoldenCases.conformanceData().resolve("gpt2-bpe");
    }
}
