package io.github.nlgmetrics.bertscore.family;

import java.util.List;

/**
 * One encoder architecture as transformers 4.26.1 builds it (one {@code modeling_*.py}): which
 * {@code config.json} {@code model_type}s it reads, the base model's weight prefix, and the encoder of a
 * checkpoint ({@link EncoderSpec}: its sizes and its graph). Chosen by {@code model_type}
 * ({@link ModelFamilies}), as {@code AutoModel} chooses the modeling file; adding a family is one class
 * (plus its line in {@link ModelFamilies#ALL}) and its golden rows.
 */
public interface ModelFamily {
    /** The {@code model_type} values of this family ({@code bert}; {@code roberta}, {@code xlm-roberta}, ...). */
    List<String> modelTypes();

    /** The base model's {@code base_model_prefix} ({@code bert}, {@code roberta}, {@code deberta}, ...). */
    String basePrefix();

    /**
     * The encoder of the checkpoint with configuration {@code config} and weights {@code weights} (named as the
     * base model names them); {@code IllegalArgumentException} with one line when the configuration asks for
     * something not built here or the weights do not fit it. Reads what it needs eagerly (shapes are checked
     * here), builds graphs lazily.
     */
    EncoderSpec encoder(ModelConfig config, Weights weights);
}
