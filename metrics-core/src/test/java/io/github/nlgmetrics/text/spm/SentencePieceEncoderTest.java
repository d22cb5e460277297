package io.github.nlgmetrics.text.spm;

import static io.github.nlgmetrics.text.spm.SpmTestModels.BPE_6K_IDENTITY_BYTES;
import static io.github.nlgmetrics.text.spm.SpmTestModels.BPE_8K;
import static io.github.nlgmetrics.text.spm.SpmTestModels.UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES;
import static io.github.nlgmetrics.text.spm.SpmTestModels.UNIGRAM_8K;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One test per reproduced SentencePiece behaviour; every expected value is what SentencePiece
 * 0.1.97's {@code EncodeAsPieces} returns for the stand-in model named (checked with the library).
 */
class SentencePieceEncoderTest {
    private static List<String> pieces(String model, String text) {
        return SpmTestModels.encoder(model).encodeAsPieces(text);
    }

    @Test
    void theModelsAreReadAsTheirReadmeDescribesThem() {
        SentencePieceModel u8 = SpmTestModels.encoder(UNIGRAM_8K).model();
        assertEquals(SentencePieceModel.ModelType.UNIGRAM, u8.modelType());
        assertEquals(8000, u8.size());
        assertEquals("nmt_nfkc", u8.normalizerName());
        assertFalse(u8.byteFallback());
        assertEquals("<unk>", u8.piece(0));
        assertEquals("<s>", u8.piece(1));
        assertEquals("</s>", u8.piece(2));
        SentencePieceModel b6 = SpmTestModels.encoder(BPE_6K_IDENTITY_BYTES).model();
        assertEquals(SentencePieceModel.ModelType.BPE, b6.modelType());
        assertEquals("identity", b6.normalizerName());
        assertTrue(b6.byteFallback());
        SentencePieceModel u4 = SpmTestModels.encoder(UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES).model();
        assertEquals("nfkc", u4.normalizerName());
        assertTrue(u4.splitDigits());
        assertFalse(u4.removeExtraWhitespaces());
        assertTrue(u4.addDummyPrefix());
        assertTrue(u4.escapeWhitespaces());
    }

    @Test
    void nmtNfkcNormalizesAndEveryPieceAfterASpaceStartsWithTheSpaceSymbol() {
        assertEquals(List.of("▁H", "ell", "o", "▁w", "ör", "l", "d", "▁1"), pieces(UNIGRAM_8K, "Ｈｅｌｌｏ  wörld ①"));
        assertEquals(List.of("▁fi", "▁1"), pieces(UNIGRAM_8K, "ﬁ ①"));
    }

    @Test
    void aLetterBeforeACombiningMarkIsComposedAndBeforeAsciiIsCopied() {
        // SentencePiece 0.1.97's EncodeAsPieces (python3-sentencepiece); the normalizer's ASCII
        // shortcut must leave a letter to the character map when a combining mark follows.
        assertEquals(List.of("▁Ca", "f", "é", "▁", "À", "b", "▁a", "<", "=", "b", "▁Z", "\u0327"),
                pieces(UNIGRAM_8K, "Cafe\u0301 A\u0300b a<=b Z\u0327"));
        assertEquals(List.of("▁C", "af", "é", "▁", "À", "b", "▁a", "<", "=", "b", "▁Z", "\u0327"),
                pieces(BPE_8K, "Cafe\u0301 A\u0300b a<=b Z\u0327"));
        assertEquals(List.of("▁", "é"), pieces(BPE_8K, "e\u0301"));
    }

    @Test
    void identityKeepsCompatibilityCharactersWhichThenFallBackToBytes() {
        assertEquals(List.of("▁", "<0xEF>", "<0xAC>", "<0x81>", "▁", "<0xE2>", "<0x91>", "<0xA0>"),
                pieces(BPE_6K_IDENTITY_BYTES, "ﬁ ①"));
    }

