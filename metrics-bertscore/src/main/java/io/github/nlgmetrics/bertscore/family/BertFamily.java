package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.List;

/**
 * BERT ({@code modeling_bert.BertModel}, {@code model_type: bert}): learned absolute positions {@code 0..L-1}
 * (or relative ones, {@code position_embedding_type}), token type 0, the layer stack of {@link BertLayers}.
 * {@code BertConfig}'s defaults: hidden 768, 12 layers, 12 heads, intermediate 3072, {@code gelu}, 512
 * positions, 2 token types, {@code layer_norm_eps} 1e-12. Covers bert_score's BERT rows: cased, uncased,
 * multilingual and Chinese vocabularies, SciBERT, and any {@code BertModel} checkpoint.
 */
public final class BertFamily implements ModelFamily {
    @Override
    public List<String> modelTypes() {
        return List.of("bert");
    }

    @Override
    public String basePrefix() {
        return "bert";
    }

    @Override
    public EncoderSpec encoder(ModelConfig c, Weights w) {
        int hidden = c.integer("hidden_size", 768);
        return new BertStyle(c, w, hidden, hidden, 12, 3072, BertStyle.Positions.ARANGE, 0);
    }

    /**
     * The encoder of BERT and its copies: embeddings of width {@code embedding} (projected to {@code hidden} by
     * {@code embeddings_project} when they differ: ELECTRA), positions as {@link Positions} says.
     */
    static final class BertStyle implements EncoderSpec {
        /** How position ids are made. */
        enum Positions {
            /** {@code 0..L-1} (BERT, ELECTRA). */
            ARANGE,
            /** RoBERTa's {@code create_position_ids_from_input_ids}: {@code cumsum(ids != pad) * (ids != pad) + pad}. */
            FROM_INPUT_IDS
        }

        private final int hidden;
        private final long embedding;
        private final Positions positions;
        private final int padId;
        private final long vocab;
        private final int maxPositions;
        private final double eps;
        private final boolean absolute;
        private final Tensor word;
        private final Tensor tokenType;
        private final Tensor position;
        private final Tensor lnWeight;
        private final Tensor lnBias;
        private final Tensor projectWeight;
        private final Tensor projectBias;
        private final BertLayers layers;

        BertStyle(ModelConfig c, Weights w, int hidden, int embedding, int heads, int intermediate, Positions positions,
                int defaultPad) {
            this.hidden = hidden;
            this.embedding = embedding;
            this.positions = positions;
            this.padId = c.integer("pad_token_id", defaultPad);
            this.vocab = c.integer("vocab_size", 30522);
            this.maxPositions = c.integer("max_position_embeddings", 512);
            this.eps = c.number("layer_norm_eps", 1e-12);
            this.absolute = BertLayers.positionType(c).equals("absolute");
            this.word = w.get("embeddings.word_embeddings.weight", vocab, embedding);
            this.tokenType = w.get("embeddings.token_type_embeddings.weight", c.integer("type_vocab_size", 2), embedding);
            this.position = absolute ? w.get("embeddings.position_embeddings.weight", maxPositions, embedding) : null;
            this.lnWeight = w.get("embeddings.LayerNorm.weight", embedding);
            this.lnBias = w.get("embeddings.LayerNorm.bias", embedding);
            this.projectWeight = embedding != hidden ? w.get("embeddings_project.weight", hidden, embedding) : null;
            this.projectBias = embedding != hidden ? w.get("embeddings_project.bias", hidden) : null;
            this.layers = new BertLayers(c, w, c.integer("num_hidden_layers", 12), hidden,
                    c.integer("num_attention_heads", heads), c.integer("intermediate_size", intermediate));
        }

        @Override
        public int layers() {
            return layers.count();
        }

        @Override
        public int hiddenSize() {
            return hidden;
        }

        @Override
        public long vocabularySize() {
            return vocab;
        }

        @Override
        public int maxLength() {
            if (!absolute) {
                return 0;
            }
            return positions == Positions.ARANGE ? maxPositions : maxPositions - padId - 1;
        }

        @Override
        public List<Value> build(Layers l, int modelLayers) {
            Value ids = positions == Positions.ARANGE ? l.positions() : RobertaFamily.positionIds(l, padId);
            Value e = BertLayers.embeddings(l, word, tokenType, position, absolute ? ids : null, lnWeight, lnBias, eps,
                    embedding);
            if (projectWeight != null) {
                e = l.linear(e, projectWeight, projectBias);
            }
            return layers.states(l, e, modelLayers);
        }
    }
}
