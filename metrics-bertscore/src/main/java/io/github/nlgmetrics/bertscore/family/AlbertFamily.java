package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * ALBERT ({@code modeling_albert.AlbertModel}, {@code model_type: albert}): factorised embeddings (BERT's
 * embeddings at {@code embedding_size}, then {@code encoder.embedding_hidden_mapping_in} to {@code hidden_size};
 * hidden state 0 is the mapped embeddings) and layers shared in {@code num_hidden_groups} groups of
 * {@code inner_group_num} layers: step {@code i} of {@code num_hidden_layers} runs group
 * {@code int(i / (num_hidden_layers / num_hidden_groups))} (Python's float division), each step one hidden state.
 * <pre>
 * layer(x):  a = LayerNorm(x + dense(attention(x)));  full_layer_layer_norm(ffn_output(act(ffn(a))) + a)
 * attention: softmax(Q K^T / sqrt(d) + mask [+ relative scores]) V    (relative terms after the mask: ALBERT's order)
 * </pre>
 * bert_score cuts ALBERT by setting {@code config.num_hidden_layers = num_layers}, which the group formula reads:
 * with several groups a cut model spreads its steps over the groups anew ({@link EncoderSpec#build}'s
 * {@code modelLayers}); when {@code int(layers / groups)} is less than {@code inner_group_num} transformers'
 * head-mask slicing raises {@code IndexError}, and so does this. Defaults as {@code AlbertConfig}: vocab 30000, embedding 128, hidden 4096, 12 layers,
 * 1 group, 64 heads, intermediate 16384, 1 inner layer, {@code gelu_new}.
 */
public final class AlbertFamily implements ModelFamily {
    @Override
    public List<String> modelTypes() {
        return List.of("albert");
    }

    @Override
    public String basePrefix() {
        return "albert";
    }

    @Override
    public EncoderSpec encoder(ModelConfig c, Weights w) {
        return new Spec(c, w);
    }

    private static final class Spec implements EncoderSpec {
        private final int hidden;
        private final long embedding;
        private final int heads;
        private final int headSize;
        private final long vocab;
        private final int maxPositions;
        private final int layerCount;
        private final int groups;
        private final int inner;
        private final double eps;
        private final String act;
        private final String positionType;
        private final String source;
        private final Tensor[] embeddings;
        private final Tensor mapWeight;
        private final Tensor mapBias;
        private final List<List<Tensor[]>> groupLayers = new ArrayList<>();

        Spec(ModelConfig c, Weights w) {
            this.hidden = c.integer("hidden_size", 4096);
            this.embedding = c.integer("embedding_size", 128);
            this.heads = c.integer("num_attention_heads", 64);
            if (heads < 1 || hidden % heads != 0) {
                throw c.unsupported("num_attention_heads", heads, "does not divide hidden_size " + hidden);
            }
            this.headSize = hidden / heads;
            this.vocab = c.integer("vocab_size", 30000);
            this.maxPositions = c.integer("max_position_embeddings", 512);
            this.layerCount = c.integer("num_hidden_layers", 12);
            this.groups = c.integer("num_hidden_groups", 1);
            if (groups < 1 || groups > layerCount) {
                throw c.unsupported("num_hidden_groups", groups, "is not between 1 and num_hidden_layers " + layerCount);
            }
            this.eps = c.number("layer_norm_eps", 1e-12);
            this.act = c.string("hidden_act", "gelu_new");
            this.positionType = BertLayers.positionType(c);
            this.source = c.source();
            boolean absolute = positionType.equals("absolute");
            this.embeddings = new Tensor[] {
                w.get("embeddings.word_embeddings.weight", vocab, embedding),
                w.get("embeddings.token_type_embeddings.weight", c.integer("type_vocab_size", 2), embedding),
                absolute ? w.get("embeddings.position_embeddings.weight", maxPositions, embedding) : null,
                w.get("embeddings.LayerNorm.weight", embedding), w.get("embeddings.LayerNorm.bias", embedding)};
            this.mapWeight = w.get("encoder.embedding_hidden_mapping_in.weight", hidden, embedding);
            this.mapBias = w.get("encoder.embedding_hidden_mapping_in.bias", hidden);
            this.inner = c.integer("inner_group_num", 1);
            int intermediate = c.integer("intermediate_size", 16384);
            for (int g = 0; g < groups; g++) {
                List<Tensor[]> layers = new ArrayList<>();
                for (int j = 0; j < inner; j++) {
                    String p = "encoder.albert_layer_groups." + g + ".albert_layers." + j + ".";
                    List<Tensor> t = new ArrayList<>(List.of(
                            w.get(p + "attention.query.weight", hidden, hidden), w.get(p + "attention.query.bias", hidden),
                            w.get(p + "attention.key.weight", hidden, hidden), w.get(p + "attention.key.bias", hidden),
                            w.get(p + "attention.value.weight", hidden, hidden), w.get(p + "attention.value.bias", hidden),
                            w.get(p + "attention.dense.weight", hidden, hidden), w.get(p + "attention.dense.bias", hidden),
                            w.get(p + "attention.LayerNorm.weight", hidden), w.get(p + "attention.LayerNorm.bias", hidden),
                            w.get(p + "ffn.weight", intermediate, hidden), w.get(p + "ffn.bias", intermediate),
                            w.get(p + "ffn_output.weight", hidden, intermediate), w.get(p + "ffn_output.bias", hidden),
                            w.get(p + "full_layer_layer_norm.weight", hidden),
                            w.get(p + "full_layer_layer_norm.bias", hidden)));
                    if (!absolute) {
                        t.add(w.get(p + "attention.distance_embedding.weight", 2L * maxPositions - 1, headSize));
                    }
                    layers.add(t.toArray(new Tensor[0]));
                }
                groupLayers.add(layers);
            }
        }

        @Override
        public int layers() {
            return layerCount;
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
            return positionType.equals("absolute") ? maxPositions : 0;
        }

        @Override
        public List<Value> build(Layers l, int modelLayers) {
            if (modelLayers > 0 && modelLayers / groups < inner) {
                // AlbertTransformer hands each group head_mask[g * lpg : (g + 1) * lpg], lpg = int(n / groups), and each
                // of the group's inner_group_num layers takes one entry
                throw new IllegalArgumentException("ALBERT with " + groups + " layer groups of " + inner + " layers run with "
                        + modelLayers + " layers: transformers 4.26.1 raises IndexError (each group gets int(" + modelLayers
                        + " / " + groups + ") head-mask entries for its " + inner + " layers)");
            }
            Value e = BertLayers.embeddings(l, embeddings[0], embeddings[1], embeddings[2],
                    embeddings[2] == null ? null : l.positions(), embeddings[3], embeddings[4], eps, embedding);
            Value x = l.linear(e, mapWeight, mapBias);
            List<Value> out = new ArrayList<>(List.of(x));
            for (int i = 0; i < modelLayers; i++) {
                int group = (int) (i / ((double) modelLayers / groups));
                for (Tensor[] t : groupLayers.get(group)) {
                    x = layer(l, x, t);
                }
                out.add(x);
            }
            return out;
        }

        private Value layer(Layers l, Value x, Tensor[] t) {
            OnnxGraph g = l.graph();
            Value q = l.heads(l.linear(x, t[0], t[1]), heads, headSize);
            Value kT = l.headsTransposed(l.linear(x, t[2], t[3]), heads, headSize);
            Value v = l.heads(l.linear(x, t[4], t[5]), heads, headSize);
            Value scores = g.op("Add", g.op("Div", g.op("MatMul", q, kT), g.scalar((float) Math.sqrt(headSize))),
                    l.maskBias());
            if (t.length > 16) {
                for (Value term : BertLayers.relativeScores(l, q, kT, t[16], maxPositions, headSize, positionType)) {
                    scores = g.op("Add", scores, term);
                }
            }
            Value probs = g.op("Softmax", List.of(OnnxGraph.Attr.i("axis", -1)), scores);
            Value context = l.mergeHeads(g.op("MatMul", probs, v), hidden);
            Value a = l.layerNorm(l.add(x, l.linear(context, t[6], t[7])), t[8], t[9], eps);
            Value inner = l.activation(l.linear(a, t[10], t[11]), act, source);
            return l.layerNorm(l.add(l.linear(inner, t[12], t[13]), a), t[14], t[15], eps);
        }
    }
}
