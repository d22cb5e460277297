package io.github.nlgmetrics.bertscore.graph;

import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Attr;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.List;

/**
 * The pieces transformer encoders are built from, shared by every family (transformers' {@code nn.Linear},
 * {@code nn.LayerNorm}, the activations of {@code ACT2FN}, multi-head attention), on one {@link OnnxGraph}
 * whose inputs are {@code input_ids} and {@code attention_mask} ({@code [batch, length]}, int64).
 *
 * <p>Token rows are kept flat, {@code [batch * length, width]}, between attention blocks: a linear layer is one
 * {@code Gemm} with {@code transB = 1} on torch's {@code [out, in]} weight as stored (no transposed copy), and
 * LayerNorm, activations and residual sums are row-wise. Attention reshapes to {@code [batch, heads, length,
 * head size]} and back.
 *
 * <p>The arithmetic follows torch's float32 operations in torch's order (the same operations, not fused
 * rewrites), so the hidden states agree with transformers' to float32 rounding; ONNX Runtime's own graph
 * optimisations may fuse some of them (GELU, LayerNorm), within the same rounding.
 */
public final class Layers {
    /** {@code torch.finfo(torch.float32).min}, the value transformers' masks add or fill. */
    public static final float FLOAT_MIN = -Float.MAX_VALUE;

    private final OnnxGraph g;
    private final Value inputIds;
    private final Value mask;
    private final Value batchShape;
    private Value maskBias;
    private Value maskFloat;

    /** The shared pieces on a new graph whose inputs are {@code input_ids} and {@code attention_mask}. */
    public Layers(OnnxGraph g) {
        this.g = g;
        this.inputIds = g.input("input_ids", OnnxGraph.INT64, "batch", "length");
        this.mask = g.input("attention_mask", OnnxGraph.INT64, "batch", "length");
        this.batchShape = g.op("Shape", inputIds);
    }

    /** The graph. */
    public OnnxGraph graph() {
        return g;
    }

    /** {@code input_ids}, {@code [batch, length]} int64. */
    public Value inputIds() {
        return inputIds;
    }

    /** {@code attention_mask}, {@code [batch, length]} int64 (1 on tokens, 0 on padding). */
    public Value mask() {
        return mask;
    }

    /** The attention mask as float32 {@code [batch, length]}. */
    public Value maskFloat() {
        if (maskFloat == null) {
            maskFloat = g.op("Cast", List.of(Attr.i("to", OnnxGraph.FLOAT)), mask);
        }
        return maskFloat;
    }

    /** A checkpoint tensor as a graph value. */
    public Value weight(Tensor t) {
        return g.weight(t);
    }

    /** {@code table[ids]}: rows of an embedding table, {@code [batch, length, width]}. */
    public Value gather(Tensor table, Value ids) {
        return g.op("Gather", List.of(Attr.i("axis", 0)), g.weight(table), ids);
    }

    /** Positions {@code 0 .. length-1} for every row, {@code [batch, length]} int64 (transformers' {@code position_ids}). */
    public Value positions() {
        Value length = g.op("Gather", List.of(Attr.i("axis", 0)), batchShape, g.longs(new long[0], 1));
        Value range = g.op("Range", g.longs(new long[0], 0), length, g.longs(new long[0], 1));
        return g.op("Expand", g.op("Unsqueeze", range, g.vector(0)), batchShape);
    }

    /** All zeros, {@code [batch, length]} int64 (the default {@code token_type_ids}). */
    public Value zeros() {
        return g.op("Mul", inputIds, g.longs(new long[0], 0));
    }

    /** {@code [batch, length, width]} rows as {@code [batch * length, width]}. */
    public Value flatten(Value x, long width) {
        return g.op("Reshape", x, g.vector(-1, width));
    }

    /** {@code [batch * length, width]} rows as {@code [batch, length, width]}. */
    public Value unflatten(Value x, long width) {
        return g.op("Reshape", x, g.op("Concat", List.of(Attr.i("axis", 0)), batchShape, g.vector(width)));
    }

    /** {@code nn.Linear}: {@code x W^T + b} on flat rows ({@code b} may be null: no bias). */
    public Value linear(Value x, Tensor w, Tensor b) {
        return b == null ? g.op("Gemm", List.of(Attr.i("transB", 1)), x, g.weight(w))
                : g.op("Gemm", List.of(Attr.i("transB", 1)), x, g.weight(w), g.weight(b));
    }

    /** {@code nn.LayerNorm(width, eps)} over the last dimension. */
    public Value layerNorm(Value x, Tensor gamma, Tensor beta, double eps) {
        return g.op("LayerNormalization", List.of(Attr.i("axis", -1), Attr.f("epsilon", (float) eps)), x,
                g.weight(gamma), g.weight(beta));
    }

    /** {@code a + b}. */
    public Value add(Value a, Value b) {
        return g.op("Add", a, b);
    }

