package io.github.nlgmetrics.bertscore.model;

import io.github.nlgmetrics.text.spm.ProtoReader;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes every hidden state of a BERT-style encoder export reachable: an ONNX export usually has one
 * output (the last hidden state), while bert_score cuts the encoder after {@code num_layers} layers
 * (0 = the embedding output) and {@code all_layers} reads every hidden state.
 *
 * <p>Hidden state {@code k} of transformers' {@code BertModel}/{@code RobertaModel} is the output of a
 * LayerNorm: the embeddings' ({@code embeddings.LayerNorm}) for {@code k = 0}, layer {@code k-1}'s last
 * one ({@code encoder.layer.<k-1>.output.LayerNorm}) after. An export from torch keeps those modules'
 * parameter names as initializer names, so the tensor of hidden state {@code k} is the output of the
 * node that consumes the LayerNorm's {@code bias} (the last {@code Add} of a decomposed LayerNorm, or a
 * fused {@code LayerNormalization} node). {@link #withOutputs} rewrites the {@code ModelProto} bytes so
 * that the graph's outputs are exactly the hidden states asked for (the unused tail of the encoder is
 * then pruned by ONNX Runtime): a minimal protobuf edit, no ONNX library.
 *
 * <p>ONNX field numbers used: {@code ModelProto.graph = 7}; {@code GraphProto.node = 1},
 * {@code initializer = 5}, {@code output = 12}; {@code NodeProto.input = 1}, {@code output = 2};
 * {@code TensorProto.name = 8}; {@code ValueInfoProto.name = 1}, {@code type = 2};
 * {@code TypeProto.tensor_type = 1}, {@code Tensor.elem_type = 1} (1 = FLOAT).
 */
public final class OnnxLayers {
    private static final String KIND = "an ONNX model";
    private static final Pattern LAYER_BIAS = Pattern.compile("(?:.*[./])?encoder\\.layer\\.(\\d+)\\.output\\.LayerNorm\\.bias");
    private static final Pattern EMBEDDING_BIAS = Pattern.compile("(?:.*[./])?embeddings\\.LayerNorm\\.bias");

    private final byte[] model;
    private final int graphStart;
    private final int graphEnd;
    private final int graphFieldStart;
    private static final Pattern WORD_EMBEDDINGS = Pattern.compile("(?:.*[./])?embeddings\\.word_embeddings\\.weight");

    private final List<String> hiddenStates;
    private long vocabularySize;

    private OnnxLayers(byte[] model, int graphFieldStart, int graphStart, int graphEnd, List<String> hiddenStates) {
        this.model = model;
        this.graphFieldStart = graphFieldStart;
        this.graphStart = graphStart;
        this.graphEnd = graphEnd;
        this.hiddenStates = hiddenStates;
    }

    /**
     * Reads an ONNX model's graph and finds its hidden states; {@code IllegalArgumentException} when
     * the bytes are not an ONNX model or the graph has no recognisable embedding and layer LayerNorms.
     */
    public static OnnxLayers read(byte[] model) {
        ProtoReader r = new ProtoReader(model, 0, model.length, KIND);
        int graphFieldStart = -1;
        int graphStart = -1;
        int graphEnd = -1;
        while (r.hasMore()) {
            int fieldStart = r.position();
            int tag = r.readTag();
            if (tag == (7 << 3 | ProtoReader.LENGTH_DELIMITED)) {
                ProtoReader g = r.readMessage();
                graphFieldStart = fieldStart;
                graphStart = g.position();
                graphEnd = r.position();
            } else {
                r.skip(tag);
            }
        }
        if (graphStart < 0) {
            throw new IllegalArgumentException("not an ONNX model: no graph");
        }
        long[] vocab = new long[1];
        OnnxLayers l = new OnnxLayers(model, graphFieldStart, graphStart, graphEnd,
                findHiddenStates(new ProtoReader(model, graphStart, graphEnd, KIND), vocab));
        l.vocabularySize = vocab[0];
        return l;
    }

    /** The rows of the word-embedding table ({@code embeddings.word_embeddings.weight}), 0 when not found. */
    public long vocabularySize() {
        return vocabularySize;
    }

    /** The tensor names of the hidden states, embeddings first: {@code size() - 1} is the number of layers. */
    public List<String> hiddenStates() {
        return hiddenStates;
    }

    /** The number of encoder layers. */
    public int layers() {
        return hiddenStates.size() - 1;
    }

