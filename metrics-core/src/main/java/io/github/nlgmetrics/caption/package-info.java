/**
 * pycocoevalcap's captioning metrics: BLEU, ROUGE-L, CIDEr-D over images with several references,
 * and its PTB tokenizer.
 *
 * <p>Reference: pycocoevalcap (coco-caption).
 *
 * <p>Dependencies: the root contract, {@code ngram}, {@code lcs}, {@code text}, {@code internal},
 * {@code compat.python} and {@code compat.numpy}.
 */
package io.github.nlgmetrics.caption;
