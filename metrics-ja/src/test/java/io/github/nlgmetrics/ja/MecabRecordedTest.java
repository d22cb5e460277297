package io.github.nlgmetrics.ja;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The property "ja-mecab equals MeCab" on 2,000 generated lines (dictionary words, including
 * 令和 and the spellings EUC-JP decoders disagree on, runs of every character category, every
 * kind of space, NUL), whose MeCab output was recorded once with the reference build:
 * {@code /usr/bin/python3 metrics-ja/src/test/scripts/record_mecab_wakati.py DICDIR
 * /usr/share/mecab/dic/ipadic 22 2000} (DICDIR: the 392,126-entry IPADIC of
 * {@code ../shared/refs/setup_refs_tok.sh}, sys.dic sha256 {@code ce935ff3116d8bd0…}).
 */
class MecabRecordedTest {
    @Test
    void everyRecordedLineTokenizesAsMecab() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        List<String> mismatches = new ArrayList<>();
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                MecabRecordedTest.class.getResourceAsStream("mecab-wakati-generated.jsonl"), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                JsonNode row = mapper.readTree(line);
                String in = row.get("in").asText();
                String expected = row.get("out").asText();
                String got = TokenizerJaMecab.get().tokenize(in);
                if (!got.equals(expected)) {
                    mismatches.add(mapper.writeValueAsString(in) + " -> " + got + " (MeCab: " + expected + ")");
                }
                n++;
            }
        }
        assertEquals(2000, n);
        assertTrue(mismatches.isEmpty(), () -> mismatches.size() + " lines differ:\n" + String.join("\n", mismatches));
    }
}