    private static List<String> findHiddenStates(ProtoReader g, long[] vocab) {
        Map<String, String> biasConsumer = new HashMap<>();
        List<String> initializers = new ArrayList<>();
        List<byte[]> nodes = new ArrayList<>();
        while (g.hasMore()) {
            int tag = g.readTag();
            if (tag == (1 << 3 | ProtoReader.LENGTH_DELIMITED)) {
                nodes.add(g.readBytes());
            } else if (tag == (5 << 3 | ProtoReader.LENGTH_DELIMITED)) {
                long[] firstDim = new long[1];
                String name = tensorName(g.readMessage(), firstDim);
                if (name != null) {
                    initializers.add(name);
                    if (WORD_EMBEDDINGS.matcher(name).matches()) {
                        vocab[0] = firstDim[0];
                    }
                }
            } else {
                g.skip(tag);
            }
        }
        TreeMap<Integer, String> layerBias = new TreeMap<>();
        String embeddingBias = null;
        for (String name : initializers) {
            Matcher m = LAYER_BIAS.matcher(name);
            if (m.matches()) {
                layerBias.put(Integer.parseInt(m.group(1)), name);
            } else if (EMBEDDING_BIAS.matcher(name).matches()) {
                embeddingBias = name;
            }
        }
        if (embeddingBias == null || layerBias.isEmpty()) {
            throw new IllegalArgumentException("the ONNX graph has no initializers named embeddings.LayerNorm.bias and"
                    + " encoder.layer.N.output.LayerNorm.bias: not a BERT-style encoder exported from torch");
        }
        for (byte[] node : nodes) {
            List<String> inputs = new ArrayList<>();
            String output = null;
            ProtoReader n = new ProtoReader(node, 0, node.length, KIND);
            while (n.hasMore()) {
                int tag = n.readTag();
                if (tag == (1 << 3 | ProtoReader.LENGTH_DELIMITED)) {
                    inputs.add(n.readString());
                } else if (tag == (2 << 3 | ProtoReader.LENGTH_DELIMITED) && output == null) {
                    output = n.readString();
                } else {
                    n.skip(tag);
                }
            }
            for (String in : inputs) {
                if (output != null && (in.equals(embeddingBias) || layerBias.containsValue(in))) {
                    biasConsumer.put(in, output);
                }
            }
        }
        List<String> states = new ArrayList<>();
        states.add(require(biasConsumer, embeddingBias));
        int expected = 0;
        for (Map.Entry<Integer, String> e : layerBias.entrySet()) {
            if (e.getKey() != expected++) {
                throw new IllegalArgumentException("the ONNX graph has no encoder.layer." + (expected - 1)
                        + ".output.LayerNorm.bias (layers found: " + layerBias.keySet() + ")");
            }
            states.add(require(biasConsumer, e.getValue()));
        }
        return List.copyOf(states);
    }

    private static String require(Map<String, String> consumer, String bias) {
        String out = consumer.get(bias);
        if (out == null) {
            throw new IllegalArgumentException("no node of the ONNX graph uses the initializer " + bias);
        }
        return out;
    }

    private static String tensorName(ProtoReader t, long[] firstDim) {
        String name = null;
        boolean dimSeen = false;
        while (t.hasMore()) {
            int tag = t.readTag();
            if (tag == (1 << 3 | ProtoReader.VARINT) && !dimSeen) {
                firstDim[0] = t.readVarint();
                dimSeen = true;
            } else if (tag == (1 << 3 | ProtoReader.LENGTH_DELIMITED) && !dimSeen) {
                firstDim[0] = t.readMessage().readVarint();
                dimSeen = true;
            } else if (tag == (8 << 3 | ProtoReader.LENGTH_DELIMITED)) {
                name = t.readString();
            } else {
                t.skip(tag);
            }
        }
        return name;
    }

    /**
     * The model's bytes with its graph outputs replaced by the hidden states {@code layers} (indices into
     * {@link #hiddenStates()}, each a float tensor {@code [batch, length, hidden]}), in that order.
     */
    public byte[] withOutputs(int... layers) {
        // the graph's fields other than its outputs are kept as they are: their byte ranges are copied once
        // into an array of the final size (a 90 MB model is not copied through growing buffers)
        ByteArrayOutputStream outputs = new ByteArrayOutputStream();
        for (int layer : layers) {
            if (layer < 0 || layer >= hiddenStates.size()) {
                throw new IllegalArgumentException("no hidden state " + layer + " (0.." + layers() + ")");
            }
            writeField(outputs, 12, valueInfo(hiddenStates.get(layer)));
        }
        List<int[]> kept = new ArrayList<>();
        long graphLength = outputs.size();
        ProtoReader g = new ProtoReader(model, graphStart, graphEnd, KIND);
        while (g.hasMore()) {
            int start = g.position();
            int tag = g.readTag();
            g.skip(tag);
            if (tag != (12 << 3 | ProtoReader.LENGTH_DELIMITED)) {
                int[] last = kept.isEmpty() ? null : kept.get(kept.size() - 1);
                if (last != null && last[1] == start) {
                    last[1] = g.position();
                } else {
                    kept.add(new int[] {start, g.position()});
                }
                graphLength += g.position() - start;
            }
        }
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        writeVarint(header, 7 << 3 | ProtoReader.LENGTH_DELIMITED);
        writeVarint(header, graphLength);
        long total = graphFieldStart + header.size() + graphLength + (model.length - graphEnd);
        if (total > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("the edited ONNX model would exceed 2 GB");
        }
        byte[] out = new byte[(int) total];
        System.arraycopy(model, 0, out, 0, graphFieldStart);
        int at = graphFieldStart;
        at = put(header.toByteArray(), out, at);
        for (int[] range : kept) {
            System.arraycopy(model, range[0], out, at, range[1] - range[0]);
            at += range[1] - range[0];
        }
        at = put(outputs.toByteArray(), out, at);
        System.arraycopy(model, graphEnd, out, at, model.length - graphEnd);
        return out;
    }

    private static int put(byte[] bytes, byte[] out, int at) {
        System.arraycopy(bytes, 0, out, at, bytes.length);
        return at + bytes.length;
    }

    private static byte[] valueInfo(String name) {
        ByteArrayOutputStream tensorType = new ByteArrayOutputStream();
        writeVarint(tensorType, 1 << 3);
        writeVarint(tensorType, 1); // elem_type FLOAT
        ByteArrayOutputStream type = new ByteArrayOutputStream();
        writeField(type, 1, tensorType.toByteArray());
        ByteArrayOutputStream info = new ByteArrayOutputStream();
        writeField(info, 1, name.getBytes(StandardCharsets.UTF_8));
        writeField(info, 2, type.toByteArray());
        return info.toByteArray();
    }

    private static void writeField(ByteArrayOutputStream out, int field, byte[] value) {
        writeVarint(out, (long) field << 3 | ProtoReader.LENGTH_DELIMITED);
        writeVarint(out, value.length);
        out.write(value, 0, value.length);
    }

    private static void writeVarint(ByteArrayOutputStream out, long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write((int) v);
    }
}
