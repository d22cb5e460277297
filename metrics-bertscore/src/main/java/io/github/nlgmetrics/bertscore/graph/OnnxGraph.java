package io.github.nlgmetrics.bertscore.graph;

import io.github.nlgmetrics.bertscore.checkpoint.DType;
import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An ONNX graph built in Java and written as a {@code ModelProto} (opset {@value #OPSET}, the default domain),
 * with the checkpoint's weights <em>declared</em> as external initializers: the model bytes hold the graph's
 * structure only (kilobytes, whatever the model's size: no 2 GB protobuf limit), and the weights are handed to
 * ONNX Runtime as they lie in the memory-mapped checkpoint ({@code SessionOptions.addInitializer},
 * {@link #externalTensors()}), never copied onto the Java heap.
 *
 * <p>A weight stored as F16 or BF16 is converted to float32 once, as transformers loads a half-precision
 * checkpoint into a float32 model ({@code param.copy_(value)}): the arithmetic is float32 throughout. A weight
 * used twice (ALBERT's shared layers, DeBERTa's shared attention keys) is declared once.
 *
 * <p>Field numbers (onnx.proto): {@code ModelProto} ir_version 1, producer_name 2, graph 7, opset_import 8;
 * {@code OperatorSetIdProto} domain 1, version 2; {@code GraphProto} node 1, name 2, initializer 5, input 11,
 * output 12; {@code NodeProto} input 1, output 2, name 3, op_type 4, attribute 5; {@code AttributeProto} name 1,
 * f 2, i 3, ints 8, type 20; {@code TensorProto} dims 1, data_type 2, name 8, raw_data 9, external_data 13,
 * data_location 14; {@code ValueInfoProto} name 1, type 2; {@code TypeProto} tensor_type 1; {@code Tensor}
 * elem_type 1, shape 2; {@code TensorShapeProto} dim 1; {@code Dimension} dim_value 1, dim_param 2.
 */
public final class OnnxGraph {
    /** The operator set the graphs use (LayerNormalization is in 17). */
    public static final int OPSET = 17;
    /** {@code TensorProto.DataType} FLOAT. */
    public static final int FLOAT = 1;
    /** {@code TensorProto.DataType} INT64. */
    public static final int INT64 = 7;
    /** {@code TensorProto.DataType} BOOL. */
    public static final int BOOL = 9;

    private static final int IR_VERSION = 8;
    private static final String EXTERNAL_LOCATION = "nlg-metrics-mapped-checkpoint";

    /** A tensor of the graph, by name (an empty name is an omitted optional input). */
    public record Value(String name) {
        /** The omitted optional input. */
        public static final Value NONE = new Value("");
    }

    /**
     * A node attribute.
     *
     * @param name the attribute's name
     * @param proto its {@code AttributeProto}
     */
    public record Attr(String name, ProtoWriter proto) {
        /** An integer attribute. */
        public static Attr i(String name, long v) {
            return new Attr(name, new ProtoWriter().string(1, name).varint(3, v).varint(20, 2));
        }

        /** A float attribute. */
        public static Attr f(String name, float v) {
            return new Attr(name, new ProtoWriter().string(1, name).float32(2, v).varint(20, 1));
        }

        /** A list-of-integers attribute. */
        public static Attr ints(String name, long... v) {
            ProtoWriter p = new ProtoWriter().string(1, name);
            for (long x : v) {
                p.varint(8, x);
            }
            return new Attr(name, p.varint(20, 7));
        }
    }

    private final ProtoWriter graph = new ProtoWriter();
    private final Map<String, Tensor> external = new LinkedHashMap<>();
    private final Map<String, Value> weights = new HashMap<>();
    /** Values known when the graph loads: embedded constants, weights, and operators on those alone. */
    private final java.util.Set<String> constant = new java.util.HashSet<>();
    /** The weights handed apart ({@link #weight}): no operator may take them with constants alone. */
    private final java.util.Set<String> handedApart = new java.util.HashSet<>();
    private int counter;

    /** An empty graph. */
    public OnnxGraph() {
        graph.string(2, "encoder");
    }

    /** A graph input of element type {@code elemType}; each dimension a {@code Long} (fixed) or a {@code String} (symbolic). */
    public Value input(String name, int elemType, Object... dims) {
        graph.message(11, valueInfo(name, elemType, dims));
        return new Value(name);
    }

    /** Makes {@code v} a graph output named {@code name} (float32, {@code dims} as for {@link #input}). */
    public void output(Value v, String name, Object... dims) {
        Value out = v.name().equals(name) ? v : node("Identity", List.of(), new String[] {name}, v)[0];
        graph.message(12, valueInfo(out.name(), FLOAT, dims));
    }

    /**
     * The checkpoint tensor {@code t} as a float32 value of the graph: an initializer named as stored, its data
     * handed to ONNX Runtime apart ({@link #externalTensors()}); an F16 or BF16 tensor is converted to float32 once
     * here, as transformers loads a half-precision checkpoint into a float32 model ({@code param.copy_(value)}). The
     * same tensor asked for twice is one initializer.
     *
     * <p>Only operators with a run-time input may take such a weight (a {@code Gemm} on the hidden states, a
     * {@code Gather} by the input ids): ONNX Runtime folds an operator whose inputs are all constant while it
     * loads the graph, and cannot read a weight whose data it is handed apart. A weight an operator of its own
     * transforms (DeBERTa's LayerNorm'd relative embeddings) is {@link #runtimeWeight}.
     */
    public Value weight(Tensor t) {
        return declare(t, false);
    }

    /**
     * {@link #weight} as an initializer that is also a graph input (an overridable initializer, ONNX IR 4): ONNX
     * Runtime computes what depends on it at every run instead of folding it when it loads the graph.
     */
    public Value runtimeWeight(Tensor t) {
        return declare(t, true);
    }

    private Value declare(Tensor t, boolean runtime) {
        Value v = weights.get(t.name());
        if (v != null) {
            return v;
        }
        Tensor f = t.toFloat32();
        ProtoWriter tp = new ProtoWriter().packed(1, f.shape()).varint(2, FLOAT).string(8, f.name());
        tp.message(13, new ProtoWriter().string(1, "location").string(2, EXTERNAL_LOCATION));
        tp.varint(14, 1);
        graph.message(5, tp);
        if (runtime) {
            Object[] dims = new Object[f.shape().length];
            for (int i = 0; i < dims.length; i++) {
                dims[i] = f.shape()[i];
            }
            graph.message(11, valueInfo(f.name(), FLOAT, dims));
        }
        external.put(f.name(), f);
        v = new Value(f.name());
        weights.put(t.name(), v);
        if (!runtime) {
            constant.add(f.name());
            handedApart.add(f.name());
        }
        return v;
    }

    /** A float32 constant of shape {@code dims} (empty: a scalar), embedded in the graph. */
    public Value floats(long[] dims, float... data) {
        ByteBuffer b = ByteBuffer.allocate(data.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : data) {
            b.putFloat(f);
        }
        return constant(FLOAT, dims, b.array());
    }

    /** A float32 scalar constant. */
    public Value scalar(float v) {
        return floats(new long[0], v);
    }

    /** An int64 constant of shape {@code dims} (empty: a scalar), embedded in the graph. */
    public Value longs(long[] dims, long... data) {
        ByteBuffer b = ByteBuffer.allocate(data.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        for (long l : data) {
            b.putLong(l);
        }
        return constant(INT64, dims, b.array());
    }

    /** A one-dimensional int64 constant (shapes, axes, indices). */
    public Value vector(long... data) {
        return longs(new long[] {data.length}, data);
    }

    private Value constant(int type, long[] dims, byte[] raw) {
        String name = "const_" + counter++;
        graph.message(5, new ProtoWriter().packed(1, dims).varint(2, type).string(8, name).bytes(9, raw));
        constant.add(name);
        return new Value(name);
    }

    /** The output of one {@code opType} node on {@code inputs}. */
    public Value op(String opType, Value... inputs) {
        return op(opType, List.of(), inputs);
    }

    /** The output of one {@code opType} node with attributes on {@code inputs}. */
    public Value op(String opType, List<Attr> attrs, Value... inputs) {
        return node(opType, attrs, new String[] {fresh(opType)}, inputs)[0];
    }

    /** The {@code outputs} outputs of one {@code opType} node. */
    public Value[] ops(String opType, int outputs, List<Attr> attrs, Value... inputs) {
        String[] names = new String[outputs];
        for (int i = 0; i < outputs; i++) {
            names[i] = fresh(opType);
        }
        return node(opType, attrs, names, inputs);
    }

    private String fresh(String opType) {
        return opType + "_" + counter++;
    }

    private Value[] node(String opType, List<Attr> attrs, String[] outputs, Value... inputs) {
        boolean allConstant = true;
        String weight = null;
        for (Value in : inputs) {
            allConstant &= in.name().isEmpty() || constant.contains(in.name());
            if (handedApart.contains(in.name())) {
                weight = in.name();
            }
        }
        if (allConstant && weight != null) {
            // ONNX Runtime folds such an operator while it loads the graph, reading the weight from the model file,
            // where it is not: the session would fail with a file-system error
            throw new IllegalStateException(opType + " on the weight " + weight + " and constants alone: declare it with"
                    + " runtimeWeight, or view it (Tensor.reshaped) instead of reshaping it");
        }
        ProtoWriter n = new ProtoWriter();
        for (Value in : inputs) {
            n.string(1, in.name());
        }
        Value[] out = new Value[outputs.length];
        for (int i = 0; i < outputs.length; i++) {
            n.string(2, outputs[i]);
            out[i] = new Value(outputs[i]);
            if (allConstant) {
                constant.add(outputs[i]);
            }
        }
        n.string(3, outputs[0]).string(4, opType);
        for (Attr a : attrs) {
            n.message(5, a.proto());
        }
        graph.message(1, n);
        return out;
    }

    private static ProtoWriter valueInfo(String name, int elemType, Object... dims) {
        ProtoWriter shape = new ProtoWriter();
        for (Object d : dims) {
            ProtoWriter dim = new ProtoWriter();
            if (d instanceof String s) {
                dim.string(2, s);
            } else {
                dim.varint(1, ((Number) d).longValue());
            }
            shape.message(1, dim);
        }
        ProtoWriter tensor = new ProtoWriter().varint(1, elemType).message(2, shape);
        return new ProtoWriter().string(1, name).message(2, new ProtoWriter().message(1, tensor));
    }

    /** The {@code ModelProto} bytes (the graph's structure; the weights stay outside, {@link #externalTensors()}). */
    public byte[] toModel() {
        ProtoWriter opset = new ProtoWriter().string(1, "").varint(2, OPSET);
        return new ProtoWriter().varint(1, IR_VERSION).string(2, "nlg-metrics").message(7, graph).message(8, opset)
                .toByteArray();
    }

    /** The checkpoint tensors the graph declares, by initializer name, in declaration order. */
    public Map<String, Tensor> externalTensors() {
        return Collections.unmodifiableMap(external);
    }

    @Override
    public String toString() {
        return "OnnxGraph[" + counter + " values, " + external.size() + " weights " + Arrays.toString(
                external.keySet().stream().limit(3).toArray()) + "...]";
    }
}
