package io.github.nlgmetrics.bertscore.tokenizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every WordPiece {@code tokenize} row of {@code conformance-data/bertscore.csv}: bert_score's
 * {@code sent_encode} with transformers 4.26.1's slow {@code BertTokenizer}, ids and tokens exact. Rows with
 * {@code do_lower_case}, {@code strip_accents} or {@code tokenize_chinese_chars} are
 * {@code BertTokenizer(vocab.txt, **those)} on the same vocabulary, {@code model_max_length} 512 (their long
 * texts are truncated to 512 ids).
 */
class WordPieceGoldenTest {
    static List<TokenizeGoldenCases.Case> cases() {
        return TokenizeGoldenCases.cases(o -> o.has("model_type"));
    }

    @Test
    void theFileHasWordPieceRows() {
        assertFalse(cases().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void matchesSentEncode(TokenizeGoldenCases.Case c) {
        SubwordTokenizer t = tokenizerFor(c.options());
        assertArrayEquals(c.ids(), t.encode(c.text()), c.id() + " ids");
        assertEquals(c.tokens(), t.tokens(c.text()), c.id() + " tokens");
    }

    static SubwordTokenizer tokenizerFor(JsonNode o) {
        if (!o.has("do_lower_case") && !o.has("strip_accents") && !o.has("tokenize_chinese_chars")) {
            return SubwordTokenizers.miniLm();
        }
        WordPieceOptions opts = WordPieceOptions.defaults();
        if (o.has("do_lower_case")) {
            opts = opts.withDoLowerCase(o.get("do_lower_case").asBoolean());
        }
        if (o.has("strip_accents")) {
            opts = opts.withStripAccents(o.get("strip_accents").isNull() ? null : o.get("strip_accents").asBoolean());
        }
        if (o.has("tokenize_chinese_chars")) {
            opts = opts.withTokenizeChineseChars(o.get("tokenize_chinese_chars").asBoolean());
        }
        return SubwordTokenizers.miniLm(opts);
    }
}
