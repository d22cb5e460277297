package io.github.nlgmetrics.bertscore.model;

import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import java.util.Objects;

/**
 * A loaded model: its name (as bert_score's {@code model_type} and hash spell it), its tokenizer and
 * its encoder. Safe to share between threads; {@link #close()} releases the encoder's native sessions.
 *
 * @param name the model's name ({@code sentence-transformers/all-MiniLM-L6-v2}, or the directory given)
 * @param tokenizer its tokenizer ({@code sent_encode})
 * @param encoder its encoder, every hidden state reachable
 */
public record BertModel(String name, SubwordTokenizer tokenizer, Encoder encoder) implements AutoCloseable {
    /** Checks that the parts are there. */
    public BertModel {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(tokenizer, "tokenizer");
        Objects.requireNonNull(encoder, "encoder");
    }

    /** The number of encoder layers (bert_score's {@code num_layers} runs from 0 to this). */
    public int layers() {
        return encoder.layers();
    }

    @Override
    public void close() {
        encoder.close();
    }
}
