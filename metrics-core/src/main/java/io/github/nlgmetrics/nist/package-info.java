/**
 * NIST as NLTK's {@code corpus_nist}/{@code sentence_nist} compute it (not additive: the
 * information weights depend on the whole reference corpus), with {@code NistProfiles}.
 *
 * <p>Reference: NLTK 3.8.
 *
 * <p>Dependencies: the root contract, {@code ngram} and {@code text}.
 */
package io.github.nlgmetrics.nist;
