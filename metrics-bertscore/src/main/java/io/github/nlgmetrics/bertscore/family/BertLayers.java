package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Attr;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The embeddings and the layer stack that {@code BertModel} defines and {@code RobertaModel},
 * {@code XLMRobertaModel} and {@code ElectraModel} copy ("Copied from transformers.models.bert..."):
 * <pre>
 * embeddings = LayerNorm(word[input_ids] + token_type[0] + position[position_ids])   (position: "absolute" only)
 * layer(x):  a = LayerNorm(dense(attention(x)) + x);  LayerNorm(dense2(act(dense1(a))) + a)
 * attention: softmax((Q K^T [+ relative scores]) / sqrt(d) + mask) V, per head
 * </pre>
 * with {@code position_embedding_type} {@code absolute}, {@code relative_key} ({@code + einsum("bhld,lrd->bhlr",
 * Q, D)}) or {@code relative_key_query} ({@code + the same for K}), {@code D} the layer's distance embedding of
 * {@code l - r + max_position_embeddings - 1}. Weights under {@code embeddings.*} and
 * {@code encoder.layer.N.{attention.self.{query,key,value}, attention.output.{dense,LayerNorm},
 * intermediate.dense, output.{dense,LayerNorm}}}. Every tensor is looked up (and its shape checked) when the
 * stack is made.
 */
final class BertLayers {
    private final int hidden;
    private final int heads;
    private final int headSize;
    private final String act;
    private final double eps;
    private final String positionType;
    private final int maxPositions;
    private final String source;
    private final List<Tensor[]> layers = new ArrayList<>();

    /** The stack of {@code count} layers of the given sizes; the rest of {@code config} read with BertConfig's defaults. */
    BertLayers(ModelConfig config, Weights w, int count, int hidden, int heads, int intermediate) {
        this.hidden = hidden;
        this.heads = heads;
        this.headSize = hidden / heads;
        this.act = config.string("hidden_act", "gelu");
        this.eps = config.number("layer_norm_eps", 1e-12);
        this.positionType = positionType(config);
        this.maxPositions = config.integer("max_position_embeddings", 512);
        this.source = config.source();
        if (heads < 1 || hidden % heads != 0) {
            throw config.unsupported("num_attention_heads", heads, "does not divide hidden_size " + hidden);
        }
        int all = heads * headSize;
        for (int i = 0; i < count; i++) {
            String p = "encoder.layer." + i + ".";
            List<Tensor> t = new ArrayList<>(List.of(
                    w.get(p + "attention.self.query.weight", all, hidden), w.get(p + "attention.self.query.bias", all),
                    w.get(p + "attention.self.key.weight", all, hidden), w.get(p + "attention.self.key.bias", all),
                    w.get(p + "attention.self.value.weight", all, hidden), w.get(p + "attention.self.value.bias", all),
                    w.get(p + "attention.output.dense.weight", hidden, all), w.get(p + "attention.output.dense.bias", hidden),
                    w.get(p + "attention.output.LayerNorm.weight", hidden), w.get(p + "attention.output.LayerNorm.bias", hidden),
                    w.get(p + "intermediate.dense.weight", intermediate, hidden), w.get(p + "intermediate.dense.bias", intermediate),
                    w.get(p + "output.dense.weight", hidden, intermediate), w.get(p + "output.dense.bias", hidden),
                    w.get(p + "output.LayerNorm.weight", hidden), w.get(p + "output.LayerNorm.bias", hidden)));
            if (!positionType.equals("absolute")) {
                t.add(w.get(p + "attention.self.distance_embedding.weight", 2L * maxPositions - 1, headSize));
            }
            layers.add(t.toArray(new Tensor[0]));
        }
    }

    /** {@code position_embedding_type}, one of the three BertSelfAttention knows. */
    static String positionType(ModelConfig config) {
        String type = config.string("position_embedding_type", "absolute");
        if (!List.of("absolute", "relative_key", "relative_key_query").contains(type)) {
            throw config.unsupported("position_embedding_type", type, "is not absolute, relative_key or relative_key_query");
        }
        return type;
    }

    /** The number of layers. */
    int count() {
        return layers.size();
    }

    /**
     * {@code BertEmbeddings}: {@code LayerNorm(word[ids] + tokenType[0] (+ position[positions]))} as flat rows of
     * {@code width}; {@code positions} null when {@code position_embedding_type} is relative.
     */
    static Value embeddings(Layers l, Tensor word, Tensor tokenType, Tensor position, Value positions, Tensor lnWeight,
            Tensor lnBias, double eps, long width) {
        OnnxGraph g = l.graph();
        Value e = l.add(l.gather(word, l.inputIds()), l.gather(tokenType, l.zeros()));
        if (position != null) {
            e = l.add(e, l.gather(position, positions));
        }
        return l.layerNorm(l.flatten(e, width), lnWeight, lnBias, eps);
    }

