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
            so.addExternalInitializers(ext);
            try (OrtSession s = env.createSession(g.toModel(), so);
                    OnnxTensor in = OnnxTensor.createTensor(env, FloatBuffer.wrap(new float[] {1, 1}), new long[] {1, 2});
                    OrtSession.Result r = s.run(Map.of("x", in))) {
                float[][] out = (float[][]) r.get(0).getValue();
                assertArrayEquals(new float[] {3, 7, 11}, out[0]);
            }
        }
    }
}
