package io.github.nlgmetrics.bertscore.tokenizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@code "tokenizer": "gpt2-bpe"} {@code tokenize} row of {@code conformance-data/bertscore.csv}:
 * transformers 4.26.1's slow {@code GPT2Tokenizer} built from GPT-2's {@code encoder.json} and {@code vocab.bpe}
 * ({@code conformance-data/gpt2-bpe/}), {@code model_max_length} 1024, called as bert_score's {@code sent_encode}
 * calls it ({@code add_prefix_space=True}); ids and tokens exact.
 */
class ByteLevelBpeGoldenTest {
    static final SubwordTokenizer GPT2 = gpt2();

    static SubwordTokenizer gpt2() {
        Path dir = TokenizeGoldenCases.conformanceData().resolve("gpt2-bpe");
        return SubwordTokenizers.gpt2(SubwordTokenizers.readBpeVocab(dir.resolve("encoder.json")),
                SubwordTokenizers.readMerges(dir.resolve("vocab.bpe")), 1024);
    }

    static List<TokenizeGoldenCases.Case> cases() {
        return TokenizeGoldenCases.cases(o -> "gpt2-bpe".equals(o.path("tokenizer").asText()));
    }

    @Test
    void theFileHasGpt2Rows() {
        assertFalse(cases().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void matchesSentEncode(TokenizeGoldenCases.Case c) {
        assertArrayEquals(c.ids(), GPT2.encode(c.text()), c.id() + " ids");
        assertEquals(c.tokens(), GPT2.tokens(c.text()), c.id() + " tokens");
    }
}
