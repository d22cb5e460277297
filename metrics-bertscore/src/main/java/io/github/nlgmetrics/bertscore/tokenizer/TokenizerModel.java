package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.function.ToIntFunction;

/**
 * The model stage of a tokenizer pipeline ({@link PretrainedTokenizer}): what transformers 4.26.1's slow tokenizer
 * class does in {@code _tokenize}, {@code _convert_token_to_id} and {@code _convert_id_to_token}, for one kind of
 * vocabulary: WordPiece ({@link WordPieceModel}, with BERT's basic tokenizer), byte-level BPE
 * ({@link ByteLevelBpeModel}) and SentencePiece ({@link SpmModel}). The model never sees the special and added
 * tokens: {@link AddedVocabulary} has split them out of the text before.
 *
 * <p>A model belongs to one tokenizer (its caches assume one {@code ids} function) and is thread-safe.
 */
interface TokenizerModel {
    /** Python's None where an id is expected. */
    int NONE = -1;

    /**
     * {@code convert_tokens_to_ids(_tokenize(chunk))}: appends the ids of the tokens of {@code chunk} to
     * {@code out}; {@code ids} is the tokenizer's {@code convert_tokens_to_ids} of one token (the added tokens
     * first, then {@link #tokenToId}), for the tokens the model does not know the id of by itself.
     */
    void encode(String chunk, ToIntFunction<String> ids, IntList out);

    /** {@code _convert_token_to_id(token)}: the id in the model's vocabulary (its unknown token's for others), or {@link #NONE}. */
    int tokenToId(String token);

    /** {@code _convert_id_to_token(id)}, or null (None). */
    String idToToken(int id);

    /** {@code vocab_size}: the size of the base vocabulary. */
    int vocabSize();

    /** One past the largest id the model can give. */
    int idLimit();

    /** {@code id}, or a one-line error when it is None (a token out of the vocabulary and no unknown token). */
    static int checked(int id, String token) {
        if (id == NONE) {
            throw new IllegalArgumentException("token " + token + " is not in the vocabulary, which has no unknown token");
        }
        return id;
    }

    /** {@code vocab.get(token, vocab.get(unk))}: the id of {@code token}, else the unknown token's, else {@link #NONE}. */
    static int lookup(java.util.Map<String, Integer> vocab, String token, String unk) {
        Integer id = vocab.get(token);
        if (id == null && unk != null) {
            id = vocab.get(unk);
        }
        return id == null ? NONE : id;
    }
}
