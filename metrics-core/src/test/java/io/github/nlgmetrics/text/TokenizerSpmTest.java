package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.bleu.Bleu;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** sacrebleu's SentencePiece tokenizers: names, model files, signatures, the {@code spm_model} option. */
class TokenizerSpmTest {
    private static Path model(String name) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path f = p.resolve("conformance-data").resolve("spm-models").resolve(name);
            if (Files.isRegularFile(f)) {
                return f;
            }
        }
        throw new IllegalStateException("no conformance-data/spm-models/" + name);
    }

    @Test
    void theModelFileIsTheOneSacrebleuReadsUnderSacrebleuModels() {
        Path dir = TokenizerSpm.sacrebleuDir().resolve("models");
        assertEquals(dir.resolve("sacrebleu_tokenizer_spm.model"), TokenizerSpm.defaultModel("spm"));
        assertEquals(dir.resolve("sacrebleu_tokenizer_spm.model"), TokenizerSpm.defaultModel("flores101"));
        assertEquals(dir.resolve("flores200sacrebleuspm"), TokenizerSpm.defaultModel("flores200"));
        assertEquals(dir.resolve("spbleu-1k_tokenizer_spm.model"), TokenizerSpm.defaultModel("spBLEU-1K"));
        assertEquals(Path.of("/x/models/flores200sacrebleuspm"),
                TokenizerSpm.defaultModel("flores200", Map.of("SACREBLEU", "/x", "HOME", "/h")));
        assertEquals(Path.of("/h/.sacrebleu"), TokenizerSpm.sacrebleuDir(Map.of("HOME", "/h")));
        assertEquals(Path.of("", "models", "flores200sacrebleuspm"),
                TokenizerSpm.defaultModel("flores200", Map.of("SACREBLEU", "")));
        assertEquals(Path.of(System.getProperty("user.home"), ".sacrebleu"), TokenizerSpm.sacrebleuDir(Map.of()));
    }

    @Test
    void spmSignsAsFlores101AndTheOthersAsTheirNames() {
        Path m = model("unigram-8k.model");
        assertEquals("flores101", TokenizerSpm.of("spm", m).signature());
        assertEquals("flores101", TokenizerSpm.of("flores101", m).signature());
        assertEquals("flores200", TokenizerSpm.of("flores200", m).signature());
        assertEquals("spBLEU-1K", TokenizerSpm.of("spBLEU-1K", m).signature());
    }

    @Test
    void theLineIsThePiecesJoinedBySpaces() {
        assertEquals("▁H ell o ▁w ör l d ▁1",
                TokenizerSpm.of("flores200", model("unigram-8k.model")).tokenize("Ｈｅｌｌｏ  wörld ①"));
    }

    @Test
    void aModelIsLoadedOncePerFile() {
        Path m = model("bpe-8k.model");
        assertSame(TokenizerSpm.of("flores200", m).encoder(), TokenizerSpm.of("spm", m).encoder());
    }

    @Test
    void aMissingModelIsOneLineNamingThePathAndWhereTheFileComesFrom() {
        Path missing = Path.of("no-such-dir", "flores200sacrebleuspm");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TokenizerSpm.of("flores200", missing));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("https://tinyurl.com/flores200sacrebleuspm"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    /** Issue 32: a path that exists but is a folder or a device is said to be one, not "not found". */
    @Test
    void aModelPathThatIsAFolderOrADeviceIsSaidToBeOne() {
        Path folder = Path.of("").toAbsolutePath();
        IllegalArgumentException dir = assertThrows(IllegalArgumentException.class,
                () -> TokenizerSpm.of("flores200", folder));
        assertEquals("SentencePiece model for tokenizer 'flores200': " + folder + " is a folder, not a model file",
                dir.getMessage());
        Path devNull = Path.of("/dev/null");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(devNull), "no /dev/null");
        IllegalArgumentException dev = assertThrows(IllegalArgumentException.class,
                () -> TokenizerSpm.of("spm", devNull));
        assertEquals("SentencePiece model for tokenizer 'spm': /dev/null is a device, FIFO or socket, not a model file",
                dev.getMessage());
    }

    @Test
    void theRegistryKnowsTheNames() {
        assertTrue(Tokenizers.names().containsAll(List.of("spm", "flores101", "flores200", "spBLEU-1K")));
        assertThrows(IllegalArgumentException.class, () -> TokenizerSpm.url("ja-mecab"));
    }

    @Test
    void theSpmModelOptionGivesTheFileAndKeepsSacrebleusSignature() {
        Bleu bleu = (Bleu) Profiles.metric("sacrebleu:bleu",
                Map.of("tokenize", "flores200", "spm_model", model("bpe-8k.model").toString()));
        assertEquals("flores200", bleu.tokenizer().signature());
        assertTrue(bleu.signature(1).toString().contains("tok:flores200"), bleu.signature(1).toString());
        assertEquals(List.of("▁h", "ell", "o"), bleu.withLowercase(true).tokens("HELLO  "));
    }

    private static Bleu bleu(String model) {
        return Bleu.sacrebleu().withTokenizer(TokenizerSpm.of("flores200", model(model)));
    }

    @Test
    void bleuLowercasesWithPythonsFullMappingBeforeTheModelNormalizes() {
        Bleu b = bleu("unigram-8k.model");
        assertEquals(List.of("▁x", "ii"), b.withLowercase(true).tokens("Ⅻ")); // ⅻ, then NFKC xii
        assertEquals(List.of("▁X", "I", "I"), b.tokens("Ⅻ"));
        assertEquals(List.of("▁", "i", "\u0307"), b.withLowercase(true).tokens("İ"));
        assertEquals(List.of("▁", "οδο", "ς"), b.withLowercase(true).tokens("ΟΔΟΣ")); // final sigma
    }

    @Test
    void bleuStripsPythonWhitespaceBeforeAModelThatKeepsSpaces() {
        TokenizerSpm keepsSpaces = TokenizerSpm.of("spBLEU-1K", model("unigram-4k-nfkc-bytefallback-digits-spaces.model"));
        assertEquals("▁a ▁b ▁ ▁", keepsSpaces.tokenize("a b\u00a0\u3000"));
        assertEquals(List.of("▁a", "▁b"), Bleu.sacrebleu().withTokenizer(keepsSpaces).tokens("a b\u00a0\u3000"));
    }

    @Test
    void aPieceThatIsPythonWhitespaceVanishesWhenBleuSplits() {
        // nmt_nfkc keeps U+0085 as a character, and str.split() drops it.
        assertEquals("▁a ▁ \u0085 ▁b", TokenizerSpm.of("flores101", model("unigram-8k.model")).tokenize("a \u0085 b"));
        assertEquals(List.of("▁a", "▁", "▁b"), bleu("unigram-8k.model").tokens("a \u0085 b"));
        assertEquals(List.of("▁a"), bleu("unigram-8k.model").tokens("a \u0085"));
    }

    @Test
    void theSpmModelOptionIsRefusedWithATokenizerThatReadsNoModel() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Profiles.metric(
                "sacrebleu:bleu", Map.of("tokenize", "13a", "spm_model", model("bpe-8k.model").toString())));
        assertTrue(e.getMessage().contains("13a"), e.getMessage());
    }

    /** Lines of a few words drawn with repeats, so that the cache both hits and rotates. */
    private static List<String> repeatingLines(long seed, int n) {
        String[] words = {"Das", "Haus", "ist", "groß", "Ｈｅｌｌｏ", "wörld", "①", "ΟΔΟΣ", "日本語", "a\u0085b", "  "};
        Random r = new Random(seed);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = r.nextInt(4); k >= 0; k--) {
                sb.append(words[r.nextInt(words.length)]).append(' ');
            }
            lines.add(sb.toString());
        }
        return lines;
    }

    @Test
    void theLineCacheChangesNoOutputAndHoldsAtMostTwoGenerations() {
        for (String m : List.of("unigram-8k.model", "bpe-8k.model")) {
            TokenizerSpm cached = TokenizerSpm.of("flores200", model(m), 16);
            for (String line : repeatingLines(1, 2000)) {
                String expected = cached.encoder().encodeToString(line);
                assertEquals(expected, cached.tokenize(line), line);
                TokenBuffer buffer = new TokenBuffer();
                cached.tokenizeInto(line, buffer);
                assertEquals(expected, new String(buffer.chars(), 0, buffer.length()), line);
                assertTrue(cached.cachedLines() <= 2 * 16, "lines held: " + cached.cachedLines());
            }
        }
    }

    @Test
    void tokenizeIntoWritesTheSameTextTheFirstTheSecondAndTheCachedTime() {
        // (U+FDFA expands to 18 characters under NFKC: more than the room first made)
        String expanding = "\uFDFA".repeat(100);
        for (String m : List.of("unigram-8k.model", "bpe-8k.model")) {
            TokenizerSpm tokenizer = TokenizerSpm.of("flores200", model(m));
            for (String line : List.of("Das Haus ist groß .", expanding, "", "  ")) {
                String expected = tokenizer.encoder().encodeToString(line);
                if (line.equals(expanding)) {
                    assertTrue(expected.length() > 4 * line.length() + 64, "the retry is exercised");
                }
                TokenBuffer buffer = new TokenBuffer();
                buffer.append("x ");
                for (int time = 1; time <= 3; time++) {
                    int from = buffer.length();
                    tokenizer.tokenizeInto(line, buffer);
                    assertEquals(expected, new String(buffer.chars(), from, buffer.length() - from), m + ", time " + time);
                }
            }
        }
    }

    @Test
    void theLineCacheIsSafeToShareBetweenThreads() throws Exception {
        TokenizerSpm shared = TokenizerSpm.of("flores200", model("bpe-8k.model"), 8);
        List<String> lines = repeatingLines(2, 3000);
        List<String> expected = lines.stream().map(shared.encoder()::encodeToString).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(pool.submit(() -> lines.stream().map(shared::tokenize).toList()));
            }
            for (Future<List<String>> f : results) {
                assertEquals(expected, f.get());
            }
        } finally {
            pool.shutdown();
        }
        assertTrue(shared.cachedLines() <= 2 * 8 + 4, "lines held: " + shared.cachedLines());
    }
}
