package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Attr;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * What DeBERTa v1 and v2 share ({@code modeling_deberta}, {@code modeling_deberta_v2}): the embeddings, the
 * layer around the attention, and disentangled attention's relative terms.
 *
 * <pre>
 * embeddings = LayerNorm(embed_proj(word[ids] [+ position[0..L-1]] [+ token_type[0]])) * mask
 * layer(x):    a = LayerNorm(dense(attention(x)) + x);  LayerNorm(dense2(act(dense1(a))) + a)
 * c2p[i][j]  = q_i . posKey[idx(i - j)]         p2c[i][j] = k_j . posQuery[idx(i - j)]
 * </pre>
 * where {@code idx(d)} is the relative position's row of the (sliced) relative embeddings, clamped to
 * {@code [0, 2 span - 1]}; torch's {@code gather} of {@code c2p_pos} / {@code p2c_pos} (and the transpose of the
 * p2c product) gives exactly these two terms, which are computed here as one product and one
 * {@code GatherElements} each.
 */
final class Disentangled {
    private Disentangled() {
    }

    /** The embedding tensors (null where the configuration has none). */
    record Embeddings(Tensor word, Tensor position, Tensor tokenType, Tensor project, Tensor lnWeight, Tensor lnBias) {
        static Embeddings read(ModelConfig c, Weights w, long vocab, int hidden) {
            long e = c.integer("embedding_size", hidden);
            boolean positions = c.bool("position_biased_input", true);
            int types = c.integer("type_vocab_size", 0);
            return new Embeddings(w.get("embeddings.word_embeddings.weight", vocab, e),
                    positions ? w.get("embeddings.position_embeddings.weight", c.integer("max_position_embeddings", 512), e)
                            : null,
                    types > 0 ? w.get("embeddings.token_type_embeddings.weight", types, e) : null,
                    e != hidden ? w.get("embeddings.embed_proj.weight", hidden, e) : null,
                    w.get("embeddings.LayerNorm.weight", hidden), w.get("embeddings.LayerNorm.bias", hidden));
        }

        /** {@code DebertaEmbeddings.forward}, flat rows of {@code hidden}, padded rows zero. */
        Value build(Layers l, double eps, long hidden) {
            long width = word.shape()[1];
            Value x = l.gather(word, l.inputIds());
            if (position != null) {
                x = l.add(x, l.gather(position, l.positions()));
            }
            if (tokenType != null) {
                x = l.add(x, l.gather(tokenType, l.zeros()));
            }
            x = l.flatten(x, width);
            if (project != null) {
                x = l.linear(x, project, null);
            }
            return masked(l, l.layerNorm(x, lnWeight, lnBias, eps));
        }
    }

    /** Flat rows times the attention mask (padded rows become zero), as DeBERTa multiplies its embeddings. */
    static Value masked(Layers l, Value rows) {
        OnnxGraph g = l.graph();
        return g.op("Mul", rows, g.op("Reshape", l.maskFloat(), g.vector(-1, 1)));
    }

    /** The tensors around a layer's attention: output dense and LayerNorm, intermediate, output dense and LayerNorm. */
    static Tensor[] around(Weights w, String p, int hidden, int all, int intermediate) {
        return new Tensor[] {
            w.get(p + "attention.output.dense.weight", hidden, all), w.get(p + "attention.output.dense.bias", hidden),
            w.get(p + "attention.output.LayerNorm.weight", hidden), w.get(p + "attention.output.LayerNorm.bias", hidden),
            w.get(p + "intermediate.dense.weight", intermediate, hidden), w.get(p + "intermediate.dense.bias", intermediate),
            w.get(p + "output.dense.weight", hidden, intermediate), w.get(p + "output.dense.bias", hidden),
            w.get(p + "output.LayerNorm.weight", hidden), w.get(p + "output.LayerNorm.bias", hidden)};
    }

    /** {@code DebertaSelfOutput}, {@code DebertaIntermediate} and {@code DebertaOutput} after the attention. */
    static Value finish(Layers l, Value x, Value context, Tensor[] t, double eps, String act, String source) {
        Value a = l.layerNorm(l.add(l.linear(context, t[0], t[1]), x), t[2], t[3], eps);
        Value inner = l.activation(l.linear(a, t[4], t[5]), act, source);
        return l.layerNorm(l.add(l.linear(inner, t[6], t[7]), a), t[8], t[9], eps);
    }

