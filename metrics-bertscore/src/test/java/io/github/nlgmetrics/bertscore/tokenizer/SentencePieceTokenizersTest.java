package io.github.nlgmetrics.bertscore.tokenizer;

import static io.github.nlgmetrics.bertscore.tokenizer.TokenizerFolders.BPE_6K;
import static io.github.nlgmetrics.bertscore.tokenizer.TokenizerFolders.UNIGRAM_4K;
import static io.github.nlgmetrics.bertscore.tokenizer.TokenizerFolders.UNIGRAM_8K;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A named test per quirk of transformers 4.26.1's SentencePiece tokenizers (ALBERT, XLM-R, DeBERTa-v2) as
 * bert_score's {@code sent_encode} calls them; folders and expected values: {@link TokenizerFolders}.
 */
class SentencePieceTokenizersTest {
    @TempDir
    static Path dir;

    private static SubwordTokenizer albert(String name, String config) {
        return SubwordTokenizers.load(TokenizerFolders.sentencePiece(dir, name, "spiece.model", BPE_6K, config));
    }

    private static SubwordTokenizer albert() {
        return albert("albert", "{\"tokenizer_class\": \"AlbertTokenizer\", \"model_max_length\": 128}");
    }

    private static SubwordTokenizer xlmr(String name, String model) {
        return SubwordTokenizers.load(TokenizerFolders.sentencePiece(dir, name, "sentencepiece.bpe.model", model,
                "{\"tokenizer_class\": \"XLMRobertaTokenizer\", \"model_max_length\": 128}"));
    }

    private static SubwordTokenizer debertaV3(String name, String config) {
        return SubwordTokenizers.load(TokenizerFolders.sentencePiece(dir, name, "spm.model", UNIGRAM_4K, config));
    }

    @Test
    void albertSplitsTheCommaOffAPieceThatEndsWithADigitAndAComma() {
        // "▁1," → EncodeAsPieces("1") + [","]; "a1," keeps "1" without "▁" (the piece did not start with one)
        SubwordTokenizer t = albert();
        assertEquals(List.of("[CLS]", "▁1", ",", "000", "▁and", "▁2", "3", ",", "5", "▁", ",", "4", ",", "▁a", "1", ",",
                "▁2", ",", "3", "[SEP]"), t.tokens("1,000 and 23,5 ,4, a1, ²,3"));
        assertArrayEquals(new int[] {6000, 311, 2639, 950, 402, 388, 2852, 2639, 2813, 2621, 2639, 2871, 2639, 264, 2704,
                2639, 388, 2639, 2852, 6001}, t.encode("1,000 and 23,5 ,4, a1, ²,3"));
    }

    @Test
    void albertAddsTheSpecialTokensItsModelLacksAfterThePieces() {
        SubwordTokenizer t = albert();
        assertArrayEquals(new int[] {6000, 6001}, t.encode("")); // [CLS]=6000 [SEP]=6001: an empty text is the specials
        assertEquals(6002, t.padId()); // <pad> is no piece of the model either
        assertEquals(6004, t.vocabularySize()); // [MASK]=6003
        assertTrue(t.isSpecial(6000) && t.isSpecial(6001));
    }

    @Test
    void albertMaskTakesTheWhitespaceOnItsLeft() {
        assertEquals(List.of("[CLS]", "▁h", "ell", "o", "[MASK]", "▁x", "[SEP]"), albert().tokens("Hello [MASK] x"));
    }

    @Test
    void albertStripsAccentsFoldsDoubleQuotesAndLowerCasesUnlessTold() {
        String text = "Crème  ``quoted''   naïve ΣΑΣ";
        assertEquals(List.of("[CLS]", "▁cre", "me", "▁\"", "qu", "o", "ted", "\"", "▁n", "a", "ive", "▁σ", "ασ", "[SEP]"),
                albert().tokens(text));
        SubwordTokenizer keep = albert("albert-keep", "{\"tokenizer_class\": \"AlbertTokenizer\", \"keep_accents\": true,"
                + " \"do_lower_case\": false, \"remove_space\": false}");
        assertEquals(List.of("[CLS]", "▁C", "r", "è", "me", "▁\"", "qu", "o", "ted", "\"", "▁n", "a", "<0xC3>", "<0xAF>",
                "ve", "▁Σ", "Α", "Σ", "[SEP]"), keep.tokens(text));
        assertEquals(Integer.MAX_VALUE, keep.maxLength()); // no model_max_length: transformers' "no limit"
    }

