package io.github.nlgmetrics.bertscore.model;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import java.util.Map;

/**
 * Where an {@link Encoder}'s ONNX graph comes from: a Hugging Face checkpoint whose family builds the graph in
 * Java ({@link CheckpointEncoder}), or an ONNX export in the model folder ({@link OnnxExport}). The encoder asks
 * for the graph whose outputs are exactly the hidden states it needs.
 */
public interface EncoderSource {
    /** The number of layers: hidden states {@code 0..layers()}. */
    int layers();

    /** The rows of the word-embedding table (0 when unknown): every input id must be below it. */
    long vocabularySize();

    /** The longest input the model takes, or 0 when any length works or it is not known. */
    int maxLength();

    /** The id the encoder pads its batches with (the model's {@code pad_token_id}). */
    int padId();

    /** What the model is, for messages ({@code tiny-bert: BertModel from model.safetensors}). */
    String describe();

    /**
     * The ONNX model whose outputs are the hidden states {@code states} ({@code [batch, length, hidden]} float32,
     * in that order) and the checkpoint tensors it declares as external initializers: of the model cut after
     * the largest state asked for when {@code cut} (bert_score's {@code num_layers}), else of the whole model
     * (torchmetrics' {@code hidden_states}, {@code all_layers}); the two differ only for ALBERT with several layer
     * groups ({@code family.AlbertFamily}).
     */
    Graph graph(int[] states, boolean cut);

    /**
     * An ONNX model and the weights handed to ONNX Runtime beside it.
     *
     * @param model the {@code ModelProto} bytes
     * @param external the external initializers, by name
     */
    record Graph(byte[] model, Map<String, Tensor> external) {
    }
}
