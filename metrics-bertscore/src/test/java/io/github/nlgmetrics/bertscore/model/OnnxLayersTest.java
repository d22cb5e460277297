package io.github.nlgmetrics.bertscore.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The hidden states of the bundled all-MiniLM-L6-v2 export made reachable by editing its graph outputs.
 * The golden cases check every layer's numbers against bert_score (num_layers 0..6); these tests check
 * the edit itself.
 */
class OnnxLayersTest {
    private static byte[] onnx;
    private static Encoder encoder;

    @BeforeAll
    static void load() throws IOException {
        // another module's resource (langchain4j's jar): read through the class loader, as BertModels reads it
        try (InputStream in = OnnxLayersTest.class.getClassLoader().getResourceAsStream("all-minilm-l6-v2.onnx")) {
            onnx = java.util.Objects.requireNonNull(in, "all-minilm-l6-v2.onnx is not on the class path").readAllBytes();
        }
        encoder = new Encoder(onnx, 1, Encoder.Device.CPU);
    }

    @AfterAll
    static void close() {
        encoder.close();
    }

    @Test
    void theEmbeddingsAndSixLayerNormsAreFoundByTheirInitializers() {
        OnnxLayers l = OnnxLayers.read(onnx);
        assertEquals(6, l.layers());
        assertEquals("/embeddings/LayerNorm/Add_1_output_0", l.hiddenStates().get(0));
        assertEquals("/encoder/layer.3/output/LayerNorm/Add_1_output_0", l.hiddenStates().get(4));
        // The last LayerNorm's output is the export's own output.
        assertEquals("last_hidden_state", l.hiddenStates().get(6));
        assertEquals(30522, l.vocabularySize());
    }

    @Test
    void eachHiddenStateIsItsOwnTensorAndAskingForSeveralGivesTheSameNumbers() {
        List<int[]> ids = List.of(new int[] {101, 1996, 4937, 2938, 102}, new int[] {101, 102});
        float[][][] all = encoder.embed(ids, new int[] {0, 1, 2, 3, 4, 5, 6}, 2);
        for (int k = 1; k <= 6; k++) {
            assertNotEquals(all[0][k - 1][0], all[0][k][0]);
        }
        for (int k : new int[] {0, 6}) { // every layer's numbers: the golden rows (num_layers 0..6)
            float[][][] one = encoder.embed(ids, new int[] {k}, 1);
            assertEquals(5 * 384, one[0][0].length);
            assertEquals(2 * 384, one[1][0].length);
            for (int s = 0; s < 2; s++) {
                float[] a = all[s][k];
                float[] b = one[s][0];
                for (int i = 0; i < a.length; i++) {
                    assertEquals(a[i], b[i], 1e-5, "state " + k + " sentence " + s);
                }
            }
        }
    }

    @Test
    void theStatesAreUnitVectorsAndPaddingDoesNotLeakIntoShortSentences() {
        int[] shortIds = {101, 2307, 102};
        float[] alone = encoder.embed(List.of(shortIds), new int[] {6}, 1)[0][0];
        float[] padded = encoder.embed(List.of(new int[] {101, 1996, 4937, 2938, 2006, 1996, 13523, 102}, shortIds),
                new int[] {6}, 2)[1][0];
        for (int i = 0; i < alone.length; i++) {
            assertEquals(alone[i], padded[i], 1e-5);
        }
        double norm = 0;
        for (int d = 0; d < 384; d++) {
            norm += alone[d] * alone[d];
        }
        assertEquals(1.0, norm, 1e-5);
    }

    @Test
    void aCorruptOrForeignModelIsRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OnnxLayers.read(new byte[] {0x3a, 0x7f, 1}));
        assertTrue(e.getMessage().startsWith("not an ONNX model"), e.getMessage());
        byte[] truncated = java.util.Arrays.copyOf(onnx, 1000);
        assertThrows(IllegalArgumentException.class, () -> OnnxLayers.read(truncated));
        assertThrows(IllegalArgumentException.class, () -> OnnxLayers.read(new byte[0]));
    }

    @Test
    void aHiddenStateTheModelLacksIsRefused() {
        OnnxLayers l = OnnxLayers.read(onnx);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> l.withOutputs(7));
        assertEquals("no hidden state 7 (0..6)", e.getMessage());
    }

    @Test
    void theEditKeepsEveryOtherByte() {
        OnnxLayers l = OnnxLayers.read(onnx);
        byte[] edited = l.withOutputs(6);
        assertArrayEquals(OnnxLayers.read(edited).hiddenStates().toArray(), l.hiddenStates().toArray());
        assertTrue(Math.abs(edited.length - onnx.length) < 200, edited.length + " vs " + onnx.length);
    }
}
