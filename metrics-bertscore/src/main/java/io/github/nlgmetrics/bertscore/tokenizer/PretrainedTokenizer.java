package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A transformers 4.26.1 slow tokenizer as a pipeline of stages, called as bert_score 0.3.13's {@code sent_encode}
 * calls it:
 * <ol>
 *   <li>the text stripped (not by the tokenizer {@link #called()} returns, which is called as
 *       {@code tokenizer(text)}) ({@code str.strip()}); an empty text is the framing alone
 *       ({@code build_inputs_with_special_tokens([])});</li>
 *   <li>{@link TextPreparation}: the class's prefix space, lower-casing outside the special tokens;</li>
 *   <li>{@link AddedVocabulary}: the special and added tokens split out, the whitespace around them stripped;</li>
 *   <li>{@link TokenizerModel}: every other piece to ids (WordPiece, byte-level BPE or SentencePiece);</li>
 *   <li>truncation to {@code model_max_length} counting the framing ({@code truncation=True}: the last ids go;
 *       when even all of them would not be enough, transformers logs an error and keeps them all), then the
 *       framing, written once here: {@code [CLS] x [SEP]}, {@code <s> x </s>}, or GPT-2's optional
 *       {@code bos}.</li>
 * </ol>
 * Built by a {@link TokenizerType} from a model folder's files, or by {@link SubwordTokenizers} from a vocabulary.
 *
 * <p>Immutable and thread-safe.
 */
final class PretrainedTokenizer implements SubwordTokenizer {
    /** {@code model_max_length} when neither the folder nor the class's table gives one (transformers' 1e30). */
    static final int NO_LIMIT = Integer.MAX_VALUE;

    private final String description;
    private final TextPreparation preparation;
    /** {@link #called()}'s preparation; null for the tokenizer {@link #called()} returns, which does not strip. */
    private final TextPreparation calledPreparation;
    private final AddedVocabulary vocabulary;
    private final int[] before;
    private final int[] after;
    private final int maxLength;
    private final int padId;
    private final int clsId;
    private final int sepId;

    /**
     * @param before the ids put before the text ({@code [cls_token_id]}, or GPT-2's {@code [bos_token_id]} or none)
     * @param after the ids put after it
     */
    PretrainedTokenizer(String description, TextPreparation preparation, TextPreparation calledPreparation,
                        AddedVocabulary vocabulary, int[] before, int[] after, int maxLength, int padId, int clsId,
                        int sepId) {
        this.description = description;
        this.preparation = preparation;
        this.calledPreparation = calledPreparation;
        this.vocabulary = vocabulary;
        this.before = before.clone();
        this.after = after.clone();
        this.maxLength = maxLength;
        this.padId = padId;
        this.clsId = clsId;
        this.sepId = sepId;
    }

    @Override
    public int[] encode(String text) {
        IntList ids = ids(text);
        int n = ids.size;
        int total = n + before.length + after.length;
        if (maxLength > 0 && total > maxLength && n > total - maxLength) {
            n -= total - maxLength;
        }
        return frame(ids, n);
    }

    @Override
    public int untruncatedLength(String text) {
        return ids(text).size + before.length + after.length;
    }

    /** The ids of the text (stripped, as {@code sent_encode} calls the tokenizer) before framing and truncation. */
    private IntList ids(String text) {
        String s = calledPreparation == null ? text : PyStrings.strip(text);
        IntList ids = new IntList(s.length() / 3 + 4);
        if (!s.isEmpty()) {
            vocabulary.encode(preparation.prepare(s), ids);
        }
        return ids;
    }

    private int[] frame(IntList ids, int n) {
        int[] out = new int[before.length + n + after.length];
        System.arraycopy(before, 0, out, 0, before.length);
        System.arraycopy(ids.values, 0, out, before.length, n);
        System.arraycopy(after, 0, out, before.length + n, after.length);
        return out;
    }

    @Override
    public List<String> tokens(String text) {
        int[] ids = encode(text);
        List<String> out = new ArrayList<>(ids.length);
        for (int id : ids) {
            out.add(vocabulary.tokenOf(id));
        }
        return out;
    }

    /**
     * {@code convert_ids_to_tokens(convert_tokens_to_ids(tokenizer.tokenize(text)))}: the tokens of the text as it
     * is (not stripped, no special tokens added, not truncated), an unknown piece read back as the unknown token.
     */
    List<String> tokenize(String text) {
        IntList ids = new IntList(text.length() / 3 + 4);
        vocabulary.encode(preparation.prepare(text), ids);
        List<String> out = new ArrayList<>(ids.size);
        for (int i = 0; i < ids.size; i++) {
            out.add(vocabulary.tokenOf(ids.values[i]));
        }
        return out;
    }

    @Override
    public SubwordTokenizer called() {
        return calledPreparation == null ? this : new PretrainedTokenizer(description + " called", calledPreparation,
                null, vocabulary, before, after, maxLength, padId, clsId, sepId);
    }

    @Override
    public int maxLength() {
        return maxLength;
    }

    @Override
    public boolean isSpecial(int id) {
        return id >= 0 && (id == clsId || id == sepId);
    }

    @Override
    public int padId() {
        return padId;
    }

    @Override
    public int vocabularySize() {
        return vocabulary.idLimit();
    }

    @Override
    public String toString() {
        return description + "[model_max_length=" + (maxLength == NO_LIMIT ? "none" : maxLength) + ", framing "
                + Arrays.toString(before) + " … " + Arrays.toString(after) + "]";
    }
}