    @Test
    void tabIsASpaceForNmtNfkcButACharacterForNfkcAndIdentity() {
        assertEquals(List.of("▁a", "▁b"), pieces(UNIGRAM_8K, "a\tb"));
        assertEquals(List.of("▁a", "<0x09>", "b"), pieces(UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES, "a\tb"));
        assertEquals(List.of("▁a", "<0x09>", "b"), pieces(BPE_6K_IDENTITY_BYTES, "a\tb"));
    }

    @Test
    void nmtNfkcTurnsZeroWidthSpaceIntoASpaceAndRemovesControlCharactersButKeepsNul() {
        assertEquals(List.of("▁a", "▁b", "c"), pieces(UNIGRAM_8K, "a\u200bb\u0001c"));
        assertEquals(List.of("▁a", "\u0000", "b"), pieces(UNIGRAM_8K, "a\u0000b"));
        assertEquals(List.of("▁", "\u0085"), pieces(UNIGRAM_8K, "\u0085"));
    }

    @Test
    void removeExtraWhitespacesDropsLeadingAndTrailingSpacesAndCollapsesRuns() {
        assertEquals(List.of("▁a", "▁b"), pieces(UNIGRAM_8K, "  a  b "));
        assertEquals(List.of(), pieces(UNIGRAM_8K, "   "));
        assertEquals(List.of(), pieces(UNIGRAM_8K, ""));
    }

    @Test
    void withoutRemoveExtraWhitespacesEverySpaceIsAPiece() {
        assertEquals(List.of("▁", "▁", "▁a", "▁", "▁"), pieces(UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES, "  a  "));
        assertEquals(List.of("▁", "▁", "▁", "▁"), pieces(UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES, "   "));
    }

    @Test
    void aLiteralSpaceSymbolIsAnEscapedSpace() {
        assertEquals(List.of("▁a", "▁b"), pieces(UNIGRAM_8K, "a▁b"));
        assertEquals(List.of(), pieces(UNIGRAM_8K, "▁"));
    }

    @Test
    void consecutiveUnknownCharactersAreOnePieceWithoutByteFallback() {
        assertEquals(List.of("▁", "鬱龘"), pieces(UNIGRAM_8K, "鬱龘"));
        assertEquals(List.of("▁", "鬱龘", "▁x"), pieces(BPE_8K, "鬱龘 x"));
    }

    @Test
    void byteFallbackSpellsEveryByteOfAnUnknownCharacterInUpperCaseHex() {
        assertEquals(List.of("▁", "<0xE9>", "<0xAC>", "<0xB1>", "<0x3C>"), pieces(BPE_6K_IDENTITY_BYTES, "鬱<"));
        assertEquals(List.of("▁", "<0xE9>", "<0xAC>", "<0xB1>"), pieces(UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES, "鬱"));
        assertEquals(List.of("▁", "<0xC2>", "<0x85>"), pieces(UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES, "\u0085"));
    }

    @Test
    void controlSymbolsInTheTextAreNeverMatched() {
        assertEquals(List.of("▁", "<", "s", ">", "▁", "<", "/", "s", ">", "▁", "<", "un", "k", ">"),
                pieces(UNIGRAM_8K, "<s> </s> <unk>"));
    }

    @Test
    void splitDigitsMakesEveryDigitAPiece() {
        assertEquals(List.of("▁", "2", "0", "2", "6", "▁k", "m"), pieces(UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES, "2026 km"));
        assertEquals(List.of("▁20", "2", "6", "▁km"), pieces(UNIGRAM_8K, "2026 km"));
    }

    @Test
    void unigramCandidatesAreDoubleSumsComparedWithTheStoredFloat() {
        // x+ii+i and x+i+ii tie in float arithmetic; the library's candidate is a double sum
        // compared with the float already stored, which makes the later path win here.
        assertEquals(List.of("▁x", "ii", "i"), pieces(UNIGRAM_8K, "xiii"));
        assertEquals(List.of("▁x", "ii", "i", "q"), pieces(UNIGRAM_8K, "xiiiq"));
    }

    @Test
    void bpeMergesTheBestScoringPairFirst() {
        assertEquals(List.of("▁H", "ell", "o", "▁wor", "ld"), pieces(BPE_8K, "Hello world"));
    }

