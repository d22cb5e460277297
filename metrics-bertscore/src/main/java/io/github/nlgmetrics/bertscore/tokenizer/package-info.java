/**
 * The tokenizers of the models bert_score loads, exactly as transformers 4.26.1's slow tokenizers and bert_score
 * 0.3.13's {@code sent_encode} produce their ids, in pure Java.
 *
 * <p>The engine talks to {@link io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer} only;
 * {@link io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizers} builds one from a Hugging Face model folder.
 * Inside, a tokenizer is a pipeline of stages (after Hugging Face's Rust {@code tokenizers}): the text preparation
 * of its class (strip, prefix space, lower-casing outside the special tokens), one {@code AddedVocabulary} that splits
 * the special and added tokens out of the text (transformers' {@code Trie.split} and strip rules), one model per
 * vocabulary type behind {@code TokenizerModel} (WordPiece with BERT's basic tokenizer, byte-level BPE,
 * SentencePiece with the class's text rules), and the framing ({@code [CLS] x [SEP]}, {@code <s> x </s>}) written
 * once. One {@code TokenizerType} per family of tokenizer classes reads its files; {@code TokenizerTypes} chooses the
 * class as {@code AutoTokenizer} does.
 *
 * <p>Reference: transformers 4.26.1 ({@code tokenization_utils.py}, {@code tokenization_utils_base.py},
 * {@code models/*&#47;tokenization_*.py}), bert_score 0.3.13 ({@code utils.sent_encode}); SentencePiece 0.1.97
 * through {@code io.github.nlgmetrics.text.spm}.
 */
package io.github.nlgmetrics.bertscore.tokenizer;
