package io.github.nlgmetrics.bertscore.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
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
 * Every hidden state of each checkpoint family, built in Java and run by ONNX Runtime, equals transformers
 * 4.26.1's ({@code output_hidden_states}, L2-normalised per token as bert_score uses them) to float32 rounding:
 * recorded by {@code src/test/scripts/hidden_states.py} (its docstring has the command) on two sequences run as
 * one padded batch, for the nine checkpoints of {@code ../shared/data/bertscore-models}.
 */
class CheckpointHiddenStatesTest {
    private static final Path MODELS = Path.of(System.getProperty("hfm", "../../shared/data/bertscore-models"));
    private static final double TOLERANCE = 2e-6;

    static Stream<Arguments> models() throws IOException {
        List<Arguments> out = new ArrayList<>();
        JsonNode all = read("hidden-states-shared.json");
        for (Iterator<Map.Entry<String, JsonNode>> it = all.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            out.add(Arguments.of(e.getKey(), e.getValue()));
        }
        return out.stream();
    }

    private static JsonNode read(String name) throws IOException {
        try (InputStream in = CheckpointHiddenStatesTest.class.getResourceAsStream(
                "/io/github/nlgmetrics/bertscore/family/" + name)) {
            return new ObjectMapper().readTree(in);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void everyHiddenStateIsTransformers(String name, JsonNode expected) {
        Path dir = MODELS.resolve(name);
        assumeTrue(Files.isDirectory(dir), "../shared/data/bertscore-models is absent: the nine checkpoints are not here");
        List<int[]> ids = new ArrayList<>();
        for (JsonNode seq : expected.get("ids")) {
            ids.add(new ObjectMapper().convertValue(seq, int[].class));
        }
        try (Encoder encoder = new Encoder(BertModels.source(dir, name), 1, Encoder.Device.CPU)) {
            int[] states = new int[encoder.layers() + 1];
            for (int i = 0; i < states.length; i++) {
                states[i] = i;
            }
            JsonNode want = expected.get("states");
            assertEquals(want.get(0).size(), states.length, name + ": number of hidden states");
            float[][][] got = encoder.embed(ids, states, ids.size());
            double worst = 0;
            String where = "";
            for (int s = 0; s < ids.size(); s++) {
                for (int k = 0; k < states.length; k++) {
                    JsonNode rows = want.get(s).get(k);
                    int hidden = rows.get(0).size();
                    for (int t = 0; t < rows.size(); t++) {
                        for (int d = 0; d < hidden; d++) {
                            double diff = Math.abs(got[s][k][t * hidden + d] - rows.get(t).get(d).asDouble());
                            if (diff > worst) {
                                worst = diff;
                                where = "sequence " + s + ", state " + k + ", token " + t + ", dim " + d;
                            }
                        }
                    }
                }
            }
            assertEquals(0, worst, TOLERANCE, name + ": largest difference at " + where);
        }
    }
}
