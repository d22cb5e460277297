package io.github.nlgmetrics.text.spm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The BPE word memo changes no piece: every recorded string, encoded twice (the second time from
 * the memo), and again with a memo of four words (emptied all the time), gives the pieces of the
 * agenda over the whole line; the memo stays within its bound.
 */
class WordMemoTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {SpmTestModels.BPE_8K, SpmTestModels.BPE_6K_IDENTITY_BYTES})
    void memoizedWordsGiveTheAgendasPieces(String model) throws IOException {
        SentencePieceModel m = SpmTestModels.encoder(model).model();
        SentencePieceEncoder whole = SentencePieceEncoder.wholeLineBpe(m);
        SentencePieceEncoder memoized = SentencePieceEncoder.withWordMemo(m, WordMemo.MAX_WORDS);
        SentencePieceEncoder tiny = SentencePieceEncoder.withWordMemo(m, 4);
        List<String> inputs = new ArrayList<>(SentencePieceRecordingTest.recording("/spm/recording.tsv").inputs());
        inputs.add("der die das der die das Haus Häuser Haus ▁▁ der");
        for (int pass = 0; pass < 2; pass++) {
            for (String input : inputs) {
                List<String> expected = whole.encodeAsPieces(input);
                assertEquals(expected, memoized.encodeAsPieces(input), input);
                assertEquals(expected, tiny.encodeAsPieces(input), input);
            }
        }
    }

    @Test
    void theMemoIsEmptiedWhenFullAndFindsWhatItHolds() {
        WordMemo memo = new WordMemo(8);
        Segmentation w = new Segmentation();
        for (int i = 0; i < 100; i++) {
            byte[] word = ("▁word" + i).getBytes(StandardCharsets.UTF_8);
            int h = WordMemo.hash(word, 0, word.length);
            assertEquals(-1, memo.find(word, 0, word.length, h));
            w.count = 0;
            w.add(0, 3, 7);
            w.add(3, word.length - 3, i);
            memo.put(word, 0, word.length, h, w, 0);
            assertTrue(memo.size() <= 8, "words held: " + memo.size());
            int e = memo.find(word, 0, word.length, h);
            assertTrue(e >= 0);
            w.count = 0;
            memo.appendTo(e, 10, w);
            assertEquals(2, w.count);
            assertEquals(10, w.start[0]);
            assertEquals(13, w.start[1]);
            assertEquals(word.length - 3, w.len[1]);
            assertEquals(i, w.id[1]);
        }
        assertEquals(12, memo.clears());
        assertThrows(IllegalArgumentException.class, () -> new WordMemo(0));
    }
}
