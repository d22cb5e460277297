package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.checkpoint.Checkpoint;
import io.github.nlgmetrics.bertscore.checkpoint.Tensor;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A checkpoint's tensors under the names a family's base model gives them, as transformers 4.26.1's
 * {@code from_pretrained} maps a state dict onto a base model ({@code BertModel}, {@code RobertaModel}, ...):
 *
 * <ul>
 * <li>old names are renamed first ({@code _fix_key}: a key holding {@code beta} has it replaced by {@code bias},
 *     else one holding {@code gamma} by {@code weight}: the original BERT checkpoints' {@code LayerNorm.gamma});</li>
 * <li>when any key starts with the base model's prefix ({@code bert}, {@code roberta}, {@code deberta}, ...:
 *     a {@code *ForMaskedLM} or {@code *ForSequenceClassification} checkpoint), only the keys under
 *     {@code prefix.} are the base model's, the prefix stripped; otherwise the keys are taken as they are;</li>
 * <li>tensors the encoder does not ask for (heads, the pooler, buffers such as {@code position_ids}) are never
 *     read.</li>
 * </ul>
 *
 * <p>A tensor the encoder needs that the checkpoint lacks, or of another shape than {@code config.json} implies,
 * is one {@link IllegalArgumentException} naming both (transformers would initialise a missing weight at random:
 * no score could be reproduced).
 */
public final class Weights {
    private final Checkpoint checkpoint;
    private final Map<String, String> stored = new HashMap<>();
    private final String prefix;

    /** The tensors of {@code checkpoint} as the base model with prefix {@code basePrefix} sees them. */
    public Weights(Checkpoint checkpoint, String basePrefix) {
        this.checkpoint = checkpoint;
        Map<String, String> fixed = new HashMap<>();
        boolean prefixed = false;
        for (String key : checkpoint.names()) {
            String f = fixKey(key);
            fixed.put(f, key);
            prefixed |= !basePrefix.isEmpty() && f.startsWith(basePrefix);
        }
        String strip = prefixed ? basePrefix + "." : "";
        this.prefix = strip;
        for (Map.Entry<String, String> e : fixed.entrySet()) {
            if (e.getKey().startsWith(strip)) {
                stored.put(e.getKey().substring(strip.length()), e.getValue());
            }
        }
    }

    /** transformers' {@code _fix_key}. */
    static String fixKey(String key) {
        if (key.contains("beta")) {
            return key.replace("beta", "bias");
        }
        if (key.contains("gamma")) {
            return key.replace("gamma", "weight");
        }
        return key;
    }

    /** Whether the base model's tensor {@code name} is in the checkpoint. */
    public boolean has(String name) {
        return stored.containsKey(name);
    }

    /** The base model's tensor {@code name}, which must have the shape {@code shape}. */
    public Tensor get(String name, long... shape) {
        String key = stored.get(name);
        if (key == null) {
            throw new IllegalArgumentException("the checkpoint (" + checkpoint.describe() + ") has no tensor " + prefix + name
                    + ", which the encoder needs");
        }
        Tensor t = checkpoint.tensor(key);
        if (!Arrays.equals(t.shape(), shape)) {
            throw new IllegalArgumentException("the checkpoint's " + key + " (" + checkpoint.describe() + ") has shape "
                    + Arrays.toString(t.shape()) + ", but config.json implies " + Arrays.toString(shape));
        }
        return t;
    }

    /** The rows of the base model's tensor {@code name} (its first dimension), 0 when absent. */
    public long rows(String name) {
        String key = stored.get(name);
        return key == null ? 0 : checkpoint.shape(key)[0];
    }

    /** The files, for messages. */
    public String describe() {
        return checkpoint.describe();
    }
}
