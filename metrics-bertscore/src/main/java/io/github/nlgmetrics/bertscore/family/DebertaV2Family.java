package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Attr;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * DeBERTa-v2 and v3 ({@code modeling_deberta_v2.DebertaV2Model}, {@code model_type: deberta-v2}). Disentangled
 * self-attention with separate projections:
 * <pre>
 * scores = (q k^T) / s + c2p / s + p2c / s,   s = sqrt(float32(d) * (1 + [c2p] + [p2c]))
 * c2p[i][j] = q_i . K(R)[idx(i-j)]    p2c[i][j] = k_j . Q(R)[idx(i-j)]
 * R = rel_embeddings (LayerNorm'd when norm_rel_ebd has layer_norm), 2 span rows; span = position_buckets when
 *     > 0, else max_relative_positions (< 1: max_position_embeddings)
 * idx(d) = clamp(bucket(d) + span, 0, 2 span - 1)
 * </pre>
 * {@code K}, {@code Q} are the layer's key and query projections when {@code share_att_key}, else
 * {@code pos_key_proj} / {@code pos_query_proj}. {@code bucket} is {@code make_log_bucket_position} in torch's
 * float32 arithmetic ({@link LogBuckets}), the identity without buckets; it depends on {@code i - j} only and
 * saturates past {@code max_relative_positions}, so it is a table gathered by the clamped distance. A
 * {@code conv_kernel_size > 0} adds {@code ConvLayer} after the first layer:
 * {@code LayerNorm(layer0 + act(conv1d(embeddings) masked)) * mask} ({@code conv_act}, default tanh;
 * {@code conv_groups}). Defaults as
 * {@code DebertaV2Config}: vocab 128100, hidden 1536, 24 layers, 24 heads, intermediate 6144, no relative
 * attention, {@code layer_norm_eps} 1e-7.
 */
public final class DebertaV2Family implements ModelFamily {
    @Override
    public List<String> modelTypes() {
        return List.of("deberta-v2");
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
        private final boolean shareKey;
        private final boolean c2p;
        private final boolean p2c;
        private final int scaleFactor;
        private final double eps;
        private final String act;
        private final String source;
        private final LogBuckets buckets;
        private final Disentangled.Embeddings embeddings;
        private final Tensor relEmbeddings;
        private final Tensor relLnWeight;
        private final Tensor relLnBias;
        private final Tensor[] conv;
        private final int convKernel;
        private final int convGroups;
        private final String convAct;
        private final List<Tensor[]> attention = new ArrayList<>();
        private final List<Tensor[]> around = new ArrayList<>();

        Spec(ModelConfig c, Weights w) {
            this.hidden = c.integer("hidden_size", 1536);
            this.heads = c.integer("num_attention_heads", 24);
            if (heads < 1 || hidden % heads != 0) {
                throw c.unsupported("num_attention_heads", heads, "does not divide hidden_size " + hidden);
            }
            this.headSize = c.integer("attention_head_size", hidden / heads);
            int all = heads * headSize;
            if (all != hidden) {
                throw c.unsupported("attention_head_size", headSize, "times num_attention_heads " + heads + " is not hidden_size "
                        + hidden + " (transformers 4.26.1 cannot run such a model either: its attention output is hidden_size wide)");
            }
            this.vocab = c.integer("vocab_size", 128100);
            this.maxPositions = c.integer("max_position_embeddings", 512);
            this.positionBiased = c.bool("position_biased_input", true);
            this.relative = c.bool("relative_attention", false);
            int m = c.integer("max_relative_positions", -1);
            int maxRelative = m < 1 ? maxPositions : m;
            int bucketCount = c.integer("position_buckets", -1);
            int span = bucketCount > 0 ? bucketCount : maxRelative;
            this.buckets = new LogBuckets(bucketCount, maxRelative, span);
            this.shareKey = c.bool("share_att_key", false);
            List<String> types = c.strings("pos_att_type", List.of());
            this.c2p = relative && types.contains("c2p");
            this.p2c = relative && types.contains("p2c");
            this.scaleFactor = 1 + (types.contains("c2p") ? 1 : 0) + (types.contains("p2c") ? 1 : 0);
            this.eps = c.number("layer_norm_eps", 1e-7);
            this.act = c.string("hidden_act", "gelu");
            this.source = c.source();
            this.embeddings = Disentangled.Embeddings.read(c, w, vocab, hidden);
            this.relEmbeddings = relative ? w.get("encoder.rel_embeddings.weight", 2L * span, hidden) : null;
            boolean norm = relative && c.strings("norm_rel_ebd", List.of("none")).stream()
                    .anyMatch(s -> s.strip().equalsIgnoreCase("layer_norm"));
            this.relLnWeight = norm ? w.get("encoder.LayerNorm.weight", hidden) : null;
            this.relLnBias = norm ? w.get("encoder.LayerNorm.bias", hidden) : null;
            this.convKernel = c.integer("conv_kernel_size", 0);
            this.convGroups = c.integer("conv_groups", 1);
            this.convAct = c.string("conv_act", "tanh");
            if (convKernel > 0 && (convGroups < 1 || hidden % convGroups != 0)) {
                throw c.unsupported("conv_groups", convGroups, "does not divide hidden_size " + hidden);
            }
            this.conv = convKernel <= 0 ? null : new Tensor[] {
                w.get("encoder.conv.conv.weight", hidden, hidden / convGroups, convKernel),
                w.get("encoder.conv.conv.bias", hidden),
                w.get("encoder.conv.LayerNorm.weight", hidden), w.get("encoder.conv.LayerNorm.bias", hidden)};
            int n = c.integer("num_hidden_layers", 24);
            int intermediate = c.integer("intermediate_size", 6144);
            for (int i = 0; i < n; i++) {
                String p = "encoder.layer." + i + ".attention.self.";
                boolean ownKey = c2p && !shareKey;
                boolean ownQuery = p2c && !shareKey;
                attention.add(new Tensor[] {
                    w.get(p + "query_proj.weight", all, hidden), w.get(p + "query_proj.bias", all),
                    w.get(p + "key_proj.weight", all, hidden), w.get(p + "key_proj.bias", all),
                    w.get(p + "value_proj.weight", all, hidden), w.get(p + "value_proj.bias", all),
                    ownKey ? w.get(p + "pos_key_proj.weight", all, hidden) : null,
                    ownKey ? w.get(p + "pos_key_proj.bias", all) : null,
                    ownQuery ? w.get(p + "pos_query_proj.weight", all, hidden) : null,
                    ownQuery ? w.get(p + "pos_query_proj.bias", all) : null});
                around.add(Disentangled.around(w, "encoder.layer." + i + ".", hidden, all, intermediate));
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
            Value embedded = embeddings.build(l, eps, hidden);
            Value x = embedded;
            List<Value> out = Disentangled.states(x);
            Value table = null;
            Value idx = null;
            if (relative) {
                // a run-time weight: its LayerNorm and projections would otherwise be folded from a weight handed apart
                table = relLnWeight == null ? g.runtimeWeight(relEmbeddings)
                        : l.layerNorm(g.runtimeWeight(relEmbeddings), relLnWeight, relLnBias, eps);
                idx = buckets.indices(l);
            }
            Value scale = g.scalar(Disentangled.scale(headSize, scaleFactor));
            for (int i = 0; i < modelLayers; i++) {
                Tensor[] t = attention.get(i);
                Value q = l.heads(l.linear(x, t[0], t[1]), heads, headSize);
                Value k = l.heads(l.linear(x, t[2], t[3]), heads, headSize);
                Value v = l.heads(l.linear(x, t[4], t[5]), heads, headSize);
                Value scores = g.op("Div", g.op("MatMul", q, Disentangled.transposeLast(g, k)), scale);
                if (relative) {
                    Value posKey = !c2p ? null : Disentangled.tableHeads(g,
                            shareKey ? l.linear(table, t[2], t[3]) : l.linear(table, t[6], t[7]), heads, headSize);
                    Value posQuery = !p2c ? null : Disentangled.tableHeads(g,
                            shareKey ? l.linear(table, t[0], t[1]) : l.linear(table, t[8], t[9]), heads, headSize);
                    Value rel = null;
                    for (Value term : Disentangled.terms(l, q, k, posKey, posQuery, idx, scale)) {
                        rel = rel == null ? term : g.op("Add", rel, term);
                    }
                    if (rel != null) {
                        scores = g.op("Add", scores, rel);
                    }
                }
                Value context = l.mergeHeads(l.attend(scores, v), heads * headSize);
                Value layerOut = Disentangled.finish(l, x, context, around.get(i), eps, act, source);
                if (i == 0 && conv != null) {
                    layerOut = convLayer(l, embedded, layerOut);
                }
                x = layerOut;
                out.add(x);
            }
            return out;
        }

        /**
         * {@code ConvLayer.forward(hidden_states=embeddings, residual_states=layer 0's output, input_mask)}; the kernel
         * is a run-time weight (ONNX Runtime's CPU layout transform rewrites a constant convolution kernel while it
         * loads the graph, which it cannot do with a weight handed apart).
         */
        private Value convLayer(Layers l, Value embedded, Value residual) {
            OnnxGraph g = l.graph();
            Value channels = g.op("Transpose", List.of(Attr.ints("perm", 0, 2, 1)), l.unflatten(embedded, hidden));
            int pad = (convKernel - 1) / 2;
            Value conv1d = g.op("Conv", List.of(Attr.ints("kernel_shape", convKernel), Attr.ints("pads", pad, pad),
                    Attr.i("group", convGroups)), channels, g.runtimeWeight(conv[0]), g.runtimeWeight(conv[1]));
            Value rows = l.flatten(g.op("Transpose", List.of(Attr.ints("perm", 0, 2, 1)), conv1d), hidden);
            Value activated = l.activation(Disentangled.masked(l, rows), convAct, source);
            Value normed = l.layerNorm(l.add(residual, activated), conv[2], conv[3], eps);
            return Disentangled.masked(l, normed);
        }
    }
}