    /** Hidden states 0..{@code last}: {@code first} (the embeddings' output) and each layer's output after it. */
    List<Value> states(Layers l, Value first, int last) {
        List<Value> out = new ArrayList<>(List.of(first));
        Value x = first;
        for (int i = 0; i < last; i++) {
            x = layer(l, x, layers.get(i));
            out.add(x);
        }
        return out;
    }

    private Value layer(Layers l, Value x, Tensor[] t) {
        OnnxGraph g = l.graph();
        Value q = l.heads(l.linear(x, t[0], t[1]), heads, headSize);
        Value kT = l.headsTransposed(l.linear(x, t[2], t[3]), heads, headSize);
        Value v = l.heads(l.linear(x, t[4], t[5]), heads, headSize);
        Value scores = g.op("MatMul", q, kT);
        if (!positionType.equals("absolute")) {
            for (Value term : relativeScores(l, q, kT, t[16], maxPositions, headSize, positionType)) {
                scores = g.op("Add", scores, term);
            }
        }
        scores = g.op("Div", scores, g.scalar((float) Math.sqrt(headSize)));
        Value context = l.mergeHeads(l.attend(scores, v), heads * headSize);
        Value a = l.layerNorm(l.add(l.linear(context, t[6], t[7]), x), t[8], t[9], eps);
        Value inner = l.activation(l.linear(a, t[10], t[11]), act, source);
        return l.layerNorm(l.add(l.linear(inner, t[12], t[13]), a), t[14], t[15], eps);
    }

    /**
     * The terms BertSelfAttention adds to the scores for relative positions: {@code einsum("bhld,lrd->bhlr", Q, D)}
     * and, for {@code relative_key_query}, {@code einsum("bhrd,lrd->bhlr", K, D)}, {@code D[l][r]} the distance
     * embedding of {@code l - r + max_position_embeddings - 1}, each einsum as one batched MatMul over {@code l}
     * (resp. {@code r}). {@code q} is {@code [batch, heads, length, size]}, {@code kT} {@code [batch, heads, size,
     * length]}.
     */
    static List<Value> relativeScores(Layers l, Value q, Value kT, Tensor distance, int maxPositions, int headSize,
            String positionType) {
        OnnxGraph g = l.graph();
        Value length = g.op("Gather", List.of(Attr.i("axis", 0)), g.op("Shape", l.inputIds()), g.longs(new long[0], 1));
        Value range = g.op("Range", g.longs(new long[0], 0), length, g.longs(new long[0], 1));
        Value dist = g.op("Sub", g.op("Unsqueeze", range, g.vector(1)), g.op("Unsqueeze", range, g.vector(0)));
        Value d = g.op("Gather", List.of(Attr.i("axis", 0)), l.weight(distance),
                g.op("Add", dist, g.longs(new long[0], maxPositions - 1L))); // [L, R, d]
        // Q [B,h,L,d] -> [L, B*h, d]; D^T [L, d, R]; product [L, B*h, R] -> [B, h, L, R]
        Value qs = g.op("Transpose", List.of(Attr.ints("perm", 2, 0, 1, 3)), q);
        Value qShape = g.op("Shape", qs);
        Value qFlat = g.op("Reshape", qs, g.op("Concat", List.of(Attr.i("axis", 0)),
                g.op("Slice", qShape, g.vector(0), g.vector(1)), g.vector(-1, headSize)));
        Value dT = g.op("Transpose", List.of(Attr.ints("perm", 0, 2, 1)), d);
        Value rq = g.op("MatMul", qFlat, dT);
        Value rqShape = g.op("Concat", List.of(Attr.i("axis", 0)), g.op("Slice", qShape, g.vector(0), g.vector(3)),
                g.vector(-1));
        Value relQ = g.op("Transpose", List.of(Attr.ints("perm", 1, 2, 0, 3)), g.op("Reshape", rq, rqShape));
        List<Value> out = new ArrayList<>(List.of(relQ));
        if (positionType.equals("relative_key_query")) {
            // K^T [B,h,d,R] -> [R, d, B*h]; D as [R, L, d]; product [R, L, B*h] -> [B, h, L, R]
            Value ks = g.op("Transpose", List.of(Attr.ints("perm", 3, 2, 0, 1)), kT); // [R, d, B, h]
            Value kShape = g.op("Shape", ks);
            Value kFlat = g.op("Reshape", ks, g.op("Concat", List.of(Attr.i("axis", 0)),
                    g.op("Slice", kShape, g.vector(0), g.vector(2)), g.vector(-1)));
            Value dr = g.op("Transpose", List.of(Attr.ints("perm", 1, 0, 2)), d); // [R, L, d]
            Value rk = g.op("MatMul", dr, kFlat); // [R, L, B*h]
            Value rkShape = g.op("Concat", List.of(Attr.i("axis", 0)), g.op("Slice", kShape, g.vector(0), g.vector(1)),
                    g.vector(-1), g.op("Slice", kShape, g.vector(2), g.vector(4)));
            out.add(g.op("Transpose", List.of(Attr.ints("perm", 2, 3, 1, 0)), g.op("Reshape", rk, rkShape)));
        }
        return out;
    }
}
