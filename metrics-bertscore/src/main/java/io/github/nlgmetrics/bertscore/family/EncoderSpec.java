package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.List;

/**
 * A checkpoint's encoder as its family computes it: the sizes the engine checks its inputs against, and the
 * graph from {@code input_ids}/{@code attention_mask} to the hidden states ({@code output_hidden_states}:
 * state 0 is the embeddings' output as the encoder's first layer receives it, state {@code k} layer
 * {@code k}'s output).
 */
public interface EncoderSpec {
    /** The number of layers: hidden states {@code 0..layers()}. */
    int layers();

    /** The width of a hidden state. */
    int hiddenSize();

    /** The rows of the word-embedding table: every input id must be below it. */
    long vocabularySize();

    /**
     * The longest input the model takes (its absolute position embeddings; for RoBERTa's offset positions
     * {@code max_position_embeddings - padding_idx - 1}), or 0 when any length works (relative positions only).
     */
    int maxLength();

    /**
     * Adds to {@code layers}' graph the hidden states {@code 0..modelLayers} of the model run with
     * {@code modelLayers} layers and returns them, flat ({@code [batch * length, hiddenSize()]}), state {@code k}
     * at index {@code k}. For every family but ALBERT these are the full model's first states; bert_score cuts
     * ALBERT by setting {@code num_hidden_layers}, which also re-spreads the layers over the groups
     * ({@link AlbertFamily}), so a cut model's states differ from the full model's there.
     */
    List<Value> build(Layers layers, int modelLayers);
}