    /**
     * transformers' {@code ACT2FN[name]} (4.26.1): {@code gelu} (erf), {@code gelu_python}, {@code gelu_new},
     * {@code gelu_pytorch_tanh}, {@code gelu_accurate} and {@code gelu_fast} (tanh approximations),
     * {@code gelu_10}, {@code quick_gelu}, {@code relu}, {@code relu6}, {@code silu}/{@code swish},
     * {@code sigmoid}, {@code tanh}, {@code mish}, {@code linear}. {@code source} names the configuration in the
     * message for another name.
     */
    public Value activation(Value x, String name, String source) {
        return switch (name) {
            case "gelu", "gelu_python" -> gelu(x);
            case "gelu_10" -> g.op("Clip", gelu(x), g.scalar(-10f), g.scalar(10f));
            case "gelu_new", "gelu_pytorch_tanh" -> geluTanh(x, (float) Math.sqrt(2.0 / Math.PI));
            case "gelu_accurate" -> geluTanh(x, (float) Math.sqrt(2 / Math.PI));
            case "gelu_fast" -> geluFast(x);
            case "quick_gelu" -> g.op("Mul", x, g.op("Sigmoid", g.op("Mul", x, g.scalar(1.702f))));
            case "relu" -> g.op("Relu", x);
            case "relu6" -> g.op("Clip", x, g.scalar(0f), g.scalar(6f));
            case "silu", "swish" -> g.op("Mul", x, g.op("Sigmoid", x));
            case "sigmoid" -> g.op("Sigmoid", x);
            case "tanh" -> g.op("Tanh", x);
            case "mish" -> g.op("Mul", x, g.op("Tanh", g.op("Softplus", x)));
            case "linear" -> x;
            default -> throw new IllegalArgumentException(source + ": the activation " + name + " is not built in Java"
                    + " (gelu, gelu_new, gelu_pytorch_tanh, gelu_fast, gelu_accurate, gelu_10, quick_gelu, relu, relu6,"
                    + " silu, swish, sigmoid, tanh, mish, linear)");
        };
    }

    /** torch's {@code gelu}: {@code x * 0.5 * (1 + erf(x / sqrt(2)))}. */
    private Value gelu(Value x) {
        Value erf = g.op("Erf", g.op("Mul", x, g.scalar((float) (1 / Math.sqrt(2)))));
        return g.op("Mul", g.op("Mul", x, g.scalar(0.5f)), g.op("Add", erf, g.scalar(1f)));
    }

    /** {@code 0.5 * x * (1 + tanh(c * (x + 0.044715 * x^3)))}. */
    private Value geluTanh(Value x, float c) {
        Value cube = g.op("Pow", x, g.scalar(3f));
        Value inner = g.op("Mul", g.scalar(c), g.op("Add", x, g.op("Mul", g.scalar(0.044715f), cube)));
        return g.op("Mul", g.op("Mul", g.scalar(0.5f), x), g.op("Add", g.scalar(1f), g.op("Tanh", inner)));
    }

    /** {@code 0.5 * x * (1 + tanh(x * 0.7978845608 * (1 + 0.044715 * x * x)))}. */
    private Value geluFast(Value x) {
        Value inner = g.op("Mul", g.op("Mul", x, g.scalar(0.7978845608f)),
                g.op("Add", g.scalar(1f), g.op("Mul", g.op("Mul", g.scalar(0.044715f), x), x)));
        return g.op("Mul", g.op("Mul", g.scalar(0.5f), x), g.op("Add", g.scalar(1f), g.op("Tanh", inner)));
    }

    /** Flat rows {@code [batch * length, heads * size]} as {@code [batch, heads, length, size]}. */
    public Value heads(Value x, int heads, int size) {
        return g.op("Transpose", List.of(Attr.ints("perm", 0, 2, 1, 3)), splitHeads(x, heads, size));
    }

    /** Flat rows as {@code [batch, heads, size, length]} (keys, transposed for the scores). */
    public Value headsTransposed(Value x, int heads, int size) {
        return g.op("Transpose", List.of(Attr.ints("perm", 0, 2, 3, 1)), splitHeads(x, heads, size));
    }

    private Value splitHeads(Value x, int heads, int size) {
        Value shape = g.op("Concat", List.of(Attr.i("axis", 0)), batchShape, g.vector(heads, size));
        return g.op("Reshape", x, shape);
    }

    /** {@code [batch, heads, length, size]} back to flat rows {@code [batch * length, heads * size]}. */
    public Value mergeHeads(Value x, int width) {
        Value t = g.op("Transpose", List.of(Attr.ints("perm", 0, 2, 1, 3)), x);
        return g.op("Reshape", t, g.vector(-1, width));
    }

    /**
     * transformers' extended attention mask, {@code (1 - mask) * finfo(float32).min} as {@code [batch, 1, 1, length]}:
     * added to the scores, it gives padded keys weight exactly 0 (the same as {@code masked_fill} with the minimum).
     */
    public Value maskBias() {
        if (maskBias == null) {
            Value inverted = g.op("Sub", g.scalar(1f), maskFloat());
            maskBias = g.op("Unsqueeze", g.op("Mul", inverted, g.scalar(FLOAT_MIN)), g.vector(1, 2));
        }
        return maskBias;
    }

    /** {@code softmax(scores + maskBias) @ values}, {@code [batch, heads, length, size]}. */
    public Value attend(Value scores, Value values) {
        Value probs = g.op("Softmax", List.of(Attr.i("axis", -1)), g.op("Add", scores, maskBias()));
        return g.op("MatMul", probs, values);
    }
}