    @Test
    void xlmRobertaIdsAreFairseqsPiecesOneUpAndMaskLast() {
        SubwordTokenizer t = xlmr("xlmr", BPE_6K);
        assertArrayEquals(new int[] {0, 367, 798, 2630, 6001, 1663, 2631, 2632, 2}, t.encode("Hello <mask> world"));
        assertEquals(List.of("<s>", "▁H", "ell", "o", "<mask>", "▁wor", "l", "d", "</s>"), t.tokens("Hello <mask> world"));
        assertEquals(1, t.padId());
        assertEquals(6002, t.vocabularySize());
        assertEquals(List.of("<s>", "▁que", "\ufeff", "st", "io", "<0xEF>", "<0xBF>", "<0xBD>", "n", "▁", "<0xF0>", "<0x9F>",
                "<0x98>", "<0x80>", "</s>"), t.tokens("que\ufeffstio\ufffdn 😀"));
    }

    @Test
    void xlmRobertaMapsAPieceSentencePieceDoesNotKnowToUnk() {
        // unigram-8k has no byte fallback: "😀" and "☃" are SentencePiece's unknown piece (id 0), fairseq's <unk> (3)
        SubwordTokenizer t = xlmr("xlmr-unk", UNIGRAM_8K);
        assertArrayEquals(new int[] {0, 273, 746, 21, 4, 3, 555, 820, 60, 38, 4, 3, 592, 2}, t.encode("Hello 😀 wörld ☃x"));
        assertEquals(List.of("<s>", "<unk>", "<mask>", "</s>"), t.tokens("<unk> <mask>"));
        assertArrayEquals(new int[] {0, 3, 8001, 2}, t.encode("<unk> <mask>"));
    }

    @Test
    void plainStringSpecialTokensStripTheWhitespaceOnBothSides() {
        // DeBERTa-v3's [SEP] and [CLS], XLM-R's </s> and <s> are plain strings: "y [CLS]z" loses both spaces
        SubwordTokenizer v3 = debertaV3("debv3", "{\"tokenizer_class\": \"DebertaV2Tokenizer\", \"model_max_length\": 128}");
        assertArrayEquals(new int[] {4000, 1479, 4001, 541, 4000, 259, 336, 4001}, v3.encode("x [SEP] y [CLS]z"));
        assertEquals(List.of("[CLS]", "▁x", "[SEP]", "▁y", "[CLS]", "▁", "z", "[SEP]"), v3.tokens("x [SEP] y [CLS]z"));
        assertArrayEquals(new int[] {0, 1008, 2, 350, 0, 388, 2}, xlmr("xlmr-plain", BPE_6K).encode("x </s> y <s>z"));
    }

    @Test
    void debertaV2SplitByPunctEncodesEveryPunctuationMarkAndTheTextBetweenOnTheirOwn() {
        SubwordTokenizer punct = debertaV3("debv3-punct",
                "{\"tokenizer_class\": \"DebertaV2Tokenizer\", \"do_lower_case\": true, \"split_by_punct\": true}");
        assertEquals(List.of("[CLS]", "▁h", "ell", "o", "▁", ",", "▁", "▁w", "or", "l", "d", "▁", "!", "▁", "▁", "1", "▁",
                ",", "▁", "0", "0", "0", "[SEP]"), punct.tokens("Hello, World! 1,000"));
        assertEquals(List.of("[CLS]", "▁σ", "α", "σ", "▁", ".", "[SEP]"), punct.tokens("ΣΑΣ."));
        SubwordTokenizer plain = debertaV3("debv3-plain", "{\"tokenizer_class\": \"DebertaV2Tokenizer\"}");
        assertEquals(List.of("[CLS]", "▁H", "ell", "o", ",", "▁W", "or", "l", "d", "!", "▁", "1", ",", "0", "0", "0",
                "[SEP]"), plain.tokens("Hello, World! 1,000"));
    }
}
