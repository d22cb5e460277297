package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.List;

/**
 * A model's tokenizer as bert_score 0.3.13 calls it: transformers 4.26.1's <em>slow</em> tokenizer of the model's
 * class (WordPiece for BERT, DistilBERT and ELECTRA; byte-level BPE for GPT-2, RoBERTa, BART, Longformer and
 * DeBERTa; SentencePiece for XLM-R, CamemBERT, ALBERT and DeBERTa-v2), in pure Java so that Spark executors can
 * run it. {@link SubwordTokenizers} builds one from a model folder.
 *
 * <p>{@link #encode} is {@code bert_score.utils.sent_encode(tokenizer, text)}: the text is stripped (Python's
 * {@code str.strip()}); an empty text is the special tokens alone ({@code build_inputs_with_special_tokens([])},
 * e.g. {@code [CLS] [SEP]}); otherwise {@code tokenizer.encode(text, add_special_tokens=True,
 * max_length=model_max_length, truncation=True)} ({@code add_prefix_space=True} for {@code GPT2Tokenizer} and
 * {@code RobertaTokenizer}, the classes bert_score's {@code isinstance} test names): truncated to
 * {@link #maxLength()} ids with the special tokens kept.
 *
 * <p>Implementations are immutable and safe to share between threads.
 */
public interface SubwordTokenizer {
    /** {@code sent_encode(tokenizer, text)}: token ids, special tokens included, at most {@link #maxLength()}. */
    int[] encode(String text);

    /**
     * This tokenizer as {@code tokenizer(text)} calls it, the way torchmetrics 1.9.0 does
     * ({@code tokenizer(texts, padding="max_length", max_length=..., truncation=...)}): the text as given, not
     * stripped, with the class's own {@code add_prefix_space} (false unless the folder sets it) instead of the one
     * {@code sent_encode} forces for {@code GPT2Tokenizer} and {@code RobertaTokenizer}. The two differ only for
     * byte-level BPE (a RoBERTa text's first word is {@code hello}, not {@code Ġhello}) and for texts with
     * whitespace at either end. The default is this tokenizer itself, for tokenizers where the two calls agree.
     */
    default SubwordTokenizer called() {
        return this;
    }

    /** The tokens of {@link #encode(String)}'s ids ({@code convert_ids_to_tokens}), special tokens included. */
    List<String> tokens(String text);

    /**
     * The length {@link #encode(String)} would have without truncation: the text's tokens and the special
     * tokens (what a caller that does not truncate, like torchmetrics with {@code truncation=False}, gets).
     */
    int untruncatedLength(String text);

    /**
     * {@code model_max_length}: the longest {@link #encode} result ({@link Integer#MAX_VALUE} where transformers
     * has no limit: a folder without {@code model_max_length} whose name is not in the class's table).
     */
    int maxLength();

    /**
     * Whether {@code id} is a special token that bert_score weighs 0: {@code cls_token_id} or
     * {@code sep_token_id} ([CLS]/[SEP], {@code <s>}/{@code </s>}; none for GPT-2).
     */
    boolean isSpecial(int id);

    /** The padding id ({@code tokenizer.pad_token_id}; 0 for BERT; -1 where the tokenizer has none). */
    int padId();

    /** One past the largest id the tokenizer can give: its vocabulary with the added tokens ({@code len(tokenizer)}). */
    int vocabularySize();
}