    @Test
    void encodeToStringJoinsThePiecesWithSingleSpaces() {
        SentencePieceEncoder e = SpmTestModels.encoder(UNIGRAM_8K);
        assertEquals("▁H ell o ▁w ör l d ▁1", e.encodeToString("Ｈｅｌｌｏ  wörld ①"));
        assertEquals("", e.encodeToString("   "));
    }

    @Test
    void aLoneSurrogateIsRejectedAsPythonCannotEncodeIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> pieces(UNIGRAM_8K, "a\ud800b"));
        assertTrue(e.getMessage().contains("U+D800"), e.getMessage());
        assertEquals(List.of("▁", "😀"), pieces(UNIGRAM_8K, "😀"));
    }

    @Test
    void aMissingModelFileIsOneLineNamingThePath(@TempDir Path dir) {
        Path missing = dir.resolve("nothing.model");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SentencePieceModel.load(missing));
        assertEquals("SentencePiece model not found: " + missing, e.getMessage());
    }

    @Test
    void bytesThatAreNoModelAreRejected(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.model");
        Files.write(bad, new byte[] {0x0A, 0x7F, 0x01});
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SentencePieceModel.load(bad));
        assertTrue(e.getMessage().startsWith(bad + ": not a SentencePiece model"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SentencePieceModel.parse(new byte[0]));
    }

    @Test
    void aTruncatedModelIsRejected() throws Exception {
        byte[] all = Files.readAllBytes(SpmTestModels.path(BPE_6K_IDENTITY_BYTES));
        byte[] half = java.util.Arrays.copyOf(all, all.length / 2);
        assertThrows(IllegalArgumentException.class, () -> SentencePieceModel.parse(half));
    }

    @Test
    void encodersAreSafeToShareBetweenThreads() throws Exception {
        SentencePieceEncoder e = SpmTestModels.encoder(BPE_8K);
        String text = "Hello world, 鬱龘 ΟΔΟΣ 2026";
        String expected = e.encodeToString(text);
        List<Thread> threads = new java.util.ArrayList<>();
        java.util.concurrent.atomic.AtomicInteger wrong = new java.util.concurrent.atomic.AtomicInteger();
        for (int t = 0; t < 4; t++) {
            Thread th = new Thread(() -> {
                for (int i = 0; i < 2000; i++) {
                    if (!e.encodeToString(i % 2 == 0 ? text : "x " + i).equals(i % 2 == 0 ? expected
                            : e.encodeToString("x " + i))) {
                        wrong.incrementAndGet();
                    }
                }
            });
            threads.add(th);
            th.start();
        }
        for (Thread th : threads) {
            th.join();
        }
        assertEquals(0, wrong.get());
    }

    @Test
    void idsAreThePieceToIdOfEachPieceAsTheLibraryLooksItUp() {
        // python3-sentencepiece 0.1.97: [sp.PieceToId(p) for p in sp.encode(text, out_type=str)], equal to sp.encode(text)
        SentencePieceEncoder b6 = SpmTestModels.encoder(BPE_6K_IDENTITY_BYTES);
        assertEquals(List.of(366, 797, 2629, 2621, 243, 162, 155, 131, 291, 1016, 2630, 2631),
                java.util.Arrays.stream(b6.encodeAsIds("Hello 😀 wörld")).boxed().toList());
        SentencePieceEncoder u8 = SpmTestModels.encoder(UNIGRAM_8K);
        // an unknown piece ("😀", "<", ">") is the unknown id 0
        assertEquals(List.of(272, 745, 20, 3, 0, 554, 819, 59, 37, 3, 0, 6, 0),
                java.util.Arrays.stream(u8.encodeAsIds("Hello 😀 wörld <s>")).boxed().toList());
        assertEquals(243, b6.pieceToId("<0xF0>"));
        assertEquals(1, u8.pieceToId("<s>"));
        assertEquals(0, u8.pieceToId("nope"));
        assertEquals(0, u8.unknownId());
        assertEquals("<s>", u8.idToPiece(1));
        assertEquals(8000, u8.size());
        assertThrows(IllegalArgumentException.class, () -> u8.idToPiece(8000));
    }
}
