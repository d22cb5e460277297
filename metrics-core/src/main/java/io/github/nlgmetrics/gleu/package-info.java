/**
 * Google-BLEU as NLTK's {@code corpus_gleu}/{@code sentence_gleu} compute it, with
 * {@code GleuProfiles}.
 *
 * <p>Reference: NLTK 3.8.
 *
 * <p>Dependencies: the root contract, {@code ngram} and {@code text}.
 */
package io.github.nlgmetrics.gleu;
