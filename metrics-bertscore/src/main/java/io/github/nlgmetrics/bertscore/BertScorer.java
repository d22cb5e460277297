package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.bertscore.model.BertModel;
import io.github.nlgmetrics.bertscore.model.BertModels;
import java.util.List;

/**
 * The Java API: a model loaded once, a configuration, and {@link #score} for any number of pairs.
 * Safe to share between threads (ONNX Runtime sessions are); {@link #close()} releases the native
 * sessions. A batch of thousands of pairs is embedded in length-sorted batches of
 * {@link BertScoreConfig#batchSize()} with ONNX Runtime's intra-op threads ({@code threads}, 0 = one per
 * core), each distinct sentence once.
 *
 * <pre>{@code
 * try (BertScorer scorer = BertScorer.open(BertScoreConfig.defaults(Reference.BERT_SCORE).withIdf(true), 0)) {
 *     BertScoreResult r = scorer.score(List.of("the cat sat"), List.of(List.of("a cat sat")));
 *     r.fields().get("F");   // [0.93...]
 * }
 * }</pre>
 */
public final class BertScorer implements AutoCloseable {
    private final BertModel model;
    private final BertScore metric;

    private BertScorer(BertModel model, BertScoreConfig config) {
        this.model = model;
        this.metric = BertScore.of(config, model);
    }

    /**
     * Loads the model {@code config} names ({@code model_type}, else {@code lang2model[lang]}, else the
     * bundled one) with {@code threads} intra-op threads.
     */
    public static BertScorer open(BertScoreConfig config, int threads) {
        return new BertScorer(BertModels.load(BertScore.modelName(config), threads, config.device()), config);
    }

    /** The metric (the {@link io.github.nlgmetrics.Metric} contract) on this scorer's model. */
    public BertScore metric() {
        return metric;
    }

    /** The model. */
    public BertModel model() {
        return model;
    }

    /** The scores of {@code hypotheses[i]} against {@code references[i]}, as the configured reference returns them. */
    public BertScoreResult score(List<String> hypotheses, List<? extends List<String>> references) {
        return metric.corpusScore(hypotheses, references);
    }

    @Override
    public void close() {
        model.close();
    }
}
