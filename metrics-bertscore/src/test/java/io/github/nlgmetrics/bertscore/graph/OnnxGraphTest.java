package io.github.nlgmetrics.bertscore.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxTensorLike;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtSession;
import io.github.nlgmetrics.bertscore.checkpoint.DType;
import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OnnxGraphTest {
    @Test
    void externalWeightsAreUsedWhereTheyLie() throws Exception {
        ByteBuffer w = ByteBuffer.allocateDirect(6 * 4).order(ByteOrder.LITTLE_ENDIAN);
        float[] wv = {1, 2, 3, 4, 5, 6}; // [3, 2]: y = x W^T with W [out=3, in=2]
        for (float f : wv) {
            w.putFloat(f);
        }
        w.flip();
        OnnxGraph g = new OnnxGraph();
        Value x = g.input("x", OnnxGraph.FLOAT, "n", 2L);
        Value wt = g.weight(new Tensor("w", DType.F32, new long[] {3, 2}, w.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN)));
        Value y = g.op("Gemm", List.of(OnnxGraph.Attr.i("transB", 1)), x, wt);
        g.output(y, "y", "n", 3L);
        OrtEnvironment env = OrtEnvironment.getEnvironment();
        Map<String, OnnxTensorLike> ext = new HashMap<>();
        for (Map.Entry<String, Tensor> e : g.externalTensors().entrySet()) {
            ext.put(e.getKey(), OnnxTensor.createTensor(env, e.getValue().data(), e.getValue().shape(), OnnxJavaType.FLOAT));
        }
        try (OrtSession.SessionOptions so = new OrtSession.SessionOptions()) {
            for (Map.Entry<String, OnnxTensorLike> e : ext.entrySet()) {
                so.addInitializer(e.getKey(), e.getValue());
            }
            try (OrtSession s = env.createSession(g.toModel(), so);
                    OnnxTensor in = OnnxTensor.createTensor(env, FloatBuffer.wrap(new float[] {1, 1}), new long[] {1, 2});
                    OrtSession.Result r = s.run(Map.of("x", in))) {
                float[][] out = (float[][]) r.get(0).getValue();
                assertArrayEquals(new float[] {3, 7, 11}, out[0]);
            }
        }
    }

    /**
     * An operator on a weight and constants alone is refused where the graph is built: ONNX Runtime would fold it
     * while loading, reading the weight from a model file that does not hold it.
     */
    @Test
    void anOperatorOnAWeightAloneIsRefused() {
        ByteBuffer w = ByteBuffer.allocateDirect(16).order(ByteOrder.LITTLE_ENDIAN);
        OnnxGraph g = new OnnxGraph();
        Value x = g.input("x", OnnxGraph.FLOAT, "n", 4L);
        Value weight = g.weight(new Tensor("w", DType.F32, new long[] {4}, w));
        g.op("Add", x, weight); // a run-time input: fine
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> g.op("Reshape", weight, g.vector(2, 2)));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("Reshape on the weight w"), e.getMessage());
        Value runtime = g.runtimeWeight(new Tensor("r", DType.F32, new long[] {4}, w));
        g.op("Reshape", runtime, g.vector(2, 2)); // computed at each run
    }

    @Test
    void halfPrecisionWeightsBecomeFloat32Exactly() {
        ByteBuffer h = ByteBuffer.allocateDirect(10).order(ByteOrder.LITTLE_ENDIAN);
        short[] halves = {0x3C00, (short) 0xC000, 0x0001, 0x7BFF, (short) 0xFC00}; // 1, -2, 2^-24, 65504, -inf
        for (short v : halves) {
            h.putShort(v);
        }
        Tensor f = new Tensor("h", DType.F16, new long[] {5}, h.flip()).toFloat32();
        float[] want = {1f, -2f, 0x1p-24f, 65504f, Float.NEGATIVE_INFINITY};
        for (int i = 0; i < want.length; i++) {
            org.junit.jupiter.api.Assertions.assertEquals(want[i], f.data().getFloat(4 * i), 0f);
        }
        ByteBuffer b = ByteBuffer.allocateDirect(4).order(ByteOrder.LITTLE_ENDIAN);
        b.putShort((short) 0x3F80).putShort((short) 0xC0A0); // 1, -5
        Tensor bf = new Tensor("b", DType.BF16, new long[] {2}, b.flip()).toFloat32();
        org.junit.jupiter.api.Assertions.assertEquals(1f, bf.data().getFloat(0), 0f);
        org.junit.jupiter.api.Assertions.assertEquals(-5f, bf.data().getFloat(4), 0f);
    }
}
