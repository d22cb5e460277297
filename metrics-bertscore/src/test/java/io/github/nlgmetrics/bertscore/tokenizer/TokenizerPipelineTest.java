package io.github.nlgmetrics.bertscore.tokenizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A named test per quirk of transformers 4.26.1's slow tokenizers that the pipeline reproduces for every family
 * (special and added tokens, prefix space, framing, truncation, {@code model_max_length}), and of loading a folder
 * (class choice, one-line errors); folders and expected values: {@link TokenizerFolders}.
 */
class TokenizerPipelineTest {
    @TempDir
    static Path dir;

    private static SubwordTokenizer bert(String name, String config) {
        return SubwordTokenizers.load(TokenizerFolders.wordPiece(dir, name, config));
    }

    private static SubwordTokenizer bpe(String name, Map<String, Integer> extra, String config) {
        return SubwordTokenizers.load(TokenizerFolders.byteLevelBpe(dir, name, extra, config));
    }

    @Test
    void anEmptyTextIsTheSpecialTokensOnly() {
        SubwordTokenizer t = bert("bert", "{\"tokenizer_class\": \"BertTokenizer\", \"model_max_length\": 128}");
        assertArrayEquals(new int[] {101, 102}, t.encode(""));
        assertArrayEquals(new int[] {101, 102}, t.encode("  "));
        assertArrayEquals(new int[0], ByteLevelBpeGoldenTest.GPT2.encode(" ")); // GPT-2 frames with nothing
    }

    @Test
    void truncationKeepsTheSpecialTokens() {
        SubwordTokenizer t = bert("bert", "{\"tokenizer_class\": \"BertTokenizer\", \"model_max_length\": 128}");
        int[] ids = t.encode("word ".repeat(200));
        assertEquals(128, ids.length);
        assertEquals(101, ids[0]);
        assertEquals(102, ids[127]);
        assertEquals(202, t.untruncatedLength("word ".repeat(200)));
    }

    @Test
    void aMaximumThatLeavesNoRoomBesideTheSpecialTokensTruncatesNothing() {
        // model_max_length 2: 3 ids would have to go but only 3 are there: transformers logs an error, keeps them all
        SubwordTokenizer t = bert("bert-short", "{\"tokenizer_class\": \"BertTokenizer\", \"model_max_length\": 2}");
        assertArrayEquals(new int[] {101, 2028, 2048, 2093, 102}, t.encode("one two three"));
    }

    @Test
    void aHubNameBringsTheClassMaximumWhenTheFolderHasNone() {
        Path d = TokenizerFolders.byteLevelBpe(dir, "roberta-large", TokenizerFolders.robertaSpecials(), null);
        TokenizerFolders.write(d.resolve("config.json"), "{\"model_type\": \"roberta\"}");
        SubwordTokenizer byName = SubwordTokenizers.load(d, "roberta-large");
        assertEquals(512, byName.maxLength()); // RobertaTokenizer.max_model_input_sizes["roberta-large"]
        int[] ids = byName.encode("word ".repeat(600));
        assertEquals(512, ids.length);
        assertEquals(50258, ids[511]);
        assertEquals(Integer.MAX_VALUE, SubwordTokenizers.load(d, "my-roberta").maxLength());
    }

    @Test
    void robertaMaskTakesTheWhitespaceOnItsLeftAndSpecialsKeepTheirs() {
        SubwordTokenizer t = bpe("roberta", TokenizerFolders.robertaSpecials(),
                "{\"tokenizer_class\": \"RobertaTokenizer\", \"model_max_length\": 128}");
        assertArrayEquals(new int[] {50257, 257, 50260, 275, 50258}, t.encode("a <mask> b"));
        assertEquals(List.of("<s>", "Ġone", "Ġ", "Ġtwo", "</s>"), t.tokens("one  two"));
        // <s> and </s> are AddedToken(lstrip=False, rstrip=False): the prefix space before <s> stays a token
        assertEquals(List.of("<s>", "Ġ", "<s>", "x", "</s>", "</s>"), t.tokens("<s>x</s>"));
    }

    @Test
    void bertScoreGivesAPrefixSpaceOnlyToGpt2AndRobertaClasses() {
        // DebertaTokenizer is no subclass of either in 4.26.1: its first word has no Ġ
        SubwordTokenizer deberta = bpe("deberta", Map.of(),
                "{\"tokenizer_class\": \"DebertaTokenizer\", \"model_max_length\": 128}");
        assertEquals(List.of("[CLS]", "Hello", "Ġworld", "[SEP]"), deberta.tokens("Hello world"));
        assertArrayEquals(new int[] {50257, 15496, 50260, 2124, 220, 50258, 88, 50258}, deberta.encode("Hello [MASK] x [SEP]y"));
        // BartTokenizer uses the folder's add_prefix_space
        SubwordTokenizer bart = bpe("bart", TokenizerFolders.robertaSpecials(),
                "{\"tokenizer_class\": \"BartTokenizer\", \"add_prefix_space\": true}");
        assertEquals(List.of("<s>", "ĠHello", "Ġworld", "</s>"), bart.tokens("Hello world"));
    }

    @Test
    void specialTokensAreLowerCasedAroundButNotThemselves() {
        SubwordTokenizer t = bert("bert", "{\"tokenizer_class\": \"BertTokenizer\", \"model_max_length\": 128}");
        assertEquals(List.of("[CLS]", "hello", "[SEP]", "x", "[", "sep", "]", "[SEP]"), t.tokens("Hello [SEP]x [sep]"));
    }

