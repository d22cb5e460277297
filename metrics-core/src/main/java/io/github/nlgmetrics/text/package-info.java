/**
 * Tokenizers (sacrebleu's registry, NLTK's Punkt sentence splitter and {@code word_tokenize},
 * tercom's), the Porter stemmer, token interning ({@code Vocabulary}, {@code TokenBuffer},
 * {@code CodePointIds}) and {@code TokenizerProvider} for tokenizers that live outside core.
 *
 * <p>Reference: sacrebleu 2.6.0's tokenizers, NLTK 3.8.
 *
 * <p>Dependencies: the root contract, {@code text.spm} and {@code compat.python}.
 */
package io.github.nlgmetrics.text;
