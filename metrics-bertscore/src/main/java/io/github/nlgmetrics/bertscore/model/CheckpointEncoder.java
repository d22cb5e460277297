package io.github.nlgmetrics.bertscore.model;

import io.github.nlgmetrics.bertscore.checkpoint.Checkpoint;
import io.github.nlgmetrics.bertscore.family.EncoderSpec;
import io.github.nlgmetrics.bertscore.family.ModelConfig;
import io.github.nlgmetrics.bertscore.family.ModelFamily;
import io.github.nlgmetrics.bertscore.family.Weights;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.List;

/**
 * A Hugging Face checkpoint's encoder: its family ({@code config.json}'s {@code model_type}) builds the graph in
 * Java, and the checkpoint's tensors, memory-mapped, are handed to ONNX Runtime as they lie. The graph for a set
 * of hidden states stops after the last layer asked for.
 */
final class CheckpointEncoder implements EncoderSource {
    private final EncoderSpec spec;
    private final int padId;
    private final String description;

    CheckpointEncoder(ModelFamily family, ModelConfig config, Checkpoint checkpoint, String name) {
        this.spec = family.encoder(config, new Weights(checkpoint, family.basePrefix()));
        this.padId = config.integer("pad_token_id", 0);
        this.description = name + " (" + config.modelType() + ", " + checkpoint.describe() + ")";
    }

    @Override
    public int layers() {
        return spec.layers();
    }

    @Override
    public long vocabularySize() {
        return spec.vocabularySize();
    }

    @Override
    public int maxLength() {
        return spec.maxLength();
    }

    @Override
    public int padId() {
        return padId;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public Graph graph(int[] states, boolean cut) {
        int last = 0;
        for (int s : states) {
            if (s < 0 || s > spec.layers()) {
                throw new IllegalArgumentException("no hidden state " + s + " (0.." + spec.layers() + ")");
            }
            last = Math.max(last, s);
        }
        OnnxGraph g = new OnnxGraph();
        Layers layers = new Layers(g);
        List<Value> hidden = spec.build(layers, cut ? last : spec.layers());
        for (int k = 0; k < states.length; k++) {
            g.output(layers.unflatten(hidden.get(states[k]), spec.hiddenSize()), "hidden_state_" + k, "batch", "length",
                    (long) spec.hiddenSize());
        }
        return new Graph(g.toModel(), g.externalTensors());
    }
}
