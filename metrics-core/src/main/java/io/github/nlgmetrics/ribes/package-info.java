/**
 * RIBES as NLTK's {@code corpus_ribes}/{@code sentence_ribes} compute it, with
 * {@code RibesProfiles}.
 *
 * <p>Reference: NLTK 3.8.
 *
 * <p>Dependencies: the root contract and {@code text}.
 */
package io.github.nlgmetrics.ribes;
