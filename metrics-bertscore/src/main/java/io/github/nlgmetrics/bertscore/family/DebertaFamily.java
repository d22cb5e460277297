package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Attr;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * DeBERTa v1 ({@code modeling_deberta.DebertaModel}, {@code model_type: deberta}: deberta-base/large/xlarge and
 * the {@code -mnli} checkpoints bert_score recommends). Disentangled self-attention:
 * <pre>
 * q, k, v  = per head, thirds of in_proj(x) (no bias; head h's features are rows 3hd..3hd+3d of in_proj);
 *            q += q_bias, v += v_bias
 * q        = q / sqrt(float32(d) * (1 + len(pos_att_type)))
 * scores   = q k^T + c2p + p2c        (c2p[i][j] = q_i . pos_proj(R)[idx(i-j)]; p2c[i][j] = k_j . (pos_q_proj(R) / sqrt(d * factor))[idx(i-j)])
 * R        = rel_embeddings rows [m - s, m + s), s = min(L, m), m = max_relative_positions (< 1: max_position_embeddings)
 * idx(d)   = clamp(d + s, 0, 2s - 1)
 * </pre>
 * softmax over the keys with padded keys masked (XSoftmax); the embeddings, the layer around the attention and
 * the relative terms' gathers as {@link Disentangled}. {@code position_biased_input} (absolute positions added
 * to the input, default true) bounds the input to {@code max_position_embeddings}; without it any length runs.
 * {@code talking_head} is not built. Defaults as {@code DebertaConfig}: vocab 50265, hidden 768, 12 layers, 12
 * heads, intermediate 3072, no relative attention, {@code layer_norm_eps} 1e-7.
 */
public final class DebertaFamily implements ModelFamily {
    @Override
    public List<String> modelTypes() {
        return List.of("deberta");
    }

    @Override
    public String basePrefix() {
        return "deberta";
    }

    @Override
    public EncoderSpec encoder(ModelConfig c, Weights w) {
        return new Spec(c, w);
    }

    private static final class Spec implements EncoderSpec {
        private final int hidden;
        private final int heads;
        private final int headSize;
        private final long vocab;
        private final int maxPositions;
        private final boolean positionBiased;
        private final boolean relative;
        private final int maxRelative;
        private final boolean c2p;
        private final boolean p2c;
        private final int scaleFactor;
        private final double eps;
        private final String act;
        private final String source;
        private final Disentangled.Embeddings embeddings;
        private final Tensor relEmbeddings;
        private final List<Tensor[]> attention = new ArrayList<>();
        private final List<Tensor[]> around = new ArrayList<>();

        Spec(ModelConfig c, Weights w) {
            this.hidden = c.integer("hidden_size", 768);
            this.heads = c.integer("num_attention_heads", 12);
            if (heads < 1 || hidden % heads != 0) {
                throw c.unsupported("num_attention_heads", heads, "does not divide hidden_size " + hidden);
            }
            if (c.bool("talking_head", false)) {
                throw c.unsupported("talking_head", true, "(talking-heads attention) is not built in Java");
            }
            this.headSize = hidden / heads;
            this.vocab = c.integer("vocab_size", 50265);
            this.maxPositions = c.integer("max_position_embeddings", 512);
            this.positionBiased = c.bool("position_biased_input", true);
            this.relative = c.bool("relative_attention", false);
            int m = c.integer("max_relative_positions", -1);
            this.maxRelative = m < 1 ? maxPositions : m;
            List<String> types = c.strings("pos_att_type", List.of());
            this.c2p = relative && types.contains("c2p");
            this.p2c = relative && types.contains("p2c");
            this.scaleFactor = 1 + types.size();
            this.eps = c.number("layer_norm_eps", 1e-7);
            this.act = c.string("hidden_act", "gelu");
            this.source = c.source();
            this.embeddings = Disentangled.Embeddings.read(c, w, vocab, hidden);
            this.relEmbeddings = relative ? w.get("encoder.rel_embeddings.weight", 2L * maxRelative, hidden) : null;
            int n = c.integer("num_hidden_layers", 12);
            int intermediate = c.integer("intermediate_size", 3072);
            for (int i = 0; i < n; i++) {
                String p = "encoder.layer." + i + ".";
                attention.add(new Tensor[] {
                    w.get(p + "attention.self.in_proj.weight", 3L * hidden, hidden),
                    w.get(p + "attention.self.q_bias", hidden), w.get(p + "attention.self.v_bias", hidden),
                    c2p ? w.get(p + "attention.self.pos_proj.weight", hidden, hidden) : null,
                    p2c ? w.get(p + "attention.self.pos_q_proj.weight", hidden, hidden) : null,
                    p2c ? w.get(p + "attention.self.pos_q_proj.bias", hidden) : null});
                around.add(Disentangled.around(w, p, hidden, hidden, intermediate));
            }
        }

