package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.List;
import java.util.Map;

/**
 * The last steps of building any slow tokenizer, the same for every class: the tokens of
 * {@code added_tokens.json} and {@code sanitize_special_tokens} (only after {@code from_pretrained}: a tokenizer
 * constructed directly splits no special token out of the text), the text preparation, and the ids of the framing
 * and of the padding and special tokens.
 */
final class PipelineBuilder {
    private PipelineBuilder() {
    }

    /**
     * The tokenizer of {@code model} and {@code specials}.
     *
     * @param description the class and where it came from (for {@code toString})
     * @param lowerCase whether the class has a true {@code do_lower_case} attribute
     * @param prefix the prefix space as {@code sent_encode} calls the tokenizer
     * @param calledPrefix the class's own prefix space, as {@code tokenizer(text)} calls it
     * @param fromPretrained whether {@code from_pretrained} built it (false: the constructor alone)
     * @param files the folder's files, or null
     */
    static SubwordTokenizer build(String description, TokenizerModel model, SpecialTokens specials, boolean lowerCase,
                                  TextPreparation.PrefixSpace prefix, TextPreparation.PrefixSpace calledPrefix,
                                  Framing framing, int maxLength, boolean fromPretrained, TokenizerFiles files) {
        AddedVocabulary vocabulary = new AddedVocabulary(model, specials, lowerCase);
        if (files != null) {
            files.addTokens(vocabulary);
        }
        if (fromPretrained) {
            vocabulary.sanitize();
        }
        vocabulary.finish();
        TextPreparation preparation = new TextPreparation(prefix, lowerCase ? vocabulary.keptWhole() : null);
        return new PretrainedTokenizer(description, preparation, preparation.withPrefix(calledPrefix), vocabulary, ids(framing.before(), specials, vocabulary,
                description), ids(framing.after(), specials, vocabulary, description), maxLength,
                id("pad_token", specials, vocabulary), id("cls_token", specials, vocabulary),
                id("sep_token", specials, vocabulary));
    }

    /**
     * {@code className.from_pretrained(files.name)}'s tokenizer: {@link #build} with the folder's files and its
     * {@code model_max_length} ({@code sizes}: the class's {@code max_model_input_sizes}).
     */
    static SubwordTokenizer fromFolder(String className, TokenizerFiles files, Map<String, Integer> sizes,
                                       TokenizerModel model, SpecialTokens specials, boolean lowerCase,
                                       TextPreparation.PrefixSpace prefix, TextPreparation.PrefixSpace calledPrefix,
                                       Framing framing) {
        return build(className + "(" + files.dir + ")", model, specials, lowerCase, prefix, calledPrefix, framing,
                files.modelMaxLength(sizes), true, files);
    }

    private static int[] ids(List<String> attributes, SpecialTokens specials, AddedVocabulary vocabulary, String what) {
        int[] out = new int[attributes.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = id(attributes.get(i), specials, vocabulary);
            if (out[i] == TokenizerModel.NONE) {
                throw new IllegalArgumentException(what + ": its " + attributes.get(i) + " ("
                        + specials.content(attributes.get(i)) + ") has no id, and every text starts or ends with it");
            }
        }
        return out;
    }

    /** {@code <attribute>_id}: None ({@link TokenizerModel#NONE}) when the attribute is unset or has no id. */
    private static int id(String attribute, SpecialTokens specials, AddedVocabulary vocabulary) {
        String content = specials.content(attribute);
        return content == null ? TokenizerModel.NONE : vocabulary.idOf(content);
    }
}
