package io.github.nlgmetrics.bertscore.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 39: a tokenizer that allows more tokens than the model has positions (or ids past its vocabulary) made
 * ONNX Runtime print its own coloured log lines and fail deep inside a Gather; the encoder now refuses such input
 * in one line before anything runs, naming the length and the model's positions.
 */
class EncoderInputChecksTest {
    private static final Path TINY_BERT = Path.of("../../shared/data/bertscore-models/tiny-bert");

    private static Encoder encoder() {
        assumeTrue(Files.isDirectory(TINY_BERT), "../shared/data/bertscore-models is absent: the checkpoints are not here");
        return new Encoder(BertModels.source(TINY_BERT, "tiny-bert"), 1, Encoder.Device.CPU);
    }

    private static int[] ids(int n, int id) {
        int[] a = new int[n];
        Arrays.fill(a, id);
        a[0] = 101;
        a[n - 1] = 102;
        return a;
    }

    @Test
    void aTextLongerThanThePositionsIsRefusedBeforeRunning() {
        try (Encoder e = encoder()) {
            assertEquals(128, e.maxLength());
            e.embed(List.of(ids(128, 1996)), new int[] {4}, 1); // the longest text that fits runs
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                    () -> e.embed(List.of(ids(5, 1996), ids(129, 1996)), new int[] {4}, 2));
            assertEquals("a text of 129 tokens is longer than the 128 positions of " + e.describe(), x.getMessage());
        }
    }

    @Test
    void anIdPastTheVocabularyIsRefusedBeforeRunning() {
        try (Encoder e = encoder()) {
            int past = e.vocabularySize();
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                    () -> e.embed(List.of(ids(4, past)), new int[] {4}, 1));
            assertEquals("token id " + past + " is outside the vocabulary of " + past + " of " + e.describe()
                    + ": the tokenizer files do not fit this model", x.getMessage());
        }
    }
}
