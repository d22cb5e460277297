package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.Map;

/**
 * One family of transformers 4.26.1 slow tokenizer classes, built from a model folder's files as
 * {@code from_pretrained} builds them: its vocabulary files, its constructor's defaults and options, its model
 * stage, its framing. {@link TokenizerTypes} chooses the class as {@code AutoTokenizer} does.
 */
interface TokenizerType {
    /**
     * The classes of this family, each with its {@code max_model_input_sizes} (hub name → {@code model_max_length},
     * applied when the folder is asked for by that name).
     */
    Map<String, Map<String, Integer>> classes();

    /** The tokenizer {@code className.from_pretrained(files.name)} builds. */
    SubwordTokenizer load(String className, TokenizerFiles files);

    /** A {@code max_model_input_sizes} table whose names all have {@code length}. */
    static Map<String, Integer> sizes(int length, String... names) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (String n : names) {
            m.put(n, length);
        }
        return Map.copyOf(m);
    }
}
