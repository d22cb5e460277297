/**
 * The home of ROUGE-1.5.5.pl: its options, measures, averaging, jackknifing and bootstrap, with
 * {@code Rouge155Profiles}.
 *
 * <p>Reference: ROUGE-1.5.5.pl (Chin-Yew Lin).
 *
 * <p>Dependencies: the root contract, {@code rouge} (tokenization shared with the family),
 * {@code lcs}, {@code parallel}, {@code text} and {@code compat.perl}.
 */
package io.github.nlgmetrics.rouge.rouge155;
