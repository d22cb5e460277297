package io.github.nlgmetrics.text.spm;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The stand-in models bundled in the repository's {@code conformance-data/spm-models/}. */
final class SpmTestModels {
    static final String UNIGRAM_8K = "unigram-8k.model";
    static final String BPE_8K = "bpe-8k.model";
    static final String BPE_6K_IDENTITY_BYTES = "bpe-6k-identity-bytefallback.model";
    static final String UNIGRAM_4K_NFKC_BYTES_DIGITS_SPACES = "unigram-4k-nfkc-bytefallback-digits-spaces.model";

    private static final Map<String, SentencePieceEncoder> ENCODERS = new ConcurrentHashMap<>();

    private SpmTestModels() {
    }

    /** {@code conformance-data/spm-models/} above the working directory. */
    static Path dir() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path d = p.resolve("conformance-data").resolve("spm-models");
            if (Files.isDirectory(d)) {
                return d;
            }
        }
        throw new IllegalStateException("conformance-data/spm-models/ not found above " + Path.of("").toAbsolutePath());
    }

    static Path path(String name) {
        return dir().resolve(name);
    }

    static SentencePieceEncoder encoder(String name) {
        return ENCODERS.computeIfAbsent(name, n -> SentencePieceEncoder.load(path(n)));
    }
}
