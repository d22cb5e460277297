package io.github.nlgmetrics.bertscore.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checkpoints of the families with shapes and settings the nine shared ones do not have, each folder made by
 * {@code src/test/scripts/other_shapes.py} (random weights; its docstring has the command) with transformers
 * 4.26.1's hidden states recorded beside them: relative-key BERT stored as F16 with a masked-LM head's
 * {@code bert.} prefix, relative-key-query BERT stored as BF16 with {@code LayerNorm.gamma}/{@code beta} names,
 * a sequence-classification RoBERTa ({@code roberta.} prefix), XLM-R with {@code pad_token_id} 0, ELECTRA
 * without an embedding projection, sinusoidal DistilBERT, ALBERT with two layer groups (and bert_score's cut,
 * which re-spreads the layers over the groups, or raises IndexError), DeBERTa v1 with absolute positions, an
 * embedding projection and a relative span shorter than the text, DeBERTa-v2 with a convolution layer and no
 * position buckets, and DeBERTa-v2 with buckets and p2c only; activations relu, gelu_new, silu, gelu_fast,
 * quick_gelu.
 */
class CheckpointOtherShapesTest {
    private static final double TOLERANCE = 2e-6;

    static Stream<Arguments> shapes() throws Exception {
        JsonNode all = new ObjectMapper().readTree(folder().resolve("hidden-states.json").toFile());
        List<Arguments> out = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = all.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            out.add(Arguments.of(e.getKey(), e.getValue()));
        }
        return out.stream();
    }

    private static Path folder() throws URISyntaxException {
        return Path.of(CheckpointOtherShapesTest.class.getResource("/io/github/nlgmetrics/bertscore/family/shapes").toURI());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void everyHiddenStateIsTransformers(String name, JsonNode expected) throws Exception {
        List<int[]> ids = ids(expected);
        try (Encoder encoder = new Encoder(BertModels.source(folder().resolve(name), name), 1, Encoder.Device.CPU)) {
            int[] states = new int[encoder.layers() + 1];
            for (int i = 0; i < states.length; i++) {
                states[i] = i;
            }
            assertEquals(expected.get("states").get(0).size(), states.length, name + ": number of hidden states");
            float[][][] got = encoder.embed(ids, states, ids.size());
            for (int s = 0; s < ids.size(); s++) {
                for (int k = 0; k < states.length; k++) {
                    assertClose(expected.get("states").get(s).get(k), got[s][k], name + " sequence " + s + " state " + k);
                }
            }
            JsonNode cut = expected.get("cut");
            for (int k = 1; cut != null && k <= cut.size(); k++) {
                JsonNode want = cut.get(k - 1);
                int layer = k;
                if (want.isTextual()) {
                    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                            () -> encoder.embed(ids, new int[] {layer}, ids.size(), true));
                    assertTrue(e.getMessage().contains(want.asText()), e.getMessage());
                    continue;
                }
                float[][][] c = encoder.embed(ids, new int[] {k}, ids.size(), true);
                for (int s = 0; s < ids.size(); s++) {
                    assertClose(want.get(s).get(0), c[s][0], name + " cut after " + k + " layers, sequence " + s);
                }
            }
        }
    }

    static List<int[]> ids(JsonNode expected) {
        List<int[]> ids = new ArrayList<>();
        for (JsonNode seq : expected.get("ids")) {
            ids.add(new ObjectMapper().convertValue(seq, int[].class));
        }
        return ids;
    }

    static void assertClose(JsonNode rows, float[] got, String what) {
        int hidden = rows.get(0).size();
        assertEquals(rows.size() * hidden, got.length, what + ": size");
        double worst = 0;
        int at = 0;
        for (int t = 0; t < rows.size(); t++) {
            for (int d = 0; d < hidden; d++) {
                double diff = Math.abs(got[t * hidden + d] - rows.get(t).get(d).asDouble());
                if (diff > worst) {
                    worst = diff;
                    at = t;
                }
            }
        }
        assertEquals(0, worst, TOLERANCE, what + ": largest difference at token " + at);
    }
}
