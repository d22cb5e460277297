package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.List;

/**
 * A model's tokenizer as bert_score 0.3.13 calls it: transformers 4.26.1's <em>slow</em> tokenizers
 * ({@code BertTokenizer}: basic tokenizer + WordPiece; {@code GPT2Tokenizer}/{@code RobertaTokenizer}:
 * byte-level BPE), in pure Java so that Spark executors can run it.
 *
 * <p>{@link #encode} is {@code bert_score.utils.sent_encode(tokenizer, text)}: the text is stripped
 * (Python's {@code str.strip()}); an empty text is the special tokens alone
 * ({@code build_inputs_with_special_tokens([])}, e.g. {@code [CLS] [SEP]}); otherwise
 * {@code tokenizer.encode(text, add_special_tokens=True, max_length=model_max_length, truncation=True)}
 * ({@code add_prefix_space=True} for byte-level BPE): truncated to {@link #maxLength()} ids with the
 * special tokens kept.
 *
 * <p>Implementations are immutable and safe to share between threads.
 */
public interface SubwordTokenizer {
    /** {@code sent_encode(tokenizer, text)}: token ids, special tokens included, at most {@link #maxLength()}. */
    int[] encode(String text);

    /** The tokens of {@link #encode(String)}'s ids ({@code convert_ids_to_tokens}), special tokens included. */
    List<String> tokens(String text);

    /** {@code model_max_length} (512 for BERT models): the longest {@link #encode} result. */
    int maxLength();

    /** Whether {@code id} is a special token that bert_score weighs 0 ([CLS]/[SEP], {@code <s>}/{@code </s>}). */
    boolean isSpecial(int id);

    /** The padding id ({@code tokenizer.pad_token_id}; 0 for BERT). */
    int padId();

    /** The size of the vocabulary. */
    int vocabularySize();
}
