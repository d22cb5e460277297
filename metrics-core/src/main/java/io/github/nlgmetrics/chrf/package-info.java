/**
 * chrF and chrF++: sacrebleu's {@code Chrf} and NLTK's {@code NltkChrf}, with
 * {@code ChrfProfiles}.
 *
 * <p>Reference: sacrebleu 2.6.0, NLTK 3.8.
 *
 * <p>Dependencies: the root contract, {@code ngram}, {@code text} and {@code compat.python}.
 */
package io.github.nlgmetrics.chrf;