    @Test
    void withoutTheBasicTokenizerNothingIsLowerCased() {
        // do_basic_tokenize=False: BertTokenizer then has no do_lower_case attribute, so tokenize() lowers nothing
        SubwordTokenizer t = bert("bert-nobasic",
                "{\"tokenizer_class\": \"BertTokenizer\", \"do_basic_tokenize\": false, \"never_split\": [\"Foo\"]}");
        assertArrayEquals(new int[] {101, 100, 100, 100, 29379, 102}, t.encode("Hello World Foo, foo"));
    }

    @Test
    void addedTokensAreLowerCasedWhenNotSpecialAndGetTheNextIds() {
        Path d = TokenizerFolders.wordPiece(dir, "bert-added", "{\"tokenizer_class\": \"BertTokenizer\","
                + " \"additional_special_tokens\": [\"<special>\"]}");
        TokenizerFolders.write(d.resolve("added_tokens.json"), "{\"Foo\": 30522, \"BAR baz\": 30523, \"<special>\": 30524}");
        SubwordTokenizer t = SubwordTokenizers.load(d);
        // "Foo" lower-cased is in the vocabulary: not added; "bar baz" takes 30522, "<special>" 30523
        assertEquals(30524, t.vocabularySize());
        assertEquals(List.of("[CLS]", "foo", "bar", "bar baz", "bar baz", "<special>", "x", "<special>", "[SEP]"),
                t.tokens("FOO bar BAR baz BAR BAZ <special>x<special>"));
        assertArrayEquals(new int[] {101, 29379, 3347, 30522, 30522, 30523, 1060, 30523, 102},
                t.encode("FOO bar BAR baz BAR BAZ <special>x<special>"));
    }

    @Test
    void addedTokensWithIdsOutOfSequenceAreRefusedNamingTheFile() {
        Path d = TokenizerFolders.wordPiece(dir, "bert-bad-added", "{\"tokenizer_class\": \"BertTokenizer\"}");
        TokenizerFolders.write(d.resolve("added_tokens.json"), "{\"Hello\": 30526}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(d));
        assertTrue(e.getMessage().contains("added_tokens.json: non-consecutive added token 'Hello': should have index "
                + "30522 but has index 30526"), e.getMessage());
    }

    @Test
    void theClassIsChosenAsAutoTokenizerChoosesIt() {
        Path fast = TokenizerFolders.wordPiece(dir, "bert-fast", "{\"tokenizer_class\": \"ElectraTokenizerFast\"}");
        assertTrue(SubwordTokenizers.load(fast).toString().startsWith("ElectraTokenizer("));
        Path byType = TokenizerFolders.wordPiece(dir, "by-type", null);
        TokenizerFolders.write(byType.resolve("config.json"), "{\"model_type\": \"distilbert\"}");
        assertTrue(SubwordTokenizers.load(byType).toString().startsWith("DistilBertTokenizer("));
        Path byFiles = TokenizerFolders.byteLevelBpe(dir, "by-files", TokenizerFolders.robertaSpecials(), null);
        TokenizerFolders.write(byFiles.resolve("config.json"), "{\"max_position_embeddings\": 10}");
        SubwordTokenizer guessed = SubwordTokenizers.load(byFiles);
        assertTrue(guessed.toString().startsWith("RobertaTokenizer("));
        // transformers would refuse this folder (no class, no model_type): its positions bound the texts, less 2
        assertEquals(8, guessed.maxLength());
        Path t5 = TokenizerFolders.wordPiece(dir, "t5", "{\"tokenizer_class\": \"T5Tokenizer\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(t5));
        assertTrue(e.getMessage().contains("T5Tokenizer is not supported (supported: AlbertTokenizer, BartTokenizer"),
                e.getMessage());
        Path gptj = TokenizerFolders.wordPiece(dir, "whisper", null);
        TokenizerFolders.write(gptj.resolve("config.json"), "{\"model_type\": \"whisper\"}");
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(gptj));
        assertTrue(e.getMessage().contains("config.json: model_type whisper has no supported tokenizer"), e.getMessage());
    }

    @Test
    void missingAndMalformedFilesAreOneLineErrorsNamingTheFile() {
        Path noSpm = TokenizerFolders.wordPiece(dir, "albert-no-spm", "{\"tokenizer_class\": \"AlbertTokenizer\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(noSpm));
        assertTrue(e.getMessage().endsWith("has no spiece.model (AlbertTokenizer's SentencePiece model)"), e.getMessage());
        Path badToken = TokenizerFolders.wordPiece(dir, "bad-token",
                "{\"tokenizer_class\": \"BertTokenizer\", \"mask_token\": {\"content\": \"[MASK]\"}}");
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(badToken));
        assertTrue(e.getMessage().contains("tokenizer_config.json: mask_token is {\"content\":\"[MASK]\"}, neither a "
                + "string nor an AddedToken"), e.getMessage());
        Path sampling = TokenizerFolders.sentencePiece(dir, "sampling", "spm.model", TokenizerFolders.UNIGRAM_4K,
                "{\"tokenizer_class\": \"DebertaV2Tokenizer\", \"sp_model_kwargs\": {\"enable_sampling\": true}}");
        e = assertThrows(IllegalArgumentException.class, () -> SubwordTokenizers.load(sampling));
        assertTrue(e.getMessage().contains("sp_model_kwargs enables sampling"), e.getMessage());
        for (IllegalArgumentException x : List.of(e)) {
            assertFalse(x.getMessage().contains("\n"));
        }
    }
}
