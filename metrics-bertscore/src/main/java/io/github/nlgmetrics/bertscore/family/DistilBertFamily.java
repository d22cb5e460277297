package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * DistilBERT ({@code modeling_distilbert.DistilBertModel}, {@code model_type: distilbert}):
 * <pre>
 * embeddings = LayerNorm(word[input_ids] + position[0..L-1])          (no token types; eps 1e-12 fixed)
 * layer(x):  a = LayerNorm(out_lin(attention(x)) + x);  LayerNorm(lin2(act(lin1(a))) + a)
 * attention: softmax((Q / sqrt(d)) K^T, masked) V                      (Q scaled before the product)
 * </pre>
 * Its own configuration names ({@code dim}, {@code n_layers}, {@code n_heads}, {@code hidden_dim},
 * {@code activation}) and weights ({@code transformer.layer.N.attention.{q,k,v,out}_lin},
 * {@code sa_layer_norm}, {@code ffn.lin1/lin2}, {@code output_layer_norm}). Positions learned or sinusoidal
 * ({@code sinusoidal_pos_embds}): either way the table is the checkpoint's {@code position_embeddings}, which
 * {@code from_pretrained} loads over the sinusoidal initialisation. Defaults as {@code DistilBertConfig}: dim
 * 768, 6 layers, 12 heads, hidden_dim 3072, {@code gelu}, 512 positions.
 */
public final class DistilBertFamily implements ModelFamily {
    @Override
    public List<String> modelTypes() {
        return List.of("distilbert");
    }

    @Override
    public String basePrefix() {
        return "distilbert";
    }

    @Override
    public EncoderSpec encoder(ModelConfig c, Weights w) {
        return new Spec(c, w);
    }

    private static final class Spec implements EncoderSpec {
        private static final double EPS = 1e-12;
        private final int dim;
        private final int heads;
        private final int headSize;
        private final long vocab;
        private final int maxPositions;
        private final String act;
        private final String source;
        private final Tensor word;
        private final Tensor position;
        private final Tensor lnWeight;
        private final Tensor lnBias;
        private final List<Tensor[]> layers = new ArrayList<>();

        Spec(ModelConfig c, Weights w) {
            this.dim = c.integer("dim", 768);
            this.heads = c.integer("n_heads", 12);
            if (heads < 1 || dim % heads != 0) {
                throw c.unsupported("n_heads", heads, "does not divide dim " + dim);
            }
            this.headSize = dim / heads;
            this.vocab = c.integer("vocab_size", 30522);
            this.maxPositions = c.integer("max_position_embeddings", 512);
            this.act = c.string("activation", "gelu");
            this.source = c.source();
            int hiddenDim = c.integer("hidden_dim", 4 * 768);
            this.word = w.get("embeddings.word_embeddings.weight", vocab, dim);
            this.position = w.get("embeddings.position_embeddings.weight", maxPositions, dim);
            this.lnWeight = w.get("embeddings.LayerNorm.weight", dim);
            this.lnBias = w.get("embeddings.LayerNorm.bias", dim);
            int n = c.integer("n_layers", 6);
            for (int i = 0; i < n; i++) {
                String p = "transformer.layer." + i + ".";
                layers.add(new Tensor[] {
                    w.get(p + "attention.q_lin.weight", dim, dim), w.get(p + "attention.q_lin.bias", dim),
                    w.get(p + "attention.k_lin.weight", dim, dim), w.get(p + "attention.k_lin.bias", dim),
                    w.get(p + "attention.v_lin.weight", dim, dim), w.get(p + "attention.v_lin.bias", dim),
                    w.get(p + "attention.out_lin.weight", dim, dim), w.get(p + "attention.out_lin.bias", dim),
                    w.get(p + "sa_layer_norm.weight", dim), w.get(p + "sa_layer_norm.bias", dim),
                    w.get(p + "ffn.lin1.weight", hiddenDim, dim), w.get(p + "ffn.lin1.bias", hiddenDim),
                    w.get(p + "ffn.lin2.weight", dim, hiddenDim), w.get(p + "ffn.lin2.bias", dim),
                    w.get(p + "output_layer_norm.weight", dim), w.get(p + "output_layer_norm.bias", dim)});
            }
        }

        @Override
        public int layers() {
            return layers.size();
        }

        @Override
        public int hiddenSize() {
            return dim;
        }

        @Override
        public long vocabularySize() {
            return vocab;
        }

        @Override
        public int maxLength() {
            return maxPositions;
        }

        @Override
        public List<Value> build(Layers l, int modelLayers) {
            OnnxGraph g = l.graph();
            Value e = l.add(l.gather(word, l.inputIds()), l.gather(position, l.positions()));
            Value x = l.layerNorm(l.flatten(e, dim), lnWeight, lnBias, EPS);
            List<Value> out = new ArrayList<>(List.of(x));
            for (int i = 0; i < modelLayers; i++) {
                Tensor[] t = layers.get(i);
                Value q = g.op("Div", l.heads(l.linear(x, t[0], t[1]), heads, headSize),
                        g.scalar((float) Math.sqrt(headSize)));
                Value kT = l.headsTransposed(l.linear(x, t[2], t[3]), heads, headSize);
                Value v = l.heads(l.linear(x, t[4], t[5]), heads, headSize);
                Value context = l.mergeHeads(l.attend(g.op("MatMul", q, kT), v), dim);
                Value a = l.layerNorm(l.add(l.linear(context, t[6], t[7]), x), t[8], t[9], EPS);
                Value inner = l.activation(l.linear(a, t[10], t[11]), act, source);
                x = l.layerNorm(l.add(l.linear(inner, t[12], t[13]), a), t[14], t[15], EPS);
                out.add(x);
            }
            return out;
        }
    }
}
