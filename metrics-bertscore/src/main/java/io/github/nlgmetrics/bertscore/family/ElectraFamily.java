package io.github.nlgmetrics.bertscore.family;

import java.util.List;

/**
 * ELECTRA's discriminator (or generator) body ({@code modeling_electra.ElectraModel}, {@code model_type:
 * electra}): BERT's embeddings at {@code embedding_size}, projected to {@code hidden_size} by
 * {@code embeddings_project} when the two differ (hidden state 0 is the projected embeddings, as
 * {@code ElectraModel.forward} hands them to the encoder), then BERT's layers. Defaults as
 * {@code ElectraConfig}: embedding 128, hidden 256, 12 layers, 4 heads, intermediate 1024.
 */
public final class ElectraFamily implements ModelFamily {
    @Override
    public List<String> modelTypes() {
        return List.of("electra");
    }

    @Override
    public String basePrefix() {
        return "electra";
    }

    @Override
    public EncoderSpec encoder(ModelConfig c, Weights w) {
        return new BertFamily.BertStyle(c, w, c.integer("hidden_size", 256), c.integer("embedding_size", 128), 4,
                1024, BertFamily.BertStyle.Positions.ARANGE, 0);
    }
}
