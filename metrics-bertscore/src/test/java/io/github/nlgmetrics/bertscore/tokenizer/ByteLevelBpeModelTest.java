package io.github.nlgmetrics.bertscore.tokenizer;

import static io.github.nlgmetrics.bertscore.tokenizer.WordPieceModelTest.tokenize;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/**
 * The quirks of transformers' slow GPT-2/RoBERTa tokenizers that {@link ByteLevelBpeModel} and the pipeline
 * reproduce. Expected values of the folders made here are what transformers 4.26.1 gives on the same files
 * ({@code AutoTokenizer.from_pretrained(dir, use_fast=False)}, {@code bert_score.utils.sent_encode}).
 */
class ByteLevelBpeModelTest {
    private static final SubwordTokenizer GPT2 = ByteLevelBpeGoldenTest.GPT2;

    @Test
    void aPrefixSpaceMakesTheFirstWordLikeTheOthers() {
        assertEquals(List.of("Ġhello", "Ġworld"), tokenize(GPT2, "hello world"));
    }

    @Test
    void aWhitespaceRunGivesItsLastSpaceToTheNextWord() {
        // \s+(?!\S) backtracks one character; the space then prefixes the word
        assertEquals(List.of("Ġa", "Ġ", "Ġb"), tokenize(GPT2, "a  b"));
        assertEquals(List.of("Ġa", "Ċ", "b"), tokenize(GPT2, "a\nb")); // one non-space whitespace: \s+ alone
        assertEquals(List.of("a", "Ġ", "Ġb"), ByteLevelPreTokenizer.split("a  b").stream()
                .map(ByteLevelBpeModel::byteEncode).toList());
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
    void specialTokensAreSplitOnlyAfterFromPretrained(@TempDir Path d) throws IOException {
        assertTrue(tokenize(GPT2, "a<|endoftext|>b").size() > 3);
        Files.copy(dir().resolve("encoder.json"), d.resolve("vocab.json"));
        Files.copy(dir().resolve("vocab.bpe"), d.resolve("merges.txt"));
        Files.writeString(d.resolve("tokenizer_config.json"), "{\"tokenizer_class\": \"GPT2Tokenizer\"}");
        SubwordTokenizer loaded = SubwordTokenizers.load(d);
        assertEquals(List.of("Ġa", "<|endoftext|>", "b"), loaded.tokens("a<|endoftext|>b"));
        assertArrayEquals(new int[] {257, 50256, 65}, loaded.encode("a<|endoftext|>b"));
        assertEquals(Integer.MAX_VALUE, loaded.maxLength()); // no model_max_length: transformers' "no limit"
        assertEquals(-1, loaded.padId());
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
        Files.writeString(d.resolve("tokenizer_config.json"), "{\"model_max_length\": 8}");
        SubwordTokenizer t = SubwordTokenizers.load(d);
        assertEquals(8, t.maxLength());
        assertEquals(List.of("<s>", "Ġone", "Ġtwo", "Ġthree", "Ġfour", "Ġfive", "Ġsix", "</s>"),
                t.tokens("one two three four five six seven eight nine"));
        assertArrayEquals(new int[] {50257, 530, 734, 1115, 1440, 1936, 2237, 50258},
                t.encode("one two three four five six seven eight nine"));
        assertArrayEquals(new int[] {50257, 50258}, t.encode(" "));
        assertTrue(t.isSpecial(50257) && t.isSpecial(50258) && !t.isSpecial(50260));
        assertEquals(50259, t.padId());
        // <mask> is AddedToken(lstrip=True): the space before it goes
        assertArrayEquals(new int[] {50257, 257, 50260, 275, 50258}, t.encode("a <mask> b"));
        assertEquals(List.of("<s>", "Ġa", "<mask>", "Ġb", "</s>"), t.tokens("a <mask> b"));
    }

    @Test
    void specialTokensTheVocabularyLacksAreAddedAfterIt(@TempDir Path d) throws IOException {
        Files.writeString(d.resolve("vocab.json"), "{\"a\": 0, \"b\": 1}");
        Files.writeString(d.resolve("merges.txt"), "#version: 0.2\na b\n");
        Files.writeString(d.resolve("config.json"), "{\"model_type\": \"roberta\"}");
        SubwordTokenizer t = SubwordTokenizers.load(d);
        // sanitize_special_tokens: <s>=2, </s>=3, <pad>=4, <mask>=5; <unk>, the unknown token itself, never
        assertArrayEquals(new int[] {2, 3}, t.encode(""));
        assertEquals(4, t.padId());
        assertEquals(6, t.vocabularySize());
        // " ab" has the piece "Ġ", unknown, and there is no unknown token: transformers fails (None in the ids)
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.encode("ab"));
        assertTrue(e.getMessage().contains("no unknown token"), e.getMessage());
    }

    @Test
    void aLoneSurrogateIsRefusedAsPythonRefusesToEncodeIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GPT2.encode("a\ud800b"));
        assertTrue(e.getMessage().contains("lone surrogate U+D800"), e.getMessage());
        assertEquals(List.of("Ġa", "ðŁĺ", "Ģ"), tokenize(GPT2, "a😀"));
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
        // well-formed text (a lone surrogate is refused: aLoneSurrogateIsRefusedAsPythonRefusesToEncodeIt)
        qt().withExamples(300).forAll(strings().allPossible().ofLengthBetween(0, 80))
                .assuming(s -> s.codePoints().noneMatch(cp -> cp >= 0xD800 && cp <= 0xDFFF)).checkAssert(s -> {
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
