/**
 * SentencePiece 0.1.97's {@code EncodeAsPieces} in Java: the model reader, the
 * precompiled-charsmap normalizer, unigram, BPE and byte fallback.
 *
 * <p>Reference: google/sentencepiece 0.1.97.
 *
 * <p>Dependencies: the JDK only.
 */
package io.github.nlgmetrics.text.spm;
