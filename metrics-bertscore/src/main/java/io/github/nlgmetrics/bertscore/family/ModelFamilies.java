package io.github.nlgmetrics.bertscore.family;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The encoder families built in Java, chosen by {@code config.json}'s {@code model_type} as transformers'
 * {@code AutoModel} chooses the modeling file. Adding a family: one {@link ModelFamily} class and its line here.
 */
public final class ModelFamilies {
    /** Every family, in the order their names are listed in messages. */
    public static final List<ModelFamily> ALL = List.of(new BertFamily(), new RobertaFamily(), new DistilBertFamily(),
            new ElectraFamily(), new AlbertFamily(), new DebertaFamily(), new DebertaV2Family());

    private ModelFamilies() {
    }

    /** The family of {@code modelType}, if one is built here. */
    public static Optional<ModelFamily> forType(String modelType) {
        for (ModelFamily f : ALL) {
            if (f.modelTypes().contains(modelType)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** Every {@code model_type} built here. */
    public static List<String> modelTypes() {
        List<String> out = new ArrayList<>();
        ALL.forEach(f -> out.addAll(f.modelTypes()));
        return out;
    }
}
