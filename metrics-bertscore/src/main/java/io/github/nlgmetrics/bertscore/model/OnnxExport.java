package io.github.nlgmetrics.bertscore.model;

import java.util.Map;

/**
 * A BERT-style ONNX export as the user has it ({@code model.onnx}): its hidden states made reachable by
 * {@link OnnxLayers}; the weights are inside the file.
 */
final class OnnxExport implements EncoderSource {
    private final OnnxLayers layers;
    private final String name;

    OnnxExport(byte[] onnx, String name) {
        this.layers = OnnxLayers.read(onnx);
        this.name = name;
    }

    @Override
    public int layers() {
        return layers.layers();
    }

    @Override
    public long vocabularySize() {
        return layers.vocabularySize();
    }

    @Override
    public int maxLength() {
        return 0;
    }

    @Override
    public int padId() {
        return 0;
    }

    @Override
    public String describe() {
        return name + " (ONNX export)";
    }

    @Override
    public Graph graph(int[] states, boolean cut) {
        return new Graph(layers.withOutputs(states), Map.of());
    }
}