    /** {@code i - j} for every query {@code i} and key {@code j} of the batch's length, {@code [L, L]} int64. */
    static Value distances(Layers l) {
        OnnxGraph g = l.graph();
        Value range = g.op("Range", g.longs(new long[0], 0), length(l), g.longs(new long[0], 1));
        return g.op("Sub", g.op("Unsqueeze", range, g.vector(1)), g.op("Unsqueeze", range, g.vector(0)));
    }

    /** The batch's length as an int64 scalar. */
    static Value length(Layers l) {
        OnnxGraph g = l.graph();
        return g.op("Gather", List.of(Attr.i("axis", 0)), g.op("Shape", l.inputIds()), g.longs(new long[0], 1));
    }

    /**
     * The relative terms: {@code c2p} (when {@code posKey} is not null) then {@code p2c} (when {@code posQuery}
     * is not null), each divided by {@code divisor} when it is not null (v2), in the order torch adds them.
     *
     * @param q queries {@code [batch, heads, L, size]}
     * @param k keys {@code [batch, heads, L, size]}
     * @param posKey projected relative embeddings for c2p, {@code [1, heads, rows, size]}
     * @param posQuery projected relative embeddings for p2c, {@code [1, heads, rows, size]}
     * @param idx {@code idx(i - j)}, {@code [L, L]} int64
     */
    static List<Value> terms(Layers l, Value q, Value k, Value posKey, Value posQuery, Value idx, Value divisor) {
        OnnxGraph g = l.graph();
        List<Value> out = new ArrayList<>();
        Value scoresShape = null;
        if (posKey != null) {
            Value prod = g.op("MatMul", q, transposeLast(g, posKey)); // [B, h, L, rows]
            scoresShape = scoresShape(g, prod);
            Value c2p = g.op("GatherElements", List.of(Attr.i("axis", -1)), prod, g.op("Expand", idx, scoresShape));
            out.add(divisor == null ? c2p : g.op("Div", c2p, divisor));
        }
        if (posQuery != null) {
            Value prod = g.op("MatMul", k, transposeLast(g, posQuery)); // [B, h, L(key), rows]
            if (scoresShape == null) {
                scoresShape = scoresShape(g, prod);
            }
            Value gathered = g.op("GatherElements", List.of(Attr.i("axis", -1)), prod,
                    g.op("Expand", g.op("Transpose", List.of(Attr.ints("perm", 1, 0)), idx), scoresShape));
            Value p2c = transposeLast(g, gathered);
            out.add(divisor == null ? p2c : g.op("Div", p2c, divisor));
        }
        return out;
    }

    /** {@code [B, h, L, L]} from a product {@code [B, h, L, rows]}. */
    private static Value scoresShape(OnnxGraph g, Value prod) {
        Value s = g.op("Shape", prod);
        return g.op("Concat", List.of(Attr.i("axis", 0)), g.op("Slice", s, g.vector(0), g.vector(3)),
                g.op("Slice", s, g.vector(2), g.vector(3)));
    }

    /** The last two axes of a 4-D value swapped. */
    static Value transposeLast(OnnxGraph g, Value x) {
        return g.op("Transpose", List.of(Attr.ints("perm", 0, 1, 3, 2)), x);
    }

    /** Flat rows {@code [rows, heads * size]} of a projected relative table as {@code [1, heads, rows, size]}. */
    static Value tableHeads(OnnxGraph g, Value rows, int heads, int size) {
        Value r = g.op("Reshape", rows, g.vector(1, -1, heads, size));
        return g.op("Transpose", List.of(Attr.ints("perm", 0, 2, 1, 3)), r);
    }

    /** {@code sqrt(float32(size) * factor)} in float32, as torch computes DeBERTa's scale. */
    static float scale(int size, int factor) {
        return (float) Math.sqrt((float) size * factor);
    }

    /** The {@code hidden_states} list: state 0, then each layer's output. */
    static List<Value> states(Value first) {
        return new ArrayList<>(List.of(first));
    }
}
