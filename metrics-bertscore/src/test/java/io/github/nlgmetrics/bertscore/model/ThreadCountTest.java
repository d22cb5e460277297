package io.github.nlgmetrics.bertscore.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.bertscore.BertScore;
import io.github.nlgmetrics.bertscore.BertScoreConfig;
import io.github.nlgmetrics.bertscore.BertScoreResult;
import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The numbers do not depend on the machine's load or core count: every hidden state is the same to the bit with
 * 1 and with 4 ONNX Runtime threads, and a whole BERTScore call the same with its batches on 1 thread, on 4 of the
 * library's, and on a caller's executor.
 */
class ThreadCountTest {
    private static Path shape(String name) throws Exception {
        return Path.of(ThreadCountTest.class.getResource("/io/github/nlgmetrics/bertscore/family/shapes/" + name).toURI());
    }

    @ParameterizedTest
    @ValueSource(strings = {"deberta-v2-conv-no-buckets", "bert-relative-key-query-bf16-gamma-beta", "albert-two-groups"})
    void hiddenStatesAreTheSameWithOneAndFourInferenceThreads(String name) throws Exception {
        JsonNode all = new ObjectMapper().readTree(shape("hidden-states.json").toFile());
        List<int[]> ids = CheckpointOtherShapesTest.ids(all.get(name));
        List<int[]> many = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            many.addAll(ids);
        }
        try (Encoder one = new Encoder(BertModels.source(shape(name), name), 1, Encoder.Device.CPU);
                Encoder four = new Encoder(BertModels.source(shape(name), name), 4, Encoder.Device.CPU)) {
            int[] states = new int[one.layers() + 1];
            for (int i = 0; i < states.length; i++) {
                states[i] = i;
            }
            float[][][] a = one.embed(many, states, many.size());
            float[][][] b = four.embed(many, states, many.size());
            for (int s = 0; s < a.length; s++) {
                for (int k = 0; k < states.length; k++) {
                    assertArrayEquals(a[s][k], b[s][k], 0f, name + " sequence " + s + " state " + k);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"deberta-absolute-short-span", "roberta-classifier-prefix"})
    void aWholeCallIsTheSameOnAnyParallelism(String name) throws Exception {
        Path dir = shape(name);
        SubwordTokenizer tokenizer = new DigitsTokenizer();
        try (BertModel model = new BertModel(name, tokenizer, new Encoder(BertModels.source(dir, name), 0,
                Encoder.Device.CPU))) {
            List<String> hyps = new ArrayList<>();
            List<List<String>> refs = new ArrayList<>();
            java.util.Random r = new java.util.Random(5);
            for (int i = 0; i < 150; i++) {
                hyps.add(DigitsTokenizer.text(r, 1 + r.nextInt(25)));
                refs.add(List.of(DigitsTokenizer.text(r, 1 + r.nextInt(25))));
            }
            BertScore metric = BertScore.of(BertScoreConfig.defaults(BertScoreConfig.Reference.BERT_SCORE)
                    .withNumLayers(2).withBatchSize(7).withIdf(true), model);
            BertScoreResult sequential = metric.corpusScore(hyps, refs, Parallelism.sequential());
            BertScoreResult four = metric.corpusScore(hyps, refs, Parallelism.threads(4));
            ExecutorService pool = Executors.newFixedThreadPool(3);
            try {
                BertScoreResult caller = metric.corpusScore(hyps, refs, Parallelism.on(pool, 3));
                assertEquals(sequential.fields(), four.fields());
                assertEquals(sequential.fields(), caller.fields());
            } finally {
                pool.shutdown();
            }
        }
    }

    /** A tokenizer of space-separated small integers (the test checkpoints' ids), framed by ids 1 and 2. */
    static final class DigitsTokenizer implements SubwordTokenizer {
        static String text(java.util.Random r, int n) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                sb.append(i == 0 ? "" : " ").append(3 + r.nextInt(60));
            }
            return sb.toString();
        }

        @Override
        public int[] encode(String text) {
            String[] w = text.isBlank() ? new String[0] : text.strip().split(" ");
            int[] ids = new int[w.length + 2];
            ids[0] = 1;
            for (int i = 0; i < w.length; i++) {
                ids[i + 1] = Integer.parseInt(w[i]);
            }
            ids[ids.length - 1] = 2;
            return ids;
        }

        @Override
        public List<String> tokens(String text) {
            List<String> out = new ArrayList<>();
            for (int id : encode(text)) {
                out.add(Integer.toString(id));
            }
            return out;
        }

        @Override
        public int untruncatedLength(String text) {
            return encode(text).length;
        }

        @Override
        public int maxLength() {
            return 40;
        }

        @Override
        public boolean isSpecial(int id) {
            return id == 1 || id == 2;
        }

        @Override
        public int padId() {
            return 0;
        }

        @Override
        public int vocabularySize() {
            return 64;
        }
    }
}
