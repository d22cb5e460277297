package io.github.nlgmetrics.bertscore.model;

import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxTensorLike;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A BERT-style encoder on ONNX Runtime (CPU, or CUDA when the {@code onnxruntime_gpu} build is on the
 * class path and asked for), every hidden state reachable ({@link OnnxLayers}). One ONNX Runtime
 * session per set of hidden states asked for, created on first use from the edited model bytes and
 * kept; {@link OrtSession#run} is safe to call from several threads, and so is this class.
 * {@link #close()} releases the native sessions.
 *
 * <p>{@link #embed} runs sentences in batches padded to the batch's longest ({@code attention_mask}
 * 1 on the tokens, 0 on the padding, {@code token_type_ids} 0), as transformers' {@code BertModel}
 * is called by bert_score, and returns every token's hidden state L2-normalised in float32
 * ({@code emb.div_(torch.norm(emb, dim=-1).unsqueeze(-1))}, which both bert_score and torchmetrics do
 * before matching).
 *
 * <p>Batches hold at most {@link #CPU_BATCH} sentences on the CPU, whatever batch size the caller asks for
 * ({@link #inferenceBatch}): an encoder's output for a sentence does not depend on the other sentences of its
 * batch nor on its padding (the attention mask gives padded keys weight exactly 0), and small batches keep
 * the activations in the processor's caches: on the 3,004 WMT17 pairs of {@code compare.py}, batches of 16
 * took 13% less CPU time than bert_score's 64, with bit-identical hidden states (docs/performance.md).
 */
public final class Encoder implements AutoCloseable {
    /** Where the encoder runs. */
    public enum Device { CPU, CUDA }

    /** The most sentences of one batch on the CPU (measured, see the class comment). */
    public static final int CPU_BATCH = 16;

    private final OrtEnvironment env = NativeRuntime.environment();
    private final EncoderSource source;
    private final int threads;
    private final Device device;
    private final Map<String, OrtSession> sessions = new ConcurrentHashMap<>();
    private final Map<String, OnnxTensor> weights = new HashMap<>();
    private volatile boolean closed;

    /**
     * An encoder over the ONNX model {@code onnx} ({@code IllegalArgumentException} when it is not a
     * BERT-style export or ONNX Runtime rejects it); {@code threads} intra-op threads (0: the default, one on the
     * CPU, where batches run side by side; see {@link #runsBatchesInParallel()}).
     */
    public Encoder(byte[] onnx, int threads, Device device) {
        this(new OnnxExport(onnx, "model.onnx"), threads, device);
        session(new int[] {source.layers()}, false);
    }

    /**
     * An encoder over the graphs of {@code source}, run by ONNX Runtime with {@code threads} intra-op threads
     * (0: the default, one on the CPU, where batches run side by side; see {@link #runsBatchesInParallel()}).
     */
    public Encoder(EncoderSource source, int threads, Device device) {
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be >= 0: " + threads);
        }
        this.source = source;
        this.threads = threads;
        this.device = device;
    }

    /**
     * The batch size to run when a caller's computation is defined with batches of {@code requested}
     * sentences: {@link #CPU_BATCH} at most on the CPU, {@code requested} on CUDA.
     */
    public int inferenceBatch(int requested) {
        return device == Device.CPU ? Math.min(requested, CPU_BATCH) : requested;
    }

    /**
     * Whether the caller should run inference batches side by side (each on one thread: the CPU, whose sessions run
     * one intra-op thread unless asked otherwise), rather than one after another (CUDA).
     */
    public boolean runsBatchesInParallel() {
        return device == Device.CPU;
    }

    /** The rows of the model's word-embedding table (0 when the graph does not name it). */
    public int vocabularySize() {
        return (int) source.vocabularySize();
    }

    /** The number of encoder layers (hidden states {@code 0..layers()}). */
    public int layers() {
        return source.layers();
    }

    /** The longest input the model takes (0: any length, or not known). */
    public int maxLength() {
        return source.maxLength();
    }

    /** What the model is, for messages. */
    public String describe() {
        return source.describe();
    }

    private OrtSession session(int[] states, boolean cut) {
        String key = Arrays.toString(states) + (cut ? " cut" : "");
        OrtSession s = sessions.get(key);
        if (s != null) {
            return s;
        }
        synchronized (sessions) {
            if (closed) {
                throw new IllegalStateException("the encoder is closed");
            }
            s = sessions.get(key);
            if (s == null) {
                s = create(source.graph(states, cut));
                try {
                    Set<String> inputs = s.getInputNames();
                    if (!inputs.contains("input_ids") || !inputs.contains("attention_mask")) {
                        s.close();
                        throw new IllegalArgumentException("the ONNX model's inputs are " + inputs
                                + ", not input_ids and attention_mask");
                    }
                } catch (OrtException e) {
                    throw new IllegalArgumentException("ONNX Runtime cannot read the model's inputs: " + e.getMessage());
                }
                sessions.put(key, s);
            }
            return s;
        }
    }

    private OrtSession create(EncoderSource.Graph graph) {
        try (OrtSession.SessionOptions so = new OrtSession.SessionOptions()) {
            // the checkpoint's tensors as they lie in the mapped file: addInitializer hands ONNX Runtime the memory
            // itself (addExternalInitializers copies it, twice: 2.7 GB more for a BERT-large); the tensors stay open
            // as long as this encoder
            for (Map.Entry<String, OnnxTensorLike> w : externalWeights(graph).entrySet()) {
                so.addInitializer(w.getKey(), w.getValue());
            }
            // ONNX Runtime's warnings (an initializer left unused by a graph cut short, ...) are not the user's
            // business; its errors come back as exceptions
            so.setSessionLogLevel(ai.onnxruntime.OrtLoggingLevel.ORT_LOGGING_LEVEL_ERROR);
            // on the CPU the caller runs inference batches side by side (its Parallelism), one thread each: ONNX
            // Runtime's own pool would compete with them; its threads spin while they wait for each other, which on
            // a busy machine cost half as much CPU time again as the work itself (docs/performance.md)
            so.setIntraOpNumThreads(threads > 0 ? threads : device == Device.CPU ? 1
                    : Runtime.getRuntime().availableProcessors());
            so.addConfigEntry("session.intra_op.allow_spinning", "0");
            if (!graph.external().isEmpty()) {
                // the weights stay where they lie (the mapped checkpoint, 1.34 GB for a BERT-large), so a prepacked
                // copy of each matrix would hold them twice: 2.7 GB instead of 1.5 GB peak, for 5-15% more speed
                // (docs/performance.md, "BERTScore on a checkpoint")
                so.addConfigEntry("session.disable_prepacking", "1");
            }
            if (device == Device.CUDA) {
                try {
                    so.addCUDA(0);
                } catch (OrtException | RuntimeException | LinkageError e) {
                    throw new IllegalArgumentException("device cuda: this ONNX Runtime has no CUDA provider"
                            + " (put com.microsoft.onnxruntime:onnxruntime_gpu on the class path instead of onnxruntime): "
                            + e.getMessage());
                }
            }
            return env.createSession(graph.model(), so);
        } catch (OrtException e) {
            throw new IllegalArgumentException("ONNX Runtime cannot load the model: " + e.getMessage());
        }
    }

    /**
     * The L2-normalised hidden states {@code states} (indices {@code 0..layers()}) of each sentence:
     * {@code result[s][k]} is sentence {@code s}'s hidden state {@code states[k]}, row-major
     * {@code [ids[s].length][hidden]}. Sentences are run in consecutive batches of {@code batchSize},
     * each padded to its longest; callers sort by length to pad little.
     */
    public float[][][] embed(List<int[]> ids, int[] states, int batchSize) {
        return embed(ids, states, batchSize, false);
    }

    /**
     * {@link #embed(List, int[], int)} of the model cut after the largest state asked for when {@code cut}
     * (bert_score's {@code num_layers}; see {@link EncoderSource#graph}).
     */
    public float[][][] embed(List<int[]> ids, int[] states, int batchSize, boolean cut) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be >= 1: " + batchSize);
        }
        checkInputs(ids);
        OrtSession session = session(states, cut);
        float[][][] out = new float[ids.size()][][];
        for (int start = 0; start < ids.size(); start += batchSize) {
            int end = Math.min(ids.size(), start + batchSize);
            runBatch(session, ids, start, end, states.length, out);
        }
        return out;
    }

    private void runBatch(OrtSession session, List<int[]> ids, int start, int end, int nStates, float[][][] out) {
        int b = end - start;
        int len = 0;
        for (int i = start; i < end; i++) {
            len = Math.max(len, ids.get(i).length);
        }
        long[] inputIds = new long[b * len];
        long[] mask = new long[b * len];
        Arrays.fill(inputIds, source.padId());
        for (int i = 0; i < b; i++) {
            int[] s = ids.get(start + i);
            for (int j = 0; j < s.length; j++) {
                inputIds[i * len + j] = s[j];
                mask[i * len + j] = 1;
            }
        }
        long[] shape = {b, len};
        Map<String, OnnxTensor> in = new HashMap<>();
        try {
            in.put("input_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(inputIds), shape));
            in.put("attention_mask", OnnxTensor.createTensor(env, LongBuffer.wrap(mask), shape));
            if (session.getInputNames().contains("token_type_ids")) {
                in.put("token_type_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(new long[b * len]), shape));
            }
            try (OrtSession.Result r = session.run(in)) {
                for (int k = 0; k < nStates; k++) {
                    OnnxTensor t = (OnnxTensor) r.get(k);
                    long[] dims = t.getInfo().getShape();
                    int hidden = (int) dims[2];
                    FloatBuffer fb = t.getFloatBuffer();
                    for (int i = 0; i < b; i++) {
                        int n = ids.get(start + i).length;
                        float[] e = new float[n * hidden];
                        fb.position(i * len * hidden);
                        fb.get(e, 0, n * hidden);
                        normalise(e, hidden);
                        if (out[start + i] == null) {
                            out[start + i] = new float[nStates][];
                        }
                        out[start + i][k] = e;
                    }
                }
            }
        } catch (OrtException e) {
            throw new IllegalArgumentException("ONNX Runtime failed on a batch of " + b + " sentences of up to "
                    + len + " tokens: " + e.getMessage());
        } finally {
            in.values().forEach(OnnxTensor::close);
        }
    }

    /**
     * Refuses, before anything runs, a sequence longer than the model's positions or an id past its vocabulary
     * (ONNX Runtime would fail deep inside a Gather, or a user's export could read past its table).
     */
    private void checkInputs(List<int[]> ids) {
        int max = source.maxLength();
        long vocab = source.vocabularySize();
        for (int[] seq : ids) {
            if (max > 0 && seq.length > max) {
                throw new IllegalArgumentException("a text of " + seq.length + " tokens is longer than the " + max
                        + " positions of " + source.describe());
            }
            for (int id : seq) {
                if (id < 0 || vocab > 0 && id >= vocab) {
                    throw new IllegalArgumentException("token id " + id + " is outside the vocabulary of " + vocab
                            + " of " + source.describe() + ": the tokenizer files do not fit this model");
                }
            }
        }
    }

    private Map<String, OnnxTensorLike> externalWeights(EncoderSource.Graph graph) throws OrtException {
        Map<String, OnnxTensorLike> out = new HashMap<>();
        synchronized (weights) {
            for (Map.Entry<String, Tensor> e : graph.external().entrySet()) {
                OnnxTensor t = weights.get(e.getKey());
                if (t == null) {
                    Tensor w = e.getValue(); // float32: OnnxGraph converted half-precision weights
                    t = OnnxTensor.createTensor(env, w.data(), w.shape(), OnnxJavaType.FLOAT);
                    weights.put(e.getKey(), t);
                }
                out.put(e.getKey(), t);
            }
        }
        return out;
    }

    /** Divides each row of {@code hidden} floats by its L2 norm, in float32 as torch does. */
    static void normalise(float[] e, int hidden) {
        for (int off = 0; off < e.length; off += hidden) {
            double ss = 0;
            for (int d = 0; d < hidden; d++) {
                ss += (double) e[off + d] * e[off + d];
            }
            float norm = (float) Math.sqrt(ss);
            for (int d = 0; d < hidden; d++) {
                e[off + d] = e[off + d] / norm;
            }
        }
    }

    @Override
    public void close() {
        synchronized (sessions) {
            closed = true;
            for (OrtSession s : sessions.values()) {
                try {
                    s.close();
                } catch (OrtException e) {
                    // nothing more can be released
                }
            }
            sessions.clear();
        }
        synchronized (weights) {
            weights.values().forEach(OnnxTensor::close);
            weights.clear();
        }
    }
}