        @Override
        public int layers() {
            return attention.size();
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
            return positionBiased ? maxPositions : 0;
        }

        @Override
        public List<Value> build(Layers l, int modelLayers) {
            OnnxGraph g = l.graph();
            Value x = embeddings.build(l, eps, hidden);
            List<Value> out = Disentangled.states(x);
            Value table = null;
            Value idx = null;
            if (relative) {
                // R = rel_embeddings[m - s : m + s], s = min(L, m); idx(d) = clamp(d + s, 0, 2s - 1)
                Value span = g.op("Min", Disentangled.length(l), g.longs(new long[0], maxRelative));
                Value start = g.op("Sub", g.longs(new long[0], maxRelative), span);
                Value end = g.op("Add", g.longs(new long[0], maxRelative), span);
                table = g.op("Slice", l.weight(relEmbeddings), g.op("Unsqueeze", start, g.vector(0)),
                        g.op("Unsqueeze", end, g.vector(0)), g.vector(0));
                Value top = g.op("Sub", g.op("Mul", span, g.longs(new long[0], 2)), g.longs(new long[0], 1));
                idx = g.op("Min", g.op("Max", g.op("Add", Disentangled.distances(l), span), g.longs(new long[0], 0)), top);
            }
            Value scale = g.scalar(Disentangled.scale(headSize, scaleFactor));
            for (int i = 0; i < modelLayers; i++) {
                Tensor[] t = attention.get(i);
                // in_proj rows are [q_h, k_h, v_h] per head h: [B*L, 3*hidden] -> [B, h, L, 3d] -> three [B, h, L, d]
                Value qkv = l.heads(l.linear(x, t[0], null), heads, 3 * headSize);
                Value[] parts = g.ops("Split", 3, List.of(Attr.i("axis", -1)), qkv,
                        g.vector(headSize, headSize, headSize));
                Value q = g.op("Add", parts[0], headBias(g, t[1]));
                Value k = parts[1];
                Value v = g.op("Add", parts[2], headBias(g, t[2]));
                q = g.op("Div", q, scale);
                Value scores = g.op("MatMul", q, g.op("Transpose", List.of(Attr.ints("perm", 0, 1, 3, 2)), k));
                if (relative) {
                    Value posKey = c2p ? Disentangled.tableHeads(g, l.linear(table, t[3], null), heads, headSize) : null;
                    Value posQuery = p2c ? Disentangled.tableHeads(g, g.op("Div", l.linear(table, t[4], t[5]), scale),
                            heads, headSize) : null;
                    Value rel = null;
                    for (Value term : Disentangled.terms(l, q, k, posKey, posQuery, idx, null)) {
                        rel = rel == null ? term : g.op("Add", rel, term);
                    }
                    if (rel != null) {
                        scores = g.op("Add", scores, rel);
                    }
                }
                Value context = l.mergeHeads(l.attend(scores, v), hidden);
                x = Disentangled.finish(l, x, context, around.get(i), eps, act, source);
                out.add(x);
            }
            return out;
        }

        /**
         * {@code transpose_for_scores(bias[None, None, :])}: {@code [1, heads, 1, size]}, the same bytes as the stored
         * {@code [heads * size]} (a view, not an operator: ONNX Runtime cannot fold an operator on a weight).
         */
        private Value headBias(OnnxGraph g, Tensor bias) {
            return g.weight(bias.reshaped(1, heads, 1, headSize));
        }
    }
}
