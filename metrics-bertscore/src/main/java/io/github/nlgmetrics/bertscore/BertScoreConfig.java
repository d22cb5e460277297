package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.NamedChoice;
import io.github.nlgmetrics.bertscore.model.Encoder;

/**
 * Every option of a BERTScore computation, in the references' own names.
 *
 * @param reference which reference's arithmetic, argument rules and output keys
 * @param modelType bert_score's {@code model_type} (a model name or a directory); null: from {@code lang}
 * @param lang the language ({@code lang2model} when no model is given; the baseline's folder)
 * @param numLayers the hidden state used (0 = embeddings); null: bert_score's {@code model2layers}
 *     default (the model's last layer for a model it does not list), torchmetrics' last layer
 * @param idf idf weights from the references
 * @param batchSize bert_score's matching batch (decides its padding quirk) and the encoder's batch
 * @param rescaleWithBaseline {@code (s - b) / (1 - b)} with the baseline row of the layer
 * @param baselinePath a baseline file ("LAYER,P,R,F" then a row per layer); null: bert_score's bundled
 *     {@code rescale_baseline/<lang>/<model>.tsv}
 * @param baselineCsv the baseline file's text given inline (wins over {@code baselinePath}; the golden
 *     cases carry their custom baselines this way); counts as a custom baseline in the hash
 * @param allLayers every hidden state: outputs become lists per layer (with the references' shapes)
 * @param maxLength torchmetrics' {@code max_length}
 * @param truncation torchmetrics' {@code truncation}
 * @param device where the encoder runs ({@code CUDA} needs the {@code onnxruntime_gpu} build); never changes a number
 *     beyond float noise
 */
public record BertScoreConfig(Reference reference, String modelType, String lang, Integer numLayers, boolean idf,
        int batchSize, boolean rescaleWithBaseline, String baselinePath, String baselineCsv, boolean allLayers,
        int maxLength, boolean truncation, Encoder.Device device) {

    /** The reference whose behaviour is reproduced. */
    public enum Reference implements NamedChoice {
        /** bert_score 0.3.13 {@code score(...)}: keys P, R, F, hash. */
        BERT_SCORE("bert-score"),
        /** Hugging Face evaluate's {@code bertscore} script: keys precision, recall, f1, hashcode. */
        HF_EVALUATE("hf-evaluate"),
        /** torchmetrics 1.9.0 {@code bert_score}: keys precision, recall, f1. */
        TORCHMETRICS("torchmetrics");

        private final String id;

        Reference(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** Validates the numbers. */
    public BertScoreConfig {
        if (reference == null) {
            throw new IllegalArgumentException("reference is null");
        }
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch_size must be >= 1: " + batchSize);
        }
        if (numLayers != null && numLayers < 0 && reference != Reference.TORCHMETRICS) {
            throw new IllegalArgumentException("num_layers must be >= 0: " + numLayers);
        }
        if (device == null) {
            throw new IllegalArgumentException("device is null");
        }
        if (maxLength < 2) {
            throw new IllegalArgumentException("max_length must be >= 2: " + maxLength);
        }
    }

    /** The reference's defaults: batch size 64, max_length 512, no idf, no rescaling, the bundled model. */
    public static BertScoreConfig defaults(Reference reference) {
        return new BertScoreConfig(reference, null, reference == Reference.TORCHMETRICS ? "en" : null, null, false, 64,
                false, null, null, false, 512, false, Encoder.Device.CPU);
    }

    /** A copy with {@code model_type}. */
    public BertScoreConfig withModelType(String v) {
        return new BertScoreConfig(reference, v, lang, numLayers, idf, batchSize, rescaleWithBaseline, baselinePath,
                baselineCsv, allLayers, maxLength, truncation, device);
    }

    /** A copy with {@code num_layers}. */
    public BertScoreConfig withNumLayers(Integer v) {
        return new BertScoreConfig(reference, modelType, lang, v, idf, batchSize, rescaleWithBaseline, baselinePath,
                baselineCsv, allLayers, maxLength, truncation, device);
    }

    /** A copy with {@code idf}. */
    public BertScoreConfig withIdf(boolean v) {
        return new BertScoreConfig(reference, modelType, lang, numLayers, v, batchSize, rescaleWithBaseline, baselinePath,
                baselineCsv, allLayers, maxLength, truncation, device);
    }

    /** A copy with {@code lang}. */
    public BertScoreConfig withLang(String v) {
        return new BertScoreConfig(reference, modelType, v, numLayers, idf, batchSize, rescaleWithBaseline, baselinePath,
                baselineCsv, allLayers, maxLength, truncation, device);
    }

    /** A copy with {@code batch_size}. */
    public BertScoreConfig withBatchSize(int v) {
        return new BertScoreConfig(reference, modelType, lang, numLayers, idf, v, rescaleWithBaseline, baselinePath,
                baselineCsv, allLayers, maxLength, truncation, device);
    }

    /** A copy with {@code rescale_with_baseline} and a baseline file ({@code path}, or null for the bundled one). */
    public BertScoreConfig withRescale(boolean v, String path) {
        return new BertScoreConfig(reference, modelType, lang, numLayers, idf, batchSize, v, path, baselineCsv, allLayers,
                maxLength, truncation, device);
    }
}
