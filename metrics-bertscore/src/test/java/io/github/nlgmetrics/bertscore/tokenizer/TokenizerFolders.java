package io.github.nlgmetrics.bertscore.tokenizer;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Model folders made from the repository's own files ({@code conformance-data/spm-models/}, {@code gpt2-bpe/}, the
 * bundled MiniLM vocabulary), as the nine of {@code ../shared/data/bertscore-models} are made: tiny-albert's and
 * tiny-xlm-roberta's {@code bpe-6k-identity-bytefallback.model}, tiny-deberta-v3's
 * {@code unigram-4k-nfkc-bytefallback-digits-spaces.model}, GPT-2's BPE, MiniLM's WordPiece. The tests' expected
 * values are what transformers 4.26.1 gives on the same files ({@code AutoTokenizer.from_pretrained(dir,
 * use_fast=False)} and {@code bert_score.utils.sent_encode}; run with {@code source /work/refs/bs/env-bertscore.sh}).
 */
final class TokenizerFolders {
    static final String BPE_6K = "bpe-6k-identity-bytefallback.model";
    static final String UNIGRAM_4K = "unigram-4k-nfkc-bytefallback-digits-spaces.model";
    static final String UNIGRAM_8K = "unigram-8k.model";
    private static final ObjectMapper JSON = new ObjectMapper();

    private TokenizerFolders() {
    }

    /** {@code dir/name} with the SentencePiece model {@code model} as {@code file} and {@code tokenizerConfig}. */
    static Path sentencePiece(Path dir, String name, String file, String model, String tokenizerConfig) {
        Path d = folder(dir, name, tokenizerConfig);
        copy(TokenizeGoldenCases.conformanceData().resolve("spm-models").resolve(model), d.resolve(file));
        return d;
    }

    /** {@code dir/name} with GPT-2's {@code encoder.json} (plus {@code extra} tokens) and merges. */
    static Path byteLevelBpe(Path dir, String name, Map<String, Integer> extra, String tokenizerConfig) {
        Path d = folder(dir, name, tokenizerConfig);
        Path gpt2 = TokenizeGoldenCases.conformanceData().resolve("gpt2-bpe");
        Map<String, Integer> vocab = new LinkedHashMap<>(SubwordTokenizers.readBpeVocab(gpt2.resolve("encoder.json")));
        vocab.putAll(extra);
        try {
            JSON.writeValue(d.resolve("vocab.json").toFile(), vocab);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        copy(gpt2.resolve("vocab.bpe"), d.resolve("merges.txt"));
        return d;
    }

    /** RoBERTa's specials after GPT-2's 50,257 tokens. */
    static Map<String, Integer> robertaSpecials() {
        return Map.of("<s>", 50257, "</s>", 50258, "<pad>", 50259, "<mask>", 50260, "<unk>", 50261);
    }

    /** {@code dir/name} with MiniLM's {@code vocab.txt} and {@code tokenizerConfig}. */
    static Path wordPiece(Path dir, String name, String tokenizerConfig) {
        Path d = folder(dir, name, tokenizerConfig);
        write(d.resolve("vocab.txt"), String.join("\n", SubwordTokenizers.miniLmVocabulary()) + "\n");
        return d;
    }

    /** Writes {@code text} to {@code file}. */
    static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path folder(Path dir, String name, String tokenizerConfig) {
        Path d = dir.resolve(name);
        try {
            Files.createDirectories(d);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (tokenizerConfig != null) {
            write(d.resolve("tokenizer_config.json"), tokenizerConfig);
        }
        return d;
    }

    private static void copy(Path from, Path to) {
        try {
            Files.copy(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
